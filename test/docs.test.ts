// Every registered rule has its page: what, why, bad and good examples, how to fix; and its meta links to it.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_RULES } from "../src/rules/index.js";

describe("rule documentation", () => {
  for (const rule of ALL_RULES) {
    it(`${rule.meta.id} has docs/rules/${rule.meta.id}.md with the expected sections`, () => {
      const page = fs.readFileSync(new URL(`../docs/rules/${rule.meta.id}.md`, import.meta.url), "utf8");
      expect(page.startsWith(`# ${rule.meta.id}`)).toBe(true);
      const headings = [...page.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
      expect(headings.some((h) => /what it checks/i.test(h))).toBe(true);
      expect(headings.some((h) => /^why/i.test(h))).toBe(true);
      expect(headings.some((h) => /how to fix/i.test(h))).toBe(true);
      // Bad and good examples, as sections or as sub-sections of "Examples".
      expect(/^#{2,3} .*\b(bad|flagged)\b/im.test(page) || /^## Examples/m.test(page)).toBe(true);
      expect(page).toMatch(/```/);
      expect(rule.meta.docs.endsWith(`/docs/rules/${rule.meta.id}.md`)).toBe(true);
    });
  }
});
