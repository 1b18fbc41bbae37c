// The --diff output: valid unified diffs (git apply reproduces the new text), minimal for local
// changes, linear in the text whatever the changes.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffStats, unifiedDiff } from "../../src/core/unified-diff.js";
import { expectLinear } from "../complexity/harness.js";

/** What `git apply` makes of `before` and the diff. */
function applied(before: string, diff: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-diff-"));
  fs.writeFileSync(path.join(dir, "f.json"), before);
  fs.writeFileSync(path.join(dir, "p.diff"), diff);
  execFileSync("git", ["apply", "--unidiff-zero", "p.diff"], { cwd: dir, stdio: "pipe" });
  return fs.readFileSync(path.join(dir, "f.json"), "utf8");
}

describe("unifiedDiff", () => {
  it("shows a one-line change with three lines of context", () => {
    const before = ["{", '  "a": 1,', '  "b": 2,', '  "c": 3,', '  "d": "@latest",', '  "e": 5,', '  "f": 6,', '  "g": 7,', '  "h": 8', "}", ""].join("\n");
    const after = before.replace("@latest", "@1.2.3");
    expect(unifiedDiff("f.json", before, after)).toBe(
      ["--- a/f.json", "+++ b/f.json", "@@ -2,7 +2,7 @@", '   "a": 1,', '   "b": 2,', '   "c": 3,', '-  "d": "@latest",', '+  "d": "@1.2.3",', '   "e": 5,', '   "f": 6,', '   "g": 7,', ""].join("\n"),
    );
    expect(unifiedDiff("f.json", before, before)).toBe("");
  });

  it("says when the last line has no newline", () => {
    expect(unifiedDiff("f", "a\nb", "a\nc")).toBe("--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n");
    expect(unifiedDiff("f", "a", "a\n")).toBe("--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n");
  });

  it("passes every line it shows through `show` (redaction)", () => {
    const diff = unifiedDiff("f", '"token": "ghp_secret"\n', '"token": "${TOKEN}"\n', { show: (l) => l.replace("ghp_secret", "ghp_… (10 chars)") });
    expect(diff).toContain('-"token": "ghp_… (10 chars)"');
    expect(diff).not.toContain("ghp_secret");
  });

  it("is a diff git apply accepts and that gives the new text (random edits)", () => {
    const line = fc.constantFrom("{", "}", '  "a": 1,', '  "b": "x",', "", "  // c", '  "args": ["-y", "pkg@latest"]');
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), fc.array(fc.tuple(fc.nat(40), fc.nat(3), fc.array(line, { maxLength: 3 })), { maxLength: 5 }), fc.boolean(), (lines, edits, newline) => {
        const a = lines.slice();
        for (const [at, drop, insert] of edits) a.splice(Math.min(at, a.length), drop, ...insert);
        const before = lines.join("\n") + (newline && lines.length > 0 ? "\n" : "");
        const after = a.join("\n") + (newline && a.length > 0 ? "\n" : "");
        const diff = unifiedDiff("f.json", before, after);
        if (before === after) return diff === "";
        return applied(before, diff) === after;
      }),
      { numRuns: 60 },
    );
  });

  it("is linear in the text, even when every line changes (line comparisons counted)", () => {
    const comparisons = (a: string, b: string) => {
      const before = diffStats.comparisons;
      unifiedDiff("f", a, b);
      return diffStats.comparisons - before;
    };
    expectLinear({ name: "unified diff, every line changed", start: 4_000, count: true, input: (n) => [Array.from({ length: n }, (_, i) => `a${i}`).join("\n"), Array.from({ length: n }, (_, i) => `b${i}`).join("\n")] as const, run: ([a, b]) => comparisons(a, b) });
    expectLinear({ name: "unified diff, sparse changes", start: 4_000, count: true, input: (n) => {
      const a = Array.from({ length: n }, (_, i) => `"k${i}": "v"`);
      return [a.join("\n"), a.map((l, i) => (i % 50 === 0 ? l.replace("v", "w") : l)).join("\n")] as const;
    }, run: ([a, b]) => comparisons(a, b) });
  });

});
