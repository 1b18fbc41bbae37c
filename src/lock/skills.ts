// Pinning a reviewed skill by its bytes: a skill folder's lock entry, what changed since it was
// approved, and the approve step that records it. A lock entry is a SEP-2640 `skills/list` entry
// (`uri`, `frontmatter`, `resources` with `sha256:` digest and size, URIs encoded as the SDK encodes
// them), so the entry a server publishes for the same bytes compares with it field for field.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SourceFile } from "../core/source.js";
import { SKILL_FILE, type FileContent, type Skill, type SkillFile } from "../skills/model.js";
import { classifyByName, isCode } from "../skills/file-kind.js";
import { findSecrets } from "../secrets/detect.js";
import { redact } from "../secrets/redact.js";
import { lockedFiles, lockedSkillName, lockedSkillUri, type AuditLock, type LockedFile, type LockedResource, type LockedSkill } from "./index.js";
import { compareUris as compareUriOrder, SKILL_MANIFEST } from "./skill-uri.js";
import { canonicalJson, compareCodeUnits } from "../core/canonical-json.js";

// ---- facts about one file ----------------------------------------------------------------------

/** What the lock needs to know about a readable regular file (from the skill's one read of it). */
export interface FileFacts {
  ok: true;
  size: number;
  /** `sha256:<hex>` of the bytes. */
  digest: string;
  /** A NUL byte, or bytes that are not UTF-8: cannot be reviewed as text. */
  binary: boolean;
  /** Binary by its encoding alone (no NUL, no UTF-16 mark): text that is not UTF-8 (src/skills/model.ts). */
  notUtf8?: true;
  /** Starts with `#!`. */
  shebang: boolean;
  /** Any execute bit on the file (for a symlink: on its target). */
  executable: boolean;
}

/**
 * Why a file of the skill has no facts: never read, so never recorded (the skill model's own answer:
 * `detail` names the cap that stopped a "not-read" file, `cause` a name that did instead).
 */
export type NoFacts = Extract<FileContent, { ok: false }>;

/**
 * Size, digest and kind of a file of the skill, from the skill's one read of it (src/skills/model.ts):
 * escaping or broken symlinks are never read, FIFOs and devices never opened, files over a cap never
 * hashed. SKILL.md is hashed from the skill's text, so fix passes that rewrote it in memory are seen.
 */
export function fileFacts(skill: Skill, file: SkillFile): FileFacts | NoFacts {
  if (file.path === SKILL_FILE && file.kind === "file") {
    const cached = skillMdFacts.get(skill.skillMd);
    if (cached) return cached;
    const text = (skill.skillMd.bom ? "\uFEFF" : "") + skill.skillMd.text;
    // Hashed when a digest is read (a lock compares it, a finding names it), not for every skill a run
    // lints: without a lock nothing reads SKILL.md's digest unless SKILL.md is executable.
    let digest: string | undefined;
    const facts: FileFacts = {
      ok: true,
      size: Buffer.byteLength(text, "utf8"),
      get digest() {
        return (digest ??= sha256(Buffer.from(text, "utf8")));
      },
      binary: false,
      shebang: false,
      executable: file.executable,
    };
    skillMdFacts.set(skill.skillMd, facts);
    return facts;
  }
  return skill.content(file.path);
}

const skillMdFacts = new WeakMap<SourceFile, FileFacts>();

/** Where a symlink of the skill leads: inside the folder, outside it, or nowhere (dangling, loop). */
export function symlinkStatus(skill: Skill, file: SkillFile): "inside" | "escapes" | "broken" {
  if (file.target !== undefined) return file.escapes ? "escapes" : "inside";
  // Dangling: judge by where the link text points, so `../../x` is an escape even before x exists.
  const text = linkText(file);
  if (text === undefined) return "broken";
  let root: string;
  try {
    root = fs.realpathSync(skill.dir);
  } catch {
    root = skill.dir;
  }
  const resolved = path.resolve(path.join(root, path.dirname(file.path)), text);
  const rel = path.relative(root, resolved);
  return rel === "" || rel.startsWith("..") || path.isAbsolute(rel) ? "escapes" : "broken";
}

