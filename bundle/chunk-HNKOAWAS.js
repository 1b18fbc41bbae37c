import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  parseLaunch
} from "./chunk-GUT2H2LP.js";
import {
  MAX_YAML_DEPTH,
  parseYamlDocument
} from "./chunk-RSCUH2OO.js";
import {
  satisfies,
  valid,
  validRange
} from "./chunk-VHZINBXH.js";
import {
  MAX_JSON_DEPTH,
  entries,
  parseJson,
  pointer,
  property,
  strictJsonSyntaxError,
  stringValue
} from "./chunk-7FJOOQNA.js";
import {
  __require
} from "./chunk-RLJ674YX.js";

// src/project/versions.ts
import fs2 from "node:fs";
import path2 from "node:path";

// src/project/lockfiles.ts
var LockfileError = class extends Error {
};
function exactVersion(value) {
  return typeof value === "string" ? valid(value) ?? void 0 : void 0;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function own(object, key) {
  return isObject(object) && Object.hasOwn(object, key) ? object[key] : void 0;
}
function parseJsonObject(text, what) {
  let value;
  const body = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  try {
    value = JSON.parse(body);
  } catch {
    throw new LockfileError(`not valid JSON (${strictJsonSyntaxError(body)})`);
  }
  if (!isObject(value)) throw new LockfileError(`not a ${what} (the top level is not an object)`);
  return value;
}
function readNpmLock(text) {
  const lock = parseJsonObject(text, "package lock");
  const packages = own(lock, "packages");
  const dependencies = own(lock, "dependencies");
  if (packages === void 0 && dependencies === void 0 && own(lock, "lockfileVersion") === void 0) {
    throw new LockfileError("not a package lock (no lockfileVersion, packages or dependencies)");
  }
  const versionOf = (name, { importer }) => {
    if (isObject(packages)) {
      const keys = importer ? [`${importer}/node_modules/${name}`, `node_modules/${name}`] : [`node_modules/${name}`];
      for (const key of keys) {
        let entry = own(packages, key);
        const resolved = own(entry, "resolved");
        if (own(entry, "link") === true && typeof resolved === "string") entry = own(packages, resolved);
        const realName = own(entry, "name");
        if (realName !== void 0 && realName !== name) continue;
        const version = exactVersion(own(entry, "version"));
        if (version) return version;
      }
    }
    if (!importer) return exactVersion(own(own(dependencies, name), "version"));
    return void 0;
  };
  return { versionOf, hasImporter: (importer) => importer === "" || own(packages, importer) !== void 0 };
}
var DEP_FIELDS = ["dependencies", "devDependencies", "optionalDependencies"];
function pnpmVersion(raw) {
  if (typeof raw !== "string" && typeof raw !== "number") return void 0;
  let value = String(raw);
  const paren = value.indexOf("(");
  if (paren !== -1) value = value.slice(0, paren);
  const exact = exactVersion(value);
  if (exact) return exact;
  const underscore = value.indexOf("_");
  return underscore === -1 ? void 0 : exactVersion(value.slice(0, underscore));
}
var VERSION_WINDOW = 300;
function readPnpmLock(text) {
  let lock;
  try {
    const doc = parseYamlDocument(text);
    const error = doc.errors[0];
    if (error) throw error;
    lock = doc.toJS({ maxAliasCount: 0 });
  } catch (error) {
    throw new LockfileError(`not valid YAML (${error.message.split("\n")[0]})`);
  }
  if (!isObject(lock) || own(lock, "lockfileVersion") === void 0) throw new LockfileError("not a pnpm lockfile (no lockfileVersion)");
  const importers = own(lock, "importers");
  const packageKeys = [...Object.keys(isObject(own(lock, "packages")) ? lock.packages : {}), ...Object.keys(isObject(own(lock, "snapshots")) ? lock.snapshots : {})];
  let byName;
  const keyVersions = () => {
    if (byName) return byName;
    byName = /* @__PURE__ */ new Map();
    for (const key of packageKeys) {
      const bare = key.startsWith("/") ? key.slice(1) : key;
      for (let i = 1; i < bare.length; i++) {
        const c = bare[i];
        if (c !== "@" && c !== "/") continue;
        const version = pnpmVersion(bare.slice(i + 1, i + 1 + VERSION_WINDOW));
        if (!version) continue;
        const name = bare.slice(0, i);
        let versions = byName.get(name);
        if (!versions) byName.set(name, versions = /* @__PURE__ */ new Set());
        versions.add(version);
      }
    }
    return byName;
  };
  const versionOf = (name, { importer }) => {
    const project = isObject(importers) ? own(importers, importer || ".") : importer ? void 0 : lock;
    for (const field of DEP_FIELDS) {
      const dep = own(own(project, field), name);
      const version = pnpmVersion(isObject(dep) ? own(dep, "version") : dep);
      if (version) return version;
    }
    const versions = keyVersions().get(name);
    return versions?.size === 1 ? [...versions][0] : void 0;
  };
  return { versionOf, hasImporter: (importer) => importer === "" || own(importers, importer) !== void 0 };
}
function readYarnLock(text) {
  const byName = /* @__PURE__ */ new Map();
  let current;
  let headers = 0;
  let content = 0;
  for (const rawLine of text.split(/\r?\n/)) {
    if (rawLine.trim() === "" || rawLine.startsWith("#")) continue;
    content++;
    if (!/^\s/.test(rawLine)) {
      current = void 0;
      if (!rawLine.endsWith(":")) continue;
      headers++;
      const names = /* @__PURE__ */ new Map();
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
      current = void 0;
    }
  }
  if (content > 0 && headers === 0) throw new LockfileError("not a yarn lockfile (no entries could be read)");
  const answers = /* @__PURE__ */ new Map();
  const versionOf = (name, context) => {
    const key = `${name}\0${context.declared ?? ""}\0${context.declared === void 0}`;
    if (answers.has(key)) return answers.get(key);
    const answer = yarnVersionOf(name, context);
    answers.set(key, answer);
    return answer;
  };
  const yarnVersionOf = (name, { declared }) => {
    const entries2 = byName.get(name) ?? [];
    if (declared !== void 0) {
      const wanted = declared.replace(/^npm:/, "");
      const match = entries2.find((e) => e.ranges.includes(wanted));
      if (match) return match.version;
    }
    const versions = [...new Set(entries2.map((e) => e.version))];
    if (versions.length === 1) return versions[0];
    if (declared !== void 0 && validRange(declared)) {
      const satisfying = versions.filter((v) => satisfies(v, declared));
      if (satisfying.length === 1) return satisfying[0];
    }
    return void 0;
  };
  return { versionOf, hasImporter: (importer) => importer === "" || text.includes(`@workspace:${importer}"`) || text.includes(`@workspace:${importer}:`) };
}
function yarnDescriptor(descriptor) {
  const at = descriptor.indexOf("@", descriptor.startsWith("@") ? 1 : 0);
  if (at <= 0) return void 0;
  const name = descriptor.slice(0, at);
  const range = descriptor.slice(at + 1).replace(/^npm:/, "");
  if (range.includes(":") || range.includes("@") || range.includes("/")) return void 0;
  return { name, range };
}
function readManifest(text) {
  const json = parseJsonObject(text, "package.json");
  const declared = /* @__PURE__ */ new Map();
  for (const field of DEP_FIELDS) {
    const deps = own(json, field);
    if (!isObject(deps)) continue;
    for (const [name, range] of Object.entries(deps)) if (typeof range === "string") declared.set(name, range);
  }
  return { name: own(json, "name"), workspaces: own(json, "workspaces") !== void 0, version: exactVersion(own(json, "version")), declared };
}

// src/project/root.ts
import fs from "node:fs";
import path from "node:path";
var LOCKFILES = ["npm-shrinkwrap.json", "package-lock.json", "pnpm-lock.yaml", "yarn.lock"];
function exists(file) {
  try {
    return fs.statSync(file, { throwIfNoEntry: false }) !== void 0;
  } catch {
    return false;
  }
}
function isBoundary(dir, stopDir) {
  return dir === stopDir || exists(path.join(dir, ".git"));
}
function findProjectRoot(startDir, stopDir) {
  const stop = stopDir === void 0 ? void 0 : path.resolve(stopDir);
  let dir = path.resolve(startDir);
  for (; ; ) {
    if (exists(path.join(dir, "package.json")) || LOCKFILES.some((f) => exists(path.join(dir, f)))) {
      return { root: dir, boundary: findBoundary(dir, stop) };
    }
    if (isBoundary(dir, stop)) return void 0;
    const parent = path.dirname(dir);
    if (parent === dir) return void 0;
    dir = parent;
  }
}
function findBoundary(from, stop) {
  let dir = from;
  for (; ; ) {
    if (isBoundary(dir, stop)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return void 0;
    dir = parent;
  }
}
function lockfileCandidates(location) {
  const dirs = [];
  let dir = location.root;
  for (; ; ) {
    dirs.push(dir);
    if (dir === location.boundary) return dirs;
    const parent = path.dirname(dir);
    if (parent === dir) return dirs;
    dir = parent;
  }
}

// src/project/versions.ts
var NO_PROJECT = { root: void 0, npmVersion: () => void 0 };
var MAX_PROJECT_FILE_BYTES = 64 * 1024 * 1024;
var NPM_NAME = /^(?:@[a-z0-9~][a-z0-9._~-]*\/)?[a-z0-9~][a-z0-9._~-]*$/i;
var READERS = {
  "npm-shrinkwrap.json": readNpmLock,
  "package-lock.json": readNpmLock,
  "pnpm-lock.yaml": readPnpmLock,
  "yarn.lock": readYarnLock
};
var factsByRoot = /* @__PURE__ */ new Map();
var lockfilesByDir = /* @__PURE__ */ new Map();
function lockfilesIn(dir) {
  let present = lockfilesByDir.get(dir);
  if (present === void 0) {
    present = LOCKFILES.filter((f) => fs2.existsSync(path2.join(dir, f)));
    lockfilesByDir.set(dir, present);
  }
  return present;
}
function loadProjectFacts(startDir, stopDir) {
  const location = findProjectRoot(startDir, stopDir);
  if (!location) return NO_PROJECT;
  const key = `${location.root}\0${location.boundary ?? ""}`;
  let facts = factsByRoot.get(key);
  if (!facts) {
    facts = createFacts(location);
    factsByRoot.set(key, facts);
  }
  return facts;
}
function createFacts(location) {
  const { root } = location;
  const problems = [];
  const files = /* @__PURE__ */ new Map();
  function load3(file, parse) {
    let stat;
    try {
      stat = fs2.statSync(file, { throwIfNoEntry: false });
    } catch {
      return void 0;
    }
    if (!stat?.isFile()) return void 0;
    const signature = `${stat.size}:${stat.mtimeMs}`;
    const cached = files.get(file);
    if (cached?.signature === signature) return cached.value;
    let value;
    try {
      if (stat.size > MAX_PROJECT_FILE_BYTES) throw new LockfileError(`larger than ${MAX_PROJECT_FILE_BYTES / 1024 / 1024} MB`);
      value = parse(fs2.readFileSync(file, "utf8"));
    } catch (error) {
      const reason = error instanceof LockfileError ? error.message : `could not be read (${error.code ?? error.message})`;
      const problem = `${file}: ${reason}; the versions it holds are ignored`;
      if (!problems.includes(problem)) problems.push(problem);
    }
    files.set(file, { signature, value });
    return value;
  }
  const manifestAt = (dir) => load3(path2.join(dir, "package.json"), readManifest);
  const relative = (file) => path2.relative(root, file).split(path2.sep).join("/");
  let lockDir;
  function findLockDir() {
    for (const dir of lockfileCandidates(location)) {
      const present = lockfilesIn(dir);
      if (present.length === 0) continue;
      const importer = path2.relative(dir, root).split(path2.sep).join("/");
      if (importer === "") return { dir, importer };
      const covers = present.some((f) => {
        const lookup = load3(path2.join(dir, f), READERS[f]);
        return lookup?.hasImporter(importer) === true || f === "yarn.lock" && manifestAt(dir)?.workspaces === true;
      });
      return covers ? { dir, importer } : null;
    }
    return null;
  }
  function npmVersion(name) {
    if (!NPM_NAME.test(name)) return void 0;
    const declared = manifestAt(root)?.declared.get(name);
    lockDir ??= findLockDir();
    if (lockDir) {
      for (const lockfile of LOCKFILES) {
        const file = path2.join(lockDir.dir, lockfile);
        const version = load3(file, READERS[lockfile])?.versionOf(name, { importer: lockDir.importer, declared });
        if (version) return { version, source: relative(file) };
      }
    }
    const moduleDirs = lockDir && lockDir.dir !== root ? [root, lockDir.dir] : [root];
    for (const dir of moduleDirs) {
      const file = path2.join(dir, "node_modules", ...name.split("/"), "package.json");
      const installed = load3(file, readManifest);
      if (installed && installed.name === name && installed.version) return { version: installed.version, source: relative(file) };
    }
    const exact = exactVersion(declared);
    return exact ? { version: exact, source: "package.json" } : void 0;
  }
  return { root, npmVersion, problems };
}

// src/hosts/formats/tree.ts
function node(type, offset, length, value) {
  const n = { type, offset, length };
  if (value !== void 0) n.value = value;
  if (type === "object" || type === "array" || type === "property") n.children = [];
  return n;
}
function propertyNode(key, value, end = value.offset + value.length) {
  const p = node("property", key.offset, Math.max(end, key.offset + key.length) - key.offset);
  p.children = [key, value];
  p.colonOffset = key.offset + key.length;
  return p;
}
function scalarNode(value, offset, length) {
  if (value === null || value === void 0) return node("null", offset, length, null);
  if (typeof value === "string") return node("string", offset, length, value);
  if (typeof value === "number") return node("number", offset, length, value);
  if (typeof value === "bigint") return node("number", offset, length, Number(value));
  if (typeof value === "boolean") return node("boolean", offset, length, value);
  return node("string", offset, length, value instanceof Date ? value.toISOString() : String(value));
}
function tooDeepNode(root, max) {
  const stack = [[root, 0]];
  while (stack.length > 0) {
    const [n, above] = stack.pop();
    const depth = n.type === "object" || n.type === "array" ? above + 1 : above;
    if (depth > max) return n;
    for (const child2 of n.children ?? []) stack.push([child2, depth]);
  }
  return void 0;
}
function linkParents(root) {
  const stack = [root];
  while (stack.length > 0) {
    const n = stack.pop();
    for (const child2 of n.children ?? []) {
      child2.parent = n;
      stack.push(child2);
    }
  }
  return root;
}

// src/hosts/formats/toml.ts
var toml;
var load = () => toml ??= __require("./vendor/toml-eslint-parser.cjs");
var TOO_DEEP = `TOML nested deeper than ${MAX_JSON_DEPTH} levels: no MCP config needs this, the file is likely corrupt or hostile`;
function tooDeep(offset) {
  return { tree: void 0, fatal: true, problems: [{ offset, length: 1, kind: "syntax", message: TOO_DEEP }] };
}
var keyIndex = /* @__PURE__ */ new WeakMap();
function parseToml(text) {
  const nesting = bracketNesting(text, MAX_JSON_DEPTH);
  if (nesting !== void 0) return tooDeep(nesting);
  let ast;
  try {
    ast = load().parseTOML(text);
  } catch (error) {
    const e = error;
    if (typeof e.index !== "number") throw error;
    return { tree: void 0, fatal: true, problems: [{ offset: e.index, length: 1, kind: "syntax", message: lowerFirst(e.message ?? "syntax error") }] };
  }
  const root = node("object", 0, text.length);
  const top = ast.body[0];
  for (const item of top?.body ?? []) {
    if (item.type === "TOMLKeyValue") {
      addKeyValue(root, item);
      continue;
    }
    const parts = item.key.keys;
    let target = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      if (last && item.kind === "array") {
        const array = child(target, part, () => node("array", item.range[0], item.range[1] - item.range[0]));
        const element = node("object", item.range[0], item.range[1] - item.range[0]);
        array.children.push(element);
        target = element;
      } else {
        target = intoObject(child(target, part, () => node("object", item.range[0], item.range[1] - item.range[0])));
      }
    });
    for (const kv of item.body) addKeyValue(target, kv);
  }
  const deep = tooDeepNode(root, MAX_JSON_DEPTH);
  if (deep) return tooDeep(deep.offset);
  return { tree: linkParents(root), problems: [], fatal: false };
}
function bracketNesting(text, max) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 35) {
      const nl = text.indexOf("\n", i);
      if (nl === -1) return void 0;
      i = nl;
    } else if (c === 34 || c === 39) {
      i = stringEnd(text, i);
    } else if (c === 91 || c === 123) {
      if (++depth > max) return i;
    } else if ((c === 93 || c === 125) && depth > 0) depth--;
  }
  return void 0;
}
function stringEnd(text, start) {
  const quote = text[start];
  const escapes = quote === '"';
  const triple = text.startsWith(quote.repeat(3), start);
  for (let i = start + (triple ? 3 : 1); i < text.length; i++) {
    const c = text[i];
    if (escapes && c === "\\") i++;
    else if (!triple && c === "\n") return i;
    else if (c === quote && (!triple || text.startsWith(quote.repeat(3), i))) {
      if (triple) {
        let end = i + 2;
        while (text[end + 1] === quote && end - i < 4) end++;
        return end;
      }
      return i;
    }
  }
  return text.length;
}
function addKeyValue(object, kv) {
  const parts = kv.key.keys;
  let target = object;
  parts.forEach((part, i) => {
    if (i < parts.length - 1) {
      target = intoObject(child(target, part, () => node("object", part.range[0], kv.range[1] - part.range[0])));
    } else {
      const value = convert(kv.value);
      addProperty(target, keyName(part), propertyNode(keyNode(part), value));
    }
  });
}
function child(object, part, make) {
  const name = keyName(part);
  const found = keyIndex.get(object)?.get(name)?.children?.[1];
  if (found) return found;
  const value = make();
  addProperty(object, name, propertyNode(keyNode(part), value, value.offset + value.length));
  return value;
}
function addProperty(object, name, property2) {
  object.children.push(property2);
  let index = keyIndex.get(object);
  if (!index) keyIndex.set(object, index = /* @__PURE__ */ new Map());
  if (!index.has(name)) index.set(name, property2);
}
function intoObject(n) {
  if (n.type === "array") return n.children[n.children.length - 1] ?? n;
  return n;
}
function keyNode(part) {
  return node("string", part.range[0], part.range[1] - part.range[0], keyName(part));
}
function keyName(part) {
  return part.type === "TOMLBare" ? part.name : part.value;
}
function convert(value) {
  const [start, end] = value.range;
  switch (value.type) {
    case "TOMLArray": {
      const array = node("array", start, end - start);
      for (const element of value.elements) array.children.push(convert(element));
      return array;
    }
    case "TOMLInlineTable": {
      const object = node("object", start, end - start);
      for (const kv of value.body) addKeyValue(object, kv);
      return object;
    }
    default:
      return value.kind === "string" || value.kind === "integer" || value.kind === "float" || value.kind === "boolean" ? scalarNode(value.value, start, end - start) : scalarNode(String(value.value instanceof Date ? value.value.toISOString() : value.value), start, end - start);
  }
}
function lowerFirst(message) {
  return message.charAt(0).toLowerCase() + message.slice(1);
}

