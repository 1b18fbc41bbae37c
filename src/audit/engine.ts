// Runs the rules over one MCP config, and applies their fixes pass by pass.
import type { HostDialect } from "../hosts/types.js";
import { NO_PROJECT, type ProjectFacts } from "../project/versions.js";
import type { AuditLock } from "../lock/index.js";
import type { LiveView } from "../lock/servers.js";
import type { RegistryView } from "../packages/types.js";
import { applyInlineIgnores } from "../core/ignores.js";
import type { Suppressions } from "../core/suppressions.js";
import { compareFindings, fingerprint } from "../core/fingerprint.js";
import { type ParsedJson } from "../core/json.js";
import { FORMAT_NAMES, formatOf, parseDocument } from "../hosts/formats/index.js";
import { buildModel, type McpConfigModel } from "../hosts/model.js";
import { rangeAt, sourceFromText, type SourceFile } from "../core/source.js";
import type { Finding, Fix, FixSafety, RuleSetting, Severity, TextEdit } from "../core/types.js";
import type { McpRule, McpRuleContext, ReportDescriptor } from "../rules/types.js";
import type { RepositoryFacts } from "../hosts/registry/facts.js";

/** Servers the project trusts (config `allow`): only secrets and invalid config are still reported. */
export interface TrustedServers {
  servers: readonly string[];
  domains: readonly string[];
}

/** Rules whose findings stand whatever the project trusts: a leaked secret or a broken file. */
const REPORTED_EVEN_WHEN_TRUSTED = new Set(["inline-secret", "invalid-config", "ignore-directive"]);

export interface LintOptions {
  trusted?: TrustedServers;
  /** The config's scoped suppressions (`ignore`), matched against `file.path`. */
  suppressions?: Suppressions;
  rules: readonly McpRule[];
  /** Per-rule severity and options from the project configuration. */
  settings?: ReadonlyMap<string, Partial<RuleSetting>>;
  project?: ProjectFacts;
  /** Prefetched registry facts (see src/registry); rules read them, never fetch. */
  registry?: RegistryView;
  lock?: AuditLock;
  /** The config's path from the lock's root. */
  lockKey?: string;
  /** For an MCP Registry server.json: the repository's manifests and launches. */
  repository?: RepositoryFacts;
  /** What the live phase (--live) learned from the servers; rules read it, never connect. */
  live?: LiveView;
}

export interface LintResult {
  findings: Finding[];
  /** True when the file could not be parsed: the audit of this file did not happen. */
  fatal: boolean;
  /** Literal secrets the findings are about; output layers scrub them. Never printed. */
  secrets: string[];
  parsed: ParsedJson;
}

export function lintMcpSource(file: SourceFile, host: HostDialect, options: LintOptions): LintResult {
  const parsed = parseDocument(file.text, host);
  const format = formatOf(host);
  // YAML and TOML that do not parse: say so in that syntax's words, and run no rule on a guess.
  if (parsed.fatal && format !== "json") return unparsable(file, parsed, format, options);
  const tree = parsed.fatal ? undefined : parsed.tree;
  const model = buildModel(host, tree);
  const findings: Finding[] = [];
  const secrets: string[] = [];
  for (const rule of options.rules) {
    const setting = options.settings?.get(rule.meta.id);
    if (setting?.severity === "off") continue;
    const context: McpRuleContext = {
      file,
      host,
      tree,
      model,
      parsed,
      project: options.project ?? NO_PROJECT,
      options: setting?.options ?? {},
      ...(options.registry ? { registry: options.registry } : {}),
      ...(options.lock ? { lock: options.lock } : {}),
      ...(options.lockKey !== undefined ? { lockKey: options.lockKey } : {}),
      ...(options.repository ? { repository: options.repository } : {}),
      ...(options.live ? { live: options.live } : {}),
      report(descriptor: ReportDescriptor) {
        findings.push(toFinding(file, rule, descriptor, setting?.severity === "off" ? undefined : setting?.severity));
        if (descriptor.secrets) secrets.push(...descriptor.secrets.filter((s) => s.length > 0), ...writtenSpellings(file.text, descriptor));
      },
    };
    rule.check(context);
  }
  findings.sort(compareFindings);
  // Fixes are JSON text edits: in YAML or TOML they would write JSON into the file. No autofix there yet.
  if (format !== "json") for (const f of findings) delete f.fix, delete f.fixAfterLookup;
  adjustForHost(file, host, model, findings);
  // Inline ignores need comments, so only JSONC files (VS Code) can carry them; others use the config file.
  let kept = host.jsonc && !parsed.fatal ? applyInlineIgnores(file, "jsonc", findings, new Set(options.rules.map((r) => r.meta.id))) : findings;
  if (options.trusted) kept = dropTrusted(kept, model, options.trusted);
  if (options.suppressions && !options.suppressions.empty) {
    const servers = model.servers.map((s) => ({ name: s.name, prefixes: new Set([s.pointer]) }));
    kept = options.suppressions.apply(file.path, kept, (f) => servers.find((s) => underAny(f.pointer, s.prefixes))?.name);
  }
  return { findings: kept, fatal: kept.some((f) => f.fatal), secrets, parsed };
}

