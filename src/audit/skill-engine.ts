// Runs the skill rules over one skill folder, and applies their fixes to SKILL.md.
import { applyNonOverlapping, type AppliedFix } from "./engine.js";
import { compareFindings, fingerprint } from "../core/fingerprint.js";
import { type RuleSetting } from "../core/types.js";
import { applyInlineIgnores, DIRECTIVE_PREFIX, type IgnoreSyntax } from "../core/ignores.js";
import { classifyByName, firstLineOf } from "../skills/file-kind.js";
import { rangeAt, sourceFromText, type SourceFile } from "../core/source.js";
import type { Finding, FixSafety, Range, Severity } from "../core/types.js";
import type { SkillReportDescriptor, SkillRule, SkillRuleContext } from "../rules/types.js";
import type { AuditLock } from "../lock/index.js";
import { bodyStart, parseFrontMatter } from "../skills/front-matter.js";
import { joinDisplay, SKILL_FILE, type Skill } from "../skills/model.js";
import type { PluginLocator } from "../skills/plugin.js";

export interface SkillLintOptions {
  rules: readonly SkillRule[];
  settings?: ReadonlyMap<string, Partial<RuleSetting>>;
  profile?: string;
  lock?: AuditLock | undefined;
  /** The skill's key in the lock (its folder from the lock's root). */
  lockKey?: string;
  /** Plugins (real roots) whose manifest the same run audits as a config (its hooks judged there). */
  pluginsAudited?: ReadonlySet<string>;
  /** Shared by the run's skills (see PluginLocator). */
  pluginLocator?: PluginLocator;
}

export interface SkillLintResult {
  findings: Finding[];
  secrets: string[];
}

const NONE: ReadonlySet<string> = new Set();

export function lintSkill(skill: Skill, options: SkillLintOptions): SkillLintResult {
  const findings: Finding[] = [];
  const secrets: string[] = [];
  // Files outside the skill folder that findings are in (plugin files), for their ignore comments.
  const outside = new Map<string, SourceFile>();
  const perFile: { rule: SkillRule; context: SkillRuleContext }[] = [];
  for (const rule of options.rules) {
    const setting = options.settings?.get(rule.meta.id);
    if (setting?.severity === "off") continue;
    const configured = setting?.severity as Severity | undefined;
    const context: SkillRuleContext = {
      skill,
      profile: options.profile ?? "default",
      lock: options.lock,
      lockKey: options.lockKey ?? skill.identityDir,
      pluginsAudited: options.pluginsAudited ?? NONE,
      ...(options.pluginLocator ? { pluginLocator: options.pluginLocator } : {}),
      options: setting?.options ?? {},
      report(d: SkillReportDescriptor) {
        if (d.source) outside.set(d.source.displayPath, d.source);
        findings.push(toSkillFinding(skill, rule, d, configured));
        if (d.secrets) secrets.push(...d.secrets.filter((s) => s.length > 0));
      },
    };
    rule.check?.(context);
    if (rule.checkFile) perFile.push({ rule, context });
  }
  // One pass over the files: every rule's checks of a file, then its text is let go (a finding's range
  // is placed as it is reported, from the text at hand).
  for (const file of skill.files) {
    for (const { rule, context } of perFile) rule.checkFile!(context, file);
    skill.release?.(file.path);
  }
  findings.sort((a, b) => a.file.localeCompare(b.file) || compareFindings(a, b));
  return { findings: applyFileIgnores(skill, findings, new Set(options.rules.map((r) => r.meta.id)), outside), secrets };
}

function toSkillFinding(skill: Skill, rule: SkillRule, d: SkillReportDescriptor, configured: Severity | undefined): Finding {
  const relative = d.file ?? SKILL_FILE;
  const offset = d.offset ?? 0;
  const length = d.length ?? 0;
  return withRange(skill, rule, d, configured, relative, skillRange(skill, d, relative, offset, length));
}

/** Where a finding lies; one on the first line of a file is placed without decoding the rest of it. */
function skillRange(skill: Skill, d: SkillReportDescriptor, relative: string, offset: number, length: number): Range {
  if (!d.source && offset === 0) {
    const first = skill.readFirstLine(relative);
    if (first !== undefined && length <= first.length) return { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: length + 1, offset: length } };
  }
  const source = d.source ?? skill.readText(relative);
  return source ? rangeAt(source, offset, length) : { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
}

