// Readers for the files that say which exact npm version a project installs. Pure: text in,
// a lookup out; a file that does not parse throws LockfileError, which the loader turns into a
// "problem" (the versions it would have given are simply unknown).
import * as semver from "../core/semver.js";
import { parseYamlDocument } from "../core/yaml.js";
import { strictJsonSyntaxError } from "../core/json.js";

export class LockfileError extends Error {}

export interface LookupContext {
  /** Path of the project from the lockfile's directory (posix, "" when they are the same). */
  importer: string;
  /** The range package.json declares for the package, when it does. */
  declared: string | undefined;
}

export interface VersionLookup {
  /** Which exact version the file resolves a package to; undefined when it does not say (or cannot tell). */
  versionOf(name: string, context: LookupContext): string | undefined;
  /** Whether a lockfile in an ancestor directory covers the project at `importer` (a workspace). */
  hasImporter(importer: string): boolean;
}

/** An exact version, normalised (`v1.2.3` -> `1.2.3`), or undefined for anything else (ranges, git, aliases). */
export function exactVersion(value: unknown): string | undefined {
  return typeof value === "string" ? (semver.valid(value) ?? undefined) : undefined;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function own(object: unknown, key: string): unknown {
  return isObject(object) && Object.hasOwn(object, key) ? object[key] : undefined;
}

function parseJsonObject(text: string, what: string): Json {
  let value: unknown;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    value = JSON.parse(body);
  } catch {
    throw new LockfileError(`not valid JSON (${strictJsonSyntaxError(body)})`);
  }
  if (!isObject(value)) throw new LockfileError(`not a ${what} (the top level is not an object)`);
  return value;
}

// ---- package-lock.json / npm-shrinkwrap.json --------------------------------------------------
// https://docs.npmjs.com/cli/configuring-npm/package-lock-json

export function readNpmLock(text: string): VersionLookup {
  const lock = parseJsonObject(text, "package lock");
  const packages = own(lock, "packages");
  const dependencies = own(lock, "dependencies");
  if (packages === undefined && dependencies === undefined && own(lock, "lockfileVersion") === undefined) {
    throw new LockfileError("not a package lock (no lockfileVersion, packages or dependencies)");
  }
  const versionOf = (name: string, { importer }: LookupContext): string | undefined => {
    // v2/v3: a workspace's own node_modules first, then the hoisted root one.
    if (isObject(packages)) {
      const keys = importer ? [`${importer}/node_modules/${name}`, `node_modules/${name}`] : [`node_modules/${name}`];
      for (const key of keys) {
        let entry = own(packages, key);
        // A workspace link points at the folder that holds the package.
        const resolved = own(entry, "resolved");
        if (own(entry, "link") === true && typeof resolved === "string") entry = own(packages, resolved);
        // `"name"` differs from the folder for an alias (`foo@npm:bar@1`): that is another package.
        const realName = own(entry, "name");
        if (realName !== undefined && realName !== name) continue;
        const version = exactVersion(own(entry, "version"));
        if (version) return version;
      }
    }
    // v1 (and v2's compatibility section): top-level dependencies only.
    if (!importer) return exactVersion(own(own(dependencies, name), "version"));
    return undefined;
  };
  // v2/v3 list each workspace folder under `packages`.
  return { versionOf, hasImporter: (importer) => importer === "" || own(packages, importer) !== undefined };
}

// ---- pnpm-lock.yaml ---------------------------------------------------------------------------
// v5: `dependencies: {name: 1.2.3_peer}`; v6: `dependencies: {name: {specifier, version: 1.2.3(peer)}}`
// (or under `importers` in a workspace); v9: always under `importers`. Package keys: v5 `/name/1.2.3`,
// v6 `/name@1.2.3(peer)`, v9 `name@1.2.3`.

const DEP_FIELDS = ["dependencies", "devDependencies", "optionalDependencies"] as const;

