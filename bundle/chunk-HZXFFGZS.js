import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  require_ajv
} from "./chunk-VVLXDPG6.js";
import {
  FileReadError,
  readRegularFile
} from "./chunk-M4U2DELX.js";
import {
  MAX_JSON_DEPTH,
  nestedDeeperThan
} from "./chunk-XQIKUDHJ.js";
import {
  writeFileSafely
} from "./chunk-EMFC5X6B.js";
import {
  describeFsError
} from "./chunk-YZIASA2I.js";

// src/lock/index.ts
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
var requireLazily = createRequire(import.meta.url);
var LOCK_FILE_NAME = "mcp-audit.lock.json";
var LOCK_VERSION = 1;
function emptyLock() {
  return { lockfileVersion: LOCK_VERSION, skills: {}, packages: {} };
}
var LockError = class extends Error {
  constructor(file, reason) {
    super(`${file}: ${reason}`);
    this.file = file;
    this.reason = reason;
    this.name = "LockError";
  }
  file;
  reason;
};
var LOCK_SCHEMA = {
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
                digest: { type: "string", pattern: "^sha256:[0-9a-f]{64}$" }
              }
            }
          }
        }
      }
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
          servers: { type: "array", items: { type: "string" } }
        }
      }
    }
  }
};
function readLock(root) {
  const file = path.join(root, LOCK_FILE_NAME);
  let text;
  try {
    const real = fs.realpathSync(file);
    if (!isInside(realOr(root), real)) throw new LockError(LOCK_FILE_NAME, "is a symbolic link leading outside the project: not read; replace it with the project's own lock");
    text = readRegularFile(real, { maxBytes: MAX_LOCK_BYTES }).bytes.toString("utf8");
  } catch (error) {
    if (error instanceof LockError) throw error;
    if (error.code === "ENOENT") return void 0;
    if (error instanceof FileReadError) throw new LockError(LOCK_FILE_NAME, error.kind === "too-large" ? `${error.reason} for an audit lock: not read` : error.reason);
    throw new LockError(LOCK_FILE_NAME, describeFsError(error));
  }
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new LockError(LOCK_FILE_NAME, `is not valid JSON (${error.message}); fix it or restore it from version control, then run mcp-audit approve`);
  }
  if (nestedDeeperThan(data, MAX_JSON_DEPTH)) {
    throw new LockError(LOCK_FILE_NAME, `is nested deeper than ${MAX_JSON_DEPTH} levels: no lock needs this, the file is likely corrupt or hostile; restore it from version control, then run mcp-audit approve`);
  }
  const { Ajv } = require_ajv();
  const validate = new Ajv({ allErrors: false, strict: true }).compile(LOCK_SCHEMA);
  if (!validate(data)) {
    const e = validate.errors?.[0];
    throw new LockError(LOCK_FILE_NAME, `does not match the lock format at ${e?.instancePath || "/"}: ${e?.message ?? "invalid"}; restore it from version control, then run mcp-audit approve`);
  }
  return data;
}
function serializeLock(lock) {
  return `${JSON.stringify(sortKeys(lock), null, 2)}
`;
}
function writeLock(root, lock) {
  const file = path.join(root, LOCK_FILE_NAME);
  writeFileSafely(file, serializeLock(lock), { root });
}
var MAX_LOCK_BYTES = 64 * 1024 * 1024;
function realOr(p) {
  try {
    return fs.realpathSync(p);
  } catch {
    return p;
  }
}
function isInside(root, p) {
  const rel = path.relative(root, p);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value).sort().map((k) => [k, sortKeys(value[k])])
    );
  }
  return value;
}

export {
  LOCK_FILE_NAME,
  emptyLock,
  LockError,
  readLock,
  serializeLock,
  writeLock
};
