// Findings must not change by accident: the findings of the whole CLI (`--format json --no-config`) on
// fixtures/ and on a generated tree (bench/generate.mjs, seeded) are compared with the files recorded
// here, one file per rule (test/golden/<scope>/<rule-id>.jsonl, one finding a line, sorted) plus what
// the run covered (<scope>/_run.json: configs and their hosts, skill count, problems, warnings).
//
// A change that means to change findings regenerates them, and the diff is the review:
//   node scripts/golden.mjs                       every rule
//   node scripts/golden.mjs skill-risky-script    that rule's files (and _run.json) only
// Any other difference still fails.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateTree } from "../../bench/generate.mjs";
import { cli, REPO } from "../cli/run.js";

const GOLDEN = path.join(REPO, "test/golden");
/** `all`, or a comma-separated list of rule ids whose files may be rewritten (set by scripts/golden.mjs). */
const UPDATE = process.env.MCP_AUDIT_GOLDEN_UPDATE;
const updating = (rule: string) => UPDATE === "all" || (UPDATE?.split(",").includes(rule) ?? false);

/** The generated tree's size: small enough for every `npm test`, big enough to hold every kind of file. */
export const GOLDEN_TREE = { configs: 40, skills: 120, noise: 200 } as const;

interface JsonFinding {
  ruleId: string;
  severity: string;
  message: string;
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  pointer: string;
  fingerprint: string;
  fix?: { safety: string; description: string };
  fatal?: boolean;
}

interface JsonReport {
  files: { file: string; kind: string; host: string | null }[];
  findings: JsonFinding[];
  warnings: string[];
  problems: { file: string; message: string }[];
  summary: { skills: number };
}

/** One line a finding, fields in a fixed order, the rule id in the file name. */
function line(f: JsonFinding): string {
  const { ruleId: _rule, ...rest } = f;
  const ordered = { file: rest.file, line: rest.line, column: rest.column, endLine: rest.endLine, endColumn: rest.endColumn, severity: rest.severity, message: rest.message, pointer: rest.pointer, fingerprint: rest.fingerprint, ...(rest.fix ? { fix: rest.fix } : {}), ...(rest.fatal ? { fatal: true } : {}) };
  return JSON.stringify(ordered);
}

const byPosition = (a: JsonFinding, b: JsonFinding) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0));

/** The run's findings, per rule, and what it covered; machine-specific paths replaced. */
function recorded(report: JsonReport, root: string) {
  const local = (s: string) => s.split(root).join("<root>");
  const rules = new Map<string, string[]>();
  for (const f of [...report.findings].sort(byPosition)) {
    const list = rules.get(f.ruleId) ?? [];
    list.push(local(line(f)));
    rules.set(f.ruleId, list);
  }
  const run = {
    skills: report.summary.skills,
    configs: report.files.filter((f) => f.kind === "mcp-config").map((f) => `${f.host ?? "?"} ${f.file}`),
    problems: report.problems.map((p) => local(`${p.file}: ${p.message}`)),
    warnings: report.warnings.map(local),
  };
  return { rules, run: `${JSON.stringify(run, null, 2)}\n` };
}

function compare(scope: string, report: JsonReport, root: string): void {
  const dir = path.join(GOLDEN, scope);
  const { rules, run } = recorded(report, root);
  const onDisk = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".jsonl")).map((f) => f.slice(0, -".jsonl".length)) : [];
  const ruleIds = [...new Set([...rules.keys(), ...onDisk])].sort();
  if (UPDATE) fs.mkdirSync(dir, { recursive: true });
  for (const rule of ruleIds) {
    const file = path.join(dir, `${rule}.jsonl`);
    const now = rules.has(rule) ? `${rules.get(rule)!.join("\n")}\n` : undefined;
    if (updating(rule)) {
      if (now === undefined) fs.rmSync(file, { force: true });
      else fs.writeFileSync(file, now);
      continue;
    }
    const before = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
    expect(now, `${scope}/${rule}.jsonl (regenerate deliberately: node scripts/golden.mjs ${rule})`).toBe(before);
  }
  const runFile = path.join(dir, "_run.json");
  if (UPDATE) fs.writeFileSync(runFile, run);
  else expect(run, `${scope}/_run.json (regenerate deliberately: node scripts/golden.mjs)`).toBe(fs.readFileSync(runFile, "utf8"));
}

async function audit(cwd: string, target: string): Promise<JsonReport> {
  const run = await cli(["--format", "json", "--no-config", target], { cwd });
  expect(run.code, run.stderr).toBeGreaterThanOrEqual(1);
  expect(run.code).toBeLessThanOrEqual(2);
  return JSON.parse(run.stdout) as JsonReport;
}

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

describe("golden findings", () => {
  it("fixtures/", async () => {
    compare("fixtures", await audit(REPO, "fixtures"), REPO);
  });

  it("a generated tree of real-sized skills and configs of every dialect", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-golden-"));
    roots.push(root);
    const tree = path.join(root, "tree");
    const stats = generateTree(tree, GOLDEN_TREE);
    // The tree holds what the benchmark's does: every dialect, binary files, scripts, schemas.
    expect(Object.keys(stats.dialects).length).toBeGreaterThanOrEqual(10);
    expect(stats.binaryFiles).toBeGreaterThan(0);
    compare("tree", await audit(tree, "."), tree);
  }, 60_000);
});
