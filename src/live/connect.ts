// Opening an MCP session with the official client: version negotiation on (a 2026-07-28 server is
// reached through server/discover, a 2025-11-25 one through initialize), a timeout on every exchange,
// a cap on the bytes of every HTTP response, and failures turned into one line that says what happened
// (unreachable, needs OAuth, timed out, not an MCP endpoint) without echoing headers or tokens.
import type { Client } from "@modelcontextprotocol/client";
import { CLIENT_INFO, loadSdk } from "./sdk.js";

export type LiveFailure = "unreachable" | "auth" | "timeout" | "protocol" | "http" | "too-large" | "unsupported";

/** A session that could not be opened or used: one line for the user, and what kind of failure. */
export class LiveError extends Error {
  constructor(
    readonly kind: LiveFailure,
    message: string,
  ) {
    super(message);
    this.name = "LiveError";
  }
}

export interface SessionLimits {
  /** Per request (connect, each list page, each read), in milliseconds. */
  timeoutMs: number;
  /** Cap on the bytes of one HTTP response body. */
  maxResponseBytes: number;
}

export const DEFAULT_LIMITS: SessionLimits = { timeoutMs: 10_000, maxResponseBytes: 32 * 1024 * 1024 };

export interface Session {
  client: Client;
  /** `2026-07-28`, `2025-11-25`, … */
  protocolVersion: string;
  era: "modern" | "legacy";
  close(): Promise<void>;
}

/** Connect to a Streamable HTTP endpoint. `headers` are sent as given (resolve variables before). */
export async function connectHttp(url: URL, headers: Record<string, string>, limits: SessionLimits = DEFAULT_LIMITS): Promise<Session> {
  const { sdk } = await loadSdk();
  const client = new sdk.Client(CLIENT_INFO, { versionNegotiation: { mode: "auto" }, listMaxPages: 64 });
  const transport = new sdk.StreamableHTTPClientTransport(url, {
    requestInit: { headers },
    fetch: cappedFetch(limits.maxResponseBytes),
    redirectPolicy: "same-origin",
  });
  try {
    await client.connect(transport, { timeout: limits.timeoutMs });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw describeFailure(error, url, limits);
  }
  const protocolVersion = client.getNegotiatedProtocolVersion() ?? "unknown";
  return { client, protocolVersion, era: client.getProtocolEra() === "modern" ? "modern" : "legacy", close: () => client.close().catch(() => undefined) };
}

/** `fetch` whose response bodies stop with an error past `max` bytes (a server cannot make us buffer gigabytes). */
export function cappedFetch(max: number): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    let total = 0;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          total += chunk.byteLength;
          if (total > max) controller.error(new LiveError("too-large", `a response was larger than ${max} bytes (the cap): not read`));
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/** One line for any failure of the SDK or the network. Never includes request headers. */
export function describeFailure(error: unknown, url: URL, limits: SessionLimits): LiveError {
  if (error instanceof LiveError) return error;
  const where = `${url.origin}${url.pathname}`;
  const chain = causes(error);
  const too = chain.find((e): e is LiveError => e instanceof LiveError);
  if (too) return too;
  const status = chain.map((e) => (e as { status?: unknown }).status ?? (e as { data?: { status?: unknown } }).data?.status).find((s): s is number => typeof s === "number");
  const code = chain.map((e) => (e as { code?: unknown }).code).find((c): c is string => typeof c === "string" && /^E[A-Z]+$/.test(c));
  const sdkCode = chain.map((e) => (e as { code?: unknown }).code).find((c): c is string => typeof c === "string");
  const message = (error as Error)?.message ?? String(error);
  if (status === 401 || status === 403 || sdkCode === "CLIENT_HTTP_AUTHENTICATION" || /requires authorization|unauthorized/i.test(message)) {
    return new LiveError("auth", `${where} needs authorization (HTTP ${status ?? 401}): mcp-audit does not sign in with OAuth; pass a token from the environment, e.g. --header 'Authorization: Bearer \${TOKEN}'`);
  }
  if (sdkCode === "REQUEST_TIMEOUT" || /timed out/i.test(message)) return new LiveError("timeout", `${where} did not answer within ${limits.timeoutMs} ms`);
  const reason = code ?? chain.map((e) => (e instanceof Error ? e.message : "")).find((m) => m !== "" && !/fetch failed|probe failed/i.test(m));
  if (code !== undefined || /fetch failed/i.test(message)) return new LiveError("unreachable", `cannot reach ${where} (${reason ?? "connection failed"})`);
  if (status !== undefined) return new LiveError("http", `${where} answered HTTP ${status}: not an MCP endpoint there?`);
  return new LiveError("protocol", `${where}: ${oneLine(message)}`);
}

function causes(error: unknown): unknown[] {
  const out: unknown[] = [];
  for (let e = error, i = 0; e !== undefined && e !== null && i < 8; i++) {
    out.push(e);
    e = (e as { cause?: unknown }).cause ?? (e as { data?: { cause?: unknown } }).data?.cause;
  }
  return out;
}

export function oneLine(text: string): string {
  const line = text.split(/\r?\n/)[0] ?? "";
  return line.length > 300 ? `${line.slice(0, 297)}…` : line;
}