// src/hosts/formats/yaml.ts
var yaml;
var load2 = () => yaml ??= __require("./vendor/yaml.cjs");
var MAX_DEPTH = MAX_YAML_DEPTH;
var MAX_NODES = 2e5;
function parseYaml(text) {
  const doc = parseYamlDocument(text, { strict: true });
  if (doc.errors.length > 0) {
    return {
      tree: void 0,
      fatal: true,
      problems: doc.errors.map((e) => ({ offset: e.pos[0], length: Math.max(1, e.pos[1] - e.pos[0]), kind: "syntax", message: firstSentence(e.message) }))
    };
  }
  try {
    const tree = doc.contents ? convert2(doc, doc.contents, 0, { nodes: 0 }) : node("object", 0, 0);
    return { tree: linkParents(tree), problems: [], fatal: false };
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
    return { tree: void 0, fatal: true, problems: [{ offset: error.offset, length: 1, kind: "syntax", message: error.message }] };
  }
}
var TooLarge = class extends Error {
  constructor(offset, message) {
    super(message);
    this.offset = offset;
  }
  offset;
};
function convert2(doc, n, depth, count) {
  const { isAlias, isMap, isScalar, isSeq } = load2();
  const [start, end] = n.range ?? [0, 0];
  if (depth > MAX_DEPTH) throw new TooLarge(start, `YAML nested deeper than ${MAX_DEPTH} levels: no MCP config needs this, the file is likely corrupt or hostile`);
  if (++count.nodes > MAX_NODES) throw new TooLarge(start, `YAML expands to more than ${MAX_NODES} values (aliases repeating aliases): no MCP config needs this, the file is likely corrupt or hostile`);
  if (isAlias(n)) {
    const target = n.resolve(doc);
    return target ? convert2(doc, target, depth + 1, count) : node("null", start, end - start, null);
  }
  if (isMap(n)) {
    const object = node("object", start, end - start);
    for (const pair of n.items) {
      const key = pair.key;
      if (!key || !isScalar(key)) continue;
      const [ks, ke] = key.range ?? [0, 0];
      const keyNode2 = node("string", ks, ke - ks, String(key.value));
      const value = pair.value ? convert2(doc, pair.value, depth + 1, count) : node("null", ke, 0, null);
      object.children.push(propertyNode(keyNode2, value));
    }
    return object;
  }
  if (isSeq(n)) {
    const array = node("array", start, end - start);
    for (const item of n.items) {
      array.children.push(item ? convert2(doc, item, depth + 1, count) : node("null", start, 0, null));
    }
    return array;
  }
  if (isScalar(n)) return scalarNode(n.value, start, end - start);
  return node("null", start, end - start, null);
}
function firstSentence(message) {
  const line = message.split("\n")[0] ?? message;
  return line.replace(/ at line \d+, column \d+:?$/, "");
}

