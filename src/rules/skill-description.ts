// skill-description: the description is the only text a host reads before choosing a skill, so it
// must exist, fit the spec's 1024 characters, hold no angle-bracket tags (Anthropic's API refuses
// them), and should say what the skill does and when to use it. The last two are heuristics and
// only warn; the phrasings they recognise are data below.
import { isMap, isScalar } from "yaml";
import { docsUrl } from "../core/docs.js";
import type { SkillRule } from "./types.js";
import { frontMatterEntry, isReadable } from "../skills/front-matter.js";
import { UNJUDGED_LATIN_WORDS, WHEN_PATTERNS } from "./data/when-to-use.js";

const ID = "skill-description";

/** agentskills.io/specification: 1-1024 characters. */
export const MAX_DESCRIPTION_LENGTH = 1024;
/**
 * Below this many characters a description cannot say both what the skill does and when to use
 * it ("Formats SQL files. Use when asked." is 34): a judgement, documented in the rule's page.
 */
export const MIN_DESCRIPTION_LENGTH = 40;
/** Claude Code cuts description + when_to_use at this many characters in its skill listing. */
export const CLAUDE_CODE_LISTING_CAP = 1536;

export { WHEN_PATTERNS, WHAT_ONLY, type WhenPattern } from "./data/when-to-use.js";

const CJK_LANGUAGES = new Set(["ja", "ko", "zh"]);

export function normalizeForMatching(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/-/g, " ")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

export function hasWhenClause(description: string): boolean {
  const latin = normalizeForMatching(description);
  // Kana and Hangul must stay whole (NFD would split them into parts and drop the marks).
  const cjk = description.normalize("NFKC").toLowerCase();
  return WHEN_PATTERNS.some((w) => w.pattern.test(CJK_LANGUAGES.has(w.language) ? cjk : latin));
}

/**
 * Whether the heuristic knows the description's language well enough to say it lacks a "when":
 * Latin script (English, French, Spanish, German, Portuguese, Italian; not when two words of another
 * Latin-script language show), Japanese, Korean, Chinese. Cyrillic, Arabic, Devanagari, Thai… are not
 * judged: no phrasing of theirs is known, and a warning there would be a guess.
 */
export function canJudgeWhen(description: string): boolean {
  let latin = 0;
  let cjk = 0;
  let other = 0;
  for (const ch of description) {
    const code = ch.charCodeAt(0);
    // ASCII answers without a regex: most descriptions are plain English
    if (code < 0x80) {
      if ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a) latin++;
      continue;
    }
    if (!LETTER.test(ch)) continue;
    if (LATIN.test(ch)) latin++;
    else if (CJK.test(ch)) cjk++;
    else other++;
  }
  const letters = latin + cjk + other;
  if (letters === 0) return false;
  if (cjk * 5 >= letters) return true; // CJK text with Latin names in it (PDF, API)
  if (other * 2 >= letters) return false;
  const words = description.toLowerCase().split(/[^\p{L}]+/u);
  let foreign = 0;
  for (const w of new Set(words)) if (UNJUDGED_LATIN_WORDS.has(w)) foreign++;
  return foreign < 2;
}

const LETTER = /^\p{L}$/u;
const LATIN = /\p{Script=Latin}/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** XML/HTML-like tags (`<example>`, `</b>`, `<br/>`, `<Nom>`). */
const TAG = /<\/?[A-Za-z][\w.:-]*(?:\s[^<>\n]*)?\/?>/g;
const MAX_TAG_FINDINGS = 5;

