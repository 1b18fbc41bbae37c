// `mcp-audit skills listing <dir>…` prints the `skills/list` result an SEP-2640 server built with
// @modelcontextprotocol/server@2.4.0 (`loadSkills()`) would serve for the same bytes; `mcp-audit skills
// verify-listing <listing.json | http(s)://…/mcp> [dir…]` checks a listing (a file, or a live server read
// through the official client) against local folders or against the audit lock.
import fs from "node:fs";
import path from "node:path";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { displayPathFor } from "../audit/discovery.js";
import { FileReadError, readRegularFile } from "../core/safe-read.js";
import { SourceError } from "../core/source.js";
import { LOCK_FILE_NAME, LockError, readLock, type LockedSkill } from "../lock/index.js";
import type { ListingDocument, ListingMismatch, SkillEntryLike } from "../lock/listing.js";
import { SEP2640_LIMITS, servedSkill, type ServedSkill, type SkillEntry } from "../lock/servable.js";
import { joinSkillUri, SKILL_MANIFEST } from "../lock/skill-uri.js";
import { lockRootFor, skillLockKey } from "../project/repository.js";
import { escapeUnsafe, type OutputGuard } from "../report/sanitize.js";
import { loadSkill, type Skill } from "../skills/model.js";

export interface SkillsIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The CLI's output sanitiser: told that a listing is JSON, and the header values to redact. */
  guard?: OutputGuard;
}

export class SkillsUsageError extends Error {}

/** A listing file larger than this is not a listing: refused, never read whole. */
const MAX_LISTING_BYTES = 64 * 1024 * 1024;
/** Walking a folder of skills stops past this many entries (fail closed: exit 2). */
const MAX_WALK_ENTRIES = 200_000;

function parse<O extends NonNullable<ParseArgsConfig["options"]>>(args: readonly string[], options: O) {
  try {
    return parseArgs({ args: [...args], allowPositionals: true, strict: true, options });
  } catch (error) {
    throw new SkillsUsageError(error instanceof Error ? error.message.split("\n")[0]! : String(error));
  }
}

const say = (write: (t: string) => void, line: string) => write(`${escapeUnsafe(line)}\n`);

export async function skillsCommand(args: readonly string[], io: SkillsIo): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === "listing") return listingCommand(rest, io);
  if (sub === "verify-listing") return verifyListingCommand(rest, io);
  throw new SkillsUsageError(`unknown skills command "${sub ?? ""}": use "skills listing <dir>…" or "skills verify-listing <listing.json | url> [dir…]"`);
}

// ---- local skills, as an SDK catalog sees them -------------------------------------------------

/** A skill folder found locally and what an SDK server would serve for it. */
export interface LocalSkill {
  /** Its SKILL.md URI (where a server built over the given folder serves it). */
  uri: string;
  /** The folder as shown to the user. */
  display: string;
  dir: string;
  skill?: Skill;
  served?: ServedSkill;
  /** Why it could not even be loaded (SKILL.md a symlink, a FIFO, not UTF-8, too large). */
  notLoaded?: string;
  /** SKILL.md could not be read at all (not a regular file, a link not followed, an I/O error, over a cap): exit 2. */
  unreadable?: boolean;
}

export interface LocalSkills {
  skills: LocalSkill[];
  /** True when a folder of skills was given: every skill a server lists must then be among them. */
  catalog: boolean;
}

