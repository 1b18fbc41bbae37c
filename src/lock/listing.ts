// SEP-2640 listings as documents: what `mcp-audit skills listing` prints (one `skills/list` result) and
// what `mcp-audit skills verify-listing` accepts (a `skills/list` result or several pages of one, a
// `skills/get` result, a JSON-RPC response holding either, one entry, or the shape mcp-audit 0.1 printed,
// converted with a deprecation note). The checks that need the SDK's own verification run in src/live;
// here are the parts that are plain data: shapes, cache fields, matching entries to local skills by URI,
// and comparing an entry with a lock entry in the SDK's terms.
import { fileKey, canonicalUri, compareUris, encodeSegment, lastSegment, pathInSkill, skillRootUri, SKILL_MANIFEST } from "./skill-uri.js";
import type { SkillEntry } from "./servable.js";
import { redact } from "../secrets/redact.js";
import { strictJsonSyntaxError } from "../core/json.js";
import type { LockedSkill } from "./index.js";

/** A listing that is not JSON, or not shaped like any listing: exit 2, not 1. */
export class ListingError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "ListingError";
  }
}

/** The SDK's defaults for a catalog's cache hint (`ttlMs: 0`, `cacheScope: "private"`). */
export const DEFAULT_CACHE = Object.freeze({ ttlMs: 0, cacheScope: "private" as "public" | "private" });

/** The `skills/list` result `mcp-audit skills listing` prints: what one page of an SDK server holds. */
export function listingDocument(entries: readonly SkillEntry[], cache: { ttlMs: number; cacheScope: "public" | "private" } = DEFAULT_CACHE) {
  return { skills: [...entries].sort((a, b) => compareUris(a.uri, b.uri)), ttlMs: cache.ttlMs, cacheScope: cache.cacheScope };
}

export interface ListingPage {
  /** The page's own fields besides its skills (`ttlMs`, `cacheScope`, `nextCursor`, …) as sent. */
  fields: Record<string, unknown>;
}

/** A listing as read: raw entries (validated later by the SDK) and what the pages said about caching. */
export interface ListingDocument {
  kind: "list" | "get" | "entry";
  /** Entries as sent, across every page, in order. */
  entries: unknown[];
  pages: ListingPage[];
  /** Entries converted from mcp-audit 0.1's shape (`name`, `root`, `files[]`): accepted for one version. */
  oldShape: number;
}

/** Parse a listing file's text; a ListingError naming the file when it is not JSON. */
export function parseListingText(text: string, displayPath: string): unknown {
  const body = text.replace(/^\uFEFF/, "");
  try {
    return JSON.parse(body);
  } catch {
    throw new ListingError(`${displayPath} is not valid JSON (${strictJsonSyntaxError(body)})`);
  }
}

/** What a listing document holds; a ListingError when it is none of the shapes a server sends. */
export function readListingDocument(data: unknown): ListingDocument {
  const doc: ListingDocument = { kind: "list", entries: [], pages: [], oldShape: 0 };
  const parts = Array.isArray(data) ? data : [data];
  if (parts.length === 0) throw new ListingError("the listing is an empty array: expected skills/list results");
  const kinds = new Set<ListingDocument["kind"]>();
  for (const [i, raw] of parts.entries()) {
    const where = Array.isArray(data) ? ` (item ${i})` : "";
    let part = raw;
    if (isObject(part) && "jsonrpc" in part) {
      if (isObject(part.error)) throw new ListingError(`the listing${where} is a JSON-RPC error response: ${clip(String(part.error.message ?? JSON.stringify(part.error)))}`);
      if (!("result" in part)) throw new ListingError(`the listing${where} is a JSON-RPC message without a result`);
      part = part.result;
    }
    if (!isObject(part)) throw new ListingError(`the listing${where} is not a JSON object: expected a skills/list or skills/get result`);
    const { skills, skill, ...fields } = part;
    if (Array.isArray(skills)) {
      kinds.add("list");
      for (const entry of skills) doc.entries.push(convertOld(entry, doc));
      doc.pages.push({ fields });
    } else if (skills !== undefined) {
      throw new ListingError(`the listing${where} has "skills" that is not an array`);
    } else if (isObject(skill)) {
      kinds.add("get");
      doc.entries.push(convertOld(skill, doc));
      doc.pages.push({ fields });
    } else if ("uri" in part && ("resources" in part || "files" in part)) {
      kinds.add("entry");
      doc.entries.push(convertOld(part, doc));
    } else {
      throw new ListingError(`the listing${where} is neither a skills/list result ({"skills": [...]}), a skills/get result ({"skill": {...}}) nor one skill entry`);
    }
  }
  if (kinds.size > 1) throw new ListingError(`the listing mixes ${[...kinds].join(" and ")} results: give one kind`);
  doc.kind = [...kinds][0]!;
  return doc;
}

