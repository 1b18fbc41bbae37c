// The README's Install section, for real: `npm pack` the package, install the tarball into an empty
// project and globally into a private prefix (offline: the package has no runtime dependency, so
// nothing may be fetched), then run the installed CLI the ways the README says.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "./cli/run.js";

const NPM = process.platform === "win32" ? "npm.cmd" : "npm";
const NPX = process.platform === "win32" ? "npx.cmd" : "npx";

describe("install from a packed tarball", () => {
  it("npm pack, npm install <tgz>: npx mcp-audit --version and an audit work, locally and globally", () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-install-"));
    // A private npm world: its own cache and global prefix, no user config, a registry nobody answers.
    const env = {
      PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "",
      HOME: work,
      npm_config_cache: path.join(work, "cache"),
      npm_config_prefix: path.join(work, "global"),
      npm_config_userconfig: path.join(work, "npmrc"),
      npm_config_registry: "http://127.0.0.1:9/",
      npm_config_audit: "false",
      npm_config_fund: "false",
      npm_config_update_notifier: "false",
    };
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO, "package.json"), "utf8")) as { version: string };
    const packed = JSON.parse(execFileSync(NPM, ["pack", "--json", "--pack-destination", work], { cwd: REPO, env, encoding: "utf8" })) as { filename: string; files: { path: string }[] }[];
    const tgz = path.join(work, packed[0]!.filename);
    expect(fs.existsSync(tgz)).toBe(true);
    const shipped = packed[0]!.files.map((f) => f.path);
    expect(shipped).toContain("bin/mcp-audit.js");
    for (const file of ["bin/package.json", "bin/code-cache.cjs", "bin/compiler-tuning.cjs", "bundle/cli.cjs", "bundle/cli-skills.cjs"]) expect(shipped).toContain(file);
    expect(shipped.some((f) => f.startsWith("src/") || f.startsWith("test/"))).toBe(false);

    // A dev dependency of an empty project.
    const project = path.join(work, "project");
    fs.mkdirSync(project);
    fs.writeFileSync(path.join(project, "package.json"), JSON.stringify({ name: "someone-elses-project", version: "1.0.0", private: true }));
    execFileSync(NPM, ["install", "--offline", "--save-dev", tgz], { cwd: project, env, encoding: "utf8" });
    const version = spawnSync(NPX, ["--no", "--", "mcp-audit", "--version"], { cwd: project, env, encoding: "utf8" });
    expect(version.stderr).toBe("");
    expect(version.stdout).toBe(`${pkg.version}\n`);
    fs.writeFileSync(path.join(project, ".mcp.json"), JSON.stringify({ mcpServers: { git: { command: "uvx", args: ["mcp-server-git@latest"] } } }));
    const audit = spawnSync(NPX, ["--no", "--", "mcp-audit", "--format", "json", "."], { cwd: project, env, encoding: "utf8" });
    expect(audit.status, audit.stderr).toBe(1);
    expect((JSON.parse(audit.stdout) as { findings: { ruleId: string }[] }).findings.map((f) => f.ruleId)).toContain("unpinned-package");

    // Globally: on the PATH of the prefix's bin folder.
    execFileSync(NPM, ["install", "--offline", "--global", tgz], { cwd: work, env, encoding: "utf8" });
    const bin = process.platform === "win32" ? env.npm_config_prefix : path.join(env.npm_config_prefix, "bin");
    const global = spawnSync("mcp-audit", ["--version"], { cwd: work, env: { ...env, PATH: `${bin}${path.delimiter}${env.PATH}` }, encoding: "utf8" });
    expect(global.stdout).toBe(`${pkg.version}\n`);
  }, 120_000);
});
