// The fixture cases of a rule, read the way every rule test reads them: fixtures/rules/<rule id>/{bad,good}/<case>/.
// - An MCP case holds one host file, found by its location (`.mcp.json`, `.vscode/mcp.json`, `.gemini/settings.json`…),
//   maybe the expected fix beside it (`<file>.fixed`), and whatever else the rule reads (package.json, lockfiles,
//   mcp-audit.lock.json).
// - A skill case holds one skill folder, at any depth (`<name>/SKILL.md`, `skills/.curated/<name>/SKILL.md`), and maybe
//   the expected fix of its SKILL.md (`SKILL.md.fixed`, in the case folder).
import fs from "node:fs";
import path from "node:path";
import { dialectForPath, type DialectId } from "../src/hosts/index.js";

export type CaseKind = "bad" | "good";

const RULE_FIXTURES = path.resolve(import.meta.dirname, "../fixtures/rules");

/** The cases of a kind, sorted by name. */
function caseNamesIn(root: string, kind: CaseKind): string[] {
  return fs.readdirSync(path.join(root, kind)).sort();
}

export interface McpCase {
  kind: CaseKind;
  name: string;
  /** The case folder. */
  dir: string;
  /** The host file. */
  file: string;
  /** The host file inside the case folder, with `/`: `.mcp.json`, `.vscode/mcp.json`… */
  path: string;
  /** The host (or user-level dialect) the file's location names. */
  dialect: DialectId;
  text: string;
  /** The text of `<file>.fixed`, when the case has one. */
  fixed: string | undefined;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return fs.statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/** The MCP config cases of a rule. */
export function mcpCases(ruleId: string) {
  const root = path.join(RULE_FIXTURES, ruleId);

  function loadCase(kind: CaseKind, name: string): McpCase {
    const dir = path.join(root, kind, name);
    const hostFiles = filesUnder(dir).filter((f) => dialectForPath(path.relative(dir, f)));
    if (hostFiles.length !== 1) throw new Error(`${kind}/${name}: expected exactly one host file, found ${hostFiles.length}`);
    const file = hostFiles[0]!;
    const rel = path.relative(dir, file).split(path.sep).join("/");
    const fixedFile = `${file}.fixed`;
    return {
      kind,
      name,
      dir,
      file,
      path: rel,
      dialect: dialectForPath(rel)!.id,
      text: fs.readFileSync(file, "utf8"),
      fixed: fs.existsSync(fixedFile) ? fs.readFileSync(fixedFile, "utf8") : undefined,
    };
  }

  return { root, caseNames: (kind: CaseKind) => caseNamesIn(root, kind), loadCase };
}

/** The skill cases of a rule. */
export function skillCases(ruleId: string) {
  const root = path.join(RULE_FIXTURES, ruleId);
  const caseDir = (kind: CaseKind, name: string) => path.join(root, kind, name);

  /** The case's one skill folder (the first folder down that holds a SKILL.md). */
  function skillDir(kind: CaseKind, name: string): string {
    const found: string[] = [];
    const walk = (dir: string) => {
      if (fs.existsSync(path.join(dir, "SKILL.md"))) found.push(dir);
      else for (const e of fs.readdirSync(dir, { withFileTypes: true })) if (e.isDirectory()) walk(path.join(dir, e.name));
    };
    walk(caseDir(kind, name));
    if (found.length !== 1) throw new Error(`${kind}/${name}: expected exactly one skill folder, found ${found.length}`);
    return found[0]!;
  }

  /** The expected SKILL.md of a bad case after the fix (`SKILL.md.fixed`), when the case has one. */
  function fixedOf(name: string): string | undefined {
    const file = path.join(root, "bad", name, "SKILL.md.fixed");
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
  }

  return { caseNames: (kind: CaseKind) => caseNamesIn(root, kind), caseDir, skillDir, fixedOf };
}
