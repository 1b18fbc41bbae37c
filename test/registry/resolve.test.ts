import { describe, expect, it } from "vitest";
import { cleanText, normalizeAdvisories, normalizePackument, reviveAdvisories, withoutUrls } from "../../src/registry/packument.js";
import { describeFailure } from "../../src/registry/npm.js";
import { listNames, pool } from "../../src/registry/prefetch.js";
import { daysBetween, pickVersion, resolveSpec } from "../../src/packages/resolve.js";
import type { PackageLookup, Packument } from "../../src/packages/types.js";
import { createRegistryView, offlineRegistry } from "../../src/packages/view.js";

const packument = (versions: Record<string, { deprecated?: string }>, tags: Record<string, string>): Packument => ({
  name: "p",
  distTags: tags,
  versions: Object.fromEntries(Object.entries(versions).map(([v, f]) => [v, { version: v, ...f }])),
});

describe("pickVersion (npm-pick-manifest's choice)", () => {
  const p = packument({ "1.0.0": {}, "1.1.0": {}, "1.2.0": { deprecated: "broken" }, "2.0.0-rc.1": {}, "1.3.0-beta.1": {} }, { latest: "1.1.0", next: "2.0.0-rc.1", old: "9.9.9" });
  const pick = (spec?: string) => {
    const r = pickVersion(p, spec);
    return r.ok ? r.version : r.why;
  };

  it("resolves no spec and `*` to latest", () => {
    expect(pick()).toBe("1.1.0");
    expect(pick("")).toBe("1.1.0");
    expect(pick("*")).toBe("1.1.0");
  });

  it("resolves a tag to exactly that tag, deprecated or not", () => {
    expect(pick("latest")).toBe("1.1.0");
    expect(pick("next")).toBe("2.0.0-rc.1");
    expect(pick("nope")).toBe("no-such-tag");
    expect(pick("old")).toBe("no-such-tag"); // a tag pointing at a version that is not there
  });

  it("resolves an exact version to itself (loose spellings too)", () => {
    expect(pick("1.2.0")).toBe("1.2.0");
    expect(pick("v1.0.0")).toBe("1.0.0");
    expect(pick("=1.0.0")).toBe("1.0.0");
    expect(pick("3.0.0")).toBe("no-such-version");
  });

  it("resolves a range to latest when latest fits, else the highest fit, non-deprecated first, no prereleases", () => {
    expect(pick("^1.0.0")).toBe("1.1.0");
    expect(pick(">=1.2.0 <2")).toBe("1.2.0"); // only a deprecated version fits: it is still what runs
    expect(pick("~1.0.0")).toBe("1.0.0");
    expect(pick(">1.1.0")).toBe("1.2.0");
    expect(pick("^2")).toBe("no-match");
    expect(pick("^2.0.0-rc.0")).toBe("2.0.0-rc.1");
  });

  it("does not resolve npm aliases through this package", () => {
    expect(pick("npm:other@1.0.0")).toBe("unsupported");
  });

  it("skips a deprecated latest for a range, like npm", () => {
    const q = packument({ "1.0.0": {}, "1.1.0": { deprecated: "use 1.0" } }, { latest: "1.1.0" });
    const r = pickVersion(q, "^1");
    expect(r.ok && r.version).toBe("1.0.0");
  });
});

describe("resolveSpec", () => {
  const found = { status: "found" as const, registry: "r.example", packument: packument({ "1.0.0": {} }, { latest: "1.0.0" }) };
  const view = createRegistryView({ mode: "online", packages: new Map<string, PackageLookup>([["npm:p", found], ["npm:gone", { status: "missing", registry: "r.example" }], ["npm:down", { status: "failed", registry: "r.example", reason: "answered 500" }]]) });

  it("tells every outcome apart", () => {
    expect(resolveSpec(view, "npm", "p", "^1")).toMatchObject({ kind: "resolved", version: "1.0.0", registry: "r.example" });
    expect(resolveSpec(view, "npm", "p", "^2")).toMatchObject({ kind: "missing-version", why: "no-match" });
    expect(resolveSpec(view, "npm", "gone", undefined)).toEqual({ kind: "missing-package", registry: "r.example" });
    expect(resolveSpec(view, "npm", "down", undefined)).toEqual({ kind: "failed", registry: "r.example", reason: "answered 500" });
    expect(resolveSpec(view, "npm", "never-asked", undefined)).toEqual({ kind: "unknown" });
    expect(resolveSpec(view, "pypi", "p", undefined)).toEqual({ kind: "unknown" });
    expect(resolveSpec(undefined, "npm", "p", undefined)).toEqual({ kind: "unknown" });
    expect(resolveSpec(offlineRegistry(), "npm", "p", undefined)).toEqual({ kind: "unknown" });
  });

  it("is a frozen, read-only view", () => {
    expect(Object.isFrozen(view)).toBe(true);
    expect(offlineRegistry(new Date(0)).now.getTime()).toBe(0);
  });
});

