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
    const body = file.text.slice(skill.bodyOffset);
    const bodyStartLine = positionAt(file, skill.bodyOffset).line;
    // A final newline ends the last line; it does not start another.
    const lines = body === "" ? 0 : file.lineStarts.length - bodyStartLine + (/\r?\n$|\r$/.test(body) ? 0 : 1);
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
    const tokens = estimateTokens(body);
    if (tokens > MAX_BODY_TOKENS) {
      context.report({
        offset: skill.bodyOffset,
        length: 0,
        pointer: `SKILL.md#L${bodyStartLine}`,
        subject: "tokens",
        message: `${label}: SKILL.md's body is about ${tokens} tokens (${body.length} characters / ${CHARS_PER_TOKEN}): keep it under ${MAX_BODY_TOKENS}, since hosts load all of it once the skill is chosen; move detail into reference files`,
      });
    }
    checkNesting(context, label);
  },
};

/** SKILL.md → a.md → b.md: reports the links in a.md to files SKILL.md does not reference itself. */
function checkNesting(context: SkillRuleContext, label: string): void {
  const { skill } = context;
  const { files, dirs } = skillPaths(skill);
  const topLevel = new Set([...files, ...dirs].map((p) => p.split("/")[0]!).filter((p) => p !== ""));
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
    for (const ref of findReferences(source.text)) {
      if (ref.kind === "code") continue;
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

