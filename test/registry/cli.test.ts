// The CLI's --online, --offline, --registry-timeout and --cache-dir against a real registry on 127.0.0.1.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cli } from "../cli/run.js";
import { closedPort, startRegistry, type FakeRegistry } from "./server.js";

let registry: FakeRegistry;
let host: string;
beforeAll(async () => {
  registry = await startRegistry();
  host = registry.url.replace(/^http:\/\//, "").replace(/\/$/, "");
});
afterAll(() => registry.close());
beforeEach(() => registry.reset());

const CONFIG = `{
  "mcpServers": {
    "angular": { "command": "npx", "args": ["-y", "@angular/cli@latest", "mcp", "--read-only"] },
    "github": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-github@2025.4.8"] },
    "db": { "command": "npx", "args": ["-y", "@executeautomation/database-server@1.0.0", "--readonly"] },
    "sqlite": { "command": "npx", "args": ["-y", "mcp-sqlite-native@1.4.0"] },
    "tickets": { "command": "npx", "args": ["-y", "@acme/mcp-tickets@1.0.0"] },
    "fetch": { "command": "uvx", "args": ["mcp-server-fetch==2025.4.7"] }
  }
}
`;

/** A project folder with the config, and an environment that reads no real npm config. */
function setup(registryUrl = registry.url) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-online-"));
  fs.writeFileSync(path.join(dir, ".mcp.json"), CONFIG);
  const env = {
    HOME: dir,
    npm_config_userconfig: path.join(dir, "no-npmrc"),
    npm_config_globalconfig: path.join(dir, "no-npmrc"),
    npm_config_registry: registryUrl,
    npm_config_fetch_retries: "0",
    MCP_AUDIT_CACHE_DIR: path.join(dir, ".cache"),
  };
  return { dir, env };
}

// young-release compares with the real clock: left out so the expected output does not age.
const ONLINE = ["--online", "--rule", "young-release=off", "--no-config", "--no-color", "."];

describe("mcp-audit --online", () => {
  it("vets every launched package and reports the supply-chain findings", async () => {
    const { dir, env } = setup();
    const r = await cli(ONLINE, { cwd: dir, env });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(1);
    const lines = r.stdout.split("\n").map((l) => l.trim());
    for (const line of [
      `3:51  error    server "angular" runs @angular/cli@latest: pin an exact version (latest resolves to 22.1.8 on ${host} today)  unpinned-package`,
      `4:50  warning  server "github" runs @modelcontextprotocol/server-github@2025.4.8, which is deprecated ("Package no longer supported. Development has moved to github/github-mcp-server: https://github.com/github/github-mcp-server"): move to github/github-mcp-server  deprecated-package`,
      `5:46  error    server "db" runs @executeautomation/database-server@1.0.0, which has a known vulnerability: GHSA-65hm-pwj5-73pw (high, read-only mode can be bypassed to run write statements): upgrade to 1.1.0 or later  known-vulnerability`,
      `6:50  warning  server "sqlite" runs mcp-sqlite-native@1.4.0, which runs install scripts when it is fetched (npm view mcp-sqlite-native@1.4.0 scripts shows them): review them, and if the server works without them set npm_config_ignore_scripts=true in its env  install-scripts`,
      `7:51  error    server "tickets" runs @acme/mcp-tickets@1.0.0, but ${host} has no package named @acme/mcp-tickets: check the name (a typo, or an unpublished package that anyone could now claim)  unknown-package`,
      "warning  PyPI packages are not looked up in a registry yet: mcp-server-fetch was checked offline only",
    ]) {
      expect(lines).toContain(line);
    }
    // one lookup per package, and one advisory request
    expect(registry.requests.map((x) => x.name).sort()).toEqual(["-/advisories", "@acme/mcp-tickets", "@angular/cli", "@executeautomation/database-server", "@modelcontextprotocol/server-github", "mcp-sqlite-native"]);

    registry.reset();
    const again = await cli(ONLINE, { cwd: dir, env });
    expect(again.stdout).toBe(r.stdout);
    // the second run answers from the disk cache; only the package that does not exist is asked again
    expect(registry.requests.map((x) => x.name)).toEqual(["@acme/mcp-tickets"]);
  });

  it("warns about an unreachable registry, names it and what was skipped, and keeps meaningful exit codes", async () => {
    const port = await closedPort();
    const { dir, env } = setup(`http://127.0.0.1:${port}/`);
    fs.writeFileSync(path.join(dir, ".mcp.json"), `{"mcpServers": {"db": {"command": "npx", "args": ["-y", "@executeautomation/database-server@1.0.0"]}}}\n`);
    const r = await cli([...ONLINE, "--registry-timeout", "500"], { cwd: dir, env });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`warning  could not look up @executeautomation/database-server on 127.0.0.1:${port} (unreachable: ECONNREFUSED): their online checks did not run and no version was pinned from the registry`);
    const json = await cli([...ONLINE, "--format", "json"], { cwd: dir, env });
    expect((JSON.parse(json.stdout) as { warnings: string[] }).warnings).toHaveLength(1);
  });

  it("keeps its cache where --cache-dir says", async () => {
    const { dir, env } = setup();
    await cli([...ONLINE, "--cache-dir", "my-cache"], { cwd: dir, env });
    expect(fs.readdirSync(path.join(dir, "my-cache")).sort()).toEqual(["advisories", "npm-abbreviated"]);
    expect(fs.existsSync(path.join(dir, ".cache"))).toBe(false);
  });
});

