import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  CLIENT_INFO,
  LiveError,
  RAW_RESULT,
  cappedFetch,
  describeFailure,
  loadSdk,
  oneLine
} from "./chunk-A2UF7EQR.js";
import {
  readConfigs
} from "./chunk-Q3FKTVBB.js";
import "./chunk-4FNCVGOK.js";
import "./chunk-GQFVLXPB.js";
import "./chunk-C267NYH5.js";
import "./chunk-CG4XZIEM.js";
import "./chunk-V4UHRZMD.js";
import "./chunk-HNKOAWAS.js";
import "./chunk-GUT2H2LP.js";
import "./chunk-4AEXMRT2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-RSCUH2OO.js";
import "./chunk-SMR4MTZN.js";
import "./chunk-4JPVPORZ.js";
import {
  diffServers,
  lockServerKey,
  snapshotOf
} from "./chunk-46KCANZA.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-R47VTIVQ.js";
import "./chunk-LFNZU7KB.js";
import "./chunk-YZIASA2I.js";
import "./chunk-GAKXEWR3.js";
import "./chunk-VHZINBXH.js";
import "./chunk-PDMDUPYT.js";
import "./chunk-RJC5ITPU.js";
import {
  scrub
} from "./chunk-CT6HN24R.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-H2PEHED4.js";
import "./chunk-2MHPSNXX.js";
import "./chunk-5PMNYAFY.js";
import "./chunk-G6UFI7LU.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-RLJ674YX.js";

// src/audit/live.ts
import path2 from "node:path";