/** mcp-audit 0.1's entry (`uri: "skill://x/"`, `name`, `root`, `files[].path`) as the SDK's entry. */
function convertOld(entry: unknown, doc: ListingDocument): unknown {
  if (!isObject(entry) || !Array.isArray(entry.files) || "resources" in entry || typeof entry.uri !== "string" || !entry.uri.endsWith("/")) return entry;
  doc.oldShape++;
  const root = entry.uri.replace(/\/+$/, "");
  const files = entry.files.filter(isObject);
  const root_ = isObject(entry.root) ? entry.root : undefined;
  if (root_ && !files.some((f) => f.path === SKILL_MANIFEST)) files.unshift(root_);
  const resources = files.map((f) => ({
    uri: `${root}/${String(f.path).split("/").map(encodeSegment).join("/")}`,
    digest: typeof f.digest === "string" ? f.digest.toLowerCase() : f.digest,
    size: f.size,
  }));
  resources.sort((a, b) => compareUris(a.uri, b.uri));
  return { uri: `${root}/${SKILL_MANIFEST}`, frontmatter: entry.frontmatter, resources };
}

// ---- findings ----------------------------------------------------------------------------------

export type MismatchReason =
  // The SDK's four (SkillVerificationReason), in its terms.
  | "unlisted"
  | "size"
  | "digest"
  | "frontmatter"
  // What the SDK cannot see from one side.
  | "missing"
  | "unreviewed"
  | "not-listed"
  | "not-local"
  | "not-servable"
  | "invalid"
  | "dynamic"
  | "cache"
  | "unreadable";

export interface ListingMismatch {
  reason: MismatchReason;
  severity: "error" | "warning";
  /** The skill's SKILL.md URI, or the file's URI, when there is one. */
  uri?: string;
  /** One line (escaped by the printer). */
  message: string;
  /** For `frontmatter`: one line per differing field. */
  differences?: string[];
}

/**
 * `ttlMs` and `cacheScope`: a 2026-07-28 client refuses a result without them (an error when the
 * server negotiated that version, a warning when the version is unknown, as in a file); a value the
 * SDK does not accept (`cacheScope: "session"`) is refused by either version.
 */
export function cacheMismatches(doc: ListingDocument, era: "modern" | "legacy" | "unknown"): ListingMismatch[] {
  const out: ListingMismatch[] = [];
  for (const [i, page] of doc.pages.entries()) {
    const where = doc.pages.length > 1 ? `page ${i + 1} of the ${doc.kind === "get" ? "results" : "listing"}` : `the ${doc.kind === "get" ? "skills/get" : "skills/list"} result`;
    const { ttlMs, cacheScope } = page.fields;
    const missing = [ttlMs === undefined ? "ttlMs" : "", cacheScope === undefined ? "cacheScope" : ""].filter(Boolean);
    if (missing.length > 0 && era !== "legacy") {
      out.push({
        reason: "cache",
        severity: era === "modern" ? "error" : "warning",
        message: `${where} has no ${missing.join(" or ")}: a 2026-07-28 client refuses it${era === "modern" ? " (the server negotiated 2026-07-28)" : " (2025-11-25 clients accept it)"}`,
      });
    }
    if (ttlMs !== undefined && !(typeof ttlMs === "number" && Number.isInteger(ttlMs) && ttlMs >= 0)) out.push({ reason: "cache", severity: "error", message: `${where} has ttlMs ${clip(JSON.stringify(ttlMs))}: it must be a non-negative integer` });
    if (cacheScope !== undefined && cacheScope !== "public" && cacheScope !== "private") out.push({ reason: "cache", severity: "error", message: `${where} has cacheScope ${clip(JSON.stringify(cacheScope))}: the SDK accepts "public" or "private"` });
  }
  return out;
}

