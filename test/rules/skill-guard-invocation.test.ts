// skill-guard-invocation: exact findings for every fixture, the unsafe fix (exact output, line
// endings kept, idempotent), negations, profiles, and the action table's own examples.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { skillGuardInvocation } from "../../src/rules/skill-guard-invocation.js";
import { DEPLOY_ACTIONS, findActions, isNegated } from "../../src/skills/deploy-actions.js";
import { fixSkill, withSkillMdText } from "../../src/audit/skill-engine.js";
import { summarize } from "../helpers.js";
import { skillCases } from "../fixture-cases.js";
import { fixSkillDir, lintSkillDir, loadSkillAt } from "../skill-helpers.js";

const ARTICLE_SKILL = path.resolve(import.meta.dirname, "../../fixtures/skills/migrations-ef");
const RULES = [skillGuardInvocation];

const { caseNames, skillDir, fixedOf } = skillCases("skill-guard-invocation");

const W = "skill-guard-invocation warning";
const TAIL = "but the model can invoke it on its own: add disable-model-invocation: true so only the user can start it";

const BAD: Record<string, string[]> = {
  "crlf-french": [`2:7 ${W} skill "mise-en-production" deploys ${TAIL}`],
  database: [`8:6 ${W} skill "db-migrate" runs dotnet ef database update and terraform apply ${TAIL}`],
  "deploy-prod": [`13:4 ${W} skill "deploy-prod" runs git push and kubectl apply ${TAIL}`],
  "empty-value": [
    `3:48 ${W} skill "docs-site" publishes but the model can invoke it on its own (disable-model-invocation is not true): set disable-model-invocation: true so only the user can start it`,
  ],
  "false-value": [
    `9:54 ${W} skill "npm-release" runs npm publish but the model can invoke it on its own (disable-model-invocation is not true): set disable-model-invocation: true so only the user can start it`,
  ],
};

describe("bad fixtures", () => {
  test("every case has its expected findings", () => {
    expect(caseNames("bad")).toEqual(Object.keys(BAD).sort());
  });

  test.each(Object.keys(BAD))("%s", (name) => {
    const { findings } = lintSkillDir(skillDir("bad", name), { rules: RULES });
    expect(summarize(findings)).toEqual(BAD[name]);
    expect(findings.map((f) => f.pointer)).toEqual(findings.map(() => "/disable-model-invocation"));
    for (const f of findings) expect(f.fix?.safety).toBe("unsafe");
  });

  test.each(Object.keys(BAD))("%s: the unsafe fix gives the expected text, then nothing more to fix", (name) => {
    const dir = skillDir("bad", name);
    expect(fixSkillDir(dir, "safe", { rules: RULES }).applied).toEqual([]);
    const result = fixSkillDir(dir, "unsafe", { rules: RULES });
    expect(result.text).toBe(fixedOf(name));
    expect(result.result.findings).toEqual([]);
    const again = fixSkill(withSkillMdText(loadSkillAt(dir), result.text), { rules: RULES }, "unsafe");
    expect(again.text).toBe(result.text);
    expect(again.applied).toEqual([]);
  });

  test("the fix keeps CRLF line endings", () => {
    const fixed = fixedOf("crlf-french")!;
    expect(fixed).toContain("disable-model-invocation: true\r\n---\r\n");
    expect(fixed.replace(/\r\n/g, "")).not.toContain("\n");
  });
});

describe("good fixtures", () => {
  test.each(caseNames("good"))("%s reports nothing", (name) => {
    expect(lintSkillDir(skillDir("good", name), { rules: RULES }).findings).toEqual([]);
  });

  test("the article's migrations-ef skill reports nothing (it forbids dotnet ef database update)", () => {
    expect(lintSkillDir(ARTICLE_SKILL, { rules: RULES }).findings).toEqual([]);
    expect(lintSkillDir(ARTICLE_SKILL, { rules: RULES, profile: "claude-code" }).findings).toEqual([]);
  });
});

describe("profiles", () => {
  const dir = () => skillDir("bad", "deploy-prod");
  test.each(["default", "claude-code", "vscode", "cursor"])("reported under %s (the host reads the key)", (profile) => {
    expect(lintSkillDir(dir(), { rules: RULES, profile }).findings).toHaveLength(1);
  });
  test.each(["agentskills", "codex", "gemini-cli", "copilot"])("not reported under %s (the host has no such key)", (profile) => {
    expect(lintSkillDir(dir(), { rules: RULES, profile }).findings).toEqual([]);
  });
});

describe("action table", () => {
  for (const action of DEPLOY_ACTIONS) {
    test.each(action.examples.bad)(`${action.id} finds %j`, (text) => {
      expect(findActions(text).map((f) => f.action.id)).toContain(action.id);
    });
    test.each(action.examples.good)(`${action.id} leaves %j`, (text) => {
      expect(findActions(text).map((f) => f.action.id)).not.toContain(action.id);
    });
  }

  test("labels of commands", () => {
    const found = findActions("kubectl -n prod apply -f k8s/ && helm upgrade api ./chart && gcloud run deploy api");
    expect(found.filter((f) => f.action.kind === "command").map((f) => f.label)).toEqual(["kubectl apply", "helm upgrade", "gcloud … deploy"]);
  });
});

describe("negations", () => {
  const negated = (text: string, word: string) => isNegated(text, text.indexOf(word), word.length);
  test.each([
    ["Ne jamais lancer `dotnet ef database update` : l'application des migrations", "dotnet ef database update"],
    ["Never run `git push` from here.", "git push"],
    ["Do not deploy on Fridays.", "deploy"],
    ["You don't publish anything.", "publish"],
    ["You must not release, publish or push anything.", "publish"],
    ["Ne déployez pas la branche.", "déployez"],
    ["Ne lancez pas `terraform apply`.", "terraform apply"],
    ["Il est interdit de publier.", "publier"],
    ["Run the tests without deploying.", "deploying"],
    ["Never\nrun `git push` (the sentence goes on).", "git push"],
  ])("%j forbids it", (text, word) => expect(negated(text, word)).toBe(true));

  test.each([
    ["Run `git push` when the tests pass.", "git push"],
    ["Never skip the tests. Then deploy.", "deploy"],
    ["Do not skip tests; deploy afterwards.", "deploy"],
    ["- Never force.\n- Deploy the tag.", "Deploy"],
  ])("%j does not", (text, word) => expect(negated(text, word)).toBe(false));

  test("inside a code block the clause is the line", () => {
    const text = "# never force push\ngit push origin main\n";
    expect(isNegated(text, text.indexOf("git push"), 8, true)).toBe(false);
    expect(isNegated(text, text.indexOf("git push"), 8, false)).toBe(true);
  });
});

describe("docs page", () => {
  test("every message it shows is one the rule writes on the fixtures", () => {
    const page = fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/rules/skill-guard-invocation.md"), "utf8");
    const shown = [...page.matchAll(/`(skill "[^`]*)`/g)].map((m) => m[1]!.replace(/\\\|/g, "|"));
    expect(shown.length).toBeGreaterThanOrEqual(3);
    const written = new Set(Object.keys(BAD).flatMap((name) => lintSkillDir(skillDir("bad", name), { rules: RULES }).findings.map((f) => f.message)));
    for (const message of shown) expect(written).toContain(message);
  });
});
