// Project configuration: mcp-audit.config.json (JSONC), or an "mcp-audit" key in package.json,
// found from the working directory up to the repository root. Validated with a JSON Schema; an
// invalid config is a clear error that names the bad key.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { parse as parseJsonc, printParseErrorCode, type ParseError } from "jsonc-parser";
import type { Ajv as AjvClass, ErrorObject } from "ajv";
import { closest } from "./suggest.js";
import { describeParseError } from "./json.js";
import { FileReadError, readRegularFile } from "./safe-read.js";
import { MAX_FILE_BYTES, positionAt, sourceFromText } from "./source.js";
import type { RuleSetting } from "./types.js";
import type { Confidence, Severity } from "./types.js";
import { isCalendarDate, parseSuppression, SUPPRESSION_SCHEMA, type SuppressionEntry, type WrittenSuppression } from "./suppressions.js";

export const CONFIG_FILE_NAME = "mcp-audit.config.json";

export interface AllowLists {
  /** Package names (npm or PyPI) trusted as they are launched: no package findings for them. */
  packages: string[];
  /** Remote hosts (and their subdomains) trusted: their servers get no findings but secrets and invalid config. */
  domains: string[];
  /** Server names trusted: no findings but secrets and invalid config. */
  servers: string[];
}

export interface ProjectConfig {
  /** The file it came from, for messages (undefined when there is none). */
  source: string | undefined;
  /** Where relative `ignorePatterns` are anchored. */
  baseDir: string;
  settings: Map<string, Partial<RuleSetting>>;
  ignorePatterns: string[];
  failOn: Severity | undefined;
  /** Report only findings at or above this confidence (`--min-confidence`); undefined: all. */
  minConfidence: Confidence | undefined;
  allow: AllowLists;
  skillProfile: string | undefined;
  /** Scoped suppressions (`ignore`), per rule: see src/core/suppressions.ts. */
  suppressions: SuppressionEntry[];
}

export class ConfigError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = "ConfigError";
  }
}

const SEVERITY_OR_OFF = { enum: ["error", "warning", "info", "off"] };

export const CONFIG_SCHEMA = {
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
          { type: "array", minItems: 1, maxItems: 2, items: [SEVERITY_OR_OFF, { type: "object" }], additionalItems: false },
        ],
      },
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
        servers: { type: "array", items: { type: "string", minLength: 1 } },
      },
    },
    skills: {
      type: "object",
      additionalProperties: false,
      properties: { profile: { type: "string", minLength: 1 } },
    },
  },
};

const requireLazily = createRequire(import.meta.url);

export function emptyConfig(baseDir: string): ProjectConfig {
  return { source: undefined, baseDir, settings: new Map(), ignorePatterns: [], failOn: undefined, minConfidence: undefined, allow: { packages: [], domains: [], servers: [] }, skillProfile: undefined, suppressions: [] };
}

/** Find and load the project config; `explicit` (from --config) must exist. */
export function loadConfig(cwd: string, knownRuleIds: readonly string[], explicit?: string): ProjectConfig {
  const found = explicit ? { file: path.resolve(cwd, explicit), key: undefined } : findConfig(cwd);
  if (!found) return emptyConfig(cwd);
  const shown = displayName(cwd, found.file);
  let text: string;
  try {
    // A FIFO or a link to /dev/zero is refused without blocking (src/core/safe-read.ts).
    text = readRegularFile(found.file, { maxBytes: MAX_FILE_BYTES, followSymlink: true }).bytes.toString("utf8");
  } catch (error) {
    if (!(error instanceof FileReadError)) throw error;
    throw new ConfigError(shown, error.code === "ENOENT" ? "no such file" : error.reason);
  }
  const errors: ParseError[] = [];
  const parsed: unknown = parseJsonc(text, errors, { allowTrailingComma: true });
  if (errors.length > 0) {
    const at = positionAt(sourceFromText(found.file, shown, text), errors[0]!.offset);
    throw new ConfigError(shown, `invalid JSON at line ${at.line}, column ${at.column}: ${describeParseError(printParseErrorCode(errors[0]!.error))}`);
  }
  const data = found.key ? (parsed as Record<string, unknown> | undefined)?.[found.key] : parsed;
  const where = found.key ? `${shown} ("${found.key}")` : shown;
  return fromData(data, where, path.dirname(found.file), knownRuleIds);
}

