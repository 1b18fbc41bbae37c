// Discovery stays linear: doubling the files or the ignore patterns roughly doubles
// the CPU time of a walk (measured in-process as user + system time, the least of several runs; never
// wall-clock). Inputs are generated here, outside git, so the walk and its own matcher do the work.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { discover } from "../../src/audit/discovery.js";
import { tempDir } from "../cli/run.js";

const made: string[] = [];
afterAll(() => {
  for (const d of made) fs.rmSync(d, { recursive: true, force: true });
});

const CHAINED = "**/a*/**/a*/**/a*/**/a*/**/a*/**/a*/**/a*/**/a*/**/a*/b";

function tree(options: { files: number; depth: number; patterns: number }): string {
  const dir = tempDir();
  made.push(dir);
  fs.writeFileSync(path.join(dir, ".gitignore"), Array.from({ length: options.patterns }, (_, i) => `${CHAINED}${i}\n`).join(""));
  let deep = dir;
  for (let d = 0; d < options.depth; d++) {
    deep = path.join(deep, "aaaaaaaaaaaa");
    fs.mkdirSync(deep);
  }
  fs.writeFileSync(path.join(deep, ".mcp.json"), "{}");
  const wide = path.join(dir, "wide");
  fs.mkdirSync(wide);
  for (let i = 0; i < options.files; i++) {
    if (i % 100 === 0) fs.mkdirSync(path.join(wide, `d${i / 100}`));
    fs.writeFileSync(path.join(wide, `d${Math.floor(i / 100)}`, `a${i}.txt`), "");
  }
  return dir;
}

/** The least CPU time (µs) over `samples` samples of 12 discoveries of `dir` (long enough for tick-based accounting). */
function cpu(dir: string, samples = 3): number {
  let best = Infinity;
  for (let i = 0; i < samples; i++) {
    const started = process.cpuUsage();
    for (let j = 0; j < 12; j++) expect(discover(["."], dir).files).toHaveLength(1);
    const used = process.cpuUsage(started);
    best = Math.min(best, used.user + used.system);
  }
  return best;
}

describe("discovery costs linear time", () => {
  // Each dimension doubled on its own, from a base where it dominates the cost. (Folder depth is
  // covered by the matcher's own doubling test, test/core/ignore-patterns.test.ts: through the file
  // system, the kernel resolves a path of depth d on every call, which no walk by path name avoids.)
  const cases = [
    ["files", { files: 1_500, depth: 1, patterns: 1 }, { files: 3_000, depth: 1, patterns: 1 }],
    ["ignore patterns", { files: 300, depth: 40, patterns: 40 }, { files: 300, depth: 40, patterns: 80 }],
  ] as const;

  it.each(cases)("in %s: doubling it at most ~doubles the CPU time", (_what, small, large) => {
    const smallTree = tree(small);
    cpu(smallTree, 1); // warm up the code paths
    const ratio = cpu(tree(large)) / cpu(smallTree);
    // Linear gives about 2; 3 leaves room for a busy machine, while quadratic gives 4 (and the old regex
    // matcher never finished at these depths). Above 1.3: the measure does see the work grow.
    expect(ratio).toBeLessThan(3);
    expect(ratio).toBeGreaterThan(1.3);
  });
});
