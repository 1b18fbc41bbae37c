// Startup: a run over a few configs loads only what configs need; the skill rules, the skill model and
// their data (and YAML) load only when a skill is audited. Checked on the real process, from dist/ as tsc
// writes it (one file per module, so every module is named) and from the bundle the CLI ships.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { cli, REPO, tempDir } from "./run.js";

const PRELOAD = pathToFileURL(path.join(REPO, "test/cli/loaded-modules.mjs")).href;

/** The modules a real CLI process loads (file URLs, relative to the repository; Node's own as `builtin:<name>`). */
function loaded(entry: string, args: string[], cwd: string): string[] {
  const file = path.join(os.tmpdir(), `mcp-audit-loaded-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const r = spawnSync(process.execPath, ["--import", PRELOAD, entry, ...args], {
    cwd,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", MCP_AUDIT_LOADED_FILE: file, npm_config_registry: "http://127.0.0.1:9/" },
    timeout: 30_000,
  });
  expect([0, 1], r.stderr).toContain(r.status);
  const urls = fs.readFileSync(file, "utf8").trim().split("\n");
  fs.rmSync(file, { force: true });
  const root = pathToFileURL(REPO).href;
  return urls.filter((u) => u.startsWith(root) || u.startsWith("builtin:")).map((u) => (u.startsWith(root) ? u.slice(root.length + 1) : u));
}

function configsOnly(): string {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, ".vscode"));
  fs.writeFileSync(path.join(dir, ".mcp.json"), JSON.stringify({ mcpServers: { git: { command: "uvx", args: ["mcp-server-git==2025.7.1"] } } }));
  fs.writeFileSync(path.join(dir, ".vscode/mcp.json"), JSON.stringify({ servers: { fs: { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem@2025.8.21", "."] } } }));
  return dir;
}

function withSkill(): string {
  const dir = configsOnly();
  fs.mkdirSync(path.join(dir, "skills/notes"), { recursive: true });
  fs.writeFileSync(path.join(dir, "skills/notes/SKILL.md"), "---\nname: notes\ndescription: Use when the user asks for notes.\n---\n\n# Notes\n");
  return dir;
}

// (src/skills/unicode.ts is shared: the output sanitiser uses its tables.)
// The hidden-text scanners (invisible code points, instruction-like comments, the fences that hold them)
// are shared with tool-poisoning, which reads server text: small, and no part of the skill side.
// The shell parser, the program view of a command and the password options are shared with
// inline-secret, which reads hook commands and `sh -c` lines; the command checks are not.
const SKILL_SIDE = /^dist\/(rules\/skill-|skills\/(?!(?:unicode|hidden-instructions|markdown-fences|commands\/shell|commands\/invocation|commands\/password-options)\.js$)|audit\/skill-)|^node_modules\/yaml\//;

describe("what a run loads", () => {
  const entry = path.join(REPO, "bench/profile-entry.mjs"); // dist/cli/main.js, unbundled

  it("a run over configs loads no skill rule, no skill model and no YAML", () => {
    const modules = loaded(entry, ["--format", "json", ".mcp.json", ".vscode/mcp.json"], configsOnly());
    expect(modules).toContain("dist/rules/registry/mcp-rules.js");
    expect(modules.filter((m) => SKILL_SIDE.test(m))).toEqual([]);
  });

  it("a run over configs reads the schema validators of its dialects only, never ajv, and no semver for plain versions", () => {
    const modules = loaded(entry, ["--format", "json", ".mcp.json", ".vscode/mcp.json"], configsOnly());
    expect(modules.filter((m) => m.includes("/schemas/validators/") && m.endsWith(".cjs")).sort()).toEqual(["dist/hosts/schemas/validators/claude-code.cjs", "dist/hosts/schemas/validators/vscode.cjs"]);
    expect(modules.filter((m) => /^node_modules\/(ajv|semver)\//.test(m))).toEqual([]);
  });

  it("a run that finds a skill loads the skill rules", () => {
    const modules = loaded(entry, ["--format", "json", "."], withSkill());
    expect(modules).toContain("dist/rules/registry/skill-rules.js");
    expect(modules).toContain("dist/audit/skill-audit.js");
  });

  it("the shipped CLI is one file for a config run, and keeps the skill side in a file of its own", () => {
    const bundle = path.join(REPO, "bundle");
    // The CLI's files (cli*.cjs); the library's ES module chunks (*.js) have their own copy.
    const cliFiles = fs.readdirSync(bundle).filter((f) => f.endsWith(".cjs"));
    const holding = (marker: string) => cliFiles.filter((f) => fs.readFileSync(path.join(bundle, f), "utf8").includes(marker));
    expect(holding('id: "skill-risky-script"')).toEqual(["cli-skills.cjs"]);
    expect(holding("function auditSkill(")).toEqual(["cli-skills.cjs"]);
    const configRun = loaded(path.join(REPO, "bin/mcp-audit.js"), ["--format", "json", ".mcp.json", ".vscode/mcp.json"], configsOnly());
    // The precompiled validators are modules of cli.cjs in the CLI (so the code cache holds them too).
    expect(configRun.filter((m) => m.startsWith("bundle/"))).toEqual(["bundle/cli.cjs"]);
    expect(configRun.filter((m) => m.startsWith("node_modules/"))).toEqual([]);
    const skillRun = loaded(path.join(REPO, "bin/mcp-audit.js"), ["--format", "json", "."], withSkill());
    expect(skillRun).toContain("bundle/cli-skills.cjs");
    // One instance of each module: the skill side takes what it shares with the CLI from cli.cjs.
    expect(fs.readFileSync(path.join(bundle, "cli-skills.cjs"), "utf8")).not.toContain("function readSourceFile(");
  });

  it("a shipped run over configs never loads node:v8 (the heap settings of a big run ask for it on their first check)", () => {
    const configRun = loaded(path.join(REPO, "bin/mcp-audit.js"), ["--format", "json", ".mcp.json", ".vscode/mcp.json"], configsOnly());
    // The list is Node's own: it names the modules the run did load.
    expect(configRun).toContain("builtin:fs");
    expect(configRun).toContain("builtin:vm");
    expect(configRun.filter((m) => m === "builtin:v8" || m === "builtin:internal/heap_utils")).toEqual([]);
  });

  it("--version alone loads no module of the bundle, and prints what the CLI prints", async () => {
    const bin = path.join(REPO, "bin/mcp-audit.js");
    for (const flag of ["--version", "-v"]) expect(loaded(bin, [flag], REPO).filter((m) => m.startsWith("bundle/"))).toEqual([]);
    const printed = spawnSync(process.execPath, [bin, "--version"], { encoding: "utf8" });
    expect(printed.stdout).toBe((await cli(["--version"])).stdout);
    expect(printed.stdout).toMatch(/^\d+\.\d+\.\d+\S*\n$/);
    // With anything else on the line, the CLI itself answers.
    expect(loaded(bin, ["--version", "--help"], REPO)).toContain("bundle/cli.cjs");
  });

  it("the bundle reads YAML, TOML and the full Ajv from their own files, only when a run needs them", () => {
    const bundle = path.join(REPO, "bundle");
    const vendored = ["bundle/vendor/yaml.cjs", "bundle/vendor/toml-eslint-parser.cjs", "bundle/vendor/ajv.cjs"];
    for (const file of vendored) expect(fs.existsSync(path.join(REPO, file)), file).toBe(true);
    // No chunk holds a copy of them: the YAML parser's own class names appear in its file only.
    const chunks = fs.readdirSync(bundle).filter((f) => f.endsWith(".js") || f.endsWith(".cjs"));
    expect(chunks.filter((f) => fs.readFileSync(path.join(bundle, f), "utf8").includes("class Composer"))).toEqual([]);
    const bin = path.join(REPO, "bin/mcp-audit.js");
    expect(loaded(bin, ["--format", "json", ".mcp.json", ".vscode/mcp.json"], configsOnly()).filter((m) => m.startsWith("bundle/vendor/"))).toEqual([]);
    // A skill's front matter is YAML; a Codex config is TOML.
    expect(loaded(bin, ["--format", "json", "."], withSkill())).toContain("bundle/vendor/yaml.cjs");
    const toml = configsOnly();
    fs.mkdirSync(path.join(toml, ".codex"));
    fs.writeFileSync(path.join(toml, ".codex/config.toml"), '[mcp_servers.x]\ncommand = "npx"\nargs = ["-y", "pkg@1.0.0"]\n');
    expect(loaded(bin, ["--format", "json", "."], toml)).toContain("bundle/vendor/toml-eslint-parser.cjs");
  });
});