/** A YAML or TOML file that does not parse: one fatal invalid-config finding per syntax error. */
function unparsable(file: SourceFile, parsed: ParsedJson, format: "yaml" | "toml", options: LintOptions): LintResult {
  const rule = options.rules.find((r) => r.meta.id === "invalid-config") ?? ({ meta: { id: "invalid-config", defaultSeverity: "error" } } as McpRule);
  const findings = parsed.problems.map((p) =>
    toFinding(file, rule, { offset: p.offset, length: p.length, pointer: "", subject: `syntax:${p.message}`, fatal: true, message: `invalid ${FORMAT_NAMES[format]}: ${p.message}` }, undefined),
  );
  return { findings, fatal: true, secrets: [], parsed };
}

/**
 * What a host's file changes about the findings: a settings file that holds no server map is not
 * worth a warning (most do not), and a finding about a disabled server says the server is off.
 */
function adjustForHost(file: SourceFile, host: HostDialect, model: McpConfigModel, findings: Finding[]): void {
  if (host.serverMapOptional) {
    const noMap = fingerprint("invalid-config", file.identityPath ?? file.displayPath, "", "no-server-map");
    const at = findings.findIndex((f) => f.fingerprint === noMap);
    if (at !== -1) findings.splice(at, 1);
  }
  const ignored = new Map(model.servers.filter((s) => s.ignoredByHost).map((s) => [s.pointer, s] as const));
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

function decodePointerToken(token: string): string {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

function dropTrusted(findings: Finding[], model: McpConfigModel, trusted: TrustedServers): Finding[] {
  const names = new Set(trusted.servers);
  const prefixes = new Set(model.servers.filter((s) => names.has(s.name) || (s.url && hostMatches(s.url.value, trusted.domains))).map((s) => s.pointer));
  if (prefixes.size === 0) return findings;
  return findings.filter((f) => REPORTED_EVEN_WHEN_TRUSTED.has(f.ruleId) || !underAny(f.pointer, prefixes));
}

/** Whether a JSON pointer is one of `prefixes` or lies under one: its own prefixes looked up, not every entry compared. */
function underAny(pointer: string, prefixes: ReadonlySet<string>): boolean {
  if (prefixes.has(pointer)) return true;
  for (let slash = pointer.indexOf("/", 1); slash !== -1; slash = pointer.indexOf("/", slash + 1)) {
    if (prefixes.has(pointer.slice(0, slash))) return true;
  }
  return false;
}

/** The entry of `byPointer` at `pointer` or at the nearest prefix above it. */
function serverAbove<T>(pointer: string, byPointer: ReadonlyMap<string, T>): T | undefined {
  const exact = byPointer.get(pointer);
  if (exact !== undefined) return exact;
  let found: T | undefined;
  for (let slash = pointer.indexOf("/", 1); slash !== -1; slash = pointer.indexOf("/", slash + 1)) {
    found = byPointer.get(pointer.slice(0, slash)) ?? found;
  }
  return found;
}

function hostMatches(url: string, domains: readonly string[]): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return domains.some((d) => hostname === d.toLowerCase() || hostname.endsWith(`.${d.toLowerCase()}`));
}

/**
 * A secret written with escapes (`"ghp\u005f…"` in JSON, `\x` in YAML or TOML) is not in the file as the
 * rule decoded it, so scrubbing the decoded value leaves the written one whole in what prints source
 * text (code frames, --diff). The text the finding points at is then scrubbed too, whenever it holds
 * an escape.
 */
function writtenSpellings(text: string, d: ReportDescriptor): string[] {
  const offset = d.node?.offset ?? d.offset;
  const length = d.node?.length ?? d.length;
  if (offset === undefined || length === undefined || length === 0) return [];
  const written = writtenAt(text, offset, length);
  // Any escape in the text: the whole text is scrubbed, even where the decoded secret also appears as
  // such (a string holding it twice, once escaped, printed the escaped one whole).
  return written.includes("\\") ? [written] : [];
}

/** The text at a place, quotes off; the last one asked is kept: a string's many findings (a hostile hook's) cut it once. */
let lastWritten: { text: string; offset: number; length: number; written: string } | undefined;
function writtenAt(text: string, offset: number, length: number): string {
  if (lastWritten?.text !== text || lastWritten.offset !== offset || lastWritten.length !== length) {
    lastWritten = { text, offset, length, written: text.slice(offset, offset + length).replace(/^['"]|['"]$/g, "") };
  }
  return lastWritten.written;
}

function toFinding(file: SourceFile, rule: McpRule, d: ReportDescriptor, configured: Severity | undefined): Finding {
  const offset = d.node?.offset ?? d.offset ?? 0;
  const length = d.node?.length ?? d.length ?? 0;
  const finding: Finding = {
    ruleId: rule.meta.id,
    severity: configured ?? d.severity ?? rule.meta.defaultSeverity,
    message: d.message,
    file: file.displayPath,
    range: rangeAt(file, offset, length),
    pointer: d.pointer,
    fingerprint: fingerprint(rule.meta.id, file.identityPath ?? file.displayPath, d.pointer, d.subject ?? ""),
  };
  if (d.fix) finding.fix = d.fix;
  else if (d.fixAfterLookup) finding.fixAfterLookup = d.fixAfterLookup;
  if (d.fatal) finding.fatal = true;
  if (d.confidence) finding.confidence = d.confidence;
  return finding;
}


// ---- fixing ---------------------------------------------------------------------------------

export interface AppliedFix {
  ruleId: string;
  safety: FixSafety;
  description: string;
  line: number;
}

export interface FixResult {
  text: string;
  applied: AppliedFix[];
  /** The findings that remain after the last pass. */
  result: LintResult;
  /** Every secret seen in any pass (the first pass sees those the fixes then moved out). */
  secretsSeen: string[];
}

const MAX_FIX_PASSES = 20;

/**
 * Apply fixes until none applies (like ESLint: overlapping fixes wait for the next pass, when the
 * rules run again on the new text). Never returns text that does not parse.
 */
export function fixMcpSource(file: SourceFile, host: HostDialect, options: LintOptions, level: FixSafety): FixResult {
  let current = file;
  const applied: AppliedFix[] = [];
  let result = lintMcpSource(current, host, options);
  const secretsSeen = [...result.secrets];
  for (let pass = 0; pass < MAX_FIX_PASSES && !result.fatal; pass++) {
    const candidates = result.findings.filter((f) => f.fix && (level === "unsafe" || f.fix.safety === "safe"));
    if (candidates.length === 0) break;
    const { text, used } = applyNonOverlapping(current.text, candidates.map((f) => f.fix!));
    if (used.length === 0) break;
    const next = { ...sourceFromText(current.path, current.displayPath, text, current.bom), ...(current.identityPath ? { identityPath: current.identityPath } : {}) };
    const nextResult = lintMcpSource(next, host, options);
    if (nextResult.fatal) break; // a fix that breaks the file is a bug: keep the last good text
    const byFix = new Map(candidates.map((f) => [f.fix!, f]));
    for (const fix of used) {
      const finding = byFix.get(fix)!;
      applied.push({ ruleId: finding.ruleId, safety: fix.safety, description: fix.description, line: finding.range.start.line });
    }
    current = next;
    result = nextResult;
    secretsSeen.push(...result.secrets);
  }
  return { text: current.text, applied, result, secretsSeen };
}

/**
 * Apply whole fixes whose edits overlap no edit already taken (fixes in order of their first edit);
 * returns the new text. One pass: taken edits are marked on the sorted list of every edit boundary
 * (each point marked once, a Fenwick tree answers "anything taken in this range?"), and the output
 * is built from pieces joined once. Linear in the fixes and the text, up to a log factor.
 */
export function applyNonOverlapping(text: string, fixes: Fix[]): { text: string; used: Fix[] } {
  const ordered = fixes.filter((f) => f.edits.length > 0).map((fix, i) => ({ fix, first: firstOffset(fix), i }));
  ordered.sort((a, b) => a.first - b.first || a.i - b.i);
  const taken = new TakenRanges(fixes.flatMap((f) => f.edits.flatMap((e) => [e.offset, e.offset + e.length])));
  const kept: { edit: TextEdit; order: number }[] = [];
  const used: Fix[] = [];
  for (const { fix } of ordered) {
    if (hasSelfOverlap(fix.edits)) continue;
    if (fix.edits.some((e) => taken.conflicts(e))) continue;
    for (const edit of fix.edits) {
      taken.take(edit);
      kept.push({ edit, order: kept.length });
    }
    used.push(fix);
  }
  // Left to right; insertions at one point go in the order their fixes were taken.
  kept.sort((a, b) => a.edit.offset - b.edit.offset || a.order - b.order);
  const pieces: string[] = [];
  let at = 0;
  for (const { edit } of kept) {
    pieces.push(text.slice(at, edit.offset), edit.content);
    at = edit.offset + edit.length;
  }
  pieces.push(text.slice(at));
  return { text: pieces.join(""), used };
}

function firstOffset(fix: Fix): number {
  let first = Infinity;
  for (const e of fix.edits) first = Math.min(first, e.offset);
  return first;
}

/**
 * The edits taken so far, over the sorted boundaries of every edit that may be taken. Edits
 * conflict when they touch the same bytes or insert at the same point (closed ranges that meet),
 * except two appends of `, element` after the same array element: together they are valid JSON
 * (several secrets of one VS Code file each add their `inputs` entry there). Two closed ranges meet
 * exactly when one holds the other's start, a boundary: so marking the boundaries a taken range
 * holds, and asking whether a new range holds a marked one, finds every conflict.
 */
class TakenRanges {
  private readonly points: number[];
  /** Boundaries covered by a taken edit other than an element append (counts, Fenwick-indexed). */
  private readonly covered: Fenwick;
  /** Boundaries where an element append was taken. */
  private readonly appends: Fenwick;
  /** Next boundary not yet covered, for marking each boundary once (path-compressed). */
  private readonly nextFree: Int32Array;

  constructor(boundaries: number[]) {
    this.points = [...new Set(boundaries)].sort((a, b) => a - b);
    this.covered = new Fenwick(this.points.length);
    this.appends = new Fenwick(this.points.length);
    this.nextFree = Int32Array.from({ length: this.points.length + 1 }, (_, i) => i);
  }

  conflicts(e: TextEdit): boolean {
    const lo = this.index(e.offset);
    const hi = this.index(e.offset + e.length);
    // an element append meets another only where something else was taken
    if (e.length === 0 && isElementAppend(e)) return this.covered.sum(lo, lo) > 0;
    return this.covered.sum(lo, hi) > 0 || this.appends.sum(lo, hi) > 0;
  }

  take(e: TextEdit): void {
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

  private free(i: number): number {
    let root = i;
    while (this.nextFree[root] !== root) root = this.nextFree[root]!;
    for (let j = i; this.nextFree[j] !== root; ) {
      const next = this.nextFree[j]!;
      this.nextFree[j] = root;
      j = next;
    }
    return root;
  }

  private index(offset: number): number {
    let lo = 0;
    let hi = this.points.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.points[mid]! < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Prefix sums over counts, for "how many marked in [lo, hi]" in O(log n). */
class Fenwick {
  private readonly tree: Int32Array;
  constructor(size: number) {
    this.tree = new Int32Array(size + 1);
  }
  add(i: number, delta: number): void {
    for (let k = i + 1; k < this.tree.length; k += k & -k) this.tree[k]! += delta;
  }
  sum(lo: number, hi: number): number {
    return this.prefix(hi + 1) - this.prefix(lo);
  }
  private prefix(n: number): number {
    let total = 0;
    for (let k = n; k > 0; k -= k & -k) total += this.tree[k]!;
    return total;
  }
}

/** `, value` after an array element; not `, "key": …` (two of those could add one key twice). */
function isElementAppend(edit: TextEdit): boolean {
  return edit.content.startsWith(",") && !/^,\s*"(?:[^"\\]|\\.)*"\s*:/.test(edit.content);
}

function hasSelfOverlap(edits: TextEdit[]): boolean {
  const sorted = [...edits].sort((a, b) => a.offset - b.offset);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    if (sorted[i]!.offset < prev.offset + prev.length) return true;
  }
  return false;
}
