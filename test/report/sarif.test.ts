import fs from "node:fs";
import path from "node:path";
import type * as Sarif from "sarif";
import { describe, expect, it } from "vitest";
import { docsUrl } from "../../src/core/docs.js";
import { ALL_RULES } from "../../src/rules/index.js";
import { artifactLocation, FINGERPRINT_KEY, sarif, sarifLog, SARIF_SCHEMA_URI } from "../../src/report/sarif.js";
import { audit, context, leaks, REPO, SHOWCASE, sarifErrors, tempTree } from "./context.js";

const parse = (text: string) => JSON.parse(text) as Sarif.Log;

/**
 * What GitHub code scanning reads from an upload (docs: "SARIF support for code scanning"):
 * without these an upload is rejected, or alerts lose their title, severity or location.
 */
function githubCodeScanningProblems(log: Sarif.Log): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(what);
  };
  need(log.version === "2.1.0", "version 2.1.0");
  need(typeof log.$schema === "string", "$schema");
  need(log.runs.length === 1, "one run");
  for (const run of log.runs) {
    const driver = run.tool.driver;
    need(driver.name, "tool.driver.name");
    need(driver.version ?? driver.semanticVersion, "tool.driver.version");
    const rules = driver.rules ?? [];
    for (const rule of rules) {
      need(rule.id, "rule.id");
      need(rule.shortDescription?.text, `${rule.id}: shortDescription.text`);
      need(rule.fullDescription?.text, `${rule.id}: fullDescription.text`);
      need(rule.help?.text && rule.help.markdown, `${rule.id}: help.text and help.markdown`);
      need(rule.defaultConfiguration?.level, `${rule.id}: defaultConfiguration.level`);
      const props = rule.properties ?? {};
      need(Array.isArray(props.tags) && props.tags.every((t: unknown) => typeof t === "string"), `${rule.id}: tags are strings`);
      need(["very-high", "high", "medium", "low"].includes(props.precision as string), `${rule.id}: precision`);
      const score = props["security-severity"];
      if (score !== undefined) {
        need(typeof score === "string" && /^\d+(\.\d+)?$/.test(score) && Number(score) >= 0 && Number(score) <= 10, `${rule.id}: security-severity is a string number in 0..10`);
        need((props.tags as string[]).includes("security"), `${rule.id}: a scored rule is tagged security`);
      }
    }
    for (const r of run.results ?? []) {
      need(r.ruleId, "result.ruleId");
      need(r.message.text, "result.message.text");
      need(r.ruleIndex !== undefined && rules[r.ruleIndex]?.id === r.ruleId, `${r.ruleId}: ruleIndex points at its rule`);
      const loc = r.locations?.[0]?.physicalLocation;
      need(loc?.artifactLocation?.uri, "result location uri");
      need((loc?.region?.startLine ?? 0) >= 1, "result region startLine");
      need((r.locations?.length ?? 0) <= 10, "at most 10 locations");
      need(r.partialFingerprints?.[FINGERPRINT_KEY], "partialFingerprints");
    }
  }
  return problems;
}

