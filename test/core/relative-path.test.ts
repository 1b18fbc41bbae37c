// relativePath is path.relative, with a shortcut for a resolved path inside a resolved folder.
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { relativePath } from "../../src/core/relative-path.js";

const segment = fc.constantFrom("", ".", "..", "a", "b", "ab", "a.", ".a", "..a", "a..", "a b", "é", "-");
const segments = fc.array(segment, { maxLength: 6 });
const asPath = (absolute: boolean, parts: string[], trailing: boolean) => `${absolute ? "/" : ""}${parts.join("/")}${trailing ? "/" : ""}`;
const aPath = fc.tuple(fc.boolean(), segments, fc.boolean()).map(([a, p, t]) => asPath(a || p.length === 0, p, t));

describe("relativePath", () => {
  it("answers as path.relative for any two paths, and for a path below another", () => {
    fc.assert(
      fc.property(aPath, aPath, fc.boolean(), (from, tail, below) => {
        // Half the time `to` extends `from` (the case the shortcut takes), with any separators between.
        const to = below ? `${from}${tail}` : tail;
        expect(relativePath(from, to)).toBe(path.relative(from, to));
      }),
      { numRuns: 20_000 },
    );
  });

  it("takes the shortcut on resolved paths and leaves the rest to path.relative", () => {
    expect(relativePath("/r/a", "/r/a/b/c")).toBe("b/c");
    expect(relativePath("/r/a", "/r/a")).toBe("");
    expect(relativePath("/", "/r")).toBe("r");
    expect(relativePath("/r/a", "/r/ab")).toBe("../ab");
    expect(relativePath("/r/a", "/r/a/../b")).toBe("../b");
    expect(relativePath("/r/a/", "/r/a/b")).toBe("b");
    expect(relativePath("/r/a", "/r/a//b")).toBe("b");
  });
});
