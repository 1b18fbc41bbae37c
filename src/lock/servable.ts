// What an SEP-2640 server built with @modelcontextprotocol/server@2.4.0 (`loadSkills()`) would serve
// for a skill folder: its `skills/list` entry (`uri`, `frontmatter`, `resources` sorted by URI, each
// with `sha256:` digest and size), or why it would skip the skill. The catalog walks a folder without
// following anything: names starting with "." are not served, a symlink or special file anywhere in a
// skill makes it skip the whole skill, SKILL.md must hold front matter its reader accepts with string
// `name` and `description`, and the entry must pass the Agent Skills rules (name = folder name, …).
// Over SKILL_LIMITS a skill is still served, with a warning: hosts may decline it.
import { fileFacts } from "./skills.js";
import { readManifestFrontmatter } from "./sdk-frontmatter.js";
import { compareUris, joinSkillUri, representableUri, SKILL_MANIFEST } from "./skill-uri.js";
import { SKILL_FILE, stoppedByCap, type Skill, type SkillFile } from "../skills/model.js";

/** `SKILL_LIMITS` of @modelcontextprotocol/core 2.4.0: hosts must accept skills up to these (a test checks them against the SDK). */
export const SEP2640_LIMITS = Object.freeze({ files: 512, bytes: 16 * 1024 * 1024 });

export interface SkillResource {
  uri: string;
  /** `sha256:<64 lowercase hex>`. */
  digest: string;
  size: number;
}

/** One `skills/list` entry, exactly as the SDK serves it (fields in its order). */
export interface SkillEntry {
  uri: string;
  frontmatter: Record<string, unknown>;
  resources: SkillResource[];
}

export type SkipReason = "symlink" | "special-file" | "uri" | "name" | "frontmatter" | "fields" | "entry" | "unreadable" | "incomplete";

export interface NotServed {
  reason: SkipReason;
  /** The file concerned (path inside the skill), SKILL.md for front-matter problems. */
  path: string;
  /** One lower-case line, in the SDK's terms where it has them. */
  message: string;
  /** For an `entry` reason: the front-matter field that breaks the Agent Skills rules. */
  field?: EntryField;
}

export interface ServedSkill {
  /** The entry an SDK catalog serves; undefined when it would skip the skill. */
  entry?: SkillEntry;
  /** Why it would skip the skill: every problem found, not only the first the SDK meets. */
  skipped: NotServed[];
  /** Served but over SEP2640_LIMITS: some hosts may decline it. */
  overLimits?: { files: number; bytes: number };
  /** Paths of files an agent reading the folder sees but the SDK does not serve (a segment starts with "."). */
  unserved: string[];
  /** Every served file's path and URI, in the entry's order (for reading them back). */
  files: { path: string; uri: string }[];
  /** Files and bytes the SDK would serve (computed even when it skips the skill). */
  totals: { files: number; bytes: number };
}

/** A relative path of plain segments: each starts with a letter, digit, `_` or `-` (so is never `.` or `..`). */
export const PLAIN_PATH = /^[\w-][\w.-]*(?:\/[\w-][\w.-]*)*$/;

/**
 * The SDK's view of `skill` when it is served at `segments` (`["deploy"]` for `skill://deploy/SKILL.md`;
 * a prefix or parent folders come first: `["acme", "ops", "deploy"]`).
 */
export function servedSkill(skill: Skill, segments: readonly string[]): ServedSkill {
  return serve(skill, segments, true) as ServedSkill;
}

/** Whether the SDK would serve the skill, and what it would serve in files and bytes: `servedSkill` without the entry. */
export type Servability = Pick<ServedSkill, "skipped" | "totals">;

/**
 * `servedSkill`'s `skipped` and `totals`, the same values, without what only the entry needs: no file
 * is hashed (a digest is computed only when asked, src/skills/model.ts) and no URI list is built or
 * sorted. Files are visited in the skill's path order; the few that are skipped are put in the SDK's
 * walk order afterwards (one sort per kind of reason, as `servedSkill` lists them).
 */
