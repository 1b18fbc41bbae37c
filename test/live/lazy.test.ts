// The official MCP client is loaded only by the commands that talk MCP: `--version`, an audit of a
// few files and the ESLint plugin never load it (the startup figures in `npm run bench` depend on it).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NO_REGISTRY, REPO, tempDir } from "../cli/run.js";

const SPY = path.join(REPO, "test/live/module-spy.mjs");

// The client is inlined in the committed bundle as a file of its own (bundle/vendor/mcp-client.cjs),
// required on first use: the one file defining its classes.
const CLIENT_MARKERS = ["var Client = class", "var SkillsClient = class", "var LATEST_PROTOCOL_VERSION"];
const CLIENT_CHUNKS = ["", "vendor/"]
  .flatMap((dir) => fs.readdirSync(path.join(REPO, "bundle", dir)).map((f) => `${dir}${f}`))
  .filter((f) => /\.c?js$/.test(f) && CLIENT_MARKERS.some((m) => fs.readFileSync(path.join(REPO, "bundle", f), "utf8").includes(m)));

/** Run node with the spy; returns the MCP client modules it resolved (from node_modules or the bundle's chunks). */
function loaded(args: string[], cwd: string): { code: number | null; modules: string[]; stderr: string } {
  const log = path.join(tempDir(), "modules.log");
  fs.writeFileSync(log, "");
  const r = spawnSync(process.execPath, ["--import", SPY, ...args], { cwd, env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", ...NO_REGISTRY, MCP_AUDIT_MODULE_LOG: log }, encoding: "utf8", timeout: 60_000 });
  const resolved = fs.readFileSync(log, "utf8").split("\n").filter(Boolean);
  const client = resolved.filter((url) => url.includes("@modelcontextprotocol") || CLIENT_CHUNKS.some((chunk) => url.endsWith(`/bundle/${chunk}`)));
  return { code: r.status, modules: client, stderr: r.stderr };
}

function threeFiles(): string {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, ".git"));
  fs.writeFileSync(path.join(dir, ".mcp.json"), JSON.stringify({ mcpServers: { files: { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem@2025.8.21", "."] } } }));
  fs.mkdirSync(path.join(dir, ".vscode"));
  fs.writeFileSync(path.join(dir, ".vscode/mcp.json"), JSON.stringify({ servers: { api: { type: "http", url: "https://mcp.example.com/mcp" } } }));
  fs.cpSync(path.join(REPO, "fixtures/skills/migrations-ef"), path.join(dir, ".claude/skills/migrations-ef"), { recursive: true });
  return dir;
}

const BIN = path.join(REPO, "bin/mcp-audit.js");

describe("the MCP client is loaded lazily", () => {
  it("lives in a file of its own in the bundle", () => {
    expect(CLIENT_CHUNKS).toEqual(["vendor/mcp-client.cjs"]);
  });

  it("not by --version", () => {
    const r = loaded([BIN, "--version"], REPO);
    expect(r.code).toBe(0);
    expect(r.modules).toEqual([]);
  });

  it("not by an audit of three files", () => {
    const dir = threeFiles();
    const r = loaded([BIN, "."], dir);
    expect(r.code, r.stderr).not.toBe(2);
    expect(r.modules).toEqual([]);
  });

  it("not by the ESLint plugin linting them", () => {
    const dir = threeFiles();
    const script = `import { ESLint } from "eslint"; const results = await new ESLint({ cwd: ${JSON.stringify(dir)}, overrideConfigFile: ${JSON.stringify(path.join(REPO, "fixtures/eslint/eslint.config.js"))} }).lintFiles(["."]); if (results.length === 0) process.exit(3);`;
    const r = loaded(["--input-type=module", "-e", script], REPO);
    expect(r.code, r.stderr).toBe(0);
    expect(r.modules).toEqual([]);
  });

  it("but by skills listing, which asks the SDK to check what it prints (so the spy sees it)", () => {
    const r = loaded([BIN, "skills", "listing", path.join(REPO, "fixtures/skills/migrations-ef")], REPO);
    expect(r.code).toBe(0);
    expect(r.modules.length).toBeGreaterThan(0);
  });
});
