// The risky-command tables check themselves, like gitleaks' rules: every check's and pattern's bad
// examples are reported by it, its good ones are not; regexes are bounded; the secret hint misses
// no token format of the detector.
import { describe, expect, it } from "vitest";
import { scanShell } from "../../src/skills/commands/analyze.js";
import { COMMAND_CHECKS } from "../../src/skills/commands/checks.js";
import { mayHoldShellCommand, TOKEN_HINTS } from "../../src/skills/commands/keywords.js";
import { scanText, TEXT_PATTERNS } from "../../src/skills/commands/text-patterns.js";
import { TOKEN_FORMATS } from "../../src/secrets/token-formats.js";

const shellIds = (text: string) => scanShell(text).hits.map((h) => h.id);

describe("command checks", () => {
  it("have unique ids, examples of both kinds, and look at named programs", () => {
    const ids = COMMAND_CHECKS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of COMMAND_CHECKS) {
      expect(c.examples.bad.length, c.id).toBeGreaterThan(0);
      expect(c.examples.good.length, c.id).toBeGreaterThan(0);
      expect(c.programs.length, c.id).toBeGreaterThan(0);
    }
  });

  for (const check of COMMAND_CHECKS) {
    describe(check.id, () => {
      for (const bad of check.examples.bad) it(`finds ${JSON.stringify(bad)}`, () => expect(shellIds(bad)).toContain(check.id));
      for (const good of check.examples.good) it(`leaves ${JSON.stringify(good)}`, () => expect(shellIds(good)).not.toContain(check.id));
    });
  }
});

describe("text patterns", () => {
  it("have unique ids, bounded non-global regexes and lower-case keywords", () => {
    const ids = TEXT_PATTERNS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of TEXT_PATTERNS) {
      expect(p.regex.flags).not.toMatch(/[gy]/);
      // No unbounded `.*` / `[^…]*` / `+` spans: they are what makes a long line quadratic.
      expect(p.regex.source, p.id).not.toMatch(/(?<!\\)[.\]]\*|(?<!\\)[.\]]\+(?!\?)/);
      for (const k of p.keywords) expect(k, p.id).toBe(k.toLowerCase());
      expect(p.examples.bad.length, p.id).toBeGreaterThan(0);
      expect(p.examples.good.length, p.id).toBeGreaterThan(0);
    }
  });

  for (const pattern of TEXT_PATTERNS) {
    const language = pattern.languages?.[0] ?? "shell";
    const ids = (text: string) => scanText(text, 0, text.length, "code", language).map((h) => h.pattern.id);
    describe(pattern.id, () => {
      for (const bad of pattern.examples.bad) it(`finds ${JSON.stringify(bad)}`, () => expect(ids(bad)).toContain(pattern.id));
      for (const good of pattern.examples.good) it(`leaves ${JSON.stringify(good)}`, () => expect(ids(good)).not.toContain(pattern.id));
    });
  }
});

describe("the gate before parsing", () => {
  // COMMON_PROGRAMS (`cat`, `echo`, `sh`…) are not gate words: a check on one passes only by another word.
  it("lets through every bad example of every check", () => {
    for (const check of COMMAND_CHECKS) {
      for (const bad of check.examples.bad) expect(mayHoldShellCommand(bad, "sh", 0, bad.length), `${check.id}: ${bad}`).toBe(true);
    }
  });
});

describe("secret hint", () => {
  it("holds a literal start of every token format's true positives", () => {
    for (const format of TOKEN_FORMATS) {
      for (const example of format.examples.truePositives) {
        const lower = example.toLowerCase();
        expect(TOKEN_HINTS.some((h) => lower.includes(h)) || /\bSK[0-9a-fA-F]{32}\b/.test(example), `${format.id}: ${example.slice(0, 12)}`).toBe(true);
      }
    }
  });
});