export function servability(skill: Skill, segments: readonly string[]): Servability {
  return serve(skill, segments, false);
}

function serve(skill: Skill, segments: readonly string[], withEntry: boolean): ServedSkill | Servability {
  const skipped: NotServed[] = [];
  const unserved: string[] = [];
  const served: SkillFile[] = [];
  for (const file of skill.files) {
    // A segment starting with ".": the path's first, or one after a "/".
    if (file.path.startsWith(".") || file.path.includes("/.")) unserved.push(file.path);
    else served.push(file);
  }
  // The SDK's walk order; without the entry, only the skipped files need it (see inWalkOrder).
  if (withEntry) sortBySegments(served);
  const mark = () => skipped.length;
  const ordered = (from: number) => {
    if (!withEntry) inWalkOrder(skipped, from);
  };
  if (stoppedByCap(skill)) skipped.push({ reason: "incomplete", path: "", message: `the folder holds more files than mcp-audit lists (${skill.files.length} listed): its entry cannot be computed` });

  let from = mark();
  for (const file of served) {
    if (file.kind === "symlink") skipped.push({ reason: "symlink", path: file.path, message: `${file.path} is a symlink, and the SDK follows no symlinks` });
    else if (file.kind === "other") skipped.push({ reason: "special-file", path: file.path, message: `${file.path} is not a regular file (a FIFO, socket or device)` });
  }
  ordered(from);
  const uris = new Map<string, string>();
  const rootUri = representableUri(segments);
  if (rootUri === undefined) skipped.push({ reason: "uri", path: "", message: `the skill's path ${segments.join("/")} cannot be represented in a URI` });
  from = mark();
  for (const file of served) {
    // Letters, digits, `_`, `-` and inner dots are written as they are in a URI and parse back the same
    // (test/lock/servable-uri.test.ts checks it against the URL parser): no round trip needed for them.
    const uri = rootUri !== undefined && segments.length > 0 && PLAIN_PATH.test(file.path) ? `${rootUri}/${file.path}` : representableUri([...segments, ...file.path.split("/")]);
    if (uri === undefined) skipped.push({ reason: "uri", path: file.path, message: `${file.path}: this name cannot be represented in a URI` });
    else uris.set(file.path, uri);
  }
  ordered(from);

  const manifest = readManifestFrontmatter((skill.skillMd.bom ? "\uFEFF" : "") + skill.skillMd.text, skill.frontMatter.syntax);
  let frontmatter: Record<string, unknown> | undefined;
  if (!manifest.ok) skipped.push({ reason: "frontmatter", path: SKILL_FILE, message: `${SKILL_FILE} frontmatter: ${manifest.problem}` });
  else if (typeof manifest.frontmatter.name !== "string" || typeof manifest.frontmatter.description !== "string") {
    skipped.push({ reason: "fields", path: SKILL_FILE, message: `${SKILL_FILE} frontmatter must contain string "name" and "description"` });
  } else {
    frontmatter = manifest.frontmatter;
    for (const { field, message } of entryRuleProblems(frontmatter, segments.at(-1) ?? "")) skipped.push({ reason: "entry", path: SKILL_FILE, message, field });
  }

  const resources: SkillResource[] = [];
  let bytes = 0;
  let count = 0;
  from = mark();
  for (const file of served) {
    const uri = uris.get(file.path);
    if (uri === undefined || file.kind !== "file") continue;
    const facts = fileFacts(skill, file);
    if (!facts.ok) {
      // A name that is not UTF-8 reaches Node (and the SDK) with U+FFFD in its place, at a path that does not exist.
      if (facts.cause === "name") skipped.push({ reason: "name", path: file.path, message: `${file.path} cannot be read: its name is not valid UTF-8` });
      else skipped.push({ reason: "unreadable", path: file.path, message: `${file.path} cannot be read` });
      continue;
    }
    if (withEntry) resources.push({ uri, digest: facts.digest, size: facts.size });
    count++;
    bytes += facts.size;
  }
  ordered(from);
  if (!withEntry) return { skipped, totals: { files: count, bytes } };
  resources.sort((a, b) => compareUris(a.uri, b.uri));
  const files = served.filter((f) => uris.has(f.path) && f.kind === "file").map((f) => ({ path: f.path, uri: uris.get(f.path)! }));
  files.sort((a, b) => compareUris(a.uri, b.uri));

  const result: ServedSkill = { skipped, unserved, files, totals: { files: resources.length, bytes } };
  if (skipped.length === 0 && frontmatter && rootUri !== undefined) {
    result.entry = { uri: joinSkillUri([...segments, SKILL_MANIFEST]), frontmatter, resources };
    if (resources.length > SEP2640_LIMITS.files || bytes > SEP2640_LIMITS.bytes) result.overLimits = { files: resources.length, bytes };
  }
  return result;
}

