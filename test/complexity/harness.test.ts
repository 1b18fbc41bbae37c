// The harness itself: it must catch a quadratic function and pass linear and n log n ones, in both
// timed and counted modes, or no complexity test built on it means anything.
import { describe, expect, it } from "vitest";
import path from "node:path";
import { assertLinear, COMPLEXITY_TIMEOUT, expectLinear, measureGrowth, requireTimingGroup } from "./harness.js";

/** Linear: one pass over a string. */
function countVowels(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if ("aeiou".includes(s[i]!)) n++;
  return n;
}

/** Quadratic the way real code goes quadratic: each offset's line found by counting from the start. */
function linesFromTheStart(s: string): number {
  let total = 0;
  for (let offset = 0; offset < s.length; offset += 8) {
    let line = 1;
    for (let at = s.indexOf("\n"); at !== -1 && at < offset; at = s.indexOf("\n", at + 1)) line++;
    total += line;
  }
  return total;
}

/** Quadratic the other classic way: a .some() over the list for each element of it. */
function duplicatesQuadratic(items: number[]): number {
  let n = 0;
  items.forEach((x, i) => {
    if (items.some((y, j) => j < i && y === x)) n++;
  });
  return n;
}

const text = (n: number) => "abcdefghij".repeat(Math.ceil(n / 10)).slice(0, n);
const numbers = (n: number) => Array.from({ length: n }, (_, i) => (i * 7919) % n);

describe("complexity harness (CPU time)", { timeout: COMPLEXITY_TIMEOUT }, () => {
  it("passes a linear function", () => {
    const g = expectLinear({ name: "vowels", start: 50_000, input: text, run: countVowels });
    expect(g.perDoubling).toBeLessThan(2.6);
  });

  it("passes an n log n function (sort)", () => {
    expectLinear({ name: "sort", start: 20_000, input: numbers, run: (a) => [...a].sort((x, y) => x - y) });
  });

  it("catches a quadratic offset-to-line from the start", () => {
    // measured once (expectLinear would retake a failing measurement twice more)
    const g = measureGrowth({ name: "line from start", start: 2_000, input: (n) => "abcdefg\n".repeat(n / 8), run: linesFromTheStart, budgetMs: 300 });
    expect(() => assertLinear(g)).toThrow(/superlinear growth/);
  });

  it("catches a quadratic .some() inside a loop, and its message has the table", () => {
    const g = measureGrowth({ name: "some", start: 500, input: numbers, run: duplicatesQuadratic, budgetMs: 300 });
    // Above the bound assertLinear holds a linear path to (×2.6): ×4 in theory, 2.99 measured once under load.
    expect(g.perDoubling).toBeGreaterThan(2.6);
    expect(() => assertLinear(g)).toThrow(/some: ×\d\.\d\d per doubling\n {2}n=\d+: [\d.]+ ms\n/);
  });
});

describe("complexity harness (operation counts)", () => {
  it("passes a linear count and catches a quadratic one exactly", () => {
    const linear = expectLinear({ name: "ops", start: 100, count: true, input: (n) => n, run: (n) => 3 * n + 7 });
    expect(linear.unit).toBe("ops");
    expect(linear.sizes).toEqual([100, 200, 400, 800]);
    expect(() => expectLinear({ name: "ops²", start: 100, count: true, input: (n) => n, run: (n) => n * n })).toThrow(/×4\.00 per doubling/);
  });

  it("refuses a run that does not return a count", () => {
    expect(() => measureGrowth({ name: "bad", start: 1, count: true, input: (n) => n, run: () => undefined })).toThrow(/operation count/);
  });
});

describe("timed measurements run only in test/complexity (the group vitest.config.ts runs alone)", () => {
  it("refuses a timed measurement from a file elsewhere, and accepts this folder's files", () => {
    expect(() => requireTimingGroup("x", path.resolve("test/skills/commands/shell.test.ts"))).toThrow(/x: a timed measurement must be in a test file under test\/complexity\/.*shell\.test\.ts runs beside other files/);
    expect(() => requireTimingGroup("x", path.resolve("test/complexity/shell.test.ts"))).not.toThrow();
    // this very file: the check reads vitest's own record of the running test's file
    expect(() => requireTimingGroup("x")).not.toThrow();
  });
  // An operation count is exact on any machine: test/core/unified-diff.test.ts counts in the parallel group.
});
