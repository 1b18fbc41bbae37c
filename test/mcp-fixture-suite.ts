// The standard suite of an MCP rule's fixtures: every bad case has its exact findings and fixed text
// (applied twice, the same), every good case none. A rule's test file states only what differs.
import { describe, expect, it } from "vitest";
import type { McpRule } from "../src/rules/types.js";
import { mcpCases, type CaseKind } from "./fixture-cases.js";
import { fix, lint, summarize, type LintInput } from "./helpers.js";

export interface McpFixtureSuite {
  /** Whether safe fixes may change a bad case (false: every fix of this rule changes what runs, none is safe). */
  safeFixes: boolean;
  /** After the unsafe fixes, the rule finds nothing more in a case that has a `.fixed` file. */
  fixedIsClean?: boolean;
}

export function mcpFixtureCases(ruleId: string, rules: readonly McpRule[]) {
  const fixtures = mcpCases(ruleId);
  const loadCase = (kind: CaseKind, name: string) => {
    const c = fixtures.loadCase(kind, name);
    const input: LintInput = { dialect: c.dialect, rules, path: c.path };
    return { text: c.text, fixed: c.fixed, input };
  };
  return { ...fixtures, loadCase };
}

export function describeMcpFixtures(ruleId: string, rules: readonly McpRule[], expected: Record<string, string[]>, suite: McpFixtureSuite): void {
  const fixtures = mcpFixtureCases(ruleId, rules);
  describe(`${ruleId} fixtures`, () => {
    const bad = fixtures.caseNames("bad");
    const good = fixtures.caseNames("good");

    it("has an expectation for every bad case", () => {
      expect(bad).toEqual(Object.keys(expected).sort());
    });

    for (const name of bad) {
      it(`bad/${name}: exact findings, fixed text, idempotent`, () => {
        const c = fixtures.loadCase("bad", name);
        expect(summarize(lint(c.text, c.input).findings)).toEqual(expected[name]);
        const fixed = fix(c.text, "unsafe", c.input);
        expect(fixed.text).toBe(c.fixed ?? c.text);
        expect(fix(fixed.text, "unsafe", c.input).text).toBe(fixed.text);
        if (suite.fixedIsClean && c.fixed !== undefined) expect(lint(fixed.text, c.input).findings).toEqual([]);
        if (!suite.safeFixes) expect(fix(c.text, "safe", c.input).text).toBe(c.text);
      });
    }

    for (const name of good) {
      it(`good/${name}: no findings`, () => {
        const c = fixtures.loadCase("good", name);
        expect(summarize(lint(c.text, c.input).findings)).toEqual([]);
      });
    }
  });
}
