// SEP-2640 (Skills over MCP, TypeScript SDK 2.4.0): a server lists each skill with its files' size
// and sha256 digest and the parsed front matter; the client refuses files not in the listing, bytes
// whose size or digest differ, and a SKILL.md whose front matter differs. `listingEntry` builds that
// entry from a local folder; `verifyListing` runs the client's three checks against local bytes.
import { createRequire } from "node:module";
import type { Ajv as AjvClass, ValidateFunction } from "ajv";
import { canonicalJson, compareCodeUnits, fileFacts, plainFrontMatter, shortDigests, skillName, snapshotSkill, symlinkStatus } from "./skills.js";
import { SKILL_FILE, type Skill } from "../skills/model.js";

export interface ListedFile {
  path: string;
  size: number;
  /** `sha256:<hex>`. */
  digest: string;
}

export interface ListingEntry {
  /** `skill://<prefix><name>/`. */
  uri: string;
  name: string;
  description?: string;
  root: ListedFile & { mimeType: string };
  files: ListedFile[];
  frontmatter: Record<string, unknown>;
}

export interface ListingOptions {
  /** Path segments before the name in the URI (`acme/` gives `skill://acme/<name>/`). */
  uriPrefix?: string;
}

/** The SEP-2640 `skills/list` entry a server would publish for this folder (`mcp-audit skills listing`). */
export function listingEntry(skill: Skill, options: ListingOptions = {}): ListingEntry {
  const { entry } = snapshotSkill(skill);
  const name = skillName(skill);
  const prefix = (options.uriPrefix ?? "").replace(/^skill:\/\//, "").replace(/^\/+/, "").replace(/\/+$/, "");
  const rootFile = entry.files.find((f) => f.path === SKILL_FILE)!;
  const description = entry.frontmatter.description;
  return {
    uri: `skill://${prefix === "" ? "" : `${prefix}/`}${name}/`,
    name,
    ...(typeof description === "string" ? { description } : {}),
    root: { path: SKILL_FILE, size: rootFile.size, digest: rootFile.digest, mimeType: "text/markdown" },
    files: entry.files.map((f) => ({ path: f.path, size: f.size, digest: f.digest })),
    frontmatter: entry.frontmatter,
  };
}

// ---- verification ------------------------------------------------------------------------------

/** A listing that is not JSON, or not shaped like a `skills/list` result or entry: exit 2, not 1. */
export class ListingError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "ListingError";
  }
}

export type MismatchKind = "not-listed" | "duplicate" | "name" | "description" | "root" | "unsafe-path" | "missing" | "size" | "digest" | "unlisted" | "frontmatter";

export interface ListingMismatch {
  kind: MismatchKind;
  /** The file concerned, when there is one. */
  path?: string;
  /** One line, printed as is by `mcp-audit skills verify-listing`. */
  message: string;
}

const DIGEST = "^sha256:[0-9a-fA-F]{64}$";
const FILE_SCHEMA = {
  type: "object",
  required: ["path", "size", "digest"],
  properties: {
    path: { type: "string", minLength: 1 },
    size: { type: "integer", minimum: 0 },
    digest: { type: "string", pattern: DIGEST },
  },
};
// Only what the checks read is constrained; servers may add fields (`_meta`, `dynamic`, …).
const ENTRY_SCHEMA = {
  type: "object",
  required: ["uri", "name", "files", "frontmatter"],
  properties: {
    uri: { type: "string", pattern: "^skill://" },
    name: { type: "string", minLength: 1 },
    description: { type: "string" },
    root: { ...FILE_SCHEMA, properties: { ...FILE_SCHEMA.properties, mimeType: { type: "string" } } },
    files: { type: "array", items: FILE_SCHEMA },
    frontmatter: { type: "object" },
  },
};
const RESULT_SCHEMA = {
  type: "object",
  required: ["skills"],
  properties: {
    skills: { type: "array", items: ENTRY_SCHEMA },
    ttlMs: { type: "integer", minimum: 0 },
    cacheScope: { type: "string" },
    nextCursor: { type: "string" },
  },
};

