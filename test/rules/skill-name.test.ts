// skill-name: exact findings for every fixture, the safe fix (exact output, idempotent), and the
// name grammar.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, test } from "vitest";
import { nameProblems, skillName } from "../../src/rules/skill-name.js";
import { fixSkill, lintSkill, withSkillMdText } from "../../src/audit/skill-engine.js";
import { summarize } from "../helpers.js";
import { skillCases } from "../fixture-cases.js";
import { fixSkillDir, lintSkillDir, loadSkillAt } from "../skill-helpers.js";

const RULES = [skillName];

const { caseNames, skillDir, fixedOf } = skillCases("skill-name");

const ALLOWED = "1 to 64 lowercase letters a-z, digits 0-9 and single hyphens, not at either end";
const E = (skill: string) => `skill-name error skill "${skill}"`;

const BAD: Record<string, string[]> = {
  characters: [`2:7 ${E("pdf-tools")}: name "PDF_Tools.v2" is not valid (upper-case "P", "D", "F", "T"; characters "_", "."): use ${ALLOWED}, e.g. the folder's name "pdf-tools"`],
  "dot-folder": [
    `2:7 ${E("gh-address-comments")}: name "curated" differs from its folder "gh-address-comments": the specification requires them to be equal; set name: gh-address-comments or rename the folder`,
  ],
  "double-quoted": [`2:7 ${E("pdf-tools")}: name "pdf" differs from its folder "pdf-tools": the specification requires them to be equal; set name: pdf-tools or rename the folder`],
  empty: [`2:1 ${E("pdf-tools")}: name is empty: set it to "pdf-tools", the folder's name (${ALLOWED})`],
  hyphens: [`2:7 ${E("pdf-tools")}: name "-pdf--tools-" is not valid (starts with a hyphen; ends with a hyphen; two hyphens in a row): use ${ALLOWED}, e.g. the folder's name "pdf-tools"`],
  "invalid-folder": [`2:7 ${E("PDF_Tools")}: name "pdf-tools" differs from its folder "PDF_Tools": the specification requires them to be equal; rename the folder to match`],
  mismatch: [`2:7 ${E("pdf-tools")}: name "pdf-tool" differs from its folder "pdf-tools": the specification requires them to be equal; set name: pdf-tools or rename the folder`],
  missing: [`1:1 ${E("pdf-tools")} has no name: add name: pdf-tools to the front matter (${ALLOWED}, equal to the folder name)`],
  null: [`2:7 ${E("pdf-tools")}: name is empty: set it to "pdf-tools", the folder's name (${ALLOWED})`],
  "reserved-word": [
    `2:7 skill-name warning skill "claude-pdf": name "claude-pdf" contains the reserved word "claude": Anthropic's API and claude.ai refuse such skills; pick another name if the skill is meant for them`,
  ],
  "single-quoted": [`2:7 ${E("pdf-tools")}: name "PDF Tools" is not valid (upper-case "P", "D", "F", "T"; character space): use ${ALLOWED}, e.g. the folder's name "pdf-tools"`],
  "too-long": [
    `2:7 ${E("pdf-tools")}: name "extract-text-and-tables-from-pdf-files-and-fill-in-their-form-fields" is not valid (68 characters, over 64): use ${ALLOWED}, e.g. the folder's name "pdf-tools"`,
  ],
};

describe("bad fixtures", () => {
  test("every case has its expected findings", () => {
    expect(caseNames("bad")).toEqual(Object.keys(BAD).sort());
  });

  test.each(Object.keys(BAD))("%s", (name) => {
    const { findings } = lintSkillDir(skillDir("bad", name), { rules: RULES });
    expect(summarize(findings)).toEqual(BAD[name]);
    // A fix exactly when the case has an expected fixed text, and only a safe one.
    const fixed = fixedOf(name);
    expect(findings.some((f) => f.fix)).toBe(fixed !== undefined);
    for (const f of findings) if (f.fix) expect(f.fix.safety).toBe("safe");
  });

  test.each(Object.keys(BAD).filter((n) => fixedOf(n) !== undefined))("%s: fixed text, then nothing more to fix", (name) => {
    const dir = skillDir("bad", name);
    const result = fixSkillDir(dir, "safe", { rules: RULES });
    expect(result.text).toBe(fixedOf(name));
    expect(result.result.findings).toEqual([]);
    // Idempotence: fixing the fixed text changes nothing.
    const again = fixSkill(withSkillMdText(loadSkillAt(dir), result.text), { rules: RULES }, "unsafe");
    expect(again.text).toBe(result.text);
    expect(again.applied).toEqual([]);
  });
});

