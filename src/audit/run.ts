// One audit run: discover files, read them safely, lint (and fix) each, collect what to report.
// Front doors (CLI, hooks, CI) call this and only format the result.
import fs from "node:fs";
import path from "node:path";
import { dialectForPath, type HostDialect } from "../hosts/index.js";
import type { ProjectConfig } from "../core/config.js";
import { loadProjectFacts, NO_PROJECT, type ProjectFacts } from "../project/versions.js";
import { MCP_RULES, SKILL_RULES } from "../rules/index.js";
import { LockError, readLock, type AuditLock } from "../lock/index.js";
import { fixSkill, groupByFile, lintSkill } from "./skill-engine.js";
import { describeUnread, loadSkill, SKILL_FILE, type Skill } from "../skills/model.js";
import { discover, resolveHost, type DiscoveredFile, type DiscoveredSkill } from "./discovery.js";
import { describeFsError } from "../core/fs-errors.js";
import { fixMcpSource, lintMcpSource, type AppliedFix } from "./engine.js";
import { SourceError } from "../core/source.js";
import { readSourceFile } from "../core/safe-read.js";
import type { Finding } from "../core/types.js";
import { writeFileSafely, WriteError } from "../core/write.js";
import type { PackageInventory } from "../lock/packages.js";
import { auditLockRoot, type AuditOptions, type NetworkOptions, type PrefetchedFacts } from "./options.js";
import { projectStart, repositoryPath, skillLockKey } from "../project/repository.js";

export interface FileReport {
  displayPath: string;
  /** An MCP host config, or a file of an agent skill (its findings are grouped per file). */
  kind: "mcp-config" | "skill";
  /** The host dialect of an MCP config; undefined for skill files. */
  host: HostDialect | undefined;
  findings: Finding[];
  fixed: AppliedFix[];
}

/** A file or path the audit could not cover, with a one-line reason. */
export interface AuditProblem {
  displayPath: string;
  reason: string;
}

export interface AuditResult {
  files: FileReport[];
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
}

export function runAudit(options: AuditOptions): AuditResult {
  const discovered = options.files
    ? { files: options.files.map((f) => ({ path: f.path, displayPath: f.displayPath, host: f.host, explicit: true })), skills: [], problems: [], skipped: [], notes: [] }
    : discover(options.paths, options.cwd, options.hostOverride, options.config ? { base: options.config.baseDir, patterns: options.config.ignorePatterns, ...(options.config.source ? { source: options.config.source } : {}) } : undefined);
  const lockRoot = auditLockRoot(options);
  const result: AuditResult = { files: [], skills: 0, lock: undefined, lockRoot, problems: [...discovered.problems], warnings: [...discovered.notes], secrets: new Set() };
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
  for (const file of discovered.files) {
    const report = contained(file.displayPath, result, () => auditFile(file, options, result, projects));
    if (report) result.files.push(report);
  }
  for (const skill of discovered.skills) contained(skill.displayDir === "" ? SKILL_FILE : `${skill.displayDir}/${SKILL_FILE}`, result, () => auditSkill(skill, options, result));
  // Lockfiles are read lazily by the rules, so their problems are known only now.
  for (const project of projects) for (const p of project.problems ?? []) result.warnings.push(`could not read ${p}; no version was taken from it`);
  return result;
}

