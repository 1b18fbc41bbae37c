// Network facts the insecure-transport rule relies on: what counts as this machine, which names carry
// credentials, and which flags and variables choose the address a local server listens on.

// ---- URLs ----------------------------------------------------------------------------------

export interface UrlParts {
  /** Lower-cased scheme (`http`, `ws`, …). */
  scheme: string;
  /** `user:password` before the `@`, undefined when absent. */
  userinfo: string | undefined;
  /** The host as written (`example.com`, `[::1]`, `${env:HOST}`), without port. */
  host: string;
  /** The query string without `?`, undefined when absent. */
  query: string | undefined;
}

/**
 * Split a URL by hand: WHATWG `URL` rejects host variables such as `http://localhost:${env:PORT}`,
 * which hosts expand before connecting.
 */
export function splitUrl(url: string): UrlParts | undefined {
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)[^?#]*(?:\?([^#]*))?/i.exec(url.trim());
  if (!m) return undefined;
  const authority = m[2]!;
  const at = authority.lastIndexOf("@");
  const hostPort = authority.slice(at + 1);
  let host: string;
  if (hostPort.startsWith("[")) {
    const close = hostPort.indexOf("]");
    host = close === -1 ? hostPort : hostPort.slice(0, close + 1);
  } else {
    const colon = hostPort.indexOf(":");
    host = colon === -1 ? hostPort : hostPort.slice(0, colon);
  }
  return { scheme: m[1]!.toLowerCase(), userinfo: at === -1 ? undefined : authority.slice(0, at), host, query: m[3] };
}

/** The host as the host program will resolve it (`127.1` -> `127.0.0.1`), or undefined when a variable sets it. */
export function canonicalHost(host: string): string | undefined {
  if (host === "" || /[$%{}]/.test(host)) return undefined;
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return host.toLowerCase();
  }
}

/**
 * Whether traffic to this (canonical) host stays on this machine.
 * Loopback: `localhost` and `*.localhost` (RFC 6761 §6.3), 127.0.0.0/8 (RFC 1122 §3.2.1.3), `::1` and its
 * IPv4-mapped form (RFC 4291 §2.5.3, §2.5.5.2). The unspecified addresses `0.0.0.0` / `::` are also
 * answered locally by Linux and macOS, so a client "connecting to 0.0.0.0" never crosses the network.
 */
export function isLocalHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  return (
    h === "localhost" ||
    h.endsWith(".localhost") ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) ||
    h === "[::1]" ||
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(h) ||
    h === "0.0.0.0" ||
    h === "[::]"
  );
}

/** Plain scheme -> its TLS counterpart. */
export const SECURE_SCHEME: Record<string, string> = { http: "https", ws: "wss" };

// ---- credentials ---------------------------------------------------------------------------

/**
 * Header names that carry credentials. `Authorization` / `Proxy-Authorization` (RFC 9110 §11.6.2, §11.7.2),
 * `Cookie` (RFC 6265), and the API-key conventions seen in MCP configs: `X-API-Key`, `Api-Key`,
 * `PRIVATE-TOKEN` (GitLab), `X-Auth-Token`, `X-Goog-Api-Key`, `Ocp-Apim-Subscription-Key` (Azure).
 */
export function isCredentialHeader(name: string): boolean {
  return (
    /^(?:proxy-)?authorization$/i.test(name) ||
    /^cookie$/i.test(name) ||
    /(?:^|[-_])(?:api[-_]?)?key$/i.test(name) ||
    /apikey$/i.test(name) ||
    /token/i.test(name) ||
    /secret/i.test(name) ||
    /passw(?:or)?d/i.test(name) ||
    /(?:^|[-_])auth$/i.test(name)
  );
}

/**
 * Query parameters that carry credentials: OAuth's `access_token` (RFC 6750 §2.3), and the `key`,
 * `api_key`, `apiKey`, `token`, `secret`, `password`, `sig` spellings APIs accept in URLs.
 */
export function isCredentialParam(name: string): boolean {
  return (
    /(?:^|[-_.])(?:key|auth|sig|signature|jwt|pwd|passwd|session|sessionid)$/i.test(name) ||
    /(?:token|api[-_]?key|secret|password)$/i.test(name)
  );
}

/** The names of a query string's parameters, in order, decoded when possible. */
export function queryParams(query: string): { name: string; value: string }[] {
  return query
    .split("&")
    .filter((p) => p !== "")
    .map((p) => {
      const eq = p.indexOf("=");
      const raw = eq === -1 ? [p, ""] : [p.slice(0, eq), p.slice(eq + 1)];
      return { name: decode(raw[0]!), value: decode(raw[1]!) };
    });
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "));
  } catch {
    return s;
  }
}

// ---- listening on all interfaces ----------------------------------------------------------

/**
 * Flags that set the address a server listens on: `--host` (uvicorn, FastMCP, mcp-proxy, most Node
 * servers), `--bind` / `-b` (gunicorn), `--listen`, `--addr` / `--address` (Go servers), `-H`
 * (several Python CLIs). `true` marks flags whose value may be a bare `:port`, which Go and others
 * read as "every interface".
 */