/** The text of a symlink as written (`../shared/run.sh`), not resolved. */
export function linkText(file: SkillFile): string | undefined {
  try {
    return fs.readlinkSync(file.absolute);
  } catch {
    return undefined;
  }
}

export function sha256(bytes: Uint8Array): string {
  return `sha256:${createHash("sha256").update(bytes).digest("hex")}`;
}

// ---- which files are code ----------------------------------------------------------------------

/**
 * Extensions of files an agent runs through an interpreter. Sources: the Agent Skills specification
 * (agentskills.io: "scripts/ … Python, Bash, JavaScript"), and the interpreters hosts can call
 * (POSIX shells, PowerShell, cmd, Windows Script Host, Node/Deno/Bun, Python, Ruby, Perl, PHP, Lua, R, Tcl).
 */
const SCRIPT_EXTENSIONS: ReadonlySet<string> = new Set([
  // POSIX shells
  ".sh", ".bash", ".zsh", ".ksh", ".csh", ".tcsh", ".fish", ".command",
  // Windows
  ".ps1", ".psm1", ".psd1", ".bat", ".cmd", ".vbs", ".vbe", ".js", ".jse", ".wsf", ".wsh", ".hta", ".msc",
  // JavaScript / TypeScript runtimes
  ".mjs", ".cjs", ".ts", ".mts", ".cts", ".jsx", ".tsx",
  // other interpreters
  ".py", ".pyw", ".pyz", ".rb", ".pl", ".pm", ".php", ".lua", ".r", ".tcl", ".awk", ".swift", ".kts", ".groovy", ".jl", ".exs",
  ".applescript", ".scpt", ".jar",
]);

/**
 * "script", "executable file", or undefined for a file nothing runs directly. What a file is comes
 * from src/skills/file-kind.ts, as for the skill scanner: a schema, a font or a README under
 * `scripts/` is data, binary or Markdown, not a script; a name there that says nothing (no known
 * extension) may still be run by name, so it counts as one.
 */
export function codeKind(filePath: string, executable: boolean, shebang: boolean): "script" | "executable file" | undefined {
  if (shebang) return "script";
  const byName = classifyByName(filePath);
  if ((byName && isCode(byName)) || SCRIPT_EXTENSIONS.has(path.posix.extname(filePath).toLowerCase())) return "script";
  if (byName === undefined && filePath.startsWith("scripts/")) return "script";
  if (executable) return "executable file";
  return undefined;
}

// ---- lock entries ------------------------------------------------------------------------------

/** A file of the skill that the lock does not record, and why (printed by `approve`). */
export interface SkippedFile {
  path: string;
  reason: string;
}

export interface SkillSnapshot {
  entry: LockedSkill;
  /** Files that were not recorded: escaping or broken symlinks, links to folders, special files. */
  skipped: SkippedFile[];
}

const SKIP_REASONS: Record<NoFacts["reason"], string> = {
  "escaping-symlink": "symlink that leaves the skill folder: never approvable",
  "broken-symlink": "broken symlink",
  directory: "symlink to a folder (its files are recorded where they really are)",
  special: "not a regular file",
  unreadable: "could not be read",
  "not-read": "not read: over a limit of what mcp-audit reads of one skill",
};

/** The skill's name as the lock records it: front matter `name`, else the folder's name. */
export function skillName(skill: Skill): string {
  const name = skill.frontMatter.data?.name;
  return typeof name === "string" && name.trim() !== "" ? name : skill.folderName;
}

/**
 * The lock entry of a skill and what it left out. Symlinks inside the folder are recorded under the
 * link's path with the bytes of their target (what an agent reads through them, and what a SEP-2640
 * server serves); symlinks that leave the folder are never recorded.
 */
export function snapshotSkill(skill: Skill): SkillSnapshot {
  const resources: LockedResource[] = [];
  const skipped: SkippedFile[] = [];
  for (const file of skill.files) {
    const f = fileFacts(skill, file);
    if (f.ok) resources.push({ uri: lockedSkillUri(skill.folderName, file.path), digest: f.digest, size: f.size });
    else skipped.push({ path: file.path, reason: f.detail ?? SKIP_REASONS[f.reason] });
  }
  // Past the file limit: never listed, never recorded.
  const listed = new Set(skill.files.map((f) => f.path));
  for (const u of skill.unread) if (!listed.has(u.path)) skipped.push({ path: u.path, reason: u.reason });
  resources.sort((a, b) => compareUriOrder(a.uri, b.uri));
  const frontmatter = plainFrontMatter(skill);
  if (!frontmatter.ok) skipped.push({ path: SKILL_FILE, reason: "front matter cannot be recorded as JSON (its bytes are pinned by SKILL.md's digest)" });
  return { entry: { uri: lockedSkillUri(skill.folderName, SKILL_MANIFEST), frontmatter: frontmatter.value, resources }, skipped };
}