// ---- matching entries to local skills ----------------------------------------------------------

export interface Matched<L> {
  entry: SkillEntryLike;
  /** Index of the entry in the listing. */
  index: number;
  local: L;
}

/** What the matching reads of an entry: its URI (entries were validated by the SDK first). */
export interface SkillEntryLike {
  uri: string;
  frontmatter: Record<string, unknown>;
  resources: { uri: string; digest: string; size: number }[] | "dynamic";
  _meta?: Record<string, unknown>;
}

/**
 * Pair each entry with the local skill served at the same URI (canonical form). With `byName`, an entry
 * whose URI matches none is paired with the one local skill whose folder has the entry's last segment
 * (lock entries know only the folder's name, a server may serve it under a prefix).
 */
export function matchEntries<L extends { uri: string }>(entries: readonly { index: number; entry: SkillEntryLike }[], locals: readonly L[], byName = false) {
  const byUri = new Map<string, L>();
  for (const l of locals) byUri.set(canonicalUri(l.uri) ?? l.uri, l);
  const matched: Matched<L>[] = [];
  const unmatched: { index: number; entry: SkillEntryLike }[] = [];
  const used = new Set<L>();
  for (const e of entries) {
    const local = byUri.get(canonicalUri(e.entry.uri) ?? e.entry.uri);
    if (local && !used.has(local)) {
      used.add(local);
      matched.push({ ...e, local });
    } else unmatched.push(e);
  }
  if (byName) {
    const rest = [...unmatched];
    unmatched.length = 0;
    for (const e of rest) {
      const folder = folderOf(e.entry.uri);
      const candidates = locals.filter((l) => !used.has(l) && folderOf(l.uri) === folder);
      if (folder !== undefined && candidates.length === 1) {
        used.add(candidates[0]!);
        matched.push({ ...e, local: candidates[0]! });
      } else unmatched.push(e);
    }
  }
  return { matched, unmatched, unlisted: locals.filter((l) => !used.has(l)) };
}

function folderOf(manifestUri: string): string | undefined {
  const root = skillRootUri(manifestUri);
  return root === undefined ? undefined : lastSegment(root);
}

/**
 * The entry with every front-matter value that is the redaction of the local one (`ghp_… (40 chars)`: mcp-audit
 * redacts secrets in what it prints and in the lock) put back, and the fields concerned.
 */
export function unredacted(entry: SkillEntryLike, local: Record<string, unknown> | undefined): { entry: SkillEntryLike; fields: string[] } {
  const fields: string[] = [];
  const walk = (theirs: unknown, mine: unknown, at: string): unknown => {
    if (typeof theirs === "string" && typeof mine === "string" && theirs !== mine && /… \(\d+ chars?\)$/.test(theirs) && redact(mine) === theirs) {
      fields.push(at);
      return mine;
    }
    if (Array.isArray(theirs) && Array.isArray(mine)) return theirs.map((v, i) => walk(v, mine[i], `${at}[${i}]`));
    if (theirs && mine && typeof theirs === "object" && typeof mine === "object" && !Array.isArray(theirs)) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(theirs)) out[k] = walk(v, (mine as Record<string, unknown>)[k], at === "" ? k : `${at}.${k}`);
      return out;
    }
    return theirs;
  };
  const frontmatter = walk(entry.frontmatter, local, "") as Record<string, unknown>;
  return { entry: fields.length > 0 ? { ...entry, frontmatter } : entry, fields };
}

// ---- an entry against the lock -----------------------------------------------------------------

/**
 * A served entry against the reviewed lock entry, in the SDK's terms: a reviewed file the listing does
 * not hold (`unlisted`: a client would refuse to read it), a listed file nobody reviewed, `size`,
 * `digest`, and the front matter field by field. Files whose name starts with "." are recorded in the
 * lock for local agents but never served by the SDK: they are not compared.
 */
