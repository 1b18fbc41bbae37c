// skill-frontmatter: exact findings for every fixture, profiles and options, and a fuzz test that
// no front matter makes the rule throw or hang.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, test } from "vitest";
import { skillFrontmatter } from "../../src/rules/skill-frontmatter.js";
import { summarize } from "../helpers.js";
import { skillCases, type CaseKind } from "../fixture-cases.js";
import { lintSkillDir, type SkillLintInput } from "../skill-helpers.js";

const RULES = [skillFrontmatter];

const { caseNames, skillDir } = skillCases("skill-frontmatter");

const INPUT: Record<string, SkillLintInput> = {
  "other-host-keys": { profile: "agentskills" },
  "unknown-profile": { profile: "claude" },
  "allow-keys": { options: { "skill-frontmatter": { allowKeys: ["version"] } } },
  "claude-code-keys": { profile: "claude-code" },
  "vscode-keys": { profile: "vscode" },
};

function lintCase(kind: CaseKind, name: string, input: SkillLintInput = {}) {
  return lintSkillDir(skillDir(kind, name), { rules: RULES, ...INPUT[name], ...input });
}

const S = 'skill-frontmatter error skill "weekly-report":';
const W = 'skill-frontmatter warning skill "weekly-report":';

const BAD: Record<string, string[]> = {
  "alias-bomb": [`2:1 ${S} the front matter's YAML aliases expand too much (a "billion laughs" pattern that can hang the host): write the values out without aliases`],
  "colon-in-value": [`3:14 ${S} the front matter is not valid YAML: the value of "description" contains ": "; put the whole value in double quotes`],
  "compatibility-too-long": [`4:16 ${S} "compatibility" is 593 characters: the limit is 500; shorten it`],
  "duplicate-keys": [`5:1 ${S} duplicate front-matter key "description": some hosts refuse the file, others keep only one value; remove one of them`],
  empty: [`2:1 ${S} the front matter is empty: add name: and description: lines`],
  "late-front-matter": [`1:1 ${S} SKILL.md's front matter must start on the very first line: remove the blank lines before ---`],
  "no-front-matter": [`1:1 ${S} SKILL.md has no YAML front matter: start the file with ---, name and description, ---`],
  "not-a-map": [`2:1 ${S} the front matter is not a map of keys: write it as name: … and description: … lines`],
  "other-host-keys": [
    `4:1 ${W} front-matter key "disable-model-invocation" is not one the Agent Skills specification defines (Claude Code, VS Code, Cursor read it): remove it, or pick a profile for the host the skill targets`,
    `5:1 ${W} front-matter key "model" is not one the Agent Skills specification defines (Claude Code reads it): remove it, or pick a profile for the host the skill targets`,
  ],
  "renamed-key": [`4:1 ${W} "user-invokable" is an older spelling: write "user-invocable", the key current hosts read`],
  "tab-indent": [`5:1 ${S} the front matter is not valid YAML (tabs are not allowed as indentation): fix it so hosts can read the skill`],
  unclosed: [`1:1 ${S} the front matter is not closed: add a line with --- after it`],
  "unknown-keys": [
    `3:1 ${S} unknown front-matter key "desciption": did you mean "description"? Hosts ignore keys they do not know`,
    `4:1 ${S} unknown front-matter key "licence": did you mean "license"? Hosts ignore keys they do not know`,
    `5:1 ${W} front-matter key "version" is not one any documented host reads: move it under metadata, or allow it with the allowKeys option`,
    `6:1 ${S} unknown front-matter key "Name": did you mean "name"? Hosts ignore keys they do not know`,
  ],
  "unknown-profile": [
    `1:1 ${W} unknown front-matter profile "claude" (did you mean "claude-code"?): use one of default, agentskills, claude-code, vscode, cursor, codex, copilot, gemini-cli; checked against "default"`,
  ],
  "wrong-types": [
    `4:9 ${S} "license" is empty: give it a value or remove the key`,
    `5:16 ${S} "compatibility" must be a string, not a number (2): quote it ("2")`,
    `6:27 ${S} "disable-model-invocation" must be true or false, not a string ("yes"): write disable-model-invocation: true`,
    `7:17 ${S} "user-invocable" must be true or false, not a string (no): write user-invocable: false`,
    `9:3 ${S} "allowed-tools" must be a string or a list of strings, not a map: write it as one string`,
    `10:21 ${S} item 2 of "arguments" is a number (3): list only strings; quote it ("3")`,
    `11:8 ${S} "hooks" must be a map, not a string (run-lint): write it as indented key: value lines`,
    `13:12 ${S} metadata "version" is a number (1.0): metadata values must be strings; quote it ("1.0")`,
    `14:13 ${S} metadata "reviewed" is true: metadata values must be strings; quote it ("true")`,
    `15:11 ${S} metadata "owners" is a list: metadata values must be strings; write the items as one string`,
  ],
};