/** `{uri, frontmatter, resources}` for `mcp-audit.lock.json` (`skills[<key>]`). */
export function lockEntryForSkill(skill: Skill): LockedSkill {
  return snapshotSkill(skill).entry;
}

/**
 * The front matter as JSON data (what the lock and a listing hold): `{}` when it did not parse. A
 * secret written in it is redacted (first 4 characters and length): the lock is committed and a
 * listing is served, so neither may copy one (SKILL.md's digest still pins the real bytes).
 */
export function plainFrontMatter(skill: Skill): { ok: boolean; value: Record<string, unknown> } {
  const data = skill.frontMatter.data;
  if (!data) return { ok: true, value: {} };
  try {
    // A JSON round trip is what the lock file will give back on the next read: compare like with like.
    return { ok: true, value: redactSecrets(JSON.parse(JSON.stringify(data)) as Record<string, unknown>) };
  } catch {
    return { ok: false, value: {} }; // a recursive alias, or a value JSON cannot hold
  }
}

/** Every string value holding a secret (by format, or by its key's name) gets it redacted; in place, without recursion. */
function redactSecrets(root: Record<string, unknown>): Record<string, unknown> {
  const stack: { holder: Record<string, unknown> | unknown[]; key: string | undefined }[] = [{ holder: root, key: undefined }];
  while (stack.length > 0) {
    const { holder, key: parentKey } = stack.pop()!;
    const entries: [string | number, unknown][] = Array.isArray(holder) ? holder.map((v, i) => [i, v]) : Object.entries(holder);
    for (const [slot, value] of entries) {
      const key = typeof slot === "string" ? slot : parentKey;
      if (typeof value === "string") {
        const found = findSecrets(key, value);
        if (found.length === 0) continue;
        let out = value;
        for (const f of [...found].sort((a, b) => b.start - a.start)) out = out.slice(0, f.start) + redact(f.secret) + out.slice(f.end);
        (holder as Record<string | number, unknown>)[slot] = out;
      } else if (typeof value === "object" && value !== null) {
        stack.push({ holder: value as Record<string, unknown> | unknown[], key });
      }
    }
  }
  return root;
}

// ---- diffs -------------------------------------------------------------------------------------

export interface FileChange {
  path: string;
  before: LockedFile;
  after: LockedFile;
}

export interface SkillDiff {
  /** The skill's key in the lock (its folder from the lock's root). */
  key: string;
  /** The skill's name (the current one; the locked one for a removed skill). */
  name: string;
  status: "new" | "changed" | "unchanged" | "removed";
  added: LockedFile[];
  removed: LockedFile[];
  changed: FileChange[];
  /** Top-level front-matter keys added, removed or changed, sorted. */
  frontmatter: string[];
  /** Set when the recorded name changed. */
  renamed?: { before: string; after: string };
  /** Files of the folder the lock does not record (filled by approveSkills). */
  skipped: SkippedFile[];
}

