// mcp-audit.lock.json: what a human reviewed. Skills pinned by their bytes, packages by their
// version and integrity. Stable and diff-friendly: sorted keys, one entry per file, no timestamps.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { Ajv as AjvClass } from "ajv";
import { describeFsError } from "../core/fs-errors.js";
import { MAX_JSON_DEPTH, nestedDeeperThan, strictJsonSyntaxError } from "../core/json.js";
import { FileReadError, readRegularFile } from "../core/safe-read.js";
import { writeFileSafely } from "../core/write.js";
import { PLUGINS_SCHEMA, type LockedPluginSource } from "./plugins.js";
import type { LockedServer } from "./servers.js";
import { compareUris, joinSkillUri, lastSegment, pathInSkill, SKILL_MANIFEST, skillRootUri, wellFormed } from "./skill-uri.js";

// ajv is loaded only when a lock exists (sync require keeps readLock sync): most runs never pay for it.
const requireLazily = createRequire(import.meta.url);

export const LOCK_FILE_NAME = "mcp-audit.lock.json";
/** 2: skills recorded as SEP-2640 entries (`uri`, `frontmatter`, `resources`); 1 is read and migrated. */
export const LOCK_VERSION = 2;

/** A file of a skill as a SEP-2640 `skills/list` entry lists it. */
export interface LockedResource {
  /** `skill://<folder>/<path>`, percent-encoded as the SDK encodes it. */
  uri: string;
  /** `sha256:<64 lowercase hex>`. */
  digest: string;
  size: number;
}

/** A file of a skill by its path inside the folder (what messages and diffs show). */
export interface LockedFile {
  /** Path inside the skill folder, forward slashes. */
  path: string;
  size: number;
  /** `sha256:<hex>`. */
  digest: string;
}

/**
 * A reviewed skill, in the form of a SEP-2640 `skills/list` entry, so a server's entry for the same
 * bytes compares with it field for field. The URI's authority is the skill's folder name.
 */
export interface LockedSkill {
  /** `skill://<folder>/SKILL.md`. */
  uri: string;
  /** The parsed front matter as reviewed (`{}` when it did not parse; SKILL.md's digest pins its bytes). */
  frontmatter: Record<string, unknown>;
  /** Every file an agent reads in the folder, sorted by URI (the SDK's order). */
  resources: LockedResource[];
}

export interface LockedPackage {
  ecosystem: "npm" | "pypi" | "oci";
  name: string;
  version: string;
  /** Registry integrity (npm: `sha512-…`), when known. */
  integrity?: string;
  /** Where it is launched: `<config path>#<server name>`. */
  servers: string[];
}

export interface AuditLock {
  lockfileVersion: number;
  /** Keyed by the skill folder's path from the project root (forward slashes). */
  skills: Record<string, LockedSkill>;
  /** Keyed by `<ecosystem>:<name>`. */
  packages: Record<string, LockedPackage>;
  /** The commit each git-sourced plugin of a Claude Code marketplace was approved at, keyed `<marketplace path>#<plugin>` (src/lock/plugins.ts). */
  plugins?: Record<string, LockedPluginSource>;
  /** What each server exposed when it was approved live (`approve --live`), keyed `<config path>#<server name>`. */
  servers?: Record<string, LockedServer>;
}

export function emptyLock(): AuditLock {
  return { lockfileVersion: LOCK_VERSION, skills: {}, packages: {} };
}

/** A lock that exists but cannot be trusted: never silently replaced. */
export class LockError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = "LockError";
  }
}

const DIGEST_PATTERN = "^sha256:[0-9a-f]{64}$";

const PACKAGES_SCHEMA = {
  type: "object",
  additionalProperties: {
    type: "object",
    required: ["ecosystem", "name", "version", "servers"],
    additionalProperties: false,
    properties: {
      ecosystem: { enum: ["npm", "pypi", "oci"] },
      name: { type: "string", minLength: 1 },
      version: { type: "string", minLength: 1 },
      integrity: { type: "string" },
      servers: { type: "array", items: { type: "string" } },
    },
  },
} as const;

