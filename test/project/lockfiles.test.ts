import { describe, expect, it } from "vitest";
import { exactVersion, LockfileError, pnpmVersion, readNpmLock, readPnpmLock, readYarnLock } from "../../src/project/lockfiles.js";

const ctx = { importer: "", declared: undefined };

describe("lockfile readers", () => {
  it("exactVersion keeps exact semver only", () => {
    expect([exactVersion("1.2.3"), exactVersion("v1.2.3"), exactVersion("^1.2.3"), exactVersion("latest"), exactVersion(1), exactVersion("github:a/b#abc")]).toEqual([
      "1.2.3",
      "1.2.3",
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("pnpmVersion strips v6/v9 peer suffixes and v5 underscore suffixes, refuses links and aliases", () => {
    expect(pnpmVersion("22.1.8(@types/node@20.19.43)(chokidar@4.0.3)")).toBe("22.1.8");
    expect(pnpmVersion("18.2.0_react@18.2.0")).toBe("18.2.0");
    expect(pnpmVersion("1.0.0-rc.1")).toBe("1.0.0-rc.1");
    expect(pnpmVersion("link:../x")).toBeUndefined();
    expect(pnpmVersion("file:../x.tgz")).toBeUndefined();
    expect(pnpmVersion("string-width@4.2.3")).toBeUndefined();
    expect(pnpmVersion(undefined)).toBeUndefined();
  });

  it("reads a yarn.lock with CRLF line endings", () => {
    const text = ['# yarn lockfile v1', '', '"@playwright/mcp@^0.0.41":', '  version "0.0.41"', '  resolved "https://registry.yarnpkg.com/x.tgz"', ''].join("\r\n");
    expect(readYarnLock(text).versionOf("@playwright/mcp", ctx)).toBe("0.0.41");
  });

  it("picks the one yarn entry whose version satisfies the declared range when the range text differs", () => {
    const text = ['a@^1.0.0:', '  version "1.4.0"', '', 'a@^2.0.0:', '  version "2.1.0"', ''].join("\n");
    expect(readYarnLock(text).versionOf("a", { importer: "", declared: "^2.1.0" })).toBe("2.1.0");
    expect(readYarnLock(text).versionOf("a", ctx)).toBeUndefined();
  });

  it("does not read a nested `version` key of a dependency list as the entry's version", () => {
    const text = ['"a@npm:^1":', '  dependencies:', '    version: "npm:9.9.9"', '  version: 1.0.0', ''].join("\n");
    expect(readYarnLock(text).versionOf("a", ctx)).toBe("1.0.0");
  });

  it("throws LockfileError (never anything else) on files that are not lockfiles", () => {
    expect(() => readNpmLock("{")).toThrow(LockfileError);
    expect(() => readNpmLock('{"name":"x"}')).toThrow(LockfileError);
    expect(() => readPnpmLock("a: [")).toThrow(LockfileError);
    expect(() => readPnpmLock("just: yaml")).toThrow(LockfileError);
    expect(() => readPnpmLock("lockfileVersion: '9.0'\nx: &a [1]\ny: *a\n")).toThrow(LockfileError);
    expect(() => readYarnLock('{"not": "yarn"}')).toThrow(LockfileError);
    expect(readYarnLock("# empty lockfile\n").versionOf("a", ctx)).toBeUndefined();
  });

  it("npm lock: a workspace's nested copy wins over the hoisted one", () => {
    const lock = readNpmLock(JSON.stringify({ lockfileVersion: 3, packages: { "packages/a": {}, "packages/a/node_modules/x": { version: "1.0.0" }, "node_modules/x": { version: "2.0.0" } } }));
    expect(lock.versionOf("x", { importer: "packages/a", declared: undefined })).toBe("1.0.0");
    expect(lock.versionOf("x", ctx)).toBe("2.0.0");
    expect(lock.hasImporter("packages/a")).toBe(true);
    expect(lock.hasImporter("packages/b")).toBe(false);
  });
});
