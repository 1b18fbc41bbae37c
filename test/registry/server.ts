// A real npm registry on 127.0.0.1 for tests: serves the recorded packuments (full or abbreviated by
// the Accept header, with npm's cache headers) and the bulk advisory endpoint, counts requests and
// concurrent connections, and misbehaves on demand (errors, slowness, truncated or oversized bodies).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { abbreviate, bulkAdvisories, loadDocs } from "./fixture-registry.js";

export type Behaviour =
  /** Answer `status` this many times, then normally. */
  | { kind: "fail"; status: number; times: number }
  /** Wait before answering (the client's timeout fires first). */
  | { kind: "slow"; ms: number }
  /** Promise the whole body, send half, hang up (this many times, then normally). */
  | { kind: "truncate"; times: number }
  /** A valid-looking answer larger than `bytes`, with or without a Content-Length. */
  | { kind: "oversize"; bytes: number; chunked: boolean }
  | { kind: "status"; status: number };

export interface RecordedRequest {
  method: string;
  name: string;
  accept: string;
  authorization: string | undefined;
  body?: unknown;
  /** Every request header as received, and the raw request line's path (to check no secret travels). */
  headers: http.IncomingHttpHeaders;
  path: string;
}

export interface FakeRegistry {
  url: string;
  requests: RecordedRequest[];
  maxInFlight: number;
  /** Per package name. */
  behaviours: Map<string, Behaviour>;
  docs: Map<string, Record<string, unknown> & { name: string; versions: Record<string, Record<string, unknown>> }>;
  /** Added to every answer, to make round trips measurable. */
  latencyMs: number;
  /** When set, the bulk advisory endpoint answers these (by package name, whatever the versions asked). */
  advisories?: Record<string, unknown[]>;
  reset(): void;
  close(): Promise<void>;
}

export async function startRegistry(options: { latencyMs?: number } = {}): Promise<FakeRegistry> {
  const docs = loadDocs();
  let inFlight = 0;
  const registry: FakeRegistry = {
    url: "",
    requests: [],
    maxInFlight: 0,
    behaviours: new Map(),
    docs,
    latencyMs: options.latencyMs ?? 0,
    reset() {
      registry.requests.length = 0;
      registry.maxInFlight = 0;
      registry.behaviours.clear();
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  const server = http.createServer((req, res) => {
    inFlight++;
    registry.maxInFlight = Math.max(registry.maxInFlight, inFlight);
    res.on("close", () => inFlight--);
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => void handle(req, res, Buffer.concat(chunks)));
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: Buffer) {
    const url = new URL(req.url ?? "/", "http://localhost");
    const accept = String(req.headers.accept ?? "");
    const authorization = req.headers.authorization;
    if (registry.latencyMs > 0) await sleep(registry.latencyMs);
    if (req.method === "POST" && url.pathname === "/-/npm/v1/security/advisories/bulk") {
      const body = JSON.parse(raw.toString("utf8") || "{}") as Record<string, string[]>;
      registry.requests.push({ method: "POST", name: "-/advisories", accept, authorization, body, headers: req.headers, path: req.url ?? "" });
      const behaviour = registry.behaviours.get("-/advisories");
      if (behaviour?.kind === "status") return send(res, behaviour.status, { error: "nope" });
      if (registry.advisories) return send(res, 200, Object.fromEntries(Object.keys(body).filter((n) => registry.advisories![n]).map((n) => [n, registry.advisories![n]])));
      return send(res, 200, bulkAdvisories(body));
    }
    const name = decodeURIComponent(url.pathname.slice(1));
    registry.requests.push({ method: req.method ?? "GET", name, accept, authorization, headers: req.headers, path: req.url ?? "" });
    const behaviour = registry.behaviours.get(name);
    const doc = docs.get(name);
    const answer = doc ? (accept.includes("application/vnd.npm.install-v1+json") ? abbreviate(doc) : doc) : undefined;
    switch (behaviour?.kind) {
      case "fail":
        if (behaviour.times > 0) {
          behaviour.times--;
          return send(res, behaviour.status, { error: "Internal Server Error" });
        }
        break;
      case "status":
        return send(res, behaviour.status, { error: "status" });
      case "slow":
        await sleep(behaviour.ms);
        break;
      case "truncate":
        if (behaviour.times > 0 && answer) {
          behaviour.times--;
          const text = JSON.stringify(answer);
          res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(text), "cache-control": "public, max-age=300" });
          res.write(text.slice(0, Math.floor(text.length / 2)));
          // Hang up mid-body: the client sees fewer bytes than promised.
          setTimeout(() => res.socket?.destroy(), 10);
          return;
        }
        break;
      case "oversize": {
        const filler = "x".repeat(1024);
        const pieces = Math.ceil(behaviour.bytes / 1024) + 1;
        const head = `{"name":${JSON.stringify(name)},"padding":"`;
        const headers: http.OutgoingHttpHeaders = { "content-type": "application/json" };
        if (!behaviour.chunked) headers["content-length"] = head.length + pieces * 1024 + 2;
        res.writeHead(200, headers);
        res.write(head);
        for (let i = 0; i < pieces && !res.destroyed; i++) {
          if (!res.write(filler)) await new Promise((r) => res.once("drain", r).once("close", r));
        }
        res.end('"}');
        return;
      }
    }
    if (!answer) return send(res, 404, { error: "Not found" });
    return send(res, 200, answer);
  }

  function send(res: http.ServerResponse, status: number, body: unknown) {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(text),
      // What registry.npmjs.org sends for packuments: fresh for five minutes.
      ...(status === 200 ? { "cache-control": "public, max-age=300", etag: `"${Buffer.byteLength(text)}"` } : {}),
    });
    res.end(text);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  registry.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return registry;
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}
