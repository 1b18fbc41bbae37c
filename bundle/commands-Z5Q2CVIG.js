import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  runAuditOnline
} from "./chunk-JLXHKZ7Y.js";
import "./chunk-EHY4Q4CT.js";
import "./chunk-GQFVLXPB.js";
import {
  ConfigError,
  effectiveSettings,
  emptyConfig,
  loadConfig
} from "./chunk-LE5RPXKF.js";
import {
  escapeUnsafe
} from "./chunk-YZ5IGPF7.js";
import {
  discover,
  displayPathFor
} from "./chunk-C267NYH5.js";
import "./chunk-OWKZSN7R.js";
import "./chunk-CG4XZIEM.js";
import {
  approveSkills,
  describeDiff,
  describeDiffFiles,
  describeUnread,
  loadSkill
} from "./chunk-RFDAH6G3.js";
import "./chunk-V4UHRZMD.js";
import "./chunk-4ZLUN7A4.js";
import "./chunk-HNKOAWAS.js";
import "./chunk-GUT2H2LP.js";
import "./chunk-4AEXMRT2.js";
import "./chunk-TTKOCA6W.js";
import {
  LOCK_FILE_NAME,
  LOCK_VERSION,
  LockError,
  emptyLock,
  readLockFile,
  serializeLock,
  writeLock
} from "./chunk-RSCUH2OO.js";
import "./chunk-SMR4MTZN.js";
import "./chunk-4JPVPORZ.js";
import {
  recordPackagesInLock
} from "./chunk-46KCANZA.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-R47VTIVQ.js";
import {
  WriteError
} from "./chunk-LFNZU7KB.js";
import {
  describeFsError
} from "./chunk-YZIASA2I.js";
import "./chunk-GAKXEWR3.js";
import "./chunk-VHZINBXH.js";
import "./chunk-PDMDUPYT.js";
import {
  SEVERITY_RANK
} from "./chunk-DVYPNYWB.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-CT6HN24R.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-HF3WKTIK.js";
import {
  lockRootFor,
  skillLockKey
} from "./chunk-H2PEHED4.js";
import "./chunk-2MHPSNXX.js";
import "./chunk-5PMNYAFY.js";
import "./chunk-G6UFI7LU.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import {
  SourceError
} from "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-RLJ674YX.js";

