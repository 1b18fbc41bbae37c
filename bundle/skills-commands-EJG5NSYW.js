import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  escapeUnsafe
} from "./chunk-YZ5IGPF7.js";
import {
  displayPathFor
} from "./chunk-C267NYH5.js";
import "./chunk-CG4XZIEM.js";
import {
  SEP2640_LIMITS,
  servedSkill
} from "./chunk-FMEAMMLG.js";
import {
  loadSkill
} from "./chunk-RFDAH6G3.js";
import {
  LOCK_FILE_NAME,
  LockError,
  readLock
} from "./chunk-RSCUH2OO.js";
import "./chunk-SMR4MTZN.js";
import {
  SKILL_MANIFEST,
  joinSkillUri
} from "./chunk-4JPVPORZ.js";
import "./chunk-KYX5FRLT.js";
import {
  FileReadError,
  readRegularFile
} from "./chunk-R47VTIVQ.js";
import "./chunk-LFNZU7KB.js";
import "./chunk-YZIASA2I.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-CT6HN24R.js";
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

// src/cli/skills-commands.ts
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
var SkillsUsageError = class extends Error {
};
var MAX_LISTING_BYTES = 64 * 1024 * 1024;
var MAX_WALK_ENTRIES = 2e5;
function parse(args, options) {
  try {
    return parseArgs({ args: [...args], allowPositionals: true, strict: true, options });
  } catch (error) {
    throw new SkillsUsageError(error instanceof Error ? error.message.split("\n")[0] : String(error));
  }
}
var say = (write, line) => write(`${escapeUnsafe(line)}
`);
async function skillsCommand(args, io) {
  const [sub, ...rest] = args;
  if (sub === "listing") return listingCommand(rest, io);
  if (sub === "verify-listing") return verifyListingCommand(rest, io);
  throw new SkillsUsageError(`unknown skills command "${sub ?? ""}": use "skills listing <dir>\u2026" or "skills verify-listing <listing.json | url> [dir\u2026]"`);
}
function prefixSegments(prefix) {
  if (prefix === void 0) return [];
  const segments = prefix.replace(/^skill:\/\//, "").split("/").filter((s) => s !== "" && s !== ".");
  if (segments.includes("..")) throw new SkillsUsageError(`--prefix must be a relative path without "..", got "${prefix}"`);
  return segments;
}
function collectLocalSkills(dirs, prefix, io) {
  const found = [];
  let catalog = false;
  for (const given of dirs) {
    const absolute = path.resolve(io.cwd, given);
    let stat;
    try {
      stat = fs.statSync(absolute);
    } catch {
      throw new SkillsUsageError(`${given}: no such folder`);
    }
    if (!stat.isDirectory()) throw new SkillsUsageError(`${given} is not a folder: give a skill folder or a folder of skills`);
    if (hasManifest(absolute)) {
      const name = path.basename(absolute);
      found.push({ dir: absolute, segments: [...prefix, name] });
      for (const nested of walkForSkills(absolute, given)) found.push({ dir: path.join(absolute, ...nested), segments: [...prefix, name, ...nested] });
    } else {
      catalog = true;
      for (const nested of walkForSkills(absolute, given)) found.push({ dir: path.join(absolute, ...nested), segments: [...prefix, ...nested] });
    }
  }
  const root = lockRootFor(io.cwd);
  const skills = found.map(({ dir, segments }) => {
    const display = displayPathFor(dir, io.cwd);
    const uri = joinSkillUri([...segments, SKILL_MANIFEST]);
    const dotted = segments.slice(prefix.length).find((s) => s.startsWith("."));
    if (dotted !== void 0) return { uri, display, dir, notLoaded: `the folder name "${dotted}" starts with ".": an SDK catalog does not walk into it` };
    const guard = manifestGuard(dir);
    if (guard) return { uri, display, dir, notLoaded: guard, unreadable: true };
    let skill;
    try {
      skill = loadSkill(dir, display, skillLockKey(root, dir));
    } catch (error) {
      const encoding = error instanceof SourceError && /UTF-8|UTF-16/.test(error.reason);
      const reason = encoding ? `${SKILL_MANIFEST} is not valid UTF-8` : error instanceof SourceError ? `${SKILL_MANIFEST}: ${error.reason}` : `${SKILL_MANIFEST} cannot be read`;
      return { uri, display, dir, notLoaded: reason, ...encoding ? {} : { unreadable: true } };
    }
    return { uri, display, dir, skill, served: void 0 };
  });
  return { skills, catalog };
}
function manifestGuard(dir) {
  let stat;
  try {
    stat = fs.lstatSync(path.join(dir, SKILL_MANIFEST));
  } catch {
    return `${SKILL_MANIFEST} cannot be read`;
  }
  if (stat.isSymbolicLink()) return `${SKILL_MANIFEST} is a symlink, and the SDK follows no symlinks`;
  if (!stat.isFile()) return `${SKILL_MANIFEST} is not a regular file (a FIFO, socket or device): not opened`;
  return void 0;
}
function hasManifest(dir) {
  try {
    return !fs.lstatSync(path.join(dir, SKILL_MANIFEST)).isDirectory();
  } catch {
    return false;
  }
}
function walkForSkills(root, shown) {
  const out = [];
  let visited = 0;
  const visit = (segments) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(root, ...segments), { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    visited += entries.length;
    if (visited > MAX_WALK_ENTRIES) throw new SkillsUsageError(`${shown} holds more than ${MAX_WALK_ENTRIES} entries: give the skill folders themselves`);
    for (const entry of entries) {
      if (entry.name.startsWith(".") || !entry.isDirectory()) continue;
      const child = [...segments, entry.name];
      if (hasManifest(path.join(root, ...child))) out.push(child);
      visit(child);
    }
  };
  visit([]);
  return out;
}
function servedViews(locals) {
  for (const local of locals.skills) {
    if (!local.skill) continue;
    const segments = segmentsOf(local.uri);
    local.served = servedSkill(local.skill, segments);
  }
}
function segmentsOf(manifestUri) {
  const rest = manifestUri.slice("skill://".length).split("/");
  rest.pop();
  return rest.map((s) => decodeURIComponent(s));
}
async function listingCommand(args, io) {
  const { values, positionals } = parse(args, {
    prefix: { type: "string" },
    "uri-prefix": { type: "string" },
    "ttl-ms": { type: "string" },
    "cache-scope": { type: "string" }
  });
  if (positionals.length === 0) throw new SkillsUsageError("skills listing takes skill folders or folders of skills: mcp-audit skills listing <dir>\u2026");
  if (values["uri-prefix"] !== void 0) io.stderr("mcp-audit: --uri-prefix is deprecated: use --prefix (the SDK's loadSkills option)\n");
  const ttl = values["ttl-ms"];
  if (ttl !== void 0 && !/^(0|[1-9][0-9]*)$/.test(ttl)) throw new SkillsUsageError(`--ttl-ms takes a number of milliseconds, got "${ttl}"`);
  const scope = values["cache-scope"] ?? "private";
  if (scope !== "public" && scope !== "private") throw new SkillsUsageError(`--cache-scope accepts public or private, got "${scope}"`);
  const locals = collectLocalSkills(positionals, prefixSegments(values.prefix ?? values["uri-prefix"]), io);
  servedViews(locals);
  const seen = /* @__PURE__ */ new Map();
  for (const l of locals.skills) {
    const other = seen.get(l.uri);
    if (other !== void 0) throw new SkillsUsageError(`${l.display} and ${other} would both be served at ${l.uri}: list them separately, or use --prefix`);
    seen.set(l.uri, l.display);
  }
  if (locals.skills.length === 0) {
    io.stderr(`mcp-audit: no skills found in ${positionals.join(", ")} (a skill is a folder holding SKILL.md; folders whose name starts with "." are not walked, as the SDK does not walk them)
`);
    return 1;
  }
  const entries = [];
  let skipped = 0;
  for (const local of locals.skills) {
    const reasons = local.notLoaded ? [local.notLoaded] : local.served.skipped.map((s) => s.message);
    if (reasons.length > 0 || !local.served?.entry) {
      skipped++;
      for (const r of reasons) say(io.stderr, `mcp-audit: ${local.display}: an SDK 2.4.0 server would skip this skill: ${r}`);
      continue;
    }
    entries.push(local.served.entry);
    const over = local.served.overLimits;
    if (over) say(io.stderr, `mcp-audit: ${local.display}: ${over.files} files / ${over.bytes} bytes exceeds the limit of ${SEP2640_LIMITS.files} files / ${SEP2640_LIMITS.bytes} bytes; some hosts may decline it`);
  }
  const { localVerifier } = await import("./skills-YZ4EUMX2.js");
  const verifier = await localVerifier(entries);
  const kept = [];
  try {
    const { valid, invalid } = await verifier.entries();
    for (const bad of invalid) {
      skipped++;
      say(io.stderr, `mcp-audit: ${bad.uri ?? `entry ${bad.index}`}: the SDK refuses this entry: ${bad.reason}`);
    }
    for (const { index } of valid) {
      const entry = entries[index];
      const local = locals.skills.find((l) => l.served?.entry === entry);
      const manifest = local.served.files.find((f) => f.path === SKILL_MANIFEST);
      const bytes = Buffer.from((local.skill.skillMd.bom ? "\uFEFF" : "") + local.skill.skillMd.text, "utf8");
      const others = entry.resources.map((r) => r.uri).filter((u) => u !== manifest.uri);
      const problems = await verifier.verify(entry, [{ uri: manifest.uri, bytes }], local.display, others);
      if (problems.length === 0) {
        kept.push(entry);
        continue;
      }
      if (problems.some((p) => p.differences && p.differences.length > 0)) {
        say(io.stderr, `mcp-audit: ${local.display}: mcp-audit reads SKILL.md's front matter differently from the SDK (${problems.map((p) => p.differences?.join("; ") ?? p.message).join("; ")}): please report this; the skill was left out`);
        return 2;
      }
      skipped++;
      for (const p of problems) say(io.stderr, `mcp-audit: ${local.display}: an SDK 2.4.0 server would skip this skill: ${p.message}`);
    }
  } finally {
    await verifier.close();
  }
  const { listingDocument } = await import("./listing-KRMUHPA3.js");
  if (io.guard) io.guard.stdoutMode = "json";
  io.stdout(`${JSON.stringify(listingDocument(kept, { ttlMs: ttl === void 0 ? 0 : Number(ttl), cacheScope: scope }), null, 2)}
`);
  if (locals.skills.some((l) => l.unreadable)) return 2;
  return skipped > 0 ? 1 : 0;
}
async function verifyListingCommand(args, io) {
  const { values, positionals } = parse(args, {
    prefix: { type: "string" },
    header: { type: "string", multiple: true },
    timeout: { type: "string" },
    "max-file-bytes": { type: "string" }
  });
  if (positionals.length === 0) throw new SkillsUsageError("skills verify-listing takes a listing and skill folders: mcp-audit skills verify-listing <listing.json | http(s)://\u2026/mcp> [dir\u2026]");
  const [source, ...dirs] = positionals;
  const timeoutMs = positiveInteger(values.timeout, "--timeout", 1e4);
  const maxFileBytes = positiveInteger(values["max-file-bytes"], "--max-file-bytes", SEP2640_LIMITS.bytes);
  const live = /^https?:\/\//i.test(source);
  if (!live && (values.header ?? []).length > 0) throw new SkillsUsageError("--header applies to a server URL, not to a listing file");
  const listing = await import("./listing-KRMUHPA3.js");
  const mismatches = [];
  let doc;
  let era = "unknown";
  let shown;
  let filesRead = 0;
  if (live) {
    let url;
    try {
      url = new URL(source);
    } catch {
      throw new SkillsUsageError(`${source} is not a URL`);
    }
    if (url.username !== "" || url.password !== "") throw new SkillsUsageError("put credentials in --header 'Authorization: \u2026${VAR}', not in the URL");
    const headers = resolveHeaders(values.header ?? [], io.env);
    if ("missing" in headers) {
      say(io.stderr, `mcp-audit: ${headers.missing}: nothing was sent`);
      return 2;
    }
    io.guard?.addSecrets(Object.values(headers.values));
    shown = `${url.origin}${url.pathname}`;
    const { fetchServedSkills } = await import("./skills-YZ4EUMX2.js");
    const { LiveError } = await import("./connect-3O3ZQLWR.js");
    try {
      const served = await fetchServedSkills(url, { headers: headers.values, timeoutMs, maxResponseBytes: Math.max(maxFileBytes * 2, 1024 * 1024) + 1024 * 1024, maxFileBytes });
      doc = served.doc;
      era = served.era;
      filesRead = served.filesRead;
      mismatches.push(...served.served);
      say(io.stderr, `mcp-audit: ${shown}: protocol ${served.protocolVersion}${served.serverInfo ? `, server ${served.serverInfo.name} ${served.serverInfo.version}` : ""}, ${doc.entries.length} skill${doc.entries.length === 1 ? "" : "s"} listed`);
    } catch (error) {
      if (error instanceof LiveError || error instanceof listing.ListingError) {
        say(io.stderr, `mcp-audit: ${error.message}`);
        return 2;
      }
      throw error;
    }
  } else {
    shown = source;
    const text = readListingFile(path.resolve(io.cwd, source));
    if (typeof text !== "string") {
      say(io.stderr, `mcp-audit: ${source}: ${text.problem}`);
      return 2;
    }
    try {
      doc = listing.readListingDocument(listing.parseListingText(text, source));
    } catch (error) {
      if (!(error instanceof listing.ListingError)) throw error;
      say(io.stderr, `mcp-audit: ${error.message}`);
      return 2;
    }
  }
  if (doc.oldShape > 0) say(io.stderr, `mcp-audit: ${shown} uses mcp-audit 0.1's listing shape (name, root, files[].path): read as the SDK's shape (uri \u2026/SKILL.md, resources[].uri); this is deprecated and will be refused in the next version: regenerate it with mcp-audit skills listing`);
  mismatches.push(...listing.cacheMismatches(doc, era));
  const prefix = prefixSegments(values.prefix);
  let locals;
  let locked;
  if (dirs.length > 0) {
    locals = collectLocalSkills(dirs, prefix, io);
    servedViews(locals);
  } else {
    const root = lockRootFor(io.cwd);
    let lock;
    try {
      lock = readLock(root);
    } catch (error) {
      if (!(error instanceof LockError)) throw error;
      say(io.stderr, `mcp-audit: ${displayPathFor(path.join(root, LOCK_FILE_NAME), io.cwd)}: ${error.reason}`);
      return 2;
    }
    if (!lock) throw new SkillsUsageError(`no skill folders given and no ${LOCK_FILE_NAME} here: give the folders to compare with, or approve them first`);
    locked = Object.entries(lock.skills).map(([key, entry]) => ({ uri: joinSkillUri([...prefix, ...segmentsOf(entry.uri), SKILL_MANIFEST]), key, entry }));
  }
  const { localVerifier } = await import("./skills-YZ4EUMX2.js");
  const verifier = await localVerifier(doc.entries);
  let compared = 0;
  try {
    const { valid, invalid } = await verifier.entries();
    for (const bad of invalid) mismatches.push({ reason: "invalid", severity: "error", ...bad.uri !== void 0 ? { uri: bad.uri } : {}, message: `${bad.uri ?? `entry #${bad.index}`}: the SDK refuses this entry: ${bad.reason}` });
    for (const { entry } of valid) {
      if (entry.resources === "dynamic") mismatches.push({ reason: "dynamic", severity: "warning", uri: entry.uri, message: `${entry.uri} lists its resources as "dynamic": only SKILL.md can be verified, its other files cannot` });
    }
    if (locals) {
      const { matched, unmatched, unlisted } = listing.matchEntries(valid, locals.skills);
      for (const u of unmatched) mismatches.push({ reason: "not-local", severity: locals.catalog ? "error" : "warning", uri: u.entry.uri, message: `${u.entry.uri} is served but is not among the given folders${locals.catalog ? ": an unreviewed skill" : ""}` });
      for (const l of unlisted) {
        if (l.notLoaded || !l.served?.entry) {
          const why = l.notLoaded ?? l.served.skipped.map((s) => s.message).join("; ");
          mismatches.push({ reason: "not-servable", severity: "warning", uri: l.uri, message: `${l.display} is not in the listing, and an SDK 2.4.0 server would skip it: ${why}` });
        } else mismatches.push({ reason: "not-listed", severity: "error", uri: l.uri, message: `${l.display} (${l.uri}) is not in the listing: a host cannot load it from this server` });
      }
      for (const { entry, local } of matched) {
        compared++;
        if (local.notLoaded || !local.served?.entry) {
          const why = local.notLoaded ?? local.served.skipped.map((s) => s.message).join("; ");
          mismatches.push({ reason: "not-servable", severity: "error", uri: entry.uri, message: `${entry.uri} is listed, but an SDK 2.4.0 server would not serve ${local.display}: ${why}` });
          if (!local.skill || !local.served) continue;
        }
        const { files, unread } = readServedBytes(local, maxFileBytes, mismatches);
        const restored = listing.unredacted(entry, local.served.entry?.frontmatter);
        for (const field of restored.fields) mismatches.push({ reason: "frontmatter", severity: "warning", uri: entry.uri, message: `${entry.uri}: front-matter field ${field} holds a redacted secret (mcp-audit never prints one); a server serves the value from SKILL.md: move the secret out of it` });
        mismatches.push(...await verifier.verify(restored.entry, files, local.display, unread));
      }
    } else {
      const { matched, unmatched, unlisted } = listing.matchEntries(valid, locked, true);
      for (const u of unmatched) mismatches.push({ reason: "not-local", severity: "error", uri: u.entry.uri, message: `${u.entry.uri} is served but is not in ${LOCK_FILE_NAME}: an unreviewed skill` });
      for (const l of unlisted) mismatches.push({ reason: "not-listed", severity: "error", uri: l.uri, message: `${l.key} (reviewed in ${LOCK_FILE_NAME}) is not in the listing: a host cannot load it from this server` });
      for (const { entry, local } of matched) {
        compared++;
        mismatches.push(...listing.compareWithLock(entry, local.entry));
      }
    }
  } finally {
    await verifier.close();
  }
  for (const m of mismatches) say(io.stdout, `${m.severity === "error" ? "error  " : "warning"}  ${m.reason.padEnd(12)} ${m.message}`);
  const unreadable = locals?.skills.filter((l) => l.unreadable) ?? [];
  if (unreadable.length > 0) {
    say(io.stderr, `mcp-audit: could not read ${unreadable.map((l) => `${l.display}/${SKILL_MANIFEST}`).join(", ")}: not verified`);
    return 2;
  }
  const errors = mismatches.filter((m) => m.severity === "error").length;
  const against = locals ? dirs.join(", ") : LOCK_FILE_NAME;
  if (errors === 0) {
    say(io.stdout, `${shown} matches ${against}: ${compared} skill${compared === 1 ? "" : "s"} verified${live ? `, ${filesRead} served file${filesRead === 1 ? "" : "s"} read through the SDK` : ""}`);
    return 0;
  }
  say(io.stdout, `${errors} mismatch${errors === 1 ? "" : "es"} between ${shown} and ${against}`);
  return 1;
}
function positiveInteger(value, flag, fallback) {
  if (value === void 0) return fallback;
  if (!/^[1-9][0-9]*$/.test(value)) throw new SkillsUsageError(`${flag} takes a positive number, got "${value}"`);
  return Number(value);
}
function resolveHeaders(specs, env) {
  const values = {};
  for (const spec of specs) {
    const colon = spec.indexOf(":");
    const name = colon === -1 ? "" : spec.slice(0, colon).trim();
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw new SkillsUsageError(`--header takes "Name: value", got "${spec.slice(0, 40)}"`);
    const raw = spec.slice(colon + 1).trim();
    if (!/\$\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*\}/.test(raw)) {
      throw new SkillsUsageError(`--header ${name}: the value must come from the environment, e.g. --header '${name}: Bearer \${TOKEN}' (single quotes, so the shell leaves \${TOKEN} to mcp-audit)`);
    }
    let missing;
    const value = raw.replace(/\$\{(?:env:)?([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, v) => {
      const set = env[v];
      if (set === void 0 || set === "") missing ??= v;
      return set ?? "";
    });
    if (missing !== void 0) return { missing: `--header ${name}: \${${missing}} is not set in the environment` };
    if (/[\r\n\0]/.test(value)) throw new SkillsUsageError(`--header ${name}: the value from the environment holds a line break`);
    values[name] = value;
  }
  return { values };
}
function readListingFile(file) {
  const read = readRegular(file, MAX_LISTING_BYTES);
  if ("problem" in read) return read;
  return read.bytes.toString("utf8");
}
function readRegular(file, cap, followSymlink = true) {
  try {
    return { bytes: readRegularFile(file, { maxBytes: cap, followSymlink }).bytes };
  } catch (error) {
    if (error instanceof FileReadError) return { problem: error.kind === "too-large" ? `${error.reason}: refused` : error.reason };
    const code = error.code;
    return { problem: code === "ENOENT" ? "no such file" : `cannot read it (${code ?? "error"})` };
  }
}
function readServedBytes(local, cap, out) {
  const skill = local.skill;
  const files = [];
  const unread = [];
  for (const f of local.served.files) {
    if (f.path === SKILL_MANIFEST) {
      files.push({ uri: f.uri, bytes: Buffer.from((skill.skillMd.bom ? "\uFEFF" : "") + skill.skillMd.text, "utf8") });
      continue;
    }
    const read = readRegular(path.join(skill.dir, ...f.path.split("/")), cap, false);
    if ("problem" in read) {
      out.push({ reason: "unreadable", severity: "error", uri: f.uri, message: `${local.display}/${f.path} ${read.problem}: not verified` });
      unread.push(f.uri);
    } else files.push({ uri: f.uri, bytes: read.bytes });
  }
  return { files, unread };
}
export {
  SkillsUsageError,
  collectLocalSkills,
  resolveHeaders,
  skillsCommand
};