// src/live/stdio.ts
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
var INHERITED = process.platform === "win32" ? ["APPDATA", "COMSPEC", "HOMEDRIVE", "HOMEPATH", "LOCALAPPDATA", "PATH", "PATHEXT", "PROCESSOR_ARCHITECTURE", "PROGRAMDATA", "PROGRAMFILES", "PROGRAMFILES(X86)", "SYSTEMDRIVE", "SYSTEMROOT", "TEMP", "USERNAME", "USERPROFILE", "WINDIR"] : ["HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER"];
function inheritedEnvironment(env) {
  const out = {};
  for (const k of INHERITED) {
    const v = env[k];
    if (v !== void 0 && !v.startsWith("()")) out[k] = v;
  }
  return out;
}
var GuardedStdioTransport = class {
  constructor(launch, parentEnv, maxMessageBytes) {
    this.launch = launch;
    this.parentEnv = parentEnv;
    this.maxMessageBytes = maxMessageBytes;
    this.cwd = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-live-"));
  }
  launch;
  parentEnv;
  maxMessageBytes;
  onmessage;
  onerror;
  onclose;
  /** Non-protocol lines the server wrote on stdout, escaped and clipped (the first few). */
  faults = [];
  /** The temporary working directory (removed by close). */
  cwd;
  child;
  buffer = "";
  dropping = false;
  errTail = new PassThrough();
  stderrText = "";
  closed = false;
  exited;
  get pid() {
    return this.child?.pid ?? null;
  }
  get stderr() {
    return this.errTail;
  }
  /** The last bytes the server wrote on stderr (for a failure message; the caller scrubs secrets). */
  get stderrTail() {
    return this.stderrText;
  }
  start() {
    if (this.child) throw new Error("already started");
    return new Promise((resolve, reject) => {
      const child = spawn(this.launch.command, this.launch.args, {
        cwd: this.cwd,
        env: { ...inheritedEnvironment(this.parentEnv), ...this.launch.env },
        stdio: ["pipe", "pipe", "pipe"],
        shell: false,
        windowsHide: true,
        detached: process.platform !== "win32"
      });
      this.child = child;
      this.exited = new Promise((done) => child.once("exit", () => done()));
      child.once("error", (error) => {
        reject(error);
        this.onerror?.(error);
      });
      child.once("spawn", () => resolve());
      child.once("close", () => {
        this.child = void 0;
        if (!this.closed) {
          this.closed = true;
          this.cleanup();
          this.onclose?.();
        }
      });
      child.stdin?.on("error", (error) => this.onerror?.(error));
      child.stdout?.setEncoding("utf8");
      child.stdout?.on("data", (chunk) => this.read(chunk));
      child.stderr?.setEncoding("utf8");
      child.stderr?.on("data", (chunk) => {
        this.stderrText = (this.stderrText + chunk).slice(-2048);
      });
    });
  }
  read(chunk) {
    const all = this.buffer + chunk;
    let start = 0;
    for (let nl = all.indexOf("\n"); nl !== -1; nl = all.indexOf("\n", start)) {
      const line = all.slice(start, nl).replace(/\r$/, "");
      start = nl + 1;
      if (this.dropping) {
        this.dropping = false;
        continue;
      }
      this.line(line);
    }
    let text = all.slice(start);
    if (text.length * 3 > this.maxMessageBytes && Buffer.byteLength(text) > this.maxMessageBytes) {
      if (!this.dropping) this.fault(`a stdout line longer than ${this.maxMessageBytes} bytes (not read)`);
      this.dropping = true;
      text = "";
    }
    this.buffer = text;
  }
  line(line) {
    if (line.trim() === "") return;
    if (Buffer.byteLength(line) > this.maxMessageBytes) {
      this.fault(`a stdout line longer than ${this.maxMessageBytes} bytes (not read)`);
      return;
    }
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      message = void 0;
    }
    if (message && typeof message === "object" && !Array.isArray(message) && message.jsonrpc === "2.0") {
      this.onmessage?.(message);
      return;
    }
    this.fault(JSON.stringify(line.length > 120 ? `${line.slice(0, 119)}\u2026` : line));
  }
  fault(what) {
    if (this.faults.length < 3) this.faults.push(what);
  }
  send(message) {
    return new Promise((resolve, reject) => {
      const stdin = this.child?.stdin;
      if (!stdin) return reject(new Error("the server process is not running"));
      stdin.write(`${JSON.stringify(message)}
`, (error) => error ? reject(error) : resolve());
    });
  }
  /** Stop the server: SIGTERM to its whole process group, SIGKILL a second later, then wait for it. */
  async close() {
    const child = this.child;
    if (child?.pid !== void 0) {
      const kill = (signal) => {
        try {
          if (process.platform !== "win32") process.kill(-child.pid, signal);
          else child.kill(signal);
        } catch {
        }
      };
      child.stdin?.end();
      kill("SIGTERM");
      const timer = setTimeout(() => kill("SIGKILL"), 1e3);
      await this.exited;
      clearTimeout(timer);
      kill("SIGKILL");
    }
    if (!this.closed) {
      this.closed = true;
      this.cleanup();
      this.onclose?.();
    }
  }
  cleanup() {
    fs.rmSync(this.cwd, { recursive: true, force: true });
  }
};

