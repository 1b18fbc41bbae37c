import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  SKILL_MANIFEST,
  canonicalUri,
  compareUris,
  encodeSegment,
  lastSegment,
  pathInSkill,
  skillRootUri
} from "./chunk-4JPVPORZ.js";
import {
  redact
} from "./chunk-CT6HN24R.js";
import {
  strictJsonSyntaxError
} from "./chunk-7FJOOQNA.js";

// src/lock/listing.ts
var ListingError = class extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
    this.name = "ListingError";
  }
  reason;
};
var DEFAULT_CACHE = Object.freeze({ ttlMs: 0, cacheScope: "private" });
function listingDocument(entries, cache = DEFAULT_CACHE) {
  return { skills: [...entries].sort((a, b) => compareUris(a.uri, b.uri)), ttlMs: cache.ttlMs, cacheScope: cache.cacheScope };
}
function parseListingText(text, displayPath) {
  const body = text.replace(/^\uFEFF/, "");
  try {
    return JSON.parse(body);
  } catch {
    throw new ListingError(`${displayPath} is not valid JSON (${strictJsonSyntaxError(body)})`);
  }
}
function readListingDocument(data) {
  const doc = { kind: "list", entries: [], pages: [], oldShape: 0 };
  const parts = Array.isArray(data) ? data : [data];
  if (parts.length === 0) throw new ListingError("the listing is an empty array: expected skills/list results");
  const kinds = /* @__PURE__ */ new Set();
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
    } else if (skills !== void 0) {
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
  doc.kind = [...kinds][0];
  return doc;
}
function convertOld(entry, doc) {
  if (!isObject(entry) || !Array.isArray(entry.files) || "resources" in entry || typeof entry.uri !== "string" || !entry.uri.endsWith("/")) return entry;
  doc.oldShape++;
  const root = entry.uri.replace(/\/+$/, "");
  const files = entry.files.filter(isObject);
  const root_ = isObject(entry.root) ? entry.root : void 0;
  if (root_ && !files.some((f) => f.path === SKILL_MANIFEST)) files.unshift(root_);
  const resources = files.map((f) => ({
    uri: `${root}/${String(f.path).split("/").map(encodeSegment).join("/")}`,
    digest: typeof f.digest === "string" ? f.digest.toLowerCase() : f.digest,
    size: f.size
  }));
  resources.sort((a, b) => compareUris(a.uri, b.uri));
  return { uri: `${root}/${SKILL_MANIFEST}`, frontmatter: entry.frontmatter, resources };
}
function cacheMismatches(doc, era) {
  const out = [];
  for (const [i, page] of doc.pages.entries()) {
    const where = doc.pages.length > 1 ? `page ${i + 1} of the ${doc.kind === "get" ? "results" : "listing"}` : `the ${doc.kind === "get" ? "skills/get" : "skills/list"} result`;
    const { ttlMs, cacheScope } = page.fields;
    const missing = [ttlMs === void 0 ? "ttlMs" : "", cacheScope === void 0 ? "cacheScope" : ""].filter(Boolean);
    if (missing.length > 0 && era !== "legacy") {
      out.push({
        reason: "cache",
        severity: era === "modern" ? "error" : "warning",
        message: `${where} has no ${missing.join(" or ")}: a 2026-07-28 client refuses it${era === "modern" ? " (the server negotiated 2026-07-28)" : " (2025-11-25 clients accept it)"}`
      });
    }
    if (ttlMs !== void 0 && !(typeof ttlMs === "number" && Number.isInteger(ttlMs) && ttlMs >= 0)) out.push({ reason: "cache", severity: "error", message: `${where} has ttlMs ${clip(JSON.stringify(ttlMs))}: it must be a non-negative integer` });
    if (cacheScope !== void 0 && cacheScope !== "public" && cacheScope !== "private") out.push({ reason: "cache", severity: "error", message: `${where} has cacheScope ${clip(JSON.stringify(cacheScope))}: the SDK accepts "public" or "private"` });
  }
  return out;
}
function matchEntries(entries, locals, byName = false) {
  const byUri = /* @__PURE__ */ new Map();
  for (const l of locals) byUri.set(canonicalUri(l.uri) ?? l.uri, l);
  const matched = [];
  const unmatched = [];
  const used = /* @__PURE__ */ new Set();
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
      if (folder !== void 0 && candidates.length === 1) {
        used.add(candidates[0]);
        matched.push({ ...e, local: candidates[0] });
      } else unmatched.push(e);
    }
  }
  return { matched, unmatched, unlisted: locals.filter((l) => !used.has(l)) };
}
function folderOf(manifestUri) {
  const root = skillRootUri(manifestUri);
  return root === void 0 ? void 0 : lastSegment(root);
}
function unredacted(entry, local) {
  const fields = [];
  const walk = (theirs, mine, at) => {
    if (typeof theirs === "string" && typeof mine === "string" && theirs !== mine && /… \(\d+ chars?\)$/.test(theirs) && redact(mine) === theirs) {
      fields.push(at);
      return mine;
    }
    if (Array.isArray(theirs) && Array.isArray(mine)) return theirs.map((v, i) => walk(v, mine[i], `${at}[${i}]`));
    if (theirs && mine && typeof theirs === "object" && typeof mine === "object" && !Array.isArray(theirs)) {
      const out = {};
      for (const [k, v] of Object.entries(theirs)) out[k] = walk(v, mine[k], at === "" ? k : `${at}.${k}`);
      return out;
    }
    return theirs;
  };
  const frontmatter = walk(entry.frontmatter, local, "");
  return { entry: fields.length > 0 ? { ...entry, frontmatter } : entry, fields };
}
function compareWithLock(entry, locked) {
  const out = [];
  const entryRoot = skillRootUri(entry.uri);
  const lockRoot = skillRootUri(locked.uri);
  if (entryRoot === void 0 || lockRoot === void 0) return out;
  const reviewed = /* @__PURE__ */ new Map();
  for (const r of locked.resources) {
    const p = pathInSkill(lockRoot, r.uri);
    if (p !== void 0 && !p.split("/").some((s) => s.startsWith("."))) reviewed.set(keyOf(p), r);
  }
  if (entry.resources !== "dynamic") {
    const listed = /* @__PURE__ */ new Set();
    for (const r of entry.resources) {
      const p = pathInSkill(entryRoot, r.uri);
      const key = p === void 0 ? r.uri : keyOf(p);
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
  const restored = unredacted({ ...entry, frontmatter: locked.frontmatter }, entry.frontmatter);
  for (const field of restored.fields) out.push({ reason: "frontmatter", severity: "warning", uri: entry.uri, message: `${entry.uri}: front-matter field ${field} is a secret (the lock keeps it redacted): move it out of SKILL.md` });
  const differences = frontmatterDifferences(entry.frontmatter, restored.entry.frontmatter, "the lock");
  if (differences.length > 0) out.push({ reason: "frontmatter", severity: "error", uri: entry.uri, message: `the frontmatter of ${entry.uri} differs from the lock: ${differences.join("; ")}`, differences });
  return out;
}
function keyOf(p) {
  return p.split("/").map(encodeSegment).join("/");
}
function frontmatterDifferences(entry, other, otherName = "SKILL.md", path = "") {
  const label = path === "" ? "(frontmatter)" : path;
  if (Array.isArray(entry) && Array.isArray(other)) {
    if (entry.length !== other.length) return [`${label}: the entry has ${entry.length} items, ${otherName} has ${other.length}`];
    return entry.flatMap((item, i) => frontmatterDifferences(item, other[i], otherName, `${path}[${i}]`));
  }
  if (isObject(entry) && isObject(other)) {
    const keys = [.../* @__PURE__ */ new Set([...Object.keys(entry), ...Object.keys(other)])].sort();
    return keys.flatMap((k) => frontmatterDifferences(Object.hasOwn(entry, k) ? entry[k] : void 0, Object.hasOwn(other, k) ? other[k] : void 0, otherName, path === "" ? k : `${path}.${k}`));
  }
  return entry === other ? [] : [`${label}: the entry has ${show(entry)}, ${otherName} has ${show(other)}`];
}
function show(value) {
  return value === void 0 ? "nothing" : clip(JSON.stringify(value));
}
function clip(text) {
  return text.length <= 120 ? text : `${text.slice(0, 117)}\u2026`;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export {
  ListingError,
  DEFAULT_CACHE,
  listingDocument,
  parseListingText,
  readListingDocument,
  cacheMismatches,
  matchEntries,
  unredacted,
  compareWithLock,
  frontmatterDifferences
};
