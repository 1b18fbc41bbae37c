// parseJson's two pre-checks skip a scan only where the scan would find nothing: the count of `{`
// and `[` bounds the nesting, and a text without `//`, `/*` or a comma before a closing bracket has no
// comment and no trailing comma. Both are held to the scans they stand for.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsoncOnlySyntax, MAX_JSON_DEPTH, mayHoldJsoncOnlySyntax, nestingDepth, openersAtMost, parseJson } from "../../src/core/json.js";

const piece = fc.oneof(
  fc.constantFrom("{", "}", "[", "]", ",", ":", '"', "\\", " ", "\t", "\n", "\r", "\u200b", "\u00a0", "/", "//", "/*", "*/", "a", "1", "true", '"k"', '"a,}"', '"//x"'),
  fc.string({ maxLength: 4 }),
);
const text = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(""));

describe("parseJson's pre-checks", () => {
  it("a text with no more openers than the limit is no deeper than it; one the check refuses is scanned", () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 12 }), (t, max) => {
        if (openersAtMost(t, max)) expect(nestingDepth(t).depth).toBeLessThanOrEqual(max);
      }),
      { numRuns: 3000 },
    );
    expect(openersAtMost("[".repeat(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(true);
    expect(openersAtMost("[".repeat(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(false);
    // Deep input is still refused.
    expect(parseJson("[".repeat(MAX_JSON_DEPTH + 1), false).fatal).toBe(true);
    expect(parseJson(`{"a": ${"[".repeat(MAX_JSON_DEPTH + 1)}`, false).problems[0]!.message).toMatch(/nested deeper than 256/);
  });

  it("a text the comment and trailing-comma check passes holds none", () => {
    fc.assert(
      fc.property(text, (t) => {
        if (!mayHoldJsoncOnlySyntax(t)) expect(jsoncOnlySyntax(t)).toEqual([]);
      }),
      { numRuns: 5000 },
    );
    expect(parseJson('{"a": 1,\n}', false).problems.map((p) => p.kind)).toEqual(["trailing-comma"]);
    expect(parseJson('{"a": 1 // x\n}', false).problems.map((p) => p.kind)).toEqual(["comment"]);
    expect(parseJson('{"a": "https://x", "b": [1,2]}', false).problems).toEqual([]);
  });
});
