// Runs the skill rules over one skill folder, and applies their fixes to SKILL.md.
import { applyNonOverlapping, type AppliedFix } from "./engine.js";
import { compareFindings, fingerprint } from "../core/fingerprint.js";
import { type RuleSetting } from "../core/types.js";
import { applyInlineIgnores } from "../core/ignores.js";
import { rangeAt, sourceFromText } from "../core/source.js";
import type { Finding, FixSafety, Severity } from "../core/types.js";
import type { SkillReportDescriptor, SkillRule } from "../rules/types.js";
import type { AuditLock } from "../lock/index.js";
import { bodyStart, parseFrontMatter } from "../skills/front-matter.js";
import { joinDisplay, SKILL_FILE, type Skill } from "../skills/model.js";

export interface SkillLintOptions {
  rules: readonly SkillRule[];
  settings?: ReadonlyMap<string, Partial<RuleSetting>>;
  profile?: string;
  lock?: AuditLock | undefined;
  /** The skill's key in the lock (its folder from the lock's root). */
  lockKey?: string;
}

export interface SkillLintResult {
  findings: Finding[];
  secrets: string[];
}

export function lintSkill(skill: Skill, options: SkillLintOptions): SkillLintResult {
  const findings: Finding[] = [];
  const secrets: string[] = [];
  for (const rule of options.rules) {
    const setting = options.settings?.get(rule.meta.id);
    if (setting?.severity === "off") continue;
    const configured = setting?.severity as Severity | undefined;
    rule.check({
      skill,
      profile: options.profile ?? "default",
      lock: options.lock,
      lockKey: options.lockKey ?? skill.identityDir,
      options: setting?.options ?? {},
      report(d: SkillReportDescriptor) {
        findings.push(toSkillFinding(skill, rule, d, configured));
        if (d.secrets) secrets.push(...d.secrets.filter((s) => s.length > 0));
      },
    });
  }
  findings.sort((a, b) => a.file.localeCompare(b.file) || compareFindings(a, b));
  return { findings: applyMarkdownIgnores(skill, findings, new Set(options.rules.map((r) => r.meta.id))), secrets };
}

function toSkillFinding(skill: Skill, rule: SkillRule, d: SkillReportDescriptor, configured: Severity | undefined): Finding {
  const relative = d.file ?? SKILL_FILE;
  const source = skill.readText(relative);
  const offset = d.offset ?? 0;
  const length = d.length ?? 0;
  const range = source
    ? rangeAt(source, offset, length)
    : { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
  const finding: Finding = {
    ruleId: rule.meta.id,
    severity: configured ?? d.severity ?? rule.meta.defaultSeverity,
    message: d.message,
    file: joinDisplay(skill.displayDir, relative),
    range,
    pointer: d.pointer,
    fingerprint: fingerprint(rule.meta.id, joinDisplay(skill.identityDir, relative), d.pointer, d.subject ?? ""),
  };
  if (d.fix) {
    // Fixes may only edit SKILL.md: the one file whose text the engine re-parses between passes.
    if (relative === SKILL_FILE) finding.fix = d.fix;
  }
  if (d.fatal) finding.fatal = true;
  return finding;
}

/** `<!-- mcp-audit-ignore[rule] reason -->` in the skill's Markdown files covers findings in that file. */
function applyMarkdownIgnores(skill: Skill, findings: Finding[], known: ReadonlySet<string>): Finding[] {
  const byFile = new Map<string, Finding[]>();
  for (const f of findings) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f]);
  const out: Finding[] = [];
  for (const file of skill.files) {
    if (!file.path.toLowerCase().endsWith(".md") || file.kind !== "file") continue;
    const display = joinDisplay(skill.displayDir, file.path);
    const source = skill.readText(file.path);
    if (!source || !source.text.includes("mcp-audit-ignore")) continue;
    byFile.set(display, applyInlineIgnores(source, "markdown", byFile.get(display) ?? [], known));
  }
  for (const list of byFile.values()) out.push(...list);
  return out.sort((a, b) => a.file.localeCompare(b.file) || compareFindings(a, b));
}

/** A copy of the skill whose SKILL.md holds `text` (front matter re-parsed), for fix passes. */
export function withSkillMdText(skill: Skill, text: string): Skill {
  const skillMd = { ...sourceFromText(skill.skillMd.path, skill.skillMd.displayPath, text, skill.skillMd.bom), ...(skill.skillMd.identityPath ? { identityPath: skill.skillMd.identityPath } : {}) };
  const frontMatter = parseFrontMatter(text);
  const base = skill;
  return {
    ...skill,
    skillMd,
    frontMatter,
    bodyOffset: frontMatter.present ? bodyStart(text, frontMatter.end) : 0,
    readText: (p) => (p === SKILL_FILE ? skillMd : base.readText(p)),
  };
}

export interface SkillFixResult {
  /** The new SKILL.md text (unchanged when nothing applied). */
  text: string;
  applied: AppliedFix[];
  result: SkillLintResult;
}

const MAX_FIX_PASSES = 10;

export function fixSkill(skill: Skill, options: SkillLintOptions, level: FixSafety): SkillFixResult {
  let current = skill;
  const applied: AppliedFix[] = [];
  let result = lintSkill(current, options);
  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    const candidates = result.findings.filter((f) => f.fix && (level === "unsafe" || f.fix.safety === "safe"));
    if (candidates.length === 0) break;
    const { text, used } = applyNonOverlapping(current.skillMd.text, candidates.map((f) => f.fix!));
    if (used.length === 0) break;
    const next = withSkillMdText(current, text);
    // A fix must not break the front matter it edits.
    if (skill.frontMatter.problems.length === 0 && next.frontMatter.problems.length > 0) break;
    for (const fix of used) {
      const finding = candidates.find((f) => f.fix === fix)!;
      applied.push({ ruleId: finding.ruleId, safety: fix.safety, description: fix.description, line: finding.range.start.line });
    }
    current = next;
    result = lintSkill(current, options);
  }
  return { text: current.skillMd.text, applied, result };
}
