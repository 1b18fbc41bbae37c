// Discovery inside a real git repository (built at test time): what git tracks is audited whatever
// .gitignore says, untracked files are skipped exactly as git ignores them (nested .gitignore files,
// negations, .git/info/exclude, core.excludesFile), ignorePatterns hide more on top and say so, and
// running git never runs what the repository's git config names. Outside git, the walk's own matcher
// stays linear on the patterns that stalled the regex one.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { built, expectClean, project, removeProjects, runCli, snapshot } from "./run.js";

const hasGit = spawnSync("git", ["--version"]).status === 0;
const isRoot = process.getuid?.() === 0;
const TOKEN = "ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFu";
const SECRET_CONFIG = JSON.stringify({ mcpServers: { github: { command: "node", args: ["server.js"], env: { GITHUB_TOKEN: TOKEN } } } }, null, 2) + "\n";
const CLEAN = JSON.stringify({ mcpServers: { git: { command: "uvx", args: ["mcp-server-git==2025.7.1"] } } }, null, 2) + "\n";

afterAll(removeProjects);

function git(dir: string, ...args: string[]): void {
  execFileSync("git", ["-c", "user.email=t@example.invalid", "-c", "user.name=t", ...args], { cwd: dir, stdio: "ignore" });
}

/** A repository with these files on disk; `tracked` are added with `git add -f` (whatever .gitignore says). */
function repo(files: Record<string, string>, tracked: string[] = []): string {
  const dir = project(files);
  git(dir, "init", "-q");
  if (tracked.length > 0) git(dir, "add", "-f", "--", ...tracked);
  return dir;
}

/** The files the JSON report lists. */
function audited(dir: string, extra: string[] = []): string[] {
  const r = runCli(["--format", "json", ...extra, "."], { cwd: dir });
  expect(r.stdout, r.stderr).not.toBe("");
  return (JSON.parse(r.stdout) as { files: { file: string }[] }).files.map((f) => f.file).sort();
}