const LOCK_SCHEMA = {
  type: "object",
  required: ["lockfileVersion", "skills", "packages"],
  additionalProperties: false,
  properties: {
    lockfileVersion: { const: LOCK_VERSION },
    skills: {
      type: "object",
      additionalProperties: {
        type: "object",
        required: ["uri", "frontmatter", "resources"],
        additionalProperties: false,
        properties: {
          uri: { type: "string", pattern: "^skill://" },
          frontmatter: { type: "object" },
          resources: {
            type: "array",
            items: {
              type: "object",
              required: ["uri", "digest", "size"],
              additionalProperties: false,
              properties: {
                uri: { type: "string", pattern: "^skill://" },
                digest: { type: "string", pattern: DIGEST_PATTERN },
                size: { type: "integer", minimum: 0 },
              },
            },
          },
        },
      },
    },
    packages: PACKAGES_SCHEMA,
    plugins: PLUGINS_SCHEMA,
    servers: {
      type: "object",
      additionalProperties: {
        type: "object",
        required: ["protocolVersion", "serverInfo", "tools", "prompts", "resources", "resourceTemplates"],
        additionalProperties: false,
        properties: {
          protocolVersion: { type: "string" },
          serverInfo: {
            type: "object",
            required: ["name", "version"],
            additionalProperties: false,
            properties: { name: { type: "string" }, version: { type: "string" }, title: { type: "string" } },
          },
          instructions: { type: "object", required: ["digest", "text"], additionalProperties: false, properties: { digest: { type: "string", pattern: DIGEST_PATTERN }, text: { type: "string" } } },
          tools: { $ref: "#/$defs/pinned" },
          prompts: { $ref: "#/$defs/pinned" },
          resources: { $ref: "#/$defs/pinned" },
          resourceTemplates: { $ref: "#/$defs/pinned" },
          package: {
            type: "object",
            required: ["ecosystem", "name", "version"],
            additionalProperties: false,
            properties: { ecosystem: { type: "string" }, name: { type: "string" }, version: { type: "string" } },
          },
        },
      },
    },
  },
  $defs: {
    pinned: {
      type: "object",
      additionalProperties: {
        type: "object",
        required: ["digest", "contentDigest", "definition"],
        additionalProperties: false,
        properties: { digest: { type: "string", pattern: DIGEST_PATTERN }, contentDigest: { type: "string", pattern: DIGEST_PATTERN }, definition: { type: "object" } },
      },
    },
  },
} as const;

/** Version 1 (until mcp-audit 0.1): skills as `{name, frontmatter, files: [{path, size, digest}]}`. Read, then migrated. */
const LOCK_V1_SCHEMA = {
  type: "object",
  required: ["lockfileVersion", "skills", "packages"],
  additionalProperties: false,
  properties: {
    lockfileVersion: { const: 1 },
    skills: {
      type: "object",
      additionalProperties: {
        type: "object",
        required: ["name", "frontmatter", "files"],
        additionalProperties: false,
        properties: {
          name: { type: "string" },
          frontmatter: { type: "object" },
          files: {
            type: "array",
            items: {
              type: "object",
              required: ["path", "size", "digest"],
              additionalProperties: false,
              properties: {
                path: { type: "string", minLength: 1 },
                size: { type: "integer", minimum: 0 },
                digest: { type: "string", pattern: DIGEST_PATTERN },
              },
            },
          },
        },
      },
    },
    packages: PACKAGES_SCHEMA,
  },
} as const;

interface LockV1 {
  lockfileVersion: 1;
  skills: Record<string, { name: string; frontmatter: Record<string, unknown>; files: LockedFile[] }>;
  packages: Record<string, LockedPackage>;
}

/** The lock as read: the current format, the version the file was written in, and its text. */
export interface ReadLock {
  lock: AuditLock;
  /** The file's lockfileVersion: below LOCK_VERSION, `lock` was migrated in memory (approve writes it back). */
  fileVersion: number;
  text: string;
}

/** The lock at `root`, undefined when there is none; a LockError when it is corrupt or invalid. */
export function readLock(root: string): AuditLock | undefined {
  return readLockFile(root)?.lock;
}

