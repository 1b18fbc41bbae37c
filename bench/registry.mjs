#!/usr/bin/env node
// Registry resolution, cold and warm: 50 distinct packages against a local registry on 127.0.0.1 that
// answers each request after a fixed latency. Cold should cost about one round trip per concurrency
// slot (ceil(50 / 8) = 7 round trips), not one per package in sequence; warm must make no request.
// Run after `npm run build`: node bench/registry.mjs [--packages 50] [--concurrency 8] [--latency 40]
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { packages: { type: "string", default: "50" }, concurrency: { type: "string", default: "8" }, latency: { type: "string", default: "40" } },
});
const PACKAGES = Number(values.packages);
const CONCURRENCY = Number(values.concurrency);
const LATENCY = Number(values.latency);

let prefetchRegistry;
try {
  ({ prefetchRegistry } = await import("../dist/registry/prefetch.js"));
} catch {
  console.error("bench/registry.mjs imports dist/: run `npm run build` first");
  process.exit(2);
}

// ---- a small registry: one packument per name, fresh for five minutes like registry.npmjs.org's ----
const names = Array.from({ length: PACKAGES }, (_, i) => (i % 2 ? `@bench/server-${i}` : `bench-server-${i}`));
function packument(name) {
  const versions = {};
  for (const v of ["1.0.0", "1.1.0", "1.2.0"]) {
    const integrity = `sha512-${createHash("sha512").update(`${name}@${v}`).digest("base64")}`;
    versions[v] = { name, version: v, dist: { integrity, tarball: `http://127.0.0.1/${name}/-/${v}.tgz` } };
  }
  return { name, "dist-tags": { latest: "1.2.0" }, versions };
}
let requests = 0;
let inFlight = 0;
let maxInFlight = 0;
const server = http.createServer((req, res) => {
  requests++;
  inFlight++;
  maxInFlight = Math.max(maxInFlight, inFlight);
  setTimeout(() => {
    const name = decodeURIComponent(new URL(req.url, "http://x").pathname.slice(1));
    const body = names.includes(name) ? JSON.stringify(packument(name)) : '{"error":"Not found"}';
    res.writeHead(names.includes(name) ? 200 : 404, { "content-type": "application/json", "cache-control": "public, max-age=300", "content-length": Buffer.byteLength(body) });
    res.end(body);
    inFlight--;
  }, LATENCY);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

// ---- cold, then warm, with the same cache ----------------------------------------------------------
const home = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-bench-registry-"));
const options = {
  mode: "online",
  cwd: home,
  env: { HOME: home, npm_config_registry: url, npm_config_userconfig: path.join(home, "none"), npm_config_globalconfig: path.join(home, "none") },
  cacheDir: path.join(home, "cache"),
  concurrency: CONCURRENCY,
};
const queries = names.map((name) => ({ ecosystem: "npm", name, spec: "latest" }));

async function run() {
  const before = requests;
  maxInFlight = 0;
  const started = process.hrtime.bigint();
  const outcome = await prefetchRegistry(queries, options);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const resolved = names.filter((n) => outcome.view.lookup("npm", n)?.status === "found").length;
  return { ms, requests: requests - before, maxInFlight, resolved, warnings: outcome.warnings };
}

// One request first, so the cold run does not also pay for loading the npm client.
await prefetchRegistry([{ ecosystem: "npm", name: "warm-up-not-counted" }], { ...options, cacheDir: path.join(home, "warm-up") });
const cold = await run();
const warm = await run();
server.close();
fs.rmSync(home, { recursive: true, force: true });

const roundTrips = Math.ceil(PACKAGES / CONCURRENCY);
const ideal = roundTrips * LATENCY;
const sequential = PACKAGES * LATENCY;
const f = (n) => n.toFixed(1);
console.log(`registry resolution: ${PACKAGES} distinct packages, concurrency ${CONCURRENCY}, ${LATENCY} ms per round trip (127.0.0.1)`);
console.log(`  cold: ${f(cold.ms)} ms, ${cold.requests} requests, at most ${cold.maxInFlight} at once, ${cold.resolved}/${PACKAGES} resolved`);
console.log(`        ${f(cold.ms / ideal)}x the floor of ${roundTrips} round trips (${ideal} ms); ${f(sequential / cold.ms)}x faster than one package after another (${sequential} ms)`);
console.log(`  warm: ${f(warm.ms)} ms, ${warm.requests} requests, ${warm.resolved}/${PACKAGES} resolved; ${f(cold.ms / Math.max(warm.ms, 0.001))}x faster than cold`);

const problems = [];
if (warm.requests !== 0) problems.push(`the warm run made ${warm.requests} requests (expected none)`);
if (cold.requests !== PACKAGES) problems.push(`the cold run made ${cold.requests} requests (expected ${PACKAGES}, one per package)`);
if (cold.maxInFlight > CONCURRENCY) problems.push(`${cold.maxInFlight} requests ran at once (bound: ${CONCURRENCY})`);
if (cold.resolved !== PACKAGES || warm.resolved !== PACKAGES) problems.push("not every package resolved");
if (cold.ms > ideal * 3) problems.push(`the cold run took ${f(cold.ms / ideal)}x its floor (more than 3x: lookups are not running concurrently)`);
for (const p of problems) console.error(`FAIL: ${p}`);
process.exit(problems.length > 0 ? 1 : 0);
