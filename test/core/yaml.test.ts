// core/yaml.ts: the yaml package's document, with duplicate keys found in linear time (one Set per
// mapping) and nesting refused before its recursive composer runs; and nestedDeeperThan, the
// iterative depth check for parsed data.
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { nestedDeeperThan } from "../../src/core/json.js";
import { MAX_YAML_DEPTH, NESTING_CODE, parseYamlDocument } from "../../src/core/yaml.js";

const errors = (text: string, options = {}) => parseYamlDocument(text, options).errors.map((e) => [e.code, e.pos[0], e.message]);

describe("parseYamlDocument", () => {
  it("reports duplicate keys where the package's own check reports them, at every depth and in flow maps", () => {
    for (const text of [
      "a: 1\nb: 2\na: 3\n",
      "outer:\n  x: 1\n  y: 2\n  x: 3\nlist:\n  - k: 1\n    k: 2\n",
      "m: {p: 1, q: 2, p: 3}\n",
      "&anchor a: 1\na: 2\n",
      "1: one\n'1': quoted\n1: again\n",
      "? a\n: 1\n? a\n: 2\n",
    ]) {
      const theirs = parseDocument(text, { uniqueKeys: true, prettyErrors: false }).errors.map((e) => [e.code, e.pos[0], e.message]);
      expect(theirs.length, text).toBeGreaterThan(0);
      expect(errors(text), text).toEqual(theirs);
    }
  });

  it("keeps the package's other errors, in order, and reads a clean document as it does", () => {
    const text = "a: 1\n  b: 2\na: 3\n";
    expect(errors(text)).toEqual(parseDocument(text, { uniqueKeys: true, prettyErrors: false }).errors.map((e) => [e.code, e.pos[0], e.message]));
    const clean = "servers:\n  - name: a\n    env: {A: 1, B: 2}\n";
    expect(parseYamlDocument(clean).toJS()).toEqual(parseDocument(clean).toJS());
    expect(errors("a: 1\n---\nb: 2\n").map(([code]) => code)).toEqual(["MULTIPLE_DOCS"]);
  });

  it("refuses nesting past the bound before composing, in flow and block style", () => {
    const flow = (d: number) => `a: ${"[".repeat(d)}${"]".repeat(d)}`;
    expect(errors(flow(MAX_YAML_DEPTH - 1))).toEqual([]);
    const [code, offset, message] = errors(flow(MAX_YAML_DEPTH))[0]!;
    expect([code, offset, message]).toEqual([NESTING_CODE, 3 + MAX_YAML_DEPTH - 1, "YAML nested deeper than 256 levels: no config needs this, the file is likely corrupt or hostile"]);
    expect(parseYamlDocument(flow(1_000_000)).contents).toBeNull();
    expect(errors(`${"- ".repeat(10)}x`, { maxDepth: 9 }).map(([c]) => c)).toEqual([NESTING_CODE]);
    expect(errors(`${"- ".repeat(9)}x`, { maxDepth: 9 })).toEqual([]);
  });
});

describe("nestedDeeperThan", () => {
  it("counts objects and arrays as levels, scalars as none", () => {
    expect(nestedDeeperThan(1, 0)).toBe(false);
    expect(nestedDeeperThan({}, 0)).toBe(true);
    expect(nestedDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [{ b: 1 }] }, 2)).toBe(true);
    expect(nestedDeeperThan(JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`), 256)).toBe(true);
  });

  it("measures shared values once and their deepest use, and ignores a reference back up the path", () => {
    let chain: unknown = 1;
    const shared: unknown[] = [];
    // 40 levels, each holding the level below twice: 2^40 paths, 40 distinct arrays
    for (let i = 0; i < 40; i++) chain = [chain, chain];
    shared.push(chain);
    expect(nestedDeeperThan(shared, 41)).toBe(false);
    expect(nestedDeeperThan(shared, 40)).toBe(true);
    const cyclic: unknown[] = [1];
    cyclic.push(cyclic);
    expect(nestedDeeperThan(cyclic, 1)).toBe(false);
    expect(nestedDeeperThan({ a: cyclic }, 1)).toBe(true);
  });
});
