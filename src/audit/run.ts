// One audit run: discover files, read them safely, lint (and fix) each, and hand each file's report
// on. Front doors (CLI, hooks, CI) call this and only format what they get. With a sink, each file's
// report goes to it as soon as the file (or its skill) is done and is not kept: memory stays flat
// however large the tree. Without one, the reports are collected in `files` (SARIF, baselines and
// library callers that want the whole result).
import fs from "node:fs";
import path from "node:path";
import { dialectForPath, type HostDialect } from "../hosts/index.js";
import type { ProjectConfig } from "../core/config.js";
import { loadProjectFacts, NO_PROJECT, type ProjectFacts } from "../project/versions.js";
import { MCP_RULES } from "../rules/registry/mcp-rules.js";
import { LockError, readLock, type AuditLock } from "../lock/index.js";
import { discover, resolveHost, type DiscoveredFile, type DiscoveryResult } from "./discovery.js";
import { describeFsError } from "../core/fs-errors.js";
import { fixMcpSource, lintMcpSource, type AppliedFix } from "./engine.js";
import { SourceError, sourceFromText, type SourceFile } from "../core/source.js";
import { parseDocument } from "../hosts/formats/index.js";
import { registryFacts, type ConfigFile } from "./registry-facts.js";
import { readSourceFile } from "../core/safe-read.js";
import type { Finding, Severity } from "../core/types.js";
import { WriteError } from "../core/write.js";
import { Suppressions } from "../core/suppressions.js";
import { writeFix, type FixOutputs } from "./fix-write.js";
import type { PackageInventory } from "../lock/packages.js";
import { auditLockRoot, type AuditOptions, type NetworkOptions, type PrefetchedFacts } from "./options.js";
import { projectStart, repositoryPath } from "../project/repository.js";
import { holdYoungGeneration } from "../core/young-generation.js";

export interface FileReport {
  displayPath: string;
  /** An MCP host config, or a file of an agent skill (its findings are grouped per file). */
  kind: "mcp-config" | "skill";
  /** The host dialect of an MCP config; undefined for skill files. */
  host: HostDialect | undefined;
  findings: Finding[];
  fixed: AppliedFix[];
  /** The file's text as the findings' ranges refer to it (after fixes), when the run was asked for it (`withSources`). */
  source?: SourceFile;
}

/** A file or path the audit could not cover, with a one-line reason. */
export interface AuditProblem {
  displayPath: string;
  reason: string;
}

/** Where a streaming run sends each file's report, in order: every config, then each skill's files. */
export interface AuditSink {
  /** Called once, before any file: the result being built (its `secrets` fill as the run goes). */
  start?(result: AuditResult): void;
  file(report: FileReport): void;
  /** After each config and each skill: how far the run is (for a progress line; reports may be fewer). */
  progress?(done: AuditProgress): void;
}

export interface AuditProgress {
  configs: number;
  skills: number;
  /** What discovery found: configs and skill folders. */
  totalConfigs: number;
  totalSkills: number;
}

/** What a run reported, counted as it went (also when the reports went to a sink). */
export interface AuditTally {
  /** File reports made: configs, and skill files with findings or fixes. */
  files: number;
  configs: number;
  findings: Record<Severity, number>;
  /** A finding said a file could not be audited (it could not be parsed). */
  fatal: boolean;
}

export interface AuditResult extends FixOutputs {
  /** Every file's report; empty when the run was given a sink (each report went there instead). */
  files: FileReport[];
  tally: AuditTally;
  /** How many skill folders were audited (their files appear in `files` only when they have findings). */
  skills: number;
  /** The audit lock that was read, and where (undefined when the project has none). */
  lock: AuditLock | undefined;
  lockRoot: string;
  problems: AuditProblem[];
  /** Non-fatal notes (a project lockfile that could not be read, so no offline pin came from it). */
  warnings: string[];
  /** Explicit files that were neither configs nor skill files (shown paths). */
  skipped?: string[];
  /** Literal secrets found in this run, for output scrubbing. Never printed. */
  secrets: Set<string>;
  /** Every package the configs launch, with resolved versions (online, or when asked): `recordPackagesInLock` input. */
  inventory?: PackageInventory;
  /** The config's scoped suppressions, as this run applied them (`ignore` in mcp-audit.config.json). */
  suppressions?: Suppressions;
}

