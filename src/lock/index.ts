// mcp-audit.lock.json: what a human reviewed. Skills pinned by their bytes, packages by their
// version and integrity. Stable and diff-friendly: sorted keys, one entry per file, no timestamps.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { Ajv as AjvClass } from "ajv";
import { describeFsError } from "../core/fs-errors.js";
import { MAX_JSON_DEPTH, nestedDeeperThan } from "../core/json.js";
import { FileReadError, readRegularFile } from "../core/safe-read.js";
import { writeFileSafely } from "../core/write.js";

// ajv is loaded only when a lock exists (sync require keeps readLock sync): most runs never pay for it.
const requireLazily = createRequire(import.meta.url);

export const LOCK_FILE_NAME = "mcp-audit.lock.json";
export const LOCK_VERSION = 1;

export interface LockedFile {
  /** Path inside the skill folder, forward slashes. */
  path: string;
  size: number;
  /** `sha256:<hex>`, the content addressing of a SEP-2640 skills/list entry. */
  digest: string;
}

export interface LockedSkill {
  /** The skill's name from its front matter (or its folder name when it has none). */
  name: string;
  /** The parsed front matter as reviewed. */
  frontmatter: Record<string, unknown>;
  files: LockedFile[];
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
                digest: { type: "string", pattern: "^sha256:[0-9a-f]{64}$" },
              },
            },
          },
        },
      },
    },
    packages: {
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
    },
  },
} as const;

/** The lock at `root`, undefined when there is none; a LockError when it is corrupt or invalid. */
export function readLock(root: string): AuditLock | undefined {
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
  } catch (error) {
    throw new LockError(LOCK_FILE_NAME, `is not valid JSON (${(error as Error).message}); fix it or restore it from version control, then run mcp-audit approve`);
  }
  // Every reader of the lock recurses into its values (diffs, serialisation): bound them first.
  if (nestedDeeperThan(data, MAX_JSON_DEPTH)) {
    throw new LockError(LOCK_FILE_NAME, `is nested deeper than ${MAX_JSON_DEPTH} levels: no lock needs this, the file is likely corrupt or hostile; restore it from version control, then run mcp-audit approve`);
  }
  const { Ajv } = requireLazily("ajv") as { Ajv: typeof AjvClass };
  const validate = new Ajv({ allErrors: false, strict: true }).compile(LOCK_SCHEMA);
  if (!validate(data)) {
    const e = validate.errors?.[0];
    throw new LockError(LOCK_FILE_NAME, `does not match the lock format at ${e?.instancePath || "/"}: ${e?.message ?? "invalid"}; restore it from version control, then run mcp-audit approve`);
  }
  return data as AuditLock;
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