describe("--format sarif over the showcase", () => {
  const result = audit([SHOWCASE]);
  const text = sarif(context(result));
  const log = parse(text);
  const run = log.runs[0]!;

  it("is valid against the SARIF 2.1.0 schema and has what GitHub code scanning needs", () => {
    expect(sarifErrors(log)).toEqual([]);
    expect(githubCodeScanningProblems(log)).toEqual([]);
    expect(log.$schema).toBe(SARIF_SCHEMA_URI);
    expect(text.endsWith("}\n")).toBe(true);
  });

  it("describes the tool and every registered rule", () => {
    const { rules, ...driver } = run.tool.driver;
    expect(driver).toEqual({
      name: "mcp-audit",
      version: "0.1.0",
      semanticVersion: "0.1.0",
      informationUri: "https://github.com/mcp-audit/mcp-audit",
      notifications: driver.notifications,
    });
    // Notification descriptors carry what GitHub requires of any descriptor (GH2012).
    expect(driver.notifications!.map((n) => [n.id, n.name, n.defaultConfiguration?.level, n.helpUri])).toEqual([
      ["file-not-audited", "FileNotAudited", "error", "https://github.com/mcp-audit/mcp-audit/blob/v0.1.0/docs/ci.md"],
      ["audit-warning", "AuditWarning", "warning", "https://github.com/mcp-audit/mcp-audit/blob/v0.1.0/docs/ci.md"],
    ]);
    for (const n of driver.notifications!) {
      expect(n.shortDescription!.text).toMatch(/\.$/);
      expect(n.fullDescription!.text.length).toBeGreaterThan(n.shortDescription!.text.length);
      expect(n.help!.text && n.help!.markdown).toBeTruthy();
    }
    expect(rules!.map((r) => r.id)).toEqual(ALL_RULES.map((r) => r.meta.id));
    for (const rule of rules!) {
      const meta = ALL_RULES.find((r) => r.meta.id === rule.id)!.meta;
      // The page of the release that produced the log, not of the moving main branch.
      const released = docsUrl(rule.id).replace("/blob/main/", "/blob/v0.1.0/");
      expect(rule.helpUri).toBe(released);
      expect(rule.help!.text).toContain(released);
      // help.markdown is the rule's page, its relative links made absolute at the release.
      const page = fs.readFileSync(path.join(REPO, "docs/rules", `${rule.id}.md`), "utf8");
      expect(rule.help!.markdown!.split("\n").length).toBe(page.split("\n").length);
      expect(rule.help!.markdown).toMatch(new RegExp(`^# ${rule.id}\n`));
      // (prose links to the other docs pages; relative links inside code examples stay as written)
      expect(rule.help!.markdown).not.toMatch(/\]\(\.\.\/(online|lock)\.md\)/);
      expect(rule.defaultConfiguration!.level).toBe({ error: "error", warning: "warning", info: "note" }[meta.defaultSeverity]);
    }
  });

  it("gives inline-secret its full descriptor", () => {
    const descriptor = run.tool.driver.rules!.find((r) => r.id === "inline-secret")!;
    // The page's link to the token list points at the release's source; a secret of this run is never shown.
    expect(descriptor.help!.markdown).toContain("[`src/secrets/token-formats.ts`](https://github.com/mcp-audit/mcp-audit/blob/v0.1.0/src/secrets/token-formats.ts)");
    expect(descriptor).toEqual({
      id: "inline-secret",
      name: "InlineSecret",
      shortDescription: { text: "Credentials written into the config (env, headers, args, url, hook commands) instead of read from variables" },
      fullDescription: {
        text: "Credentials written into the config (env, headers, args, url, hook commands) instead of read from variables. Fix: unsafe (it changes what runs), applied by `mcp-audit --fix=all`: review the change.",
      },
      helpUri: "https://github.com/mcp-audit/mcp-audit/blob/v0.1.0/docs/rules/inline-secret.md",
      help: {
        text: "Credentials written into the config (env, headers, args, url, hook commands) instead of read from variables.\n\nFix: unsafe (it changes what runs), applied by `mcp-audit --fix=all`: review the change.\n\nDocumentation: https://github.com/mcp-audit/mcp-audit/blob/v0.1.0/docs/rules/inline-secret.md",
        markdown: descriptor.help!.markdown,
      },
      defaultConfiguration: { level: "error" },
      properties: { tags: ["security", "mcp", "secrets", "external/cwe/cwe-798"], precision: "high", "security-severity": "9.0" },
    });
  });

  it("scores security by level, higher for inline-secret and risky-command, and not at all for invalid-config", () => {
    const score = (id: string) => run.tool.driver.rules!.find((r) => r.id === id)!.properties!["security-severity"];
    expect(score("inline-secret")).toBe("9.0");
    expect(score("risky-command")).toBe("8.8");
    expect(score("unpinned-package")).toBe("8.0");
    expect(score("insecure-transport")).toBe("8.0");
    expect(score("missing-read-only")).toBe("5.0");
    expect(score("invalid-config")).toBeUndefined();
    expect(run.tool.driver.rules!.find((r) => r.id === "invalid-config")!.properties!.tags).toEqual(["correctness", "mcp"]);
  });

  it("has one result per finding, in order, with exact locations and fingerprints", () => {
    const findings = result.files.flatMap((f) => f.findings);
    expect(run.results).toHaveLength(7);
    expect(run.results!.map((r) => [r.ruleId, r.level, r.locations![0]!.physicalLocation!.artifactLocation!.uri, r.partialFingerprints![FINGERPRINT_KEY]])).toEqual(
      findings.map((f) => [f.ruleId, { error: "error", warning: "warning", info: "note" }[f.severity], f.file, f.fingerprint]),
    );
    expect(run.results![0]).toEqual({
      ruleId: "inline-secret",
      ruleIndex: ALL_RULES.findIndex((r) => r.meta.id === "inline-secret"),
      level: "error",
      message: {
        text: 'server "tickets" has a literal bearer token in header "Authorization" (tk_l… (22 chars)): rotate it, then read it from ${TICKETS_TOKEN}',
      },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: "fixtures/showcase/.mcp.json", uriBaseId: "%SRCROOT%" },
            region: { startLine: 7, startColumn: 26, endLine: 7, endColumn: 57 },
          },
        },
      ],
      partialFingerprints: { "mcpAudit/v1": findings[0]!.fingerprint, primaryLocationLineHash: `${findings[0]!.fingerprint}:1` },
      properties: {
        pointer: "/mcpServers/tickets/headers/Authorization",
        fix: { safety: "unsafe", description: "replace the literal bearer token with ${TICKETS_TOKEN} and set TICKETS_TOKEN in the environment Claude Code starts from; still rotate it: the old value stays in git history and any copy of the file" },
      },
    });
    expect(run.results![4]!.level).toBe("warning");
    expect(run.results![6]!.locations![0]!.physicalLocation!.region).toEqual({ startLine: 11, startColumn: 9, endLine: 11, endColumn: 55 });
  });

  it("gives every result a line hash of its own, so GitHub tracks each alert apart (three are on one line here)", () => {
    const hashes = run.results!.map((r) => r.partialFingerprints!.primaryLocationLineHash);
    expect(new Set(hashes).size).toBe(run.results!.length);
    const lines = run.results!.map((r) => `${r.locations![0]!.physicalLocation!.artifactLocation!.uri}:${r.locations![0]!.physicalLocation!.region!.startLine}`);
    expect(lines.filter((l) => l === "fixtures/showcase/.vscode/mcp.json:9")).toHaveLength(3);
  });

  it("names its category (automationDetails), by default and as asked", () => {
    expect(run.automationDetails).toEqual({ id: "mcp-audit/" });
    expect(sarifLog(context(result, { sarifCategory: "mcp-audit-monorepo/web" })).runs[0]!.automationDetails).toEqual({ id: "mcp-audit-monorepo/web/" });
  });

  it("reports a successful run with no notifications", () => {
    expect(run.invocations).toEqual([{ executionSuccessful: true, toolExecutionNotifications: [] }]);
    expect(run.columnKind).toBe("utf16CodeUnits");
  });

  it("never contains a detected secret, nor a chunk of one", () => {
    expect(leaks(text)).toEqual([]);
    expect(text).toContain("tk_l… (22 chars)");
    expect(text).toContain("sbp_… (44 chars)");
  });
});