describe("bad fixtures", () => {
  test("every case has its expected findings", () => {
    expect(caseNames("bad")).toEqual(Object.keys(BAD).sort());
  });
  test.each(Object.keys(BAD))("%s", (name) => {
    expect(summarize(lintCase("bad", name).findings)).toEqual(BAD[name]);
  });
});

describe("good fixtures", () => {
  test.each(caseNames("good"))("%s", (name) => {
    expect(summarize(lintCase("good", name).findings)).toEqual([]);
  });

  test("under the spec's profile, Claude Code's keys warn and its list form of allowed-tools is an error", () => {
    const found = lintCase("good", "claude-code-keys", { profile: "agentskills" }).findings.map((f) => `${f.severity} ${f.pointer}`);
    expect(found).toEqual([
      ...["/when_to_use", "/argument-hint", "/arguments", "/disable-model-invocation", "/user-invocable"].map((p) => `warning ${p}`),
      "error /allowed-tools",
      ...["/disallowed-tools", "/model", "/effort", "/context", "/agent", "/hooks", "/paths", "/shell"].map((p) => `warning ${p}`),
    ]);
  });

  test("allowKeys is what lets a custom key through", () => {
    expect(summarize(lintCase("good", "allow-keys", { options: {} }).findings)).toEqual([
      `4:1 ${W} front-matter key "version" is not one any documented host reads: move it under metadata, or allow it with the allowKeys option`,
    ]);
  });

  test("the rule's profile option overrides the context's profile", () => {
    const input = { profile: "claude-code", options: { "skill-frontmatter": { profile: "agentskills" } } };
    expect(summarize(lintCase("bad", "other-host-keys", input).findings)).toEqual(BAD["other-host-keys"]);
    const back = { profile: "agentskills", options: { "skill-frontmatter": { profile: "claude-code" } } };
    expect(lintCase("bad", "other-host-keys", back).findings).toEqual([]);
  });

  test("an older spelling is reported as renamed under every profile", () => {
    for (const profile of ["default", "claude-code", "agentskills", "vscode"]) {
      expect(summarize(lintCase("bad", "renamed-key", { profile }).findings), profile).toEqual(BAD["renamed-key"]);
    }
  });

  test("spec-only hosts warn about Claude Code keys; the default profile accepts them", () => {
    for (const profile of ["codex", "copilot", "gemini-cli", "cursor", "vscode"]) {
      const found = lintCase("good", "claude-code-keys", { profile }).findings;
      const warned = found.filter((f) => f.severity === "warning").map((f) => f.pointer);
      expect(warned, profile).toContain("/model");
      expect(found.filter((f) => f.severity === "error").map((f) => f.pointer), profile).toEqual(["/allowed-tools"]);
    }
    expect(lintCase("good", "claude-code-keys", { profile: "default" }).findings).toEqual([]);
  });
});

describe("never throws, never hangs", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "skill-frontmatter-"));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const dir = path.join(tmp, "fuzzed");
  fs.mkdirSync(dir);

  test("arbitrary front matter text", () => {
    const yamlish = fc.array(fc.constantFrom("name", "description", "metadata", ":", " ", "\n", "  ", "- ", "&a", "*a", "[", "]", "{", "}", '"', "'", "#", "\t", "yes", "1.0", "|", ">", "---", "x"), { maxLength: 40 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(yamlish, (yaml) => {
        fs.writeFileSync(path.join(dir, "SKILL.md"), `---\n${yaml}\n---\nbody\n`);
        const { findings } = lintSkillDir(dir, { rules: RULES });
        for (const f of findings) expect(f.range.start.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 200 },
    );
  });

  test("a deeper alias bomb is reported, not expanded", () => {
    const levels = ["  l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"];
    for (let i = 1; i < 12; i++) levels.push(`  l${i}: &l${i} [${Array(10).fill(`*l${i - 1}`).join(", ")}]`);
    fs.writeFileSync(path.join(dir, "SKILL.md"), `---\nname: fuzzed\ndescription: x\nmetadata:\n${levels.join("\n")}\n---\n`);
    // An exponential expansion would blow the test timeout; yaml's alias limit stops it first.
    const found = summarize(lintSkillDir(dir, { rules: RULES }).findings);
    expect(found).toEqual([
      `2:1 skill-frontmatter error skill "fuzzed": the front matter's YAML aliases expand too much (a "billion laughs" pattern that can hang the host): write the values out without aliases`,
    ]);
  });
});
