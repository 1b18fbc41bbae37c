import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BaselineError, createBaseline, filterByBaseline, parseBaseline, readBaseline, writeBaseline, type Baseline } from "../../src/report/baseline.js";
import { audit, leaks, REPO, SHOWCASE, tempTree } from "./context.js";

const GITHUB_TOKEN = `ghp_${"a1B2c3D4e5".repeat(3)}x9Y8z7`; // fake, format-valid: ghp_ + 36 alphanumerics

function showcaseCopy(): string {
  return tempTree({
    ".mcp.json": fs.readFileSync(path.join(REPO, SHOWCASE, ".mcp.json"), "utf8"),
    ".vscode/mcp.json": fs.readFileSync(path.join(REPO, SHOWCASE, ".vscode/mcp.json"), "utf8"),
    "package.json": fs.readFileSync(path.join(REPO, SHOWCASE, "package.json"), "utf8"),
  });
}

const count = (result: ReturnType<typeof audit>) => result.files.reduce((n, f) => n + f.findings.length, 0);

describe("baseline round trip", () => {
  it("records today's findings; applying it leaves none", () => {
    const dir = showcaseCopy();
    const file = path.join(dir, "mcp-audit-baseline.json");
    const result = audit(["."], { cwd: dir });
    expect(writeBaseline(file, result).findings).toHaveLength(7);
    const again = audit(["."], { cwd: dir });
    const outcome = filterByBaseline(readBaseline(file), again);
    expect(count(outcome.result)).toBe(0);
    expect(outcome).toMatchObject({ suppressed: 7, unmatched: 0 });
    expect(outcome.result.files.map((f) => f.displayPath)).toEqual([".mcp.json", ".vscode/mcp.json"]);
    // secrets stay known to the output layers after filtering
    expect(outcome.result.secrets).toBe(again.secrets);
  });

  it("reports only a new secret added later, even when it moves the old findings down", () => {
    const dir = showcaseCopy();
    const file = path.join(dir, "mcp-audit-baseline.json");
    writeBaseline(file, audit(["."], { cwd: dir }));
    const config = path.join(dir, ".mcp.json");
    const text = fs.readFileSync(config, "utf8");
    // a new line above the old angular findings: they move down, their fingerprints do not change
    fs.writeFileSync(config, text.replace('"type": "stdio",\n', `"type": "stdio",\n      "env": { "GITHUB_TOKEN": "${GITHUB_TOKEN}" },\n`));
    const outcome = filterByBaseline(readBaseline(file), audit(["."], { cwd: dir }));
    const left = outcome.result.files.flatMap((f) => f.findings);
    expect(left.map((f) => [f.ruleId, f.pointer, f.range.start.line])).toEqual([["inline-secret", "/mcpServers/angular/env/GITHUB_TOKEN", 12]]);
    expect(outcome).toMatchObject({ suppressed: 7, unmatched: 0 });
  });

  it("counts entries whose finding is gone as unmatched", () => {
    const dir = showcaseCopy();
    const file = path.join(dir, "b.json");
    writeBaseline(file, audit(["."], { cwd: dir }));
    fs.rmSync(path.join(dir, ".vscode/mcp.json"));
    const outcome = filterByBaseline(readBaseline(file), audit(["."], { cwd: dir }));
    expect(outcome).toMatchObject({ suppressed: 3, unmatched: 4 });
  });

  it("is stable: the same findings write the same bytes", () => {
    const dir = showcaseCopy();
    const file = path.join(dir, "b.json");
    writeBaseline(file, audit(["."], { cwd: dir }));
    const first = fs.readFileSync(file, "utf8");
    writeBaseline(file, audit(["."], { cwd: dir }));
    expect(fs.readFileSync(file, "utf8")).toBe(first);
  });
});

describe("the baseline file", () => {
  const result = audit([SHOWCASE]);
  const baseline = createBaseline(result);
  const dir = tempTree({});
  const file = path.join(dir, "baseline.json");
  writeBaseline(file, result);
  const text = fs.readFileSync(file, "utf8");

  it("is versioned JSON, sorted by file, rule and fingerprint, with redacted messages and no positions", () => {
    expect(text).toBe(`${JSON.stringify(baseline, null, 2)}\n`);
    expect(baseline.version).toBe(1);
    expect(baseline.tool).toBe("mcp-audit");
    const findings = result.files.flatMap((f) => f.findings);
    expect(new Set(baseline.findings.map((e) => e.fingerprint))).toEqual(new Set(findings.map((f) => f.fingerprint)));
    expect(baseline.findings.map((e) => [e.file, e.ruleId])).toEqual([
      ["fixtures/showcase/.mcp.json", "inline-secret"],
      ["fixtures/showcase/.mcp.json", "missing-read-only"],
      ["fixtures/showcase/.mcp.json", "unpinned-package"],
      ["fixtures/showcase/.vscode/mcp.json", "inline-secret"],
      ["fixtures/showcase/.vscode/mcp.json", "missing-read-only"],
      ["fixtures/showcase/.vscode/mcp.json", "missing-read-only"],
      ["fixtures/showcase/.vscode/mcp.json", "unpinned-package"],
    ]);
    expect(baseline.findings[0]).toEqual({
      fingerprint: findings[0]!.fingerprint,
      ruleId: "inline-secret",
      file: "fixtures/showcase/.mcp.json",
      message: 'server "tickets" has a literal bearer token in header "Authorization" (tk_l… (22 chars)): rotate it, then read it from ${TICKETS_TOKEN}',
    });
    for (const entry of baseline.findings) expect(Object.keys(entry)).toEqual(["fingerprint", "ruleId", "file", "message"]);
  });

  it("never holds a secret, even when a message carried one", () => {
    expect(leaks(text)).toEqual([]);
    const tainted = audit([SHOWCASE]);
    tainted.files[0]!.findings[0]!.message = "token tk_live_9f2c41d07ab8e6 in full";
    expect(leaks(JSON.stringify(createBaseline(tainted)))).toEqual([]);
  });

  it("reads back as written", () => {
    expect(readBaseline(file)).toEqual(baseline);
    expect(parseBaseline(`\uFEFF${text}`, "b.json")).toEqual(baseline);
  });
});