export function compareWithLock(entry: SkillEntryLike, locked: LockedSkill): ListingMismatch[] {
  const out: ListingMismatch[] = [];
  const entryRoot = skillRootUri(entry.uri);
  const lockRoot = skillRootUri(locked.uri);
  if (entryRoot === undefined || lockRoot === undefined) return out;
  const reviewed = new Map<string, { uri: string; digest: string; size: number }>();
  for (const r of locked.resources) {
    const p = pathInSkill(lockRoot, r.uri);
    if (p !== undefined && !p.split("/").some((s) => s.startsWith("."))) reviewed.set(keyOf(p), r);
  }
  if (entry.resources !== "dynamic") {
    const listed = new Set<string>();
    for (const r of entry.resources) {
      const p = pathInSkill(entryRoot, r.uri);
      const key = p === undefined ? r.uri : keyOf(p);
      listed.add(key);
      const mine = reviewed.get(key);
      if (!mine) {
        out.push({ reason: "unreviewed", severity: "error", uri: r.uri, message: `${r.uri} is served but was never reviewed (not in the lock): review it, then run mcp-audit approve` });
        continue;
      }
      if (r.size !== mine.size) out.push({ reason: "size", severity: "error", uri: r.uri, message: `${r.uri} is ${r.size} bytes in the listing; the lock recorded ${mine.size}` });
      else if (r.digest !== mine.digest) out.push({ reason: "digest", severity: "error", uri: r.uri, message: `${r.uri} has digest ${r.digest} in the listing; the lock recorded ${mine.digest}` });
    }
    for (const [key, r] of reviewed) {
      if (!listed.has(key)) out.push({ reason: "unlisted", severity: "error", uri: r.uri, message: `${entryRoot}/${key} was reviewed but is not in the listing: a client refuses to read it` });
    }
  }
  // The lock keeps a front-matter secret redacted: the served value it redacts is the reviewed one.
  const restored = unredacted({ ...entry, frontmatter: locked.frontmatter }, entry.frontmatter);
  for (const field of restored.fields) out.push({ reason: "frontmatter", severity: "warning", uri: entry.uri, message: `${entry.uri}: front-matter field ${field} is a secret (the lock keeps it redacted): move it out of SKILL.md` });
  const differences = frontmatterDifferences(entry.frontmatter, restored.entry.frontmatter, "the lock");
  if (differences.length > 0) out.push({ reason: "frontmatter", severity: "error", uri: entry.uri, message: `the frontmatter of ${entry.uri} differs from the lock: ${differences.join("; ")}`, differences });
  return out;
}

function keyOf(p: string): string {
  return p.split("/").map(encodeSegment).join("/");
}

/**
 * Field-level differences between an entry's front matter and another reading of it, as the SDK words
 * them: every key both ways, sorted; objects in any key order; arrays in order; leaves by `===`.
 */
export function frontmatterDifferences(entry: unknown, other: unknown, otherName = "SKILL.md", path = ""): string[] {
  const label = path === "" ? "(frontmatter)" : path;
  if (Array.isArray(entry) && Array.isArray(other)) {
    if (entry.length !== other.length) return [`${label}: the entry has ${entry.length} items, ${otherName} has ${other.length}`];
    return entry.flatMap((item, i) => frontmatterDifferences(item, other[i], otherName, `${path}[${i}]`));
  }
  if (isObject(entry) && isObject(other)) {
    const keys = [...new Set([...Object.keys(entry), ...Object.keys(other)])].sort();
    return keys.flatMap((k) => frontmatterDifferences(Object.hasOwn(entry, k) ? entry[k] : undefined, Object.hasOwn(other, k) ? other[k] : undefined, otherName, path === "" ? k : `${path}.${k}`));
  }
  return entry === other ? [] : [`${label}: the entry has ${show(entry)}, ${otherName} has ${show(other)}`];
}

function show(value: unknown): string {
  return value === undefined ? "nothing" : clip(JSON.stringify(value));
}

/** fileKey of an entry's resource, for matching it with a local file's URI. */
export { fileKey };

function clip(text: string): string {
  return text.length <= 120 ? text : `${text.slice(0, 117)}…`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
