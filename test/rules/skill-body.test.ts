// skill-body: exact findings for every fixture, and a 10,000-line SKILL.md linted quickly.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, test } from "vitest";
import { computeLineStarts } from "../../src/core/source.js";
import { skillBody, estimateTokens, mayExceedLines, MAX_BODY_LINES } from "../../src/rules/skill-body.js";
import { skillBrokenReference } from "../../src/rules/skill-broken-reference.js";
import { skillDescription } from "../../src/rules/skill-description.js";
import { skillFrontmatter } from "../../src/rules/skill-frontmatter.js";
import { skillName } from "../../src/rules/skill-name.js";
import { summarize } from "../helpers.js";
import { skillCases, type CaseKind } from "../fixture-cases.js";
import { lintSkillDir } from "../skill-helpers.js";

const RULES = [skillBody];

const { caseNames, skillDir } = skillCases("skill-body");
const lintCase = (kind: CaseKind, name: string) => lintSkillDir(skillDir(kind, name), { rules: RULES });

const W = 'skill-body warning skill "api-style"';
const NESTED = "two steps from SKILL.md: agents may read such a file partly or not at all; link it from SKILL.md directly or merge it into references/naming.md";

const BAD: Record<string, { file: string; line: string }[]> = {
  "nested-references": [
    { file: "api-style/references/naming.md", line: `3:73 ${W}: references/naming.md links to references/casing/table.md, ${NESTED}` },
    { file: "api-style/references/naming.md", line: `4:66 ${W}: references/naming.md links to scripts/lint-names.sh, ${NESTED}` },
  ],
  "too-many-lines": [
    { file: "api-style/SKILL.md", line: `505:1 ${W}: SKILL.md's body is 520 lines: keep it to 500 or fewer and move detail into reference files that the body links to` },
  ],
  "too-many-tokens": [
    {
      file: "api-style/SKILL.md",
      line: `5:1 ${W}: SKILL.md's body is about 5312 tokens (21245 characters / 4): keep it under 5000, since hosts load all of it once the skill is chosen; move detail into reference files`,
    },
  ],
};

describe("bad fixtures", () => {
  test("every case has its expected findings", () => {
    expect(caseNames("bad")).toEqual(Object.keys(BAD).sort());
  });
  test.each(Object.keys(BAD))("%s", (name) => {
    const { findings } = lintCase("bad", name);
    expect(findings.map((f) => ({ file: f.file, line: summarize([f])[0] }))).toEqual(BAD[name]);
  });
});

describe("good fixtures", () => {
  test.each(caseNames("good"))("%s", (name) => {
    expect(lintCase("good", name).findings).toEqual([]);
  });

  test("at-the-limit holds exactly the limit", () => {
    const text = fs.readFileSync(path.join(skillDir("good", "at-the-limit"), "SKILL.md"), "utf8");
    const body = text.slice(text.indexOf("---\n", 4) + 4);
    expect(body.split("\n").length - 1).toBe(MAX_BODY_LINES);
  });
});

describe("estimateTokens", () => {
  test("characters / 4, rounded up", () => {
    expect(estimateTokens("")).toBe(0);
    expect(estimateTokens("abcd")).toBe(1);
    expect(estimateTokens("abcde")).toBe(2);
  });
});

describe("a 10,000-line SKILL.md", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "skill-body-"));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  test("is linted by the five rules in under two seconds (about 0.2 s here), with the expected findings", () => {
    const dir = path.join(tmp, "huge-skill");
    fs.mkdirSync(path.join(dir, "references"), { recursive: true });
    fs.writeFileSync(path.join(dir, "references", "a.md"), "# A\n");
    const lines = ["---", "name: huge-skill", "description: A generated skill for the size test. Use when testing how the linter scales.", "---"];
    for (let i = 1; i <= 10_000; i++) {
      // Links, code spans and unbalanced backticks on every line: the costly inputs for the scanners.
      lines.push(i % 3 === 0 ? `- step ${i}: see [a](references/a.md#s${i}) and \`references/a.md\`` : i % 3 === 1 ? `- step ${i}: run \`dotnet ef migrations add <N${i}>\` then \`x` : `- step ${i} [unclosed(link`);
    }
    fs.writeFileSync(path.join(dir, "SKILL.md"), `${lines.join("\n")}\n`);
    // Speed is measured by `npm run bench`; here the test timeout only bounds a hang.
    const { findings } = lintSkillDir(dir, { rules: [skillFrontmatter, skillName, skillDescription, skillBody, skillBrokenReference] });
    expect(summarize(findings)).toEqual([
      `5:1 skill-body warning skill "huge-skill": SKILL.md's body is about 127042 tokens (508166 characters / 4): keep it under 5000, since hosts load all of it once the skill is chosen; move detail into reference files`,
      `505:1 skill-body warning skill "huge-skill": SKILL.md's body is 10000 lines: keep it to 500 or fewer and move detail into reference files that the body links to`,
    ]);
  });
});

describe("line count pre-check", () => {
  test("never rules out a body over the limit (lines counted from the full line index)", () => {
    // Bodies around the limit in lines, written with LF, CR and CRLF, after a head of any breaks.
    const line = fc.constantFrom("\n", "\r", "\r\n", "x\n", "x\r\n", "x\r", "\n\r");
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), fc.array(line, { minLength: 505, maxLength: 505 }), fc.integer({ min: 480, max: 505 }), fc.constantFrom("", "x", "\r"), (head, pieces, n, tail) => {
        const front = head.join("");
        const text = front + pieces.slice(0, n).join("") + tail;
        const bodyStartLine = computeLineStarts(front).length;
        const last = text.charCodeAt(text.length - 1);
        const lines = text.length === front.length ? 0 : computeLineStarts(text).length - bodyStartLine + (last === 10 || last === 13 ? 0 : 1);
        if (lines > MAX_BODY_LINES) expect(mayExceedLines(text, front.length)).toBe(true);
      }),
      { numRuns: 2000 },
    );
    // At the bound: 500 line breaks and a last line without one are 501 lines.
    expect(mayExceedLines(`${"x\n".repeat(500)}x`, 0)).toBe(true);
    expect(mayExceedLines(`${"x\r".repeat(500)}x`, 0)).toBe(true);
    expect(mayExceedLines(`${"x\r\n".repeat(249)}x`, 0)).toBe(false);
  });
});
