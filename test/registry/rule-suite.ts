// The fixture suite every supply-chain rule runs: exact findings of each bad case online (and
// offline), none for good cases, the .fixed file byte for byte, idempotence.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { lintMcpSource } from "../../src/audit/engine.js";
import { sourceFromText } from "../../src/core/source.js";
import type { McpRule } from "../../src/rules/types.js";
import { HOSTS } from "../../src/hosts/index.js";
import { summarize } from "../helpers.js";
import { fixOnline, lintOnline } from "./fixture-registry.js";
import { ruleFixtures } from "./rule-cases.js";

export interface RuleSuite {
  rule: McpRule;
  /** Exact `summarize` lines per bad case, with the recorded registry. */
  online: Record<string, string[]>;
  /** Exact lines per bad case with no registry at all (default: none, an online rule is silent). */
  offline?: Record<string, string[]>;
  /** Descriptions of the fixes applied by --fix=all, per bad case (default: none). */
  fixes?: Record<string, string[]>;
}

export function ruleSuite(suite: RuleSuite): void {
  const { rule } = suite;
  const { cases, loadCase } = ruleFixtures(rule.meta.id, [rule]);
  describe(`${rule.meta.id} fixtures`, () => {
    it("has an expectation and a .fixed file for every bad case", () => {
      expect(cases("bad")).toEqual(Object.keys(suite.online).sort());
      for (const name of cases("bad")) expect(fs.existsSync(`${loadCase("bad", name).file}.fixed`), name).toBe(true);
      expect(cases("good").length).toBeGreaterThan(0);
    });

    for (const name of cases("bad")) {
      describe(`bad/${name}`, () => {
        it("reports exactly the expected findings online", async () => {
          const { text, input } = loadCase("bad", name);
          expect(summarize((await lintOnline(text, input)).findings)).toEqual(suite.online[name]);
        });

        it("reports exactly the expected findings offline", () => {
          const { text, input, rel } = loadCase("bad", name);
          const host = HOSTS[input.host!];
          const result = lintMcpSource(sourceFromText(rel, rel, text), host, { rules: [rule], ...(input.project ? { project: input.project } : {}), ...(input.lock ? { lock: input.lock } : {}), lockKey: rel });
          expect(summarize(result.findings)).toEqual(suite.offline?.[name] ?? []);
        });

        it("fixes (unsafe) to the .fixed file byte for byte, and fixing again changes nothing", async () => {
          const { file, text, input } = loadCase("bad", name);
          const expected = fs.readFileSync(`${file}.fixed`, "utf8");
          const fixed = await fixOnline(text, "unsafe", input);
          expect(fixed.text).toBe(expected);
          expect(fixed.applied.map((a) => a.description)).toEqual(suite.fixes?.[name] ?? []);
          const again = await fixOnline(expected, "unsafe", input);
          expect(again.text).toBe(expected);
          expect(again.applied).toEqual([]);
        });
      });
    }

    for (const name of cases("good")) {
      it(`good/${name} has no findings, online or offline`, async () => {
        const { text, input } = loadCase("good", name);
        expect(summarize((await lintOnline(text, input)).findings)).toEqual([]);
        expect(summarize((await lintOnline(text, { ...input, mode: "fixes" })).findings)).toEqual([]);
      });
    }
  });
}