function auditFile(file: DiscoveredFile, options: AuditOptions, result: AuditResult, projects: Set<ProjectFacts>): FileReport | undefined {
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
  // A user-level file belongs to no project: no lockfile pins its packages (and nothing above the home is read).
  const project = target ? NO_PROJECT : loadProjectFacts(projectStart(file.path, host));
  projects.add(project);
  const allow = options.config?.allow;
  const lintOptions = {
    rules: options.rules ?? MCP_RULES,
    project,
    ...(options.prefetched?.registry ? { registry: options.prefetched.registry } : {}),
    ...(result.lock ? { lock: result.lock } : {}),
    lockKey: target ? target.identityPath : path.relative(result.lockRoot, file.path).split(path.sep).join("/"),
    ...(options.settings ? { settings: options.settings } : {}),
    ...(allow && (allow.servers.length > 0 || allow.domains.length > 0) ? { trusted: { servers: allow.servers, domains: allow.domains } } : {}),
  };
  if (options.fix) {
    const fixed = fixMcpSource(source, host, lintOptions, options.fix);
    for (const s of fixed.secretsSeen) result.secrets.add(s);
    if (fixed.applied.length > 0 && fixed.text !== source.text) {
      try {
        writeFileSafely(file.realPath ?? file.path, fixed.text, { bom: source.bom, root: file.root ?? path.dirname(file.path), expect: stat });
      } catch (error) {
        if (!(error instanceof WriteError)) throw error;
        result.problems.push({ displayPath: file.displayPath, reason: `could not write the fixed file: ${error.reason}; it was left unchanged` });
        return { displayPath: file.displayPath, kind: "mcp-config", host, findings: lintMcpSource(source, host, lintOptions).findings, fixed: [] };
      }
    }
    return { displayPath: file.displayPath, kind: "mcp-config", host, findings: fixed.result.findings, fixed: fixed.applied };
  }
  const linted = lintMcpSource(source, host, lintOptions);
  for (const s of linted.secrets) result.secrets.add(s);
  return { displayPath: file.displayPath, kind: "mcp-config", host, findings: linted.findings, fixed: [] };
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

/** `prefetchAudit` then `runAudit`. */
export async function runAuditOnline(options: AuditOptions, network: NetworkOptions): Promise<AuditResult> {
  return runAudit({ ...options, prefetched: await prefetchAudit(options, network) });
}


function auditSkill(found: DiscoveredSkill, options: AuditOptions, result: AuditResult): void {
  let skill: Skill;
  const identityDir = repositoryPath(found.dir);
  try {
    skill = loadSkill(found.dir, found.displayDir, identityDir, { ...(found.entries ? { entries: found.entries } : {}), ...(found.realDir ? { realDir: found.realDir } : {}) });
  } catch (error) {
    const shown = found.displayDir === "" ? SKILL_FILE : `${found.displayDir}/${SKILL_FILE}`;
    result.problems.push({ displayPath: shown, reason: error instanceof SourceError ? error.reason : describeFsError(error) });
    return;
  }
  result.skills++;
  const lockKey = skillLockKey(result.lockRoot, found.dir);
  const skillOptions = {
    rules: options.skillRules ?? SKILL_RULES,
    lock: result.lock,
    lockKey,
    ...(options.settings ? { settings: options.settings } : {}),
    ...(options.skillProfile ? { profile: options.skillProfile } : {}),
  };
  let findings: Finding[];
  let fixed: AppliedFix[] = [];
  if (options.fix) {
    const outcome = fixSkill(skill, skillOptions, options.fix);
    findings = outcome.result.findings;
    for (const s of outcome.result.secrets) result.secrets.add(s);
    if (outcome.applied.length > 0 && outcome.text !== skill.skillMd.text) {
      try {
        writeFileSafely(skill.skillMd.path, outcome.text, { bom: skill.skillMd.bom, root: found.root ?? found.dir });
        fixed = outcome.applied;
      } catch (error) {
        if (!(error instanceof WriteError)) throw error;
        result.problems.push({ displayPath: skill.skillMd.displayPath, reason: `could not write the fixed file: ${error.reason}; it was left unchanged` });
        findings = lintSkill(skill, skillOptions).findings;
      }
    }
  } else {
    const linted = lintSkill(skill, skillOptions);
    findings = linted.findings;
    for (const s of linted.secrets) result.secrets.add(s);
  }
  // A cap that stopped coverage is never a quiet pass: skill-unaudited-file reports it as a fatal error,
  // and if that rule is off the run still says so.
  if (skill.unread.length > 0 && !findings.some((f) => f.fatal)) {
    result.problems.push({ displayPath: found.displayDir || ".", reason: `skill not fully audited: ${describeUnread(skill.unread)}` });
  }
  // One report per file of the skill that has findings (SKILL.md first), so output groups by file.
  const byFile = new Map<string, Finding[]>();
  if (fixed.length > 0) byFile.set(skill.skillMd.displayPath, []);
  for (const [file, list] of groupByFile(findings)) byFile.set(file, [...(byFile.get(file) ?? []), ...list]);
  for (const [displayPath, list] of byFile) {
    result.files.push({ displayPath, kind: "skill", host: undefined, findings: list, fixed: displayPath === skill.skillMd.displayPath ? fixed : [] });
  }
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

function displayFrom(cwd: string, absolute: string): string {
  const rel = path.relative(cwd, absolute);
  return (rel.startsWith("..") || path.isAbsolute(rel) ? absolute : rel).split(path.sep).join("/");
}