describe("good fixtures", () => {
  test.each(caseNames("good"))("%s", (name) => {
    expect(lintSkillDir(skillDir("good", name), { rules: RULES }).findings).toEqual([]);
  });

  test("skills/.curated/<name> compares with <name>, not with .curated", () => {
    const dir = skillDir("good", "dot-folder");
    expect(path.basename(path.dirname(dir))).toBe(".curated");
    expect(loadSkillAt(dir).folderName).toBe("gh-address-comments");
  });
});

describe("edge cases", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "skill-name-"));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const skillWith = (folder: string, text: string) => {
    const dir = path.join(tmp, folder);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "SKILL.md"), text);
    return dir;
  };

  test("a CRLF file gets a CRLF name line", () => {
    const dir = skillWith("crlf-skill", "---\r\ndescription: Does things. Use when asked to do things.\r\n---\r\n\r\n# Body\r\n");
    expect(fixSkillDir(dir, "safe", { rules: RULES }).text).toBe("---\r\nname: crlf-skill\r\ndescription: Does things. Use when asked to do things.\r\n---\r\n\r\n# Body\r\n");
  });

  test("an empty front matter gets the name line", () => {
    const dir = skillWith("empty-fm", "---\n---\n# Body\n");
    expect(fixSkillDir(dir, "safe", { rules: RULES }).text).toBe("---\nname: empty-fm\n---\n# Body\n");
  });

  test("a block scalar name is reported but not rewritten", () => {
    const dir = skillWith("block-name", "---\nname: |\n  Block\ndescription: x\n---\n");
    const { findings } = lintSkillDir(dir, { rules: RULES });
    expect(summarize(findings)).toEqual([`2:7 ${E("block-name")}: name "Block\\n" is not valid (upper-case "B"; character "\\n"): use ${ALLOWED}, e.g. the folder's name "block-name"`]);
    expect(findings[0]!.fix).toBeUndefined();
  });

  test("a name that is not a string is left to skill-frontmatter; broken front matter too", () => {
    expect(lintSkillDir(skillWith("numeric", "---\nname: 123\ndescription: x\n---\n"), { rules: RULES }).findings).toEqual([]);
    expect(lintSkillDir(skillWith("broken", "---\nname: [\n---\n"), { rules: RULES }).findings).toEqual([]);
    expect(lintSkillDir(skillWith("absent", "# no front matter\n"), { rules: RULES }).findings).toEqual([]);
  });

  test("a duplicate name is still checked (the first one)", () => {
    const dir = skillWith("dupe", "---\nname: other\ndescription: x\nname: dupe\n---\n");
    expect(summarize(lintSkill(loadSkillAt(dir), { rules: RULES }).findings)).toEqual([
      `2:7 ${E("dupe")}: name "other" differs from its folder "dupe": the specification requires them to be equal; set name: dupe or rename the folder`,
    ]);
  });
});

describe("nameProblems", () => {
  test("valid names have none", () => {
    for (const name of ["a", "pdf", "pdf-tools", "a1-b2-c3", "x".repeat(64)]) expect(nameProblems(name), name).toEqual([]);
  });

  test("each rule of the grammar", () => {
    expect(nameProblems("")).toEqual(["it is empty"]);
    expect(nameProblems("x".repeat(65))).toEqual(["65 characters, over 64"]);
    expect(nameProblems("-")).toEqual(["starts with a hyphen"]);
    expect(nameProblems("a-")).toEqual(["ends with a hyphen"]);
    expect(nameProblems("a--b")).toEqual(["two hyphens in a row"]);
    expect(nameProblems("é")).toEqual(['character "é"']);
  });

  test("agrees with the specification's pattern on any string", () => {
    const spec = /^(?!-)(?!.*--)[a-z0-9-]{1,64}(?<!-)$/;
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 70 }), fc.stringMatching(/^[a-z0-9-]{0,70}$/)), (name) => {
        expect(nameProblems(name).length === 0).toBe(spec.test(name));
      }),
    );
  });
});
