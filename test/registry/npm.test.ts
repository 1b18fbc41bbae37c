// The npm plug-in and the prefetch phase against a real HTTP registry on 127.0.0.1.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prefetchRegistry, type PrefetchOptions } from "../../src/registry/prefetch.js";
import { pickVersion } from "../../src/packages/resolve.js";
import type { PackageQuery } from "../../src/packages/types.js";
import { NOW } from "./fixture-registry.js";
import { closedPort, startRegistry, type FakeRegistry } from "./server.js";

let registry: FakeRegistry;
let label: string;
beforeAll(async () => {
  registry = await startRegistry();
  label = registry.url.replace(/^http:\/\//, "").replace(/\/$/, "");
});
afterAll(() => registry.close());
beforeEach(() => registry.reset());

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-registry-"));

/** Settings that read no real npm config: the registry is the test server, the cache a fresh folder. */
function settings(extra: Partial<PrefetchOptions> = {}, env: NodeJS.ProcessEnv = {}): PrefetchOptions {
  const home = tmp();
  return {
    mode: "online",
    cwd: home,
    env: { HOME: home, npm_config_userconfig: path.join(home, "none"), npm_config_globalconfig: path.join(home, "none"), npm_config_registry: registry.url, ...env },
    cacheDir: path.join(home, "cache"),
    now: NOW,
    retry: { retries: 2, minTimeout: 5, maxTimeout: 10 },
    ...extra,
  };
}

const q = (name: string, more: Partial<PackageQuery> = {}): PackageQuery => ({ ecosystem: "npm", name, ...more });
const integrity = (name: string, version: string) => ((registry.docs.get(name)!.versions[version]!.dist as { integrity: string }).integrity);

describe("npm registry lookups over HTTP", () => {
  it("pins latest, a range and no spec, with the integrity of the pinned version, from abbreviated metadata", async () => {
    const { view, warnings } = await prefetchRegistry([q("@angular/cli", { spec: "latest" }), q("@playwright/mcp", { spec: "~0.0.40" }), q("@modelcontextprotocol/server-filesystem")], settings());
    expect(warnings).toEqual([]);
    const pin = (name: string, spec?: string) => {
      const lookup = view.lookup("npm", name);
      if (lookup?.status !== "found") throw new Error(`${name}: ${lookup?.status}`);
      const picked = pickVersion(lookup.packument, spec);
      return picked.ok ? [picked.version, picked.facts.integrity] : picked.why;
    };
    expect(pin("@angular/cli", "latest")).toEqual(["22.1.8", integrity("@angular/cli", "22.1.8")]);
    expect(pin("@playwright/mcp", "~0.0.40")).toEqual(["0.0.41", integrity("@playwright/mcp", "0.0.41")]);
    expect(pin("@modelcontextprotocol/server-filesystem")).toEqual(["2025.8.21", integrity("@modelcontextprotocol/server-filesystem", "2025.8.21")]);
    expect(integrity("@angular/cli", "22.1.8")).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/);
    // abbreviated metadata: no publish times; scoped names escaped the way npm escapes them
    expect(registry.requests.map((r) => [r.name, r.accept.split(";")[0]])).toEqual(
      expect.arrayContaining([["@angular/cli", "application/vnd.npm.install-v1+json"]]),
    );
    const angular = view.lookup("npm", "@angular/cli");
    expect(angular?.status === "found" && angular.registry === label && angular.packument.times).toBe(undefined);
  });

  it("de-duplicates across queries: one request per package, full when any query needs publish times", async () => {
    const { view } = await prefetchRegistry([q("mcp-remote", { spec: "latest" }), q("mcp-remote", { spec: "0.1.29", times: true }), q("mcp-remote")], settings());
    expect(registry.requests.map((r) => [r.name, r.accept])).toEqual([["mcp-remote", "application/json"]]);
    const lookup = view.lookup("npm", "mcp-remote");
    expect(lookup?.status === "found" && lookup.packument.times?.["0.1.30"]).toBe("2026-06-13T08:00:00.000Z");
  });

  it("reuses its disk cache: a second run makes no request, advisories included", async () => {
    const options = settings();
    const queries = [q("@angular/cli", { spec: "latest" }), q("mcp-remote", { times: true }), q("@executeautomation/database-server", { spec: "1.0.0", advisories: true }), q("@acme/nothing-here")];
    const cold = await prefetchRegistry(queries, options);
    expect(registry.requests).toHaveLength(5);
    expect(cold.stats).toEqual({ lookups: 4, networkRequests: 5, cachedAnswers: 0 });
    registry.reset();
    const warm = await prefetchRegistry(queries, options);
    // the 404 is not cached (a package may be published any time); everything else is
    expect(registry.requests.map((r) => r.name)).toEqual(["@acme/nothing-here"]);
    // three documents and one advisory answer from the cache
    expect(warm.stats).toEqual({ lookups: 4, networkRequests: 1, cachedAnswers: 4 });
    expect(warm.view.advisories("npm", "@executeautomation/database-server", "1.0.0")).toEqual(cold.view.advisories("npm", "@executeautomation/database-server", "1.0.0"));
  });

  it("asks the bulk advisory endpoint once, with the resolved versions, and keeps only advisories that affect them", async () => {
    const { view } = await prefetchRegistry(
      [q("@executeautomation/database-server", { spec: "~1.0.0", advisories: true }), q("@executeautomation/database-server", { spec: "1.1.0", advisories: true }), q("@angular/cli", { spec: "latest", advisories: true })],
      settings(),
    );
    const posts = registry.requests.filter((r) => r.method === "POST");
    expect(posts.map((p) => p.body)).toEqual([{ "@executeautomation/database-server": ["1.0.2", "1.1.0"], "@angular/cli": ["22.1.8"] }]);
    expect(view.advisories("npm", "@executeautomation/database-server", "1.0.2")).toEqual({
      status: "found",
      registry: label,
      advisories: [{ id: "GHSA-65hm-pwj5-73pw", title: "read-only mode can be bypassed to run write statements", severity: "high", vulnerableVersions: "<1.1.0", url: "https://github.com/advisories/GHSA-65hm-pwj5-73pw" }],
    });
    expect(view.advisories("npm", "@executeautomation/database-server", "1.1.0")).toEqual({ status: "found", registry: label, advisories: [] });
    expect(view.advisories("npm", "@angular/cli", "22.1.8")).toEqual({ status: "found", registry: label, advisories: [] });
  });

  it("warns when the advisory endpoint is missing, without losing the metadata", async () => {
    registry.behaviours.set("-/advisories", { kind: "status", status: 404 });
    const { view, warnings } = await prefetchRegistry([q("@executeautomation/database-server", { spec: "1.0.0", advisories: true })], settings());
    expect(view.lookup("npm", "@executeautomation/database-server")?.status).toBe("found");
    expect(view.advisories("npm", "@executeautomation/database-server", "1.0.0")).toEqual({ status: "failed", registry: label, reason: "it offers no advisory endpoint" });
    expect(warnings).toEqual([`could not look up advisories for @executeautomation/database-server on ${label} (it offers no advisory endpoint): known-vulnerability did not check them`]);
  });

  it("reads a 404 as a package that does not exist", async () => {
    const { view, warnings } = await prefetchRegistry([q("@acme/mcp-tickets")], settings());
    expect(view.lookup("npm", "@acme/mcp-tickets")).toEqual({ status: "missing", registry: label });
    expect(warnings).toEqual([]);
  });

  it("retries a transient 500 and succeeds", async () => {
    registry.behaviours.set("@angular/cli", { kind: "fail", status: 500, times: 2 });
    const { view, warnings } = await prefetchRegistry([q("@angular/cli")], settings());
    expect(registry.requests.map((r) => r.name)).toEqual(["@angular/cli", "@angular/cli", "@angular/cli"]);
    expect(view.lookup("npm", "@angular/cli")?.status).toBe("found");
    expect(warnings).toEqual([]);
  });

  it("gives up after the retries with a warning naming the registry and what was skipped", async () => {
    registry.behaviours.set("@angular/cli", { kind: "fail", status: 503, times: 99 });
    const { view, warnings } = await prefetchRegistry([q("@angular/cli"), q("mcp-remote")], settings());
    expect(registry.requests.filter((r) => r.name === "@angular/cli")).toHaveLength(3);
    expect(view.lookup("npm", "@angular/cli")).toEqual({ status: "failed", registry: label, reason: "answered 503" });
    expect(view.lookup("npm", "mcp-remote")?.status).toBe("found");
    expect(warnings).toEqual([`could not look up @angular/cli on ${label} (answered 503): their online checks did not run and no version was pinned from the registry`]);
  });

  it("times out a slow registry, then skips the rest of its lookups instead of timing each out", async () => {
    registry.behaviours.set("@angular/cli", { kind: "slow", ms: 2_000 });
    const started = Date.now();
    const { view, warnings } = await prefetchRegistry([q("@angular/cli"), q("mcp-remote"), q("@playwright/mcp")], settings({ timeoutMs: 150, concurrency: 1, retry: { retries: 0 } }));
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(registry.requests.map((r) => r.name)).toEqual(["@angular/cli"]);
    expect(view.lookup("npm", "@angular/cli")).toEqual({ status: "failed", registry: label, reason: "no answer within 150 ms" });
    expect(view.lookup("npm", "mcp-remote")).toEqual({ status: "failed", registry: label, reason: "no answer within 150 ms" });
    expect(warnings).toEqual([`could not look up @angular/cli, mcp-remote and @playwright/mcp on ${label} (no answer within 150 ms): their online checks did not run and no version was pinned from the registry`]);
  });

  it("turns an unreachable registry into a warning, not an error", async () => {
    const port = await closedPort();
    const { view, warnings } = await prefetchRegistry([q("@angular/cli"), q("mcp-remote")], settings({ mode: "fixes", retry: { retries: 0 } }, { npm_config_registry: `http://127.0.0.1:${port}/` }));
    expect(view.lookup("npm", "@angular/cli")).toEqual({ status: "failed", registry: `127.0.0.1:${port}`, reason: "unreachable: ECONNREFUSED" });
    expect(warnings).toEqual([`could not look up @angular/cli and mcp-remote on 127.0.0.1:${port} (unreachable: ECONNREFUSED): no version was pinned from the registry`]);
  });

  it("retries a body cut short once, and reports one that stays cut short", async () => {
    registry.behaviours.set("@angular/cli", { kind: "truncate", times: 1 });
    const once = await prefetchRegistry([q("@angular/cli")], settings());
    expect(once.view.lookup("npm", "@angular/cli")?.status).toBe("found");
    expect(registry.requests).toHaveLength(2);
    registry.reset();
    registry.behaviours.set("@angular/cli", { kind: "truncate", times: 99 });
    const always = await prefetchRegistry([q("@angular/cli")], settings({ retry: { retries: 0 } }));
    expect(always.view.lookup("npm", "@angular/cli")).toEqual({ status: "failed", registry: label, reason: "its answer was cut short or is not JSON" });
  });

  it("refuses an oversized answer, whether or not it declares its length", async () => {
    for (const chunked of [false, true]) {
      registry.reset();
      registry.behaviours.set("@angular/cli", { kind: "oversize", bytes: 300_000, chunked });
      const { view } = await prefetchRegistry([q("@angular/cli")], settings({ maxBytes: 100_000 }));
      expect(view.lookup("npm", "@angular/cli"), chunked ? "chunked" : "content-length").toEqual({
        status: "failed",
        registry: label,
        reason: "its answer is larger than 98 KB, the limit for one package's metadata",
      });
    }
  });

  it("refuses an answer about another package", async () => {
    registry.docs.set("@evil/decoy", { ...registry.docs.get("@angular/cli")!, name: "@angular/cli" });
    const { view } = await prefetchRegistry([q("@evil/decoy")], settings());
    registry.docs.delete("@evil/decoy");
    expect(view.lookup("npm", "@evil/decoy")).toEqual({ status: "failed", registry: label, reason: 'its answer is not package metadata: the answer describes "@angular/cli", not @evil/decoy' });
  });

  it("keeps to the concurrency bound, and uses all of it", async () => {
    const slow = await startRegistry({ latencyMs: 40 });
    try {
      const names = ["@angular/cli", "mcp-remote", "@playwright/mcp", "mcp-sqlite-native", "github-mcp-server", "@modelcontextprotocol/server-filesystem", "@modelcontextprotocol/server-github", "@executeautomation/database-server"];
      const queries = [...names, ...Array.from({ length: 12 }, (_, i) => `@acme/missing-${i}`)].map((n) => q(n));
      const started = Date.now();
      await prefetchRegistry(queries, settings({ concurrency: 4 }, { npm_config_registry: slow.url }));
      const elapsed = Date.now() - started;
      expect(slow.requests).toHaveLength(20);
      expect(slow.maxInFlight).toBe(4);
      // 20 lookups, 4 at a time: about 5 round trips, far from 20 in sequence
      expect(elapsed).toBeLessThan(20 * 40);
    } finally {
      await slow.close();
    }
  });

  it("does not look up names that are not npm package names, and notes ecosystems it cannot look up", async () => {
    const { view, warnings } = await prefetchRegistry([q("../../etc/passwd"), q("a b"), { ecosystem: "pypi", name: "mcp-server-fetch" }, { ecosystem: "oci", name: "ghcr.io/github/github-mcp-server" }], settings());
    expect(registry.requests).toEqual([]);
    expect(view.lookup("npm", "a b")).toBeUndefined();
    expect(warnings).toEqual(["PyPI packages and container images are not looked up in a registry yet: mcp-server-fetch and ghcr.io/github/github-mcp-server were checked offline only"]);
    expect((await prefetchRegistry([{ ecosystem: "pypi", name: "x" }], settings({ mode: "fixes" }))).warnings).toEqual([]);
  });
});

