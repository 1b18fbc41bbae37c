import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  FORMAT_NAMES,
  NO_PROJECT,
  buildModel,
  formatOf,
  parseDocument
} from "./chunk-BQB323XR.js";
import {
  SKILL_FILE,
  bodyStart,
  classifyByName,
  firstLineOf,
  joinDisplay,
  parseFrontMatter
} from "./chunk-6UU2SULB.js";
import {
  rangeAt,
  sourceFromText
} from "./chunk-GG72DJKT.js";

// src/core/fingerprint.ts
import { createHash } from "node:crypto";
function fingerprint(ruleId, file, pointer, subject) {
  return createHash("sha256").update([ruleId, file.replace(/\\/g, "/"), pointer, subject].join("\0")).digest("hex").slice(0, 16);
}
function compareFindings(a, b) {
  return a.range.start.offset - b.range.start.offset || a.range.end.offset - b.range.end.offset || a.ruleId.localeCompare(b.ruleId) || a.message.localeCompare(b.message);
}

// src/core/ignores.ts
var IGNORE_DIRECTIVE_RULE = "ignore-directive";
var JSONC_DIRECTIVE = /\/\/[ \t]*mcp-audit-ignore\[([^\]]*)\]([^\r\n]*)|\/\*[ \t]*mcp-audit-ignore\[([^\]]*)\]([\s\S]*?)\*\//g;
var MARKDOWN_DIRECTIVE = /<!--[ \t]*mcp-audit-ignore\[([^\]]*)\]([\s\S]*?)-->/g;
var HASH_DIRECTIVE = /#[ \t]*mcp-audit-ignore\[([^\]\n]*)\]([^\r\n]*)/g;
var HASH_OR_SLASH_DIRECTIVE = /(?:#|\/\/)[ \t]*mcp-audit-ignore\[([^\]\n]*)\]([^\r\n]*)/g;
function findDirectives(file, syntax) {
  const pattern = syntax === "jsonc" ? JSONC_DIRECTIVE : syntax === "markdown" ? MARKDOWN_DIRECTIVE : syntax === "hash" ? HASH_DIRECTIVE : HASH_OR_SLASH_DIRECTIVE;
  const out = [];
  if (!file.text.includes("mcp-audit-ignore")) return out;
  for (const m of file.text.matchAll(pattern)) {
    const ids = (m[1] ?? m[3] ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    const reason = (m[2] ?? m[4] ?? "").trim();
    const start = rangeAt(file, m.index, m[0].length);
    out.push({ offset: m.index, length: m[0].length, line: start.start.line, ruleIds: ids, reason, used: false });
  }
  return out;
}
function applyInlineIgnores(file, syntax, findings, knownRuleIds) {
  const directives = findDirectives(file, syntax);
  if (directives.length === 0) return findings;
  const kept = findings.filter((f) => {
    if (f.fatal) return true;
    const d = directives.find((x) => x.ruleIds.includes(f.ruleId) && (f.range.start.line === x.line || f.range.start.line === x.line + 1));
    if (!d) return true;
    d.used = true;
    return false;
  });
  for (const d of directives) {
    const report = (message, subject) => kept.push({
      ruleId: IGNORE_DIRECTIVE_RULE,
      severity: "warning",
      message,
      file: file.displayPath,
      range: rangeAt(file, d.offset, d.length),
      pointer: `#L${d.line}`,
      fingerprint: fingerprint(IGNORE_DIRECTIVE_RULE, file.identityPath ?? file.displayPath, `#L${d.line}`, subject)
    });
    const unknown = d.ruleIds.filter((id) => !knownRuleIds.has(id));
    if (d.ruleIds.length === 0) report("mcp-audit-ignore[] names no rule: write the rule id between the brackets", "empty");
    else if (unknown.length > 0) report(`mcp-audit-ignore names an unknown rule "${unknown[0]}": see mcp-audit --list-rules`, `unknown:${unknown.join(",")}`);
    else if (d.reason === "") report(`mcp-audit-ignore[${d.ruleIds.join(", ")}] has no reason: say why after the brackets, so the next reader knows`, `no-reason:${d.ruleIds.join(",")}`);
    else if (!d.used) report(`mcp-audit-ignore[${d.ruleIds.join(", ")}] suppresses nothing on this line or the next: remove it`, `unused:${d.ruleIds.join(",")}`);
  }
  return kept;
}

// src/audit/engine.ts
var REPORTED_EVEN_WHEN_TRUSTED = /* @__PURE__ */ new Set(["inline-secret", "invalid-config", "ignore-directive"]);
function lintMcpSource(file, host, options) {
  const parsed = parseDocument(file.text, host);
  const format = formatOf(host);
  if (parsed.fatal && format !== "json") return unparsable(file, parsed, format, options);
  const tree = parsed.fatal ? void 0 : parsed.tree;
  const model = buildModel(host, tree);
  const findings = [];
  const secrets = [];
  for (const rule of options.rules) {
    const setting = options.settings?.get(rule.meta.id);
    if (setting?.severity === "off") continue;
    const context = {
      file,
      host,
      tree,
      model,
      parsed,
      project: options.project ?? NO_PROJECT,
      options: setting?.options ?? {},
      ...options.registry ? { registry: options.registry } : {},
      ...options.lock ? { lock: options.lock } : {},
      ...options.lockKey !== void 0 ? { lockKey: options.lockKey } : {},
      report(descriptor) {
        findings.push(toFinding(file, rule, descriptor, setting?.severity === "off" ? void 0 : setting?.severity));
        if (descriptor.secrets) secrets.push(...descriptor.secrets.filter((s) => s.length > 0));
      }
    };
    rule.check(context);
  }
  findings.sort(compareFindings);
  if (format !== "json") for (const f of findings) delete f.fix;
  adjustForHost(file, host, model, findings);
  let kept = host.jsonc && !parsed.fatal ? applyInlineIgnores(file, "jsonc", findings, new Set(options.rules.map((r) => r.meta.id))) : findings;
  if (options.trusted) kept = dropTrusted(kept, model, options.trusted);
  return { findings: kept, fatal: kept.some((f) => f.fatal), secrets, parsed };
}
function unparsable(file, parsed, format, options) {
  const rule = options.rules.find((r) => r.meta.id === "invalid-config") ?? { meta: { id: "invalid-config", defaultSeverity: "error" } };
  const findings = parsed.problems.map(
    (p) => toFinding(file, rule, { offset: p.offset, length: p.length, pointer: "", subject: `syntax:${p.message}`, fatal: true, message: `invalid ${FORMAT_NAMES[format]}: ${p.message}` }, void 0)
  );
  return { findings, fatal: true, secrets: [], parsed };
}
function adjustForHost(file, host, model, findings) {
  if (host.serverMapOptional) {
    const noMap = fingerprint("invalid-config", file.identityPath ?? file.displayPath, "", "no-server-map");
    const at = findings.findIndex((f) => f.fingerprint === noMap);
    if (at !== -1) findings.splice(at, 1);
  }
  const disabled = model.servers.filter((s) => s.disabled);
  if (disabled.length === 0) return;
  for (const f of findings) {
    if (disabled.some((s) => f.pointer === s.pointer || f.pointer.startsWith(`${s.pointer}/`))) {
      f.message = `${f.message} (the server is disabled: it does not run, but this is still in the file)`;
    }
  }
}
function dropTrusted(findings, model, trusted) {
  const prefixes = model.servers.filter((s) => trusted.servers.includes(s.name) || s.url && hostMatches(s.url.value, trusted.domains)).map((s) => s.pointer);
  if (prefixes.length === 0) return findings;
  return findings.filter((f) => REPORTED_EVEN_WHEN_TRUSTED.has(f.ruleId) || !prefixes.some((p) => f.pointer === p || f.pointer.startsWith(`${p}/`)));
}
function hostMatches(url, domains) {
  let hostname;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return domains.some((d) => hostname === d.toLowerCase() || hostname.endsWith(`.${d.toLowerCase()}`));
}
function toFinding(file, rule, d, configured) {
  const offset = d.node?.offset ?? d.offset ?? 0;
  const length = d.node?.length ?? d.length ?? 0;
  const finding = {
    ruleId: rule.meta.id,
    severity: configured ?? d.severity ?? rule.meta.defaultSeverity,
    message: d.message,
    file: file.displayPath,
    range: rangeAt(file, offset, length),
    pointer: d.pointer,
    fingerprint: fingerprint(rule.meta.id, file.identityPath ?? file.displayPath, d.pointer, d.subject ?? "")
  };
  if (d.fix) finding.fix = d.fix;
  if (d.fatal) finding.fatal = true;
  if (d.confidence) finding.confidence = d.confidence;
  return finding;
}
var MAX_FIX_PASSES = 20;
function fixMcpSource(file, host, options, level) {
  let current = file;
  const applied = [];
  let result = lintMcpSource(current, host, options);
  const secretsSeen = [...result.secrets];
  for (let pass = 0; pass < MAX_FIX_PASSES && !result.fatal; pass++) {
    const candidates = result.findings.filter((f) => f.fix && (level === "unsafe" || f.fix.safety === "safe"));
    if (candidates.length === 0) break;
    const { text, used } = applyNonOverlapping(current.text, candidates.map((f) => f.fix));
    if (used.length === 0) break;
    const next = { ...sourceFromText(current.path, current.displayPath, text, current.bom), ...current.identityPath ? { identityPath: current.identityPath } : {} };
    const nextResult = lintMcpSource(next, host, options);
    if (nextResult.fatal) break;
    for (const fix of used) {
      const finding = candidates.find((f) => f.fix === fix);
      applied.push({ ruleId: finding.ruleId, safety: fix.safety, description: fix.description, line: finding.range.start.line });
    }
    current = next;
    result = nextResult;
    secretsSeen.push(...result.secrets);
  }
  return { text: current.text, applied, result, secretsSeen };
}
function applyNonOverlapping(text, fixes) {
  const taken = [];
  const used = [];
  const ordered = [...fixes].sort((a, b) => firstOffset(a) - firstOffset(b));
  for (const fix of ordered) {
    if (fix.edits.length === 0) continue;
    if (fix.edits.some((e) => taken.some((t) => overlaps(e, t.edit)))) continue;
    if (hasSelfOverlap(fix.edits)) continue;
    for (const edit of fix.edits) taken.push({ edit, order: taken.length });
    used.push(fix);
  }
  taken.sort((a, b) => b.edit.offset - a.edit.offset || b.order - a.order);
  let out = text;
  for (const { edit: e } of taken) out = out.slice(0, e.offset) + e.content + out.slice(e.offset + e.length);
  return { text: out, used };
}
function firstOffset(fix) {
  return Math.min(...fix.edits.map((e) => e.offset));
}
function overlaps(a, b) {
  if (a.length === 0 && b.length === 0 && a.offset === b.offset && isElementAppend(a) && isElementAppend(b)) return false;
  return a.offset <= b.offset + b.length && b.offset <= a.offset + a.length;
}
function isElementAppend(edit) {
  return edit.content.startsWith(",") && !/^,\s*"(?:[^"\\]|\\.)*"\s*:/.test(edit.content);
}
function hasSelfOverlap(edits) {
  const sorted = [...edits].sort((a, b) => a.offset - b.offset);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1];
    if (sorted[i].offset < prev.offset + prev.length) return true;
  }
  return false;
}

