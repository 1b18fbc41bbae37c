// Subcommands beside the audit: `approve` (record what a human reviewed) and `skills` (SEP-2640 listings).
import path from "node:path";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { lockRootFor, skillLockKey } from "../project/repository.js";
import { runAuditOnline } from "../audit/run.js";
import { discover, displayPathFor } from "../audit/discovery.js";
import { SourceError } from "../core/source.js";
import { emptyLock, LOCK_FILE_NAME, LOCK_VERSION, LockError, readLockFile, serializeLock, writeLock, type AuditLock } from "../lock/index.js";
import { recordPackagesInLock } from "../lock/packages.js";
import { approveSkills, describeDiff } from "../lock/skills.js";
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

/**
 * `mcp-audit approve [paths…] [--prune] [--dry-run] [--offline] [--live [--allow-exec …]]`: show what
 * changed since the last review (skills by their bytes, the packages MCP servers launch by version and
 * integrity, with --live what each server exposes), then record it.
 */
export async function approve(args: readonly string[], io: CommandIo & { env: NodeJS.ProcessEnv }): Promise<number> {
  const { values, positionals } = parse(args, {
    prune: { type: "boolean", default: false },
    "dry-run": { type: "boolean", default: false },
    offline: { type: "boolean", default: false },
    "trust-project-npmrc": { type: "boolean", default: false },
    live: { type: "boolean", default: false },
    "allow-exec": { type: "string", multiple: true },
    "live-timeout": { type: "string" },
  });
  if (!values.live && (values["allow-exec"] !== undefined || values["live-timeout"] !== undefined)) throw new CommandUsageError("--allow-exec and --live-timeout go with --live");
  const liveTimeout = values["live-timeout"];
  if (liveTimeout !== undefined && !/^[1-9][0-9]*$/.test(liveTimeout)) throw new CommandUsageError(`--live-timeout takes a number of milliseconds, got "${liveTimeout}"`);
  const allowNames = (values["allow-exec"] ?? []).flatMap((v) => v.split(",")).map((n) => n.trim()).filter((n) => n !== "");
  if (values["allow-exec"] !== undefined && allowNames.length === 0) throw new CommandUsageError("--allow-exec takes server names (comma-separated) or all");
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
  const found = discover(positionals, io.cwd);
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
  const lines = changes.map((change) => describeDiff(change));
  if (found.files.length > 0) lines.push(...(await approvePackages(next, positionals, io, values.offline ? "offline" : "online", values["trust-project-npmrc"])));
  lines.push(...(await approvePlugins(next, root, found.files, values.offline)));
  let liveFailed = 0;
  if (values.live && found.files.length > 0) {
    // What each server exposes, pinned for the offline rules (tool-poisoning) and for tool-drift.
    const { prefetchLive } = await import("../audit/live.js");
    const { recordServersInLock } = await import("../lock/servers.js");
    const phase = await prefetchLive(
      { cwd: io.cwd, paths: positionals },
      { env: io.env, ...(allowNames.length > 0 ? { allowExec: allowNames.includes("all") ? ("all" as const) : new Set(allowNames) } : {}), ...(liveTimeout !== undefined ? { timeoutMs: Number(liveTimeout) } : {}) },
    );
    for (const w of phase.warnings.filter((w) => w.includes("non-protocol output"))) io.stderr(`mcp-audit: ${escapeUnsafe(w)}\n`);
    for (const n of phase.unknownAllowed) io.stderr(`mcp-audit: --allow-exec ${escapeUnsafe(n)}: no stdio server has that name\n`);
    io.guard?.addSecrets(phase.secrets.filter((s) => s.length >= 6));
    liveFailed = phase.problems.length;
    lines.push(...recordServersInLock(next, phase));
  }
  if (read && read.fileVersion < LOCK_VERSION) lines.push(`${lockShown}: lockfileVersion ${read.fileVersion} → ${LOCK_VERSION}: every review is kept, skills are now recorded as SEP-2640 entries (uri, frontmatter, resources)`);
  if (lines.length === 0) {
    io.stdout(`nothing new to approve: ${skills.length} skill${skills.length === 1 ? "" : "s"} and ${found.files.length} config${found.files.length === 1 ? "" : "s"} match ${lockShown}\n`);
    if (lock) return 0;
  }
  for (const line of lines) io.stdout(`${escapeUnsafe(line)}\n`);
  if (values["dry-run"]) {
    io.stdout(`dry run: ${lockShown} was not written\n`);
    return 0;
  }
  if (read && read.fileVersion === LOCK_VERSION && serializeLock(read.lock) === serializeLock(next)) {
    io.stdout(`${lockShown} is up to date\n`);
    return liveFailed > 0 ? 2 : 0;
  }
  try {
    writeLock(root, next);
  } catch (error) {
    if (!(error instanceof WriteError)) throw error;
    io.stderr(`mcp-audit: ${lockShown}: cannot write it: ${error.reason}\n`);
    return 2;
  }
  io.stdout(`recorded in ${lockShown}: review and commit it\n`);
  if (liveFailed > 0) io.stderr(`mcp-audit: ${liveFailed} server${liveFailed === 1 ? "" : "s"} could not be reached live: not pinned (see above)\n`);
  return liveFailed > 0 ? 2 : 0;
}

/**
 * Record what the configs launch (exact versions, with integrity) in `lock.packages`; returns lines
 * for the user. Online by default: a `@latest` is recorded as the version it resolves to today.
 */
async function approvePackages(lock: AuditLock, paths: readonly string[], io: CommandIo & { env: NodeJS.ProcessEnv }, mode: "online" | "offline", trustProjectNpmrc: boolean): Promise<string[]> {
  const before = JSON.stringify(lock.packages);
  const result = await runAuditOnline({ cwd: io.cwd, paths }, { mode, env: io.env, inventory: true, ...(trustProjectNpmrc ? { trustProjectNpmrc } : {}) });
  // A secret the audit found (a token written where a version goes) is redacted in what approve prints.
  io.guard?.addSecrets(result.secrets);
  if (!result.inventory) return [];
  const outcome = recordPackagesInLock(lock, result.inventory);
  const lines: string[] = [];
  for (const w of result.warnings) io.stderr(`mcp-audit: ${escapeUnsafe(w)}\n`);
  if (JSON.stringify(lock.packages) !== before) {
    for (const l of outcome.recorded) lines.push(`${l.server}: ${l.ecosystem} ${l.name} ${l.version}${l.integrity ? ` (${l.integrity.slice(0, 15)}…)` : ""}`);
  }
  for (const u of outcome.unresolved) lines.push(`${u.server}: ${u.written} has no exact version to record: pin it, or run approve online`);
  for (const c of outcome.conflicts) lines.push(`${c.launch.server}: ${c.launch.name} ${c.launch.version ?? "?"} conflicts with ${c.recordedVersion} recorded for another server: the lock keeps one version per package`);
  return lines;
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