function prefixSegments(prefix: string | undefined): string[] {
  if (prefix === undefined) return [];
  const segments = prefix.replace(/^skill:\/\//, "").split("/").filter((s) => s !== "" && s !== ".");
  if (segments.includes("..")) throw new SkillsUsageError(`--prefix must be a relative path without "..", got "${prefix}"`);
  return segments;
}

/**
 * The skills under the given folders, as `loadSkills()` would find them: a folder holding SKILL.md is a
 * skill served at its own name (as `loadSkills(<its parent>)` serves it); any other folder is a folder
 * of skills, walked without following links and without entering names that start with ".".
 */
export function collectLocalSkills(dirs: readonly string[], prefix: string[], io: SkillsIo): LocalSkills {
  const found: { dir: string; segments: string[] }[] = [];
  let catalog = false;
  for (const given of dirs) {
    const absolute = path.resolve(io.cwd, given);
    let stat: fs.Stats;
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
  const skills: LocalSkill[] = found.map(({ dir, segments }) => {
    const display = displayPathFor(dir, io.cwd);
    const uri = joinSkillUri([...segments, SKILL_MANIFEST]);
    const dotted = segments.slice(prefix.length).find((s) => s.startsWith("."));
    if (dotted !== undefined) return { uri, display, dir, notLoaded: `the folder name "${dotted}" starts with ".": an SDK catalog does not walk into it` };
    const guard = manifestGuard(dir);
    if (guard) return { uri, display, dir, notLoaded: guard, unreadable: true };
    let skill: Skill;
    try {
      skill = loadSkill(dir, display, skillLockKey(root, dir));
    } catch (error) {
      const encoding = error instanceof SourceError && /UTF-8|UTF-16/.test(error.reason);
      const reason = encoding ? `${SKILL_MANIFEST} is not valid UTF-8` : error instanceof SourceError ? `${SKILL_MANIFEST}: ${error.reason}` : `${SKILL_MANIFEST} cannot be read`;
      return { uri, display, dir, notLoaded: reason, ...(encoding ? {} : { unreadable: true }) };
    }
    return { uri, display, dir, skill, served: undefined };
  });
  return { skills, catalog };
}

/**
 * What the SDK does with a SKILL.md that is not a regular file: a symlink makes it skip the skill (the
 * model would follow it), a FIFO or device is never opened (the model refuses it too).
 */
function manifestGuard(dir: string): string | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(path.join(dir, SKILL_MANIFEST));
  } catch {
    return `${SKILL_MANIFEST} cannot be read`;
  }
  if (stat.isSymbolicLink()) return `${SKILL_MANIFEST} is a symlink, and the SDK follows no symlinks`;
  if (!stat.isFile()) return `${SKILL_MANIFEST} is not a regular file (a FIFO, socket or device): not opened`;
  return undefined;
}

function hasManifest(dir: string): boolean {
  try {
    return !fs.lstatSync(path.join(dir, SKILL_MANIFEST)).isDirectory();
  } catch {
    return false;
  }
}

