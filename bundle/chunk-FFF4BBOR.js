import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  SKILL_FILE,
  bodyStart,
  classifyByName,
  firstLineOf,
  joinDisplay,
  parseFrontMatter
} from "./chunk-RFDAH6G3.js";
import {
  applyInlineIgnores,
  applyNonOverlapping,
  compareFindings,
  fingerprint
} from "./chunk-4ZLUN7A4.js";
import {
  rangeAt,
  sourceFromText
} from "./chunk-GW5WWG2U.js";

// src/audit/skill-engine.ts
var NONE = /* @__PURE__ */ new Set();
function lintSkill(skill, options) {
  const findings = [];
  const secrets = [];
  const outside = /* @__PURE__ */ new Map();
  for (const rule of options.rules) {
    const setting = options.settings?.get(rule.meta.id);
    if (setting?.severity === "off") continue;
    const configured = setting?.severity;
    rule.check({
      skill,
      profile: options.profile ?? "default",
      lock: options.lock,
      lockKey: options.lockKey ?? skill.identityDir,
      pluginsAudited: options.pluginsAudited ?? NONE,
      ...options.pluginLocator ? { pluginLocator: options.pluginLocator } : {},
      options: setting?.options ?? {},
      report(d) {
        if (d.source) outside.set(d.source.displayPath, d.source);
        findings.push(toSkillFinding(skill, rule, d, configured));
        if (d.secrets) secrets.push(...d.secrets.filter((s) => s.length > 0));
      }
    });
  }
  findings.sort((a, b) => a.file.localeCompare(b.file) || compareFindings(a, b));
  return { findings: applyFileIgnores(skill, findings, new Set(options.rules.map((r) => r.meta.id)), outside), secrets };
}
function toSkillFinding(skill, rule, d, configured) {
  const relative = d.file ?? SKILL_FILE;
  const offset = d.offset ?? 0;
  const length = d.length ?? 0;
  return withRange(skill, rule, d, configured, relative, skillRange(skill, d, relative, offset, length));
}
function skillRange(skill, d, relative, offset, length) {
  if (!d.source && offset === 0) {
    const first = skill.readFirstLine(relative);
    if (first !== void 0 && length <= first.length) return { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: length + 1, offset: length } };
  }
  const source = d.source ?? skill.readText(relative);
  return source ? rangeAt(source, offset, length) : { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
}
function withRange(skill, rule, d, configured, relative, range) {
  const finding = {
    ruleId: rule.meta.id,
    severity: configured ?? d.severity ?? rule.meta.defaultSeverity,
    message: d.message,
    file: d.source ? d.source.displayPath : joinDisplay(skill.displayDir, relative),
    range,
    pointer: d.pointer,
    fingerprint: fingerprint(rule.meta.id, d.source ? d.source.identityPath ?? d.source.displayPath : joinDisplay(skill.identityDir, relative), d.pointer, d.subject ?? "")
  };
  if (d.fix) {
    if (relative === SKILL_FILE) finding.fix = d.fix;
  }
  if (d.fatal) finding.fatal = true;
  if (d.confidence) finding.confidence = d.confidence;
  if (d.group) finding.group = d.group;
  return finding;
}
function applyFileIgnores(skill, findings, known, outside) {
  const byFile = groupByFile(findings);
  const out = [];
  for (const file of skill.files) {
    if (file.kind !== "file") continue;
    const byName = classifyByName(file.path);
    if (byName && byName.kind !== "markdown" && byName.kind !== "code") continue;
    const display = joinDisplay(skill.displayDir, file.path);
    if (byName === void 0 && !byFile.has(display) && !file.executable) continue;
    const source = skill.readText(file.path);
    if (!source || !source.text.includes("mcp-audit-")) continue;
    const syntax = byName ? ignoreSyntax(byName.kind, byName.language) : firstLineOf(source.text).startsWith("#!") || file.executable ? "hash" : void 0;
    if (!syntax) continue;
    byFile.set(display, applyInlineIgnores(source, syntax, byFile.get(display) ?? [], known));
  }
  for (const [display, source] of outside) {
    const kind = classifyByName(source.displayPath);
    const syntax = kind ? ignoreSyntax(kind.kind, kind.language) : "hash";
    if (syntax && source.text.includes("mcp-audit-")) byFile.set(display, applyInlineIgnores(source, syntax, byFile.get(display) ?? [], known));
  }
  for (const list of byFile.values()) out.push(...list);
  return out.sort((a, b) => a.file.localeCompare(b.file) || compareFindings(a, b));
}
function ignoreSyntax(kind, language) {
  if (kind === "markdown") return "markdown";
  if (kind !== "code") return void 0;
  if (language === "javascript" || language === "package-json") return language === "javascript" ? "jsonc" : void 0;
  if (language === "php") return "hash-or-slash";
  return language === "batch" ? void 0 : "hash";
}
function groupByFile(findings) {
  const byFile = /* @__PURE__ */ new Map();
  for (const f of findings) {
    const list = byFile.get(f.file);
    if (list) list.push(f);
    else byFile.set(f.file, [f]);
  }
  return byFile;
}
function withSkillMdText(skill, text) {
  const skillMd = { ...sourceFromText(skill.skillMd.path, skill.skillMd.displayPath, text, skill.skillMd.bom), ...skill.skillMd.identityPath ? { identityPath: skill.skillMd.identityPath } : {} };
  const frontMatter = parseFrontMatter(text);
  const base = skill;
  return {
    ...skill,
    skillMd,
    frontMatter,
    bodyOffset: frontMatter.present ? bodyStart(text, frontMatter.end) : 0,
    readText: (p) => p === SKILL_FILE ? skillMd : base.readText(p),
    readFirstLine: (p) => p === SKILL_FILE ? /^[^\r\n]*/.exec(text)[0] : base.readFirstLine(p)
  };
}
var MAX_FIX_PASSES = 10;
function fixSkill(skill, options, level) {
  let current = skill;
  const applied = [];
  let result = lintSkill(current, options);
  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    const candidates = result.findings.filter((f) => f.fix && (level === "unsafe" || f.fix.safety === "safe"));
    if (candidates.length === 0) break;
    const { text, used } = applyNonOverlapping(current.skillMd.text, candidates.map((f) => f.fix));
    if (used.length === 0) break;
    const next = withSkillMdText(current, text);
    if (skill.frontMatter.problems.length === 0 && next.frontMatter.problems.length > 0) break;
    const byFix = new Map(candidates.map((f) => [f.fix, f]));
    for (const fix of used) {
      const finding = byFix.get(fix);
      applied.push({ ruleId: finding.ruleId, safety: fix.safety, description: fix.description, line: finding.range.start.line });
    }
    current = next;
    result = lintSkill(current, options);
  }
  return { text: current.skillMd.text, applied, result };
}

export {
  lintSkill,
  groupByFile,
  withSkillMdText,
  fixSkill
};