describe.runIf(built() && hasGit)("discovery in a git work tree (real git, real process)", () => {
  it("audits a tracked config that .gitignore matches: a secret committed with git add -f fails the audit", () => {
    const dir = repo({ ".gitignore": ".mcp.json\n.cursor/\n", ".mcp.json": SECRET_CONFIG, ".cursor/mcp.json": SECRET_CONFIG }, [".gitignore", ".mcp.json"]);
    const r = runCli(["."], { cwd: dir });
    expectClean(r, { code: 1, line: ["GitHub personal access token"] });
    // The untracked, ignored one beside it is not the repository's: skipped.
    expect(audited(dir)).toEqual([".mcp.json"]);
    expect(r.stdout + r.stderr).not.toContain(TOKEN);
  });

  it("skips untracked files as git does: nested .gitignore negations, .git/info/exclude, core.excludesFile", () => {
    const dir = repo({
      ".gitignore": ".mcp.json\n",
      "apps/.gitignore": "!.mcp.json\n",
      "apps/web/.mcp.json": CLEAN, // re-included by the nested negation
      "tools/.mcp.json": CLEAN, // ignored by the root .gitignore
      "excluded/.cursor/mcp.json": CLEAN,
      "global/.cursor/mcp.json": CLEAN,
      "kept/.cursor/mcp.json": CLEAN,
      "ignores.txt": "global/\n",
    });
    fs.appendFileSync(path.join(dir, ".git/info/exclude"), "excluded/\n");
    git(dir, "config", "core.excludesFile", path.join(dir, "ignores.txt"));
    expect(audited(dir)).toEqual(["apps/web/.mcp.json", "kept/.cursor/mcp.json"]);
  });

  it("applies ignorePatterns on top of git, to tracked files too, and says what they hid", () => {
    const dir = repo(
      { ".mcp.json": CLEAN, "examples/.mcp.json": SECRET_CONFIG, "examples/skill/SKILL.md": "---\nname: skill\ndescription: An example skill that shows how to write one.\n---\nHi.\n", "mcp-audit.config.json": JSON.stringify({ ignorePatterns: ["examples/"] }) },
      [".mcp.json", "examples/.mcp.json", "examples/skill/SKILL.md"],
    );
    const r = runCli(["."], { cwd: dir });
    expectClean(r, { code: 0, line: ["ignorePatterns in mcp-audit.config.json hide 1 host config and 1 skill from the audit", "examples/.mcp.json", "examples/skill"] });
    expect(r.stdout + r.stderr).not.toContain("GitHub personal access token");
  });

  it("audits a folder symlink the repository commits as the path the host reads (.vscode -> cfg)", () => {
    const dir = repo({ "cfg/mcp.json": JSON.stringify({ servers: { gh: { command: "node", args: ["s.js"], env: { GITHUB_TOKEN: TOKEN } } } }) });
    fs.symlinkSync("cfg", path.join(dir, ".vscode"));
    git(dir, "add", "-A");
    const r = runCli(["--format", "json", "."], { cwd: dir });
    expectClean(r, { code: 1 });
    expect((JSON.parse(r.stdout) as { files: { file: string; host: string }[] }).files).toEqual([{ file: ".vscode/mcp.json", kind: "mcp-config", host: "vscode", findings: 1 }]);
  });

  it("names a committed folder symlink that leaves the repository (exit 2), and writes nothing there", () => {
    const root = project({ "outside/.vscode/mcp.json": JSON.stringify({ servers: { gh: { command: "node", args: ["s.js"], env: { GITHUB_TOKEN: TOKEN } } } }) });
    const dir = path.join(root, "repo");
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, ".mcp.json"), CLEAN);
    fs.symlinkSync("../outside/.vscode", path.join(dir, ".vscode"));
    git(dir, "init", "-q");
    git(dir, "add", "-A");
    const before = snapshot(path.join(root, "outside"));
    expectClean(runCli(["--fix=all", "."], { cwd: dir }), { code: 2, line: [".vscode", "symbolic link to a folder outside the audited tree"] });
    expect(snapshot(path.join(root, "outside"))).toEqual(before);
  });

  it("never runs what the repository's git config names (fsmonitor, pager, hooks) and ignores GIT_DIR from the caller", () => {
    const dir = repo({ ".mcp.json": CLEAN }, [".mcp.json"]);
    const sentinel = path.join(dir, "..", `${path.basename(dir)}-ran`);
    const script = path.join(dir, "..", `${path.basename(dir)}-hook.sh`);
    fs.writeFileSync(script, `#!/bin/sh\ntouch '${sentinel}'\n`, { mode: 0o755 });
    for (const [k, v] of [["core.fsmonitor", script], ["core.pager", script], ["pager.ls-files", "true"], ["core.hooksPath", path.dirname(script)]] as const) git(dir, "config", k, v);
    // A GIT_DIR in the caller's environment would make git list another repository's files.
    const decoy = project({});
    git(decoy, "init", "-q");
    const r = runCli(["--format", "json", "."], { cwd: dir, env: { GIT_DIR: path.join(decoy, ".git"), GIT_WORK_TREE: decoy } });
    expectClean(r, { code: 0 });
    expect((JSON.parse(r.stdout) as { files: { file: string }[] }).files.map((f) => f.file)).toEqual([".mcp.json"]);
    expect(fs.existsSync(sentinel)).toBe(false);
    // The control: a plain `git ls-files` in this repository does run the program.
    spawnSync("git", ["ls-files", "-o"], { cwd: dir, stdio: "ignore" });
    expect(fs.existsSync(sentinel)).toBe(true);
    fs.rmSync(sentinel);
    fs.rmSync(script);
  });

  it("does not trust a .git file that points at a git folder planted inside the tree: walks instead, and says so", () => {
    // A downloaded archive: `.git` names `fake/`, whose exclude file hides everything from git.
    const dir = project({ ".mcp.json": SECRET_CONFIG });
    git(dir, "init", "-q", "--separate-git-dir", path.join(dir, "fake"));
    fs.writeFileSync(path.join(dir, "fake/info/exclude"), "*\n");
    const r = runCli(["."], { cwd: dir });
    expectClean(r, { code: 1, line: ["could not ask git", "inside the tree itself", "walked the folder instead"] });
    expect(audited(dir)).toEqual([".mcp.json"]);
  });

  it.runIf(isRoot)("falls back to the walk, with a note, when git refuses the repository (dubious ownership)", () => {
    const dir = repo({ ".cursor/mcp.json": SECRET_CONFIG }, [".cursor/mcp.json"]);
    execFileSync("chown", ["-R", "12345:12345", dir]);
    const r = runCli(["."], { cwd: dir });
    expectClean(r, { code: 1, line: ["could not ask git", "dubious ownership", "walked the folder instead"] });
    expect(audited(dir)).toEqual([".cursor/mcp.json"]);
  });

  it("walks, with a note, where git is not installed", () => {
    const dir = repo({ ".cursor/mcp.json": SECRET_CONFIG }, [".cursor/mcp.json"]);
    const r = runCli(["--format", "json", "."], { cwd: dir, env: { PATH: path.join(dir, "no-git-here") } });
    expectClean(r, { code: 1 });
    expect((JSON.parse(r.stdout) as { warnings: string[] }).warnings.join("\n")).toMatch(/could not ask git .*\(git is not installed\): walked the folder instead/);
    expect(audited(dir, [])).toEqual([".cursor/mcp.json"]);
  });

  it("audits a nested repository with its own git rules", () => {
    const dir = repo({ ".mcp.json": CLEAN, "vendor/tool/.mcp.json": CLEAN, "vendor/tool/.gitignore": "local/\n", "vendor/tool/local/.mcp.json": "{ broken" }, [".mcp.json"]);
    git(path.join(dir, "vendor/tool"), "init", "-q");
    git(path.join(dir, "vendor/tool"), "add", ".mcp.json", ".gitignore");
    expect(audited(dir)).toEqual([".mcp.json", "vendor/tool/.mcp.json"]);
  });
});

