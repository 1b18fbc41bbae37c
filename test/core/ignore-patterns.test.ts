// The gitignore matcher: the same verdicts as git itself (checked against `git check-ignore` on
// generated patterns and paths). Its linear cost is tested in test/complexity/ignore-patterns.test.ts.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IgnoreMatcher, parseIgnoreRules } from "../../src/core/ignore-patterns.js";
import { tempDir } from "../cli/run.js";

const hasGit = spawnSync("git", ["--version"]).status === 0;

/** Whether `file` (folders above it included, as git applies them) is ignored by `patterns`. */
function ignored(patterns: string, file: string): boolean {
  const m = IgnoreMatcher.parse(patterns);
  const parts = file.split("/");
  let state = m.initial();
  for (let i = 0; i < parts.length; i++) {
    const isDir = i < parts.length - 1;
    const r = m.enter(state, parts[i]!, isDir);
    if (r.verdict === true) return true;
    if (isDir) state = r.state!;
  }
  return false;
}

describe("gitignore patterns", () => {
  const cases: [string, string, boolean][] = [
    ["*.log", "a.log", true],
    ["*.log", "deep/er/a.log", true],
    ["*.log", "a.log.txt", false],
    ["build/", "build/x", true],
    ["build/", "src/build/x", true],
    ["build/", "build", false], // a file named build: dir-only rule
    ["/build", "src/build/x", false],
    ["/build", "build/x", true],
    ["doc/*.txt", "doc/a.txt", true],
    ["doc/*.txt", "doc/sub/a.txt", false],
    ["doc/*.txt", "x/doc/a.txt", false],
    ["**/foo", "a/b/foo", true],
    ["**/foo/bar", "x/foo/bar", true],
    ["a/**/b", "a/b", true],
    ["a/**/b", "a/x/y/b", true],
    ["a/**", "a/x", true],
    ["a/**", "a", false],
    ["*\n!keep.txt", "keep.txt", false],
    ["dir/\n!dir/keep", "dir/keep", true], // a parent folder excluded cannot be re-included
    ["dir/*\n!dir/keep", "dir/keep", false],
    ["\\#hash", "#hash", true],
    ["# comment", "# comment", false],
    ["\\!bang", "!bang", true],
    ["trail   ", "trail", true],
    ["trail\\ ", "trail ", true],
    ["[abc].md", "b.md", true],
    ["[!abc].md", "b.md", false],
    ["[a-c].md", "c.md", true],
    ["[[:digit:]]x", "7x", true],
    ["?.md", "ab.md", false],
    ["a**b", "axxb", true],
    ["a**b", "ax/xb", false],
    ["[unclosed", "[unclosed", true],
  ];
  it.each(cases)("%j on %s → %s", (patterns, file, expected) => {
    expect(ignored(patterns, file)).toBe(expected);
  });

  it("drops blank lines and comments; keeps CRLF files readable", () => {
    expect(parseIgnoreRules("\n# x\r\n*.tmp\r\n").map((r) => r.source)).toEqual(["*.tmp"]);
  });

  // A differential test: generated patterns and paths, verdicts compared with git's own matcher.
  it.runIf(hasGit)("agrees with git check-ignore on generated patterns and paths", () => {
    const seg = fc.constantFrom("a", "b", "ab", "*", "?", "a*", "*b", "[ab]", "[!a]", "**", ".x");
    const pattern = fc
      .tuple(fc.boolean(), fc.boolean(), fc.array(seg, { minLength: 1, maxLength: 4 }), fc.boolean())
      .map(([neg, lead, segs, trail]) => `${neg ? "!" : ""}${lead ? "/" : ""}${segs.join("/")}${trail ? "/" : ""}`);
    const name = fc.constantFrom("a", "b", "ab", "ba", "aa", ".x", "c");
    const file = fc.array(name, { minLength: 1, maxLength: 5 }).map((p) => p.join("/"));
    const samples = fc.sample(fc.tuple(fc.array(pattern, { minLength: 1, maxLength: 3 }), fc.array(file, { minLength: 1, maxLength: 6 })), 100);
    const seen = [0, 0];
    const repo = tempDir();
    execFileSync("git", ["init", "-q", repo]);
    try {
      for (const [patterns, files] of samples) {
        const text = patterns.join("\n") + "\n";
        // git decides folder-ness from the disk: build the paths (a name cannot be file and folder at once).
        const unique = [...new Set(files)].filter((f, _, all) => !all.some((g) => g.startsWith(`${f}/`)));
        fs.rmSync(path.join(repo, "t"), { recursive: true, force: true });
        for (const f of unique) {
          fs.mkdirSync(path.dirname(path.join(repo, "t", f)), { recursive: true });
          fs.writeFileSync(path.join(repo, "t", f), "");
        }
        fs.writeFileSync(path.join(repo, ".gitignore"), patterns.map((p) => prefixPattern(p)).join("\n") + "\n");
        const r = spawnSync("git", ["-C", repo, "check-ignore", "--no-index", "--stdin"], { input: unique.map((f) => `t/${f}`).join("\n") + "\n", encoding: "utf8" });
        const gitIgnored = new Set(r.stdout.split("\n").filter(Boolean).map((l) => l.slice(2)));
        for (const f of unique) {
          const k = gitIgnored.has(f) ? 1 : 0;
          seen[k] = (seen[k] ?? 0) + 1;
          expect({ patterns, file: f, ignored: ignored(text, f) }).toEqual({ patterns, file: f, ignored: gitIgnored.has(f) });
        }
      }
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
    // The comparison covered both verdicts many times.
    expect(Math.min(...seen)).toBeGreaterThan(20);
  });
});

/** The same pattern for a .gitignore one folder up: rules anchored at `t/` (the generated tree). */
function prefixPattern(p: string): string {
  const neg = p.startsWith("!") ? "!" : "";
  const body = neg ? p.slice(1) : p;
  const trail = body.endsWith("/") ? "/" : "";
  const core = trail ? body.slice(0, -1) : body;
  const anchored = core.includes("/");
  return `${neg}t/${anchored ? core.replace(/^\//, "") : `**/${core}`}${trail}`;
}
