// Hostile sizes and shapes, generated at test time: deep nesting, a 50 MB config, single-line
// strings just under and over the 5 MB cap, values built to trip backtracking regexes, and a config
// with thousands of servers. Each: the documented exit code, a clear line, bounded time and memory,
// nothing written.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_FILE_BYTES } from "../../src/core/source.js";
import { built, expectClean, project, removeProjects, runCli, runCliAsync, snapshot } from "./run.js";

const MB = 1024 * 1024;

/** A config whose one env value is `fill` repeated to make the file exactly `bytes` long. */
function singleLine(bytes: number, fill: string, slot: "env" | "arg" | "url" = "env"): string {
  const [pre, post] =
    slot === "env"
      ? ['{"mcpServers":{"a":{"command":"node","args":["server.js"],"env":{"API_TOKEN":"', '"}}}}']
      : slot === "arg"
        ? ['{"mcpServers":{"a":{"command":"npx","args":["-y","pkg@1.0.0","--token=', '"]}}}']
        : ['{"mcpServers":{"a":{"type":"http","url":"https://mcp.example.com/', '"}}}'];
  const room = bytes - Buffer.byteLength(pre + post);
  const body = fill.repeat(Math.ceil(room / fill.length)).slice(0, room);
  const text = pre + body + post;
  expect(Buffer.byteLength(text)).toBe(bytes);
  return text;
}

/** Deterministic pseudo-random base64 text (what a long token or an embedded blob looks like). */
function noise(length: number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  let x = 12345;
  let s = "";
  while (s.length < length) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    s += alphabet[x % 64];
  }
  return s;
}

afterAll(removeProjects);

