// The hook's `files` pattern is generated from the host locations, and those locations agree with
// dialectForPath, which decides a file's host everywhere else (discovery, explicit files).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import os from "node:os";
import { dialectForPath, hostForPath } from "../../src/hosts/index.js";
import { CONFIG_LOCATIONS, globToRegExpSource, hookFilesPattern, lintStagedGlob, SKILL_GLOBS } from "../../src/hosts/locations.js";
import { discover } from "../../src/audit/discovery.js";
import { MCP_CONFIG_FILES } from "../../src/eslint/index.js";
import { REPO } from "../cli/run.js";

const HOOKS = parse(fs.readFileSync(path.join(REPO, ".pre-commit-hooks.yaml"), "utf8")) as { id: string; files: string; language: string; entry: string }[];

/** Paths a glob stands for: at the root and two folders down, `*` as a plain name. */
function samples(glob: string): string[] {
  const tail = glob.slice(3).replace(/\*\*$/, "scripts/run.sh").replace(/\*/g, "server");
  return [tail, `apps/web/${tail}`];
}

/**
 * The same paths as a dotfiles repository spells them: chezmoi (`dot_x`, `private_` before it, a
 * `.tmpl` suffix), GNU Stow (`dot-x`, a package folder above), yadm (a `##<condition>` suffix), a
 * plain copy under `home/`.
 */
function dotfiles(glob: string): string[] {
  const tail = glob.slice(3).replace(/\*/g, "server");
  const dotted = (prefix: string) => tail.split("/").map((s) => (s.startsWith(".") ? `${prefix}${s.slice(1)}` : s)).join("/");
  return [`${dotted("private_dot_")}.tmpl`, `pkg/${dotted("dot-")}`, `${tail}##os.Linux`, `home/${dotted("dot_")}`];
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
  // chezmoi's scripts, patches and ciphertext are not the configs they produce.
  "modify_dot_mcp.json",
  "dot_codex/run_once_config.toml",
  ".codex/config.toml.age",
  "opencode.json5",
  ".kiro/mcp.json",
  "settings/mcp.json",
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
    expect(fs.readFileSync(path.join(REPO, "bin/mcp-audit.js"), "utf8")).toMatch(/^#!\/usr\/bin\/env node\n[\s\S]*"\.\.\/bundle\/cli\.cjs"/);
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

  it("agree with dialectForPath in a dotfiles repository's spellings too, and the hook takes them", () => {
    for (const location of CONFIG_LOCATIONS) {
      for (const sample of dotfiles(location.glob)) {
        expect({ sample, dialect: dialectForPath(`/repo/${sample}`)?.id }).toEqual({ sample, dialect: location.dialect });
        expect({ sample, matched: pattern.test(sample) }).toEqual({ sample, matched: true });
      }
    }
  });

  it("are what the walk looks for: a tree holding one file of every location finds each, in its dialect", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-locations-"));
    const expected: [string, string][] = [];
    for (const location of CONFIG_LOCATIONS) {
      for (const sample of [...samples(location.glob), ...dotfiles(location.glob)]) {
        fs.mkdirSync(path.dirname(path.join(root, sample)), { recursive: true });
        fs.writeFileSync(path.join(root, sample), "{}\n");
        expected.push([sample, location.dialect]);
      }
    }
    for (const miss of NEAR_MISSES) {
      fs.mkdirSync(path.dirname(path.join(root, miss)), { recursive: true });
      fs.writeFileSync(path.join(root, miss), "{}\n");
    }
    const found = discover(["."], root).files.map((f) => [f.displayPath, f.host?.id]);
    expect(found.sort()).toEqual(expected.sort());
  });

  it("are the lint-staged glob of docs/pre-commit.md, which takes every location (micromatch's picomatch, as lint-staged runs it)", () => {
    const doc = fs.readFileSync(path.join(REPO, "docs/pre-commit.md"), "utf8");
    expect(doc).toContain(`${JSON.stringify(lintStagedGlob())}: "mcp-audit"`);
    const picomatch = createRequire(import.meta.url)("picomatch") as (glob: string, options: { dot: boolean }) => (p: string) => boolean;
    const isMatch = picomatch(lintStagedGlob(), { dot: true });
    for (const location of CONFIG_LOCATIONS) for (const sample of samples(location.glob)) expect({ sample, matched: isMatch(sample) }).toEqual({ sample, matched: true });
    for (const miss of NEAR_MISSES.filter((m) => !m.includes("SKILL"))) expect({ miss, matched: isMatch(miss) }).toEqual({ miss, matched: false });
  });

  it("are the ESLint config's files: the locations whose host the plugin lints", () => {
    const globs = CONFIG_LOCATIONS.map((l) => l.glob);
    expect(MCP_CONFIG_FILES.every((g) => globs.includes(g))).toBe(true);
    expect(MCP_CONFIG_FILES).toEqual(CONFIG_LOCATIONS.filter((l) => hostForPath(`/p/${l.glob.slice(3).replace(/\*/g, "x")}`)).map((l) => l.glob));
    expect(MCP_CONFIG_FILES).toEqual(["**/.mcp.json", "**/.vscode/mcp.json", "**/.cursor/mcp.json", "**/claude_desktop_config.json"]);
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
    const paths = [...CONFIG_LOCATIONS.flatMap((l) => [...samples(l.glob), ...dotfiles(l.glob)]), ...SKILL_GLOBS.flatMap(samples), ...NEAR_MISSES];
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