// src/live/servers.ts
var LIVE_LIMITS = { timeoutMs: 1e4, maxResponseBytes: 4 * 1024 * 1024, concurrency: 4 };
var MAX_PAGES = 64;
var MAX_ITEMS = 1e4;
async function collectServers(targets, limits) {
  const out = /* @__PURE__ */ new Map();
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target2 = targets[next++];
      out.set(target2.key, await collectOne(target2, limits));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limits.concurrency, targets.length)) }, worker));
  return out;
}
async function collectOne(target2, limits) {
  const where = target2.kind === "stdio" ? new URL("stdio://server") : target2.url;
  const open = /* @__PURE__ */ new Set();
  try {
    const deadline = limits.timeoutMs * 4;
    return await withDeadline(session(target2, limits, open), deadline, `did not finish within ${deadline} ms`, async () => {
      for (const close of open) await close();
    });
  } catch (error) {
    const failure = describeFailure(error, where, limits);
    return { kind: "failed", message: scrub2(target2.kind === "stdio" ? failure.message.replace(/^stdio:\/\/server: /, "") : failure.message, limits.secrets) };
  }
}
async function session(target2, limits, open) {
  const { sdk } = await loadSdk();
  const attempt = async (mode) => {
    const client = new sdk.Client(CLIENT_INFO, { versionNegotiation: { mode, probe: { timeoutMs: Math.min(limits.timeoutMs, 5e3) } }, listMaxPages: MAX_PAGES });
    let stdio;
    let transport;
    if (target2.kind === "stdio") transport = stdio = new GuardedStdioTransport(target2.launch, limits.env, limits.maxResponseBytes);
    else if (target2.kind === "sse") transport = new sdk.SSEClientTransport(target2.url, { requestInit: { headers: target2.headers }, fetch: cappedFetch(limits.maxResponseBytes) });
    else transport = new sdk.StreamableHTTPClientTransport(target2.url, { requestInit: { headers: target2.headers }, fetch: cappedFetch(limits.maxResponseBytes), redirectPolicy: "same-origin" });
    const close = async () => {
      await client.close().catch(() => void 0);
      await stdio?.close();
    };
    open.add(close);
    try {
      await client.connect(transport, { timeout: limits.timeoutMs });
      const snapshot = await collect(client, limits);
      let changedDuringSession;
      if (client.getServerCapabilities()?.tools) {
        const again = snapshotOf({ ...rawOf(snapshot), tools: await listAll(client, "tools/list", "tools", limits) });
        const changes = diffServers(snapshot, { ...snapshot, tools: again.tools }).filter((c) => c.kind.startsWith("tool-"));
        if (changes.length > 0) changedDuringSession = changes;
      }
      return { kind: "snapshot", snapshot, faults: stdio?.faults ?? [], ...changedDuringSession ? { changedDuringSession } : {} };
    } catch (error) {
      if (stdio && stdio.faults.length > 0) {
        throw new LiveError("protocol", `wrote non-protocol output on stdout (${stdio.faults.join(", ")}): a host reading JSON-RPC from stdout fails; ${describeFailure(error, new URL("stdio://server"), limits).message.replace(/^stdio:\/\/server: /, "")}`);
      }
      if (stdio) {
        const exited = stdio.pid === null;
        const failure = describeFailure(error, new URL("stdio://server"), limits);
        const tail = oneLine(stdio.stderrTail.trim().split(/\r?\n/).slice(-1)[0] ?? "");
        throw new LiveError(failure.kind, `${failure.message.replace(/^stdio:\/\/server: /, "")}${exited && tail !== "" ? ` (its last stderr line: ${JSON.stringify(tail)})` : ""}`);
      }
      throw error;
    } finally {
      await close();
      open.delete(close);
    }
  };
  try {
    return await attempt("auto");
  } catch (error) {
    if (target2.kind === "stdio" && /closed|exited|EPIPE/i.test(String(error.message))) return attempt("legacy");
    throw error;
  }
}
async function collect(client, limits) {
  const caps = client.getServerCapabilities() ?? {};
  const list = (method, key) => listAll(client, method, key, limits);
  const info = client.getServerVersion();
  return snapshotOf({
    protocolVersion: client.getNegotiatedProtocolVersion() ?? "unknown",
    serverInfo: info,
    instructions: client.getInstructions(),
    tools: caps.tools ? await list("tools/list", "tools") : [],
    prompts: caps.prompts ? await list("prompts/list", "prompts") : [],
    resources: caps.resources ? await list("resources/list", "resources") : [],
    resourceTemplates: caps.resources ? await list("resources/templates/list", "resourceTemplates").catch(() => []) : []
  });
}
function rawOf(s) {
  const defs = (m) => Object.values(m).map((d) => d.definition);
  return { protocolVersion: s.protocolVersion, serverInfo: s.serverInfo, instructions: s.instructions?.text, tools: defs(s.tools), prompts: defs(s.prompts), resources: defs(s.resources), resourceTemplates: defs(s.resourceTemplates) };
}
async function listAll(client, method, key, limits) {
  const items = [];
  const seen = /* @__PURE__ */ new Set();
  let cursor;
  let pages = 0;
  do {
    const page = await client.request({ method, params: cursor === void 0 ? {} : { cursor } }, RAW_RESULT, { timeout: limits.timeoutMs });
    const got = page?.[key];
    if (!Array.isArray(got)) throw new LiveError("protocol", `${method} returned no ${key} array`);
    for (const item of got) if (item && typeof item === "object") items.push(item);
    if (items.length > MAX_ITEMS) throw new LiveError("too-large", `${method} returned more than ${MAX_ITEMS} ${key}: stopped`);
    cursor = typeof page.nextCursor === "string" ? page.nextCursor : void 0;
    if (cursor !== void 0 && seen.has(cursor)) throw new LiveError("protocol", `${method} repeats its cursor: stopped`);
    if (cursor !== void 0) seen.add(cursor);
    if (++pages >= MAX_PAGES && cursor !== void 0) throw new LiveError("too-large", `${method} has more than ${MAX_PAGES} pages: stopped`);
  } while (cursor !== void 0);
  return items;
}
function withDeadline(work, ms, message, onTimeout) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => void onTimeout().finally(() => reject(new LiveError("timeout", message))), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
function scrub2(text, secrets) {
  return secrets && secrets.length > 0 ? scrub(text, secrets.filter((s) => s.length >= 6)) : text;
}