describe("what a baseline never hides", () => {
  it("a file that no longer parses is not recorded and not suppressed", () => {
    const dir = tempTree({ ".mcp.json": '{ "mcpServers": { "a": ' });
    const result = audit(["."], { cwd: dir });
    expect(result.files[0]!.findings.some((f) => f.fatal)).toBe(true);
    expect(createBaseline(result).findings).toEqual([]);
    // even a baseline that lists the fatal finding's fingerprint keeps it
    const forged: Baseline = { version: 1, tool: "mcp-audit", about: "", findings: result.files[0]!.findings.map((f) => ({ fingerprint: f.fingerprint, ruleId: f.ruleId, file: f.file, message: "" })) };
    const outcome = filterByBaseline(forged, result);
    expect(outcome.result.files[0]!.findings).toEqual(result.files[0]!.findings);
    expect(outcome.suppressed).toBe(0);
  });

  it("paths that could not be audited stay problems", () => {
    const dir = tempTree({ ".mcp.json": new Uint8Array([0x7b, 0xff]) });
    const result = audit(["."], { cwd: dir });
    const outcome = filterByBaseline({ version: 1, tool: "mcp-audit", about: "", findings: [] }, result);
    expect(outcome.result.problems).toEqual(result.problems);
    expect(outcome.result.problems).toHaveLength(1);
  });

  it("a second finding with the same fingerprint: the baseline suppresses as many as it recorded", () => {
    const result = audit([SHOWCASE]);
    const [first, second] = result.files[0]!.findings;
    second!.fingerprint = first!.fingerprint;
    const one: Baseline = { version: 1, tool: "mcp-audit", about: "", findings: [{ fingerprint: first!.fingerprint, ruleId: first!.ruleId, file: first!.file, message: "" }] };
    const outcome = filterByBaseline(one, result);
    expect(outcome.suppressed).toBe(1);
    expect(outcome.result.files[0]!.findings).toHaveLength(2);
  });
});

describe("a baseline that cannot be used is a clear one-line error", () => {
  it("names the line and column where the JSON breaks, counted after a byte-order mark", () => {
    const text = '{\n  "version": 1,,\n  "findings": []\n}\n';
    for (const content of [text, `\uFEFF${text}`]) {
      const error = captureError(() => parseBaseline(content, "b.json"));
      expect(error.message).toBe("baseline b.json is not valid JSON (line 2, column 16: property name expected): fix it or rewrite it with --update-baseline");
    }
  });
  const cases: [string, string, RegExp][] = [
    ["not JSON", "{ nope", /^baseline .*b\.json is not valid JSON \(.+\): fix it or rewrite it with --update-baseline$/],
    ["an array", "[]", /^baseline .*b\.json is not an mcp-audit baseline: expected a JSON object; rewrite it with --update-baseline$/],
    ["no version", '{ "findings": [] }', /: "version" must be 1; rewrite it with --update-baseline$/],
    ["a newer version", '{ "version": 2, "findings": [] }', /^baseline .*b\.json has version 2, newer than this mcp-audit reads \(1\): upgrade mcp-audit$/],
    ["findings not a list", '{ "version": 1, "findings": {} }', /: "findings" must be an array; /],
    ["an entry without fingerprint", '{ "version": 1, "findings": [{ "ruleId": "x" }] }', /: findings\[0\] has no "fingerprint" string; /],
    ["a non-string field", '{ "version": 1, "findings": [{ "fingerprint": "ab", "file": 3 }] }', /: findings\[0\]\.file must be a string; /],
  ];
  for (const [name, content, message] of cases) {
    it(name, () => {
      const file = path.join(tempTree({ "b.json": content }), "b.json");
      const error = captureError(() => filterByBaseline(readBaseline(file), audit([SHOWCASE])));
      expect(error).toBeInstanceOf(BaselineError);
      expect(error.message).toMatch(message);
      expect(error.message).not.toContain("\n");
    });
  }

  it("a missing file says how to create it", () => {
    const file = path.join(tempTree({}), "nope.json");
    const error = captureError(() => filterByBaseline(readBaseline(file), audit([SHOWCASE])));
    expect(error).toBeInstanceOf(BaselineError);
    expect(error.message).toBe(`baseline ${file} does not exist: create it with --update-baseline`);
  });

  it("a baseline that cannot be written", () => {
    const file = path.join(tempTree({}), "no-such-folder", "b.json");
    const error = captureError(() => writeBaseline(file, audit([SHOWCASE])));
    expect(error).toBeInstanceOf(BaselineError);
    expect(error.message).toBe(`cannot write baseline ${file}: its folder does not exist`);
  });
});

function captureError(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected an error");
}
