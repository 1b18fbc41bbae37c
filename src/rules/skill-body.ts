// skill-body: progressive disclosure. A host loads the whole SKILL.md body into the model's context
// once it picks the skill, so the body should stay short (the spec and Anthropic's guidance: under
// 500 lines, under about 5000 tokens) and send the agent to reference files for detail. Those files
// should be one link away from SKILL.md: a file reached only through another reference file tends to
// be read partly or not at all.
import path from "node:path";
import { docsUrl } from "../core/docs.js";
import { positionAt } from "../core/source.js";
import type { SkillRule, SkillRuleContext } from "./types.js";
import { bodyReferences, codeSpanPath, findReferences, resolveTarget, skillPaths, type Reference } from "./skill-broken-reference.js";

const ID = "skill-body";

export const MAX_BODY_LINES = 500;
export const MAX_BODY_TOKENS = 5000;
/** Characters per token for the estimate: the usual rule of thumb for English text and code. */
export const CHARS_PER_TOKEN = 4;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

export const skillBody: SkillRule = {
  meta: {
    id: ID,
    description: "SKILL.md's body should stay under 500 lines and about 5000 tokens, with reference files one link away from it.",
    defaultSeverity: "warning",
    appliesTo: "skill",
    fix: "none",
    network: false,
    docs: docsUrl(ID),
  },
  check(context) {
    const { skill } = context;
    const label = `skill "${skill.folderName}"`;
    const file = skill.skillMd;
    const bodyLength = file.text.length - skill.bodyOffset;
    const bodyStartLine = positionAt(file, skill.bodyOffset).line;
    // A final newline ends the last line; it does not start another. Fewer line breaks than the limit
    // (counted natively, stopping at the limit) cannot make too many lines: no line index for them.
    const last = file.text.charCodeAt(file.text.length - 1);
    const lines = bodyLength === 0 ? 0 : mayExceedLines(file.text, skill.bodyOffset) ? file.lineStarts.length - bodyStartLine + (last === 10 || last === 13 ? 0 : 1) : 0;
    if (lines > MAX_BODY_LINES) {
      const firstOver = file.lineStarts[bodyStartLine - 1 + MAX_BODY_LINES] ?? skill.bodyOffset;
      context.report({
        offset: firstOver,
        length: 0,
        pointer: `SKILL.md#L${bodyStartLine + MAX_BODY_LINES}`,
        subject: "lines",
        message: `${label}: SKILL.md's body is ${lines} lines: keep it to ${MAX_BODY_LINES} or fewer and move detail into reference files that the body links to`,
      });
    }
    const tokens = Math.ceil(bodyLength / CHARS_PER_TOKEN);
    if (tokens > MAX_BODY_TOKENS) {
      context.report({
        offset: skill.bodyOffset,
        length: 0,
        pointer: `SKILL.md#L${bodyStartLine}`,
        subject: "tokens",
        message: `${label}: SKILL.md's body is about ${tokens} tokens (${bodyLength} characters / ${CHARS_PER_TOKEN}): keep it under ${MAX_BODY_TOKENS}, since hosts load all of it once the skill is chosen; move detail into reference files`,
      });
    }
    checkNesting(context, label);
  },
};

/**
 * Whether the text from `from` holds MAX_BODY_LINES line breaks or more (a CR, an LF or a CRLF each
 * count at most once here, so fewer than that many CRs and LFs together mean fewer line breaks): only
 * then can the body be over the limit.
 */
export function mayExceedLines(text: string, from: number): boolean {
  let breaks = 0;
  for (const c of ["\n", "\r"]) {
    for (let i = text.indexOf(c, from); i !== -1; i = text.indexOf(c, i + 1)) if (++breaks >= MAX_BODY_LINES) return true;
  }
  return false;
}

/** SKILL.md → a.md → b.md: reports the links in a.md to files SKILL.md does not reference itself. */
function checkNesting(context: SkillRuleContext, label: string): void {
  const { skill } = context;
  const { files, topLevel } = skillPaths(skill);
  const direct = new Set<string>();
  for (const ref of bodyReferences(skill)) {
    const p = pathOf(ref, "", topLevel);
    if (p !== undefined && files.has(p)) direct.add(p);
  }
  for (const first of [...direct].sort()) {
    if (!/\.(md|markdown)$/i.test(first) || first === "SKILL.md") continue;
    const source = skill.readText(first);
    if (!source) continue;
    const seen = new Set<string>();
    for (const ref of findReferences(source.text, 0, source.text.length, true)) {
      const target = linkedFile(ref, path.posix.dirname(first), files);
      if (target === undefined || target === first || target === "SKILL.md" || direct.has(target) || seen.has(target)) continue;
      seen.add(target);
      context.report({
        file: first,
        offset: ref.offset,
        length: ref.length,
        pointer: `${first}#L${positionAt(source, ref.offset).line}`,
        subject: `nested:${first}->${target}`,
        message: `${label}: ${first} links to ${target}, two steps from SKILL.md: agents may read such a file partly or not at all; link it from SKILL.md directly or merge it into ${first}`,
      });
    }
  }
}

function pathOf(ref: Reference, from: string, topLevel: ReadonlySet<string>): string | undefined {
  const target = ref.kind === "code" ? codeSpanPath(ref.raw, topLevel) : ref.target;
  if (target === undefined) return undefined;
  const resolved = resolveTarget(target, from);
  return resolved.kind === "inside" ? resolved.path : undefined;
}

/** A link in a reference file: relative to that file, or (as authors often write) to the skill's root. */
function linkedFile(ref: Reference, dir: string, files: ReadonlySet<string>): string | undefined {
  if (ref.target === undefined) return undefined;
  for (const from of dir === "." ? [""] : [dir, ""]) {
    const resolved = resolveTarget(ref.target, from);
    if (resolved.kind === "inside" && files.has(resolved.path)) return resolved.path;
  }
  return undefined;
}