// src/live/variables.ts
function inputVariable(id) {
  return `MCP_AUDIT_INPUT_${id.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`;
}
var BRACED = /\$\{([^}]*)\}/g;
var WITH_BARE = /\$\{([^}]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;
function resolveVariables(text, env, options = {}) {
  const missing = [];
  const secrets = [];
  const lookup = (name, written, fallback) => {
    const v = env[name];
    if (v !== void 0 && v !== "") {
      secrets.push(v);
      return v;
    }
    if (fallback !== void 0) return fallback;
    missing.push(written);
    return "";
  };
  const value = text.replace(options.bare ? WITH_BARE : BRACED, (written, inner, bare) => {
    if (inner === void 0) return lookup(bare, written);
    if (inner.startsWith("env:")) return lookup(inner.slice(4), written);
    if (inner.startsWith("input:")) return lookup(inputVariable(inner.slice(6)), written);
    if (inner === "workspaceFolder" || inner === "workspaceRoot") {
      if (options.projectDir !== void 0) return options.projectDir;
      missing.push(written);
      return "";
    }
    const m = /^([A-Za-z_][A-Za-z0-9_]*)(?::-(.*))?$/s.exec(inner);
    if (!m) {
      missing.push(written);
      return "";
    }
    return lookup(m[1], written, m[2]);
  });
  return { value, missing, secrets };
}

// src/audit/live.ts
async function prefetchLive(options, live) {
  const configs = readConfigs(options);
  const targets = [];
  const view = /* @__PURE__ */ new Map();
  const where = /* @__PURE__ */ new Map();
  const secrets = [];
  const stdioNames = /* @__PURE__ */ new Set();
  for (const config of configs) {
    const projectDir = path2.dirname(config.context.file.path);
    const bare = config.context.host.id === "gemini";
    for (const server of config.context.model.servers) {
      if (server.ignoredByHost || server.disabled) continue;
      const key = lockServerKey(config.lockKey, server.name);
      where.set(key, { displayPath: config.context.file.displayPath, name: server.name });
      const decided = target(server, key, live, { projectDir, bare });
      if (server.transport === "stdio" && server.command) stdioNames.add(server.name);
      if ("outcome" in decided) view.set(key, decided.outcome);
      else {
        targets.push(decided.target);
        secrets.push(...decided.secrets);
      }
    }
  }
  const collected = await collectServers(targets, {
    timeoutMs: live.timeoutMs ?? LIVE_LIMITS.timeoutMs,
    maxResponseBytes: live.maxResponseBytes ?? LIVE_LIMITS.maxResponseBytes,
    concurrency: live.concurrency ?? LIVE_LIMITS.concurrency,
    env: live.env,
    secrets
  });
  for (const [key, outcome] of collected) view.set(key, outcome);
  const phase = { view, warnings: [], problems: [], unknownAllowed: [], configs: configs.map((c) => c.lockKey), servers: [...where.keys()], secrets };
  for (const [key, outcome] of view) {
    const { displayPath, name } = where.get(key);
    if (outcome.kind === "not-launched") phase.warnings.push(`${displayPath}: server "${name}" ${outcome.message}`);
    else if (outcome.kind === "failed") phase.problems.push({ displayPath, reason: `server "${name}" could not be audited live: ${outcome.message}` });
    else if (outcome.faults.length > 0) phase.warnings.push(`${displayPath}: server "${name}" wrote non-protocol output on stdout (${outcome.faults.join(", ")}): a protocol fault; hosts that read JSON-RPC from stdout fail on it`);
  }
  if (live.allowExec instanceof Set) phase.unknownAllowed = [...live.allowExec].filter((n) => !stdioNames.has(n)).sort();
  return phase;
}
function target(server, key, live, vars) {
  const notContacted = (missing2, what) => ({
    outcome: { kind: "not-launched", message: `was not contacted: ${[...new Set(missing2)].join(", ")} in its ${what} ${missing2.length === 1 ? "is" : "are"} not set in the environment (nothing was sent)` }
  });
  if (server.transport === "stdio" || server.transport === "unknown" && server.command) {
    if (!server.command) return { outcome: { kind: "failed", message: "has no command to launch" } };
    const shown = [server.command.value, ...server.args.map((a) => a.value)].join(" ");
    const allowed = live.allowExec === "all" || live.allowExec !== void 0 && live.allowExec.has(server.name);
    if (!allowed) {
      return { outcome: { kind: "not-launched", message: `(stdio: ${clip(shown)}) was not launched: --live runs a stdio server only when named, with --allow-exec ${/^[\w.-]+$/.test(server.name) ? server.name : JSON.stringify(server.name)} (or --allow-exec all)` } };
    }
    const command = resolveVariables(server.command.value, live.env, vars);
    const args = server.args.map((a) => resolveVariables(a.value, live.env, vars));
    const env = server.env.map((e) => ({ key: e.key, ...resolveVariables(e.value ?? "", live.env, vars) }));
    const missing2 = [...command.missing, ...args.flatMap((a) => a.missing), ...env.flatMap((e) => e.missing)];
    if (missing2.length > 0) return notContacted(missing2, "command, args or env");
    return {
      target: { key, kind: "stdio", launch: { command: command.value, args: args.map((a) => a.value), env: Object.fromEntries(env.map((e) => [e.key, e.value])) } },
      secrets: [...env.flatMap((e) => e.secrets), ...args.flatMap((a) => a.secrets)]
    };
  }
  if (server.transport === "ws") return { outcome: { kind: "failed", message: "uses the ws transport, which the official client does not speak" } };
  if (!server.url) return { outcome: { kind: "failed", message: "has neither a command nor a url" } };
  const url = resolveVariables(server.url.value, live.env, vars);
  const headers = server.headers.map((h) => ({ key: h.key, ...resolveVariables(h.value ?? "", live.env, vars) }));
  const missing = [...url.missing, ...headers.flatMap((h) => h.missing)];
  if (missing.length > 0) return notContacted(missing, "url or headers");
  let parsed;
  try {
    parsed = new URL(url.value);
  } catch {
    return { outcome: { kind: "failed", message: "has a url that does not parse" } };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return { outcome: { kind: "failed", message: `has a ${parsed.protocol} url: only http(s) servers are contacted` } };
  return {
    target: { key, kind: server.transport === "sse" ? "sse" : "http", url: parsed, headers: Object.fromEntries(headers.map((h) => [h.key, h.value])) },
    secrets: [...url.secrets, ...headers.flatMap((h) => h.secrets)]
  };
}
function clip(text) {
  return text.length <= 80 ? text : `${text.slice(0, 79)}\u2026`;
}
export {
  prefetchLive
};