// ajv is loaded and the schemas compiled only when a listing is verified.
const requireLazily = createRequire(import.meta.url);
let validators: { entry: ValidateFunction; result: ValidateFunction } | undefined;

function compiled() {
  if (!validators) {
    const { Ajv } = requireLazily("ajv") as { Ajv: typeof AjvClass };
    const ajv = new Ajv({ allErrors: false, strict: true });
    validators = { entry: ajv.compile(ENTRY_SCHEMA), result: ajv.compile(RESULT_SCHEMA) };
  }
  return validators;
}

/** Parse a listing file's text; a ListingError naming the file when it is not JSON. */
export function parseListingText(text: string, displayPath: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new ListingError(`${displayPath} is not valid JSON (${(error as Error).message})`);
  }
}

/**
 * The entries of a listing: a `skills/list` result (`{skills: [...]}`), a JSON-RPC response holding one
 * (`{result: {skills: [...]}}`), or a single entry. A ListingError when it has none of these shapes.
 */
export function listingEntries(listing: unknown): { entries: ListingEntry[]; single: boolean } {
  const { entry, result } = compiled();
  let data = listing;
  if (isObject(data) && !("skills" in data) && isObject(data.result) && "skills" in data.result) data = data.result;
  if (isObject(data) && "skills" in data) {
    if (!result(data)) throw new ListingError(`listing does not match the SEP-2640 skills/list result shape: ${ajvMessage(result)}`);
    return { entries: (data as { skills: ListingEntry[] }).skills, single: false };
  }
  if (!entry(data)) throw new ListingError(`listing is neither a SEP-2640 skills/list result ({"skills": [...]}) nor one entry of it: ${ajvMessage(entry)}`);
  return { entries: [data as ListingEntry], single: true };
}

/**
 * Check a server's listing of this skill against the local folder, as SkillsClient.read would: every
 * listed file exists with that size and digest, SKILL.md's front matter equals the listing's, and no
 * local file is missing from the listing (the client would refuse it). The entry checked is the one
 * named like the skill (a single entry is checked whatever its name, and a different name reported).
 * Returns one mismatch per problem, in a stable order; throws ListingError on a malformed listing.
 */
