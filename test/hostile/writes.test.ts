// Writes only where asked, against the real process: --fix, --update-baseline and approve never
// write (or read) through a committed symlink leading out of the tree, respect read-only files, keep
// a file's owner and mode, and call a failed write a failed write. A sentinel outside the tree is
// hashed before and after every run.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO } from "../cli/run.js";
import { built, expectClean, project, removeProjects, runCli, snapshot } from "./run.js";

const isRoot = process.getuid?.() === 0;
const TOKEN = "ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFu";
const FIXABLE = JSON.stringify({ mcpServers: { github: { command: "node", args: ["server.js"], env: { GITHUB_TOKEN: TOKEN } } } }, null, 2) + "\n";
const SKILL = "---\nname: tools\ndescription: Runs the project's release tools when the user asks for a release.\n---\nRun `scripts/run.sh`.\n";

afterAll(removeProjects);

/** `root/repo` (a repository: `.git` marks its root) beside `root/outside/secret.json` (the sentinel). */
function layout(files: Record<string, string>) {
  const root = project({ "outside/secret.json": '{ "aws_secret_access_key": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" }\n', ...Object.fromEntries(Object.entries(files).map(([k, v]) => [`repo/${k}`, v])) });
  fs.mkdirSync(path.join(root, "repo/.git"), { recursive: true });
  return { root, repo: path.join(root, "repo"), outside: path.join(root, "outside") };
}

function approve(cwd: string, ...args: string[]) {
  return spawnSync(process.execPath, [path.join(REPO, "bin/mcp-audit.js"), "approve", "--offline", ...args], { cwd, env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "" }, encoding: "utf8", timeout: 20_000 });
}

describe.runIf(built())("writes only where asked (real process)", () => {
  it("--update-baseline through a committed symlink to a file outside the tree is refused, and so is reading it", () => {
    const { repo, outside } = layout({ ".mcp.json": FIXABLE });
    fs.symlinkSync("../outside/secret.json", path.join(repo, "baseline.json"));
    const before = snapshot(outside);
    expectClean(runCli(["--baseline", "baseline.json", "--update-baseline", "."], { cwd: repo }), { code: 2, line: ["cannot write baseline", "baseline.json", "symbolic link", "outside the audited folder"] });
    const read = runCli(["--baseline", "baseline.json", "."], { cwd: repo });
    expectClean(read, { code: 2, line: ["baseline", "baseline.json", "symbolic link leading outside the project: not read"] });
    // The target's text never reaches a message (a JSON error would quote it).
    expect(read.stdout + read.stderr).not.toContain("wJalr");
    expect(snapshot(outside)).toEqual(before);
  });

  it("approve through a committed lock symlink to a file outside the tree is refused, and the target is neither read nor written", () => {
    const { repo, outside } = layout({ "skills/tools/SKILL.md": SKILL, "skills/tools/scripts/run.sh": "#!/bin/sh\necho release\n" });
    fs.symlinkSync("../outside/secret.json", path.join(repo, "mcp-audit.lock.json"));
    const before = snapshot(outside);
    const r = approve(repo);
    expect(r.status, r.stdout + r.stderr).toBe(2);
    expect(r.stderr).toContain("mcp-audit.lock.json: is a symbolic link leading outside the project: not read");
    expect(r.stdout + r.stderr).not.toContain("wJalr");
    expectClean(runCli(["."], { cwd: repo }), { code: 2, line: ["mcp-audit.lock.json", "symbolic link leading outside the project"] });
    expect(snapshot(outside)).toEqual(before);
  });

  it("approve writes a new lock as the project's own file, never through a dangling link out of the tree", () => {
    const { repo, outside } = layout({ "skills/tools/SKILL.md": SKILL });
    fs.symlinkSync("../outside/new-lock.json", path.join(repo, "mcp-audit.lock.json"));
    const r = approve(repo);
    expect(r.status, r.stdout + r.stderr).toBe(2);
    expect(fs.existsSync(path.join(outside, "new-lock.json"))).toBe(false);
  });

  it("--fix respects a read-only config: refused with a message, not rewritten (exit 2)", () => {
    const { repo } = layout({ ".mcp.json": FIXABLE });
    fs.chmodSync(path.join(repo, ".mcp.json"), 0o444);
    expectClean(runCli(["--fix=all", "."], { cwd: repo }), { code: 2, line: [".mcp.json", "could not write the fixed file: is read-only: not rewritten"] });
    expect(fs.readFileSync(path.join(repo, ".mcp.json"), "utf8")).toBe(FIXABLE);
  });

  it.runIf(isRoot)("--fix as root keeps a user's file theirs (owner, group, mode)", () => {
    const { repo } = layout({ ".mcp.json": FIXABLE });
    const file = path.join(repo, ".mcp.json");
    execFileSync("chown", ["1234:2345", file]);
    fs.chmodSync(file, 0o600);
    expectClean(runCli(["--fix=all", "."], { cwd: repo }), { code: 0 });
    const st = fs.statSync(file);
    expect([st.uid, st.gid, st.mode & 0o7777]).toEqual([1234, 2345, 0o600]);
    expect(fs.readFileSync(file, "utf8")).not.toContain(TOKEN);
  });

  it("a SKILL.md linked out of the tree is named, not followed, and --fix writes nothing there", () => {
    const root = project({ "outside/SKILL.md": "---\nname: tools\ndescription: Runs the project's release tools when the user asks for a release.\ndisable-model-invocation: false\n---\nRun it.\n" });
    fs.mkdirSync(path.join(root, "repo/skills/tools"), { recursive: true });
    fs.mkdirSync(path.join(root, "repo/.git"));
    fs.symlinkSync(path.join(root, "outside/SKILL.md"), path.join(root, "repo/skills/tools/SKILL.md"));
    const before = snapshot(path.join(root, "outside"));
    expectClean(runCli(["--fix=all", "."], { cwd: path.join(root, "repo") }), { code: 2, line: ["skills/tools/SKILL.md", "symbolic link to a file outside the audited folder: not followed"] });
    expect(snapshot(path.join(root, "outside"))).toEqual(before);
  });
});
