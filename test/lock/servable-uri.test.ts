// servedSkill writes the URI of a plain path (letters, digits, `_`, `-`, inner dots) without a round
// trip through the URL parser: that shortcut must give what the full check gives, for any skill path.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLAIN_PATH } from "../../src/lock/servable.js";
import { representableUri } from "../../src/lock/skill-uri.js";

const plainSegment = fc.stringMatching(/^[\w-][\w.-]{0,12}$/);
const anySegment = fc.oneof(plainSegment, fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom("Q&A", "a b", "é", "%41", "C:", "x?y", "#", "..", "."));

describe("the URI of a plain path inside a skill", () => {
  it("is the skill's URI, a slash and the path, as the URL parser would keep it", () => {
    fc.assert(
      fc.property(fc.array(anySegment, { minLength: 1, maxLength: 3 }), fc.array(plainSegment, { minLength: 1, maxLength: 4 }), (root, file) => {
        const rootUri = representableUri(root);
        const path = file.join("/");
        expect(PLAIN_PATH.test(path)).toBe(true);
        if (rootUri !== undefined) expect(`${rootUri}/${path}`).toBe(representableUri([...root, ...file]));
      }),
      { numRuns: 2000 },
    );
  });

  it("is never taken for dot segments, encoded characters or empty segments", () => {
    for (const path of [".", "..", "a/..", "./a", "a//b", "a/", "/a", "a b", "a%2Fb", "Q&A.md", "é.md", "a\\b", ".hidden/x"]) expect(PLAIN_PATH.test(path), path).toBe(false);
  });
});