describe.runIf(built())("ignore patterns that stalled the regex matcher (outside git)", () => {
  // A 57-byte line of chained `**` and a folder 80 deep: exponential backtracking in the old matcher.
  const LINE = "**/a*/**/a*/**/a*/**/a*/**/a*/**/a*/**/a*/**/a*/**/a*/b\n";
  const deep = (dir: string) => {
    const p = path.join(dir, ...Array.from({ length: 80 }, () => "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"));
    fs.mkdirSync(p, { recursive: true });
    fs.writeFileSync(path.join(p, ".mcp.json"), CLEAN);
  };

  it("a .gitignore line of chained ** over a deep folder", () => {
    const dir = project({ ".gitignore": LINE });
    deep(dir);
    const r = runCli(["--format", "json", "."], { cwd: dir, timeoutMs: 30_000 });
    expectClean(r, { code: 0, maxMs: 30_000 });
    expect((JSON.parse(r.stdout) as { files: unknown[] }).files).toHaveLength(1);
  });

  it("the same line in ignorePatterns", () => {
    const dir = project({ "mcp-audit.config.json": JSON.stringify({ ignorePatterns: [LINE.trim(), "**/**/**/**/**/**/**/**/**/**/**/**/**/**/**/**/**/**/x"] }) });
    deep(dir);
    const r = runCli(["--format", "json", "."], { cwd: dir, timeoutMs: 30_000 });
    expectClean(r, { code: 0, maxMs: 30_000 });
    expect((JSON.parse(r.stdout) as { files: unknown[] }).files).toHaveLength(1);
  });
});
