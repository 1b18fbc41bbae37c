// Subcommands beside the audit: `approve` (record what a human reviewed) and `skills` (SEP-2640 listings).
import path from "node:path";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { lockRootFor, skillLockKey } from "../project/repository.js";
import fs from "node:fs";
import { runAuditOnline, type AuditResult } from "../audit/run.js";
import { discover, displayPathFor } from "../audit/discovery.js";
import { SourceError } from "../core/source.js";
import { emptyLock, LOCK_FILE_NAME, LOCK_VERSION, LockError, readLockFile, serializeLock, writeLock, type AuditLock } from "../lock/index.js";
import { recordPackagesInLock, type PackageInventory, type PackageLaunch, type PackagePair } from "../lock/packages.js";
import { approveSkills, describeDiff, describeDiffFiles } from "../lock/skills.js";
import { ConfigError, effectiveSettings, emptyConfig, loadConfig, type ProjectConfig } from "../core/config.js";
import { SEVERITY_RANK } from "../core/types.js";
import { escapeUnsafe, type OutputGuard } from "../report/sanitize.js";
import { describeUnread, loadSkill, type Skill } from "../skills/model.js";
import { describeFsError } from "../core/fs-errors.js";
import { WriteError } from "../core/write.js";

export interface CommandIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  /** The sanitiser behind stdout and stderr (the CLI's): told the secrets a run found and what stdout holds. */
  guard?: OutputGuard;
}

export class CommandUsageError extends Error {}

function parse<O extends NonNullable<ParseArgsConfig["options"]>>(args: readonly string[], options: O) {
  try {
    return parseArgs({ args: [...args], allowPositionals: true, strict: true, options });
  } catch (error) {
    throw new CommandUsageError(error instanceof Error ? error.message.split("\n")[0]! : String(error));
  }
}

/** Rules whose findings approving settles (the lock is what they compare with): not listed as open. */
const SETTLED_BY_APPROVE = new Set(["skill-unaudited-file", "lock-drift"]);
/** Open findings shown per skill without --verbose. */
const MAX_SHOWN_FINDINGS = 5;

/**
 * `mcp-audit approve [paths…] [--prune] [--dry-run] [--offline] [--verbose] [--live [--allow-exec …]]`:
 * show what changed since the last review (skills by their bytes, the packages MCP servers launch by
 * version and integrity, with --live what each server exposes), then record it.
 */
