// The live phase: open a session with each configured server through the official client, collect
// what it exposes (protocol version, serverInfo, instructions, every page of tools, prompts, resources
// and resource templates), and close it. Bounded: a few servers at a time, a timeout on every exchange
// and on the whole session, a cap on every message. Remote servers are contacted; stdio servers are
// launched only when the caller allowed it (the orchestration decides and says so).
import type { Client } from "@modelcontextprotocol/client";
import { scrub as redactIn } from "../secrets/redact.js";
import { diffServers, snapshotOf, type LiveOutcome, type ServerChange, type ServerSnapshot } from "../lock/servers.js";
import { cappedFetch, describeFailure, LiveError, oneLine, type SessionLimits } from "./connect.js";
import { CLIENT_INFO, loadSdk, RAW_RESULT } from "./sdk.js";
import { GuardedStdioTransport, type StdioLaunch } from "./stdio.js";

export type LiveTarget =
  | { key: string; kind: "http" | "sse"; url: URL; headers: Record<string, string> }
  | { key: string; kind: "stdio"; launch: StdioLaunch };

export interface LiveLimits extends SessionLimits {
  /** Servers contacted at once. */
  concurrency: number;
  /** The environment a launched server inherits its few variables from (PATH, HOME…). */
  env: NodeJS.ProcessEnv;
  /** Secrets to scrub from anything a server prints back (resolved header and env values). */
  secrets?: readonly string[];
}

/** 4 MiB per message (a tool list that size is an attack, not an API), 10 s per exchange. */
export const LIVE_LIMITS = { timeoutMs: 10_000, maxResponseBytes: 4 * 1024 * 1024, concurrency: 4 };

const MAX_PAGES = 64;
const MAX_ITEMS = 10_000;

/** Collect every target, a few at a time; never throws (a failure is that server's outcome). */
export async function collectServers(targets: readonly LiveTarget[], limits: LiveLimits): Promise<Map<string, LiveOutcome>> {
  const out = new Map<string, LiveOutcome>();
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++]!;
      out.set(target.key, await collectOne(target, limits));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limits.concurrency, targets.length)) }, worker));
  return out;
}

async function collectOne(target: LiveTarget, limits: LiveLimits): Promise<LiveOutcome> {
  const where = target.kind === "stdio" ? new URL("stdio://server") : target.url;
  const open = new Set<() => Promise<void>>();
  try {
    const deadline = limits.timeoutMs * 4;
    return await withDeadline(session(target, limits, open), deadline, `did not finish within ${deadline} ms`, async () => {
      for (const close of open) await close();
    });
  } catch (error) {
    const failure = describeFailure(error, where, limits);
    return { kind: "failed", message: scrub(target.kind === "stdio" ? failure.message.replace(/^stdio:\/\/server: /, "") : failure.message, limits.secrets) };
  }
}