/** What a run will audit: the named files (`options.files`), or what discovery finds under `options.paths`. */
export function discoverAudit(options: AuditOptions): DiscoveryResult {
  if (options.discovered) return options.discovered;
  return options.files
    ? { files: options.files.map((f) => ({ path: f.path, displayPath: f.displayPath, host: f.host, explicit: true })), skills: [], problems: [], skipped: [], notes: [], plugins: [] }
    : discover(options.paths, options.cwd, options.hostOverride, options.config ? { base: options.config.baseDir, patterns: options.config.ignorePatterns, ...(options.config.source ? { source: options.config.source } : {}) } : undefined);
}

/**
 * The audit, synchronous. With a `sink`, each file's report is handed to it and not kept (configs
 * once all of them are linted, so every secret found in any config is known before one is shown;
 * then each skill's files as the skill is done).
 */
export function runAudit(options: AuditOptions, sink?: AuditSink): AuditResult {
  const discovered = discoverAudit(options);
  const lockRoot = auditLockRoot(options);
  const tally: AuditTally = { files: 0, configs: 0, findings: { error: 0, warning: 0, info: 0 }, fatal: false };
  const result: AuditResult = { files: [], tally, skills: 0, lock: undefined, lockRoot, problems: [...discovered.problems], warnings: [...discovered.notes], secrets: new Set() };
  const report = (file: FileReport) => {
    tally.files++;
    if (file.kind === "mcp-config") tally.configs++;
    for (const f of file.findings) {
      tally.findings[f.severity]++;
      if (f.fatal) tally.fatal = true;
    }
    if (sink) sink.file(file);
    else result.files.push(file);
  };
  if (options.config && options.config.suppressions.length > 0 && !options.files) {
    result.suppressions = new Suppressions(options.config.suppressions, options.config.baseDir, options.config.source ?? "mcp-audit.config.json");
  }
  sink?.start?.(result);
  result.skipped = discovered.skipped;
  for (const shown of discovered.skipped) result.warnings.push(`${shown}: skipped: not an MCP host config (use --host to read it as one) nor a file of a skill`);
  // The lock pins reviewed skills and the packages servers launch (lock-drift): read for either.
  // User-level files belong to no project: no lock applies to them.
  if (!options.files && (discovered.skills.length > 0 || discovered.files.length > 0)) {
    try {
      result.lock = readLock(lockRoot);
    } catch (error) {
      if (!(error instanceof LockError)) throw error;
      // A corrupt lock is never silently ignored or replaced: the skills cannot be checked against it.
      result.problems.push({ displayPath: displayFrom(options.cwd, path.join(lockRoot, error.file)), reason: error.reason });
    }
  }
  if (options.prefetched) {
    result.warnings.push(...options.prefetched.warnings);
    if (options.prefetched.inventory) result.inventory = options.prefetched.inventory;
  }
  const projects = new Set<ProjectFacts>();
  // A server.json is compared with the rest of the repository (its manifests, what its configs launch).
  const configs = discovered.files.flatMap((f) => { const host = f.host ?? dialectForPath(f.path); return host ? [{ ...f, host }] : []; });
  const reports: FileReport[] = [];
  const progress: AuditProgress = { configs: 0, skills: 0, totalConfigs: discovered.files.length, totalSkills: discovered.skills.length };
  for (const file of discovered.files) {
    const done = contained(file.displayPath, result, () => auditFile(file, options, result, projects, configs));
    if (done) reports.push(done);
    progress.configs++;
    sink?.progress?.(progress);
  }
  for (const done of reports) report(done);
  reports.length = 0;
  if (discovered.skills.length > 0) {
    if (!skillSupport) throw new Error("skills were found but the skill support is not loaded: await prepareAudit() or loadSkillSupport() before runAudit (the library entry point loads it)");
    const rules = options.skillRules ?? skillSupport.SKILL_RULES;
    const support = skillSupport;
    const pluginsAudited = new Set(discovered.plugins);
    for (const skill of discovered.skills) {
      contained(skill.displayDir === "" ? "SKILL.md" : `${skill.displayDir}/SKILL.md`, result, () => support.auditSkill(skill, options, result, rules, report, pluginsAudited));
      progress.skills++;
      sink?.progress?.(progress);
    }
  }
  // A suppression that covered nothing would silently cover the next finding written there: said.
  if (result.suppressions) {
    const rulesOff = new Set([...(options.settings ?? new Map())].filter(([, s]) => s.severity === "off").map(([id]) => id));
    const base = options.config!.baseDir;
    const wholeProject = options.paths.length === 0 || options.paths.some((p) => !path.relative(path.resolve(options.cwd, p), base).startsWith(".."));
    result.warnings.push(...result.suppressions.unused({ wholeProject, rulesOff }));
  }
  // Lockfiles are read lazily by the rules, so their problems are known only now.
  for (const project of projects) for (const p of project.problems ?? []) result.warnings.push(`could not read ${p}; no version was taken from it`);
  return result;
}

