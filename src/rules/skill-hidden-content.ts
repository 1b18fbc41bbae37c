// skill-hidden-content: text a reviewer cannot see but a model reads — invisible Unicode (tag
// characters that spell out instructions, zero-width and bidi controls, fillers, variation-selector
// payloads) in every text file of the skill, and comments in Markdown that carry instructions.
// Code points and their legitimate uses: src/skills/unicode.ts; the comment heuristic:
// src/skills/hidden-instructions.ts.
import type { Severity } from "../core/types.js";
import type { SkillRule, SkillRuleContext } from "./types.js";
import { docsUrl } from "../core/docs.js";
import { positionAt, type SourceFile } from "../core/source.js";
import { SKILL_FILE, type Skill } from "../skills/model.js";
import { classifyComment, hiddenComments } from "../skills/hidden-instructions.js";
import {
  codePointHex,
  decodeTags,
  decodeVariationSelectors,
  describeCodePoint,
  findHiddenRuns,
  printable,
  showDecoded,
  type HiddenKind,
  type HiddenRun,
} from "../skills/unicode.js";

/** Findings of invisible characters per file before the rest are summed up in one. */
export const MAX_HIDDEN_PER_FILE = 25;

export const skillHiddenContent: SkillRule = {
  meta: {
    id: "skill-hidden-content",
    description: "Invisible or deceptive Unicode and instruction-carrying comments in a skill's files",
    defaultSeverity: "error",
    appliesTo: "skill",
    // Deleting hidden text changes what the model reads: a human must look at it first.
    fix: "none",
    network: false,
    docs: docsUrl("skill-hidden-content"),
  },
  checkFile(context, file) {
    if (file.kind !== "file") return;
    const { skill } = context;
    const ext = file.path.slice(file.path.lastIndexOf(".") + 1).toLowerCase();
    const markdown = file.path === SKILL_FILE || ["md", "markdown", "mdx"].includes(ext);
    const comments = markdown || ext === "html" || ext === "htm";
    // Every character this rule names is outside ASCII: an ASCII file is not even decoded for it
    // (SKILL.md is always read: fix passes change its text after its bytes were checked).
    const content = file.path === SKILL_FILE ? undefined : skill.content(file.path);
    const ascii = content?.ok === true && content.ascii;
    if (ascii && !comments) return;
    const source = skill.readText(file.path);
    if (!source) return; // binary, not UTF-8 or too large: skill-unaudited-file's concern
    const name = skillName(skill);
    if (!ascii) checkCharacters(context, name, file.path, source);
    if (comments) checkComments(context, name, file.path, source, markdown);
  },
};

const SEVERITY: Record<HiddenKind, Severity> = {
  tag: "error",
  bidi: "error",
  "bidi-mark": "warning",
  "zero-width": "error",
  invisible: "error",
  "soft-hyphen": "warning",
  "variation-selector": "error",
};

function checkCharacters(context: SkillRuleContext, name: string, path: string, source: SourceFile): void {
  const runs = findHiddenRuns(source.text);
  for (const run of runs.slice(0, MAX_HIDDEN_PER_FILE)) {
    context.report({
      file: path,
      offset: run.offset,
      length: run.length,
      pointer: `${path}#L${positionAt(source, run.offset).line}`,
      severity: SEVERITY[run.kind],
      subject: `${run.kind}:${[...new Set(run.codePoints)].map(codePointHex).join(",")}`,
      message: `skill "${name}" ${describeRun(run)}`,
    });
  }
  const rest = runs.slice(MAX_HIDDEN_PER_FILE);
  if (rest.length > 0) {
    const count = rest.reduce((n, r) => n + r.codePoints.length, 0);
    context.report({
      file: path,
      offset: rest[0]!.offset,
      length: rest[0]!.length,
      pointer: `${path}#more`,
      severity: rest.some((r) => SEVERITY[r.kind] === "error") ? "error" : "warning",
      subject: "more",
      message: `skill "${name}" has ${count} more invisible characters in ${path} (only the first ${MAX_HIDDEN_PER_FILE} places are listed): remove every invisible character from the file`,
    });
  }
}

