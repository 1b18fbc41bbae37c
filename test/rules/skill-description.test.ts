// skill-description: exact findings for every fixture, and the "when to use it" heuristic.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MIN_DESCRIPTION_LENGTH, WHAT_ONLY, WHEN_PATTERNS, canJudgeWhen, hasWhenClause, skillDescription } from "../../src/rules/skill-description.js";
import { UNJUDGED_LATIN_WORDS } from "../../src/rules/data/when-to-use.js";
import { summarize } from "../helpers.js";
import { skillCases, type CaseKind } from "../fixture-cases.js";
import { lintSkillDir } from "../skill-helpers.js";

const RULES = [skillDescription];
const ARTICLE = path.resolve(import.meta.dirname, "../../fixtures/skills/migrations-ef");

const { caseNames, skillDir } = skillCases("skill-description");
const lintCase = (kind: CaseKind, name: string) => lintSkillDir(skillDir(kind, name), { rules: RULES });

const S = 'skill-description error skill "release-notes"';
const W = 'skill-description warning skill "release-notes"';
const NO_WHEN = `${W}: description does not say when to use the skill: add a clause such as "Use when the user asks to …" (hosts choose skills by their description alone)`;
const TAG = "Anthropic's API and claude.ai refuse a description with angle-bracket tags; say it in words or move it into the body";

const BAD: Record<string, string[]> = {
  empty: [`3:14 ${S}: description is empty: say what the skill does and when to use it`],
  "listing-cap": [`4:14 ${W}: description and when_to_use total 1585 characters: Claude Code cuts them at 1536 in its skill listing; shorten them`],
  missing: [`1:1 ${S} has no description: add description: what the skill does and when to use it (hosts choose skills by their description alone)`],
  "no-when": [`3:14 ${NO_WHEN}`],
  tags: [`3:38 ${S}: description contains the tag <ReleaseNotes>: ${TAG}`, `3:91 ${S}: description contains the tag <version>: ${TAG}`],
  "too-long": [`3:14 ${S}: description is 1480 characters: hosts accept at most 1024; keep what and when, and move the rest into the body`],
  "too-short": [
    `3:14 ${NO_WHEN}`,
    `3:14 ${W}: description is 14 characters, too short for a host to choose the skill by: say what it does and when to use it (40 characters or more)`,
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
    expect(lintCase("good", name).findings).toEqual([]);
  });

  test("the article's French description passes", () => {
    expect(lintSkillDir(ARTICLE, { rules: RULES }).findings).toEqual([]);
  });
});

describe("when-to-use heuristic", () => {
  test("every phrasing recognises its own examples, and every language has one", () => {
    for (const w of WHEN_PATTERNS) for (const text of w.says) expect(hasWhenClause(text), text).toBe(true);
    expect(new Set(WHEN_PATTERNS.map((w) => w.language))).toEqual(new Set(Object.keys(WHAT_ONLY)));
  });

  test("no language's what-only descriptions pass, and each is a language the heuristic judges", () => {
    for (const [language, texts] of Object.entries(WHAT_ONLY)) {
      for (const text of texts) {
        expect(hasWhenClause(text), `${language}: ${text}`).toBe(false);
        expect(canJudgeWhen(text), `${language}: ${text}`).toBe(true);
      }
    }
  });

  test.each([
    // Real phrasings from Japanese, Korean and Chinese skills.
    "請求書PDFの作成を依頼された時にのみ使用",
    "ユーザーがコードレビューを求めたときに使用してください。",
    "사용자가 PDF 병합을 요청하면 이 스킬을 사용하세요.",
    "릴리스 노트를 작성할 때 사용합니다.",
    "当用户要求审查数据库迁移时使用。",
    "Use quando o usuário pedir um relatório de vendas.",
    "Usalo quando l'utente chiede di riassumere una riunione.",
    "Verwenden für Fragen zu Rechnungen und Mahnungen.",
    "Úsala para revisar migraciones de bases de datos.",
  ])("recognises %s", (text) => {
    expect(hasWhenClause(text)).toBe(true);
  });

  test("answers as a per-letter Unicode classification does, on any text (its ASCII path included)", () => {
    // the definition: every \p{L}, sorted by script with one regex each
    const byDefinition = (description: string): boolean => {
      let latin = 0;
      let cjk = 0;
      let other = 0;
      for (const [ch] of description.matchAll(/\p{L}/gu)) {
        if (/\p{Script=Latin}/u.test(ch)) latin++;
        else if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(ch)) cjk++;
        else other++;
      }
      const letters = latin + cjk + other;
      if (letters === 0) return false;
      if (cjk * 5 >= letters) return true;
      if (other * 2 >= letters) return false;
      const words = new Set(description.toLowerCase().split(/[^\p{L}]+/u));
      return [...words].filter((w) => UNJUDGED_LATIN_WORDS.has(w)).length < 2;
    };
    const pieces = fc.constantFrom("a", "Z", "é", "ß", "@", "[", "`", "{", "1", " ", "-", "Д", "ع", "ก", "漢", "か", "カ", "한", "\u0301", "😀", "ﬁ", "und", "der", "die");
    fc.assert(fc.property(fc.array(fc.oneof(pieces, fc.string({ unit: "binary" })), { maxLength: 30 }), (parts) => {
      const text = parts.join("");
      expect(canJudgeWhen(text), JSON.stringify(text)).toBe(byDefinition(text));
    }), { numRuns: 2000 });
  });

  test.each([
    "Создаёт отчёты из таблиц и баз данных.", // Russian
    "ينشئ تقارير من جداول البيانات", // Arabic
    "สร้างรายงานจากสเปรดชีต", // Thai
    "Maakt rapporten van de bestanden in een map.", // Dutch
    "Tworzy raporty dla plików, które się zmieniły.", // Polish
  ])("does not judge a language it does not know: %s", (text) => {
    expect(canJudgeWhen(text)).toBe(false);
  });

  test.each([
    "Extract text from PDFs. Use when the user mentions PDFs.",
    "Guide for testing web apps. Use this when asked to create browser tests.",
    "Reviews code. Use it to check a pull request before merging.",
    "Reviews code whenever a pull request is opened.",
    "Formats SQL, for requests like 'tidy this query'.",
    "Triggers on: deploy, ship, release.",
    "This skill should be used for database migrations.",
    "WHEN: the user asks for a diagram.",
    "À utiliser quand on demande de créer une migration.",
    "A UTILISER QUAND ON DEMANDE UNE MIGRATION.",
    "Relit les migrations quand on demande une revue.",
    "Rédige le compte rendu lorsqu’une réunion se termine.",
    "Prépare la livraison dès que la branche est prête.",
    "Úsala cuando el usuario pida un informe.",
    "Erstellt Berichte, wenn der Benutzer danach fragt.",
  ])("recognises %s", (text) => {
    expect(hasWhenClause(text)).toBe(true);
  });

  test.each([
    "Drafts release notes from merged pull requests.",
    "Ajoute et relit des migrations Entity Framework Core.",
    "A helper for PDFs.",
    "Useful PDF helpers.",
  ])("does not recognise %s", (text) => {
    expect(hasWhenClause(text)).toBe(false);
  });

  test("the short threshold is documented in the rule's page", () => {
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/rules/skill-description.md"), "utf8");
    expect(doc).toContain(`${MIN_DESCRIPTION_LENGTH} characters`);
  });
});
