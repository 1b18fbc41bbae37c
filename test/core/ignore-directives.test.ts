// findDirectives scans in one pass; it must find exactly what the patterns it replaced found.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findDirectives, type IgnoreSyntax } from "../../src/core/ignores.js";
import { rangeAt, sourceFromText } from "../../src/core/source.js";

const PATTERNS = {
  jsonc: /\/\/[ \t]*mcp-audit-ignore\[([^\]]*)\]([^\r\n]*)|\/\*[ \t]*mcp-audit-ignore\[([^\]]*)\]([\s\S]*?)\*\//g,
  markdown: /<!--[ \t]*mcp-audit-ignore\[([^\]]*)\]([\s\S]*?)-->/g,
  hash: /#[ \t]*mcp-audit-ignore\[([^\]\n]*)\]([^\r\n]*)/g,
  "hash-or-slash": /(?:#|\/\/)[ \t]*mcp-audit-ignore\[([^\]\n]*)\]([^\r\n]*)/g,
};

/** The regex version, as it was. */
function reference(text: string, syntax: IgnoreSyntax) {
  const file = sourceFromText("/x", "x", text);
  return [...text.matchAll(PATTERNS[syntax])].map((m) => ({
    offset: m.index,
    length: m[0].length,
    line: rangeAt(file, m.index, m[0].length).start.line,
    ruleIds: (m[1] ?? m[3] ?? "").split(",").map((s) => s.trim()).filter(Boolean),
    reason: (m[2] ?? m[4] ?? "").trim(),
    used: false,
  }));
}

describe("findDirectives", () => {
  it("finds what the directive patterns find, on texts built from their pieces", () => {
    // directive openings whole and in parts, closings, and what lies between
    const piece = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom("// mcp-audit-ignore[", "/*\tmcp-audit-ignore[", "<!-- mcp-audit-ignore[", "# mcp-audit-ignore[", "mcp-audit-ignore[") },
      { weight: 3, arbitrary: fc.constantFrom("]", "*/", "-->", "a", "\n") },
      { weight: 2, arbitrary: fc.constantFrom("mcp-audit-ignore", "//", "/*", "<!--", "#", "[", ", b", " ", "\t", "\r\n", "/", "*", "-", "<", "!") },
    );
    const text = fc.array(piece, { minLength: 8, maxLength: 30 }).map((p) => p.join(""));
    for (const syntax of ["jsonc", "markdown", "hash", "hash-or-slash"] as const) {
      let found = 0;
      fc.assert(
        fc.property(text, (t) => {
          const expected = reference(t, syntax);
          found += expected.length;
          return JSON.stringify(findDirectives(sourceFromText("/x", "x", t), syntax)) === JSON.stringify(expected);
        }),
        { numRuns: 3000 },
      );
      expect(found, `${syntax}: the texts hold directives`).toBeGreaterThan(300);
    }
    const sample = "// mcp-audit-ignore[inline-secret] fine\n/* mcp-audit-ignore[a, b]\n why */ x <!-- mcp-audit-ignore[c] -->";
    expect(findDirectives(sourceFromText("/x", "x", sample), "jsonc").map((d) => d.ruleIds)).toEqual([["inline-secret"], ["a", "b"]]);
    expect(findDirectives(sourceFromText("/x", "x", sample), "markdown").map((d) => [d.ruleIds, d.line])).toEqual([[["c"], 3]]);
  });
});
