import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, effectiveSettings, loadConfig } from "../../src/core/config.js";
import { cli } from "../cli/run.js";

const RULES = ["inline-secret", "unpinned-package", "insecure-transport", "invalid-config"];
const SECRET_CONFIG = JSON.stringify({ mcpServers: { tickets: { type: "http", url: "http://tickets.example.com/mcp", headers: { Authorization: "Bearer tk_live_9f2c41d07ab8e6" } }, git: { command: "uvx", args: ["mcp-server-git"] } } }, null, 2);

function dir(files: Record<string, string>): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-config-"));
  fs.mkdirSync(path.join(d, ".git"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(d, name)), { recursive: true });
    fs.writeFileSync(path.join(d, name), text);
  }
  return d;
}

describe("project configuration", () => {
  it("reads mcp-audit.config.json (JSONC) from the working directory up to the repository root", () => {
    const d = dir({ "mcp-audit.config.json": '{\n  // team policy\n  "rules": { "unpinned-package": ["warning", { "allow": ["x"] }], "inline-secret": "off" },\n  "failOn": "warning",\n}\n', "sub/a.txt": "" });
    const config = loadConfig(path.join(d, "sub"), RULES);
    expect(config.source).toBe("../mcp-audit.config.json");
    expect(config.failOn).toBe("warning");
    expect([...config.settings]).toEqual([
      ["unpinned-package", { severity: "warning", options: { allow: ["x"] } }],
      ["inline-secret", { severity: "off" }],
    ]);
  });

  it("reads the \"mcp-audit\" key of package.json", () => {
    const d = dir({ "package.json": JSON.stringify({ name: "x", "mcp-audit": { allow: { packages: ["@acme/mcp"] } } }) });
    const config = loadConfig(d, RULES);
    expect(config.source).toBe('package.json ("mcp-audit")');
    expect(effectiveSettings(config, new Map()).get("unpinned-package")).toEqual({ options: { allow: ["@acme/mcp"] } });
  });

  it("names the bad key, with a suggestion", () => {
    const cases: [string, string][] = [
      ['{"rulez": {}}', 'mcp-audit.config.json: unknown key "rulez" (did you mean "rules"?)'],
      ['{"rules": {"inline-secrt": "error"}}', 'mcp-audit.config.json: "rules.inline-secrt" is not a rule (did you mean "inline-secret"?): see mcp-audit --list-rules'],
      ['{"rules": {"inline-secret": "fatal"}}', 'mcp-audit.config.json: "rules.inline-secret" must be a severity ("error", "warning", "info", "off") or [severity, { options }]'],
      ['{"failOn": "never"}', 'mcp-audit.config.json: "failOn" must be one of "error", "warning", "info"'],
      ['{"allow": {"package": []}}', 'mcp-audit.config.json: unknown key "allow.package" (did you mean "packages"?)'],
      ["{ nope", "mcp-audit.config.json: invalid JSON at line 1, column 3: unexpected character"],
    ];
    for (const [text, message] of cases) {
      const d = dir({ "mcp-audit.config.json": text });
      expect(() => loadConfig(d, RULES)).toThrow(ConfigError);
      expect(() => loadConfig(d, RULES)).toThrow(message);
    }
  });

  it("applies severities, fail level, ignore patterns and trusted servers through the CLI", async () => {
    const d = dir({ ".mcp.json": SECRET_CONFIG, "vendor/.mcp.json": "{ broken" });
    fs.writeFileSync(path.join(d, "mcp-audit.config.json"), JSON.stringify({ ignorePatterns: ["vendor/"], rules: { "unpinned-package": "info" }, allow: { servers: ["tickets"] } }));
    const r = await cli(["--format", "json", "."], { cwd: d });
    const findings = JSON.parse(r.stdout).findings as { ruleId: string; severity: string; pointer: string }[];
    // tickets is trusted: its plain-http finding goes, its secret stays; vendor/ is ignored.
    expect(findings.map((f) => `${f.ruleId} ${f.severity} ${f.pointer}`)).toEqual([
      "inline-secret error /mcpServers/tickets/headers/Authorization",
      "unpinned-package info /mcpServers/git/args/0",
    ]);
    expect(r.code).toBe(1);
    fs.writeFileSync(path.join(d, "mcp-audit.config.json"), JSON.stringify({ rules: { "inline-secret": "off", "insecure-transport": "off", "unpinned-package": "info" } }));
    expect((await cli(["."], { cwd: d })).code).toBe(2); // vendor/.mcp.json is no longer ignored, and broken
    fs.rmSync(path.join(d, "vendor"), { recursive: true });
    expect((await cli(["."], { cwd: d })).code).toBe(0);
    fs.writeFileSync(path.join(d, "mcp-audit.config.json"), JSON.stringify({ failOn: "info", rules: { "inline-secret": "off", "insecure-transport": "off", "unpinned-package": "info" } }));
    expect((await cli(["."], { cwd: d })).code).toBe(1);
    expect((await cli(["--no-config", "--format", "json", "."], { cwd: d })).stdout).toContain('"ruleId": "inline-secret"');
  });

  it("an invalid config stops the run with exit 2 and one line", async () => {
    const d = dir({ ".mcp.json": SECRET_CONFIG, "mcp-audit.config.json": '{"rules": {"nope": "off"}}' });
    const r = await cli(["."], { cwd: d });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('mcp-audit: invalid configuration: mcp-audit.config.json: "rules.nope" is not a rule: see mcp-audit --list-rules\n');
    expect((await cli(["--config", "missing.json", "."], { cwd: d })).stderr).toBe("mcp-audit: invalid configuration: missing.json: no such file\n");
  });
});
