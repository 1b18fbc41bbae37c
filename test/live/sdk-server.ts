// Real MCP servers for the tests, built with @modelcontextprotocol/server@2.4.0 and served over
// Streamable HTTP on 127.0.0.1 (both protocol generations: the SDK's createMcpHandler answers 2026-07-28
// requests and falls back to stateless 2025-11-25 serving). A server can be made to lie by rewriting
// the JSON-RPC results it sends (`intercept`), which is how a host would meet a tampered server.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createMcpHandler, legacyStatelessFallback, McpServer } from "@modelcontextprotocol/server";
import { loadSkills } from "@modelcontextprotocol/server/ext/skills/node";

export interface TestServer {
  url: string;
  /** Every JSON-RPC request the server received (method and headers), in order. */
  requests: { method: string; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/** Rewrite one JSON-RPC result before it is sent: return the new result (or the same object, changed). */
export type Intercept = (method: string, result: Record<string, unknown>) => Record<string, unknown>;

export interface ServeOptions {
  intercept?: Intercept;
  /** Answer every request after this many milliseconds (a slow server). */
  delayMs?: number;
  /** Serve only this status (e.g. 401 with a WWW-Authenticate challenge). */
  status?: number;
  /** Serve 2025-11-25 only (the SDK's stateless legacy serving): a 2026-07-28 probe is not understood. */
  legacyOnly?: boolean;
}

/** Serve `build()` (a fresh McpServer per request, as createMcpHandler expects) on 127.0.0.1. */
export async function serveHttp(build: () => McpServer | Promise<McpServer>, options: ServeOptions = {}): Promise<TestServer> {
  const handler = options.legacyOnly ? { fetch: legacyStatelessFallback(build), close: async () => undefined } : createMcpHandler(build);
  const requests: TestServer["requests"] = [];
  const server = http.createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const body = Buffer.concat(chunks);
      const ids = new Map<string | number, string>();
      try {
        const parsed = body.length > 0 ? (JSON.parse(body.toString("utf8")) as unknown) : undefined;
        for (const m of Array.isArray(parsed) ? parsed : [parsed]) {
          if (m && typeof m === "object" && "method" in m) {
            requests.push({ method: String((m as { method: unknown }).method), headers: req.headers });
            if ("id" in m) ids.set((m as { id: string | number }).id, String((m as { method: unknown }).method));
          }
        }
      } catch {
        /* not JSON: the SDK answers */
      }
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (options.status) {
        res.writeHead(options.status, options.status === 401 ? { "www-authenticate": 'Bearer resource_metadata="http://127.0.0.1/.well-known/oauth-protected-resource"' } : {});
        res.end();
        return;
      }
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const request = new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, ...(req.method === "GET" || req.method === "HEAD" ? {} : { body }) });
      const response = await handler.fetch(request);
      const outHeaders = Object.fromEntries(response.headers);
      const text = response.body ? Buffer.from(await response.arrayBuffer()).toString("utf8") : "";
      const rewritten = options.intercept && text !== "" ? rewrite(text, response.headers.get("content-type") ?? "", ids, options.intercept) : text;
      delete outHeaders["content-length"];
      res.writeHead(response.status, outHeaders);
      res.end(rewritten);
    })().catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        void handler.close();
      }),
  };
}

/** Apply `intercept` to JSON-RPC results in a JSON body or in SSE `data:` lines. */
function rewrite(text: string, contentType: string, ids: Map<string | number, string>, intercept: Intercept): string {
  const one = (json: string) => {
    const message = JSON.parse(json) as { id?: string | number; result?: Record<string, unknown> };
    if (message.id === undefined || !message.result) return json;
    const method = ids.get(message.id);
    if (method === undefined) return json;
    return JSON.stringify({ ...message, result: intercept(method, message.result) });
  };
  if (contentType.includes("text/event-stream")) return text.split("\n").map((line) => (line.startsWith("data: ") ? `data: ${one(line.slice(6))}` : line)).join("\n");
  return one(text);
}

/** An McpServer serving the skills under `root` with the SDK's own catalog (loadSkills), nothing else. */
export async function skillsServer(root: string): Promise<() => McpServer> {
  const catalog = await loadSkills(root, { onWarning: () => undefined });
  return () => {
    const mcp = new McpServer({ name: "skills-fixture", version: "1.0.0" });
    catalog.attach(mcp);
    return mcp;
  };
}

/** The SDK's own entries for the skills under `root` (what its skills/list serves). */
export async function sdkEntries(root: string): Promise<unknown[]> {
  const catalog = await loadSkills(root, { onWarning: () => undefined });
  return JSON.parse(JSON.stringify(catalog.entries)) as unknown[];
}