function findConfig(cwd: string): { file: string; key: string | undefined } | undefined {
  for (let dir = cwd; ; ) {
    const file = path.join(dir, CONFIG_FILE_NAME);
    if (fs.existsSync(file)) return { file, key: undefined };
    const pkg = path.join(dir, "package.json");
    if (fs.existsSync(pkg)) {
      try {
        const data = JSON.parse(readRegularFile(pkg, { maxBytes: MAX_FILE_BYTES, followSymlink: true }).bytes.toString("utf8")) as Record<string, unknown>;
        if (data && typeof data === "object" && "mcp-audit" in data) return { file: pkg, key: "mcp-audit" };
      } catch {
        // a broken package.json is not ours to report here
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir || fs.existsSync(path.join(dir, ".git"))) return undefined;
    dir = parent;
  }
}

export function fromData(data: unknown, where: string, baseDir: string, knownRuleIds: readonly string[]): ProjectConfig {
  const { Ajv } = requireLazily("ajv") as { Ajv: typeof AjvClass };
  const schema = JSON.parse(JSON.stringify(CONFIG_SCHEMA)) as Record<string, unknown>;
  const validate = new Ajv({ allErrors: false, strict: false }).compile(schema);
  if (!validate(data)) {
    // A oneOf failure lists its branches' errors first; the oneOf itself says it best.
    const errors = validate.errors ?? [];
    throw new ConfigError(where, describeSchemaError(errors.find((e) => e.keyword === "oneOf") ?? errors[0]));
  }
  const config = data as {
    rules?: Record<string, string | [string, Record<string, unknown>?]>;
    ignorePatterns?: string[];
    failOn?: Severity;
    minConfidence?: Confidence;
    allow?: Partial<AllowLists>;
    skills?: { profile?: string };
    ignore?: Record<string, WrittenSuppression[]>;
  };
  const settings = new Map<string, Partial<RuleSetting>>();
  for (const [id, value] of Object.entries(config.rules ?? {})) {
    if (!knownRuleIds.includes(id)) {
      const guess = id.length <= MAX_SHOWN_KEY ? closest(id, knownRuleIds) : undefined;
      throw new ConfigError(where, `"rules.${shownKey(id)}" is not a rule${guess ? ` (did you mean "${guess}"?)` : ""}: see mcp-audit --list-rules`);
    }
    const [severity, options] = Array.isArray(value) ? value : [value, undefined];
    settings.set(id, { severity: severity as RuleSetting["severity"], ...(options ? { options } : {}) });
  }
  const suppressions: SuppressionEntry[] = [];
  for (const [id, entries] of Object.entries(config.ignore ?? {})) {
    if (!knownRuleIds.includes(id)) {
      const guess = id.length <= MAX_SHOWN_KEY ? closest(id, knownRuleIds) : undefined;
      throw new ConfigError(where, `"ignore.${shownKey(id)}" is not a rule${guess ? ` (did you mean "${guess}"?)` : ""}: see mcp-audit --list-rules`);
    }
    entries.forEach((entry, i) => {
      if (entry.until !== undefined && !isCalendarDate(entry.until)) throw new ConfigError(where, `"ignore.${id}[${i}].until" is not a date: write YYYY-MM-DD, e.g. "2026-12-31"`);
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
    suppressions,
  };
}

function describeSchemaError(error: ErrorObject | undefined): string {
  if (!error) return "invalid configuration";
  const suppression = /^\/ignore\/([^/]+)\/(\d+)(?:\/(\w+))?$/.exec(error.instancePath);
  if (suppression) {
    const at = `ignore.${shownKey(suppression[1]!.replace(/~1/g, "/").replace(/~0/g, "~"))}[${suppression[2]}]`;
    if (error.keyword === "type" && suppression[3] === undefined) return `"${at}" must be an object { "path": "…", "reason": "…" }: a suppression says why (string forms go in "path": "file:12", "file#server", a glob)`;
    if (error.keyword === "required") return `"${at}" needs a "${(error.params as { missingProperty: string }).missingProperty}": ${(error.params as { missingProperty: string }).missingProperty === "reason" ? "say why this finding is accepted, so the next reader knows" : "name the file (a gitignore-style pattern from the config's folder)"}`;
    if (error.keyword === "additionalProperties") return `"${at}" has an unknown key "${shownKey(String((error.params as { additionalProperty: string }).additionalProperty))}": use path, line, server, reason, until`;
    if (suppression[3] === "until") return `"${at}.until" is not a date: write YYYY-MM-DD, e.g. "2026-12-31"`;
    if (suppression[3] === "reason") return `"${at}.reason" is empty: say why this finding is accepted`;
    return `"${at}${suppression[3] ? `.${suppression[3]}` : ""}" ${error.message ?? "is invalid"}`;
  }
  const at = error.instancePath.replace(/^\//, "").replace(/\//g, ".") || "(top level)";
  const shownAt = shownKey(at);
  if (error.keyword === "additionalProperties") {
    const key = String((error.params as { additionalProperty: string }).additionalProperty);
    const known = Object.keys(((CONFIG_SCHEMA.properties as Record<string, { properties?: object }>)[at]?.properties ?? (at === "(top level)" ? CONFIG_SCHEMA.properties : {})) as object);
    const guess = key.length <= MAX_SHOWN_KEY ? closest(key, known) : undefined;
    return `unknown key "${at === "(top level)" ? shownKey(key) : `${shownKey(at)}.${shownKey(key)}`}"${guess ? ` (did you mean "${guess}"?)` : ""}`;
  }
  if (error.keyword === "enum") return `"${shownAt}" must be one of ${(error.params as { allowedValues: string[] }).allowedValues.map((v) => `"${v}"`).join(", ")}`;
  if (error.keyword === "oneOf") return `"${shownAt}" must be a severity ("error", "warning", "info", "off") or [severity, { options }]`;
  return `"${shownAt}" ${error.message ?? "is invalid"}`;
}

/** Keys come from the file: shown cut to a readable length (the CLI's output guard escapes what they hold). */
const MAX_SHOWN_KEY = 80;

function shownKey(key: string): string {
  const chars = Array.from(key);
  return chars.length <= MAX_SHOWN_KEY ? key : `${chars.slice(0, MAX_SHOWN_KEY - 1).join("")}…`;
}

function displayName(cwd: string, file: string): string {
  const rel = path.relative(cwd, file);
  return (path.isAbsolute(rel) ? file : rel).split(path.sep).join("/");
}

/** Rules that judge packages: the config's `allow.packages` reaches them as their `allow` option. */
const PACKAGE_RULES = ["unpinned-package", "unknown-package", "package-typosquat", "deprecated-package", "young-release", "install-scripts", "known-vulnerability", "lock-drift"];

/** Config settings, then command-line `--rule` settings on top; `allow.packages` merged into package rules. */
export function effectiveSettings(config: ProjectConfig, cli: ReadonlyMap<string, Partial<RuleSetting>>): Map<string, Partial<RuleSetting>> {
  const out = new Map<string, Partial<RuleSetting>>();
  for (const [id, s] of config.settings) out.set(id, { ...s });
  for (const [id, s] of cli) out.set(id, { ...out.get(id), ...s });
  if (config.allow.packages.length > 0) {
    for (const id of PACKAGE_RULES) {
      const current = out.get(id) ?? {};
      const options = current.options ?? {};
      const existing = Array.isArray(options.allow) ? (options.allow as string[]) : [];
      out.set(id, { ...current, options: { ...options, allow: [...existing, ...config.allow.packages] } });
    }
  }
  return out;
}