/** What differs between the reviewed entry and the folder as it is now. */
export function diffSkill(locked: LockedSkill | undefined, current: LockedSkill, key: string = lockedSkillName(current)): SkillDiff {
  const name = lockedSkillName(current);
  const currentFiles = lockedFiles(current);
  const diff: SkillDiff = { key, name, status: "unchanged", added: [], removed: [], changed: [], frontmatter: [], skipped: [] };
  if (!locked) {
    diff.status = "new";
    diff.added = sortByPath(currentFiles);
    return diff;
  }
  const lockedList = lockedFiles(locked);
  const before = new Map(lockedList.map((f) => [f.path, f]));
  const after = new Map(currentFiles.map((f) => [f.path, f]));
  for (const file of sortByPath(currentFiles)) {
    const old = before.get(file.path);
    if (!old) diff.added.push(file);
    else if (old.size !== file.size || old.digest !== file.digest) diff.changed.push({ path: file.path, before: old, after: file });
  }
  for (const file of sortByPath(lockedList)) if (!after.has(file.path)) diff.removed.push(file);
  diff.frontmatter = changedKeys(locked.frontmatter, current.frontmatter);
  const lockedName = lockedSkillName(locked);
  if (lockedName !== name) diff.renamed = { before: lockedName, after: name };
  const changed = diff.added.length + diff.removed.length + diff.changed.length + diff.frontmatter.length > 0 || diff.renamed !== undefined || locked.uri !== current.uri;
  diff.status = changed ? "changed" : "unchanged";
  return diff;
}

function sortByPath(files: LockedFile[]): LockedFile[] {
  return [...files].sort((a, b) => compareCodeUnits(a.path, b.path));
}

/** Top-level keys whose values differ (deep, key order ignored), sorted. */
export function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((k) => !Object.hasOwn(before, k) || !Object.hasOwn(after, k) || canonicalJson(before[k]) !== canonicalJson(after[k]))
    .sort(compareCodeUnits);
}


// ---- approve -----------------------------------------------------------------------------------

export interface ApproveOptions {
  /**
   * Drop lock entries that no longer match a skill folder. Only entries whose key equals or lies under
   * one of `within` (folders from the lock's root; `""` or `"."` is the whole project) are candidates,
   * so `approve --prune skills/a` never drops `tools/b`. The caller passes every skill it discovered
   * under those folders: an entry in scope that is not among them is dropped.
   */
  prune?: { within: readonly string[] };
}

export interface ApproveResult {
  /** A new lock (the input is not modified); `packages` is carried over untouched. */
  lock: AuditLock;
  /** New, changed and removed skills, and approved skills with files the lock cannot record; sorted by key. */
  changes: SkillDiff[];
}

/** Record the given skills as reviewed: new and changed entries are written, nothing else is removed unless pruning. */
export function approveSkills(lock: AuditLock, skills: readonly { key: string; skill: Skill }[], options: ApproveOptions = {}): ApproveResult {
  const next: AuditLock = { ...lock, skills: { ...lock.skills }, packages: { ...lock.packages } };
  const changes: SkillDiff[] = [];
  const approved = new Set<string>();
  for (const { key, skill } of skills) {
    approved.add(key);
    const { entry, skipped } = snapshotSkill(skill);
    const diff = diffSkill(Object.hasOwn(lock.skills, key) ? lock.skills[key] : undefined, entry, key);
    diff.skipped = skipped;
    setOwn(next.skills, key, entry);
    if (diff.status !== "unchanged" || skipped.length > 0) changes.push(diff);
  }
  if (options.prune) {
    const scopes = options.prune.within.map((p) => p.replace(/\\/g, "/").replace(/^\.\/+/, "").replace(/\/+$/, ""));
    const inScope = (key: string) => scopes.some((s) => s === "" || s === "." || key === s || key.startsWith(`${s}/`));
    for (const key of Object.keys(lock.skills)) {
      if (approved.has(key) || !inScope(key)) continue;
      const old = lock.skills[key]!;
      delete next.skills[key];
      changes.push({ key, name: lockedSkillName(old), status: "removed", added: [], removed: sortByPath(lockedFiles(old)), changed: [], frontmatter: [], skipped: [] });
    }
  }
  changes.sort((a, b) => compareCodeUnits(a.key, b.key));
  return { lock: next, changes };
}

// `__proto__` is a legal folder name: define, never assign.
function setOwn(target: Record<string, LockedSkill>, key: string, value: LockedSkill): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

// ---- printing ----------------------------------------------------------------------------------

const MAX_LISTED_SKIPPED = 3;

/**
 * One line a skill for `approve` (the files behind `--verbose`, see describeDiffFiles):
 * `skills/deploy: new skill "deploy", 3 files (1,024 bytes)`, `skills/deploy: scripts/run.sh changed (412 → 415 bytes)`,
 * `skills/deploy: 3 files changed, 1 added; front matter changed (description)`.
 */
