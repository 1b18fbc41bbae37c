// The hook's `files` pattern is generated from the host locations, and those locations agree with
// dialectForPath, which decides a file's host everywhere else (discovery, explicit files).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { dialectForPath } from "../../src/hosts/index.js";
import { CONFIG_LOCATIONS, globToRegExpSource, hookFilesPattern, SKILL_GLOBS } from "../../src/hosts/locations.js";
import { REPO } from "../cli/run.js";

const HOOKS = parse(fs.readFileSync(path.join(REPO, ".pre-commit-hooks.yaml"), "utf8")) as { id: string; files: string; language: string; entry: string }[];

/** Paths a glob stands for: at the root and two folders down, `*` as a plain name. */
function samples(glob: string): string[] {
  const tail = glob.slice(3).replace(/\*\*$/, "scripts/run.sh").replace(/\*/g, "server");
  return [tail, `apps/web/${tail}`];
}

// Near misses: a name or a folder off by one, which neither the host list nor the hook may take.
const NEAR_MISSES = [
  "mcp.json",
  "x.mcp.json",
  ".mcp.json.bak",
  ".mcp.jsonc",
  "vscode/mcp.json",
  ".vscode/settings.json",
  ".cursor/settings.json",
  ".gemini/config.json",
  ".codex/config.yaml",
  ".continue/mcpServers/tools.json",
  ".continue/other/server.yaml",
  "User/settings.json",
  "docs/SKILL.md.txt",
  "src/claude_desktop_config.json.example",
];

describe(".pre-commit-hooks.yaml", () => {
  it("has the generated files pattern on every hook (else: npm run build && node scripts/generate-pre-commit-hooks.mjs)", () => {
    expect(HOOKS.map((h) => h.id)).toEqual(["mcp-audit", "mcp-audit-node"]);
    for (const hook of HOOKS) expect(hook.files).toBe(hookFilesPattern());
  });

  it("runs the committed bundle: a script from this repository, or the package pre-commit installs", () => {
    expect(HOOKS.map((h) => [h.language, h.entry])).toEqual([
      ["script", "bin/mcp-audit.js"],
      ["node", "mcp-audit"],
    ]);
    expect(fs.readFileSync(path.join(REPO, "bin/mcp-audit.js"), "utf8")).toMatch(/^#!\/usr\/bin\/env node\n[\s\S]*from "\.\.\/bundle\/cli\.js"/);
    const mode = spawnSync("git", ["ls-files", "-s", "bin/mcp-audit.js"], { cwd: REPO, encoding: "utf8" }).stdout;
    expect(mode.startsWith("100755 ")).toBe(true);
    // No lifecycle script: installing from a git checkout builds nothing (pre-commit 3 reads npm pack's stdout).
    const scripts = (JSON.parse(fs.readFileSync(path.join(REPO, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    for (const name of ["prepare", "prepack", "postpack", "preinstall", "install", "postinstall"]) expect(scripts[name]).toBeUndefined();
  });
});

describe("host locations", () => {
  const pattern = new RegExp(hookFilesPattern());

  it("agree with dialectForPath for every location, and the hook takes each", () => {
    for (const location of CONFIG_LOCATIONS) {
      for (const sample of samples(location.glob)) {
        expect({ sample, dialect: dialectForPath(`/repo/${sample}`)?.id }).toEqual({ sample, dialect: location.dialect });
        expect({ sample, matched: pattern.test(sample) }).toEqual({ sample, matched: true });
      }
    }
  });

  it("take skill files: SKILL.md anywhere, and what lies below a skills/ folder", () => {
    for (const glob of SKILL_GLOBS) for (const sample of samples(glob)) expect(pattern.test(sample)).toBe(true);
    expect(pattern.test(".claude/skills/deploy/scripts/run.sh")).toBe(true);
  });

  it("refuse near misses, as dialectForPath does", () => {
    for (const miss of NEAR_MISSES) {
      expect({ miss, matched: pattern.test(miss) }).toEqual({ miss, matched: false });
      expect({ miss, dialect: dialectForPath(`/repo/${miss}`)?.id }).toEqual({ miss, dialect: undefined });
    }
  });

  it("mean the same in Python's re, which pre-commit uses", () => {
    const paths = [...CONFIG_LOCATIONS.flatMap((l) => samples(l.glob)), ...SKILL_GLOBS.flatMap(samples), ...NEAR_MISSES];
    const script = "import json, re, sys\nd = json.load(sys.stdin)\np = re.compile(d['pattern'])\nprint(json.dumps([bool(p.search(x)) for x in d['paths']]))";
    const python = spawnSync("python3", ["-c", script], { input: JSON.stringify({ pattern: hookFilesPattern(), paths }), encoding: "utf8" });
    expect(python.stderr).toBe("");
    expect(JSON.parse(python.stdout)).toEqual(paths.map((p) => pattern.test(p)));
  });

  it("write globs as the generator expects them", () => {
    expect(globToRegExpSource("**/.continue/mcpServers/*.yaml", false)).toBe("(^|/)\\.continue/mcpServers/[^/]*\\.yaml$");
    // Dotfiles spellings: chezmoi's attributes and dot_, Stow's dot-, chezmoi's .tmpl and yadm's ##suffix.
    const keep = "(?:private_|readonly_|empty_|exact_|executable_|create_)*";
    expect(globToRegExpSource("**/.codex/config.toml")).toBe(`(^|/)${keep}(?:\\.|dot_|dot-)codex/${keep}config\\.toml(?:\\.tmpl)?(?:##[^/]*)?$`);
    expect(globToRegExpSource("**/skills/**")).toBe("(^|/)skills/.+");
    expect(() => globToRegExpSource(".mcp.json")).toThrow(/start with/);
  });
});