describe.runIf(built())("hostile sizes (real process)", () => {
  it("refuses JSON nested 100,000 deep (arrays and objects) without crashing", async () => {
    const dir = project({
      ".mcp.json": "[".repeat(100_000) + "]".repeat(100_000),
      ".vscode/mcp.json": '{"servers":' + '{"a":'.repeat(100_000) + "1" + "}".repeat(100_000) + "}",
    });
    const before = snapshot(dir);
    const r = runCli(["--fix=all", "."], { cwd: dir });
    expectClean(r, { code: 2, line: ["invalid JSON: JSON nested deeper than 256 levels: no MCP config needs this, the file is likely corrupt or hostile"] });
    expect(r.stdout.split("\n")).toEqual(expect.arrayContaining([".mcp.json", ".vscode/mcp.json"]));
    expect(snapshot(dir)).toEqual(before);
  });

  it("reads brackets inside a string as text, not nesting", () => {
    const dir = project({ ".mcp.json": JSON.stringify({ mcpServers: { a: { command: "node", args: ["s.js", "[{".repeat(200_000)] } } }) });
    expectClean(runCli(["."], { cwd: dir }), { code: 0 });
  });

  it("refuses a 50 MB config without reading it into memory, found or named", () => {
    const servers: string[] = [];
    for (let i = 0, length = 0; length < 50 * MB; i++) {
      const server = `"s${i}":{"command":"uvx","args":["mcp-server-git==2025.7.1","--repository","/srv/repo-${i}"]}`;
      servers.push(server);
      length += server.length + 1;
    }
    const dir = project({ ".mcp.json": `{"mcpServers":{${servers.join(",")}}}` });
    const size = fs.statSync(path.join(dir, ".mcp.json")).size;
    expect(size).toBeGreaterThan(50 * MB);
    const mb = `${(size / MB).toFixed(1)} MB`;
    for (const args of [["--fix=all", "."], [".mcp.json"]]) {
      // 50 MB read and decoded would take the process well past 120 MB.
      expectClean(runCli(args, { cwd: dir }), { code: 2, line: [".mcp.json", `file is ${mb}, over the 5 MB limit for a config`], maxMs: 30_000, maxRssMB: 120 });
    }
  });

  it("refuses a 10 MB single-line string, and the cap plus one byte", async () => {
    const dir = project({ ".mcp.json": singleLine(10 * MB, "x"), ".cursor/mcp.json": singleLine(MAX_FILE_BYTES + 1, noise(4096)) });
    const before = snapshot(dir);
    const r = runCli(["--fix=all", "."], { cwd: dir });
    expectClean(r, { code: 2, line: [".mcp.json", "file is 10.0 MB, over the 5 MB limit"], maxRssMB: 120 });
    expectClean(r, { code: 2, line: [".cursor/mcp.json", "file is 5.0 MB, over the 5 MB limit"] });
    expect(snapshot(dir)).toEqual(before);
  });

  it("audits single-line strings just under the cap in bounded time and memory", async () => {
    const fills: [string, string, "env" | "arg" | "url"][] = [
      ["plain", "a", "env"],
      ["random base64", noise(65536), "env"],
      ["token prefixes", "ghp_", "arg"],
      ["brackets", "[{", "url"],
    ];
    const runs = await Promise.all(
      fills.map(async ([name, fill, slot]) => {
        const dir = project({ ".mcp.json": singleLine(MAX_FILE_BYTES - 1, fill, slot) });
        const before = snapshot(dir);
        const r = await runCliAsync(["--fix=all", "."], { cwd: dir, timeoutMs: 20_000 });
        return { name, r, same: JSON.stringify(snapshot(dir)) === JSON.stringify(before) };
      }),
    );
    for (const { name, r, same } of runs) {
      expect([0, 1], name).toContain(r.code);
      // Four at once on two cores: each would take about a quarter of this alone.
      expectClean(r, { code: r.code!, maxMs: 15_000 });
      expect(same, `${name}: nothing written`).toBe(true);
    }
  }, 30_000);

  // Regexes that backtracked over the whole value at each start position (quadratic, found by this
  // test and fixed): a 1 MB value took minutes, one just under the 5 MB cap hours, enough for a
  // hostile repository to hang a pre-commit hook or CI job. The payloads that tripped them:
  //   "${${${…"     /\$\{[^}]*\}/: ANY_REFERENCE (src/hosts/index.ts), REFERENCE (src/secrets/placeholders.ts),
  //                  VARIABLE (src/rules/invalid-config.ts)
  //   "a.a.a.…"     connection-string-password regex (src/secrets/token-formats.ts):
  //                  /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/?#@]*:(?<secret>…)@/i scans on from every word start
  //   "-----BEGIN PRIVATE KEY-----" repeated, no END: private-key regex (src/secrets/token-formats.ts),
  //                  [\s\S]{32,}? runs to the end of the value from every BEGIN
  it("lints values built to trip backtracking regexes in linear time", async () => {
    const payloads: [string, string][] = [
      ["${", "${"],
      ["a.", "a."],
      ["BEGIN", "-----BEGIN PRIVATE KEY-----"],
    ];
    const runs = await Promise.all(
      payloads.map(async ([name, fill]) => {
        const dir = project({ ".mcp.json": singleLine(1 * MB, fill) });
        return { name, r: await runCliAsync(["."], { cwd: dir, timeoutMs: 5_000 }) };
      }),
    );
    for (const { name, r } of runs) expect(r.timedOut, `${name}: ${Math.round(r.ms)} ms`).toBe(false);
  }, 20_000);

  // 2,000 servers (440 KB, a tenth of the cap) each with a token and an unpinned launch: the audit
  // took about 30 s (stylish) and 75 s (json), quadratic in the number of findings, until fixed:
  //   - src/secrets/redact.ts scrub() rebuilds its replacement map and regex (all secrets of the run)
  //     on every call, and the reporters call safeText() once per printed string;
  //   - src/core/json.ts insertArrayElement() calls detectEol() on the whole text for every fix.
  // Expected: linear (compile the scrubber once per secret set; compute the line ending once per file).
  // The time bound is a stall guard (30 s against the 30–75 s the quadratic code took, on a loaded
  // machine); linearity itself is asserted with doubling inputs in test/complexity/configs.test.ts.
  it("audits a config with 2,000 servers and 6,000 findings in bounded time", () => {
    const servers: Record<string, unknown> = {};
    for (let i = 0; i < 2000; i++) {
      servers[`s${i}`] = { command: "npx", args: ["-y", "@angular/cli@latest", "mcp"], env: { GITHUB_TOKEN: `ghp_${`${i.toString(36)}6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFu`.slice(0, 36)}` } };
    }
    const dir = project({ ".mcp.json": JSON.stringify({ mcpServers: servers }, null, 2) });
    expectClean(runCli(["--format", "json", "."], { cwd: dir, timeoutMs: 30_000 }), { code: 1, maxMs: 30_000 });
  }, 45_000);
});
