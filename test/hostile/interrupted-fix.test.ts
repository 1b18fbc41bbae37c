// A `--fix` killed (SIGKILL: no handler runs) at random points, and right when its temporary file
// appears, leaves either the original or the fully fixed file, never a partial one, and no
// leftover that a later run would take for a config.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO, tempDir } from "../cli/run.js";
import { built, runCli } from "./run.js";

const BIN = path.join(REPO, "bin/mcp-audit.js");

/** About 270 KB, CRLF: 2,000 clean servers and 5 fixable ones (a token, @latest, no --read-only). */
function bigFixableConfig(): string {
  const lines = ["{", '  "mcpServers": {'];
  for (let i = 0; i < 5; i++) {
    lines.push(`    "angular-${i}": { "command": "npx", "args": ["-y", "@angular/cli@latest", "mcp"], "env": { "GITHUB_TOKEN": "ghp_${String(i).padStart(2, "0")}6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzN" } },`);
  }
  for (let i = 0; i < 2000; i++) lines.push(`    "git-${i}": { "command": "uvx", "args": ["mcp-server-git==2025.7.1", "--repository", "/srv/repos/project-${i}"] }${i < 1999 ? "," : ""}`);
  lines.push("  }", "}", "");
  return lines.join("\r\n");
}

interface Killed {
  delayMs: number;
  exited: "killed" | "finished";
}

/** Start `--fix=all`, kill it after `delayMs`, or as soon as a temporary file shows up beside the config. */
function fixAndKill(dir: string, when: { delayMs: number } | "on-temp-file"): Promise<Killed> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [BIN, "--offline", "--fix=all", "."], { cwd: dir, env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", MCP_AUDIT_CACHE_DIR: path.join(dir, "..", "cache") }, stdio: "ignore" });
    let killedAt: number | undefined;
    const kill = () => {
      if (killedAt !== undefined || child.exitCode !== null) return;
      killedAt = performance.now() - started;
      child.kill("SIGKILL");
    };
    let poll: NodeJS.Timeout | undefined;
    if (when === "on-temp-file") {
      // A tight synchronous poll: the window between the temp file's creation and the rename is short.
      const watch = () => {
        const deadline = performance.now() + 50;
        while (performance.now() < deadline && child.exitCode === null) {
          if (fs.readdirSync(dir).some((n) => n.includes("mcp-audit-tmp"))) return kill();
        }
        poll = setTimeout(watch, 0);
      };
      watch();
    } else {
      poll = setTimeout(kill, when.delayMs);
    }
    child.on("exit", (_code, signal) => {
      clearTimeout(poll);
      resolve({ delayMs: killedAt ?? performance.now() - started, exited: signal === "SIGKILL" ? "killed" : "finished" });
    });
  });
}

describe.runIf(built())("an interrupted --fix", () => {
  it("leaves the original or the fully fixed file, never a partial one, and no leftover a later run picks up", async () => {
    const original = bigFixableConfig();
    const work = tempDir();

    // The fully fixed text, from a run that finishes.
    const reference = path.join(work, "reference");
    fs.mkdirSync(reference);
    fs.writeFileSync(path.join(reference, ".mcp.json"), original);
    fs.writeFileSync(path.join(reference, "package.json"), JSON.stringify({ devDependencies: { "@angular/cli": "22.1.8" } }));
    const started = performance.now();
    const done = runCli(["--fix=all", "."], { cwd: reference });
    const fullMs = performance.now() - started;
    expect(done.code, done.stdout + done.stderr).toBe(0);
    const fixed = fs.readFileSync(path.join(reference, ".mcp.json"), "utf8");
    expect(fixed).not.toBe(original);
    expect(fixed).not.toMatch(/(?<!\r)\n/);

    const dir = path.join(work, "victim");
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ devDependencies: { "@angular/cli": "22.1.8" } }));
    const outcomes = { original: 0, fixed: 0, killed: 0 };
    // Random points over the whole run, then kills aimed at the write itself.
    const plans: ({ delayMs: number } | "on-temp-file")[] = [...Array.from({ length: 8 }, () => ({ delayMs: Math.random() * fullMs * 1.1 })), ...Array.from({ length: 6 }, () => "on-temp-file" as const)];
    for (const plan of plans) {
      fs.writeFileSync(path.join(dir, ".mcp.json"), original);
      const result = await fixAndKill(dir, plan);
      if (result.exited === "killed") outcomes.killed++;
      const now = fs.readFileSync(path.join(dir, ".mcp.json"), "utf8");
      const state = now === original ? "original" : now === fixed ? "fixed" : "partial";
      expect(state, `killed after ${Math.round(result.delayMs)} ms (${JSON.stringify(plan)})`).not.toBe("partial");
      outcomes[state as "original" | "fixed"]++;
      // A SIGKILL can leave the temporary file; it must never carry a name the walk reads as a config.
      // (Outside git, the backup of the original is kept beside it: `.mcp.json.mcp-audit.bak`, never read as a config.)
      for (const name of fs.readdirSync(dir)) expect(["package.json", ".mcp.json", ".mcp.json.mcp-audit.bak"].includes(name) || name.includes(".mcp-audit-tmp-"), name).toBe(true);
    }
    expect(outcomes.killed).toBeGreaterThan(0);

    // Leftover temp files are ignored by a later run, which finishes the job.
    fs.writeFileSync(path.join(dir, ".mcp.json"), original);
    const after = runCli(["--fix=all", "--format", "json", "."], { cwd: dir });
    expect(after.code, after.stdout + after.stderr).toBe(0);
    expect((JSON.parse(after.stdout) as { files: { file: string }[] }).files.map((f) => f.file)).toEqual([".mcp.json"]);
    expect(fs.readFileSync(path.join(dir, ".mcp.json"), "utf8")).toBe(fixed);
    fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);
});
