// skill-risky-script: what a skill's scripts (and the code blocks of its SKILL.md) would do with the
// user's rights — download and run code, run decoded payloads, read credentials, send data away, sudo,
// chmod 777, unguarded `rm -rf`, unpinned installs. The patterns are data: src/skills/script-patterns.ts.
import type { SkillRule, SkillRuleContext } from "./types.js";
import { docsUrl } from "../core/docs.js";
import { positionAt } from "../core/source.js";
import { SKILL_FILE, type Skill, type SkillFile } from "../skills/model.js";
import { printable } from "../skills/unicode.js";
import { fenceLanguage, markdownFences, scanScript, scriptLanguage, type ScriptHit } from "../skills/script-patterns.js";

/** Scripts above this size are not scanned (and say so): no hand-written skill script is this large. */
export const MAX_SCRIPT_BYTES = 1024 * 1024;
/** Findings per file before the rest are summed up in one. */
export const MAX_FINDINGS_PER_FILE = 100;

export const skillRiskyScript: SkillRule = {
  meta: {
    id: "skill-risky-script",
    description: "Skill scripts that download and run code, read credentials, send data away, use sudo or chmod 777, delete unguarded paths or install unpinned packages",
    defaultSeverity: "error",
    appliesTo: "skill",
    // What to do instead depends on what the script is for: the message says it, the user decides.
    fix: "none",
    network: false,
    docs: docsUrl("skill-risky-script"),
  },
  check(context) {
    const { skill } = context;
    for (const file of skill.files) {
      if (file.kind !== "file") continue;
      if (file.path === SKILL_FILE) {
        checkCodeBlocks(context);
        continue;
      }
      checkScript(context, file);
    }
  },
};

function checkScript(context: SkillRuleContext, file: SkillFile): void {
  const { skill } = context;
  if (file.size > MAX_SCRIPT_BYTES) {
    // Decided without reading: by extension, execute bit or folder.
    if (scriptLanguage(file.path, file.executable, "") === undefined) return;
    context.report({
      file: file.path,
      offset: 0,
      length: 0,
      pointer: file.path,
      severity: "warning",
      subject: "too-large",
      message: `skill "${skillName(skill)}" has a script too large to scan (${file.path}, ${(file.size / 1048576).toFixed(1)} MB, over 1 MB): review it by hand, or replace it with a smaller one`,
    });
    return;
  }
  const source = skill.readText(file.path);
  if (!source) return; // binary or not UTF-8: skill-unaudited-file reports it
  const firstLine = source.text.slice(0, Math.min(source.text.length, 300)).split(/\r?\n/, 1)[0]!;
  const language = scriptLanguage(file.path, file.executable, firstLine);
  if (!language) return;
  reportHits(context, file.path, scanScript(source.text, language), (offset) => positionAt(source, offset).line);
}

/** Fenced code blocks of SKILL.md: the commands the skill tells the agent to run. */
function checkCodeBlocks(context: SkillRuleContext): void {
  const source = context.skill.skillMd;
  const hits: ScriptHit[] = [];
  for (const fence of markdownFences(source.text)) {
    const language = fenceLanguage(fence.info);
    if (!language) continue;
    for (const hit of scanScript(source.text.slice(fence.start, fence.end), language)) hits.push({ ...hit, offset: hit.offset + fence.start });
  }
  reportHits(context, SKILL_FILE, hits, (offset) => positionAt(source, offset).line);
}

function reportHits(context: SkillRuleContext, path: string, hits: ScriptHit[], lineOf: (offset: number) => number): void {
  const name = skillName(context.skill);
  for (const hit of hits.slice(0, MAX_FINDINGS_PER_FILE)) {
    const { pattern, label } = hit;
    context.report({
      file: path,
      offset: hit.offset,
      length: hit.length,
      pointer: `${path}#L${lineOf(hit.offset)}`,
      severity: pattern.severity,
      subject: `${pattern.id}:${label}`,
      message: `skill "${name}" ${pattern.description} (${label}): ${pattern.advice}`,
    });
  }
  const rest = hits.slice(MAX_FINDINGS_PER_FILE);
  if (rest.length > 0) {
    const severity = rest.some((h) => h.pattern.severity === "error") ? "error" : "warning";
    context.report({
      file: path,
      offset: rest[0]!.offset,
      length: rest[0]!.length,
      pointer: `${path}#more`,
      severity,
      subject: "more",
      message: `skill "${name}" has ${rest.length} more risky lines in ${path} (only the first ${MAX_FINDINGS_PER_FILE} are listed): review the whole file`,
    });
  }
}

/** The skill's name as its front matter gives it, else its folder's name. */
function skillName(skill: Skill): string {
  const n = skill.frontMatter.data?.["name"];
  return printable(typeof n === "string" && n.trim() !== "" ? n : skill.folderName);
}
