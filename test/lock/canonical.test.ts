// canonicalJson is built iteratively (a listing's front matter can nest as deep as the network likes):
// it must give exactly what the recursive definition gives, JSON.stringify of the value with its keys
// sorted at every depth, and survive any depth.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson, compareCodeUnits } from "../../src/core/canonical-json.js";

/**
 * The definition, recursively (fine for the small values the property generates): JSON.stringify's
 * rules for each value, members in code-unit order of their keys. (Sorting into a fresh object, as the
 * recursive version did, would put integer-like keys first: objects order those numerically.)
 */
function reference(value: unknown, inArray = false): string {
  if (value === null || typeof value !== "object") return (JSON.stringify(value) as string | undefined) ?? (inArray ? "null" : "undefined");
  if (Array.isArray(value)) return `[${value.map((v) => reference(v, true)).join(",")}]`;
  const members = Object.keys(value)
    .sort(compareCodeUnits)
    .filter((k) => JSON.stringify((value as Record<string, unknown>)[k]) !== undefined)
    .map((k) => `${JSON.stringify(k)}:${reference((value as Record<string, unknown>)[k])}`);
  return `{${members.join(",")}}`;
}

describe("canonicalJson", () => {
  it("equals the recursive definition on any JSON-like value (undefined and odd keys included)", () => {
    const key = fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "", "a", "B", "é", "\u{1F600}"));
    const leaf = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: "small" }, leaf, fc.array(tie("node")), fc.dictionary(key, tie("node"))),
    })).node;
    fc.assert(fc.property(value, (v) => canonicalJson(v) === reference(v)));
    for (const v of [undefined, [undefined, () => 1], { a: undefined, b: Symbol("s") }, new Date(0), Object.defineProperty({}, "__proto__", { value: 1, enumerable: true })]) {
      expect(canonicalJson(v)).toBe(reference(v));
    }
  });

  it("writes a value nested 100,000 deep, and refuses one that contains itself", () => {
    const deep = JSON.parse(`${'{"b":1,"a":'.repeat(100_000)}0${"}".repeat(100_000)}`);
    const text = canonicalJson(deep);
    expect(text.startsWith('{"a":{"a":')).toBe(true);
    expect(text.length).toBe(`${'{"a":'.repeat(100_000)}0${',"b":1}'.repeat(100_000)}`.length);
    const cyclic: unknown[] = [];
    cyclic.push(cyclic);
    expect(() => canonicalJson(cyclic)).toThrow(TypeError);
  });
});
