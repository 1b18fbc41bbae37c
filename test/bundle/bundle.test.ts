// bundle/ is committed (the pre-commit hook and the Action run it from a git checkout): it must be
// exactly what scripts/bundle.mjs builds from the sources and the lockfile, and it must run with no
// node_modules at all, every lazily loaded part included.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NO_REGISTRY, REPO } from "../cli/run.js";

describe("bundle/", () => {
  it("is up to date with the sources and the lockfile (else: npm run build, and commit bundle/)", () => {
    const check = spawnSync(process.execPath, [path.join(REPO, "scripts/bundle.mjs"), "--check"], { cwd: REPO, encoding: "utf8", timeout: 120_000 });
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
  }, 120_000);

  it("holds no path of the checkout it was built in (the same bytes from any clone, as the check above needs)", () => {
    const files = fs.readdirSync(path.join(REPO, "bundle"), { recursive: true, encoding: "utf8" }).filter((f) => /\.c?js$/.test(f));
    expect(files.length).toBeGreaterThan(3);
    const leaking = files.filter((f) => fs.readFileSync(path.join(REPO, "bundle", f), "utf8").includes(REPO));
    expect(leaking).toEqual([]);
  });

  it("imports no package at run time: it runs from a copy of the package's files with no node_modules", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-bare-"));
    for (const part of ["bin", "bundle", "docs", "package.json"]) fs.cpSync(path.join(REPO, part), path.join(dir, part), { recursive: true });
    const project = path.join(dir, "project");
    fs.mkdirSync(path.join(project, ".codex"), { recursive: true });
    fs.cpSync(path.join(REPO, "fixtures/showcase/.mcp.json"), path.join(project, ".mcp.json"));
    fs.writeFileSync(path.join(project, ".codex/config.toml"), '[mcp_servers.x]\ncommand = "npx"\nargs = ["-y", "pkg@latest"]\n');
    fs.writeFileSync(path.join(project, "mcp-audit.config.json"), '{ "rules": { "missing-read-only": "off" } }\n');
    const run = (args: string[]) =>
      spawnSync(process.execPath, [path.join(dir, "bin/mcp-audit.js"), ...args], { cwd: project, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", ...NO_REGISTRY, MCP_AUDIT_CACHE_DIR: path.join(dir, "cache") }, timeout: 60_000 });
    // The config (validated by the inlined Ajv), TOML (the inlined parser), every reporter.
    for (const format of ["stylish", "json", "sarif", "github", "junit", "gitlab"]) {
      const r = run(["--format", format, "."]);
      expect(r.stderr).toBe("");
      expect(r.status).toBe(1);
    }
    const stylish = run(["."]);
    expect(stylish.stdout).toContain(".codex/config.toml");
    expect(stylish.stdout).not.toContain("missing-read-only");
    // The npm client (inlined, loaded only online) runs and reports the closed registry.
    const online = run(["--online", "--registry-timeout", "500", "."]);
    expect(online.status).toBe(1);
    expect(online.stdout).toContain("could not look up");
    expect(run(["explain", "inline-secret"]).stdout).toMatch(/^# inline-secret\n/);
    expect(run(["--version"]).stdout).toBe(`${(JSON.parse(fs.readFileSync(path.join(REPO, "package.json"), "utf8")) as { version: string }).version}\n`);
  }, 120_000);

  it("vendors yaml with its per-token debug switch off (an environment lookup per token), and nothing else of it changed", () => {
    const vendored = fs.readFileSync(path.join(REPO, "bundle/vendor/yaml.cjs"), "utf8");
    expect(vendored).not.toContain("LOG_TOKENS");
    // the library's other debug switch (once per document, not per token) is left as it is
    expect(vendored).toContain("node_process.env.LOG_STREAM");
  });

  it("ships the licence of every package it inlines", () => {
    const notices = fs.readFileSync(path.join(REPO, "bundle/THIRD-PARTY-NOTICES.md"), "utf8");
    for (const name of ["jsonc-parser", "yaml", "semver", "ajv", "npm-registry-fetch", "toml-eslint-parser", "picocolors", "ignore"]) expect(notices).toMatch(new RegExp(`^## ${name}@\\d`, "m"));
  });
});