// src/hosts/formats/index.ts
var FORMAT_NAMES = { json: "JSON", yaml: "YAML", toml: "TOML" };
function formatOf(host) {
  return host.format ?? "json";
}
function parseDocument(text, host) {
  switch (formatOf(host)) {
    case "yaml":
      return parseYaml(text);
    case "toml":
      return parseToml(text);
    default:
      return parseJson(text, host.jsonc);
  }
}

// src/hosts/model.ts
var URL_KEYS = ["url", "serverUrl", "httpUrl"];
var DEFAULT_FIELDS = {
  type: [["type"]],
  command: [["command"]],
  args: [["args"]],
  env: [["env"]],
  url: URL_KEYS.map((k) => [k]),
  headers: [["headers"]]
};
function serverMapsOf(host, root) {
  if (host.serverMaps) return host.serverMaps(root);
  const maps = [];
  for (const key of [host.serverMapKey, ...host.foreignServerMapKeys]) {
    const node2 = property(root, key);
    if (node2) maps.push({ path: [key], node: node2, shape: "object", ignoredByHost: key !== host.serverMapKey });
  }
  return maps;
}
function buildModel(host, root) {
  const model = { host, root, serverMap: void 0, serverMaps: [], servers: [], hooks: [], inputsNode: void 0, inputs: [] };
  if (root?.type !== "object") return model;
  if (host.hookMaps) model.hooks = host.hookMaps(root).flatMap(hookCommands);
  model.serverMaps = serverMapsOf(host, root);
  model.serverMap = host.serverMaps ? model.serverMaps.find((m) => !m.ignoredByHost)?.node : property(root, host.serverMapKey);
  for (const map of model.serverMaps) {
    if (map.shape === "list") {
      (map.node.type === "array" ? map.node.children ?? [] : []).forEach((item, index) => {
        const nameNode = property(item, "name");
        const name = stringValue(nameNode);
        if (item.type !== "object" || name === void 0 || !nameNode || host.isBuiltin?.(item)) return;
        model.servers.push(buildServer(host, name, nameNode, item, pointer(...map.path, index), map.ignoredByHost));
      });
      continue;
    }
    for (const entry of entries(map.node)) {
      if (entry.value.type !== "object" || host.isBuiltin?.(entry.value) || map.exclude?.includes(entry.key)) continue;
      model.servers.push(buildServer(host, entry.key, entry.keyNode, entry.value, pointer(...map.path, entry.key), map.ignoredByHost));
    }
  }
  if (host.inputs) {
    model.inputsNode = property(root, "inputs");
    (model.inputsNode?.children ?? []).forEach((item, i) => {
      const idNode = property(item, "id");
      const id = stringValue(idNode);
      if (id !== void 0 && idNode) {
        model.inputs.push({ id, node: item, idNode, pointer: pointer("inputs", i), password: property(item, "password")?.value === true });
      }
    });
  }
  return model;
}
function nodeAt(node2, keys) {
  let at = node2;
  for (const key of keys) at = property(at, key);
  return at;
}
function buildServer(host, name, keyNode2, node2, at, ignoredByHost) {
  const paths = (field) => host.serverFields?.[field] ?? DEFAULT_FIELDS[field];
  const find = (field) => {
    for (const keys of paths(field)) {
      const n = nodeAt(node2, keys);
      if (n) return [n, keys];
    }
    return [void 0, []];
  };
  const str = (field) => {
    for (const keys of paths(field)) {
      const n = nodeAt(node2, keys);
      const v = stringValue(n);
      if (v !== void 0 && n) return { value: v, node: n, pointer: `${at}${pointer(...keys)}` };
    }
    return void 0;
  };
  const keyed = (field) => {
    const [n, keys] = find(field);
    return [
      n,
      entries(n).map((e) => ({
        key: e.key,
        keyNode: e.keyNode,
        valueNode: e.value,
        value: stringValue(e.value),
        pointer: `${at}${pointer(...keys, e.key)}`
      }))
    ];
  };
  const [commandNode, commandKeys] = find("command");
  const commandList = host.commandArray && commandNode?.type === "array" ? commandNode : void 0;
  const [argsNode, argsKeys] = commandList ? [commandList, commandKeys] : find("args");
  const args = [];
  if (argsNode?.type === "array") {
    (argsNode.children ?? []).forEach((child2, index) => {
      const v = stringValue(child2);
      if (commandList && index === 0) return;
      if (v !== void 0) args.push({ value: v, node: child2, pointer: `${at}${pointer(...argsKeys, index)}`, index });
    });
  }
  const [envNode, env] = keyed("env");
  const [headersNode, headers] = keyed("headers");
  const type = str("type");
  const url = str("url");
  const first = commandList?.children?.[0];
  const command = commandList ? stringValue(first) !== void 0 && first ? { value: stringValue(first), node: first, pointer: `${at}${pointer(...commandKeys, 0)}` } : void 0 : str("command");
  const server = {
    name,
    keyNode: keyNode2,
    node: node2,
    pointer: at,
    ignoredByHost,
    type,
    transport: transportOf(host, type?.value, command !== void 0, url?.value),
    command,
    argsNode,
    args,
    envNode,
    env,
    url,
    headersNode,
    headers,
    launch: command ? parseLaunch(command.value, args.map((a) => a.value)) : void 0
  };
  if (host.isDisabled?.(node2)) server.disabled = true;
  return server;
}
function transportOf(host, type, hasCommand, url) {
  if (type !== void 0 && host.transportAliases && Object.hasOwn(host.transportAliases, type)) return host.transportAliases[type];
  switch (type) {
    case "stdio":
    case "http":
    case "sse":
    case "streamable-http":
    case "ws":
      return type;
    case void 0:
      if (hasCommand) return "stdio";
      if (url) return /^wss?:/i.test(url) ? "ws" : "http";
      return "unknown";
    default:
      return "unknown";
  }
}
function hookCommands(map) {
  const out = [];
  const add = (hook, at, name, label) => {
    const commandNode = property(hook, "command");
    const command = stringValue(commandNode);
    if (command === void 0 || !commandNode) return;
    const argsNode = property(hook, "args");
    const args = [];
    (argsNode?.type === "array" ? argsNode.children ?? [] : []).forEach((child2, index) => {
      const v = stringValue(child2);
      if (v !== void 0) args.push({ value: v, node: child2, pointer: `${at}/args/${index}`, index });
    });
    out.push({
      name,
      kind: "hook",
      label,
      keyNode: commandNode,
      node: hook,
      pointer: at,
      ignoredByHost: false,
      type: void 0,
      transport: "stdio",
      command: { value: command, node: commandNode, pointer: `${at}/command` },
      argsNode,
      args,
      envNode: void 0,
      env: [],
      url: void 0,
      headersNode: void 0,
      headers: [],
      launch: parseLaunch(command, args.map((a) => a.value))
    });
  };
  if (map.shape === "monitors") {
    (map.node.type === "array" ? map.node.children ?? [] : []).forEach((monitor, i) => {
      const name = stringValue(property(monitor, "name")) ?? String(i);
      add(monitor, pointer(...map.path, i), name, `monitor ${JSON.stringify(name)}`);
    });
    return out;
  }
  if (map.shape === "lsp") {
    for (const e of entries(map.node)) add(e.value, pointer(...map.path, e.key), e.key, `LSP server ${JSON.stringify(e.key)}`);
    return out;
  }
  for (const event of entries(map.node)) {
    (event.value.type === "array" ? event.value.children ?? [] : []).forEach((group, g) => {
      const list = property(group, "hooks");
      const matcher = stringValue(property(group, "matcher"));
      (list?.type === "array" ? list.children ?? [] : []).forEach((hook, h) => {
        const type = stringValue(property(hook, "type"));
        if (type !== void 0 && type !== "command") return;
        add(hook, pointer(...map.path, event.key, g, "hooks", h), `${event.key}[${g}]`, `hook ${event.key}${matcher ? ` (${JSON.stringify(matcher)})` : ""}`);
      });
    });
  }
  return out;
}

export {
  LOCKFILES,
  findProjectRoot,
  lockfileCandidates,
  NO_PROJECT,
  loadProjectFacts,
  parseToml,
  FORMAT_NAMES,
  formatOf,
  parseDocument,
  buildModel
};
