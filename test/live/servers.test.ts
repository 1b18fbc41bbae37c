// --live and approve --live against real servers, offline: stdio servers built with
// @modelcontextprotocol/server@2.4.0 (fixtures/live/tools-server.mjs) and @modelcontextprotocol/sdk 1.x
// (fixtures/live/legacy-server.mjs, 2025-11-25 only), and Streamable HTTP servers on 127.0.0.1.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fromJsonSchema, McpServer } from "@modelcontextprotocol/server";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { pinTool } from "../../src/lock/servers.js";
import { cli, REPO, tempDir } from "../cli/run.js";
import { serveHttp, type ServeOptions, type TestServer } from "./sdk-server.js";

const TOOLS = path.join(REPO, "fixtures/live/tools");
const SERVER = path.join(REPO, "fixtures/live/tools-server.mjs");
const LEGACY = path.join(REPO, "fixtures/live/legacy-server.mjs");
const NODE = process.execPath;

const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

type Tool = { name: string; title?: string; description: string; inputSchema?: Record<string, unknown>; annotations?: Record<string, unknown> };
const tools = (name: string): Tool[] => JSON.parse(fs.readFileSync(path.join(TOOLS, `${name}.json`), "utf8"));

/** A Streamable HTTP server (SDK 2.4.0) exposing these tools. */
async function httpServer(list: Tool[], options: ServeOptions & { name?: string; version?: string; instructions?: string } = {}): Promise<TestServer> {
  const server = await serveHttp(() => {
    const mcp = new McpServer({ name: options.name ?? "http-tools", version: options.version ?? "2.0.0" }, { capabilities: { tools: {} }, ...(options.instructions ? { instructions: options.instructions } : {}) });
    for (const t of list) mcp.registerTool(t.name, { ...(t.title ? { title: t.title } : {}), description: t.description, inputSchema: fromJsonSchema((t.inputSchema ?? { type: "object", properties: {} }) as never), ...(t.annotations ? { annotations: t.annotations } : {}) }, async () => ({ content: [{ type: "text", text: "ok" }] }));
    return mcp;
  }, options);
  servers.push(server);
  return server;
}

/** A project whose .mcp.json holds these servers. */
function project(mcpServers: Record<string, unknown>): string {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, ".git"));
  fs.writeFileSync(path.join(dir, ".mcp.json"), `${JSON.stringify({ mcpServers }, null, 2)}\n`);
  return dir;
}
const stdio = (script: string, env: Record<string, string>, args: string[] = []) => ({ command: NODE, args: [script, ...args], env });
const json = (r: { stdout: string }) => JSON.parse(r.stdout) as { findings: { ruleId: string; severity: string; message: string }[] };
const ids = (r: { stdout: string }) => json(r).findings.map((f) => `${f.ruleId} ${f.severity}`);
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}
const markerLines = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean) : []);

