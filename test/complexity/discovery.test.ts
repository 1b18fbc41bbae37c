// Discovery (src/audit/discovery.ts) on generated trees outside git, so the walk and its own matcher do
// the work: doubling the files, or the .gitignore patterns, at most doubles the CPU time. (Folder depth
// is covered in memory by ignore-patterns.test.ts: through the file system the kernel resolves a path
// of depth d on every call, which no walk by path name avoids.)
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { discover } from "../../src/audit/discovery.js";
import { tempDir } from "../cli/run.js";
import { expectLinear } from "./harness.js";

const made: string[] = [];
afterAll(() => {
  for (const d of made) fs.rmSync(d, { recursive: true, force: true });
});

const CHAINED = "**/a*/**/a*/**/a*/**/a*/**/a*/**/a*/**/a*/**/a*/**/a*/b";

/** A tree with `files` empty files in folders of 100, a chain of `depth` folders, `patterns` chained-** lines. */
function tree(options: { files: number; depth: number; patterns: number }): string {
  const dir = tempDir();
  made.push(dir);
  fs.writeFileSync(path.join(dir, ".gitignore"), Array.from({ length: options.patterns }, (_, i) => `${CHAINED}${i}\n`).join(""));
  let deep = dir;
  for (let d = 0; d < options.depth; d++) fs.mkdirSync((deep = path.join(deep, "aaaaaaaaaaaa")));
  fs.writeFileSync(path.join(deep, ".mcp.json"), "{}");
  for (let i = 0; i < options.files; i++) {
    const folder = path.join(dir, "wide", `d${Math.floor(i / 100)}`);
    if (i % 100 === 0) fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, `a${i}.txt`), "");
  }
  return dir;
}

function audit(dir: string): void {
  expect(discover(["."], dir).files).toHaveLength(1);
}

describe("discovery is linear", () => {
  it("in the number of files", () => {
    expectLinear({ name: "discovery files", start: 1_000, maxStart: 2_000, doublings: 2, repetitions: 3, input: (n) => tree({ files: n, depth: 1, patterns: 1 }), run: audit });
  });

  it("in the number of .gitignore patterns", () => {
    expectLinear({ name: "discovery patterns", start: 10, maxStart: 40, doublings: 2, repetitions: 3, input: (n) => tree({ files: 100, depth: 40, patterns: n }), run: audit });
  });
});
