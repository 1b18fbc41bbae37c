import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  FORMAT_NAMES,
  NO_PROJECT,
  buildModel,
  formatOf,
  parseDocument
} from "./chunk-HNKOAWAS.js";
import {
  rangeAt,
  sourceFromText
} from "./chunk-GW5WWG2U.js";

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
var MARKER = "mcp-audit-ignore";
var OPENERS = {
  jsonc: [{ open: "//" }, { open: "/*", close: "*/" }],
  markdown: [{ open: "<!--", close: "-->" }],
  hash: [{ open: "#" }],
  "hash-or-slash": [{ open: "//" }, { open: "#" }]
};
function findDirectives(file, syntax) {
  const text = file.text;
  const out = [];
  if (!text.includes(MARKER)) return out;
  const openers = OPENERS[syntax];
  const idsStopAtLine = syntax === "hash" || syntax === "hash-or-slash";
  const bracket = new NextOf(text, "]");
  const newline = new NextOf(text, "\n");
  const closers = new Map(openers.filter((o) => o.close).map((o) => [o.close, new NextOf(text, o.close)]));
  let resume = 0;
  for (let at = text.indexOf(MARKER); at !== -1; at = text.indexOf(MARKER, at + 1)) {
    let spaces = at;
    while (spaces > 0 && (text[spaces - 1] === " " || text[spaces - 1] === "	")) spaces--;
    const opener = openers.find((o) => text.startsWith(o.open, spaces - o.open.length));
    if (!opener) continue;
    const open = spaces - opener.open.length;
    if (open < resume || text[at + MARKER.length] !== "[") continue;
    const idsStart = at + MARKER.length + 1;
    const idsEnd = bracket.from(idsStart);
    if (idsEnd === -1) break;
    if (idsStopAtLine) {
      const nl = newline.from(idsStart);
      if (nl !== -1 && nl < idsEnd) continue;
    }
    let end;
    let reason;
    if (opener.close === void 0) {
      end = lineEnd(text, idsEnd + 1);
      reason = text.slice(idsEnd + 1, end);
    } else {
      const close = closers.get(opener.close).from(idsEnd + 1);
      if (close === -1) continue;
      reason = text.slice(idsEnd + 1, close);
      end = close + opener.close.length;
    }
    const ids = text.slice(idsStart, idsEnd).split(",").map((s) => s.trim()).filter(Boolean);
    const range = rangeAt(file, open, end - open);
    out.push({ offset: open, length: end - open, line: range.start.line, ruleIds: ids, reason: reason.trim(), used: false });
    resume = end;
    at = end - 1;
  }
  return out;
}
var NextOf = class {
  constructor(text, needle) {
    this.text = text;
    this.needle = needle;
  }
  text;
  needle;
  last = -2;
  asked = -1;
  from(position) {
    if (this.asked !== -1 && this.asked <= position && (this.last === -1 || this.last >= position)) return this.last;
    this.asked = position;
    this.last = this.text.indexOf(this.needle, position);
    return this.last;
  }
};
function lineEnd(text, from) {
  for (let i = from; i < text.length; i++) if (text[i] === "\n" || text[i] === "\r") return i;
  return text.length;
}
var DIRECTIVE_PREFIX = "mcp-audit-";
function findUnknownDirectives(file, syntax) {
  const text = file.text;
  const out = [];
  if (!text.includes(DIRECTIVE_PREFIX)) return out;
  const openers = OPENERS[syntax];
  for (let at = text.indexOf(DIRECTIVE_PREFIX); at !== -1; at = text.indexOf(DIRECTIVE_PREFIX, at + 1)) {
    let spaces = at;
    while (spaces > 0 && (text[spaces - 1] === " " || text[spaces - 1] === "	")) spaces--;
    const opener = openers.find((o) => text.startsWith(o.open, spaces - o.open.length));
    if (!opener) continue;
    let end = at + DIRECTIVE_PREFIX.length;
    while (end < text.length && /[a-z-]/.test(text[end])) end++;
    const word = text.slice(at, end);
    if (word === MARKER && text[end] === "[") continue;
    if (word === DIRECTIVE_PREFIX) continue;
    out.push({ offset: spaces - opener.open.length, length: end - (spaces - opener.open.length), line: rangeAt(file, at, 0).start.line, word });
    at = end - 1;
  }
  return out;
}
function applyInlineIgnores(file, syntax, findings, knownRuleIds) {
  const directives = findDirectives(file, syntax);
  const unknownDirectives = findUnknownDirectives(file, syntax);
  if (directives.length === 0 && unknownDirectives.length === 0) return findings;
  const byLine = /* @__PURE__ */ new Map();
  for (const d of directives) {
    const list = byLine.get(d.line);
    if (list) list.push(d);
    else byLine.set(d.line, [d]);
  }
  const kept = findings.filter((f) => {
    if (f.fatal) return true;
    const line = f.range.start.line;
    const d = [...byLine.get(line - 1) ?? [], ...byLine.get(line) ?? []].find((x) => x.ruleIds.includes(f.ruleId));
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
  for (const u of unknownDirectives) {
    const said = u.word === MARKER ? "mcp-audit-ignore without [rule-id]" : `${u.word} is not a directive mcp-audit knows`;
    kept.push({
      ruleId: IGNORE_DIRECTIVE_RULE,
      severity: "warning",
      message: `${said}, so it suppresses nothing: write mcp-audit-ignore[rule-id] reason, on the line before the finding or at the end of its line`,
      file: file.displayPath,
      range: rangeAt(file, u.offset, u.length),
      pointer: `#L${u.line}`,
      fingerprint: fingerprint(IGNORE_DIRECTIVE_RULE, file.identityPath ?? file.displayPath, `#L${u.line}`, `unknown-directive:${u.word}`)
    });
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
      ...options.repository ? { repository: options.repository } : {},
      ...options.live ? { live: options.live } : {},
      report(descriptor) {
        findings.push(toFinding(file, rule, descriptor, setting?.severity === "off" ? void 0 : setting?.severity));
        if (descriptor.secrets) secrets.push(...descriptor.secrets.filter((s) => s.length > 0), ...writtenSpellings(file.text, descriptor));
      }
    };
    rule.check(context);
  }
  findings.sort(compareFindings);
  if (format !== "json") for (const f of findings) delete f.fix, delete f.fixAfterLookup;
  adjustForHost(file, host, model, findings);
  let kept = host.jsonc && !parsed.fatal ? applyInlineIgnores(file, "jsonc", findings, new Set(options.rules.map((r) => r.meta.id))) : findings;
  if (options.trusted) kept = dropTrusted(kept, model, options.trusted);
  if (options.suppressions && !options.suppressions.empty) {
    const servers = model.servers.map((s) => ({ name: s.name, prefixes: /* @__PURE__ */ new Set([s.pointer]) }));
    kept = options.suppressions.apply(file.path, kept, (f) => servers.find((s) => underAny(f.pointer, s.prefixes))?.name);
  }
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
  const ignored = new Map(model.servers.filter((s) => s.ignoredByHost).map((s) => [s.pointer, s]));
  if (ignored.size > 0) {
    for (const f of findings) {
      const s = serverAbove(f.pointer, ignored);
      if (s) f.message = `${f.message} (under "${decodePointerToken(s.pointer.split("/")[1] ?? "")}", which ${host.displayName} does not read: this runs once the key is renamed to "${host.serverMapKey}")`;
    }
  }
  const disabled = new Set(model.servers.filter((s) => s.disabled).map((s) => s.pointer));
  if (disabled.size === 0) return;
  for (const f of findings) {
    if (underAny(f.pointer, disabled)) f.message = `${f.message} (the server is disabled: it does not run, but this is still in the file)`;
  }
}
function decodePointerToken(token) {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}
function dropTrusted(findings, model, trusted) {
  const names = new Set(trusted.servers);
  const prefixes = new Set(model.servers.filter((s) => names.has(s.name) || s.url && hostMatches(s.url.value, trusted.domains)).map((s) => s.pointer));
  if (prefixes.size === 0) return findings;
  return findings.filter((f) => REPORTED_EVEN_WHEN_TRUSTED.has(f.ruleId) || !underAny(f.pointer, prefixes));
}
function underAny(pointer, prefixes) {
  if (prefixes.has(pointer)) return true;
  for (let slash = pointer.indexOf("/", 1); slash !== -1; slash = pointer.indexOf("/", slash + 1)) {
    if (prefixes.has(pointer.slice(0, slash))) return true;
  }
  return false;
}
function serverAbove(pointer, byPointer) {
  const exact = byPointer.get(pointer);
  if (exact !== void 0) return exact;
  let found;
  for (let slash = pointer.indexOf("/", 1); slash !== -1; slash = pointer.indexOf("/", slash + 1)) {
    found = byPointer.get(pointer.slice(0, slash)) ?? found;
  }
  return found;
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
function writtenSpellings(text, d) {
  const offset = d.node?.offset ?? d.offset;
  const length = d.node?.length ?? d.length;
  if (offset === void 0 || length === void 0 || length === 0) return [];
  const written = text.slice(offset, offset + length).replace(/^['"]|['"]$/g, "");
  if (!written.includes("\\") || d.secrets.every((s) => s.length === 0 || written.includes(s))) return [];
  return [written];
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
  else if (d.fixAfterLookup) finding.fixAfterLookup = d.fixAfterLookup;
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
    const byFix = new Map(candidates.map((f) => [f.fix, f]));
    for (const fix of used) {
      const finding = byFix.get(fix);
      applied.push({ ruleId: finding.ruleId, safety: fix.safety, description: fix.description, line: finding.range.start.line });
    }
    current = next;
    result = nextResult;
    secretsSeen.push(...result.secrets);
  }
  return { text: current.text, applied, result, secretsSeen };
}
function applyNonOverlapping(text, fixes) {
  const ordered = fixes.filter((f) => f.edits.length > 0).map((fix, i) => ({ fix, first: firstOffset(fix), i }));
  ordered.sort((a, b) => a.first - b.first || a.i - b.i);
  const taken = new TakenRanges(fixes.flatMap((f) => f.edits.flatMap((e) => [e.offset, e.offset + e.length])));
  const kept = [];
  const used = [];
  for (const { fix } of ordered) {
    if (hasSelfOverlap(fix.edits)) continue;
    if (fix.edits.some((e) => taken.conflicts(e))) continue;
    for (const edit of fix.edits) {
      taken.take(edit);
      kept.push({ edit, order: kept.length });
    }
    used.push(fix);
  }
  kept.sort((a, b) => a.edit.offset - b.edit.offset || a.order - b.order);
  const pieces = [];
  let at = 0;
  for (const { edit } of kept) {
    pieces.push(text.slice(at, edit.offset), edit.content);
    at = edit.offset + edit.length;
  }
  pieces.push(text.slice(at));
  return { text: pieces.join(""), used };
}
function firstOffset(fix) {
  let first = Infinity;
  for (const e of fix.edits) first = Math.min(first, e.offset);
  return first;
}
var TakenRanges = class {
  points;
  /** Boundaries covered by a taken edit other than an element append (counts, Fenwick-indexed). */
  covered;
  /** Boundaries where an element append was taken. */
  appends;
  /** Next boundary not yet covered, for marking each boundary once (path-compressed). */
  nextFree;
  constructor(boundaries) {
    this.points = [...new Set(boundaries)].sort((a, b) => a - b);
    this.covered = new Fenwick(this.points.length);
    this.appends = new Fenwick(this.points.length);
    this.nextFree = Int32Array.from({ length: this.points.length + 1 }, (_, i) => i);
  }
  conflicts(e) {
    const lo = this.index(e.offset);
    const hi = this.index(e.offset + e.length);
    if (e.length === 0 && isElementAppend(e)) return this.covered.sum(lo, lo) > 0;
    return this.covered.sum(lo, hi) > 0 || this.appends.sum(lo, hi) > 0;
  }
  take(e) {
    const lo = this.index(e.offset);
    const hi = this.index(e.offset + e.length);
    if (e.length === 0 && isElementAppend(e)) {
      if (this.appends.sum(lo, lo) === 0) this.appends.add(lo, 1);
      return;
    }
    for (let i = this.free(lo); i <= hi; i = this.free(i + 1)) {
      this.covered.add(i, 1);
      this.nextFree[i] = i + 1;
    }
  }
  free(i) {
    let root = i;
    while (this.nextFree[root] !== root) root = this.nextFree[root];
    for (let j = i; this.nextFree[j] !== root; ) {
      const next = this.nextFree[j];
      this.nextFree[j] = root;
      j = next;
    }
    return root;
  }
  index(offset) {
    let lo = 0;
    let hi = this.points.length - 1;
    while (lo < hi) {
      const mid = lo + hi >> 1;
      if (this.points[mid] < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
};
var Fenwick = class {
  tree;
  constructor(size) {
    this.tree = new Int32Array(size + 1);
  }
  add(i, delta) {
    for (let k = i + 1; k < this.tree.length; k += k & -k) this.tree[k] += delta;
  }
  sum(lo, hi) {
    return this.prefix(hi + 1) - this.prefix(lo);
  }
  prefix(n) {
    let total = 0;
    for (let k = n; k > 0; k -= k & -k) total += this.tree[k];
    return total;
  }
};
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

export {
  fingerprint,
  compareFindings,
  applyInlineIgnores,
  lintMcpSource,
  fixMcpSource,
  applyNonOverlapping
};