describe("without --online", () => {
  it("a plain run never touches the network", async () => {
    const { dir, env } = setup();
    const r = await cli(["--no-config", "--no-color", "."], { cwd: dir, env });
    expect(r.code).toBe(1);
    expect(registry.requests).toEqual([]);
    expect(r.stdout).toContain('server "angular" runs @angular/cli@latest: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @angular/cli@<version>');
  });

  it("--fix looks up only the versions the fixes need, and pins @latest safely", async () => {
    const { dir, env } = setup();
    const r = await cli(["--fix", "--no-config", "--no-color", "."], { cwd: dir, env });
    expect(registry.requests.map((x) => x.name)).toEqual(["@angular/cli"]);
    expect(fs.readFileSync(path.join(dir, ".mcp.json"), "utf8")).toBe(CONFIG.replace("@angular/cli@latest", "@angular/cli@22.1.8"));
    expect(r.stdout).toContain(`line 3: pin @angular/cli to 22.1.8 (what latest resolves to on ${host} today)  unpinned-package`);
  });

  it("--offline forbids the lookup and says the fix needed it", async () => {
    const { dir, env } = setup();
    const r = await cli(["--offline", "--fix", "--no-config", "--no-color", "."], { cwd: dir, env });
    expect(registry.requests).toEqual([]);
    expect(fs.readFileSync(path.join(dir, ".mcp.json"), "utf8")).toBe(CONFIG);
    expect(r.stdout).toContain('server "angular" runs @angular/cli@latest: pin an exact version, e.g. @angular/cli@<version> (no project lockfile was found, and --offline forbids the registry lookup that would pin it)');
  });

  it("rejects contradictory or malformed flags with exit 2", async () => {
    const { dir, env } = setup();
    const both = await cli(["--online", "--offline", "."], { cwd: dir, env });
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("--online and --offline contradict each other");
    for (const value of ["0", "abc", "-5", "1.5"]) {
      const r = await cli([`--registry-timeout=${value}`, "."], { cwd: dir, env });
      expect(r.code, value).toBe(2);
      expect(r.stderr).toContain("--registry-timeout takes a number of milliseconds");
    }
  });
});

describe("startup cost", () => {
  // The built CLI (npm test builds it first): which modules a run loads.
  const dist = path.resolve(import.meta.dirname, "../../dist/cli/main.js");
  const loaded = (args: string[], cwd: string, env: NodeJS.ProcessEnv) => {
    const script = `
      import { createRequire } from "node:module";
      const { main } = await import(${JSON.stringify(dist)});
      await main(${JSON.stringify(args)}, { stdout() {}, stderr() {}, cwd: ${JSON.stringify(cwd)}, env: ${JSON.stringify(env)}, isTTY: false });
      const cache = Object.keys(createRequire(import.meta.url).cache);
      process.stdout.write(JSON.stringify(cache.some((k) => k.includes("npm-registry-fetch"))));
    `;
    // Not spawnSync: the registry answering the child runs in this process.
    return promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }).then((r) => r.stdout);
  };

  it.runIf(fs.existsSync(dist))("loads the npm client only when a lookup happens", async () => {
    const { dir, env } = setup();
    const runs = await Promise.all([loaded(["--no-config", "."], dir, env), loaded(["--offline", "--fix", "--no-config", "."], dir, env), loaded(["--online", "--no-config", "."], dir, env)]);
    expect(runs).toEqual(["false", "false", "true"]);
  });
});