/** The Agent Skills rules an SDK entry must pass (name pattern and folder, description, compatibility, metadata). */
export type EntryField = "name" | "description" | "compatibility" | "metadata";

export function entryRuleProblems(frontmatter: Record<string, unknown>, folder: string): { field: EntryField; message: string }[] {
  const problems: { field: EntryField; message: string }[] = [];
  const name = String(frontmatter.name);
  const description = String(frontmatter.description);
  if (name.length === 0 || name.length > 64 || !/^[\da-z]+(?:-[\da-z]+)*$/.test(name)) problems.push({ field: "name", message: `frontmatter name "${name}" must be 1-64 lowercase letters, digits and single hyphens` });
  else if (name !== folder) problems.push({ field: "name", message: `frontmatter name "${name}" must match the last path segment "${folder}"` });
  if (description === "" || codePoints(description) > 1024) problems.push({ field: "description", message: "frontmatter description must be 1-1024 characters" });
  const compatibility = frontmatter.compatibility;
  if (compatibility !== undefined && (typeof compatibility !== "string" || compatibility === "" || codePoints(compatibility) > 500)) problems.push({ field: "compatibility", message: "frontmatter compatibility must be a string of 1-500 characters" });
  const metadata = frontmatter.metadata;
  if (metadata !== undefined && !(typeof metadata === "object" && metadata !== null && !Array.isArray(metadata) && Object.values(metadata).every((v) => typeof v === "string"))) {
    problems.push({ field: "metadata", message: "frontmatter metadata must map strings to strings" });
  }
  return problems;
}

function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/**
 * The SDK walks each folder's entries sorted by name, depth first: files sorted by path segment by
 * segment, each path split once (not once per comparison).
 */
function sortBySegments(files: SkillFile[]): void {
  const keyed = files.map((file) => ({ file, segments: file.path.split("/") }));
  keyed.sort((a, b) => compareSplit(a.segments, b.segments));
  for (let i = 0; i < files.length; i++) files[i] = keyed[i]!.file;
}

/**
 * `skipped[from..]`, reasons about distinct files found in path order, put in the walk order: a
 * subset sorted by the same total order as the whole list is in the whole list's order.
 */
function inWalkOrder(skipped: NotServed[], from: number): void {
  if (skipped.length - from < 2) return;
  const keyed = skipped.slice(from).map((reason) => ({ reason, segments: reason.path.split("/") }));
  keyed.sort((a, b) => compareSplit(a.segments, b.segments));
  for (let i = 0; i < keyed.length; i++) skipped[from + i] = keyed[i]!.reason;
}

function compareSplit(x: readonly string[], y: readonly string[]): number {
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const c = compareUris(x[i]!, y[i]!);
    if (c !== 0) return c;
  }
  return x.length - y.length;
}