export async function approve(args: readonly string[], io: CommandIo & { env: NodeJS.ProcessEnv }): Promise<number> {
  const { values, positionals } = parse(args, {
    prune: { type: "boolean", default: false },
    "dry-run": { type: "boolean", default: false },
    offline: { type: "boolean", default: false },
    verbose: { type: "boolean", default: false },
    config: { type: "string" },
    "no-config": { type: "boolean", default: false },
    "trust-project-npmrc": { type: "boolean", default: false },
    live: { type: "boolean", default: false },
    "allow-exec": { type: "string", multiple: true },
    "live-timeout": { type: "string" },
  });
  if (!values.live && (values["allow-exec"] !== undefined || values["live-timeout"] !== undefined)) throw new CommandUsageError("--allow-exec and --live-timeout go with --live");
  if (values.live && values["dry-run"]) throw new CommandUsageError("--dry-run never goes online: --live cannot go with it");
  const liveTimeout = values["live-timeout"];
  if (liveTimeout !== undefined && !/^[1-9][0-9]*$/.test(liveTimeout)) throw new CommandUsageError(`--live-timeout takes a number of milliseconds, got "${liveTimeout}"`);
  const allowNames = (values["allow-exec"] ?? []).flatMap((v) => v.split(",")).map((n) => n.trim()).filter((n) => n !== "");
  if (values["allow-exec"] !== undefined && allowNames.length === 0) throw new CommandUsageError("--allow-exec takes server names (comma-separated) or all");
  const dryRun = values["dry-run"];
  // --dry-run shows, it never asks anyone: no registry, no server.
  const offline = values.offline || dryRun;
  const root = lockRootFor(io.cwd);
  const lockShown = displayPathFor(path.join(root, LOCK_FILE_NAME), io.cwd);
  let read;
  try {
    read = readLockFile(root);
  } catch (error) {
    if (!(error instanceof LockError)) throw error;
    io.stderr(`mcp-audit: ${lockShown}: ${escapeUnsafe(error.reason)}\n`);
    return 2;
  }
  const lock = read?.lock;
  let config: ProjectConfig;
  try {
    config = values["no-config"] ? emptyConfig(io.cwd) : loadConfig(io.cwd, await allRuleIds(), values.config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr(`mcp-audit: invalid configuration: ${escapeUnsafe(error.message)}\n`);
    return 2;
  }
  // The same files the audit reads: the config's ignorePatterns hide them from approve too.
  const found = discover(positionals, io.cwd, undefined, { base: config.baseDir, patterns: config.ignorePatterns, ...(config.source ? { source: config.source } : {}) });
  for (const n of found.notes) io.stderr(`mcp-audit: ${escapeUnsafe(n)}\n`);
  for (const p of found.problems) io.stderr(`mcp-audit: ${escapeUnsafe(p.displayPath)}: ${escapeUnsafe(p.reason)}\n`);
  if (found.problems.length > 0) return 2;
  const skills: { key: string; skill: Skill }[] = [];
  let unread = false;
  for (const s of found.skills) {
    let skill: Skill;
    try {
      // Only digests are recorded: no decoded text is kept.
      skill = loadSkill(s.dir, s.displayDir, skillLockKey(root, s.dir), { retainText: false, ...(s.entries ? { entries: s.entries } : {}), ...(s.realDir ? { realDir: s.realDir } : {}) });
    } catch (error) {
      io.stderr(`mcp-audit: ${escapeUnsafe(s.displayDir ? `${s.displayDir}/SKILL.md` : "SKILL.md")}: ${escapeUnsafe(error instanceof SourceError ? error.reason : describeFsError(error))}\n`);
      return 2;
    }
    // A skill read only in part cannot be approved: the lock would vouch for files nobody could check.
    if (skill.unread.length > 0) {
      io.stderr(`mcp-audit: ${escapeUnsafe(s.displayDir || ".")}: not fully read, so not approved (${escapeUnsafe(describeUnread(skill.unread))}); remove what the skill does not need\n`);
      unread = true;
      continue;
    }
    skills.push({ key: skillLockKey(root, s.dir), skill });
  }
  if (unread) return 2;
  const within = positionals.length > 0 ? positionals.map((p) => skillLockKey(root, path.resolve(io.cwd, p))) : ["."];
  const { lock: next, changes } = approveSkills(lock ?? emptyLock(), skills, values.prune ? { prune: { within } } : {});

  // One audit of what is approved: the launched packages (versions, integrity) and each skill's open findings.
  const audit = await runAuditOnline(
    { cwd: io.cwd, paths: positionals, config, discovered: found, settings: effectiveSettings(config, new Map()) },
    { mode: offline ? "offline" : "online", env: io.env, inventory: true, ...(values["trust-project-npmrc"] ? { trustProjectNpmrc: true } : {}) },
  );
  // A secret the audit found (a token written where a version goes) is redacted in what approve prints.
  io.guard?.addSecrets(audit.secrets);
  for (const w of audit.warnings) if (!found.notes.includes(w)) io.stderr(`mcp-audit: ${escapeUnsafe(w)}\n`);

  const lines: string[] = [];
  const notes: string[] = [];
  let removals = 0;
  let refused = 0;
  for (const change of changes) {
    lines.push(describeDiff(change));
    if (change.status === "removed") removals++;
    if (values.verbose) for (const l of describeDiffFiles(change)) lines.push(`  ${l}`);
    if (change.status === "new" || change.status === "changed") lines.push(...openFindings(change.key, audit, skills, values.verbose));
  }
  if (found.files.length > 0 && audit.inventory) {
    const packages = describePackages(next, audit.inventory, offline ? (dryRun ? "dry run" : "offline") : "online");
    lines.push(...packages.lines);
    notes.push(...packages.notes);
    removals += packages.removals;
    refused += packages.refused;
  }
  lines.push(...(await approvePlugins(next, root, found.files, offline)));
  // A skill in the lock whose folder is gone stays until --prune: said, not done behind the user's back.
  if (!values.prune) {
    const approvedKeys = new Set(skills.map((s) => s.key));
    const scopes = within.map((w) => (w === "." ? "" : w));
    const gone = Object.keys(lock?.skills ?? {}).filter((k) => !approvedKeys.has(k) && scopes.some((s) => s === "" || k === s || k.startsWith(`${s}/`)) && !fs.existsSync(path.join(root, k, "SKILL.md")));
    for (const k of gone) notes.push(`${k}: in ${lockShown} but no skill there any more: kept (run mcp-audit approve --prune to drop it)`);
  }
  let liveFailed = 0;
  if (values.live && found.files.length > 0) {
    // What each server exposes, pinned for the offline rules (tool-poisoning) and for tool-drift.
    const { prefetchLive } = await import("../audit/live.js");
    const { recordServersInLock } = await import("../lock/servers.js");
    const phase = await prefetchLive(
      { cwd: io.cwd, paths: positionals, config, discovered: found },
      { env: io.env, ...(allowNames.length > 0 ? { allowExec: allowNames.includes("all") ? ("all" as const) : new Set(allowNames) } : {}), ...(liveTimeout !== undefined ? { timeoutMs: Number(liveTimeout) } : {}) },
    );
    for (const w of phase.warnings.filter((w) => w.includes("non-protocol output"))) io.stderr(`mcp-audit: ${escapeUnsafe(w)}\n`);
    for (const n of phase.unknownAllowed) io.stderr(`mcp-audit: --allow-exec ${escapeUnsafe(n)}: no stdio server has that name\n`);
    io.guard?.addSecrets(phase.secrets.filter((s) => s.length >= 6));
    liveFailed = phase.problems.length;
    lines.push(...recordServersInLock(next, phase));
  }
  if (read && read.fileVersion < LOCK_VERSION) lines.push(`${lockShown}: lockfileVersion ${read.fileVersion} → ${LOCK_VERSION}: every review is kept, skills are now recorded as SEP-2640 entries (uri, frontmatter, resources)`);
  for (const line of lines) io.stdout(`${escapeUnsafe(line)}\n`);
  for (const note of notes) io.stdout(`${escapeUnsafe(note)}\n`);
  const failed = (n: number) => (n > 0 || liveFailed > 0 ? 2 : 0);
  const counted = `${skills.length} skill${skills.length === 1 ? "" : "s"}, ${found.files.length} config${found.files.length === 1 ? "" : "s"}`;
  if (lines.length === 0 && notes.length === 0 && skills.length === 0 && found.files.length === 0 && !lock) {
    io.stdout(`nothing to approve: no MCP configs or skills found in ${positionals.length > 0 ? positionals.join(", ") : "."}\n`);
    return 0;
  }
  const unchanged = lock !== undefined && read!.fileVersion === LOCK_VERSION && serializeLock(read!.lock) === serializeLock(next);
  if (unchanged) {
    io.stdout(`${lockShown} is up to date (${counted})\n`);
    return failed(refused);
  }
  const removed = removals > 0 ? ` (${removals} removal${removals === 1 ? "" : "s"}: see "removed" above)` : "";
  if (dryRun) {
    io.stdout(`dry run (offline): ${lockShown} was not written${removed}\n`);
    return failed(refused);
  }
  try {
    writeLock(root, next);
  } catch (error) {
    if (!(error instanceof WriteError)) throw error;
    io.stderr(`mcp-audit: ${lockShown}: cannot write it: ${error.reason}\n`);
    return 2;
  }
  io.stdout(`recorded in ${lockShown}${removed}: review and commit it\n`);
  if (liveFailed > 0) io.stderr(`mcp-audit: ${liveFailed} server${liveFailed === 1 ? "" : "s"} could not be reached live: not pinned (see above)\n`);
  return failed(refused);
}

async function allRuleIds(): Promise<string[]> {
  const { ALL_RULE_IDS } = await import("../rules/registry/lazy.js");
  return [...ALL_RULE_IDS];
}

/**
 * What approving a skill vouches for while findings are open in it: the lock records bytes as reviewed,
 * so a reviewer sees what is still reported before committing it.
 */
function openFindings(key: string, audit: AuditResult, skills: readonly { key: string; skill: Skill }[], verbose: boolean): string[] {
  const skill = skills.find((s) => s.key === key)?.skill;
  if (!skill) return [];
  const prefix = skill.displayDir === "" ? "" : `${skill.displayDir}/`;
  const findings = audit.files
    .filter((f) => f.kind === "skill" && (prefix === "" || f.displayPath.startsWith(prefix)))
    .flatMap((f) => f.findings)
    .filter((f) => !SETTLED_BY_APPROVE.has(f.ruleId))
    .sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || a.file.localeCompare(b.file) || a.range.start.line - b.range.start.line);
  if (findings.length === 0) return [];
  const counts = (["error", "warning", "info"] as const).map((s) => [s, findings.filter((f) => f.severity === s).length] as const).filter(([, n]) => n > 0);
  const shown = verbose ? findings : findings.slice(0, MAX_SHOWN_FINDINGS);
  const out = [`  approving records these bytes as reviewed: ${counts.map(([s, n]) => `${n} ${s}${n === 1 ? "" : s === "info" ? "" : "s"}`).join(", ")} still open:`];
  for (const f of shown) out.push(`    ${f.file}:${f.range.start.line}:${f.range.start.column} ${f.severity} ${f.ruleId}: ${f.message}`);
  if (shown.length < findings.length) out.push(`    … and ${findings.length - shown.length} more (run mcp-audit ${skill.displayDir || "."}, or approve --verbose)`);
  return out;
}