function withRange(skill: Skill, rule: SkillRule, d: SkillReportDescriptor, configured: Severity | undefined, relative: string, range: Range): Finding {
  const finding: Finding = {
    ruleId: rule.meta.id,
    severity: configured ?? d.severity ?? rule.meta.defaultSeverity,
    message: d.message,
    file: d.source ? d.source.displayPath : joinDisplay(skill.displayDir, relative),
    range,
    pointer: d.pointer,
    fingerprint: fingerprint(rule.meta.id, d.source ? (d.source.identityPath ?? d.source.displayPath) : joinDisplay(skill.identityDir, relative), d.pointer, d.subject ?? ""),
  };
  if (d.fix) {
    // Fixes may only edit SKILL.md: the one file whose text the engine re-parses between passes.
    if (relative === SKILL_FILE) finding.fix = d.fix;
  }
  if (d.fatal) finding.fatal = true;
  if (d.confidence) finding.confidence = d.confidence;
  if (d.group) finding.group = d.group;
  return finding;
}

/**
 * Ignore comments cover findings in their own file: `<!-- mcp-audit-ignore[rule] reason -->` in the
 * skill's Markdown, `# …` or `// …` in its scripts (by file kind), and in plugin files it runs.
 */
function applyFileIgnores(skill: Skill, findings: Finding[], known: ReadonlySet<string>, outside: ReadonlyMap<string, SourceFile>): Finding[] {
  const byFile = groupByFile(findings);
  const out: Finding[] = [];
  for (const file of skill.files) {
    if (file.kind !== "file") continue;
    const byName = classifyByName(file.path);
    // Only Markdown and code can hold a directive; an extensionless file is code when it starts with #!.
    if (byName && byName.kind !== "markdown" && byName.kind !== "code") continue;
    if (byName === undefined && !file.executable && !byFile.has(joinDisplay(skill.displayDir, file.path))) continue;
    // Known from the kept bytes where they are: a file without the directive's prefix is not decoded again.
    if (skill.mayHold?.(file.path, DIRECTIVE_PREFIX) === false) continue;
    const source = skill.readText(file.path);
    if (!source || !source.text.includes(DIRECTIVE_PREFIX)) continue;
    const display = joinDisplay(skill.displayDir, file.path);
    const syntax = byName ? ignoreSyntax(byName.kind, byName.language) : firstLineOf(source.text).startsWith("#!") || file.executable ? "hash" : undefined;
    if (!syntax) continue;
    byFile.set(display, applyInlineIgnores(source, syntax, byFile.get(display) ?? [], known));
  }
  for (const [display, source] of outside) {
    const kind = classifyByName(source.displayPath);
    const syntax = kind ? ignoreSyntax(kind.kind, kind.language) : "hash";
    if (syntax && source.text.includes(DIRECTIVE_PREFIX)) byFile.set(display, applyInlineIgnores(source, syntax, byFile.get(display) ?? [], known));
  }
  for (const list of byFile.values()) out.push(...list);
  return out.sort((a, b) => a.file.localeCompare(b.file) || compareFindings(a, b));
}

function ignoreSyntax(kind: string, language: string | undefined): IgnoreSyntax | undefined {
  if (kind === "markdown") return "markdown";
  if (kind !== "code") return undefined;
  if (language === "javascript" || language === "package-json") return language === "javascript" ? "jsonc" : undefined;
  if (language === "php") return "hash-or-slash";
  return language === "batch" ? undefined : "hash";
}

/** Findings grouped by file, in their order (one push each: copying the list per finding was quadratic). */
export function groupByFile(findings: readonly Finding[]): Map<string, Finding[]> {
  const byFile = new Map<string, Finding[]>();
  for (const f of findings) {
    const list = byFile.get(f.file);
    if (list) list.push(f);
    else byFile.set(f.file, [f]);
  }
  return byFile;
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
    readFirstLine: (p) => (p === SKILL_FILE ? /^[^\r\n]*/.exec(text)![0] : base.readFirstLine(p)),
    mayHold: (p, needle) => (p === SKILL_FILE ? text.includes(needle) : (base.mayHold?.(p, needle) ?? true)),
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
    const byFix = new Map(candidates.map((f) => [f.fix!, f]));
    for (const fix of used) {
      const finding = byFix.get(fix)!;
      applied.push({ ruleId: finding.ruleId, safety: fix.safety, description: fix.description, line: finding.range.start.line });
    }
    current = next;
    result = lintSkill(current, options);
  }
  return { text: current.skillMd.text, applied, result };
}
