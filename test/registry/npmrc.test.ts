import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadNpmSettings, parseNpmrc, registryLabel } from "../../src/registry/npmrc.js";
import { resolveCacheDir } from "../../src/registry/plugin.js";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-npmrc-"));

describe("parseNpmrc", () => {
  it("reads keys, arrays, quotes and comments, and expands ${VAR} from the environment", () => {
    const raw = parseNpmrc(
      [
        "; comment",
        "# comment",
        "registry = https://r.example.com/npm/",
        '@acme:registry="https://npm.acme.dev/"',
        "//npm.acme.dev/:_authToken=${ACME_TOKEN}",
        "//other.dev/:_authToken=${MISSING}",
        "ca[]=first",
        "ca[]=second",
        "optional=${MISSING?}x",
        "escaped=\\${ACME_TOKEN}",
        "[section]",
      ].join("\r\n"),
      { ACME_TOKEN: "tok" },
    );
    expect(Object.fromEntries(raw)).toEqual({
      registry: "https://r.example.com/npm/",
      "@acme:registry": "https://npm.acme.dev/",
      "//npm.acme.dev/:_authToken": "tok",
      ca: ["first", "second"],
      optional: "x",
      escaped: "${ACME_TOKEN}",
    });
  });
});

describe("loadNpmSettings", () => {
  it("layers global < user < project < environment, and picks the scope's registry", () => {
    const home = tmp();
    const project = path.join(home, "p");
    fs.mkdirSync(project);
    fs.writeFileSync(path.join(project, "package.json"), "{}");
    fs.writeFileSync(path.join(home, "global-npmrc"), "registry=https://global.example/\nfetch-retries=5\nstrict-ssl=false\n");
    fs.writeFileSync(path.join(home, ".npmrc"), "registry=https://user.example\n@acme:registry=https://acme.example\n//acme.example/:_authToken=secret\nfetch-timeout=1234\n");
    fs.writeFileSync(path.join(project, ".npmrc"), "@acme:registry=https://acme-project.example/\nhttps-proxy=http://proxy.local:3128\n");
    const s = loadNpmSettings({ cwd: project, env: { HOME: home, npm_config_globalconfig: path.join(home, "global-npmrc"), npm_config_fetch_retry_mintimeout: "20" } });
    expect(s.registry).toBe("https://user.example/");
    expect(s.registryFor("@acme/x")).toBe("https://acme-project.example/");
    expect(s.registryFor("plain")).toBe("https://user.example/");
    expect(s.options).toMatchObject({ strictSSL: false, httpsProxy: "http://proxy.local:3128", "//acme.example/:_authToken": "secret" });
    expect(s.retry).toEqual({ retries: 5, minTimeout: 20 });
    expect(s.timeout).toBe(1234);
    expect(s.files).toEqual([path.join(home, "global-npmrc"), path.join(home, ".npmrc"), path.join(project, ".npmrc")]);
    const fromEnv = loadNpmSettings({ cwd: project, env: { HOME: home, npm_config_globalconfig: "/nonexistent", npm_config_registry: "https://env.example/", "npm_config_@acme:registry": "https://acme-env.example/" } });
    expect(fromEnv.registry).toBe("https://env.example/");
    expect(fromEnv.registryFor("@acme/x")).toBe("https://acme-env.example/");
  });

  it("falls back to the public registry and the usual proxy variables; reads a cafile", () => {
    const home = tmp();
    fs.writeFileSync(path.join(home, "ca.pem"), "-----BEGIN CERTIFICATE-----\nfake\n-----END CERTIFICATE-----\n");
    fs.writeFileSync(path.join(home, ".npmrc"), `cafile=${path.join(home, "ca.pem")}\n`);
    const s = loadNpmSettings({ cwd: home, env: { HOME: home, npm_config_globalconfig: "/nonexistent", HTTPS_PROXY: "http://corp:8080", NO_PROXY: "localhost" } });
    expect(s.registry).toBe("https://registry.npmjs.org/");
    expect(s.options).toMatchObject({ httpsProxy: "http://corp:8080", noProxy: "localhost", ca: expect.stringContaining("BEGIN CERTIFICATE") });
  });

  it("never shows credentials in a registry's label", () => {
    expect(registryLabel("https://user:pass@npm.acme.dev/npm/private/")).toBe("npm.acme.dev/npm/private");
    expect(registryLabel("https://registry.npmjs.org/")).toBe("registry.npmjs.org");
    expect(registryLabel("not a url")).toBe("the configured registry");
  });
});

describe("resolveCacheDir", () => {
  it("prefers --cache-dir, then MCP_AUDIT_CACHE_DIR, then XDG_CACHE_HOME, then ~/.cache", () => {
    expect(resolveCacheDir("c", { MCP_AUDIT_CACHE_DIR: "/e" }, "/cwd")).toBe(path.resolve("/cwd", "c"));
    expect(resolveCacheDir(undefined, { MCP_AUDIT_CACHE_DIR: "rel", XDG_CACHE_HOME: "/x" }, "/cwd")).toBe(path.resolve("/cwd", "rel"));
    expect(resolveCacheDir(undefined, { XDG_CACHE_HOME: "/x" }, "/cwd")).toBe(path.join("/x", "mcp-audit"));
    expect(resolveCacheDir(undefined, { HOME: "/home/me" }, "/cwd")).toBe(path.join("/home/me", ".cache", "mcp-audit"));
  });
});