export const skillDescription: SkillRule = {
  meta: {
    id: ID,
    description: "A skill's description must exist, fit 1024 characters without angle-bracket tags, and say when to use the skill.",
    defaultSeverity: "error",
    appliesTo: "skill",
    fix: "none",
    network: false,
    docs: docsUrl(ID),
  },
  check(context) {
    const { skill } = context;
    const fm = skill.frontMatter;
    // Without readable front matter there is no description to check: skill-frontmatter says why.
    if (!isReadable(fm)) return;
    const contents = fm.document.contents;
    if (contents !== null && !isMap(contents)) return;
    const label = `skill "${skill.folderName}"`;
    const entry = frontMatterEntry(fm, "description");
    if (!entry) {
      context.report({
        offset: 0,
        length: 3,
        pointer: "/description",
        subject: "missing",
        message: `${label} has no description: add description: what the skill does and when to use it (hosts choose skills by their description alone)`,
      });
      return;
    }
    const node = entry.pair.value;
    const value = node && isScalar(node) ? node.value : null;
    // Other types are skill-frontmatter's to report.
    if (value !== null && value !== undefined && typeof value !== "string") return;
    const at = entry.valueLength > 0 ? { offset: entry.valueOffset, length: entry.valueLength } : { offset: entry.keyOffset, length: entry.keyLength };
    const description = typeof value === "string" ? value.trim() : "";
    if (description === "") {
      context.report({ ...at, pointer: "/description", subject: "empty", message: `${label}: description is empty: say what the skill does and when to use it` });
      return;
    }
    const length = [...description].length;
    if (length > MAX_DESCRIPTION_LENGTH) {
      context.report({
        ...at,
        pointer: "/description",
        subject: "too-long",
        message: `${label}: description is ${length} characters: hosts accept at most ${MAX_DESCRIPTION_LENGTH}; keep what and when, and move the rest into the body`,
      });
    }
    const source = skill.skillMd.text.slice(entry.valueOffset, entry.valueOffset + entry.valueLength);
    let tags = 0;
    for (const match of description.matchAll(TAG)) {
      if (++tags > MAX_TAG_FINDINGS) break;
      // Point at the tag itself when the source spells it the same way (no escapes in between).
      const inSource = source.indexOf(match[0]);
      context.report({
        ...(inSource === -1 ? at : { offset: entry.valueOffset + inSource, length: match[0].length }),
        pointer: "/description",
        subject: `tag:${match[0]}`,
        message: `${label}: description contains the tag ${match[0]}: Anthropic's API and claude.ai refuse a description with angle-bracket tags; say it in words or move it into the body`,
      });
    }
    if (length < MIN_DESCRIPTION_LENGTH) {
      context.report({
        ...at,
        pointer: "/description",
        subject: "too-short",
        severity: "warning",
        message: `${label}: description is ${length} characters, too short for a host to choose the skill by: say what it does and when to use it (${MIN_DESCRIPTION_LENGTH} characters or more)`,
      });
    }
    const whenToUse = frontMatterEntry(fm, "when_to_use");
    const whenText = whenToUse && isScalar(whenToUse.pair.value) && typeof whenToUse.pair.value.value === "string" ? whenToUse.pair.value.value.trim() : "";
    // Claude Code appends when_to_use to the description: either one may carry the "when".
    // A description in a language the heuristic does not know is not judged (silence, not a guess).
    if (whenText === "" && canJudgeWhen(description) && !hasWhenClause(description)) {
      context.report({
        ...at,
        pointer: "/description",
        subject: "no-when",
        severity: "warning",
        message: `${label}: description does not say when to use the skill: add a clause such as "Use when the user asks to …" (hosts choose skills by their description alone)`,
      });
    }
    if (whenText !== "") {
      const total = length + [...whenText].length;
      if (total > CLAUDE_CODE_LISTING_CAP) {
        context.report({
          offset: whenToUse!.valueOffset,
          length: whenToUse!.valueLength,
          pointer: "/when_to_use",
          subject: "listing-cap",
          severity: "warning",
          message: `${label}: description and when_to_use total ${total} characters: Claude Code cuts them at ${CLAUDE_CODE_LISTING_CAP} in its skill listing; shorten them`,
        });
      }
    }
  },
};
