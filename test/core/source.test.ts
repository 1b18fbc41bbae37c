// The line index is built as far as positions are asked for, in any order of offsets, and agrees with
// the whole index everywhere (CR, LF, CRLF, a CRLF split at the point reached so far).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeLineStarts, lineIndexStats, positionAt, sourceFromText, type SourceFile } from "../../src/core/source.js";

const text = fc.array(fc.constantFrom("a", "bc", "\n", "\r", "\r\n", "é", "\u{1F600}"), { maxLength: 60 }).map((parts) => parts.join(""));

function whole(t: string): SourceFile {
  return { path: "x", displayPath: "x", text: t, bom: false, lineStarts: computeLineStarts(t) };
}

describe("lazy line index", () => {
  it("gives the same positions as the whole index, offsets asked in any order", () => {
    fc.assert(
      fc.property(text, fc.array(fc.integer({ min: -2, max: 70 }), { maxLength: 12 }), (t, offsets) => {
        const lazy = sourceFromText("x", "x", t);
        const full = whole(t);
        for (const o of offsets) expect(positionAt(lazy, o)).toEqual(positionAt(full, o));
        expect(lazy.lineStarts).toEqual(full.lineStarts);
        // After the whole index was read, positions still agree.
        for (const o of offsets) expect(positionAt(lazy, o)).toEqual(positionAt(full, o));
      }),
      { numRuns: 500 },
    );
  });

  it("looks at no character past the offset asked for", () => {
    const t = `first line\n${"x".repeat(100_000)}\n`;
    const source = sourceFromText("x", "x", t);
    const before = lineIndexStats.scanned;
    expect(positionAt(source, 5)).toEqual({ line: 1, column: 6, offset: 5 });
    expect(lineIndexStats.scanned - before).toBe(5);
    expect(positionAt(source, 12)).toEqual({ line: 2, column: 2, offset: 12 });
    expect(lineIndexStats.scanned - before).toBe(12);
    // A spread copy carries the whole index.
    expect({ ...source }.lineStarts).toEqual([0, 11, t.length]);
  });
});