export function describeDiff(diff: SkillDiff): string {
  const parts: string[] = [];
  if (diff.status === "new") {
    const total = diff.added.reduce((n, f) => n + f.size, 0);
    parts.push(`new skill "${diff.name}", ${diff.added.length} ${diff.added.length === 1 ? "file" : "files"} (${bytes(total)})`);
  } else if (diff.status === "removed") {
    parts.push(`removed from the lock (no skill "${diff.name}" there any more)`);
  } else {
    const files = diff.changed.length + diff.added.length + diff.removed.length;
    if (files === 1) parts.push(...describeDiffFiles({ ...diff, frontmatter: [], renamed: undefined } as SkillDiff));
    else if (files > 1) {
      const counts = [
        diff.changed.length > 0 ? `${diff.changed.length} ${diff.changed.length === 1 ? "file" : "files"} changed` : "",
        diff.added.length > 0 ? `${diff.added.length} added` : "",
        diff.removed.length > 0 ? `${diff.removed.length} removed` : "",
      ].filter(Boolean);
      parts.push(counts.join(", "));
    }
    if (diff.frontmatter.length > 0) parts.push(`front matter changed (${diff.frontmatter.join(", ")})`);
    if (diff.renamed && !diff.frontmatter.includes("name")) parts.push(`renamed "${diff.renamed.before}" → "${diff.renamed.after}"`);
    if (parts.length === 0) parts.push("unchanged");
  }
  let line = `${diff.key}: ${parts.join(", ")}`;
  if (diff.skipped.length > 0) {
    const listed = diff.skipped.slice(0, MAX_LISTED_SKIPPED).map((s) => (s.path === "…" ? s.reason : `${s.path} (${s.reason})`));
    if (diff.skipped.length > MAX_LISTED_SKIPPED) listed.push(`and ${diff.skipped.length - MAX_LISTED_SKIPPED} more`);
    line += `; not recorded: ${listed.join(", ")}`;
  }
  return line;
}

/** Every file of a diff, one a line (`approve --verbose`): `scripts/run.sh changed (412 → 415 bytes)`. */
export function describeDiffFiles(diff: SkillDiff): string[] {
  if (diff.status === "new") return diff.added.map((f) => `${f.path} (${bytes(f.size)})`);
  if (diff.status === "removed") return diff.removed.map((f) => `${f.path} removed`);
  return [
    ...diff.changed.map((c) => `${c.path} changed (${sizeAndDigestChange(c.before, c.after, "bytes-first")})`),
    ...diff.added.map((f) => `${f.path} added (${bytes(f.size)})`),
    ...diff.removed.map((f) => `${f.path} removed`),
    ...diff.skipped.slice(MAX_LISTED_SKIPPED).map((s) => `${s.path} not recorded (${s.reason})`),
  ];
}

/**
 * `412 → 415 bytes` when the size changed, else `412 bytes, sha256 …abcd → …ef01` (`bytes-first`);
 * `sha256 …abcd → …ef01, 412 → 415 bytes` (`digest-first`, the rule's messages).
 */
export function sizeAndDigestChange(before: LockedFile | { size: number; digest: string }, after: { size: number; digest: string }, order: "bytes-first" | "digest-first"): string {
  const [a, b] = shortDigests(before.digest, after.digest);
  const sizes = before.size === after.size ? bytes(after.size) : `${before.size} → ${after.size} bytes`;
  const digests = before.digest === after.digest ? "" : `sha256 ${a} → ${b}`;
  if (order === "digest-first") return [digests, sizes].filter(Boolean).join(", ");
  return before.size !== after.size ? sizes : [sizes, digests].filter(Boolean).join(", ");
}

/** The ends of two digests, long enough to tell them apart (at least 4 hex digits): `…abcd`. */
export function shortDigests(before: string, after: string): [string, string] {
  const x = before.replace(/^sha256:/, "");
  const y = after.replace(/^sha256:/, "");
  let n = 4;
  while (n < Math.max(x.length, y.length) && x.slice(-n) === y.slice(-n)) n++;
  return [`…${x.slice(-n)}`, `…${y.slice(-n)}`];
}

function bytes(n: number): string {
  return `${n} ${n === 1 ? "byte" : "bytes"}`;
}