/** The message after the skill's name, by kind. Never contains the invisible characters themselves. */
export function describeRun(run: HiddenRun): string {
  const n = run.codePoints.length;
  const distinct = [...new Set(run.codePoints)];
  const names = distinct.length > 3 ? `${distinct.slice(0, 3).map(describeCodePoint).join(", ")}, …` : distinct.map(describeCodePoint).join(", ");
  const range = () => {
    const lo = Math.min(...run.codePoints);
    const hi = Math.max(...run.codePoints);
    return lo === hi ? codePointHex(lo) : `${codePointHex(lo)}–${codePointHex(hi)}`;
  };
  const them = n === 1 ? "it" : "them";
  switch (run.kind) {
    case "tag": {
      const decoded = decodeTags(run.codePoints);
      const spelled = decoded ? ` that spell ${showDecoded(decoded)}` : "";
      return `hides text in ${plural(n, "invisible Unicode tag character")} (${range()})${spelled}: the model reads ${them}, a reviewer sees nothing; delete ${them}`;
    }
    case "variation-selector": {
      const decoded = decodeVariationSelectors(run.codePoints);
      const carried = decoded ? ` that decode to ${showDecoded(decoded)}` : "";
      return `hides data in a run of ${n} Unicode variation selectors (${range()})${carried}: one after an emoji is normal, a run is a payload the model may read; delete them`;
    }
    case "bidi":
      return `has ${plural(n, "bidi control character")} (${names}): ${n === 1 ? "it reorders" : "they reorder"} how the text is displayed, so what you review is not what the model reads; delete ${them}`;
    case "bidi-mark":
      return `has ${plural(n, "invisible direction mark")} (${names}) outside right-to-left text: ${n === 1 ? "it changes" : "they change"} how the text around ${n === 1 ? "it" : "them"} is displayed; delete ${them}`;
    case "zero-width":
      return `has ${plural(n, "zero-width character")} (${names}): invisible, ${n === 1 ? "it" : "they"} can split words so reviewers and filters miss them, or carry hidden data; delete ${them}`;
    case "invisible":
      return `has ${plural(n, "invisible character")} (${names}): ${n === 1 ? "it shows" : "they show"} as nothing or as a blank, but the model reads ${them}; delete ${them}`;
    case "soft-hyphen":
      return `has ${plural(n, "soft hyphen")} (U+00AD SOFT HYPHEN): invisible in most views, ${n === 1 ? "it splits a word" : "they split words"} so reviewers and filters miss ${n === 1 ? "it" : "them"}; delete ${them}`;
  }
}

function plural(n: number, noun: string): string {
  return n === 1 ? `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}` : `${n} ${noun}s`;
}

function checkComments(context: SkillRuleContext, name: string, path: string, source: SourceFile, markdown: boolean): void {
  for (const comment of hiddenComments(source.text, markdown)) {
    const verdict = classifyComment(comment.body);
    if (!verdict) continue;
    const signals = verdict.signals.join(", ");
    const what = comment.kind === "HTML comment" ? "an HTML comment" : "a Markdown comment";
    const message =
      verdict.level === "error"
        ? `skill "${name}" hides instructions for the model in ${what} (${signals}): the rendered page does not show it, the model reads it; delete the comment or make its text visible`
        : verdict.level === "warning"
          ? `skill "${name}" has ${what} that may instruct the model (${signals}): the rendered page does not show it, the model reads it; delete it or make its text visible`
          : `skill "${name}" has ${what} the rendered page does not show (${signals ? `${signals}, ` : ""}${verdict.words} words): the model reads it; make sure it holds no instructions, or delete it`;
    context.report({
      file: path,
      offset: comment.offset,
      length: comment.length,
      pointer: `${path}#L${positionAt(source, comment.offset).line}`,
      severity: verdict.level,
      subject: `comment:${verdict.level}:${signals}`,
      message,
    });
  }
}

/** The skill's name as its front matter gives it, else its folder's name; never with hidden characters. */
function skillName(skill: Skill): string {
  const n = skill.frontMatter.data?.["name"];
  return printable(typeof n === "string" && n.trim() !== "" ? n : skill.folderName);
}
