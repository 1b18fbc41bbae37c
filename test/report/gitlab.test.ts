// `--format gitlab`: each issue valid against the schema GitLab's codeclimate parser validates with
// (vendored: see README.md), plus what GitLab's docs require beyond it: a severity it knows, a
// check name, a relative path, and fingerprints unique in the report and stable across edits.
import fs from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { gitlab } from "../../src/report/gitlab.js";
import { audit, context, leaks, REPO, SHOWCASE, tempTree } from "./context.js";

const schema = JSON.parse(fs.readFileSync(path.join(REPO, "test/report/gitlab-codeclimate.schema.json"), "utf8")) as object;
const validateIssue = new Ajv({ allErrors: true, strict: true }).compile(schema);

interface Issue {
  type: string;
  check_name: string;
  description: string;
  fingerprint: string;
  severity: string;
  location: { path: string; lines: { begin: number; end: number } };
}

function problems(report: string): string[] {
  const issues = JSON.parse(report) as Issue[];
  const out: string[] = [];
  if (!Array.isArray(issues)) return ["not an array"];
  for (const [i, issue] of issues.entries()) {
    if (!validateIssue(issue)) out.push(...(validateIssue.errors ?? []).map((e) => `${i}${e.instancePath} ${e.message}`));
    if (!["info", "minor", "major", "critical", "blocker"].includes(issue.severity)) out.push(`${i}: severity ${issue.severity}`);
    if (!issue.check_name) out.push(`${i}: check_name`);
    if (!((issue.location?.lines?.begin ?? 0) >= 1)) out.push(`${i}: lines.begin`);
    if (typeof issue.location?.path === "string" && path.isAbsolute(issue.location.path)) out.push(`${i}: absolute path`);
  }
  const fingerprints = issues.map((i) => i.fingerprint);
  if (new Set(fingerprints).size !== fingerprints.length) out.push("fingerprints are not unique");
  return out;
}

describe("--format gitlab", () => {
  const result = audit([SHOWCASE]);
  const report = gitlab(context(result));
  const issues = JSON.parse(report) as Issue[];

  it("is valid for GitLab: one issue per finding", () => {
    expect(problems(report)).toEqual([]);
    expect(issues).toHaveLength(7);
    expect(issues[0]).toEqual({
      type: "issue",
      check_name: "inline-secret",
      description: 'server "tickets" has a literal bearer token in header "Authorization" (tk_l… (22 chars)): rotate it, then read it from ${TICKETS_TOKEN}',
      categories: ["Security"],
      fingerprint: expect.stringMatching(/^[0-9a-f]{32}$/),
      severity: "critical",
      location: { path: "fixtures/showcase/.mcp.json", lines: { begin: 7, end: 7 } },
    });
    expect(issues.map((i) => i.severity)).toEqual(result.files.flatMap((f) => f.findings).map((f) => ({ error: "critical", warning: "major", info: "info" })[f.severity]));
    expect(leaks(report)).toEqual([]);
  });

  it("keeps fingerprints when lines move, so GitLab does not show a moved finding as new", () => {
    const original = fs.readFileSync(path.join(REPO, SHOWCASE, ".mcp.json"), "utf8");
    const dir = tempTree({ ".mcp.json": original });
    const before = JSON.parse(gitlab(context(audit(["."], { cwd: dir })))) as Issue[];
    fs.writeFileSync(path.join(dir, ".mcp.json"), original.replace('"mcpServers": {\n', '"mcpServers": {\n    "docs": { "type": "http", "url": "https://docs.example.com/mcp" },\n'));
    const after = JSON.parse(gitlab(context(audit(["."], { cwd: dir })))) as Issue[];
    expect(after.map((i) => i.fingerprint)).toEqual(before.map((i) => i.fingerprint));
    expect(after.map((i) => i.location.lines.begin)).toEqual(before.map((i) => i.location.lines.begin + 1));
  });

  it("tells apart two findings with one fingerprint", () => {
    const twice = audit([SHOWCASE]);
    const [first] = twice.files[0]!.findings;
    twice.files[0]!.findings.push({ ...first! });
    expect(problems(gitlab(context(twice)))).toEqual([]);
  });

  it("reports a path that could not be audited as a blocker, never as a clean report", () => {
    const dir = tempTree({ "broken/.mcp.json": new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]) });
    const out = gitlab(context(audit(["."], { cwd: dir })));
    expect(problems(out)).toEqual([]);
    expect(JSON.parse(out)).toEqual([
      expect.objectContaining({ check_name: "file-not-audited", severity: "blocker", location: { path: "broken/.mcp.json", lines: { begin: 1, end: 1 } } }),
    ]);
  });

  it("an empty report is an empty array", () => {
    const dir = tempTree({ ".mcp.json": '{ "mcpServers": {} }\n' });
    expect(gitlab(context(audit(["."], { cwd: dir })))).toBe("[]\n");
  });

  it("the schema check is not a no-op", () => {
    const broken = issues.map((i, n) => (n === 0 ? { ...i, fingerprint: undefined, location: { path: 1 } } : i));
    expect(problems(JSON.stringify(broken)).slice(0, 2)).toEqual(["0 must have required property 'fingerprint'", "0/location/path must be string"]);
  });
});