// src/audit/skill-engine.ts
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
  const source = d.source ?? skill.readText(relative);
  const offset = d.offset ?? 0;
  const length = d.length ?? 0;
  const range = source ? rangeAt(source, offset, length) : { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
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
  return finding;
}
function applyFileIgnores(skill, findings, known, outside) {
  const byFile = /* @__PURE__ */ new Map();
  for (const f of findings) byFile.set(f.file, [...byFile.get(f.file) ?? [], f]);
  const out = [];
  for (const file of skill.files) {
    if (file.kind !== "file") continue;
    const byName = classifyByName(file.path);
    if (byName && byName.kind !== "markdown" && byName.kind !== "code") continue;
    const display = joinDisplay(skill.displayDir, file.path);
    if (byName === void 0 && !byFile.has(display) && !file.executable) continue;
    const source = skill.readText(file.path);
    if (!source || !source.text.includes("mcp-audit-ignore")) continue;
    const syntax = byName ? ignoreSyntax(byName.kind, byName.language) : firstLineOf(source.text).startsWith("#!") || file.executable ? "hash" : void 0;
    if (!syntax) continue;
    byFile.set(display, applyInlineIgnores(source, syntax, byFile.get(display) ?? [], known));
  }
  for (const [display, source] of outside) {
    const kind = classifyByName(source.displayPath);
    const syntax = kind ? ignoreSyntax(kind.kind, kind.language) : "hash";
    if (syntax && source.text.includes("mcp-audit-ignore")) byFile.set(display, applyInlineIgnores(source, syntax, byFile.get(display) ?? [], known));
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
function withSkillMdText(skill, text) {
  const skillMd = { ...sourceFromText(skill.skillMd.path, skill.skillMd.displayPath, text, skill.skillMd.bom), ...skill.skillMd.identityPath ? { identityPath: skill.skillMd.identityPath } : {} };
  const frontMatter = parseFrontMatter(text);
  const base = skill;
  return {
    ...skill,
    skillMd,
    frontMatter,
    bodyOffset: frontMatter.present ? bodyStart(text, frontMatter.end) : 0,
    readText: (p) => p === SKILL_FILE ? skillMd : base.readText(p)
  };
}
var MAX_FIX_PASSES2 = 10;
function fixSkill(skill, options, level) {
  let current = skill;
  const applied = [];
  let result = lintSkill(current, options);
  for (let pass = 0; pass < MAX_FIX_PASSES2; pass++) {
    const candidates = result.findings.filter((f) => f.fix && (level === "unsafe" || f.fix.safety === "safe"));
    if (candidates.length === 0) break;
    const { text, used } = applyNonOverlapping(current.skillMd.text, candidates.map((f) => f.fix));
    if (used.length === 0) break;
    const next = withSkillMdText(current, text);
    if (skill.frontMatter.problems.length === 0 && next.frontMatter.problems.length > 0) break;
    for (const fix of used) {
      const finding = candidates.find((f) => f.fix === fix);
      applied.push({ ruleId: finding.ruleId, safety: fix.safety, description: fix.description, line: finding.range.start.line });
    }
    current = next;
    result = lintSkill(current, options);
  }
  return { text: current.skillMd.text, applied, result };
}

export {
  lintMcpSource,
  fixMcpSource,
  lintSkill,
  withSkillMdText,
  fixSkill
};
