import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  SUPPRESSION_SCHEMA,
  isCalendarDate,
  parseSuppression
} from "./chunk-OWKZSN7R.js";
import {
  FileReadError,
  readRegularFile
} from "./chunk-R47VTIVQ.js";
import {
  closest
} from "./chunk-RYKQTHF2.js";
import {
  describeParseError
} from "./chunk-7FJOOQNA.js";
import {
  MAX_FILE_BYTES,
  positionAt,
  sourceFromText
} from "./chunk-GW5WWG2U.js";
import {
  parse,
  printParseErrorCode
} from "./chunk-KCTL2LEN.js";
import {
  __require
} from "./chunk-RLJ674YX.js";

// src/core/config.ts
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
var CONFIG_FILE_NAME = "mcp-audit.config.json";
var ConfigError = class extends Error {
  constructor(file, reason) {
    super(`${file}: ${reason}`);
    this.file = file;
    this.reason = reason;
    this.name = "ConfigError";
  }
  file;
  reason;
};
var SEVERITY_OR_OFF = { enum: ["error", "warning", "info", "off"] };
var CONFIG_SCHEMA = {
  $id: "https://github.com/mcp-audit/mcp-audit/schema/config.json",
  type: "object",
  additionalProperties: false,
  properties: {
    $schema: { type: "string" },
    rules: {
      type: "object",
      additionalProperties: {
        oneOf: [
          SEVERITY_OR_OFF,
          { type: "array", minItems: 1, maxItems: 2, items: [SEVERITY_OR_OFF, { type: "object" }], additionalItems: false }
        ]
      }
    },
    ignorePatterns: { type: "array", items: { type: "string", minLength: 1 } },
    ignore: SUPPRESSION_SCHEMA,
    failOn: { enum: ["error", "warning", "info"] },
    minConfidence: { enum: ["high", "medium"] },
    allow: {
      type: "object",
      additionalProperties: false,
      properties: {
        packages: { type: "array", items: { type: "string", minLength: 1 } },
        domains: { type: "array", items: { type: "string", minLength: 1 } },
        servers: { type: "array", items: { type: "string", minLength: 1 } }
      }
    },
    skills: {
      type: "object",
      additionalProperties: false,
      properties: { profile: { type: "string", minLength: 1 } }
    }
  }
};
var requireLazily = createRequire(import.meta.url);
function emptyConfig(baseDir) {
  return { source: void 0, baseDir, settings: /* @__PURE__ */ new Map(), ignorePatterns: [], failOn: void 0, minConfidence: void 0, allow: { packages: [], domains: [], servers: [] }, skillProfile: void 0, suppressions: [] };
}
function loadConfig(cwd, knownRuleIds, explicit) {
  const found = explicit ? { file: path.resolve(cwd, explicit), key: void 0 } : findConfig(cwd);
  if (!found) return emptyConfig(cwd);
  const shown = displayName(cwd, found.file);
  let text;
  try {
    text = readRegularFile(found.file, { maxBytes: MAX_FILE_BYTES, followSymlink: true }).bytes.toString("utf8");
  } catch (error) {
    if (!(error instanceof FileReadError)) throw error;
    throw new ConfigError(shown, error.code === "ENOENT" ? "no such file" : error.reason);
  }
  const errors = [];
  const parsed = parse(text, errors, { allowTrailingComma: true });
  if (errors.length > 0) {
    const at = positionAt(sourceFromText(found.file, shown, text), errors[0].offset);
    throw new ConfigError(shown, `invalid JSON at line ${at.line}, column ${at.column}: ${describeParseError(printParseErrorCode(errors[0].error))}`);
  }
  const data = found.key ? parsed?.[found.key] : parsed;
  const where = found.key ? `${shown} ("${found.key}")` : shown;
  return fromData(data, where, path.dirname(found.file), knownRuleIds);
}
function findConfig(cwd) {
  for (let dir = cwd; ; ) {
    const file = path.join(dir, CONFIG_FILE_NAME);
    if (fs.existsSync(file)) return { file, key: void 0 };
    const pkg = path.join(dir, "package.json");
    if (fs.existsSync(pkg)) {
      try {
        const data = JSON.parse(readRegularFile(pkg, { maxBytes: MAX_FILE_BYTES, followSymlink: true }).bytes.toString("utf8"));
        if (data && typeof data === "object" && "mcp-audit" in data) return { file: pkg, key: "mcp-audit" };
      } catch {
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir || fs.existsSync(path.join(dir, ".git"))) return void 0;
    dir = parent;
  }
}
function fromData(data, where, baseDir, knownRuleIds) {
  const { Ajv } = __require("./vendor/ajv.cjs");
  const schema = JSON.parse(JSON.stringify(CONFIG_SCHEMA));
  const validate = new Ajv({ allErrors: false, strict: false }).compile(schema);
  if (!validate(data)) {
    const errors = validate.errors ?? [];
    throw new ConfigError(where, describeSchemaError(errors.find((e) => e.keyword === "oneOf") ?? errors[0]));
  }
  const config = data;
  const settings = /* @__PURE__ */ new Map();
  for (const [id, value] of Object.entries(config.rules ?? {})) {
    if (!knownRuleIds.includes(id)) {
      const guess = id.length <= MAX_SHOWN_KEY ? closest(id, knownRuleIds) : void 0;
      throw new ConfigError(where, `"rules.${shownKey(id)}" is not a rule${guess ? ` (did you mean "${guess}"?)` : ""}: see mcp-audit --list-rules`);
    }
    const [severity, options] = Array.isArray(value) ? value : [value, void 0];
    settings.set(id, { severity, ...options ? { options } : {} });
  }
  const suppressions = [];
  for (const [id, entries] of Object.entries(config.ignore ?? {})) {
    if (!knownRuleIds.includes(id)) {
      const guess = id.length <= MAX_SHOWN_KEY ? closest(id, knownRuleIds) : void 0;
      throw new ConfigError(where, `"ignore.${shownKey(id)}" is not a rule${guess ? ` (did you mean "${guess}"?)` : ""}: see mcp-audit --list-rules`);
    }
    entries.forEach((entry, i) => {
      if (entry.until !== void 0 && !isCalendarDate(entry.until)) throw new ConfigError(where, `"ignore.${id}[${i}].until" is not a date: write YYYY-MM-DD, e.g. "2026-12-31"`);
      suppressions.push(parseSuppression(id, i, entry));
    });
  }
  return {
    source: where,
    baseDir,
    settings,
    ignorePatterns: config.ignorePatterns ?? [],
    failOn: config.failOn,
    minConfidence: config.minConfidence,
    allow: { packages: config.allow?.packages ?? [], domains: config.allow?.domains ?? [], servers: config.allow?.servers ?? [] },
    skillProfile: config.skills?.profile,
    suppressions
  };
}
function describeSchemaError(error) {
  if (!error) return "invalid configuration";
  const suppression = /^\/ignore\/([^/]+)\/(\d+)(?:\/(\w+))?$/.exec(error.instancePath);
  if (suppression) {
    const at2 = `ignore.${shownKey(suppression[1].replace(/~1/g, "/").replace(/~0/g, "~"))}[${suppression[2]}]`;
    if (error.keyword === "type" && suppression[3] === void 0) return `"${at2}" must be an object { "path": "\u2026", "reason": "\u2026" }: a suppression says why (string forms go in "path": "file:12", "file#server", a glob)`;
    if (error.keyword === "required") return `"${at2}" needs a "${error.params.missingProperty}": ${error.params.missingProperty === "reason" ? "say why this finding is accepted, so the next reader knows" : "name the file (a gitignore-style pattern from the config's folder)"}`;
    if (error.keyword === "additionalProperties") return `"${at2}" has an unknown key "${shownKey(String(error.params.additionalProperty))}": use path, line, server, reason, until`;
    if (suppression[3] === "until") return `"${at2}.until" is not a date: write YYYY-MM-DD, e.g. "2026-12-31"`;
    if (suppression[3] === "reason") return `"${at2}.reason" is empty: say why this finding is accepted`;
    return `"${at2}${suppression[3] ? `.${suppression[3]}` : ""}" ${error.message ?? "is invalid"}`;
  }
  const at = error.instancePath.replace(/^\//, "").replace(/\//g, ".") || "(top level)";
  const shownAt = shownKey(at);
  if (error.keyword === "additionalProperties") {
    const key = String(error.params.additionalProperty);
    const known = Object.keys(CONFIG_SCHEMA.properties[at]?.properties ?? (at === "(top level)" ? CONFIG_SCHEMA.properties : {}));
    const guess = key.length <= MAX_SHOWN_KEY ? closest(key, known) : void 0;
    return `unknown key "${at === "(top level)" ? shownKey(key) : `${shownKey(at)}.${shownKey(key)}`}"${guess ? ` (did you mean "${guess}"?)` : ""}`;
  }
  if (error.keyword === "enum") return `"${shownAt}" must be one of ${error.params.allowedValues.map((v) => `"${v}"`).join(", ")}`;
  if (error.keyword === "oneOf") return `"${shownAt}" must be a severity ("error", "warning", "info", "off") or [severity, { options }]`;
  return `"${shownAt}" ${error.message ?? "is invalid"}`;
}
var MAX_SHOWN_KEY = 80;
function shownKey(key) {
  const chars = Array.from(key);
  return chars.length <= MAX_SHOWN_KEY ? key : `${chars.slice(0, MAX_SHOWN_KEY - 1).join("")}\u2026`;
}
function displayName(cwd, file) {
  const rel = path.relative(cwd, file);
  return (path.isAbsolute(rel) ? file : rel).split(path.sep).join("/");
}
var PACKAGE_RULES = ["unpinned-package", "unknown-package", "package-typosquat", "deprecated-package", "young-release", "install-scripts", "known-vulnerability", "lock-drift"];
function effectiveSettings(config, cli) {
  const out = /* @__PURE__ */ new Map();
  for (const [id, s] of config.settings) out.set(id, { ...s });
  for (const [id, s] of cli) out.set(id, { ...out.get(id), ...s });
  if (config.allow.packages.length > 0) {
    for (const id of PACKAGE_RULES) {
      const current = out.get(id) ?? {};
      const options = current.options ?? {};
      const existing = Array.isArray(options.allow) ? options.allow : [];
      out.set(id, { ...current, options: { ...options, allow: [...existing, ...config.allow.packages] } });
    }
  }
  return out;
}

export {
  CONFIG_FILE_NAME,
  ConfigError,
  CONFIG_SCHEMA,
  emptyConfig,
  loadConfig,
  fromData,
  effectiveSettings
};
