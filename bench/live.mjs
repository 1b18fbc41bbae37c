#!/usr/bin/env node
// --live against 20 local servers, cold: Streamable HTTP servers built with @modelcontextprotocol/server
// 2.4.0 on 127.0.0.1 (10 tools each), and as many stdio servers (fixtures/live/tools-server.mjs) when
// --stdio is given. Reports the wall time of `mcp-audit --live` (a new process, nothing cached) against
// the same audit without --live, measured in the same run. Run after `npm run build`:
//   node bench/live.mjs [--servers 20] [--latency 0] [--stdio 0]
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createMcpHandler, fromJsonSchema, McpServer } from "@modelcontextprotocol/server";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ options: { servers: { type: "string", default: "20" }, latency: { type: "string", default: "0" }, stdio: { type: "string", default: "0" } } });
const SERVERS = Number(values.servers);
const LATENCY = Number(values.latency);
const STDIO = Number(values.stdio);

const tools = Array.from({ length: 10 }, (_, i) => ({ name: `tool_${i}`, description: `Does thing ${i} and returns its result.`, inputSchema: { type: "object", properties: { arg: { type: "string", description: "An argument." } } }, annotations: { readOnlyHint: i % 2 === 0 } }));

async function serve() {
  const handler = createMcpHandler(() => {
    const mcp = new McpServer({ name: "bench", version: "1.0.0" }, { capabilities: { tools: {} } });
    for (const t of tools) mcp.registerTool(t.name, { description: t.description, inputSchema: fromJsonSchema(t.inputSchema), annotations: t.annotations }, async () => ({ content: [] }));
    return mcp;
  });
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    if (LATENCY) await new Promise((r) => setTimeout(r, LATENCY));
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const response = await handler.fetch(new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, ...(req.method === "POST" ? { body: Buffer.concat(chunks) } : {}) }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${server.address().port}/mcp`, close: () => (server.closeAllConnections(), server.close()) };
}

const running = await Promise.all(Array.from({ length: SERVERS }, serve));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-bench-live-"));
fs.mkdirSync(path.join(dir, ".git"));
const toolsFile = path.join(dir, "tools.json");
fs.writeFileSync(toolsFile, JSON.stringify(tools));
const mcpServers = Object.fromEntries(running.map((s, i) => [`remote-${i}`, { type: "http", url: s.url }]));
for (let i = 0; i < STDIO; i++) mcpServers[`local-${i}`] = { command: process.execPath, args: [path.join(REPO, "fixtures/live/tools-server.mjs")], env: { FIXTURE_TOOLS: toolsFile } };
fs.writeFileSync(path.join(dir, ".mcp.json"), JSON.stringify({ mcpServers }, null, 2));

/** Wall time of one CLI run (spawned asynchronously: the servers live in this process). */
async function time(args) {
  const start = process.hrtime.bigint();
  const child = spawn(process.execPath, [path.join(REPO, "bin/mcp-audit.js"), ...args], { cwd: dir, env: { PATH: process.env.PATH, npm_config_registry: "http://127.0.0.1:9/" } });
  let out = "";
  child.stdout.on("data", (c) => (out += c));
  child.stderr.on("data", (c) => (out += c));
  const code = await new Promise((r) => child.on("close", r));
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (code === 2) {
    console.error(out);
    process.exit(2);
  }
  return ms;
}
const plain = Math.min(await time(["."]), await time(["."]));
const live = await time(["--live", ...(STDIO > 0 ? ["--allow-exec", "all"] : []), "."]);
for (const s of running) s.close();
fs.rmSync(dir, { recursive: true, force: true });
console.log(`--live, ${SERVERS} HTTP servers${STDIO ? ` + ${STDIO} stdio servers` : ""} (10 tools each, ${LATENCY} ms latency), cold: ${live.toFixed(0)} ms; the same audit without --live: ${plain.toFixed(0)} ms (×${(live / plain).toFixed(1)})`);
