// The secret candidates' border tests read code units through tables; each must answer exactly
// as the regex it replaced, for every UTF-16 code unit.
import { describe, expect, it } from "vitest";
import { bordersToken, isKeyUnit, isSpaceUnit } from "../../../src/skills/commands/secrets.js";

describe("secret candidate borders", () => {
  it("match their regexes on every code unit", () => {
    const classes: [string, RegExp, (c: number) => boolean][] = [
      ["\\s", /\s/, isSpaceUnit],
      ["token start", /[\s"'`<>()[\]{},;=|\\]/, (c) => bordersToken(c, true)],
      ["token end", /[\s"'`<>()[\]{},;|\\]/, (c) => bordersToken(c, false)],
      ["key start", /[\w.]/, (c) => isKeyUnit(c, false)],
      ["key end", /[\w.-]/, (c) => isKeyUnit(c, true)],
    ];
    for (const [name, regex, fast] of classes) {
      const wrong: number[] = [];
      for (let c = 0; c < 65536; c++) if (regex.test(String.fromCharCode(c)) !== fast(c)) wrong.push(c);
      expect(wrong, name).toEqual([]);
    }
  });
});