describe("partialFingerprints", () => {
  const original = fs.readFileSync(path.join(REPO, SHOWCASE, ".mcp.json"), "utf8");

  it("survive an unrelated line added above the findings; the regions move", () => {
    const dir = tempTree({ ".mcp.json": original });
    const before = sarifLog(context(audit(["."], { cwd: dir }))).runs[0]!.results!;
    fs.writeFileSync(path.join(dir, ".mcp.json"), original.replace('"mcpServers": {\n', '"mcpServers": {\n    "docs": { "type": "http", "url": "https://docs.example.com/mcp" },\n'));
    const after = sarifLog(context(audit(["."], { cwd: dir }))).runs[0]!.results!;
    expect(after).toHaveLength(before.length);
    expect(after.map((r) => r.partialFingerprints)).toEqual(before.map((r) => r.partialFingerprints));
    expect(after.map((r) => r.locations![0]!.physicalLocation!.region!.startLine)).toEqual(before.map((r) => r.locations![0]!.physicalLocation!.region!.startLine! + 1));
  });

  it("do not depend on the working directory", () => {
    const fromRoot = sarifLog(context(audit([SHOWCASE]))).runs[0]!.results!;
    const fromInside = sarifLog(context(audit(["."], { cwd: path.join(REPO, SHOWCASE) }))).runs[0]!.results!;
    expect(fromInside.map((r) => r.partialFingerprints)).toEqual(fromRoot.map((r) => r.partialFingerprints));
    expect(fromInside[0]!.locations![0]!.physicalLocation!.artifactLocation!.uri).toBe(".mcp.json");
  });
});

