// How the real executable ends: at once when the run left nothing behind, else the natural way, and in
// both cases with its whole output and its exit code (bin/mcp-audit.js, exitWhenIdle).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_REGISTRY, REPO, tempDir } from "./run.js";

const BIN = path.join(REPO, "bin/mcp-audit.js");
let dir: string;
let preloads: string;

beforeAll(() => {
  dir = tempDir();
  // 400 configs with findings: a JSON report of several hundred KB, far more than a pipe holds.
  for (let i = 0; i < 400; i++) {
    const at = path.join(dir, "tree", `p${i}`);
    fs.mkdirSync(at, { recursive: true });
    fs.writeFileSync(path.join(at, ".mcp.json"), JSON.stringify({ mcpServers: { [`s${i}`]: { command: "npx", args: ["-y", `some-server-${i}@latest`] } } }, null, 2));
  }
  preloads = path.join(dir, "preloads");
  fs.mkdirSync(preloads);
  // Tells how the process ended: 'beforeExit' runs only on the natural way out.
  fs.writeFileSync(path.join(preloads, "tell.cjs"), `process.on("beforeExit", () => process.stderr.write("natural exit\\n"));\n`);
  // Something still active when the run is over (as a live server being shut down would be).
  fs.writeFileSync(path.join(preloads, "busy.cjs"), `require("./tell.cjs");\nsetTimeout(() => {}, 400);\n`);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const env = () => ({ PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", ...NO_REGISTRY });

function run(preload: string, args: string[]) {
  return spawnSync(process.execPath, ["--require", path.join(preloads, preload), BIN, ...args], { cwd: dir, env: env(), encoding: "utf8", timeout: 30_000 });
}

describe("the end of a CLI run", () => {
  // One config: a report a pipe holds whole, so no write is ever left pending.
  it("comes at once when nothing is left, with the exit code of the findings", () => {
    const r = run("tell.cjs", ["--format", "json", "tree/p7"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe("");
    expect(JSON.parse(r.stdout).findings.map((f: { file: string }) => f.file)).toContain("tree/p7/.mcp.json");
  });

  it("is the natural one when something is still active, with the same output and code", () => {
    const quick = run("tell.cjs", ["--format", "json", "tree/p7"]);
    const busy = run("busy.cjs", ["--format", "json", "tree/p7"]);
    expect(busy.status).toBe(1);
    expect(busy.stderr).toBe("natural exit\n");
    expect(busy.stdout).toBe(quick.stdout);
  });

  // Nobody reads the pipe until the CLI has exited or 2 s have passed: a CLI that left with writes
  // still pending would have exited with its report cut to what the pipe holds (64 KB).
  it("waits for a pipe nobody reads yet: the whole report arrives", async () => {
    const expected = run("tell.cjs", ["--format", "json", "tree"]).stdout;
    expect(expected.length).toBeGreaterThan(200_000);
    const child = spawn(process.execPath, [BIN, "--format", "json", "tree"], { cwd: dir, env: env(), stdio: ["ignore", "pipe", "ignore"] });
    child.stdout.pause();
    const exited = new Promise((resolve) => child.on("exit", resolve));
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    const chunks: Buffer[] = [];
    child.stdout.on("data", (d: Buffer) => chunks.push(d));
    child.stdout.resume();
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(code).toBe(1);
    expect(Buffer.concat(chunks).toString("utf8")).toBe(expected);
  });
});