function auditFile(file: DiscoveredFile, options: AuditOptions, result: AuditResult, projects: Set<ProjectFacts>, configs: readonly ConfigFile[]): FileReport | undefined {
  holdYoungGeneration();
  let source;
  let stat: fs.Stats;
  try {
    // Discovery resolved where a link leads and checked it stays in the tree: read that file, following nothing.
    ({ source, stat } = readSourceFile(file.realPath ?? file.path, file.displayPath, "a config", { followSymlink: file.realPath === undefined }));
    source.path = file.path;
  } catch (error) {
    result.problems.push({ displayPath: file.displayPath, reason: error instanceof SourceError ? error.reason : describeFsError(error) });
    return undefined;
  }
  const target = options.files?.find((t) => t.path === file.path);
  source.identityPath = target ? target.identityPath : repositoryPath(file.path);
  // A named file whose name the project hosts do not know may still be a user-level one (~/.codex/config.toml).
  const host = file.host ?? dialectForPath(file.path) ?? resolveHost(file, source.text);
  // Not an MCP config after all (a package.json named on the command line, another tool's server.json):
  // a walk passes over it, a named file is skipped with a note, as any other file is.
  const kind = host ? notThisKind(host, source.text) : "no server map";
  if (!host || kind) {
    if (file.explicit) {
      result.skipped = [...(result.skipped ?? []), file.displayPath];
      result.warnings.push(`${file.displayPath}: skipped: ${kind === "no server map" ? 'not an MCP host config (it has no "mcpServers" or "servers"; use --host to read it as one)' : `not ${article(kind!)}`}`);
    }
    return undefined;
  }
  // A user-level file belongs to no project: no lockfile pins its packages (and nothing above the home is read).
  const project = target ? NO_PROJECT : loadProjectFacts(projectStart(file.path, host));
  projects.add(project);
  const allow = options.config?.allow;
  const lintOptions = {
    rules: options.rules ?? MCP_RULES,
    project,
    ...(options.prefetched?.registry ? { registry: options.prefetched.registry } : {}),
    ...(options.prefetched?.live ? { live: options.prefetched.live } : {}),
    ...(result.lock ? { lock: result.lock } : {}),
    lockKey: target ? target.identityPath : path.relative(result.lockRoot, file.path).split(path.sep).join("/"),
    ...(options.settings ? { settings: options.settings } : {}),
    ...(allow && (allow.servers.length > 0 || allow.domains.length > 0) ? { trusted: { servers: allow.servers, domains: allow.domains } } : {}),
    ...(host.id === "mcp-registry" ? { repository: registryFacts(file.path, configs, (p) => displayFrom(options.cwd, p)) } : {}),
    ...(result.suppressions ? { suppressions: result.suppressions } : {}),
  };
  if (options.fix) {
    const fixed = fixMcpSource(source, host, lintOptions, options.fix);
    for (const s of fixed.secretsSeen) result.secrets.add(s);
    if (fixed.applied.length > 0 && fixed.text !== source.text) {
      try {
        writeFix({ path: file.realPath ?? file.path, displayPath: file.displayPath, before: source.text, after: fixed.text, bom: source.bom, root: file.root ?? path.dirname(file.path), expect: stat }, options, result);
      } catch (error) {
        if (!(error instanceof WriteError)) throw error;
        result.problems.push({ displayPath: file.displayPath, reason: `could not write the fixed file: ${error.reason}; it was left unchanged` });
        return { displayPath: file.displayPath, kind: "mcp-config", host, findings: lintMcpSource(source, host, lintOptions).findings, fixed: [] };
      }
    }
    return { displayPath: file.displayPath, kind: "mcp-config", host, findings: fixed.result.findings, fixed: fixed.applied, ...(options.withSources ? { source: fixed.text === source.text ? source : sourceFromText(source.path, source.displayPath, fixed.text) } : {}) };
  }
  const linted = lintMcpSource(source, host, lintOptions);
  for (const s of linted.secrets) result.secrets.add(s);
  return { displayPath: file.displayPath, kind: "mcp-config", host, findings: linted.findings, fixed: [], ...(options.withSources ? { source } : {}) };
}