describe("files that could not be audited", () => {
  it("become tool execution notifications and mark the run unsuccessful", () => {
    const dir = tempTree({
      "broken/.mcp.json": new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]),
      "ok/.mcp.json": '{ "mcpServers": { "a": { "command": "npx", "args": ["-y", "some-mcp@latest"] } } }\n',
    });
    const log = sarifLog(context(audit(["."], { cwd: dir })));
    expect(sarifErrors(log)).toEqual([]);
    expect(githubCodeScanningProblems(log)).toEqual([]);
    const run = log.runs[0]!;
    expect(run.invocations).toEqual([
      {
        executionSuccessful: false,
        toolExecutionNotifications: [
          {
            descriptor: { id: "file-not-audited", index: 0 },
            level: "error",
            message: { text: "broken/.mcp.json: file is not valid UTF-8 (first bad byte at offset 2): re-save it as UTF-8" },
            locations: [{ physicalLocation: { artifactLocation: { uri: "broken/.mcp.json", uriBaseId: "%SRCROOT%" } } }],
          },
        ],
      },
    ]);
    expect(run.results!.map((r) => r.ruleId)).toEqual(["unpinned-package"]);
  });

  it("a file that does not parse is a fatal invalid-config result, and the log stays valid", () => {
    const dir = tempTree({ ".mcp.json": '{ "mcpServers": { "a": ' });
    const log = sarifLog(context(audit(["."], { cwd: dir })));
    expect(sarifErrors(log)).toEqual([]);
    const fatal = log.runs[0]!.results!.find((r) => r.properties?.fatal);
    expect(fatal).toMatchObject({ ruleId: "invalid-config", level: "error" });
  });

  it("warnings become warning notifications without failing the run", () => {
    const result = audit([SHOWCASE]);
    result.warnings.push("could not read package-lock.json; no version was taken from it");
    const run = sarifLog(context(result)).runs[0]!;
    expect(run.invocations).toEqual([
      {
        executionSuccessful: true,
        toolExecutionNotifications: [
          { descriptor: { id: "audit-warning", index: 1 }, level: "warning", message: { text: "could not read package-lock.json; no version was taken from it" } },
        ],
      },
    ]);
  });
});

