import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/live/sdk.ts
var loading;
function loadSdk() {
  loading ??= Promise.all([import("./dist-EGCHMKMU.js"), import("./skills-GDXVAKL2.js")]).then(([sdk, skills]) => ({ sdk, skills }));
  return loading;
}
var CLIENT_INFO = { name: "mcp-audit", version: "0" };
var RAW_RESULT = {
  "~standard": {
    version: 1,
    vendor: "mcp-audit",
    validate: (value) => ({ value })
  }
};

// src/live/connect.ts
var LiveError = class extends Error {
  constructor(kind, message) {
    super(message);
    this.kind = kind;
    this.name = "LiveError";
  }
  kind;
};
var DEFAULT_LIMITS = { timeoutMs: 1e4, maxResponseBytes: 32 * 1024 * 1024 };
async function connectHttp(url, headers, limits = DEFAULT_LIMITS) {
  const { sdk } = await loadSdk();
  const client = new sdk.Client(CLIENT_INFO, { versionNegotiation: { mode: "auto" }, listMaxPages: 64 });
  const transport = new sdk.StreamableHTTPClientTransport(url, {
    requestInit: { headers },
    fetch: cappedFetch(limits.maxResponseBytes),
    redirectPolicy: "same-origin"
  });
  try {
    await client.connect(transport, { timeout: limits.timeoutMs });
  } catch (error) {
    await client.close().catch(() => void 0);
    throw describeFailure(error, url, limits);
  }
  const protocolVersion = client.getNegotiatedProtocolVersion() ?? "unknown";
  return { client, protocolVersion, era: client.getProtocolEra() === "modern" ? "modern" : "legacy", close: () => client.close().catch(() => void 0) };
}
function cappedFetch(max) {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    let total = 0;
    const counted = response.body.pipeThrough(
      new TransformStream({
        transform(chunk, controller) {
          total += chunk.byteLength;
          if (total > max) controller.error(new LiveError("too-large", `a response was larger than ${max} bytes (the cap): not read`));
          else controller.enqueue(chunk);
        }
      })
    );
    return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
function describeFailure(error, url, limits) {
  if (error instanceof LiveError) return error;
  const where = `${url.origin}${url.pathname}`;
  const chain = causes(error);
  const too = chain.find((e) => e instanceof LiveError);
  if (too) return too;
  const status = chain.map((e) => e.status ?? e.data?.status).find((s) => typeof s === "number");
  const code = chain.map((e) => e.code).find((c) => typeof c === "string" && /^E[A-Z]+$/.test(c));
  const sdkCode = chain.map((e) => e.code).find((c) => typeof c === "string");
  const message = error?.message ?? String(error);
  if (status === 401 || status === 403 || sdkCode === "CLIENT_HTTP_AUTHENTICATION" || /requires authorization|unauthorized/i.test(message)) {
    return new LiveError("auth", `${where} needs authorization (HTTP ${status ?? 401}): mcp-audit does not sign in with OAuth; pass a token from the environment, e.g. --header 'Authorization: Bearer \${TOKEN}'`);
  }
  if (sdkCode === "REQUEST_TIMEOUT" || /timed out/i.test(message)) return new LiveError("timeout", `${where} did not answer within ${limits.timeoutMs} ms`);
  const reason = code ?? chain.map((e) => e instanceof Error ? e.message : "").find((m) => m !== "" && !/fetch failed|probe failed/i.test(m));
  if (code !== void 0 || /fetch failed/i.test(message)) return new LiveError("unreachable", `cannot reach ${where} (${reason ?? "connection failed"})`);
  if (status !== void 0) return new LiveError("http", `${where} answered HTTP ${status}: not an MCP endpoint there?`);
  return new LiveError("protocol", `${where}: ${oneLine(message)}`);
}
function causes(error) {
  const out = [];
  for (let e = error, i = 0; e !== void 0 && e !== null && i < 8; i++) {
    out.push(e);
    e = e.cause ?? e.data?.cause;
  }
  return out;
}
function oneLine(text) {
  const line = text.split(/\r?\n/)[0] ?? "";
  return line.length > 300 ? `${line.slice(0, 297)}\u2026` : line;
}

export {
  loadSdk,
  CLIENT_INFO,
  RAW_RESULT,
  LiveError,
  DEFAULT_LIMITS,
  connectHttp,
  cappedFetch,
  describeFailure,
  oneLine
};
