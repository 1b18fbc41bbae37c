import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeFsError } from "../../src/core/fs-errors.js";
import { useColor } from "../../src/cli/main.js";
import { cli, cliProcess, copyFixture, tempDir } from "./run.js";

const NOTHING_FOUND = "mcp-audit: no MCP host configs or skills found in . (looked for the config files of every host mcp-audit knows, e.g. .mcp.json, .vscode/mcp.json, opencode.json, and for SKILL.md)\n";
const CLEAN = JSON.stringify({ mcpServers: { git: { command: "uvx", args: ["mcp-server-git==2025.7.1"] } } }, null, 2) + "\n";

function project(files: Record<string, string | Buffer>): string {
  const dir = tempDir();
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe("cli basics", () => {
  it("prints the version and help", async () => {
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { version: string };
    expect(await cli(["--version"])).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: "" });
    const help = await cli(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: mcp-audit [options] [paths...]");
    expect(help.stdout).toContain("Exit codes: 0");
  });

  it("rejects unknown options and bad values with exit 2 and one clear line", async () => {
    const unknown = await cli(["--frobnicate"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe('mcp-audit: unknown option --frobnicate (a path that starts with "-" goes after --)\nRun "mcp-audit --help" for usage.\n');
    expect(unknown.stderr).not.toMatch(/\n\s+at /);
    expect((await cli(["--format", "xml"])).stderr).toContain('unknown --format "xml": use stylish, json, sarif, github, junit, gitlab');
    expect((await cli(["--fail-on", "fatal"])).stderr).toContain('--fail-on accepts error, warning (or warn) or info, got "fatal"');
    expect((await cli(["--fix=maybe"])).stderr).toContain('--fix accepts "safe" or "all", got "maybe"');
    expect((await cli(["--host", "emacs", "x.json"])).stderr).toContain('unknown --host "emacs" (one of claude-code, vscode, cursor');
    // Every dialect is a --host, with did-you-mean.
    expect((await cli(["--host", "opencod", "x.json"])).stderr).toContain('unknown --host "opencod": did you mean "opencode"?');
    expect((await cli(["--host", "copilot-agnt", "x.json"])).stderr).toContain('did you mean "copilot-agent"?');
    expect((await cli(["--rule", "nope=error"])).stderr).toContain('--rule: unknown rule "nope"');
    expect((await cli(["--rule", "inline-secret"])).stderr).toContain("--rule expects <rule-id>=<error|warning|info|off>");
  });

  it("lists every registered rule, MCP and skill, in registry order", async () => {
    const { ALL_RULES } = await import("../../src/rules/index.js");
    const r = await cli(["--list-rules"]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n").filter(Boolean);
    expect(lines.map((l) => l.split(/\s+/)[0])).toEqual(ALL_RULES.map((rule) => rule.meta.id));
    expect(lines.slice(0, 6).map((l) => l.split(/\s+/)[0])).toEqual(["invalid-config", "inline-secret", "unpinned-package", "missing-read-only", "insecure-transport", "risky-command"]);
    expect(lines.find((l) => l.startsWith("skill-name "))).toMatch(/^skill-name\s+skill\s+/);
  });

  it("explains a rule from its docs page", async () => {
    const r = await cli(["explain", "inline-secret"]);
    expect(r.code).toBe(0);
    // The shipped page, its relative links absolute at this release's tag (a terminal cannot resolve `../../src/…`).
    const page = fs.readFileSync("docs/rules/inline-secret.md", "utf8");
    expect(r.stdout).toBe(page.replaceAll("](../../src/", "](https://github.com/mcp-audit/mcp-audit/blob/v0.1.0/src/"));
    expect(r.stdout).not.toBe(page);
    expect((await cli(["explain", "../../package"])).code).toBe(2);
    expect((await cli(["explain", "no-such-rule"])).stderr).toContain('unknown rule "no-such-rule"');
  });
});

describe("discovery", () => {
  it("finds every host's file by location, at any depth, and skips node_modules and .gitignore'd paths", async () => {
    const dir = project({
      ".mcp.json": CLEAN,
      ".vscode/mcp.json": JSON.stringify({ servers: {} }),
      ".cursor/mcp.json": JSON.stringify({ mcpServers: {} }),
      "apps/web/.mcp.json": CLEAN,
      "desktop/claude_desktop_config.json": JSON.stringify({ mcpServers: {} }),
      "node_modules/pkg/.mcp.json": "{ broken",
      "build/.mcp.json": "{ broken",
      "other/mcp.json": "{ broken",
      ".gitignore": "build/\n",
    });
    const r = await cli(["--format", "json", "."], { cwd: dir });
    expect(r.code).toBe(0);
    const files = (JSON.parse(r.stdout) as { files: { file: string; host: string }[] }).files;
    expect(files.map((f) => `${f.file} ${f.host}`).sort()).toEqual([
      ".cursor/mcp.json cursor",
      ".mcp.json claude-code",
      ".vscode/mcp.json vscode",
      "apps/web/.mcp.json claude-code",
      "desktop/claude_desktop_config.json claude-desktop",
    ]);
  });

  it("always reads an explicitly named file, with --host or a guess from its server-map key", async () => {
    const dir = project({ "servers.json": JSON.stringify({ servers: { a: { command: "node", args: ["s.js"] } } }), "x.json": CLEAN });
    const r = await cli(["--format", "json", "servers.json", "x.json"], { cwd: dir });
    expect((JSON.parse(r.stdout) as { files: { file: string; host: string }[] }).files).toEqual([
      { file: "servers.json", kind: "mcp-config", host: "vscode", findings: 0 },
      { file: "x.json", kind: "mcp-config", host: "claude-code", findings: 0 },
    ]);
    const forced = await cli(["--format", "json", "--host", "cursor", "x.json"], { cwd: dir });
    expect((JSON.parse(forced.stdout) as { files: { host: string }[] }).files[0]!.host).toBe("cursor");
  });

  it("exits 2 with a clear line when a path is missing; a directory that holds no config is a notice and exit 0", async () => {
    const dir = project({ "README.md": "hi" });
    const missing = await cli(["nope.json"], { cwd: dir });
    expect(missing.code).toBe(2);
    expect(missing.stdout).toContain("nope.json: no such file or directory");
    const empty = await cli(["."], { cwd: dir });
    expect(empty).toEqual({ code: 0, stdout: "", stderr: NOTHING_FOUND });
  });

  it("does not follow a symlink loop", async () => {
    const dir = project({ "a/.mcp.json": CLEAN });
    fs.symlinkSync(path.join(dir, "a"), path.join(dir, "a", "loop"));
    const r = await cli(["--format", "json", "."], { cwd: dir });
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { files: unknown[] }).files).toHaveLength(1);
  });

  it("names file-system errors in words", () => {
    const err = (code: string) => Object.assign(new Error(code), { code });
    expect(describeFsError(err("EACCES"))).toBe("permission denied: cannot read it");
    expect(describeFsError(err("ELOOP"))).toBe("too many levels of symbolic links (a symlink loop)");
    expect(describeFsError(err("EIO"))).toBe("cannot read it (EIO)");
  });
});

describe("bad input", () => {
  const cases: [string, string | Buffer, string][] = [
    ["invalid UTF-8", Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), ".mcp.json: file is not valid UTF-8 (first bad byte at offset 2): re-save it as UTF-8"],
    ["UTF-16", Buffer.from("\ufeff{}", "utf16le"), ".mcp.json: file is UTF-16 encoded; MCP hosts read UTF-8: re-save it as UTF-8"],
    ["NUL bytes", Buffer.from('{"a":\u0000}'), ".mcp.json: file contains a NUL byte at offset 5: it looks binary, not a config"],
  ];
  for (const [name, content, message] of cases) {
    it(`refuses ${name} with exit 2 and names the file`, async () => {
      const dir = project({ ".mcp.json": content });
      const r = await cli(["--fix=all", "."], { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stdout).toContain(`error  ${message}`);
      expect(fs.readFileSync(path.join(dir, ".mcp.json"))).toEqual(Buffer.isBuffer(content) ? content : Buffer.from(content));
    });
  }

  it("refuses a huge file without reading it whole", async () => {
    const dir = project({});
    fs.writeFileSync(path.join(dir, ".mcp.json"), "");
    fs.truncateSync(path.join(dir, ".mcp.json"), 6 * 1024 * 1024);
    const r = await cli(["."], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stdout).toContain(".mcp.json: file is 6.0 MB, over the 5 MB limit for a config; check that it is the file you meant");
  });

  it("reports deeply nested JSON as a parse error without crashing", async () => {
    const dir = project({ ".mcp.json": "[".repeat(100_000) + "]".repeat(100_000) });
    const r = await cli(["--fix", "."], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stdout).toContain("nested deeper than 256 levels");
  });

  it("never writes a file it could not parse", async () => {
    const broken = '{\n  "mcpServers": {\n    "a": { "command": "npx", "args": ["-y", "pkg@latest"] }\n';
    const dir = project({ ".mcp.json": broken });
    const r = await cli(["--fix=all", "."], { cwd: dir });
    expect(r.code).toBe(2);
    expect(fs.readFileSync(path.join(dir, ".mcp.json"), "utf8")).toBe(broken);
  });

  it("keeps a BOM and CRLF line endings through a fix", async () => {
    const text = '\ufeff{\r\n  "mcpServers": {\r\n    "a": {\r\n      "command": "npx",\r\n      "args": ["-y", "@angular/cli@latest", "mcp"]\r\n    }\r\n  }\r\n}\r\n';
    const dir = project({ ".mcp.json": text, "package.json": JSON.stringify({ devDependencies: { "@angular/cli": "22.1.8" } }) });
    await cli(["--fix=all", "."], { cwd: dir });
    const out = fs.readFileSync(path.join(dir, ".mcp.json"), "utf8");
    expect(out).toBe(text.replace("@angular/cli@latest", "@angular/cli@22.1.8").replace('"mcp"]', '"mcp", "--read-only"]'));
  });

  it("keeps the file mode when it writes a fix", async () => {
    const dir = project({ ".mcp.json": '{"mcpServers":{"a":{"command":"npx","args":["-y","@angular/cli@latest","mcp"]}}}', "package.json": JSON.stringify({ dependencies: { "@angular/cli": "22.1.8" } }) });
    fs.chmodSync(path.join(dir, ".mcp.json"), 0o640);
    await cli(["--fix=all", "."], { cwd: dir });
    expect(fs.statSync(path.join(dir, ".mcp.json")).mode & 0o777).toBe(0o640);
    expect(fs.readdirSync(dir).filter((n) => n.includes("mcp-audit-tmp"))).toEqual([]);
  });
});

describe("colour", () => {
  it("is on only on a TTY and honours NO_COLOR / FORCE_COLOR", () => {
    expect(useColor({ env: {}, isTTY: true })).toBe(true);
    expect(useColor({ env: {}, isTTY: false })).toBe(false);
    expect(useColor({ env: { NO_COLOR: "1" }, isTTY: true })).toBe(false);
    expect(useColor({ env: { FORCE_COLOR: "1" }, isTTY: false })).toBe(true);
    expect(useColor({ env: { FORCE_COLOR: "0" }, isTTY: true })).toBe(false);
  });

  it("prints no escape codes with --no-color even when forced", async () => {
    const dir = copyFixture("fixtures/showcase");
    const r = await cli(["--no-color", "."], { cwd: dir, env: { FORCE_COLOR: "1" }, isTTY: true });
    expect(r.stdout).not.toMatch(/\u001b\[/);
    const colored = await cli(["."], { cwd: dir, env: { FORCE_COLOR: "1" } });
    expect(colored.stdout).toMatch(/\u001b\[31merror/);
  });
});

describe("the real process", () => {
  it("runs from bin/, exits with the documented codes and never prints a stack trace", () => {
    const dir = copyFixture("fixtures/showcase");
    const r = cliProcess(["."], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("");
    const bad = cliProcess(["--nope"], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
    fs.writeFileSync(path.join(dir, ".mcp.json"), CLEAN);
    fs.rmSync(path.join(dir, ".vscode"), { recursive: true });
    expect(cliProcess(["."], { cwd: dir }).code).toBe(0);
  });
});

describe("help text", () => {
  it("names exactly the --host ids, every dialect (without loading them)", async () => {
    const { HELP_HOST_IDS } = await import("../../src/cli/main.js");
    const { DIALECT_IDS } = await import("../../src/hosts/index.js");
    expect([...HELP_HOST_IDS].sort()).toEqual([...DIALECT_IDS].sort());
  });
});