describe("artifact locations", () => {
  it("percent-encode every path segment and keep forward slashes", () => {
    expect(artifactLocation("fixtures/showcase/.vscode/mcp.json")).toEqual({ uri: "fixtures/showcase/.vscode/mcp.json", uriBaseId: "%SRCROOT%" });
    expect(artifactLocation("my dir/#1 100%/a:b/.mcp.json")).toEqual({ uri: "my%20dir/%231%20100%25/a%3Ab/.mcp.json", uriBaseId: "%SRCROOT%" });
    expect(artifactLocation("café/.mcp.json")).toEqual({ uri: "caf%C3%A9/.mcp.json", uriBaseId: "%SRCROOT%" });
    expect(artifactLocation("odd\\name/.mcp.json")).toEqual({ uri: "odd%5Cname/.mcp.json", uriBaseId: "%SRCROOT%" });
  });

  it("turn absolute paths into file URIs without a base", () => {
    expect(artifactLocation("/home/me/my project/.mcp.json")).toEqual({ uri: "file:///home/me/my%20project/.mcp.json" });
    expect(artifactLocation("C:/Users/me/.cursor/mcp.json")).toEqual({ uri: "file:///C:/Users/me/.cursor/mcp.json" });
  });

  it("stay valid SARIF for a real tree with awkward names", () => {
    const dir = tempTree({ "my dir/#1, 100%/.mcp.json": '{ "mcpServers": { "a": { "command": "npx", "args": ["-y", "some-mcp@latest"] } } }\n' });
    const log = sarifLog(context(audit(["."], { cwd: dir })));
    expect(sarifErrors(log)).toEqual([]);
    expect(log.runs[0]!.results![0]!.locations![0]!.physicalLocation!.artifactLocation!.uri).toBe("my%20dir/%231%2C%20100%25/.mcp.json");
    // an audit of a path outside the working directory shows it absolute
    const outside = sarifLog(context(audit([dir], { cwd: REPO })));
    expect(sarifErrors(outside)).toEqual([]);
    expect(outside.runs[0]!.results![0]!.locations![0]!.physicalLocation!.artifactLocation!.uri).toMatch(/^file:\/\/\/.*\/my%20dir\/%231%2C%20100%25\/\.mcp\.json$/);
  });
});

describe("hostile text", () => {
  it("scrubs secrets and escapes control and bidi characters in every field", () => {
    const result = audit([SHOWCASE]);
    const finding = result.files[0]!.findings[0]!;
    // a message or pointer that (wrongly) carries a secret, and a path with bidi and newline characters
    finding.message = `leaked tk_live_9f2c41d07ab8e6 here\n::error::injected`;
    finding.pointer = "/mcpServers/tk_live_9f2c41d07ab8e6";
    finding.file = "evil\u202Egnp.json/\n.mcp.json";
    const text = sarif(context(result));
    const log = parse(text);
    expect(sarifErrors(log)).toEqual([]);
    expect(leaks(text)).toEqual([]);
    const r = log.runs[0]!.results![0]!;
    expect(r.message.text).toBe("leaked tk_l… (22 chars) here\\u{A}::error::injected");
    expect(r.properties!.pointer).toBe("/mcpServers/tk_l… (22 chars)");
    expect(r.locations![0]!.physicalLocation!.artifactLocation!.uri).toBe("evil%5Cu%7B202E%7Dgnp.json/%5Cu%7BA%7D.mcp.json");
  });

  it("describes a finding of a rule outside the registry", () => {
    const result = audit([SHOWCASE]);
    result.files[0]!.findings[0]!.ruleId = "custom-rule";
    const log = sarifLog(context(result));
    expect(sarifErrors(log)).toEqual([]);
    const rules = log.runs[0]!.tool.driver.rules!;
    expect(rules[rules.length - 1]).toEqual({ id: "custom-rule", shortDescription: { text: "custom-rule" }, fullDescription: { text: "custom-rule" }, help: { text: "custom-rule", markdown: "custom-rule" } });
    expect(log.runs[0]!.results![0]!.ruleIndex).toBe(rules.length - 1);
  });
});

describe("the vendored schema", () => {
  it("rejects what GitHub would reject (the validator is not a no-op)", () => {
    const log = sarifLog(context(audit([SHOWCASE])));
    const broken = JSON.parse(JSON.stringify(log)) as Sarif.Log;
    delete (broken.runs[0]!.results![0] as Partial<Sarif.Result>).message;
    (broken.runs[0]!.results![1]! as { level: string }).level = "info";
    broken.runs[0]!.results![2]!.locations![0]!.physicalLocation!.artifactLocation!.uri = "has space/.mcp.json";
    expect(sarifErrors(broken)).toEqual([
      "/runs/0/results/0 must have required property 'message'",
      "/runs/0/results/1/level must be equal to one of the allowed values",
      '/runs/0/results/2/locations/0/physicalLocation/artifactLocation/uri must match format "uri-reference"',
    ]);
  });
});
