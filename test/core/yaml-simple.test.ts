// The one-pass reading of `key: value` front matter gives the package's own tokens and tree, or
// leaves the text to the package.
import fc from "fast-check";
import { Lexer, Parser, parse } from "yaml";
import { describe, expect, it } from "vitest";
import { parseYaml, simpleMapping } from "../../src/core/yaml.js";
import { parseFrontMatter } from "../../src/skills/front-matter.js";

const keyChar = fc.constantFrom("a", "Z", "0", "_", "-", ":", " ", ".", "é", "#", "?");
const valueChar = fc.constantFrom("a", "b", " ", " ", ":", "#", "-", "?", ",", "[", "]", "{", "}", "&", "*", "!", "|", ">", "'", '"', "%", "@", "`", ".", "~", "(", ")", "\t", "é", "\r", "\\", "/", "0", "1");
const key = fc.oneof(fc.constantFrom("name", "description", "license", "allowed-tools", "true", "1", "_x", "a-"), fc.array(keyChar, { minLength: 1, maxLength: 6 }).map((c) => c.join("")));
const value = fc.oneof(fc.constantFrom("pdf", "Use when the user asks.", "Bash(python:*) Read", "true", "0x1F", "null", "~", "1e3", "a: b", "x #c", "'q'", "---", ""), fc.array(valueChar, { maxLength: 12 }).map((c) => c.join("")));
const line = fc.tuple(key, fc.constantFrom(": ", ": ", ":", ":  ", " : "), value, fc.constantFrom("\n", "\n", "\n", "\r\n", "")).map((p) => p.join(""));
// Lines as skills write them, with the odd character that changes the reading mixed in.
const plainChar = fc.constantFrom("a", "b", "c", " ", ".", "(", ")", "/", "'", "-", ":", "*", ",", "0");
const cleanLine = fc
  .tuple(fc.constantFrom("name", "description", "license", "k", "allowed-tools", "on"), fc.constantFrom("x", "U", "1", "t", "."), fc.array(plainChar, { maxLength: 10 }))
  .map(([k, first, rest]) => `${k}: ${first}${rest.join("")}\n`);
const text = fc.oneof(fc.array(line, { maxLength: 6 }), fc.array(cleanLine, { minLength: 1, maxLength: 6 }), fc.array(fc.oneof(cleanLine, cleanLine, line), { maxLength: 6 })).map((l) => l.join(""));

function packageReading(t: string): { tokens: string[]; documents: unknown[] } {
  return { tokens: [...new Lexer().lex(t)], documents: [...new Parser().parse(t)] };
}

describe("simpleMapping", () => {
  it("gives exactly the package's tokens and tree whenever it reads a text", () => {
    let read = 0;
    fc.assert(
      fc.property(text, (t) => {
        const fast = simpleMapping(t);
        if (!fast) return;
        read++;
        expect(fast.tokens).toEqual(packageReading(t).tokens);
        expect(packageReading(t).documents).toStrictEqual([fast.document]);
      }),
      { numRuns: 20_000 },
    );
    // The generator makes both kinds: a property that never reads a text proves nothing.
    expect(read).toBeGreaterThan(3_000);
  });

  it("reads the front matter skills write, and the same data and errors come out", () => {
    const t = "name: pdf-tools\ndescription: Use when the user asks to fill a PDF form. Reads references/ and runs scripts/run.sh.\nlicense: MIT\nallowed-tools: Bash(python:*) Read\nversion: 1.2\ndisable: true\n";
    expect(simpleMapping(t)).toBeDefined();
    expect(parseYaml(t).document.toJS()).toEqual(parse(t));
    expect(parseFrontMatter(`---\n${t}---\n# x\n`).data).toEqual(parse(t));
  });

  it("leaves every other shape to the package", () => {
    for (const t of [
      "\uFEFFname: x\n", // BOM
      "name: x\r\ndescription: y\r\n", // CRLF
      "name: x", // no final newline
      "name:\tx\n", // tab
      "name: x\tz\n",
      "name: &a x\nb: *a\n", // anchor, alias
      "name: !tag x\n", // tag
      "name: ---\n", // a fence inside a value
      "name: x # comment\n",
      "name: a: b\n",
      "name: x:\n",
      "name: x \n",
      "name:\n  x\n", // a value on the next line
      "description: >-\n  folded\n", // folded block
      "description: 'quoted'\n",
      'description: "quoted"\n',
      "name: café\n", // non-ASCII
      " name: x\n", // indented
      "- x\n",
      "? x\n",
      "",
    ]) {
      expect({ t, fast: simpleMapping(t) }).toEqual({ t, fast: undefined });
    }
  });

  it("still reports duplicate keys, at the repeated key", () => {
    const t = "name: a\ndescription: b\nname: c\n";
    expect(simpleMapping(t)).toBeDefined();
    const errors = parseYaml(t, { strict: true }).document.errors.map((e) => [e.code, e.pos[0]]);
    expect(errors).toEqual([["DUPLICATE_KEY", 23]]);
  });
});