/** `1.2.3(react@18.0.0)` / `1.2.3_react@18.0.0` -> `1.2.3`; undefined for links, files and aliases. */
export function pnpmVersion(raw: unknown): string | undefined {
  if (typeof raw !== "string" && typeof raw !== "number") return undefined;
  let value = String(raw);
  const paren = value.indexOf("(");
  if (paren !== -1) value = value.slice(0, paren);
  const exact = exactVersion(value);
  if (exact) return exact;
  const underscore = value.indexOf("_");
  return underscore === -1 ? undefined : exactVersion(value.slice(0, underscore));
}

/** Longer than any version semver accepts (256): what lies past it cannot change pnpmVersion's answer. */
const VERSION_WINDOW = 300;

export function readPnpmLock(text: string): VersionLookup {
  let lock: unknown;
  try {
    // Linear in keys (a lockfile has tens of thousands), duplicates still an error, nesting bounded.
    const doc = parseYamlDocument(text);
    const error = doc.errors[0];
    if (error) throw error;
    lock = doc.toJS({ maxAliasCount: 0 });
  } catch (error) {
    throw new LockfileError(`not valid YAML (${(error as Error).message.split("\n")[0]})`);
  }
  if (!isObject(lock) || own(lock, "lockfileVersion") === undefined) throw new LockfileError("not a pnpm lockfile (no lockfileVersion)");
  const importers = own(lock, "importers");
  const packageKeys = [...Object.keys(isObject(own(lock, "packages")) ? (lock.packages as Json) : {}), ...Object.keys(isObject(own(lock, "snapshots")) ? (lock.snapshots as Json) : {})];
  // name -> the versions its package keys name, built on the first question, so each lookup is
  // one Map read instead of a pass over every key.
  let byName: Map<string, Set<string>> | undefined;
  const keyVersions = (): Map<string, Set<string>> => {
    if (byName) return byName;
    byName = new Map();
    for (const key of packageKeys) {
      const bare = key.startsWith("/") ? key.slice(1) : key;
      // every `@` or `/` could end the name (`@scope/name@1.2.3`, `/name/1.2.3`)
      for (let i = 1; i < bare.length; i++) {
        const c = bare[i];
        if (c !== "@" && c !== "/") continue;
        const version = pnpmVersion(bare.slice(i + 1, i + 1 + VERSION_WINDOW));
        if (!version) continue;
        const name = bare.slice(0, i);
        let versions = byName.get(name);
        if (!versions) byName.set(name, (versions = new Set()));
        versions.add(version);
      }
    }
    return byName;
  };
  const versionOf = (name: string, { importer }: LookupContext): string | undefined => {
    const project = isObject(importers) ? own(importers, importer || ".") : importer ? undefined : lock;
    for (const field of DEP_FIELDS) {
      const dep = own(own(project, field), name);
      const version = pnpmVersion(isObject(dep) ? own(dep, "version") : dep);
      if (version) return version;
    }
    // Not a direct dependency: the package keys, when they name a single version.
    const versions = keyVersions().get(name);
    return versions?.size === 1 ? [...versions][0] : undefined;
  };
  return { versionOf, hasImporter: (importer) => importer === "" || own(importers, importer) !== undefined };
}

// ---- yarn.lock (classic v1 and berry) ----------------------------------------------------------
// classic: `"name@^1", name@~1.2:` then `  version "1.2.3"`; berry: `"name@npm:^1":` then `  version: 1.2.3`.

interface YarnEntry {
  ranges: string[];
  version: string;
}