export function verifyListing(listing: unknown, skill: Skill): ListingMismatch[] {
  const { entries, single } = listingEntries(listing);
  const name = skillName(skill);
  const out: ListingMismatch[] = [];
  let chosen: ListingEntry;
  if (!single) {
    const named = entries.filter((e) => e.name === name);
    if (named.length === 0) {
      const names = entries.map((e) => `"${e.name}"`).join(", ");
      return [{ kind: "not-listed", message: `the listing has no skill named "${name}" (${entries.length === 0 ? "it lists none" : `it lists ${names}`})` }];
    }
    if (named.length > 1) out.push({ kind: "duplicate", message: `the listing names "${name}" ${named.length} times: a SEP-2640 client rejects duplicate skills; checked the first (${named[0]!.uri})` });
    chosen = named[0]!;
  } else {
    chosen = entries[0]!;
    if (chosen.name !== name) out.push({ kind: "name", message: `the listing is for skill "${chosen.name}" but the folder holds "${name}"` });
  }

  const local = new Map(snapshotSkill(skill).entry.files.map((f) => [f.path, f]));
  const linkProblems = new Map<string, string>();
  for (const file of skill.files) {
    if (file.kind === "symlink" && symlinkStatus(skill, file) !== "inside") linkProblems.set(file.path, symlinkStatus(skill, file) === "escapes" ? "is a symlink that leaves the skill folder locally" : "is a broken symlink locally");
    else if (file.kind === "other" || !fileFacts(skill, file).ok) linkProblems.set(file.path, "is not a readable regular file locally");
  }

  // What the host shows and routes on must be what SKILL.md says.
  const localDescription = plainFrontMatter(skill).value.description;
  if (chosen.description !== undefined && chosen.description !== localDescription) {
    out.push({ kind: "description", message: `description differs: the listing says ${preview(chosen.description)}, SKILL.md says ${preview(localDescription)}` });
  }

  if (chosen.root) {
    if (chosen.root.path !== SKILL_FILE) out.push({ kind: "root", path: chosen.root.path, message: `root is ${chosen.root.path}, not ${SKILL_FILE}` });
    else if (!chosen.files.some((f) => f.path === SKILL_FILE)) checkFile(chosen.root, "root SKILL.md", local, linkProblems, out);
    else {
      const listed = chosen.files.find((f) => f.path === SKILL_FILE)!;
      if (listed.size !== chosen.root.size || listed.digest.toLowerCase() !== chosen.root.digest.toLowerCase()) {
        out.push({ kind: "root", path: SKILL_FILE, message: `root ${SKILL_FILE} (${chosen.root.size} bytes, ${shortDigest(chosen.root.digest)}) disagrees with its files[] entry (${listed.size} bytes, ${shortDigest(listed.digest)})` });
      }
    }
  }

  const seen = new Set<string>();
  // The root is listed too: a client reads SKILL.md through it even when files[] omits it.
  const rootListed = chosen.root?.path === SKILL_FILE && !chosen.files.some((f) => f.path === SKILL_FILE);
  for (const listed of chosen.files) {
    if (seen.has(listed.path)) {
      out.push({ kind: "duplicate", path: listed.path, message: `${listed.path} is listed twice` });
      continue;
    }
    seen.add(listed.path);
    checkFile(listed, listed.path, local, linkProblems, out);
  }

  const localPaths = [...new Set([...local.keys(), ...linkProblems.keys()])].sort(compareCodeUnits);
  for (const p of localPaths) {
    if (seen.has(p) || (rootListed && p === SKILL_FILE)) continue;
    const problem = linkProblems.get(p);
    out.push({ kind: "unlisted", path: p, message: problem ? `${p} is not in the listing (and ${problem})` : `${p} exists locally but is not in the listing: a SEP-2640 client refuses to read it` });
  }

  const fm = skill.frontMatter;
  if (!fm.present || !fm.data) {
    out.push({ kind: "frontmatter", path: SKILL_FILE, message: `${SKILL_FILE} front matter ${fm.present ? "does not parse to a mapping" : "is missing"}: it cannot equal the listing's frontmatter` });
  } else {
    const mine = plainFrontMatter(skill).value;
    const theirs = chosen.frontmatter;
    const keys = [...new Set([...Object.keys(theirs), ...Object.keys(mine)])].sort(compareCodeUnits);
    for (const key of keys) {
      const a = Object.hasOwn(theirs, key) ? canonicalJson(theirs[key]) : undefined;
      const b = Object.hasOwn(mine, key) ? canonicalJson(mine[key]) : undefined;
      if (a === b) continue;
      const message =
        a === undefined
          ? `front matter key "${key}" is in ${SKILL_FILE} but not in the listing's frontmatter`
          : b === undefined
            ? `front matter key "${key}" is in the listing's frontmatter but not in ${SKILL_FILE}`
            : `front matter key "${key}" differs: the listing has ${clip(a)}, ${SKILL_FILE} has ${clip(b)}`;
      out.push({ kind: "frontmatter", path: SKILL_FILE, message });
    }
  }
  return out;
}

function checkFile(listed: ListedFile, label: string, local: Map<string, ListedFile>, problems: Map<string, string>, out: ListingMismatch[]): void {
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

/** Relative, forward slashes, no `.`/`..` segments, no empty segments: what a skill folder can hold. */
function isSafePath(p: string): boolean {
  if (p.startsWith("/") || p.includes("\\") || /^[A-Za-z]:/.test(p) || p.includes("\0")) return false;
  return p.split("/").every((s) => s !== "" && s !== "." && s !== "..");
}

function shortDigest(digest: string): string {
  return `sha256 …${digest.toLowerCase().slice(-4)}`;
}

function preview(value: unknown): string {
  return value === undefined ? "nothing" : clip(JSON.stringify(value));
}

function clip(text: string): string {
  return text.length <= 60 ? text : `${text.slice(0, 57)}…`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function ajvMessage(validate: ValidateFunction): string {
  const e = validate.errors?.[0];
  return `at ${e?.instancePath || "/"}: ${e?.message ?? "invalid"}`;
}
