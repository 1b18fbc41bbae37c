import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  escapeUnsafe
} from "./chunk-QBRWQHT7.js";
import {
  runAuditOnline
} from "./chunk-J3XGNVA2.js";
import {
  discover,
  displayPathFor
} from "./chunk-SR3FPYAO.js";
import {
  approveSkills,
  describeDiff,
  describeUnread,
  loadSkill
} from "./chunk-7JYJZISD.js";
import {
  recordPackagesInLock
} from "./chunk-6TEPZIXW.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-ADJ3T6E5.js";
import "./chunk-LYH5XCFZ.js";
import "./chunk-V4BCTFAF.js";
import {
  LOCK_FILE_NAME,
  LockError,
  emptyLock,
  readLock,
  serializeLock,
  writeLock
} from "./chunk-HZXFFGZS.js";
import "./chunk-6C5YGYLX.js";
import "./chunk-L2FF5SBO.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-M4U2DELX.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-P5O64WHN.js";
import "./chunk-GVUCWYBO.js";
import "./chunk-5DB65PJQ.js";
import {
  SourceError
} from "./chunk-XQIKUDHJ.js";
import "./chunk-ZV3BCOS4.js";
import {
  WriteError
} from "./chunk-EMFC5X6B.js";
import {
  describeFsError
} from "./chunk-YZIASA2I.js";
import "./chunk-OT7BNP2O.js";
import {
  lockRootFor,
  skillLockKey
} from "./chunk-JCJIWJHD.js";
import "./chunk-ZIYZMNLY.js";

// src/cli/commands.ts
import fs from "node:fs";
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
    "trust-project-npmrc": { type: "boolean", default: false }
  });
  const root = lockRootFor(io.cwd);
  const lockShown = displayPathFor(path.join(root, LOCK_FILE_NAME), io.cwd);
  let lock;
  try {
    lock = readLock(root);
  } catch (error) {
    if (!(error instanceof LockError)) throw error;
    io.stderr(`mcp-audit: ${lockShown}: ${escapeUnsafe(error.reason)}
`);
    return 2;
  }
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
  if (lock && serializeLock(lock) === serializeLock(next)) {
    io.stdout(`${lockShown} is up to date
`);
    return 0;
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
  return 0;
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
async function skillsCommand(args, io) {
  const [sub, ...rest] = args;
  const listing = await import("./listing-SMRL5APL.js");
  if (sub === "listing") {
    const { values, positionals } = parse(rest, { "uri-prefix": { type: "string" } });
    if (positionals.length !== 1) throw new CommandUsageError("skills listing takes one skill folder: mcp-audit skills listing <dir>");
    const skill = loadSkillFolder(positionals[0], io);
    if (io.guard) io.guard.stdoutMode = "json";
    io.stdout(`${JSON.stringify(listing.listingEntry(skill, values["uri-prefix"] !== void 0 ? { uriPrefix: String(values["uri-prefix"]) } : {}), null, 2)}
`);
    return 0;
  }
  if (sub === "verify-listing") {
    const { positionals } = parse(rest, {});
    if (positionals.length !== 2) throw new CommandUsageError("skills verify-listing takes a listing and a folder: mcp-audit skills verify-listing <listing.json> <dir>");
    const [listingPath, dir] = positionals;
    let text;
    try {
      text = fs.readFileSync(path.resolve(io.cwd, listingPath), "utf8");
    } catch {
      io.stderr(`mcp-audit: ${listingPath}: cannot read it
`);
      return 2;
    }
    const skill = loadSkillFolder(dir, io);
    let mismatches;
    try {
      mismatches = listing.verifyListing(listing.parseListingText(text, listingPath), skill);
    } catch (error) {
      if (!(error instanceof listing.ListingError)) throw error;
      io.stderr(`mcp-audit: ${error.message}
`);
      return 2;
    }
    for (const m of mismatches) io.stdout(`${escapeUnsafe(m.message)}
`);
    if (mismatches.length === 0) io.stdout(`${listingPath} matches ${escapeUnsafe(skill.displayDir)} byte for byte
`);
    return mismatches.length > 0 ? 1 : 0;
  }
  throw new CommandUsageError(`unknown skills command "${sub ?? ""}": use "skills listing <dir>" or "skills verify-listing <listing.json> <dir>"`);
}
function loadSkillFolder(dir, io) {
  const absolute = path.resolve(io.cwd, dir);
  if (!fs.existsSync(path.join(absolute, "SKILL.md"))) throw new CommandUsageError(`${dir} is not a skill folder (no SKILL.md in it)`);
  const shown = displayPathFor(absolute, io.cwd);
  return loadSkill(absolute, shown, skillLockKey(lockRootFor(io.cwd), absolute));
}
export {
  CommandUsageError,
  approve,
  skillsCommand
};