export function readYarnLock(text: string): VersionLookup {
  const byName = new Map<string, YarnEntry[]>();
  let current: { names: Map<string, string[]> } | undefined;
  let headers = 0;
  let content = 0;
  for (const rawLine of text.split(/\r?\n/)) {
    if (rawLine.trim() === "" || rawLine.startsWith("#")) continue;
    content++;
    if (!/^\s/.test(rawLine)) {
      current = undefined;
      if (!rawLine.endsWith(":")) continue;
      headers++;
      const names = new Map<string, string[]>();
      for (const descriptor of rawLine.slice(0, -1).split(",")) {
        const parsed = yarnDescriptor(descriptor.trim().replace(/^"|"$/g, ""));
        if (!parsed) continue;
        const ranges = names.get(parsed.name);
        if (ranges) ranges.push(parsed.range);
        else names.set(parsed.name, [parsed.range]);
      }
      if (names.size > 0) current = { names };
      continue;
    }
    const m = /^ {2}version:? "?([^"\s]+)"?\s*$/.exec(rawLine);
    if (current && m) {
      const version = exactVersion(m[1]);
      if (version) {
        for (const [name, ranges] of current.names) {
          const list = byName.get(name);
          if (list) list.push({ ranges, version });
          else byName.set(name, [{ ranges, version }]);
        }
      }
      current = undefined;
    }
  }
  if (content > 0 && headers === 0) throw new LockfileError("not a yarn lockfile (no entries could be read)");
  // A package's entries are searched per question: remember answers (thousands of servers can ask
  // about one package with thousands of entries).
  const answers = new Map<string, string | undefined>();
  const versionOf = (name: string, context: LookupContext): string | undefined => {
    const key = `${name}\u0000${context.declared ?? ""}\u0000${context.declared === undefined}`;
    if (answers.has(key)) return answers.get(key);
    const answer = yarnVersionOf(name, context);
    answers.set(key, answer);
    return answer;
  };
  const yarnVersionOf = (name: string, { declared }: LookupContext): string | undefined => {
    const entries = byName.get(name) ?? [];
    if (declared !== undefined) {
      const wanted = declared.replace(/^npm:/, "");
      const match = entries.find((e) => e.ranges.includes(wanted));
      if (match) return match.version;
    }
    const versions = [...new Set(entries.map((e) => e.version))];
    if (versions.length === 1) return versions[0];
    if (declared !== undefined && semver.validRange(declared)) {
      const satisfying = versions.filter((v) => semver.satisfies(v, declared));
      if (satisfying.length === 1) return satisfying[0];
    }
    return undefined;
  };
  // berry names each workspace (`"app@workspace:packages/app":`); classic yarn does not, the loader
  // then relies on the `workspaces` field of the package.json next to the lockfile.
  return { versionOf, hasImporter: (importer) => importer === "" || text.includes(`@workspace:${importer}"`) || text.includes(`@workspace:${importer}:`) };
}

/** `@scope/name@npm:^1` -> {name, range: "^1"}; undefined for other protocols (patch, workspace, git) and aliases. */
function yarnDescriptor(descriptor: string): { name: string; range: string } | undefined {
  const at = descriptor.indexOf("@", descriptor.startsWith("@") ? 1 : 0);
  if (at <= 0) return undefined;
  const name = descriptor.slice(0, at);
  const range = descriptor.slice(at + 1).replace(/^npm:/, "");
  if (range.includes(":") || range.includes("@") || range.includes("/")) return undefined;
  return { name, range };
}

// ---- package.json -----------------------------------------------------------------------------

export interface PackageManifest {
  name: unknown;
  /** Whether it declares workspaces (a monorepo root). */
  workspaces: boolean;
  version: string | undefined;
  /** name -> the range written in dependencies, devDependencies or optionalDependencies. */
  declared: Map<string, string>;
}

export function readManifest(text: string): PackageManifest {
  const json = parseJsonObject(text, "package.json");
  const declared = new Map<string, string>();
  // Later fields win: "entries in optionalDependencies will override entries of the same name in
  // dependencies" (https://docs.npmjs.com/cli/configuring-npm/package-json#optionaldependencies).
  for (const field of DEP_FIELDS) {
    const deps = own(json, field);
    if (!isObject(deps)) continue;
    for (const [name, range] of Object.entries(deps)) if (typeof range === "string") declared.set(name, range);
  }
  return { name: own(json, "name"), workspaces: own(json, "workspaces") !== undefined, version: exactVersion(own(json, "version")), declared };
}