describe("--live", () => {
  it("clean servers of both generations: unreviewed until approve --live, then clean live and offline", async () => {
    const http = await httpServer(tools("clean"));
    const toolsFile = path.join(TOOLS, "clean.json");
    const dir = project({
      modern: stdio(SERVER, { FIXTURE_TOOLS: toolsFile, FIXTURE_NAME: "tickets-mcp" }),
      legacy: stdio(LEGACY, { FIXTURE_TOOLS: toolsFile }),
      remote: { type: "http", url: http.url },
    });
    const first = await cli(["--live", "--allow-exec", "modern,legacy", "--format", "json", "."], { cwd: dir });
    expect(first.code, first.stderr).toBe(0);
    expect(json(first).findings.map((f) => f.message)).toEqual([
      'server "modern" exposes 3 tools that nobody reviewed (not in mcp-audit.lock.json): read them, then run mcp-audit approve --live to pin them',
      'server "legacy" exposes 3 tools that nobody reviewed (not in mcp-audit.lock.json): read them, then run mcp-audit approve --live to pin them',
      'server "remote" exposes 3 tools that nobody reviewed (not in mcp-audit.lock.json): read them, then run mcp-audit approve --live to pin them',
    ]);

    const approved = await cli(["approve", "--live", "--allow-exec", "all", "--offline"], { cwd: dir });
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout.split("\n").filter((l) => l.includes("pinned"))).toEqual([
      ".mcp.json#legacy: pinned fixture-legacy 0.9.0 (protocol 2025-11-25): 3 tools, 0 prompts, 0 resources",
      ".mcp.json#modern: pinned tickets-mcp 1.0.0 (protocol 2026-07-28): 3 tools, 0 prompts, 0 resources",
      ".mcp.json#remote: pinned http-tools 2.0.0 (protocol 2026-07-28): 3 tools, 0 prompts, 0 resources",
    ]);
    const lock = JSON.parse(fs.readFileSync(path.join(dir, "mcp-audit.lock.json"), "utf8"));
    expect(Object.keys(lock.servers)).toEqual([".mcp.json#legacy", ".mcp.json#modern", ".mcp.json#remote"]);
    expect(Object.keys(lock.servers[".mcp.json#modern"].tools)).toEqual(["comment_ticket", "get_ticket", "search_tickets"]);

    expect(await cli(["--live", "--allow-exec", "all", "."], { cwd: dir })).toMatchObject({ code: 0, stderr: "" });
    expect(await cli(["."], { cwd: dir })).toMatchObject({ code: 0, stdout: "✔ no problems in 1 config\n" });
    // Approving again with nothing changed leaves the lock as it is.
    const text = fs.readFileSync(path.join(dir, "mcp-audit.lock.json"), "utf8");
    expect((await cli(["approve", "--live", "--allow-exec", "all", "--offline"], { cwd: dir })).code).toBe(0);
    expect(fs.readFileSync(path.join(dir, "mcp-audit.lock.json"), "utf8")).toBe(text);
  });

  it("catches every poisoning pattern live", async () => {
    const cases = ["hidden-unicode", "html-comment", "important-block", "ignore-previous", "do-not-tell", "ssh-key", "contents-in-parameter", "exfil-url"];
    const config: Record<string, unknown> = {};
    for (const c of cases) config[c] = { type: "http", url: (await httpServer(tools(c))).url };
    config.mail = { type: "http", url: (await httpServer(tools("mail"))).url };
    config.shadowing = { type: "http", url: (await httpServer(tools("shadowing"))).url };
    const r = await cli(["--live", "--format", "json", "."], { cwd: project(config) });
    expect(r.code).toBe(1);
    const poisoned = new Set(json(r).findings.filter((f) => f.ruleId === "tool-poisoning").map((f) => /^server "([^"]+)"/.exec(f.message)![1]));
    expect([...poisoned].sort()).toEqual([...cases, "shadowing"].sort());
    expect(json(r).findings.filter((f) => f.ruleId === "tool-poisoning").every((f) => f.message.includes("(live)"))).toBe(true);
  });

  it("rug pull on restart: the server serves other tools than the ones approved", async () => {
    const toolsFile = path.join(tempDir(), "tools.json");
    fs.copyFileSync(path.join(TOOLS, "clean.json"), toolsFile);
    const dir = project({ tickets: stdio(SERVER, { FIXTURE_TOOLS: toolsFile }) });
    expect((await cli(["approve", "--live", "--allow-exec", "tickets", "--offline"], { cwd: dir })).code).toBe(0);
    fs.copyFileSync(path.join(TOOLS, "rug-pull.json"), toolsFile);
    const r = await cli(["--live", "--allow-exec", "tickets", "--format", "json", "."], { cwd: dir });
    expect(r.code).toBe(1);
    const drift = json(r).findings.filter((f) => f.ruleId === "tool-drift").map((f) => f.message.replace(/^server "tickets" changed since it was approved: /, "").replace(/: review the change, then run mcp-audit approve --live$/, ""));
    expect(drift).toEqual([
      'tool "comment_ticket" removed',
      'tool "delete_ticket" added: "Deletes a ticket and its comments."',
      'tool "get_ticket" renamed to "fetch_ticket" (same definition otherwise)',
      expect.stringMatching(/^tool "search_tickets" description changed: .*<IMPORTANT>/),
    ]);
    // The poisoned description is caught live too, and offline only once approved again.
    expect(ids(r)).toContain("tool-poisoning error");
  });

  it("rug pull after the first list: the tools change during the session", async () => {
    const dir = project({ tickets: stdio(SERVER, { FIXTURE_TOOLS: path.join(TOOLS, "clean.json"), FIXTURE_NEXT_TOOLS: path.join(TOOLS, "rug-pull.json") }) });
    const r = await cli(["--live", "--allow-exec", "all", "--format", "json", "."], { cwd: dir });
    const swapped = json(r).findings.filter((f) => f.message.includes("changed its tools during the session"));
    expect(swapped.map((f) => f.message)).toContain('server "tickets" changed its tools during the session, after its first tools/list: tool "comment_ticket" removed: a server that swaps its tools once they were listed cannot be reviewed; do not use it');
    expect(swapped).toHaveLength(4);
    expect(r.code).toBe(1);
  });

  it("a read-only mode that still leaves a destructive tool", async () => {
    const bin = tempDir();
    const ng = path.join(bin, "ng");
    fs.writeFileSync(ng, `#!/bin/sh\nexec "${NODE}" "${SERVER}" "$@"\n`, { mode: 0o755 });
    const dir = project({ angular: { command: ng, args: ["mcp", "--read-only"], env: { FIXTURE_TOOLS: path.join(TOOLS, "angular-all.json") } } });
    const r = await cli(["--live", "--allow-exec", "angular", "--format", "json", "."], { cwd: dir });
    expect(json(r).findings.filter((f) => f.ruleId === "read-only-unverified").map((f) => f.message)).toEqual([
      "server \"angular\" is run with --read-only (ng mcp), which leaves 6 of 9 tools, yet exposes 9 (live): the read-only mode does not hold: check the server's version and switch",
      "server \"angular\" is run with --read-only (ng mcp), yet exposes 2 tools that say they write (live): devserver_start (readOnlyHint: false), run_target (destructiveHint: true); the read-only mode does not hold: check the server's version and switch, and do not rely on it",
    ]);
  });

  it("a server that logs to stdout: a protocol fault, its bytes escaped, and no hang", async () => {
    const dir = project({ noisy: stdio(SERVER, { FIXTURE_TOOLS: path.join(TOOLS, "clean.json"), FIXTURE_STDOUT_LOG: "Server started \u001b[31mOK\u001b[0m on stdio" }) });
    const r = await cli(["--live", "--allow-exec", "noisy", "."], { cwd: dir });
    expect(r.stderr).toContain('mcp-audit: .mcp.json: server "noisy" wrote non-protocol output on stdout ("Server started \\u001b[31mOK\\u001b[0m on stdio"): a protocol fault; hosts that read JSON-RPC from stdout fail on it');
    expect(r.stderr).not.toContain("\u001b");
  });

  it("a slow server: timed out, killed, and the audit says it could not be audited (exit 2)", async () => {
    const marker = path.join(tempDir(), "marker");
    const dir = project({ slow: stdio(SERVER, { FIXTURE_TOOLS: path.join(TOOLS, "clean.json"), FIXTURE_START_DELAY_MS: "20000", FIXTURE_MARKER: marker }) });
    const r = await cli(["--live", "--allow-exec", "slow", "--live-timeout", "400", "."], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/server "slow" could not be audited live: .*(did not answer within 400 ms|did not finish within 1600 ms)/);
    const launches = markerLines(marker);
    expect(launches.length).toBeGreaterThan(0);
    for (const line of launches) {
      const [, pid, cwd] = /^launched (\d+) in (.*)$/.exec(line)!;
      expect(() => process.kill(Number(pid), 0)).toThrow(); // killed afterwards
      expect(cwd!.startsWith(fs.realpathSync(os.tmpdir()))).toBe(true); // in a temporary folder…
      expect(fs.existsSync(cwd!)).toBe(false); // …removed afterwards
    }
  });

  it("a 10 MB description: over the response cap, reported, not read", async () => {
    const big = await httpServer([{ name: "huge", description: "x".repeat(10 * 1024 * 1024) }]);
    const r = await cli(["--live", "."], { cwd: project({ big: { type: "http", url: big.url } }) });
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('server "big" could not be audited live: a response was larger than 4194304 bytes (the cap): not read');
  });

  it("an unresolved ${VAR} header: the server is not contacted, nothing is sent", async () => {
    const http = await httpServer(tools("clean"));
    const dir = project({ api: { type: "http", url: http.url, headers: { Authorization: "Bearer ${API_TOKEN}" } } });
    const r = await cli(["--live", "."], { cwd: dir });
    expect(r.stderr).toBe('mcp-audit: .mcp.json: server "api" was not contacted: ${API_TOKEN} in its url or headers is not set in the environment (nothing was sent)\n');
    expect(http.requests).toEqual([]);
    const set = await cli(["--live", "--format", "json", "."], { cwd: dir, env: { API_TOKEN: "tk_live_9f8e7d6c5b4a3210" } });
    expect(http.requests.length).toBeGreaterThan(0);
    expect(http.requests.every((q) => q.headers.authorization === "Bearer tk_live_9f8e7d6c5b4a3210")).toBe(true);
    expect(set.stdout + set.stderr).not.toContain("tk_live_9f8e7d6c5b4a3210");
  });

  it("stdio without --allow-exec: not launched (no process), one line saying how to allow it", async () => {
    const marker = path.join(tempDir(), "marker");
    const dir = project({ local: stdio(SERVER, { FIXTURE_TOOLS: path.join(TOOLS, "clean.json"), FIXTURE_MARKER: marker }) });
    const r = await cli(["--live", "."], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`mcp-audit: .mcp.json: server "local" (stdio: ${NODE} ${SERVER}) was not launched: --live runs a stdio server only when named, with --allow-exec local (or --allow-exec all)\n`);
    expect(markerLines(marker)).toEqual([]);
    // Other names do not allow it either.
    expect((await cli(["--live", "--allow-exec", "other", "."], { cwd: dir })).stderr).toContain("mcp-audit: --allow-exec other: no stdio server has that name");
    expect(markerLines(marker)).toEqual([]);
    expect((await cli(["--allow-exec", "local", "."], { cwd: dir })).stderr).toContain("--allow-exec goes with --live");
  });

  it("OAuth and unreachable servers are reported, not crashed", async () => {
    const auth = await httpServer([], { status: 401 });
    const port = await closedPort();
    const r = await cli(["--live", "."], { cwd: project({ secured: { type: "http", url: auth.url }, gone: { type: "http", url: `http://127.0.0.1:${port}/mcp` } }) });
    expect(r.code).toBe(2);
    expect(r.stdout).toContain(`server "secured" could not be audited live: ${auth.url} needs authorization (HTTP 401): mcp-audit does not sign in with OAuth`);
    expect(r.stdout).toContain(`server "gone" could not be audited live: cannot reach http://127.0.0.1:${port}/mcp (ECONNREFUSED)`);
  });
});

