// The prefetch step before an audit, and the approve round trip it feeds (inventory -> lock -> drift).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prefetchAudit, runAudit, runAuditOnline } from "../../src/audit/run.js";
import { emptyLock, readLock, writeLock } from "../../src/lock/index.js";
import { recordPackagesInLock } from "../../src/lock/packages.js";
import { fixturePlugin, NOW } from "./fixture-registry.js";

function project(config: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-prepare-"));
  fs.mkdirSync(path.join(dir, ".git"));
  fs.writeFileSync(path.join(dir, ".mcp.json"), config);
  return dir;
}

const CONFIG = `{"mcpServers": {
  "angular": {"command": "npx", "args": ["-y", "@angular/cli@latest", "mcp"]},
  "files": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem@2025.8.21", "."]},
  "fetch": {"command": "uvx", "args": ["mcp-server-fetch==2025.4.7"]}
}}
`;

describe("prefetchAudit", () => {
  it("involves no registry for a plain run, and an offline view with --offline, without reading a file", async () => {
    const calls: { name: string; times: boolean }[] = [];
    const dir = project(CONFIG);
    const plain = await prefetchAudit({ cwd: dir, paths: [] }, { mode: "fixes", env: {}, plugins: [fixturePlugin(calls)] });
    expect(plain).toEqual({ registry: undefined, warnings: [] });
    const offline = await prefetchAudit({ cwd: dir, paths: [], fix: "safe" }, { mode: "offline", env: {}, plugins: [fixturePlugin(calls)] });
    expect(offline.registry?.mode).toBe("offline");
    expect(calls).toEqual([]);
  });

  it("with --fix, asks only what fixes need; with --online, everything the rules read", async () => {
    const dir = project(CONFIG);
    const fixes: { name: string; times: boolean }[] = [];
    await prefetchAudit({ cwd: dir, paths: [], fix: "safe" }, { mode: "fixes", env: {}, now: NOW, plugins: [fixturePlugin(fixes)] });
    expect(fixes).toEqual([{ name: "@angular/cli", times: false }]);
    const online: { name: string; times: boolean }[] = [];
    const facts = await prefetchAudit({ cwd: dir, paths: [] }, { mode: "online", env: {}, now: NOW, plugins: [fixturePlugin(online)] });
    // one request per package across every rule, full documents because young-release reads publish times
    expect(online).toEqual([
      { name: "@angular/cli", times: true },
      { name: "@modelcontextprotocol/server-filesystem", times: true },
    ]);
    expect(facts.warnings).toEqual(["PyPI packages are not looked up in a registry yet: mcp-server-fetch was checked offline only"]);
  });

  it("leaves rules that are turned off out of the prefetch", async () => {
    const dir = project(CONFIG);
    const calls: { name: string; times: boolean }[] = [];
    await prefetchAudit({ cwd: dir, paths: [], settings: new Map([["young-release", { severity: "off" as const }]]) }, { mode: "online", env: {}, now: NOW, plugins: [fixturePlugin(calls)] });
    expect(calls.every((c) => !c.times)).toBe(true);
  });
});

describe("approve round trip: inventory -> recordPackagesInLock -> lock-drift", () => {
  it("records what runs, then reports a config that moves without review", async () => {
    const dir = project(CONFIG);
    const network = { mode: "online" as const, env: {}, now: NOW, plugins: [fixturePlugin()] };
    const first = await runAuditOnline({ cwd: dir, paths: [] }, network);
    const lock = emptyLock();
    const outcome = recordPackagesInLock(lock, first.inventory!);
    expect(outcome.unresolved).toEqual([]);
    writeLock(dir, lock);
    expect(readLock(dir)!.packages).toMatchObject({
      "npm:@angular/cli": { version: "22.1.8", integrity: expect.stringMatching(/^sha512-/), servers: [".mcp.json#angular"] },
      "npm:@modelcontextprotocol/server-filesystem": { version: "2025.8.21", servers: [".mcp.json#files"] },
      "pypi:mcp-server-fetch": { version: "2025.4.7", servers: [".mcp.json#fetch"] },
    });

    const drift = (r: ReturnType<typeof runAudit>) => r.files.flatMap((f) => f.findings).filter((f) => f.ruleId === "lock-drift").map((f) => f.message);
    expect(drift(await runAuditOnline({ cwd: dir, paths: [] }, network))).toEqual([]);
    expect(drift(runAudit({ cwd: dir, paths: [] }))).toEqual([]);

    fs.writeFileSync(path.join(dir, ".mcp.json"), CONFIG.replace("server-filesystem@2025.8.21", "server-filesystem@2025.7.29"));
    expect(drift(runAudit({ cwd: dir, paths: [] }))).toEqual([
      'server "files" runs @modelcontextprotocol/server-filesystem@2025.7.29, but mcp-audit.lock.json recorded 2025.8.21: review the change, then run mcp-audit approve',
    ]);
  });
});