const SHA512 = `${"q".repeat(86)}==`;

describe("registry documents are not trusted", () => {
  it("keeps only well-typed fields and cleans text meant for messages", () => {
    const p = normalizePackument(
      {
        name: "x",
        "dist-tags": { latest: "1.0.0", bad: 42 },
        versions: {
          "1.0.0": { deprecated: "use \u001b[31my\u001b[0m\ninstead\u202e", dist: { integrity: `sha1-${"A".repeat(27)}= sha512-${SHA512}` }, scripts: { postinstall: "node a.js", test: "x", install: 7 } },
          "0.9.0": "nonsense",
          "0.8.0": { deprecated: "", hasInstallScript: true },
        },
        time: { created: "2020-01-01T00:00:00Z", modified: "2021-01-01T00:00:00Z", "1.0.0": "2020-06-01T00:00:00Z", "0.7.0": "2019-01-01T00:00:00Z", "0.8.0": "not a date" },
      },
      "x",
    );
    expect(p).toEqual({
      name: "x",
      distTags: { latest: "1.0.0" },
      unusableTags: { bad: "it names a number, which is not a version" },
      versions: {
        "1.0.0": { version: "1.0.0", deprecated: "use [31my [0m instead", integrity: `sha512-${SHA512}`, installScripts: { postinstall: "node a.js" }, hasInstallScript: true },
        "0.8.0": { version: "0.8.0", hasInstallScript: true },
      },
      times: { "1.0.0": "2020-06-01T00:00:00Z" },
      created: "2020-01-01T00:00:00Z",
    });
    expect(() => normalizePackument([], "x")).toThrow("not a JSON object");
    expect(() => normalizePackument({ name: "y" }, "x")).toThrow('describes "y", not x');
  });

  it("keeps only exact semver versions, and dist-tags that name one of them; the rest is unusable, never pinned", () => {
    const p = normalizePackument(
      {
        name: "x",
        "dist-tags": {
          latest: "git+https://evil.example/x.git#main",
          next: "2.0.0\u001b[2J",
          beta: "9.9.9",
          stable: "1.0.0",
          "1.x": "1.0.0",
          "bad\u001btag": "1.0.0",
          obj: { v: 1 },
        },
        versions: {
          "1.0.0": { dist: { integrity: "sha512-short" } },
          "git+https://evil.example/x.git#main": {},
          "2.0.0\u001b[2J": {},
          "v3.0.0": {},
          "4.0.0+build": {},
          " 5.0.0": {},
        },
      },
      "x",
    );
    expect(Object.keys(p.versions)).toEqual(["1.0.0"]);
    expect(p.versions["1.0.0"]!.integrity).toBeUndefined();
    expect(p.distTags).toEqual({ stable: "1.0.0" });
    expect(p.unusableTags).toEqual({
      latest: 'it names "git+https://evil.example/x.git#main", which is not a version',
      next: 'it names "2.0.0 [2J", which is not a version',
      beta: "it names 9.9.9, which the answer does not list",
      obj: "it names an object, which is not a version",
    });
    expect(pickVersion(p, undefined)).toEqual({ ok: false, why: "unusable", tag: "latest", reason: p.unusableTags!.latest });
    expect(pickVersion(p, "latest")).toMatchObject({ ok: false, why: "unusable", tag: "latest" });
    expect(pickVersion(p, "next")).toMatchObject({ ok: false, why: "unusable", tag: "next" });
    expect(pickVersion(p, "stable")).toMatchObject({ ok: true, version: "1.0.0" });
    // A range never relied on the tag: it picks among the exact versions.
    expect(pickVersion(p, "^1.0.0")).toMatchObject({ ok: true, version: "1.0.0" });
    expect(pickVersion(p, "git+https://evil.example/x.git#main")).toMatchObject({ ok: false, why: "no-such-tag" });
  });

  it("drops publish times that are not ISO dates and advisories with unreadable ranges or ids", () => {
    const p = normalizePackument({ name: "x", versions: { "1.0.0": {} }, time: { created: "2020-01-01T00:00:00Z\u001b[31m", "1.0.0": "Tue, 01 Jan 2020 00:00:00 GMT" } }, "x");
    expect(p.times).toEqual({});
    expect(p.created).toBeUndefined();
    expect(
      normalizeAdvisories([
        { id: "x\u001b]0;t\u0007", url: "javascript:alert(1)", severity: "high", vulnerable_versions: "<2", title: "bad \u202e title \u206f" },
        { id: 1, vulnerable_versions: "not a range !!" },
      ]),
    ).toEqual([{ id: "advisory", title: "bad title", severity: "high", vulnerableVersions: "<2", url: "" }]);
    expect(reviveAdvisories([{ id: "GHSA-2222-3333-4444", title: "t\u001b", severity: "low", vulnerableVersions: "<1", url: "https://x.example/a" }])).toEqual([
      { id: "GHSA-2222-3333-4444", title: "t", severity: "low", vulnerableVersions: "<1", url: "https://x.example/a" },
    ]);
    expect(reviveAdvisories([{ id: "x", title: "t", severity: "weird", vulnerableVersions: "<1", url: "" }])).toBeUndefined();
    expect(reviveAdvisories("nope")).toBeUndefined();
  });

  it("reduces URLs in error messages to scheme and host (fetch errors echo the request URL, credentials and all)", () => {
    expect(withoutUrls("request to https://deploy:s3cr3t-t0ken@npm.acme.dev/npm/%40acme%2fx?token=abc failed, reason: \u001b[2Jboom")).toBe(
      "request to https://npm.acme.dev/… failed, reason: [2Jboom",
    );
    expect(withoutUrls("bad http://[::1 url")).toBe("bad <a URL> url");
    const error = Object.assign(new Error("maximum redirect reached at: https://u:p4ss@evil.example/x"), { code: "FETCH_ERROR\u001b" });
    expect(describeFailure(error, 1000).message).toBe("unreachable: maximum redirect reached at: https://evil.example/…");
  });

  it("cuts long text with an ellipsis", () => {
    expect(cleanText("a".repeat(10), 5)).toBe("aaaa…");
    expect(cleanText("  a \t b  ")).toBe("a b");
  });

  it("reads bulk advisories defensively", () => {
    expect(normalizeAdvisories("x")).toEqual([]);
    expect(normalizeAdvisories([{ id: 7, url: "https://github.com/advisories/GHSA-xxxx-xxxx-xxxx", severity: "weird", vulnerable_versions: "<2" }, { id: 8 }])).toEqual([
      { id: "GHSA-xxxx-xxxx-xxxx", title: "", severity: "moderate", vulnerableVersions: "<2", url: "https://github.com/advisories/GHSA-xxxx-xxxx-xxxx" },
    ]);
    expect(normalizeAdvisories([{ id: 9, url: "https://example.com/9", severity: "low", vulnerable_versions: "*", title: "t" }])[0]!.id).toBe("9");
  });
});

describe("helpers", () => {
  it("lists names for warnings", () => {
    expect(listNames(["a"])).toBe("a");
    expect(listNames(["a", "b", "a"])).toBe("a and b");
    expect(listNames(["a", "b", "c", "d"])).toBe("a, b, c and d");
    expect(listNames(["a", "b", "c", "d", "e", "f"])).toBe("a, b, c and 3 more");
  });

  it("runs a pool with at most `limit` workers at once, over every item", async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await pool([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      seen.push(n);
      running--;
    });
    expect(most).toBe(3);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    await pool([], 3, async () => {
      throw new Error("never");
    });
  });

  it("counts whole days", () => {
    expect(daysBetween(new Date("2026-06-10T12:00:00Z"), new Date("2026-06-15T11:59:59Z"))).toBe(4);
  });
});
