import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  SKILL_MANIFEST,
  compareUris,
  joinSkillUri,
  lastSegment,
  pathInSkill,
  skillRootUri,
  wellFormed
} from "./chunk-4JPVPORZ.js";
import {
  FileReadError,
  readRegularFile
} from "./chunk-R47VTIVQ.js";
import {
  writeFileSafely
} from "./chunk-LFNZU7KB.js";
import {
  describeFsError
} from "./chunk-YZIASA2I.js";
import {
  PLUGINS_SCHEMA
} from "./chunk-G6UFI7LU.js";
import {
  MAX_JSON_DEPTH,
  nestedDeeperThan,
  strictJsonSyntaxError
} from "./chunk-7FJOOQNA.js";
import {
  __require
} from "./chunk-RLJ674YX.js";

// src/lock/index.ts
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
var requireLazily = createRequire(import.meta.url);
var LOCK_FILE_NAME = "mcp-audit.lock.json";
var LOCK_VERSION = 2;
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
var DIGEST_PATTERN = "^sha256:[0-9a-f]{64}$";
var PACKAGES_SCHEMA = {
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
                size: { type: "integer", minimum: 0 }
              }
            }
          }
        }
      }
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
            properties: { name: { type: "string" }, version: { type: "string" }, title: { type: "string" } }
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
            properties: { ecosystem: { type: "string" }, name: { type: "string" }, version: { type: "string" } }
          }
        }
      }
    }
  },
  $defs: {
    pinned: {
      type: "object",
      additionalProperties: {
        type: "object",
        required: ["digest", "contentDigest", "definition"],
        additionalProperties: false,
        properties: { digest: { type: "string", pattern: DIGEST_PATTERN }, contentDigest: { type: "string", pattern: DIGEST_PATTERN }, definition: { type: "object" } }
      }
    }
  }
};
var LOCK_V1_SCHEMA = {
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
                digest: { type: "string", pattern: DIGEST_PATTERN }
              }
            }
          }
        }
      }
    },
    packages: PACKAGES_SCHEMA
  }
};
function readLock(root) {
  return readLockFile(root)?.lock;
}
function readLockFile(root) {
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
  } catch {
    throw new LockError(LOCK_FILE_NAME, `is not valid JSON (${strictJsonSyntaxError(text)}); fix it or restore it from version control, then run mcp-audit approve`);
  }
  if (nestedDeeperThan(data, MAX_JSON_DEPTH)) {
    throw new LockError(LOCK_FILE_NAME, `is nested deeper than ${MAX_JSON_DEPTH} levels: no lock needs this, the file is likely corrupt or hostile; restore it from version control, then run mcp-audit approve`);
  }
  const version = typeof data === "object" && data !== null ? data.lockfileVersion : void 0;
  if (typeof version === "number" && version > LOCK_VERSION) {
    throw new LockError(LOCK_FILE_NAME, `has lockfileVersion ${version}, written by a newer mcp-audit (this one reads up to ${LOCK_VERSION}): upgrade mcp-audit`);
  }
  const { Ajv } = __require("./vendor/ajv.cjs");
  const validate = new Ajv({ allErrors: false, strict: true }).compile(version === 1 ? LOCK_V1_SCHEMA : LOCK_SCHEMA);
  if (!validate(data)) {
    const e = validate.errors?.[0];
    throw new LockError(LOCK_FILE_NAME, `does not match the lock format at ${e?.instancePath || "/"}: ${e?.message ?? "invalid"}; restore it from version control, then run mcp-audit approve`);
  }
  if (version === 1) return { lock: migrateV1(data, path.basename(path.resolve(root))), fileVersion: 1, text };
  return { lock: data, fileVersion: LOCK_VERSION, text };
}
function migrateV1(v1, rootName) {
  const skills = {};
  for (const [key, old] of Object.entries(v1.skills)) {
    const folder = key === "." || key === "" ? rootName : key.slice(key.lastIndexOf("/") + 1);
    const entry = {
      uri: lockedSkillUri(folder, SKILL_MANIFEST),
      frontmatter: old.frontmatter,
      resources: old.files.map((f) => ({ uri: lockedSkillUri(folder, f.path), digest: f.digest, size: f.size })).sort((a, b) => compareUris(a.uri, b.uri))
    };
    Object.defineProperty(skills, key, { value: entry, enumerable: true, writable: true, configurable: true });
  }
  return { lockfileVersion: LOCK_VERSION, skills, packages: v1.packages };
}
function lockedSkillUri(folder, filePath) {
  return joinSkillUri([folder, ...filePath.split("/")].map(wellFormed));
}
function lockedFiles(entry) {
  const root = skillRootUri(entry.uri);
  const out = [];
  for (const r of entry.resources) {
    const p = root === void 0 ? void 0 : pathInSkill(root, r.uri);
    out.push({ path: p ?? r.uri, size: r.size, digest: r.digest });
  }
  return out;
}
function lockedSkillName(entry) {
  const name = entry.frontmatter.name;
  if (typeof name === "string" && name.trim() !== "") return name;
  const root = skillRootUri(entry.uri);
  return root === void 0 ? entry.uri : lastSegment(root);
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

// src/core/yaml.ts
var yaml;
var load = () => yaml ??= __require("./vendor/yaml.cjs");
var MAX_YAML_DEPTH = 256;
var NESTING_CODE = "NESTING";
function parseYamlDocument(text, options = {}) {
  return parseYaml(text, options).document;
}
function parseYaml(text, options = {}) {
  const { Composer, Parser, YAMLParseError: ParseError } = load();
  const { maxDepth = MAX_YAML_DEPTH, ...rest } = options;
  const composerOptions = { ...rest, uniqueKeys: false, prettyErrors: false };
  const lexed = lex(text, maxDepth);
  const nodes = [];
  if (Array.isArray(lexed)) {
    const parser = new Parser();
    for (const token of lexed) for (const node of parser.next(token)) nodes.push(node);
    for (const node of parser.end()) nodes.push(node);
  }
  const deep = Array.isArray(lexed) ? tooDeep(nodes, maxDepth) : lexed.deep;
  const composer = new Composer(composerOptions);
  let doc;
  for (const composed of composer.compose(deep === void 0 ? nodes : [], true, text.length)) {
    if (!doc) doc = composed;
    else {
      doc.errors.push(new ParseError([composed.range[0], composed.range[1]], "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
      break;
    }
  }
  const document = doc;
  if (deep !== void 0) {
    document.errors.push(new ParseError([deep, deep + 1], NESTING_CODE, `YAML nested deeper than ${maxDepth} levels: no config needs this, the file is likely corrupt or hostile`));
    return { text, document, tokens: void 0, libraryErrors: [] };
  }
  const libraryErrors = [...document.errors];
  const duplicates = duplicateKeys(document, ParseError);
  if (duplicates.length > 0) {
    document.errors.push(...duplicates);
    document.errors.sort((a, b) => a.pos[0] - b.pos[0]);
  }
  return { text, document, tokens: lexed, libraryErrors };
}
function lex(text, maxDepth) {
  const { CST, Lexer } = load();
  const tokens = [];
  let offset = 0;
  let flow = 0;
  let compact = 0;
  for (const token of new Lexer().lex(text)) {
    tokens.push(token);
    if (token === CST.DOCUMENT || token === CST.SCALAR || token === CST.FLOW_END) continue;
    switch (CST.tokenType(token)) {
      case "flow-map-start":
      case "flow-seq-start":
        if (++flow + compact > maxDepth) return { deep: offset };
        break;
      case "flow-map-end":
      case "flow-seq-end":
        if (flow > 0) flow--;
        break;
      case "seq-item-ind":
      case "explicit-key-ind":
        if (flow === 0 && flow + ++compact > maxDepth) return { deep: offset };
        break;
      case "newline":
        compact = 0;
        break;
    }
    offset += token.length;
  }
  return tokens;
}
function tooDeep(tokens, maxDepth) {
  const stack = tokens.map((t) => [t, 0]);
  while (stack.length > 0) {
    const [token, depth] = stack.pop();
    if (token.type === "document") {
      if (token.value) stack.push([token.value, depth]);
      continue;
    }
    if (token.type !== "block-map" && token.type !== "block-seq" && token.type !== "flow-collection") continue;
    if (depth + 1 > maxDepth) return token.offset;
    for (const item of token.items) {
      if (item.key) stack.push([item.key, depth + 1]);
      if (item.value) stack.push([item.value, depth + 1]);
    }
  }
  return void 0;
}
function duplicateKeys(document, ParseError) {
  const { isMap, isScalar, isSeq, isPair } = load();
  const out = [];
  const stack = [document.contents];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isMap(node)) {
      const seen = /* @__PURE__ */ new Set();
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const key = pair.key;
        if (isScalar(key)) {
          if (!Number.isNaN(key.value) && seen.has(key.value)) {
            const at = key.range?.[0] ?? 0;
            out.push(new ParseError([at, at + 1], "DUPLICATE_KEY", "Map keys must be unique"));
          }
          seen.add(key.value);
        } else if (key) stack.push(key);
        if (pair.value) stack.push(pair.value);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) stack.push(item);
    } else if (isPair(node)) {
      stack.push(node.key, node.value);
    }
  }
  return out;
}

export {
  MAX_YAML_DEPTH,
  NESTING_CODE,
  parseYamlDocument,
  parseYaml,
  LOCK_FILE_NAME,
  LOCK_VERSION,
  emptyLock,
  LockError,
  readLock,
  readLockFile,
  lockedSkillUri,
  lockedFiles,
  lockedSkillName,
  serializeLock,
  writeLock
};