/** readLock, with the version the file was written in (an older one is migrated, never rejected). */
export function readLockFile(root: string): ReadLock | undefined {
  const file = path.join(root, LOCK_FILE_NAME);
  let text: string;
  try {
    // A lock linked to a file elsewhere (~/.aws/credentials) is not the project's: never read, never quoted.
    const real = fs.realpathSync(file);
    if (!isInside(realOr(root), real)) throw new LockError(LOCK_FILE_NAME, "is a symbolic link leading outside the project: not read; replace it with the project's own lock");
    text = readRegularFile(real, { maxBytes: MAX_LOCK_BYTES }).bytes.toString("utf8");
  } catch (error) {
    if (error instanceof LockError) throw error;
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    if (error instanceof FileReadError) throw new LockError(LOCK_FILE_NAME, error.kind === "too-large" ? `${error.reason} for an audit lock: not read` : error.reason);
    throw new LockError(LOCK_FILE_NAME, describeFsError(error));
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new LockError(LOCK_FILE_NAME, `is not valid JSON (${strictJsonSyntaxError(text)}); fix it or restore it from version control, then run mcp-audit approve`);
  }
  // Every reader of the lock recurses into its values (diffs, serialisation): bound them first.
  if (nestedDeeperThan(data, MAX_JSON_DEPTH)) {
    throw new LockError(LOCK_FILE_NAME, `is nested deeper than ${MAX_JSON_DEPTH} levels: no lock needs this, the file is likely corrupt or hostile; restore it from version control, then run mcp-audit approve`);
  }
  const version = typeof data === "object" && data !== null ? (data as { lockfileVersion?: unknown }).lockfileVersion : undefined;
  if (typeof version === "number" && version > LOCK_VERSION) {
    throw new LockError(LOCK_FILE_NAME, `has lockfileVersion ${version}, written by a newer mcp-audit (this one reads up to ${LOCK_VERSION}): upgrade mcp-audit`);
  }
  const { Ajv } = requireLazily("ajv") as { Ajv: typeof AjvClass };
  const validate = new Ajv({ allErrors: false, strict: true }).compile(version === 1 ? LOCK_V1_SCHEMA : LOCK_SCHEMA);
  if (!validate(data)) {
    const e = validate.errors?.[0];
    throw new LockError(LOCK_FILE_NAME, `does not match the lock format at ${e?.instancePath || "/"}: ${e?.message ?? "invalid"}; restore it from version control, then run mcp-audit approve`);
  }
  if (version === 1) return { lock: migrateV1(data as LockV1, path.basename(path.resolve(root))), fileVersion: 1, text };
  return { lock: data as AuditLock, fileVersion: LOCK_VERSION, text };
}

/**
 * Version 1 → 2, losing no review: each file keeps its size and digest under the URI the SDK would give
 * it (`skill://<folder>/<path>`, the folder being the key's last segment, or the root's name for ".").
 */
function migrateV1(v1: LockV1, rootName: string): AuditLock {
  const skills: Record<string, LockedSkill> = {};
  for (const [key, old] of Object.entries(v1.skills)) {
    const folder = key === "." || key === "" ? rootName : key.slice(key.lastIndexOf("/") + 1);
    const entry: LockedSkill = {
      uri: lockedSkillUri(folder, SKILL_MANIFEST),
      frontmatter: old.frontmatter,
      resources: old.files.map((f) => ({ uri: lockedSkillUri(folder, f.path), digest: f.digest, size: f.size })).sort((a, b) => compareUris(a.uri, b.uri)),
    };
    Object.defineProperty(skills, key, { value: entry, enumerable: true, writable: true, configurable: true });
  }
  return { lockfileVersion: LOCK_VERSION, skills, packages: v1.packages };
}

/** The URI the lock gives a file of a skill in folder `folder`: the SDK's encoding, never throwing. */
export function lockedSkillUri(folder: string, filePath: string): string {
  return joinSkillUri([folder, ...filePath.split("/")].map(wellFormed));
}

/** The files of a lock entry by their path inside the folder, in the entry's order. */
export function lockedFiles(entry: LockedSkill): LockedFile[] {
  const root = skillRootUri(entry.uri);
  const out: LockedFile[] = [];
  for (const r of entry.resources) {
    const p = root === undefined ? undefined : pathInSkill(root, r.uri);
    out.push({ path: p ?? r.uri, size: r.size, digest: r.digest });
  }
  return out;
}

/** The name a lock entry goes by: its front matter's `name`, else its folder. */
export function lockedSkillName(entry: LockedSkill): string {
  const name = entry.frontmatter.name;
  if (typeof name === "string" && name.trim() !== "") return name;
  const root = skillRootUri(entry.uri);
  return root === undefined ? entry.uri : lastSegment(root);
}

/** Serialise with sorted keys and a trailing newline, so the file diffs well. */
export function serializeLock(lock: AuditLock): string {
  return `${JSON.stringify(sortKeys(lock), null, 2)}\n`;
}

/** Write the lock at `root` (throws `WriteError`: a link leading out of `root`, a read-only lock, another owner…). */
export function writeLock(root: string, lock: AuditLock): void {
  const file = path.join(root, LOCK_FILE_NAME);
  writeFileSafely(file, serializeLock(lock), { root });
}

const MAX_LOCK_BYTES = 64 * 1024 * 1024;

function realOr(p: string): string {
  try {
    return fs.realpathSync(p);
  } catch {
    return p;
  }
}

function isInside(root: string, p: string): boolean {
  const rel = path.relative(root, p);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