/** Paths (as segments) of the skill folders below `root`, in the SDK's walk: sorted names, no dot names, no links followed. */
function walkForSkills(root: string, shown: string): string[][] {
  const out: string[][] = [];
  let visited = 0;
  const visit = (segments: string[]) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(root, ...segments), { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
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

function servedViews(locals: LocalSkills): void {
  for (const local of locals.skills) {
    if (!local.skill) continue;
    const segments = segmentsOf(local.uri);
    local.served = servedSkill(local.skill, segments);
  }
}

function segmentsOf(manifestUri: string): string[] {
  const rest = manifestUri.slice("skill://".length).split("/");
  rest.pop();
  return rest.map((s) => decodeURIComponent(s));
}

// ---- skills listing ----------------------------------------------------------------------------

async function listingCommand(args: readonly string[], io: SkillsIo): Promise<number> {
  const { values, positionals } = parse(args, {
    prefix: { type: "string" },
    "uri-prefix": { type: "string" },
    "ttl-ms": { type: "string" },
    "cache-scope": { type: "string" },
  });
  if (positionals.length === 0) throw new SkillsUsageError("skills listing takes skill folders or folders of skills: mcp-audit skills listing <dir>…");
  if (values["uri-prefix"] !== undefined) io.stderr("mcp-audit: --uri-prefix is deprecated: use --prefix (the SDK's loadSkills option)\n");
  const ttl = values["ttl-ms"];
  if (ttl !== undefined && !/^(0|[1-9][0-9]*)$/.test(ttl)) throw new SkillsUsageError(`--ttl-ms takes a number of milliseconds, got "${ttl}"`);
  const scope = values["cache-scope"] ?? "private";
  if (scope !== "public" && scope !== "private") throw new SkillsUsageError(`--cache-scope accepts public or private, got "${scope}"`);

  const locals = collectLocalSkills(positionals, prefixSegments(values.prefix ?? values["uri-prefix"]), io);
  servedViews(locals);
  const seen = new Map<string, string>();
  for (const l of locals.skills) {
    const other = seen.get(l.uri);
    if (other !== undefined) throw new SkillsUsageError(`${l.display} and ${other} would both be served at ${l.uri}: list them separately, or use --prefix`);
    seen.set(l.uri, l.display);
  }
  if (locals.skills.length === 0) {
    io.stderr(`mcp-audit: no skills found in ${positionals.join(", ")} (a skill is a folder holding SKILL.md; folders whose name starts with "." are not walked, as the SDK does not walk them)\n`);
    return 1;
  }

  const entries: SkillEntry[] = [];
  let skipped = 0;
  for (const local of locals.skills) {
    const reasons = local.notLoaded ? [local.notLoaded] : local.served!.skipped.map((s) => s.message);
    if (reasons.length > 0 || !local.served?.entry) {
      skipped++;
      for (const r of reasons) say(io.stderr, `mcp-audit: ${local.display}: an SDK 2.4.0 server would skip this skill: ${r}`);
      continue;
    }
    entries.push(local.served.entry);
    const over = local.served.overLimits;
    if (over) say(io.stderr, `mcp-audit: ${local.display}: ${over.files} files / ${over.bytes} bytes exceeds the limit of ${SEP2640_LIMITS.files} files / ${SEP2640_LIMITS.bytes} bytes; some hosts may decline it`);
  }

  // The SDK checks what we print: its own entry rules, and SKILL.md read by its own front-matter reader.
  const { localVerifier } = await import("../live/skills.js");
  const verifier = await localVerifier(entries);
  const kept: SkillEntry[] = [];
  try {
    const { valid, invalid } = await verifier.entries();
    for (const bad of invalid) {
      skipped++;
      say(io.stderr, `mcp-audit: ${bad.uri ?? `entry ${bad.index}`}: the SDK refuses this entry: ${bad.reason}`);
    }
    for (const { index } of valid) {
      const entry = entries[index]!;
      const local = locals.skills.find((l) => l.served?.entry === entry)!;
      const manifest = local.served!.files.find((f) => f.path === SKILL_MANIFEST)!;
      const bytes = Buffer.from((local.skill!.skillMd.bom ? "\uFEFF" : "") + local.skill!.skillMd.text, "utf8");
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
  const { listingDocument } = await import("../lock/listing.js");
  if (io.guard) io.guard.stdoutMode = "json";
  io.stdout(`${JSON.stringify(listingDocument(kept, { ttlMs: ttl === undefined ? 0 : Number(ttl), cacheScope: scope }), null, 2)}\n`);
  // A SKILL.md that could not be read at all is a listing that could not be made (fail closed), not a skip.
  if (locals.skills.some((l) => l.unreadable)) return 2;
  return skipped > 0 ? 1 : 0;
}

// ---- skills verify-listing ---------------------------------------------------------------------

async function verifyListingCommand(args: readonly string[], io: SkillsIo): Promise<number> {
  const { values, positionals } = parse(args, {
    prefix: { type: "string" },
    header: { type: "string", multiple: true },
    timeout: { type: "string" },
    "max-file-bytes": { type: "string" },
  });
  if (positionals.length === 0) throw new SkillsUsageError("skills verify-listing takes a listing and skill folders: mcp-audit skills verify-listing <listing.json | http(s)://…/mcp> [dir…]");
  const [source, ...dirs] = positionals as [string, ...string[]];
  const timeoutMs = positiveInteger(values.timeout, "--timeout", 10_000);
  const maxFileBytes = positiveInteger(values["max-file-bytes"], "--max-file-bytes", SEP2640_LIMITS.bytes);
  const live = /^https?:\/\//i.test(source);
  if (!live && (values.header ?? []).length > 0) throw new SkillsUsageError("--header applies to a server URL, not to a listing file");

  const listing = await import("../lock/listing.js");
  const mismatches: ListingMismatch[] = [];
  let doc: ListingDocument;
  let era: "modern" | "legacy" | "unknown" = "unknown";
  let shown: string;
  let filesRead = 0;
  if (live) {
    let url: URL;
    try {
      url = new URL(source);
    } catch {
      throw new SkillsUsageError(`${source} is not a URL`);
    }
    if (url.username !== "" || url.password !== "") throw new SkillsUsageError("put credentials in --header 'Authorization: …${VAR}', not in the URL");
    const headers = resolveHeaders(values.header ?? [], io.env);
    if ("missing" in headers) {
      say(io.stderr, `mcp-audit: ${headers.missing}: nothing was sent`);
      return 2;
    }
    io.guard?.addSecrets(Object.values(headers.values));
    shown = `${url.origin}${url.pathname}`;
    const { fetchServedSkills } = await import("../live/skills.js");
    const { LiveError } = await import("../live/connect.js");
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
  if (doc.oldShape > 0) say(io.stderr, `mcp-audit: ${shown} uses mcp-audit 0.1's listing shape (name, root, files[].path): read as the SDK's shape (uri …/SKILL.md, resources[].uri); this is deprecated and will be refused in the next version: regenerate it with mcp-audit skills listing`);
  mismatches.push(...listing.cacheMismatches(doc, era));

  // What it is compared with: the given folders, or the audit lock.
  const prefix = prefixSegments(values.prefix);
  let locals: LocalSkills | undefined;
  let locked: { uri: string; key: string; entry: LockedSkill }[] | undefined;
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

  const { localVerifier } = await import("../live/skills.js");
  const verifier = await localVerifier(doc.entries);
  let compared = 0;
  try {
    const { valid, invalid } = await verifier.entries();
    for (const bad of invalid) mismatches.push({ reason: "invalid", severity: "error", ...(bad.uri !== undefined ? { uri: bad.uri } : {}), message: `${bad.uri ?? `entry #${bad.index}`}: the SDK refuses this entry: ${bad.reason}` });
    for (const { entry } of valid) {
      if (entry.resources === "dynamic") mismatches.push({ reason: "dynamic", severity: "warning", uri: entry.uri, message: `${entry.uri} lists its resources as "dynamic": only SKILL.md can be verified, its other files cannot` });
    }
    if (locals) {
      const { matched, unmatched, unlisted } = listing.matchEntries(valid, locals.skills);
      for (const u of unmatched) mismatches.push({ reason: "not-local", severity: locals.catalog ? "error" : "warning", uri: u.entry.uri, message: `${u.entry.uri} is served but is not among the given folders${locals.catalog ? ": an unreviewed skill" : ""}` });
      for (const l of unlisted) {
        if (l.notLoaded || !l.served?.entry) {
          // An SDK server skips it too: the listing is right to leave it out, but the folder needs fixing.
          const why = l.notLoaded ?? l.served!.skipped.map((s) => s.message).join("; ");
          mismatches.push({ reason: "not-servable", severity: "warning", uri: l.uri, message: `${l.display} is not in the listing, and an SDK 2.4.0 server would skip it: ${why}` });
        } else mismatches.push({ reason: "not-listed", severity: "error", uri: l.uri, message: `${l.display} (${l.uri}) is not in the listing: a host cannot load it from this server` });
      }
      for (const { entry, local } of matched) {
        compared++;
        if (local.notLoaded || !local.served?.entry) {
          const why = local.notLoaded ?? local.served!.skipped.map((s) => s.message).join("; ");
          mismatches.push({ reason: "not-servable", severity: "error", uri: entry.uri, message: `${entry.uri} is listed, but an SDK 2.4.0 server would not serve ${local.display}: ${why}` });
          if (!local.skill || !local.served) continue;
        }
        const { files, unread } = readServedBytes(local, maxFileBytes, mismatches);
        // A listing mcp-audit printed carries a front-matter secret redacted (it never prints one):
        // compare the rest, and say so instead of reporting a difference it made itself.
        const restored = listing.unredacted(entry, local.served.entry?.frontmatter);
        for (const field of restored.fields) mismatches.push({ reason: "frontmatter", severity: "warning", uri: entry.uri, message: `${entry.uri}: front-matter field ${field} holds a redacted secret (mcp-audit never prints one); a server serves the value from SKILL.md: move the secret out of it` });
        mismatches.push(...(await verifier.verify(restored.entry, files, local.display, unread)));
      }
    } else {
      const { matched, unmatched, unlisted } = listing.matchEntries(valid, locked!, true);
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

function positiveInteger(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^[1-9][0-9]*$/.test(value)) throw new SkillsUsageError(`${flag} takes a positive number, got "${value}"`);
  return Number(value);
}

/**
 * `--header 'Name: Bearer ${VAR}'`: the value comes from the environment (`${VAR}` or `${env:VAR}`), so a
 * token never sits on the command line in clear (shell history, `ps`). A value without a variable is refused.
 */
export function resolveHeaders(specs: readonly string[], env: NodeJS.ProcessEnv): { values: Record<string, string> } | { missing: string } {
  const values: Record<string, string> = {};
  for (const spec of specs) {
    const colon = spec.indexOf(":");
    const name = colon === -1 ? "" : spec.slice(0, colon).trim();
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw new SkillsUsageError(`--header takes "Name: value", got "${spec.slice(0, 40)}"`);
    const raw = spec.slice(colon + 1).trim();
    if (!/\$\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*\}/.test(raw)) {
      throw new SkillsUsageError(`--header ${name}: the value must come from the environment, e.g. --header '${name}: Bearer \${TOKEN}' (single quotes, so the shell leaves \${TOKEN} to mcp-audit)`);
    }
    let missing: string | undefined;
    const value = raw.replace(/\$\{(?:env:)?([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, v: string) => {
      const set = env[v];
      if (set === undefined || set === "") missing ??= v;
      return set ?? "";
    });
    if (missing !== undefined) return { missing: `--header ${name}: \${${missing}} is not set in the environment` };
    if (/[\r\n\0]/.test(value)) throw new SkillsUsageError(`--header ${name}: the value from the environment holds a line break`);
    values[name] = value;
  }
  return { values };
}

/** The listing file, refused when it is not a regular file or is over the cap. */
function readListingFile(file: string): string | { problem: string } {
  const read = readRegular(file, MAX_LISTING_BYTES);
  if ("problem" in read) return read;
  return read.bytes.toString("utf8");
}

/**
 * Read a regular file whole with the shared safe reader: FIFOs, devices and anything over `cap` are
 * refused, never opened for a blocking read. A listing may be a symlink the user named (followed); a
 * file of a skill is read where the listing found it (not followed).
 */
function readRegular(file: string, cap: number, followSymlink = true): { bytes: Buffer } | { problem: string } {
  try {
    return { bytes: readRegularFile(file, { maxBytes: cap, followSymlink }).bytes };
  } catch (error) {
    if (error instanceof FileReadError) return { problem: error.kind === "too-large" ? `${error.reason}: refused` : error.reason };
    const code = (error as NodeJS.ErrnoException).code;
    return { problem: code === "ENOENT" ? "no such file" : `cannot read it (${code ?? "error"})` };
  }
}

/** The bytes of every file the SDK would serve from the folder; a file over the cap is reported, not read. */
function readServedBytes(local: LocalSkill, cap: number, out: ListingMismatch[]): { files: { uri: string; bytes: Uint8Array }[]; unread: string[] } {
  const skill = local.skill!;
  const files: { uri: string; bytes: Uint8Array }[] = [];
  const unread: string[] = [];
  for (const f of local.served!.files) {
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

export type { SkillEntryLike };
