import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

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
function parseNpmrc(text, env) {
  const out = /* @__PURE__ */ new Map();
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === "" || line.startsWith(";") || line.startsWith("#") || line.startsWith("[")) continue;
    const eq = line.indexOf("=");
    if (eq === -1) continue;
    let key = line.slice(0, eq).trim();
    let value = line.slice(eq + 1).trim();
    if (/^".*"$/.test(value) || /^'.*'$/.test(value)) value = value.slice(1, -1);
    const expandedKey = expandEnv(key, env);
    const expanded = expandEnv(value, env);
    if (expandedKey === void 0 || expanded === void 0) continue;
    key = expandedKey;
    if (key.endsWith("[]")) {
      const name = key.slice(0, -2);
      const list = out.get(name);
      out.set(name, [...Array.isArray(list) ? list : list === void 0 ? [] : [list], expanded]);
    } else {
      out.set(key, expanded);
    }
  }
  return out;
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
function readIfPresent(file, env) {
  try {
    return parseNpmrc(fs.readFileSync(file, "utf8"), env);
  } catch {
    return void 0;
  }
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
  const layers = [];
  const files = [];
  for (const file of [globalFile, userFile, projectFile]) {
    if (files.includes(file)) continue;
    const raw = readIfPresent(file, env);
    if (raw) {
      layers.push(raw);
      files.push(file);
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
    files
  };
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
  LookupError,
  resolveCacheDir
};