/**
 * The async step before `runAudit` when a registry may be involved (`runAudit` stays sync and never
 * touches the network): reads the configs, asks the rules what they will read, fetches it, and returns
 * the facts to pass as `prefetched`. The registry code is loaded only here, and the npm client only
 * when a lookup is needed: an offline run never loads either.
 */
export async function prefetchAudit(options: AuditOptions, network: NetworkOptions): Promise<PrefetchedFacts> {
  const { prefetchForAudit } = await import("./prefetch.js");
  return prefetchForAudit(options, network);
}

/**
 * The async step that makes a sync `runAudit` possible at the least cost: discovers what will be
 * audited and loads only what that needs (the skill rules and their data when a skill is present).
 * Pass its result to `runAudit` (and `prefetchAudit`), which then does not discover again.
 */
export async function prepareAudit(options: AuditOptions): Promise<AuditOptions> {
  const discovered = discoverAudit(options);
  if (discovered.skills.length > 0) await loadSkillSupport();
  return { ...options, discovered };
}

type SkillSupport = typeof import("./skill-audit.js");
let skillSupport: SkillSupport | undefined;

/** Loads what auditing a skill needs (the skill rules, the skill model and their data), once. */
export async function loadSkillSupport(): Promise<void> {
  skillSupport ??= await import("./skill-audit.js");
}

/**
 * For a dialect recognised by content (server.json, hooks.json): what the file is not, when it is
 * not this dialect's; undefined when it is (or the dialect takes any file at its location).
 */
function notThisKind(host: HostDialect, text: string): string | undefined {
  if (!host.recognizes) return undefined;
  const parsed = parseDocument(text, host);
  return host.recognizes(parsed.fatal ? undefined : parsed.tree, text) ? undefined : (host.fileKind ?? `${host.displayName} config`);
}

function article(what: string): string {
  // "an MCP Registry server.json": an acronym read letter by letter starts with a vowel sound.
  return /^(?:[aeiou]|[FHLMNRSX][A-Z])/.test(what) || /^[aeiou]/i.test(what) ? `an ${what}` : `a ${what}`;
}

/** For callers that imported ./skill-audit.js themselves (the library entry point): no async step needed. */
export function provideSkillSupport(support: SkillSupport): void {
  skillSupport ??= support;
}

/** `prepareAudit`, `prefetchAudit`, then `runAudit`. */
export async function runAuditOnline(options: AuditOptions, network: NetworkOptions, sink?: AuditSink): Promise<AuditResult> {
  const prepared = await prepareAudit(options);
  return runAudit({ ...prepared, prefetched: await prefetchAudit(prepared, network) }, sink);
}


function displayFrom(cwd: string, absolute: string): string {
  const rel = path.relative(cwd, absolute);
  return (rel.startsWith("..") || path.isAbsolute(rel) ? absolute : rel).split(path.sep).join("/");
}

/**
 * The last line of defence: every parser bounds its nesting, but should some input still exhaust the
 * stack or a string's length, that file is a problem of its own and the run goes on.
 */
function contained<T>(shown: string, result: AuditResult, audit: () => T): T | undefined {
  try {
    return audit();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const what = error.message.charAt(0).toLowerCase() + error.message.slice(1);
    result.problems.push({ displayPath: shown, reason: `could not be audited: it exhausted an internal limit (${what}); this is a bug in mcp-audit, please report it` });
    return undefined;
  }
}