/** One session (two for a 2025-era stdio server that exits on the probe); `open` holds what to close on a deadline. */
async function session(target: LiveTarget, limits: LiveLimits, open: Set<() => Promise<void>>): Promise<LiveOutcome> {
  const { sdk } = await loadSdk();
  const attempt = async (mode: "auto" | "legacy") => {
    const client = new sdk.Client(CLIENT_INFO, { versionNegotiation: { mode, probe: { timeoutMs: Math.min(limits.timeoutMs, 5_000) } }, listMaxPages: MAX_PAGES });
    let stdio: GuardedStdioTransport | undefined;
    let transport;
    if (target.kind === "stdio") transport = stdio = new GuardedStdioTransport(target.launch, limits.env, limits.maxResponseBytes);
    else if (target.kind === "sse") transport = new sdk.SSEClientTransport(target.url, { requestInit: { headers: target.headers }, fetch: cappedFetch(limits.maxResponseBytes) });
    else transport = new sdk.StreamableHTTPClientTransport(target.url, { requestInit: { headers: target.headers }, fetch: cappedFetch(limits.maxResponseBytes), redirectPolicy: "same-origin" });
    const close = async () => {
      await client.close().catch(() => undefined);
      await stdio?.close();
    };
    open.add(close);
    try {
      await client.connect(transport as never, { timeout: limits.timeoutMs });
      const snapshot = await collect(client, limits);
      // A rug pull can come right after the first list: list the tools once more before leaving.
      let changedDuringSession: ServerChange[] | undefined;
      if ((client.getServerCapabilities() as { tools?: unknown } | undefined)?.tools) {
        const again = snapshotOf({ ...rawOf(snapshot), tools: await listAll(client, "tools/list", "tools", limits) });
        const changes = diffServers(snapshot, { ...snapshot, tools: again.tools }).filter((c) => c.kind.startsWith("tool-"));
        if (changes.length > 0) changedDuringSession = changes;
      }
      return { kind: "snapshot" as const, snapshot, faults: stdio?.faults ?? [], ...(changedDuringSession ? { changedDuringSession } : {}) };
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
    // A 2025-era stdio server may exit on the unknown server/discover probe: run it once more, plainly.
    if (target.kind === "stdio" && /closed|exited|EPIPE/i.test(String((error as Error).message))) return attempt("legacy");
    throw error;
  }
}

/** Every page of every list the server declares, raw (the SDK's schema checks would hide what is wrong). */
async function collect(client: Client, limits: LiveLimits) {
  const caps = (client.getServerCapabilities() ?? {}) as Record<string, unknown>;
  const list = (method: string, key: string) => listAll(client, method, key, limits);
  const info = client.getServerVersion() as { name?: unknown; version?: unknown; title?: unknown } | undefined;
  return snapshotOf({
    protocolVersion: client.getNegotiatedProtocolVersion() ?? "unknown",
    serverInfo: info,
    instructions: client.getInstructions(),
    tools: caps.tools ? await list("tools/list", "tools") : [],
    prompts: caps.prompts ? await list("prompts/list", "prompts") : [],
    resources: caps.resources ? await list("resources/list", "resources") : [],
    resourceTemplates: caps.resources ? await list("resources/templates/list", "resourceTemplates").catch(() => []) : [],
  });
}

/** The raw input snapshotOf needs to rebuild a snapshot (only the tools are replaced). */
function rawOf(s: ServerSnapshot) {
  const defs = (m: Record<string, { definition: Record<string, unknown> }>) => Object.values(m).map((d) => d.definition);
  return { protocolVersion: s.protocolVersion, serverInfo: s.serverInfo, instructions: s.instructions?.text, tools: defs(s.tools), prompts: defs(s.prompts), resources: defs(s.resources), resourceTemplates: defs(s.resourceTemplates) };
}

/** Every page of one list method, raw. */
async function listAll(client: Client, method: string, key: string, limits: LiveLimits): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = (await client.request({ method, params: cursor === undefined ? {} : { cursor } } as never, RAW_RESULT as never, { timeout: limits.timeoutMs })) as Record<string, unknown>;
    const got = page?.[key];
    if (!Array.isArray(got)) throw new LiveError("protocol", `${method} returned no ${key} array`);
    for (const item of got) if (item && typeof item === "object") items.push(item as Record<string, unknown>);
    if (items.length > MAX_ITEMS) throw new LiveError("too-large", `${method} returned more than ${MAX_ITEMS} ${key}: stopped`);
    cursor = typeof page.nextCursor === "string" ? page.nextCursor : undefined;
    if (cursor !== undefined && seen.has(cursor)) throw new LiveError("protocol", `${method} repeats its cursor: stopped`);
    if (cursor !== undefined) seen.add(cursor);
    if (++pages >= MAX_PAGES && cursor !== undefined) throw new LiveError("too-large", `${method} has more than ${MAX_PAGES} pages: stopped`);
  } while (cursor !== undefined);
  return items;
}

/** `work`, or a timeout error after `ms` — once `onTimeout` has closed what the work had open (a launched server is killed). */
function withDeadline<T>(work: Promise<T>, ms: number, message: string, onTimeout: () => Promise<void>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => void onTimeout().finally(() => reject(new LiveError("timeout", message))), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Every known secret (resolved headers, env values) replaced by its redaction. */
function scrub(text: string, secrets: readonly string[] | undefined): string {
  return secrets && secrets.length > 0 ? redactIn(text, secrets.filter((s) => s.length >= 6)) : text;
}