// src/cli/commands.ts
import path from "node:path";
import { parseArgs } from "node:util";
import fs from "node:fs";
var CommandUsageError = class extends Error {
};
function parse(args, options) {
  try {
    return parseArgs({ args: [...args], allowPositionals: true, strict: true, options });
  } catch (error) {
    throw new CommandUsageError(error instanceof Error ? error.message.split("\n")[0] : String(error));
  }
}
var SETTLED_BY_APPROVE = /* @__PURE__ */ new Set(["skill-unaudited-file", "lock-drift"]);
var MAX_SHOWN_FINDINGS = 5;
async function approve(args, io) {
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
    "live-timeout": { type: "string" }
  });
  if (!values.live && (values["allow-exec"] !== void 0 || values["live-timeout"] !== void 0)) throw new CommandUsageError("--allow-exec and --live-timeout go with --live");
  if (values.live && values["dry-run"]) throw new CommandUsageError("--dry-run never goes online: --live cannot go with it");
  const liveTimeout = values["live-timeout"];
  if (liveTimeout !== void 0 && !/^[1-9][0-9]*$/.test(liveTimeout)) throw new CommandUsageError(`--live-timeout takes a number of milliseconds, got "${liveTimeout}"`);
  const allowNames = (values["allow-exec"] ?? []).flatMap((v) => v.split(",")).map((n) => n.trim()).filter((n) => n !== "");
  if (values["allow-exec"] !== void 0 && allowNames.length === 0) throw new CommandUsageError("--allow-exec takes server names (comma-separated) or all");
  const dryRun = values["dry-run"];
  const offline = values.offline || dryRun;
  const root = lockRootFor(io.cwd);
  const lockShown = displayPathFor(path.join(root, LOCK_FILE_NAME), io.cwd);
  let read;
  try {
    read = readLockFile(root);
  } catch (error) {
    if (!(error instanceof LockError)) throw error;
    io.stderr(`mcp-audit: ${lockShown}: ${escapeUnsafe(error.reason)}
`);
    return 2;
  }
  const lock = read?.lock;
  let config;
  try {
    config = values["no-config"] ? emptyConfig(io.cwd) : loadConfig(io.cwd, await allRuleIds(), values.config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr(`mcp-audit: invalid configuration: ${escapeUnsafe(error.message)}
`);
    return 2;
  }
  const found = discover(positionals, io.cwd, void 0, { base: config.baseDir, patterns: config.ignorePatterns, ...config.source ? { source: config.source } : {} });
  for (const n of found.notes) io.stderr(`mcp-audit: ${escapeUnsafe(n)}
`);
  for (const p of found.problems) io.stderr(`mcp-audit: ${escapeUnsafe(p.displayPath)}: ${escapeUnsafe(p.reason)}
`);
  if (found.problems.length > 0) return 2;
  const skills = [];
  let unread = false;
  for (const s of found.skills) {
    let skill;
    try {
      skill = loadSkill(s.dir, s.displayDir, skillLockKey(root, s.dir), { retainText: false, ...s.entries ? { entries: s.entries } : {}, ...s.realDir ? { realDir: s.realDir } : {} });
    } catch (error) {
      io.stderr(`mcp-audit: ${escapeUnsafe(s.displayDir ? `${s.displayDir}/SKILL.md` : "SKILL.md")}: ${escapeUnsafe(error instanceof SourceError ? error.reason : describeFsError(error))}
`);
      return 2;
    }
    if (skill.unread.length > 0) {
      io.stderr(`mcp-audit: ${escapeUnsafe(s.displayDir || ".")}: not fully read, so not approved (${escapeUnsafe(describeUnread(skill.unread))}); remove what the skill does not need
`);
      unread = true;
      continue;
    }
    skills.push({ key: skillLockKey(root, s.dir), skill });
  }
  if (unread) return 2;
  const within = positionals.length > 0 ? positionals.map((p) => skillLockKey(root, path.resolve(io.cwd, p))) : ["."];
  const { lock: next, changes } = approveSkills(lock ?? emptyLock(), skills, values.prune ? { prune: { within } } : {});
  const audit = await runAuditOnline(
    { cwd: io.cwd, paths: positionals, config, discovered: found, settings: effectiveSettings(config, /* @__PURE__ */ new Map()) },
    { mode: offline ? "offline" : "online", env: io.env, inventory: true, ...values["trust-project-npmrc"] ? { trustProjectNpmrc: true } : {} }
  );
  io.guard?.addSecrets(audit.secrets);
  for (const w of audit.warnings) if (!found.notes.includes(w)) io.stderr(`mcp-audit: ${escapeUnsafe(w)}
`);
  const lines = [];
  const notes = [];
  let removals = 0;
  let refused = 0;
  for (const change of changes) {
    lines.push(describeDiff(change));
    if (change.status === "removed") removals++;
    if (values.verbose) for (const l of describeDiffFiles(change)) lines.push(`  ${l}`);
    if (change.status === "new" || change.status === "changed") lines.push(...openFindings(change.key, audit, skills, values.verbose));
  }
  if (found.files.length > 0 && audit.inventory) {
    const packages = describePackages(next, audit.inventory, offline ? dryRun ? "dry run" : "offline" : "online");
    lines.push(...packages.lines);
    notes.push(...packages.notes);
    removals += packages.removals;
    refused += packages.refused;
  }
  lines.push(...await approvePlugins(next, root, found.files, offline));
  if (!values.prune) {
    const approvedKeys = new Set(skills.map((s) => s.key));
    const scopes = within.map((w) => w === "." ? "" : w);
    const gone = Object.keys(lock?.skills ?? {}).filter((k) => !approvedKeys.has(k) && scopes.some((s) => s === "" || k === s || k.startsWith(`${s}/`)) && !fs.existsSync(path.join(root, k, "SKILL.md")));
    for (const k of gone) notes.push(`${k}: in ${lockShown} but no skill there any more: kept (run mcp-audit approve --prune to drop it)`);
  }
  let liveFailed = 0;
  if (values.live && found.files.length > 0) {
    const { prefetchLive } = await import("./live-H3D2VEGP.js");
    const { recordServersInLock } = await import("./servers-EMCHK3UN.js");
    const phase = await prefetchLive(
      { cwd: io.cwd, paths: positionals, config, discovered: found },
      { env: io.env, ...allowNames.length > 0 ? { allowExec: allowNames.includes("all") ? "all" : new Set(allowNames) } : {}, ...liveTimeout !== void 0 ? { timeoutMs: Number(liveTimeout) } : {} }
    );
    for (const w of phase.warnings.filter((w2) => w2.includes("non-protocol output"))) io.stderr(`mcp-audit: ${escapeUnsafe(w)}
`);
    for (const n of phase.unknownAllowed) io.stderr(`mcp-audit: --allow-exec ${escapeUnsafe(n)}: no stdio server has that name
`);
    io.guard?.addSecrets(phase.secrets.filter((s) => s.length >= 6));
    liveFailed = phase.problems.length;
    lines.push(...recordServersInLock(next, phase));
  }
  if (read && read.fileVersion < LOCK_VERSION) lines.push(`${lockShown}: lockfileVersion ${read.fileVersion} \u2192 ${LOCK_VERSION}: every review is kept, skills are now recorded as SEP-2640 entries (uri, frontmatter, resources)`);
  for (const line of lines) io.stdout(`${escapeUnsafe(line)}
`);
  for (const note of notes) io.stdout(`${escapeUnsafe(note)}
`);
  const failed = (n) => n > 0 || liveFailed > 0 ? 2 : 0;
  const counted = `${skills.length} skill${skills.length === 1 ? "" : "s"}, ${found.files.length} config${found.files.length === 1 ? "" : "s"}`;
  if (lines.length === 0 && notes.length === 0 && skills.length === 0 && found.files.length === 0 && !lock) {
    io.stdout(`nothing to approve: no MCP configs or skills found in ${positionals.length > 0 ? positionals.join(", ") : "."}
`);
    return 0;
  }
  const unchanged = lock !== void 0 && read.fileVersion === LOCK_VERSION && serializeLock(read.lock) === serializeLock(next);
  if (unchanged) {
    io.stdout(`${lockShown} is up to date (${counted})
`);
    return failed(refused);
  }
  const removed = removals > 0 ? ` (${removals} removal${removals === 1 ? "" : "s"}: see "removed" above)` : "";
  if (dryRun) {
    io.stdout(`dry run (offline): ${lockShown} was not written${removed}
`);
    return failed(refused);
  }
  try {
    writeLock(root, next);
  } catch (error) {
    if (!(error instanceof WriteError)) throw error;
    io.stderr(`mcp-audit: ${lockShown}: cannot write it: ${error.reason}
`);
    return 2;
  }
  io.stdout(`recorded in ${lockShown}${removed}: review and commit it
`);
  if (liveFailed > 0) io.stderr(`mcp-audit: ${liveFailed} server${liveFailed === 1 ? "" : "s"} could not be reached live: not pinned (see above)
`);
  return failed(refused);
}
async function allRuleIds() {
  const { ALL_RULE_IDS } = await import("./lazy-GNWKHZS6.js");
  return [...ALL_RULE_IDS];
}
function openFindings(key, audit, skills, verbose) {
  const skill = skills.find((s) => s.key === key)?.skill;
  if (!skill) return [];
  const prefix = skill.displayDir === "" ? "" : `${skill.displayDir}/`;
  const findings = audit.files.filter((f) => f.kind === "skill" && (prefix === "" || f.displayPath.startsWith(prefix))).flatMap((f) => f.findings).filter((f) => !SETTLED_BY_APPROVE.has(f.ruleId)).sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || a.file.localeCompare(b.file) || a.range.start.line - b.range.start.line);
  if (findings.length === 0) return [];
  const counts = ["error", "warning", "info"].map((s) => [s, findings.filter((f) => f.severity === s).length]).filter(([, n]) => n > 0);
  const shown = verbose ? findings : findings.slice(0, MAX_SHOWN_FINDINGS);
  const out = [`  approving records these bytes as reviewed: ${counts.map(([s, n]) => `${n} ${s}${n === 1 ? "" : s === "info" ? "" : "s"}`).join(", ")} still open:`];
  for (const f of shown) out.push(`    ${f.file}:${f.range.start.line}:${f.range.start.column} ${f.severity} ${f.ruleId}: ${f.message}`);
  if (shown.length < findings.length) out.push(`    \u2026 and ${findings.length - shown.length} more (run mcp-audit ${skill.displayDir || "."}, or approve --verbose)`);
  return out;
}
function describePackages(lock, inventory, mode) {
  const outcome = recordPackagesInLock(lock, inventory);
  const lines = [];
  const notes = [];
  const short = (integrity) => `${integrity.slice(0, 15)}\u2026`;
  const withIntegrity = (p) => `${p.ecosystem} ${p.name} ${p.version}${p.integrity ? ` (${short(p.integrity)})` : ""}`;
  for (const p of outcome.added) lines.push(`${p.server}: ${withIntegrity(p)}`);
  for (const m of outcome.moved) lines.push(`${m.after.server}: ${m.after.ecosystem} ${m.after.name} ${m.before.version} \u2192 ${m.after.version}${m.after.integrity ? ` (${short(m.after.integrity)})` : ""}`);
  for (const p of outcome.integrityAdded) lines.push(`${p.server}: ${p.ecosystem} ${p.name} ${p.version}: integrity recorded (${short(p.integrity)})`);
  for (const p of outcome.removed) lines.push(`${p.server}: removed ${p.ecosystem} ${p.name} ${p.version} from the lock: the config no longer launches it`);
  const why = (launch) => mode !== "online" ? mode === "dry run" ? "a dry run stays offline" : "offline" : launch.lookup === "failed" ? "the registry could not be reached" : "the registry did not confirm it";
  for (const k of outcome.kept) {
    if (k.what === "version") notes.push(`${k.pair.server}: ${k.launch.written} not resolved (${why(k.launch)}): kept ${k.pair.name} ${k.pair.version} as recorded`);
    else notes.push(`${k.pair.server}: ${k.pair.name} ${k.pair.version}: integrity kept as recorded, not re-verified (${why(k.launch)})`);
  }
  for (const m of outcome.integrityMismatch) {
    notes.push(`${m.pair.server}: ${m.pair.name} ${m.pair.version}: the registry serves another integrity (${short(m.served)}) than the one recorded (${short(m.pair.integrity)}): not replaced; find out why before you trust this version`);
  }
  for (const u of outcome.unresolved) notes.push(`${u.server}: ${u.written} has no exact version to record (${why(u)}): pin it${mode === "online" ? "" : ", or run mcp-audit approve online"}`);
  for (const c of outcome.conflicts) notes.push(`${c.launch.server}: ${c.launch.name} ${c.launch.version ?? "?"} conflicts with ${c.recordedVersion} recorded for another server: the lock keeps one version per package`);
  return { lines, notes, removals: outcome.removed.length, refused: outcome.integrityMismatch.length };
}
async function approvePlugins(lock, root, files, offline) {
  const { gitPlugins, approvePluginSources, lsRemote } = await import("./plugins-5MJA7MZ4.js");
  const { parseTree } = await import("./main-J4VQI7AH.js");
  const { readRegularFile } = await import("./safe-read-BOPYFFJB.js");
  const marketplaces = [];
  for (const file of files) {
    if (file.host?.id !== "claude-marketplace") continue;
    let text;
    try {
      text = readRegularFile(file.realPath ?? file.path, { maxBytes: 4 * 1024 * 1024 }).bytes.toString("utf8");
    } catch {
      continue;
    }
    const key = path.relative(root, file.path).split(path.sep).join("/");
    marketplaces.push({ key, plugins: gitPlugins(key, parseTree(text, [], { allowTrailingComma: true })) });
  }
  if (marketplaces.length === 0) return [];
  const plugins = { ...lock.plugins ?? {} };
  const outcome = await approvePluginSources(plugins, marketplaces, offline ? void 0 : lsRemote);
  if (Object.keys(plugins).length > 0) lock.plugins = plugins;
  else delete lock.plugins;
  return [
    ...outcome.recorded.map((r) => `${r.key}: ${r.location}${r.ref !== void 0 ? ` ${r.ref}` : ""} at commit ${r.commit}`),
    ...outcome.unresolved.map((u) => `${u.key}: ${u.location}: no commit recorded (${u.reason})`)
  ];
}
async function skillsCommand(args, io) {
  const skills = await import("./skills-commands-EJG5NSYW.js");
  try {
    return await skills.skillsCommand(args, io);
  } catch (error) {
    if (error instanceof skills.SkillsUsageError) throw new CommandUsageError(error.message);
    throw error;
  }
}
export {
  CommandUsageError,
  approve,
  skillsCommand
};
