// The scanners read code units through tables rather than a regex per character; each must answer
// exactly as the regex it replaced, for every UTF-16 code unit.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstWord, isPathWordUnit, startsLowerWord } from "../../../src/skills/commands/code.js";
import { isSpaceUnit } from "../../../src/skills/commands/keywords.js";
import { assignsAt, bordersToken, isKeyUnit } from "../../../src/skills/commands/secrets.js";

describe("code-unit tables", () => {
  it("match their regexes on every code unit", () => {
    const classes: [string, RegExp, (c: number) => boolean][] = [
      ["\\s", /\s/, isSpaceUnit],
      ["token start", /[\s"'`<>()[\]{},;=|\\]/, (c) => bordersToken(c, true)],
      ["token end", /[\s"'`<>()[\]{},;|\\]/, (c) => bordersToken(c, false)],
      ["key start", /[\w.]/, (c) => isKeyUnit(c, false)],
      ["key end", /[\w.-]/, (c) => isKeyUnit(c, true)],
      ["path word", /[\w./\\:-]/, isPathWordUnit],
      ["lower-case start", /[a-z0-9._/~-]/, startsLowerWord],
    ];
    for (const [name, regex, fast] of classes) {
      const wrong: number[] = [];
      for (let c = 0; c < 65536; c++) if (regex.test(String.fromCharCode(c)) !== fast(c)) wrong.push(c);
      expect(wrong, name).toEqual([]);
    }
  });

  it("read a string's first word as the regex does", () => {
    const piece = fc.constantFrom(" ", "\t", "\n", "\u00a0", "\u3000", "a", "Z", "9", "_", ".", "/", "\\", ":", "-", "~", "$", "é", "|", "x".repeat(199), "        ");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 16 }), (pieces) => {
        const value = pieces.join("");
        expect(firstWord(value)).toBe(/^\s{0,8}([\w./\\:-]{1,200})/.exec(value)?.[1]);
      }),
      { numRuns: 5000 },
    );
  });

  it("tell where a value is assigned as the regex's start does", () => {
    const piece = fc.constantFrom(" ", "\t", "\u00a0", '"', "'", ":", "=", "a", "x y", "     ");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), fc.nat(12), fc.nat(12), (pieces, a, b) => {
        const text = pieces.join("");
        const [at, end] = [Math.min(a, b, text.length), Math.min(Math.max(a, b), text.length)];
        expect(assignsAt(text, at, end)).toBe(/^["']?\s{0,4}[:=]/.test(text.slice(at, end)));
      }),
      { numRuns: 5000 },
    );
  });
});
