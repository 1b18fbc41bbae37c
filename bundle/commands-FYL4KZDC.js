import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  runAuditOnline
} from "./chunk-VN6PWBCX.js";
import "./chunk-OT7BNP2O.js";
import {
  discover,
  displayPathFor
} from "./chunk-DBU6YV3G.js";
import {
  lockRootFor,
  skillLockKey
} from "./chunk-JCJIWJHD.js";
import {
  approveSkills,
  describeDiff,
  describeUnread,
  loadSkill
} from "./chunk-6734NYPI.js";
import {
  recordPackagesInLock
} from "./chunk-QS5DQOFP.js";
import "./chunk-CE5JH7EZ.js";
import "./chunk-345A7LRR.js";
import "./chunk-FGBYDFCN.js";
import {
  LOCK_FILE_NAME,
  LOCK_VERSION,
  LockError,
  emptyLock,
  readLockFile,
  serializeLock,
  writeLock
} from "./chunk-HTG2LZVU.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-KO2MSAV2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-SMR4MTZN.js";
import "./chunk-JVNJ7RXK.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-ME4QWO5I.js";
import {
  WriteError
} from "./chunk-EMFC5X6B.js";
import {
  describeFsError
} from "./chunk-YZIASA2I.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-RYKQTHF2.js";
import {
  escapeUnsafe
} from "./chunk-YX6AWI2M.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-W6ZKD7QN.js";
import "./chunk-FMKRLOQ4.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-UQNAJ6WB.js";
import "./chunk-Q4MZXFNT.js";
import "./chunk-ZY4Q3GHC.js";
import {
  SourceError
} from "./chunk-FMFMBWIV.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-ZIYZMNLY.js";

// src/cli/commands.ts
import path from "node:path";
import { parseArgs } from "node:util";
var CommandUsageError = class extends Error {
};
function parse(args, options) {
  try {
    return parseArgs({ args: [...args], allowPositionals: true, strict: true, options });
  } catch (error) {
    throw new CommandUsageError(error instanceof Error ? error.message.split("\n")[0] : String(error));
  }
}
async function approve(args, io) {
  const { values, positionals } = parse(args, {
    prune: { type: "boolean", default: false },
    "dry-run": { type: "boolean", default: false },
    offline: { type: "boolean", default: false },
    "trust-project-npmrc": { type: "boolean", default: false },
    live: { type: "boolean", default: false },
    "allow-exec": { type: "string", multiple: true },
    "live-timeout": { type: "string" }
  });
  if (!values.live && (values["allow-exec"] !== void 0 || values["live-timeout"] !== void 0)) throw new CommandUsageError("--allow-exec and --live-timeout go with --live");
  const liveTimeout = values["live-timeout"];
  if (liveTimeout !== void 0 && !/^[1-9][0-9]*$/.test(liveTimeout)) throw new CommandUsageError(`--live-timeout takes a number of milliseconds, got "${liveTimeout}"`);
  const allowNames = (values["allow-exec"] ?? []).flatMap((v) => v.split(",")).map((n) => n.trim()).filter((n) => n !== "");
  if (values["allow-exec"] !== void 0 && allowNames.length === 0) throw new CommandUsageError("--allow-exec takes server names (comma-separated) or all");
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
  const found = discover(positionals, io.cwd);
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
  const lines = changes.map((change) => describeDiff(change));
  if (found.files.length > 0) lines.push(...await approvePackages(next, positionals, io, values.offline ? "offline" : "online", values["trust-project-npmrc"]));
  lines.push(...await approvePlugins(next, root, found.files, values.offline));
  let liveFailed = 0;
  if (values.live && found.files.length > 0) {
    const { prefetchLive } = await import("./live-GRF4EYFD.js");
    const { recordServersInLock } = await import("./servers-BVXY7TJK.js");
    const phase = await prefetchLive(
      { cwd: io.cwd, paths: positionals },
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
  if (lines.length === 0) {
    io.stdout(`nothing new to approve: ${skills.length} skill${skills.length === 1 ? "" : "s"} and ${found.files.length} config${found.files.length === 1 ? "" : "s"} match ${lockShown}
`);
    if (lock) return 0;
  }
  for (const line of lines) io.stdout(`${escapeUnsafe(line)}
`);
  if (values["dry-run"]) {
    io.stdout(`dry run: ${lockShown} was not written
`);
    return 0;
  }
  if (read && read.fileVersion === LOCK_VERSION && serializeLock(read.lock) === serializeLock(next)) {
    io.stdout(`${lockShown} is up to date
`);
    return liveFailed > 0 ? 2 : 0;
  }
  try {
    writeLock(root, next);
  } catch (error) {
    if (!(error instanceof WriteError)) throw error;
    io.stderr(`mcp-audit: ${lockShown}: cannot write it: ${error.reason}
`);
    return 2;
  }
  io.stdout(`recorded in ${lockShown}: review and commit it
`);
  if (liveFailed > 0) io.stderr(`mcp-audit: ${liveFailed} server${liveFailed === 1 ? "" : "s"} could not be reached live: not pinned (see above)
`);
  return liveFailed > 0 ? 2 : 0;
}
async function approvePackages(lock, paths, io, mode, trustProjectNpmrc) {
  const before = JSON.stringify(lock.packages);
  const result = await runAuditOnline({ cwd: io.cwd, paths }, { mode, env: io.env, inventory: true, ...trustProjectNpmrc ? { trustProjectNpmrc } : {} });
  io.guard?.addSecrets(result.secrets);
  if (!result.inventory) return [];
  const outcome = recordPackagesInLock(lock, result.inventory);
  const lines = [];
  for (const w of result.warnings) io.stderr(`mcp-audit: ${escapeUnsafe(w)}
`);
  if (JSON.stringify(lock.packages) !== before) {
    for (const l of outcome.recorded) lines.push(`${l.server}: ${l.ecosystem} ${l.name} ${l.version}${l.integrity ? ` (${l.integrity.slice(0, 15)}\u2026)` : ""}`);
  }
  for (const u of outcome.unresolved) lines.push(`${u.server}: ${u.written} has no exact version to record: pin it, or run approve online`);
  for (const c of outcome.conflicts) lines.push(`${c.launch.server}: ${c.launch.name} ${c.launch.version ?? "?"} conflicts with ${c.recordedVersion} recorded for another server: the lock keeps one version per package`);
  return lines;
}
async function approvePlugins(lock, root, files, offline) {
  const { gitPlugins, approvePluginSources, lsRemote } = await import("./plugins-H3HEGIIT.js");
  const { parseTree } = await import("./main-MEHMPHJN.js");
  const { readRegularFile } = await import("./safe-read-CPTMQEW5.js");
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
  const skills = await import("./skills-commands-N2K3JOIE.js");
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
