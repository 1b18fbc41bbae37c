// The keyword automaton against its plain definition: every occurrence of every keyword, ASCII case
// ignored, whole words bordered by no letter, digit, `_` or `-`, listed by where they start (for one
// start, the shorter first: it ends first). Small alphabets make overlaps, shared prefixes, failure
// links and word borders meet often.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KeywordSearch } from "../../../src/core/keyword-search.js";
import { TEXT_PATTERNS } from "../../../src/skills/commands/text-patterns.js";
import { EXEC_HINTS, RISK_PHRASES, RISK_PROGRAMS, SECRET_NAME_HINTS, TOKEN_HINTS } from "../../../src/skills/commands/keywords.js";

const isWordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_-]/.test(c);

function plainSearch(keywords: readonly string[], wholeWords: readonly string[], text: string): { at: number[]; keyword: string[] } {
  const whole = new Set(wholeWords.map((k) => k.toLowerCase()));
  const words = [...new Set([...keywords, ...wholeWords].map((k) => k.toLowerCase()))].filter((k) => k.length > 0);
  const lower = text.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const found: { at: number; keyword: string }[] = [];
  for (const w of words) {
    for (let i = lower.indexOf(w); i !== -1; i = lower.indexOf(w, i + 1)) {
      if (whole.has(w) && (isWordChar(text[i - 1]) || isWordChar(text[i + w.length]))) continue;
      found.push({ at: i, keyword: w });
    }
  }
  found.sort((a, b) => a.at - b.at || a.keyword.length - b.keyword.length);
  return { at: found.map((f) => f.at), keyword: found.map((f) => f.keyword) };
}

const letters = "abAB-_ .é\n\ud800";
const word = fc.string({ unit: fc.constantFrom(..."abAB-_ ."), minLength: 1, maxLength: 5 });
const text = fc.string({ unit: fc.constantFrom(...letters), maxLength: 200 });

describe("KeywordSearch", () => {
  it("finds what the plain definition finds, whole words included", () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 12 }), fc.array(word, { maxLength: 6 }), text, (keywords, wholeWords, t) => {
        // A keyword given as both kinds counts as a whole word only.
        const plain = keywords.filter((k) => !wholeWords.some((w) => w.toLowerCase() === k.toLowerCase()));
        expect(new KeywordSearch(plain, wholeWords).search(t)).toEqual(plainSearch(plain, wholeWords, t));
      }),
      { numRuns: 400 },
    );
  });

  it("finds what the plain definition finds with the scanner's own keywords", () => {
    const keywords = [...TEXT_PATTERNS.flatMap((p) => p.keywords), ...TOKEN_HINTS, ...SECRET_NAME_HINTS, ...EXEC_HINTS, ...RISK_PHRASES].filter((k) => !(RISK_PROGRAMS as readonly string[]).includes(k.toLowerCase()));
    const search = new KeywordSearch(keywords, RISK_PROGRAMS);
    const pieces = fc.constantFrom(...keywords, ...RISK_PROGRAMS, " ", "x", "-", "\n", "/", "é", "RM", "Curl", "sudo_");
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const t = parts.join("");
        expect(search.search(t)).toEqual(plainSearch(keywords, RISK_PROGRAMS, t));
      }),
      { numRuns: 300 },
    );
  });

  it("finds keywords across the chunks it copies the text in (64 Ki code units)", () => {
    const search = new KeywordSearch(["curl", "ghp_", "-----begin"], ["rm"]);
    for (const shift of [-12, -5, -3, -1, 0, 1]) {
      const base = 65_536 + shift;
      const text = `${"x".repeat(base)}curl -----BEGIN rm é ${"y ".repeat(40_000)}ghp_ rm`;
      expect(search.search(text)).toEqual(plainSearch(["curl", "ghp_", "-----begin"], ["rm"], text));
      expect(search.search(text).at[0]).toBe(base);
    }
  });

  it("finds what the plain definition finds in long texts, read by two runs of the automaton at once (keywords across the half, at its edges, overlapping it)", () => {
    const keywords = [...TEXT_PATTERNS.flatMap((p) => p.keywords), ...TOKEN_HINTS, ...SECRET_NAME_HINTS, ...EXEC_HINTS, ...RISK_PHRASES].filter((k) => !(RISK_PROGRAMS as readonly string[]).includes(k.toLowerCase()));
    const search = new KeywordSearch(keywords, RISK_PROGRAMS);
    const pieces = fc.constantFrom(...keywords, ...RISK_PROGRAMS, " ", "x", "-", "\n", "/", "é", "RM", "Curl", "sudo_", "aaaa", "ab".repeat(30));
    fc.assert(
      fc.property(fc.array(pieces, { minLength: 60, maxLength: 400 }), (parts) => {
        const t = parts.join("");
        expect(search.search(t)).toEqual(plainSearch(keywords, RISK_PROGRAMS, t));
      }),
      { numRuns: 200 },
    );
    // A keyword placed at every offset around the half of a chunk (and of the last, shorter chunk).
    const few = new KeywordSearch(["aab", "ab", "b", "-----begin", "xoxb-"], ["rm"]);
    const plainFew = (t: string) => plainSearch(["aab", "ab", "b", "-----begin", "xoxb-"], ["rm"], t);
    for (const length of [512, 513, 1000, 65_536 + 700]) {
      const half = (length > 65_536 ? length - 65_536 : length) >> 1;
      const start = length > 65_536 ? 65_536 : 0;
      for (let shift = -14; shift <= 4; shift++) {
        for (const word of ["aab", "-----BEGIN", "rm", "xoxb-"]) {
          const at = start + half + shift;
          const t = `${"a".repeat(at)}${word}${"z".repeat(Math.max(0, length - at - word.length))}`;
          expect(few.search(t)).toEqual(plainFew(t));
        }
      }
    }
  });

  it("stays correct for every instance when several are built (each has its own tables)", () => {
    const a = new KeywordSearch(["ab", "b"]);
    const b = new KeywordSearch(["ba"], ["a"]);
    for (let i = 0; i < 3; i++) {
      expect(a.search("xaby ba")).toEqual({ at: [1, 2, 5], keyword: ["ab", "b", "b"] });
      expect(b.search("ba a-ba a")).toEqual({ at: [0, 5, 8], keyword: ["ba", "ba", "a"] });
    }
  });
});