describe("canonical tool digests", () => {
  const json = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: "small" }, fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(tie("value"), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 6 }), tie("value"), { maxKeys: 4 })),
  })).value;
  const shuffled = (v: unknown, seed: number): unknown => {
    if (Array.isArray(v)) return v.map((x, i) => shuffled(x, seed + i));
    if (v && typeof v === "object") {
      const keys = Object.keys(v).sort((a, b) => ((a.length * 31 + seed) % 7) - ((b.length * 17 + seed) % 5) || (a < b ? 1 : -1));
      const out: Record<string, unknown> = {};
      for (const k of keys) Object.defineProperty(out, k, { value: shuffled((v as Record<string, unknown>)[k], seed + 1), enumerable: true, writable: true, configurable: true });
      return out;
    }
    return v;
  };

  it("ignore key order at every depth (property)", () => {
    fc.assert(
      fc.property(fc.record({ name: fc.string({ minLength: 1 }), description: fc.string(), inputSchema: json, annotations: json }), fc.nat(), (tool, seed) => {
        const a = pinTool(tool);
        const b = pinTool(shuffled(tool, seed) as Record<string, unknown>);
        expect(b.digest).toBe(a.digest);
        expect(b.contentDigest).toBe(a.contentDigest);
      }),
    );
  });

  it("are stable across runs and versions (a pinned value)", () => {
    const tool = { name: "query", description: "Runs a read-only SQL query.", inputSchema: { type: "object", properties: { sql: { type: "string", description: "The query." } }, required: ["sql"] }, annotations: { readOnlyHint: true } };
    expect(pinTool(tool)).toMatchObject({ digest: "sha256:a71307f59797ca5a50339d45184f8be8393a8921c6226ac728ca27dc94a369d8", contentDigest: "sha256:7799a2aa327c34bf2994ca14d57f88954d55dbcb5c655fc32fa21722c45d375a" });
    // A rename keeps the content digest; any other change changes both.
    expect(pinTool({ ...tool, name: "run_query" }).contentDigest).toBe(pinTool(tool).contentDigest);
    expect(pinTool({ ...tool, description: "Runs a SQL query." }).contentDigest).not.toBe(pinTool(tool).contentDigest);
  });
});