/** What approve does to `lock.packages` (mutated), in lines for the user, and what it kept or refused. */
function describePackages(lock: AuditLock, inventory: PackageInventory, mode: "online" | "offline" | "dry run"): { lines: string[]; notes: string[]; removals: number; refused: number } {
  const outcome = recordPackagesInLock(lock, inventory);
  const lines: string[] = [];
  const notes: string[] = [];
  const short = (integrity: string) => `${integrity.slice(0, 15)}…`;
  const withIntegrity = (p: PackagePair) => `${p.ecosystem} ${p.name} ${p.version}${p.integrity ? ` (${short(p.integrity)})` : ""}`;
  for (const p of outcome.added) lines.push(`${p.server}: ${withIntegrity(p)}`);
  for (const m of outcome.moved) lines.push(`${m.after.server}: ${m.after.ecosystem} ${m.after.name} ${m.before.version} → ${m.after.version}${m.after.integrity ? ` (${short(m.after.integrity)})` : ""}`);
  for (const p of outcome.integrityAdded) lines.push(`${p.server}: ${p.ecosystem} ${p.name} ${p.version}: integrity recorded (${short(p.integrity!)})`);
  for (const p of outcome.removed) lines.push(`${p.server}: removed ${p.ecosystem} ${p.name} ${p.version} from the lock: the config no longer launches it`);
  const why = (launch: PackageLaunch) => (mode !== "online" ? (mode === "dry run" ? "a dry run stays offline" : "offline") : launch.lookup === "failed" ? "the registry could not be reached" : "the registry did not confirm it");
  for (const k of outcome.kept) {
    if (k.what === "version") notes.push(`${k.pair.server}: ${k.launch.written} not resolved (${why(k.launch)}): kept ${k.pair.name} ${k.pair.version} as recorded`);
    else notes.push(`${k.pair.server}: ${k.pair.name} ${k.pair.version}: integrity kept as recorded, not re-verified (${why(k.launch)})`);
  }
  for (const m of outcome.integrityMismatch) {
    notes.push(`${m.pair.server}: ${m.pair.name} ${m.pair.version}: the registry serves another integrity (${short(m.served)}) than the one recorded (${short(m.pair.integrity!)}): not replaced; find out why before you trust this version`);
  }
  for (const u of outcome.unresolved) notes.push(`${u.server}: ${u.written} has no exact version to record (${why(u)}): pin it${mode === "online" ? "" : ", or run mcp-audit approve online"}`);
  for (const c of outcome.conflicts) notes.push(`${c.launch.server}: ${c.launch.name} ${c.launch.version ?? "?"} conflicts with ${c.recordedVersion} recorded for another server: the lock keeps one version per package`);
  return { lines, notes, removals: outcome.removed.length, refused: outcome.integrityMismatch.length };
}

