// The deploy actions' literal pre-filter (`needles`) may only skip texts its regex cannot match: every
// match of every action, on its examples, on the skill fixtures and on generated mixes of them in any
// case, holds one of the action's needles.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { DEPLOY_ACTIONS, findActions, type DeployAction } from "../../src/skills/deploy-actions.js";

const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures");

function markdownFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...markdownFiles(p));
    else if (e.isFile() && /\.md$/i.test(e.name)) out.push(p);
  }
  return out;
}

/** Every match of the action's own regex in `text`, found without any pre-filter. */
function matches(action: DeployAction, text: string): string[] {
  const re = new RegExp(action.regex.source, action.regex.flags.replace(/g/g, "") + "g");
  return [...text.matchAll(re)].map((m) => m[0]).filter((m) => m.length > 0);
}

function holdsNeedle(action: DeployAction, text: string): boolean {
  const lower = text.toLowerCase();
  return action.needles.some((n) => lower.includes(n));
}

const examples = DEPLOY_ACTIONS.flatMap((a) => [...a.examples.bad, ...a.examples.good]);

describe("deploy actions: the literal pre-filter", () => {
  test("every needle is lower case ASCII (the text is lower-cased once and searched for each)", () => {
    for (const action of DEPLOY_ACTIONS) {
      expect(action.needles.length, action.id).toBeGreaterThan(0);
      for (const n of action.needles) expect(n, action.id).toMatch(/^[a-z0-9.]+$/);
    }
  });

  test("every bad example holds a needle of its action, and is still found", () => {
    for (const action of DEPLOY_ACTIONS) {
      for (const bad of action.examples.bad) {
        expect(holdsNeedle(action, bad), `${action.id}: ${bad}`).toBe(true);
        expect(findActions(bad).length, `${action.id}: ${bad}`).toBeGreaterThan(0);
      }
    }
  });

  test("on every Markdown file of the fixtures, each match holds a needle of its action", () => {
    const files = markdownFiles(FIXTURES);
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      for (const action of DEPLOY_ACTIONS) {
        for (const m of matches(action, text)) expect(holdsNeedle(action, m), `${action.id} in ${file}: ${m}`).toBe(true);
      }
    }
  });

  test("on generated mixes of the examples in any case, each match holds a needle of its action", () => {
    const piece = fc.oneof(fc.constantFrom(...examples), fc.constantFrom(" ", "\n", ". ", "-", "É", "é", "DÉPLOYER ", "prod"), fc.string({ maxLength: 6 }));
    const casing = fc.constantFrom<(s: string) => string>((s) => s, (s) => s.toUpperCase(), (s) => s.toLowerCase());
    fc.assert(
      fc.property(fc.array(fc.tuple(piece, casing), { maxLength: 8 }), (parts) => {
        const text = parts.map(([p, c]) => c(p)).join("");
        for (const action of DEPLOY_ACTIONS) {
          for (const m of matches(action, text)) if (!holdsNeedle(action, m)) return false;
        }
        return true;
      }),
      { numRuns: 400 },
    );
  });
});