describe("npm config (.npmrc) as npm reads it", () => {
  it("sends a scoped package to its scope's registry, with that registry's token only", async () => {
    const scoped = await startRegistry();
    try {
      const home = tmp();
      const scopedHost = scoped.url.replace(/^http:/, "");
      fs.writeFileSync(path.join(home, ".npmrc"), `registry=${registry.url}\n@acme:registry=${scoped.url}\n${scopedHost}:_authToken=\${ACME_TOKEN}\n`);
      scoped.docs.set("@acme/tickets", { ...registry.docs.get("mcp-remote")!, name: "@acme/tickets" });
      const env = { HOME: home, npm_config_globalconfig: path.join(home, "none"), ACME_TOKEN: "npm_fakeTokenForTests000000000000000000" };
      const { view } = await prefetchRegistry([q("@acme/tickets"), q("mcp-remote")], { ...settings(), env, cwd: home });
      expect(view.lookup("npm", "@acme/tickets")).toMatchObject({ status: "found", registry: scoped.url.replace(/^http:\/\//, "").replace(/\/$/, "") });
      expect(scoped.requests.map((r) => [r.name, r.authorization])).toEqual([["@acme/tickets", "Bearer npm_fakeTokenForTests000000000000000000"]]);
      expect(registry.requests.map((r) => [r.name, r.authorization])).toEqual([["mcp-remote", undefined]]);
    } finally {
      await scoped.close();
    }
  });

  it("reads a trusted project .npmrc over the user's, and the environment over both", async () => {
    const home = tmp();
    const project = path.join(home, "project");
    fs.mkdirSync(path.join(project, "sub"), { recursive: true });
    fs.writeFileSync(path.join(project, "package.json"), "{}");
    fs.writeFileSync(path.join(home, ".npmrc"), "registry=http://127.0.0.1:1/\n");
    fs.writeFileSync(path.join(project, ".npmrc"), `registry=${registry.url}\n`);
    const base = { HOME: home, npm_config_globalconfig: path.join(home, "none") };
    const { view } = await prefetchRegistry([q("mcp-remote")], { ...settings(), env: base, cwd: path.join(project, "sub"), trustProjectNpmrc: true });
    expect(view.lookup("npm", "mcp-remote")?.status).toBe("found");
    // Not trusted: the user's registry (closed here) is asked, and a notice says the project's was ignored.
    const untrusted = await prefetchRegistry([q("mcp-remote")], { ...settings({ retry: { retries: 0 } }), env: base, cwd: path.join(project, "sub") });
    expect(untrusted.view.lookup("npm", "mcp-remote")).toMatchObject({ status: "failed", registry: "127.0.0.1:1" });
    expect(untrusted.warnings[0]).toMatch(/^ignored the registry set in the project's \/.*\/project\/\.npmrc: /);
    const port = await closedPort();
    const { view: fromEnv } = await prefetchRegistry([q("mcp-remote")], { ...settings({ retry: { retries: 0 } }), env: { ...base, npm_config_registry: `http://127.0.0.1:${port}/` }, cwd: project });
    expect(fromEnv.lookup("npm", "mcp-remote")).toMatchObject({ status: "failed", registry: `127.0.0.1:${port}` });
  });
});
