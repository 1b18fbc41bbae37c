// A real `eslint` run with the example eslint.config.js (fixtures/eslint) reports what the CLI
// reports: same rules, positions and messages; unsafe fixes as suggestions that edit the same bytes.
// ESLint loads the config with Node, so the plugin comes from dist/ (`npm test` builds it first).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { runAudit } from "../../src/audit/run.js";
import { applyNonOverlapping } from "../../src/audit/engine.js";
import type { Finding } from "../../src/core/types.js";
import { hostForPath } from "../../src/hosts/index.js";
import { MCP_RULES, SKILL_RULES } from "../../src/rules/index.js";
import { cli, copyFixture, REPO } from "../cli/run.js";

const CONFIG = path.join(REPO, "fixtures/eslint/eslint.config.js");
const BUILT = path.join(REPO, "dist/eslint/index.js");

interface Row {
  file: string;
  ruleId: string;
  line: number;
  column: number;
  endLine: number | undefined;
  endColumn: number | undefined;
  message: string;
  /** The text after the fix (ESLint: its fix or its only suggestion), undefined when there is none. */
  fixed: string | undefined;
  safe: boolean | undefined;
}

const order = (a: Row, b: Row) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId) || a.message.localeCompare(b.message);

async function eslintRows(cwd: string, overrideConfig?: ESLint.Options["overrideConfig"]): Promise<{ rows: Row[]; fatal: Map<string, string> }> {
  const eslint = new ESLint({ cwd, overrideConfigFile: CONFIG, ...(overrideConfig ? { overrideConfig } : {}) });
  const results = await eslint.lintFiles(["."]);
  const rows: Row[] = [];
  const fatal = new Map<string, string>();
  for (const result of results) {
    const file = path.relative(cwd, result.filePath).split(path.sep).join("/");
    const text = fs.readFileSync(result.filePath, "utf8").replace(/^\uFEFF/, "");
    for (const m of result.messages) {
      if (m.fatal) {
        fatal.set(file, m.message);
        continue;
      }
      expect(m.ruleId).toMatch(/^mcp-audit\//);
      expect(m.suggestions?.length ?? 0).toBeLessThanOrEqual(1);
      const edit = m.fix ?? m.suggestions?.[0]?.fix;
      rows.push({
        file,
        ruleId: m.ruleId!.slice("mcp-audit/".length),
        line: m.line,
        column: m.column,
        endLine: m.endLine,
        endColumn: m.endColumn,
        message: m.message,
        fixed: edit && text.slice(0, edit.range[0]) + edit.text + text.slice(edit.range[1]),
        safe: m.fix ? true : m.suggestions ? false : undefined,
      });
    }
  }
  return { rows: rows.sort(order), fatal };
}

function cliRows(cwd: string): { rows: Row[]; files: Map<string, Finding[]> } {
  const result = runAudit({ cwd, paths: ["."] });
  expect(result.problems.filter((p) => /(^|\/)(\.mcp\.json|mcp\.json|claude_desktop_config\.json)$/.test(p.displayPath))).toEqual([]);
  const rows: Row[] = [];
  const files = new Map<string, Finding[]>();
  // The plugin covers MCP configs and SKILL.md (a skill's other files are reported by the CLI only).
  for (const report of result.files) {
    // The plugin's files: the four project hosts' configs (the CLI also reads other hosts' files) and SKILL.md.
    const pluginFile = report.kind === "mcp-config" ? report.host !== undefined && hostForPath(report.displayPath) !== undefined : /(^|\/)SKILL\.md$/.test(report.displayPath);
    if (!pluginFile) continue;
    files.set(report.displayPath, report.findings);
    const text = fs.readFileSync(path.join(cwd, report.displayPath), "utf8").replace(/^\uFEFF/, "");
    for (const f of report.findings) {
      rows.push({
        file: report.displayPath,
        ruleId: f.ruleId,
        line: f.range.start.line,
        column: f.range.start.column,
        endLine: f.range.end.line,
        endColumn: f.range.end.column,
        message: f.message,
        fixed: f.fix && applyNonOverlapping(text, [f.fix]).text,
        safe: f.fix ? f.fix.safety === "safe" : undefined,
      });
    }
  }
  return { rows: rows.sort(order), files };
}

describe("eslint with the example config, against the CLI", () => {
  it("has the built plugin to load, with the rules of the sources (npm test builds it before vitest runs)", async () => {
    expect(fs.existsSync(BUILT), `${BUILT} is missing: run "npm run build"`).toBe(true);
    const built = (await import(pathToFileURL(BUILT).href)) as { default: { rules: Record<string, unknown> } };
    expect(Object.keys(built.default.rules), `${BUILT} is stale: run "npm run build"`).toEqual([...MCP_RULES, ...SKILL_RULES].map((r) => r.meta.id));
  });

  it("reports the showcase exactly as the CLI does", async () => {
    const dir = copyFixture("fixtures/showcase");
    const eslint = await eslintRows(dir);
    const cli = cliRows(dir);
    expect(eslint.fatal).toEqual(new Map());
    expect(eslint.rows).toEqual(cli.rows);
    // The article's seven findings; every fix there is unsafe, so ESLint offers them as suggestions.
    expect(eslint.rows.map((r) => `${r.file}:${r.line}:${r.column} ${r.ruleId}`)).toEqual([
      ".mcp.json:7:26 inline-secret",
      ".mcp.json:13:22 unpinned-package",
      ".mcp.json:13:45 missing-read-only",
      ".vscode/mcp.json:9:9 missing-read-only",
      ".vscode/mcp.json:9:9 missing-read-only",
      ".vscode/mcp.json:9:9 unpinned-package",
      ".vscode/mcp.json:11:9 inline-secret",
    ]);
    expect(eslint.rows.filter((r) => r.fixed !== undefined).map((r) => r.safe)).toEqual([false, false, false, false, false]);
    expect(eslint.rows[1]!.fixed).toContain('"@angular/cli@22.1.8"');
  });

  it("reports every rule fixture as the CLI does; only files that do not parse at all differ", async () => {
    const dir = copyFixture("fixtures/rules");
    const eslint = await eslintRows(dir);
    const cli = cliRows(dir);
    // ESLint's parser stops at real syntax errors (and an empty file) before any rule runs; the CLI
    // reports them as invalid-config. Comments and trailing commas in strict-JSON hosts parse (the
    // recommended config reads them as JSONC) and reach invalid-config in both. Everything else matches row for row.
    const refused = [...eslint.fatal.keys()].sort();
    expect(refused).toEqual([
      "invalid-config/bad/empty-file/.mcp.json",
      "invalid-config/bad/syntax-error-vscode/.vscode/mcp.json",
      "invalid-config/bad/syntax-error/.mcp.json",
    ]);
    for (const file of refused) expect(cli.files.get(file)?.some((f) => f.ruleId === "invalid-config")).toBe(true);
    expect(eslint.rows).toEqual(cli.rows.filter((r) => !eslint.fatal.has(r.file)));
    expect(eslint.rows.length).toBeGreaterThan(100);
    const seen = new Set(eslint.rows.map((r) => r.ruleId));
    for (const id of ["invalid-config", "inline-secret", "unpinned-package", "missing-read-only", "insecure-transport", "risky-command"]) expect([id, seen.has(id)]).toEqual([id, true]);
    // SKILL.md findings too, through @eslint/markdown (the skill's scripts are the CLI's alone).
    for (const id of ["skill-frontmatter", "skill-name", "skill-description", "skill-body", "skill-broken-reference"]) expect([id, seen.has(id)]).toEqual([id, true]);
  });

  it("strict-JSON configs with comments or trailing commas: reported, and fixed by eslint --fix as by mcp-audit --fix", async () => {
    const strict = ["strict-json-claude-code", "strict-json-claude-desktop", "strict-json-cursor"];
    const dir = copyFixture("fixtures/rules/invalid-config/bad");
    for (const name of fs.readdirSync(dir)) if (!strict.includes(name)) fs.rmSync(path.join(dir, name), { recursive: true });
    // The recommended config parses them leniently (JSONC with trailing commas), so invalid-config reports.
    const eslint = await eslintRows(dir);
    expect(eslint.fatal).toEqual(new Map());
    expect(eslint.rows).toEqual(cliRows(dir).rows);
    expect(eslint.rows.filter((r) => r.safe).length).toBeGreaterThan(3);

    // `eslint --fix` applies the safe fixes, pass after pass, to the text `mcp-audit --fix` writes.
    const results = await new ESLint({ cwd: dir, overrideConfigFile: CONFIG, fix: true }).lintFiles(["."]);
    await ESLint.outputFixes(results);
    const cliDir = copyFixture("fixtures/rules/invalid-config/bad");
    fs.mkdirSync(path.join(cliDir, ".git")); // in a work tree: no backup beside the fixed files
    expect((await cli(["--fix", ...strict], { cwd: cliDir })).stderr).toBe("");
    for (const name of strict) {
      for (const file of fs.readdirSync(path.join(dir, name), { recursive: true }) as string[]) {
        const full = path.join(dir, name, file);
        if (!fs.statSync(full).isFile() || file.endsWith(".fixed")) continue;
        expect([file, fs.readFileSync(full, "utf8")]).toEqual([file, fs.readFileSync(path.join(cliDir, name, file), "utf8")]);
        expect(fs.readFileSync(full, "utf8")).not.toBe(fs.readFileSync(path.join(REPO, "fixtures/rules/invalid-config/bad", name, file), "utf8"));
      }
    }
  });

  it("finds the same offline pins as the CLI in the lockfile projects (monorepo root lockfile, .vscode's parent)", async () => {
    const dir = copyFixture("fixtures/projects");
    // Unpin the (clean) configs, so both must find the version in the project's lockfile.
    for (const [file, from, to] of [
      ["monorepo/packages/app/.mcp.json", "@angular/cli@22.1.8", "@angular/cli@latest"],
      ["vscode/.vscode/mcp.json", "@playwright/mcp@0.0.41", "@playwright/mcp@latest"],
    ] as const) {
      const full = path.join(dir, file);
      fs.writeFileSync(full, fs.readFileSync(full, "utf8").replace(from, to));
    }
    const eslint = await eslintRows(dir);
    const cli = cliRows(dir);
    expect(eslint.fatal).toEqual(new Map());
    expect(eslint.rows).toEqual(cli.rows);
    expect(eslint.rows.map((r) => `${r.file} ${r.message}`)).toEqual([
      'monorepo/packages/app/.mcp.json server "angular" runs @angular/cli@latest: pin an exact version (the project uses 22.1.8, from ../../package-lock.json)',
      'vscode/.vscode/mcp.json server "playwright" runs @playwright/mcp@latest: pin an exact version (the project uses 0.0.41, from package-lock.json)',
    ]);
  });
});
