// The young generation hold (src/core/young-generation.ts), in fresh Node processes: a test worker's
// heap has long grown, so only a new process shows where its new space stops.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { beginYoungGenerationHold, endYoungGenerationHold, holdYoungGeneration } from "../../src/core/young-generation.js";
import { REPO } from "../cli/run.js";

const MODULE = pathToFileURL(path.join(REPO, "dist/core/young-generation.js")).href;

/** Allocates objects that survive a while (as a walk's listings do), calling the hold as the audit does; prints the new space's largest size. */
function largestNewSpace(hold: boolean): number {
  const script = `
    import v8 from "node:v8";
    import * as yg from ${JSON.stringify(MODULE)};
    const newSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size;
    ${hold ? "yg.beginYoungGenerationHold(() => v8);" : ""}
    let largest = 0;
    const kept = [];
    for (let i = 0; i < 400_000; i++) {
      kept.push({ i, name: "entry-" + i, parts: [i, i + 1] });
      if (kept.length > 60_000) kept.splice(0, 30_000);
      if (i % 100 === 0) { yg.holdYoungGeneration(); largest = Math.max(largest, newSpace()); }
    }
    yg.endYoungGenerationHold();
    process.stdout.write(String(largest));
  `;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8", timeout: 60_000 });
  expect(r.stderr).toBe("");
  return Number(r.stdout);
}

/**
 * Runs the hold over `objects` allocations that survive a while; says whether V8's flags (their hash)
 * changed during the run, whether node:v8 was asked for, and whether they are back after it.
 */
function flagsAcross(objects: number): { changed: boolean; loaded: boolean; restored: boolean } {
  const script = `
    import v8 from "node:v8";
    import * as yg from ${JSON.stringify(MODULE)};
    const before = v8.cachedDataVersionTag();
    let loaded = false;
    yg.beginYoungGenerationHold(() => { loaded = true; return v8; });
    const kept = [];
    let changed = false;
    for (let i = 0; i < ${objects}; i++) {
      kept.push({ i, name: "entry-" + i, parts: [i, i + 1] });
      if (i % 100 === 0) { yg.holdYoungGeneration(); changed ||= v8.cachedDataVersionTag() !== before; }
    }
    yg.endYoungGenerationHold();
    process.stdout.write(JSON.stringify({ changed, loaded, restored: v8.cachedDataVersionTag() === before }));
  `;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8", timeout: 60_000 });
  expect(r.stderr).toBe("");
  return JSON.parse(r.stdout) as { changed: boolean; loaded: boolean; restored: boolean };
}

describe("the young generation hold", () => {
  it("changes no V8 flag while the heap is small (a changed flag makes Node compile every built-in module loaded afterwards from source), and never asks for node:v8 before its first check", () => {
    expect(flagsAcross(500)).toEqual({ changed: false, loaded: false, restored: true });
    expect(flagsAcross(5_000)).toEqual({ changed: false, loaded: true, restored: true });
  });

  it("sets the old generation's growing factor once the heap is big, and puts it back at the end", () => {
    expect(flagsAcross(400_000)).toEqual({ changed: true, loaded: true, restored: true });
  });

  it("sets exactly the big run's flags once the heap is big and the new space full, each once, and puts each back at the end", () => {
    const set: string[] = [];
    let used = 1 << 20;
    let newSpace = 1 << 20;
    const heap = {
      getHeapSpaceStatistics: () => [
        { space_name: "new_space", space_size: newSpace, space_used_size: used / 2, space_available_size: 0, physical_space_size: 0 },
        { space_name: "old_space", space_size: used, space_used_size: used / 2, space_available_size: 0, physical_space_size: 0 },
      ],
      setFlagsFromString: (flags: string) => void set.push(flags),
    };
    beginYoungGenerationHold(() => heap);
    for (let i = 0; i < 64; i++) holdYoungGeneration();
    expect(set).toEqual([]);
    used = 16 << 20;
    for (let i = 0; i < 64; i++) holdYoungGeneration();
    expect(set).toEqual(["--heap-growing-percent=25"]);
    newSpace = 16 << 20;
    for (let i = 0; i < 64; i++) holdYoungGeneration();
    endYoungGenerationHold();
    // No compiler flag, ever: one changed while V8's threads compile can fail a CHECK in TurboFan.
    expect(set).toEqual(["--heap-growing-percent=25", "--semi-space-growth-factor=1", "--semi-space-growth-factor=2", "--heap-growing-percent=0"]);
  });

  it("leaves a setting whose flag the user gave Node alone: never set, never put back", () => {
    const run = (given: string[]) => {
      const set: string[] = [];
      const heap = {
        getHeapSpaceStatistics: () => [{ space_name: "new_space", space_size: 16 << 20, space_used_size: 16 << 20, space_available_size: 0, physical_space_size: 0 }],
        setFlagsFromString: (flags: string) => void set.push(flags.split("=")[0]!),
      };
      beginYoungGenerationHold(() => heap, given);
      for (let i = 0; i < 64; i++) holdYoungGeneration();
      endYoungGenerationHold();
      return set;
    };
    const all = ["--heap-growing-percent", "--semi-space-growth-factor", "--semi-space-growth-factor", "--heap-growing-percent"];
    expect(run([])).toEqual(all);
    expect(run(["--max_semi_space_size=64", "", "file.js"])).toEqual(["--heap-growing-percent", "--heap-growing-percent"]);
    expect(run(["--heap-growing-percent=50"])).toEqual(["--semi-space-growth-factor", "--semi-space-growth-factor"]);
    // V8's other spellings: one dash, and "no" without its dash.
    expect(run(["-heap-growing-percent=50"])).toEqual(["--semi-space-growth-factor", "--semi-space-growth-factor"]);
    expect(run(["--nosemi_space_size", "--no-unrelated"])).toEqual(["--heap-growing-percent", "--heap-growing-percent"]);
    // A run after it is not bound by the last one's flags.
    expect(run([])).toEqual(all);
  });

  it("stops the new space at 16 MB where V8 alone grows it to 32 MB", () => {
    expect(largestNewSpace(false)).toBe(32 << 20);
    expect(largestNewSpace(true)).toBe(16 << 20);
  });

  it("leaves V8's flags as they were, so a code cache made after the run is accepted by the next process", () => {
    const source = "(function () { return 42; })";
    const make = `
      import v8 from "node:v8"; import vm from "node:vm";
      import * as yg from ${JSON.stringify(MODULE)};
      const script = new vm.Script(${JSON.stringify(source)});
      script.runInThisContext()();
      yg.beginYoungGenerationHold(() => v8);
      const kept = [];
      for (let i = 0; i < 400_000; i++) { kept.push({ i }); if (kept.length > 60_000) kept.splice(0, 30_000); if (i % 100 === 0) yg.holdYoungGeneration(); }
      yg.endYoungGenerationHold();
      process.stdout.write(script.createCachedData().toString("base64"));
    `;
    const made = spawnSync(process.execPath, ["--input-type=module", "-e", make], { encoding: "utf8", timeout: 60_000 });
    expect(made.stderr).toBe("");
    const use = `
      const vm = require("node:vm");
      const script = new vm.Script(${JSON.stringify(source)}, { cachedData: Buffer.from(process.argv[1], "base64") });
      process.stdout.write(String(script.cachedDataRejected));
    `;
    const used = spawnSync(process.execPath, ["-e", use, made.stdout], { encoding: "utf8", timeout: 60_000 });
    expect(used.stdout).toBe("false");
  });
});