export const BIND_FLAGS: ReadonlyMap<string, boolean> = new Map([
  ["--host", false],
  ["--bind-host", false],
  ["--listen-host", false],
  ["--http-host", false],
  ["--sse-host", false], // mcp-proxy (its SSE server mode)
  ["--server-host", false],
  ["-H", false],
  ["--bind", true],
  ["-b", true],
  ["--bind-address", true],
  ["--listen", true],
  ["--listen-address", true],
  ["--listen-addr", true],
  ["--addr", true],
  ["--address", true],
  ["--http-addr", true],
]);

/**
 * Environment variables that set the listen address: `HOST` (Node, Vite, uvicorn through frameworks),
 * `*_HOST` (`FASTMCP_HOST`, `MCP_HOST`, `SERVER_HOST`), `BIND_ADDRESS` and `*_LISTEN_ADDR(ESS)`.
 * Returns whether a bare `:port` also means every interface for this name.
 */
export function bindEnvKey(key: string): { emptyHostMeansAll: boolean } | undefined {
  if (/(?:^|_)HOST$/i.test(key)) return { emptyHostMeansAll: false };
  if (/(?:^|_)(?:BIND|BIND_ADDR|BIND_ADDRESS|LISTEN|LISTEN_ADDR|LISTEN_ADDRESS)$/i.test(key)) return { emptyHostMeansAll: true };
  return undefined;
}

export interface AllInterfaces {
  /** Offsets in the value of the host part to replace with 127.0.0.1 (equal when inserting). */
  start: number;
  end: number;
  /** The all-interfaces address as shown in the message (`0.0.0.0`, `::`). */
  shown: string;
}

/**
 * Where a listen address names every interface: `0.0.0.0`, `0.0.0.0:8080`, `::`, `[::]`, `[::]:8080`,
 * optionally after a scheme (`http://0.0.0.0:8080`), and a bare `:8080` when `emptyHostMeansAll`.
 */
export function allInterfaces(value: string, emptyHostMeansAll: boolean): AllInterfaces | undefined {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(value);
  const base = scheme ? scheme[0].length : 0;
  const rest = value.slice(base);
  // After the address: nothing, a port, and (in a URL only) a path. `0.0.0.0/0` is a CIDR, not a listen address.
  const end = scheme ? String.raw`(?=$|:\d*(?:$|/)|/)` : String.raw`(?=$|:\d*$)`;
  let m: RegExpExecArray | null;
  if ((m = new RegExp(String.raw`^0\.0\.0\.0${end}`).exec(rest))) return { start: base, end: base + m[0].length, shown: "0.0.0.0" };
  if ((m = new RegExp(String.raw`^\[::\]${end}`).exec(rest))) return { start: base, end: base + m[0].length, shown: "::" };
  if (rest === "::") return { start: base, end: base + 2, shown: "::" };
  if (emptyHostMeansAll && /^:\d+$/.test(rest)) return { start: base, end: base, shown: "0.0.0.0" };
  return undefined;
}

export interface PublishOnAll {
  /** Text to put at [start, end) of the value so the port is published on loopback only. */
  start: number;
  end: number;
  replacement: string;
  shown: string;
}

/**
 * A docker/podman `-p` value that publishes on every interface. Docker's syntax is
 * `[ip:][hostPort:]containerPort[/proto]`; with no ip it binds 0.0.0.0 (and ::), see
 * https://docs.docker.com/engine/network/#published-ports. Returns undefined when an address other
 * than 0.0.0.0 / :: is given.
 */
export function publishOnAll(value: string): PublishOnAll | undefined {
  if (value.startsWith("[")) {
    const close = value.indexOf("]");
    if (close === -1) return undefined;
    return value.slice(0, close + 1) === "[::]" ? { start: 0, end: close + 1, replacement: "127.0.0.1", shown: "::" } : undefined;
  }
  const parts = value.replace(/\/[a-z]+$/i, "").split(":");
  if (parts.length === 1) return { start: 0, end: 0, replacement: "127.0.0.1::", shown: "0.0.0.0" };
  if (parts.length === 2) return { start: 0, end: 0, replacement: "127.0.0.1:", shown: "0.0.0.0" };
  if (parts.length === 3 && parts[0] === "0.0.0.0") return { start: 0, end: 7, replacement: "127.0.0.1", shown: "0.0.0.0" };
  return undefined;
}

// ---- remote bridges ------------------------------------------------------------------------

/**
 * Local stdio programs that connect to a remote MCP server named in their arguments, so the URL there
 * deserves the same checks as a `url` key. `headerFlag` is the flag that adds `Name: value` headers.
 * mcp-remote: https://github.com/geelen/mcp-remote (`--header "Authorization: Bearer ${TOKEN}"`);
 * mcp-proxy: https://github.com/sparfenyuk/mcp-proxy (`mcp-proxy http://host/sse`).
 */
export const REMOTE_BRIDGES: ReadonlyMap<string, { headerFlag: string | undefined }> = new Map([
  ["mcp-remote", { headerFlag: "--header" }],
  ["mcp-proxy", { headerFlag: undefined }],
]);