/**
 * Record the commit each git-sourced plugin of the marketplaces found is at (src/lock/plugins.ts):
 * the `sha` it pins, else what `git ls-remote` says its ref points at now (not with --offline).
 */
async function approvePlugins(lock: AuditLock, root: string, files: readonly { path: string; realPath?: string; host?: { id: string } | undefined }[], offline: boolean): Promise<string[]> {
  const { gitPlugins, approvePluginSources, lsRemote } = await import("../lock/plugins.js");
  const { parseTree } = await import("jsonc-parser");
  const { readRegularFile } = await import("../core/safe-read.js");
  const marketplaces = [];
  for (const file of files) {
    if (file.host?.id !== "claude-marketplace") continue;
    let text: string;
    try {
      text = readRegularFile(file.realPath ?? file.path, { maxBytes: 4 * 1024 * 1024 }).bytes.toString("utf8");
    } catch {
      continue; // the audit says why it cannot be read
    }
    const key = path.relative(root, file.path).split(path.sep).join("/");
    marketplaces.push({ key, plugins: gitPlugins(key, parseTree(text, [], { allowTrailingComma: true })) });
  }
  if (marketplaces.length === 0) return [];
  const plugins = { ...(lock.plugins ?? {}) };
  const outcome = await approvePluginSources(plugins, marketplaces, offline ? undefined : lsRemote);
  if (Object.keys(plugins).length > 0) lock.plugins = plugins;
  else delete lock.plugins;
  return [
    ...outcome.recorded.map((r) => `${r.key}: ${r.location}${r.ref !== undefined ? ` ${r.ref}` : ""} at commit ${r.commit}`),
    ...outcome.unresolved.map((u) => `${u.key}: ${u.location}: no commit recorded (${u.reason})`),
  ];
}

/** `mcp-audit skills listing <dir>…` and `mcp-audit skills verify-listing <listing.json | url> [dir…]`. */
export async function skillsCommand(args: readonly string[], io: CommandIo & { env: NodeJS.ProcessEnv }): Promise<number> {
  const skills = await import("./skills-commands.js");
  try {
    return await skills.skillsCommand(args, io);
  } catch (error) {
    if (error instanceof skills.SkillsUsageError) throw new CommandUsageError(error.message);
    throw error;
  }
}
