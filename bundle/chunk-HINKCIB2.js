import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  isExactVersion
} from "./chunk-LQ224KYA.js";
import {
  __toESM,
  isUnprintable,
  require_semver
} from "./chunk-H5NEIHFH.js";

// src/registry/npmrc.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
var DEFAULT_NPM_REGISTRY = "https://registry.npmjs.org/";
var PLAIN_KEYS = {
  registry: "registry",
  ca: "ca",
  cert: "cert",
  key: "key",
  "strict-ssl": "strictSSL",
  proxy: "proxy",
  "https-proxy": "httpsProxy",
  noproxy: "noProxy",
  "no-proxy": "noProxy",
  "local-address": "localAddress",
  maxsockets: "maxSockets"
};
var RETRY_KEYS = {
  "fetch-retries": "retries",
  "fetch-retry-factor": "factor",
  "fetch-retry-mintimeout": "minTimeout",
  "fetch-retry-maxtimeout": "maxTimeout"
};
var AUTH_SUFFIXES = [":_authToken", ":_auth", ":username", ":_password", ":certfile", ":keyfile", ":always-auth"];
var TRUST_PROJECT_NPMRC_ENV = "MCP_AUDIT_TRUST_PROJECT_NPMRC";
function parseNpmrc(text, env, onUnexpanded) {
  const out = /* @__PURE__ */ new Map();
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === "" || line.startsWith(";") || line.startsWith("#") || line.startsWith("[")) continue;
    const eq = line.indexOf("=");
    if (eq === -1) continue;
    let key = line.slice(0, eq).trim();
    let value = line.slice(eq + 1).trim();
    if (/^".*"$/.test(value) || /^'.*'$/.test(value)) value = value.slice(1, -1);
    if (env === void 0) {
      if (/\$\{/.test(key) || /\$\{/.test(value)) {
        onUnexpanded?.(key);
        continue;
      }
      setValue(out, key, value);
      continue;
    }
    const expandedKey = expandEnv(key, env);
    const expanded = expandEnv(value, env);
    if (expandedKey === void 0 || expanded === void 0) continue;
    setValue(out, expandedKey, expanded);
  }
  return out;
}
function setValue(out, key, value) {
  if (key.endsWith("[]")) {
    const name = key.slice(0, -2);
    const list = out.get(name);
    out.set(name, [...Array.isArray(list) ? list : list === void 0 ? [] : [list], value]);
  } else {
    out.set(key, value);
  }
}
function expandEnv(text, env) {
  let missing = false;
  const result = text.replace(/(\\*)\$\{([^${}?]+)(\?)?\}/g, (whole, slashes, name, optional) => {
    if (slashes.length % 2 === 1) return whole.slice(1);
    const value = env[name];
    if (value === void 0 && !optional) missing = true;
    return `${slashes}${value ?? ""}`;
  });
  return missing ? void 0 : result;
}
function readIfPresent(file, env, onUnexpanded) {
  let text;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return void 0;
  }
  return parseNpmrc(text, env, onUnexpanded);
}
function settingKind(key) {
  if (key === "registry") return "the registry";
  if (/^@[^/:]+:registry$/.test(key)) return "scoped registries";
  if (key.startsWith("//") && AUTH_SUFFIXES.some((s) => key.endsWith(s))) return "credentials";
  if (key === "proxy" || key === "https-proxy" || key === "noproxy" || key === "no-proxy") return "a proxy";
  if (key === "ca" || key === "cafile" || key === "cert" || key === "key" || key === "strict-ssl") return "TLS settings";
  if (key in PLAIN_KEYS || key in RETRY_KEYS || key === "fetch-timeout") return "network settings";
  return void 0;
}
function kindsOf(keys) {
  const order = ["the registry", "scoped registries", "credentials", "a proxy", "TLS settings", "network settings"];
  const kinds = /* @__PURE__ */ new Set();
  for (const key of keys) {
    const kind = settingKind(key.endsWith("[]") ? key.slice(0, -2) : key);
    if (kind) kinds.add(kind);
  }
  return order.filter((k) => kinds.has(k));
}
function andList(items) {
  return items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
function isTruthy(value) {
  return value !== void 0 && /^(1|true|yes|on)$/i.test(value.trim());
}
function localPrefix(cwd) {
  let dir = path.resolve(cwd);
  for (; ; ) {
    if (fs.existsSync(path.join(dir, "package.json")) || fs.existsSync(path.join(dir, "node_modules"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(cwd);
    dir = parent;
  }
}
function envConfig(env) {
  const out = /* @__PURE__ */ new Map();
  for (const [name, value] of Object.entries(env)) {
    if (value === void 0 || !/^npm_config_/i.test(name)) continue;
    const key = name.slice("npm_config_".length);
    out.set(key.startsWith("//") || key.startsWith("@") ? key : key.toLowerCase().replace(/_/g, "-"), value);
  }
  return out;
}
function getEnv(env, ...names) {
  for (const n of names) if (env[n] !== void 0 && env[n] !== "") return env[n];
  return void 0;
}
function loadNpmSettings(input) {
  const { env } = input;
  const home = input.home ?? getEnv(env, "HOME", "USERPROFILE") ?? os.homedir();
  const fromEnv = envConfig(env);
  const at = (key) => {
    const v = fromEnv.get(key);
    return typeof v === "string" ? v : void 0;
  };
  const prefix = at("prefix") ?? (process.platform === "win32" ? path.dirname(process.execPath) : path.dirname(path.dirname(process.execPath)));
  const globalFile = at("globalconfig") ?? path.join(prefix, "etc", "npmrc");
  const userFile = at("userconfig") ?? path.join(home, ".npmrc");
  const projectFile = path.join(localPrefix(input.cwd), ".npmrc");
  const trustProject = input.trustProject ?? isTruthy(env[TRUST_PROJECT_NPMRC_ENV]);
  const layers = [];
  const files = [];
  const notices = [];
  for (const file of [globalFile, userFile]) {
    if (files.includes(file)) continue;
    const raw = readIfPresent(file, env);
    if (raw) {
      layers.push(raw);
      files.push(file);
    }
  }
  if (!files.includes(projectFile) && projectFile !== globalFile && projectFile !== userFile) {
    const shown = shownPath(projectFile, input.cwd);
    const unexpanded = [];
    const raw = readIfPresent(projectFile, void 0, (key) => unexpanded.push(key));
    if (raw && trustProject) {
      layers.push(raw);
      files.push(projectFile);
      const kinds = kindsOf(unexpanded);
      if (kinds.length > 0) {
        notices.push(`${shown} (trusted) names environment variables, which are never expanded from a project .npmrc: its ${andList(kinds)} lines that use them were left out (set them in your user .npmrc or npm_config_* variables)`);
      }
    } else if (raw) {
      const kinds = kindsOf([...raw.keys(), ...unexpanded]);
      if (kinds.length > 0) {
        notices.push(`ignored ${andList(kinds)} set in the project's ${shown}: a scanned repository does not choose where mcp-audit connects or what it sends; your user and global npm config were used (trust the project's .npmrc with --trust-project-npmrc or ${TRUST_PROJECT_NPMRC_ENV}=1)`);
      }
    }
  }
  const proxyDefaults = /* @__PURE__ */ new Map();
  const httpsProxy = getEnv(env, "HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy");
  const httpProxy = getEnv(env, "HTTP_PROXY", "http_proxy");
  const noProxy = getEnv(env, "NO_PROXY", "no_proxy");
  if (httpsProxy) proxyDefaults.set("https-proxy", httpsProxy);
  if (httpProxy) proxyDefaults.set("proxy", httpProxy);
  if (noProxy) proxyDefaults.set("noproxy", noProxy);
  const merged = /* @__PURE__ */ new Map();
  for (const layer of [proxyDefaults, ...layers, fromEnv]) for (const [k, v] of layer) merged.set(k, v);
  const options = {};
  const retry = {};
  let timeout;
  const str = (v) => Array.isArray(v) ? v[v.length - 1] : v;
  for (const [key, value] of merged) {
    if (key === "cafile") {
      try {
        options.ca ??= fs.readFileSync(path.resolve(home, str(value).replace(/^~(?=\/|\\|$)/, home)), "utf8");
      } catch {
      }
      continue;
    }
    if (key in PLAIN_KEYS) {
      const target = PLAIN_KEYS[key];
      if (key === "ca") options.ca = Array.isArray(value) ? value : [value];
      else if (key === "strict-ssl") options.strictSSL = str(value) !== "false";
      else if (key === "maxsockets") options.maxSockets = Number(str(value)) || void 0;
      else options[target] = str(value);
      continue;
    }
    if (key in RETRY_KEYS) {
      const n = Number(str(value));
      if (Number.isFinite(n) && n >= 0) retry[RETRY_KEYS[key]] = n;
      continue;
    }
    if (key === "fetch-timeout") {
      const n = Number(str(value));
      if (Number.isFinite(n) && n > 0) timeout = n;
      continue;
    }
    if (/^@[^/:]+:registry$/.test(key) || key.startsWith("//") && AUTH_SUFFIXES.some((s) => key.endsWith(s))) {
      options[key] = str(value);
    }
  }
  const registry = withSlash(typeof options.registry === "string" && options.registry !== "" ? options.registry : DEFAULT_NPM_REGISTRY);
  options.registry = registry;
  for (const key of Object.keys(options)) if (/^@[^/:]+:registry$/.test(key)) options[key] = withSlash(String(options[key]));
  return {
    options,
    registry,
    registryFor(name) {
      const scope = /^(@[^/]+)\//.exec(name)?.[1];
      const scoped = scope ? options[`${scope}:registry`] : void 0;
      return typeof scoped === "string" ? scoped : registry;
    },
    retry,
    ...timeout !== void 0 ? { timeout } : {},
    files,
    notices
  };
}
function shownPath(file, cwd) {
  const rel = path.relative(path.resolve(cwd), file);
  return (rel === "" || rel.startsWith("..") || path.isAbsolute(rel) ? file : rel).split(path.sep).join("/");
}
function withSlash(url) {
  return url.endsWith("/") ? url : `${url}/`;
}
function registryLabel(url) {
  try {
    const u = new URL(url);
    const pathPart = u.pathname.replace(/\/+$/, "");
    return `${u.host}${pathPart}`;
  } catch {
    return "the configured registry";
  }
}

// src/registry/packument.ts
var import_semver = __toESM(require_semver(), 1);
var INSTALL_SCRIPTS = ["preinstall", "install", "postinstall"];
var RegistryDocumentError = class extends Error {
};
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function cleanText(text, max = 300) {
  let visible = "";
  let from = 0;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i);
    const width = cp > 65535 ? 2 : 1;
    if (isUnprintable(cp)) {
      visible += `${text.slice(from, i)} `;
      from = i + width;
    }
    i += width;
  }
  visible += text.slice(from);
  const line = visible.replace(/\s+/g, " ").trim();
  const chars = Array.from(line);
  return chars.length <= max ? line : `${chars.slice(0, max - 1).join("").trimEnd()}\u2026`;
}
function withoutUrls(text) {
  const reduced = text.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]*/gi, (url) => {
    try {
      const u = new URL(url);
      return `${u.protocol}//${u.host}/\u2026`;
    } catch {
      return "<a URL>";
    }
  });
  return cleanText(reduced, 120);
}
function quoteValue(value) {
  if (typeof value === "string") return JSON.stringify(cleanText(value, 60));
  return Array.isArray(value) ? "a list" : value === null ? "null" : typeof value === "object" ? "an object" : `a ${typeof value}`;
}
var SRI_LENGTHS = { sha512: 88, sha384: 64, sha256: 44, sha1: 28 };
var SRI = /^(sha512|sha384|sha256|sha1)-([A-Za-z0-9+/]+={0,2})$/;
function isIntegrity(token) {
  const m = SRI.exec(token);
  return m !== null && m[2].length === SRI_LENGTHS[m[1]];
}
var ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;
function isTime(value) {
  return typeof value === "string" && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value));
}
var TAG_NAME = /^[\x21-\x7e]{1,64}$/;
function strongestIntegrity(value) {
  if (typeof value !== "string" || value.length > 1024) return void 0;
  const tokens = value.trim().split(/\s+/).filter(isIntegrity);
  for (const algorithm of Object.keys(SRI_LENGTHS)) {
    const found = tokens.find((t) => t.startsWith(`${algorithm}-`));
    if (found) return found;
  }
  return void 0;
}
function versionFacts(version, manifest) {
  const facts = { version };
  if (typeof manifest.deprecated === "string" && manifest.deprecated.trim() !== "") facts.deprecated = cleanText(manifest.deprecated);
  const dist = isObject(manifest.dist) ? manifest.dist : {};
  const integrity = strongestIntegrity(dist.integrity);
  if (integrity) facts.integrity = integrity;
  if (isObject(manifest.scripts)) {
    const scripts = {};
    for (const name of INSTALL_SCRIPTS) {
      const command = manifest.scripts[name];
      if (typeof command === "string" && command.trim() !== "") scripts[name] = cleanText(command, 160);
    }
    if (Object.keys(scripts).length > 0) facts.installScripts = scripts;
  }
  if (manifest.hasInstallScript === true || facts.installScripts) facts.hasInstallScript = true;
  return facts;
}
function normalizePackument(doc, expectedName) {
  if (!isObject(doc)) throw new RegistryDocumentError("the answer is not a JSON object");
  if (doc.name !== expectedName) throw new RegistryDocumentError(`the answer describes ${typeof doc.name === "string" ? quoteValue(doc.name) : "no package"}, not ${expectedName}`);
  const versions = {};
  if (isObject(doc.versions)) {
    for (const [version, manifest] of Object.entries(doc.versions)) {
      if (isObject(manifest) && isExactVersion(version)) versions[version] = versionFacts(version, manifest);
    }
  }
  const distTags = {};
  const unusableTags = {};
  if (isObject(doc["dist-tags"])) {
    for (const [tag, version] of Object.entries(doc["dist-tags"])) {
      if (!TAG_NAME.test(tag) || import_semver.default.validRange(tag) !== null) continue;
      if (typeof version === "string" && versions[version]) distTags[tag] = version;
      else unusableTags[tag] = typeof version === "string" && isExactVersion(version) ? `it names ${version}, which the answer does not list` : `it names ${quoteValue(version)}, which is not a version`;
    }
  }
  const packument = { name: expectedName, distTags, versions };
  if (Object.keys(unusableTags).length > 0) packument.unusableTags = unusableTags;
  if (isObject(doc.time)) {
    const times = {};
    for (const [key, value] of Object.entries(doc.time)) {
      if (!isTime(value)) continue;
      if (key === "created") packument.created = value;
      else if (key !== "modified" && versions[key]) times[key] = value;
    }
    packument.times = times;
  }
  return packument;
}
var SEVERITIES = ["critical", "high", "moderate", "low", "info"];
function normalizeAdvisories(entries) {
  if (!Array.isArray(entries)) return [];
  const advisories = [];
  for (const entry of entries) {
    if (!isObject(entry) || !isRange(entry.vulnerable_versions)) continue;
    const url = typeof entry.url === "string" && /^https?:\/\/[\x21-\x7e]{1,500}$/.test(entry.url) ? entry.url : "";
    const ghsa = /GHSA(?:-[23456789cfghjmpqrvwx]{4}){3}/i.exec(url)?.[0];
    const severity = SEVERITIES.find((s) => s === entry.severity) ?? "moderate";
    const id = typeof entry.id === "number" || typeof entry.id === "string" ? String(entry.id) : "";
    advisories.push({
      id: ghsa ?? (ADVISORY_ID.test(id) ? id : "advisory"),
      title: typeof entry.title === "string" ? cleanText(entry.title, 120) : "",
      severity,
      vulnerableVersions: entry.vulnerable_versions,
      url: cleanText(url, 200)
    });
  }
  return advisories;
}
function reviveAdvisories(value) {
  if (!Array.isArray(value)) return void 0;
  const out = [];
  for (const a of value) {
    if (!isObject(a) || typeof a.id !== "string" || typeof a.title !== "string" || typeof a.url !== "string" || !isRange(a.vulnerableVersions)) return void 0;
    const severity = SEVERITIES.find((s) => s === a.severity);
    if (!severity || !ADVISORY_ID.test(a.id)) return void 0;
    out.push({ id: a.id, title: cleanText(a.title, 120), severity, vulnerableVersions: a.vulnerableVersions, url: /^https?:\/\/[\x21-\x7e]{1,500}$/.test(a.url) ? a.url : "" });
  }
  return out;
}
var ADVISORY_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
function isRange(value) {
  return typeof value === "string" && value.length <= 1024 && import_semver.default.validRange(value) !== null;
}

// src/registry/plugin.ts
import os2 from "node:os";
import path2 from "node:path";
var LookupError = class extends Error {
  /** The registry itself is out of reach: further lookups there are skipped. */
  unreachable;
  constructor(reason, options = {}) {
    super(reason);
    this.name = "LookupError";
    this.unreachable = options.unreachable ?? false;
  }
};
function resolveCacheDir(flag, env, cwd) {
  if (flag) return path2.resolve(cwd, flag);
  if (env.MCP_AUDIT_CACHE_DIR) return path2.resolve(cwd, env.MCP_AUDIT_CACHE_DIR);
  if (env.XDG_CACHE_HOME) return path2.join(env.XDG_CACHE_HOME, "mcp-audit");
  if (process.platform === "win32" && env.LOCALAPPDATA) return path2.join(env.LOCALAPPDATA, "mcp-audit", "Cache");
  return path2.join(env.HOME || os2.homedir(), ".cache", "mcp-audit");
}

export {
  loadNpmSettings,
  registryLabel,
  RegistryDocumentError,
  withoutUrls,
  normalizePackument,
  normalizeAdvisories,
  reviveAdvisories,
  LookupError,
  resolveCacheDir
};
