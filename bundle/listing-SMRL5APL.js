import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  SKILL_FILE,
  canonicalJson,
  compareCodeUnits,
  fileFacts,
  plainFrontMatter,
  shortDigests,
  skillName,
  snapshotSkill,
  symlinkStatus
} from "./chunk-7JYJZISD.js";
import "./chunk-6C5YGYLX.js";
import "./chunk-L2FF5SBO.js";
import {
  require_ajv
} from "./chunk-VVLXDPG6.js";
import "./chunk-M4U2DELX.js";
import "./chunk-GVUCWYBO.js";
import "./chunk-XQIKUDHJ.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-YZIASA2I.js";
import "./chunk-ZIYZMNLY.js";

// src/lock/listing.ts
import { createRequire } from "node:module";
function listingEntry(skill, options = {}) {
  const { entry } = snapshotSkill(skill);
  const name = skillName(skill);
  const prefix = (options.uriPrefix ?? "").replace(/^skill:\/\//, "").replace(/^\/+/, "").replace(/\/+$/, "");
  const rootFile = entry.files.find((f) => f.path === SKILL_FILE);
  const description = entry.frontmatter.description;
  return {
    uri: `skill://${prefix === "" ? "" : `${prefix}/`}${name}/`,
    name,
    ...typeof description === "string" ? { description } : {},
    root: { path: SKILL_FILE, size: rootFile.size, digest: rootFile.digest, mimeType: "text/markdown" },
    files: entry.files.map((f) => ({ path: f.path, size: f.size, digest: f.digest })),
    frontmatter: entry.frontmatter
  };
}
var ListingError = class extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
    this.name = "ListingError";
  }
  reason;
};
var DIGEST = "^sha256:[0-9a-fA-F]{64}$";
var FILE_SCHEMA = {
  type: "object",
  required: ["path", "size", "digest"],
  properties: {
    path: { type: "string", minLength: 1 },
    size: { type: "integer", minimum: 0 },
    digest: { type: "string", pattern: DIGEST }
  }
};
var ENTRY_SCHEMA = {
  type: "object",
  required: ["uri", "name", "files", "frontmatter"],
  properties: {
    uri: { type: "string", pattern: "^skill://" },
    name: { type: "string", minLength: 1 },
    description: { type: "string" },
    root: { ...FILE_SCHEMA, properties: { ...FILE_SCHEMA.properties, mimeType: { type: "string" } } },
    files: { type: "array", items: FILE_SCHEMA },
    frontmatter: { type: "object" }
  }
};
var RESULT_SCHEMA = {
  type: "object",
  required: ["skills"],
  properties: {
    skills: { type: "array", items: ENTRY_SCHEMA },
    ttlMs: { type: "integer", minimum: 0 },
    cacheScope: { type: "string" },
    nextCursor: { type: "string" }
  }
};
var requireLazily = createRequire(import.meta.url);
var validators;
function compiled() {
  if (!validators) {
    const { Ajv } = require_ajv();
    const ajv = new Ajv({ allErrors: false, strict: true });
    validators = { entry: ajv.compile(ENTRY_SCHEMA), result: ajv.compile(RESULT_SCHEMA) };
  }
  return validators;
}
function parseListingText(text, displayPath) {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new ListingError(`${displayPath} is not valid JSON (${error.message})`);
  }
}
function listingEntries(listing) {
  const { entry, result } = compiled();
  let data = listing;
  if (isObject(data) && !("skills" in data) && isObject(data.result) && "skills" in data.result) data = data.result;
  if (isObject(data) && "skills" in data) {
    if (!result(data)) throw new ListingError(`listing does not match the SEP-2640 skills/list result shape: ${ajvMessage(result)}`);
    return { entries: data.skills, single: false };
  }
  if (!entry(data)) throw new ListingError(`listing is neither a SEP-2640 skills/list result ({"skills": [...]}) nor one entry of it: ${ajvMessage(entry)}`);
  return { entries: [data], single: true };
}
function verifyListing(listing, skill) {
  const { entries, single } = listingEntries(listing);
  const name = skillName(skill);
  const out = [];
  let chosen;
  if (!single) {
    const named = entries.filter((e) => e.name === name);
    if (named.length === 0) {
      const names = entries.map((e) => `"${e.name}"`).join(", ");
      return [{ kind: "not-listed", message: `the listing has no skill named "${name}" (${entries.length === 0 ? "it lists none" : `it lists ${names}`})` }];
    }
    if (named.length > 1) out.push({ kind: "duplicate", message: `the listing names "${name}" ${named.length} times: a SEP-2640 client rejects duplicate skills; checked the first (${named[0].uri})` });
    chosen = named[0];
  } else {
    chosen = entries[0];
    if (chosen.name !== name) out.push({ kind: "name", message: `the listing is for skill "${chosen.name}" but the folder holds "${name}"` });
  }
  const local = new Map(snapshotSkill(skill).entry.files.map((f) => [f.path, f]));
  const linkProblems = /* @__PURE__ */ new Map();
  for (const file of skill.files) {
    if (file.kind === "symlink" && symlinkStatus(skill, file) !== "inside") linkProblems.set(file.path, symlinkStatus(skill, file) === "escapes" ? "is a symlink that leaves the skill folder locally" : "is a broken symlink locally");
    else if (file.kind === "other" || !fileFacts(skill, file).ok) linkProblems.set(file.path, "is not a readable regular file locally");
  }
  const localDescription = plainFrontMatter(skill).value.description;
  if (chosen.description !== void 0 && chosen.description !== localDescription) {
    out.push({ kind: "description", message: `description differs: the listing says ${preview(chosen.description)}, SKILL.md says ${preview(localDescription)}` });
  }
  if (chosen.root) {
    if (chosen.root.path !== SKILL_FILE) out.push({ kind: "root", path: chosen.root.path, message: `root is ${chosen.root.path}, not ${SKILL_FILE}` });
    else if (!chosen.files.some((f) => f.path === SKILL_FILE)) checkFile(chosen.root, "root SKILL.md", local, linkProblems, out);
    else {
      const listed = chosen.files.find((f) => f.path === SKILL_FILE);
      if (listed.size !== chosen.root.size || listed.digest.toLowerCase() !== chosen.root.digest.toLowerCase()) {
        out.push({ kind: "root", path: SKILL_FILE, message: `root ${SKILL_FILE} (${chosen.root.size} bytes, ${shortDigest(chosen.root.digest)}) disagrees with its files[] entry (${listed.size} bytes, ${shortDigest(listed.digest)})` });
      }
    }
  }
  const seen = /* @__PURE__ */ new Set();
  const rootListed = chosen.root?.path === SKILL_FILE && !chosen.files.some((f) => f.path === SKILL_FILE);
  for (const listed of chosen.files) {
    if (seen.has(listed.path)) {
      out.push({ kind: "duplicate", path: listed.path, message: `${listed.path} is listed twice` });
      continue;
    }
    seen.add(listed.path);
    checkFile(listed, listed.path, local, linkProblems, out);
  }
  const localPaths = [.../* @__PURE__ */ new Set([...local.keys(), ...linkProblems.keys()])].sort(compareCodeUnits);
  for (const p of localPaths) {
    if (seen.has(p) || rootListed && p === SKILL_FILE) continue;
    const problem = linkProblems.get(p);
    out.push({ kind: "unlisted", path: p, message: problem ? `${p} is not in the listing (and ${problem})` : `${p} exists locally but is not in the listing: a SEP-2640 client refuses to read it` });
  }
  const fm = skill.frontMatter;
  if (!fm.present || !fm.data) {
    out.push({ kind: "frontmatter", path: SKILL_FILE, message: `${SKILL_FILE} front matter ${fm.present ? "does not parse to a mapping" : "is missing"}: it cannot equal the listing's frontmatter` });
  } else {
    const mine = plainFrontMatter(skill).value;
    const theirs = chosen.frontmatter;
    const keys = [.../* @__PURE__ */ new Set([...Object.keys(theirs), ...Object.keys(mine)])].sort(compareCodeUnits);
    for (const key of keys) {
      const a = Object.hasOwn(theirs, key) ? canonicalJson(theirs[key]) : void 0;
      const b = Object.hasOwn(mine, key) ? canonicalJson(mine[key]) : void 0;
      if (a === b) continue;
      const message = a === void 0 ? `front matter key "${key}" is in ${SKILL_FILE} but not in the listing's frontmatter` : b === void 0 ? `front matter key "${key}" is in the listing's frontmatter but not in ${SKILL_FILE}` : `front matter key "${key}" differs: the listing has ${clip(a)}, ${SKILL_FILE} has ${clip(b)}`;
      out.push({ kind: "frontmatter", path: SKILL_FILE, message });
    }
  }
  return out;
}
function checkFile(listed, label, local, problems, out) {
  const p = listed.path;
  if (!isSafePath(p)) {
    out.push({ kind: "unsafe-path", path: p, message: `${label} is not a path inside the skill folder: a SEP-2640 client refuses it` });
    return;
  }
  const problem = problems.get(p);
  if (problem) {
    out.push({ kind: "missing", path: p, message: `${label} is listed but ${problem}` });
    return;
  }
  const mine = local.get(p);
  if (!mine) {
    out.push({ kind: "missing", path: p, message: `${label} is listed but missing locally` });
    return;
  }
  if (listed.size !== mine.size) out.push({ kind: "size", path: p, message: `${label}: size ${listed.size} bytes in the listing, ${mine.size} locally` });
  if (listed.digest.toLowerCase() !== mine.digest) {
    const [a, b] = shortDigests(listed.digest.toLowerCase(), mine.digest);
    out.push({ kind: "digest", path: p, message: `${label}: digest sha256 ${a} in the listing, ${b} locally` });
  }
}
function isSafePath(p) {
  if (p.startsWith("/") || p.includes("\\") || /^[A-Za-z]:/.test(p) || p.includes("\0")) return false;
  return p.split("/").every((s) => s !== "" && s !== "." && s !== "..");
}
function shortDigest(digest) {
  return `sha256 \u2026${digest.toLowerCase().slice(-4)}`;
}
function preview(value) {
  return value === void 0 ? "nothing" : clip(JSON.stringify(value));
}
function clip(text) {
  return text.length <= 60 ? text : `${text.slice(0, 57)}\u2026`;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function ajvMessage(validate) {
  const e = validate.errors?.[0];
  return `at ${e?.instancePath || "/"}: ${e?.message ?? "invalid"}`;
}
export {
  ListingError,
  listingEntries,
  listingEntry,
  parseListingText,
  verifyListing
};
