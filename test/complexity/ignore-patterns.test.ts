// The gitignore matcher (src/core/ignore-patterns.ts) on the line that stalled the regex one: a
// 57-byte chain of `**` segments against deep folders. Doubling the depth, or the pattern, at most
// doubles the work.
import { describe, it } from "vitest";
import { IgnoreMatcher } from "../../src/core/ignore-patterns.js";
import { expectLinear } from "./harness.js";

const chain = (segments: number) => Array.from({ length: segments }, () => "**/a*").join("/") + "/b";

/** Walk `depth` folders named like the pattern's parts, then test a file at the bottom. */
function walk(m: IgnoreMatcher, depth: number): boolean | undefined {
  let state = m.initial();
  for (let i = 0; i < depth; i++) state = m.enter(state, "aaaaaaaaaaaaaaaaaaaa", true).state!;
  return m.enter(state, "c", false).verdict;
}

describe("ignore matching is linear", () => {
  it("in the folder depth (chained ** line, 9 segments: the 57-byte attack)", () => {
    const m = IgnoreMatcher.parse(chain(9));
    expectLinear({ name: "gitignore depth", start: 400, doublings: 3, input: (n) => n, run: (depth) => walk(m, depth) });
  });

  it("in the pattern's length (chained ** segments, fixed depth)", () => {
    expectLinear({ name: "gitignore pattern length", start: 8, input: (n) => IgnoreMatcher.parse(chain(n)), run: (m) => walk(m, 300) });
  });

  it("in the number of patterns", () => {
    expectLinear({ name: "gitignore pattern count", start: 8, input: (n) => IgnoreMatcher.parse(Array.from({ length: n }, (_, i) => `${chain(6)}${i}`)), run: (m) => walk(m, 200) });
  });
});
