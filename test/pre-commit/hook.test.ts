// A real pre-commit: `pre-commit install`, then `git commit` in a throwaway repository whose
// .pre-commit-config.yaml points at a clone of this repository (the working tree's tracked files, as
// a user's `rev` would pin them). A commit that adds a token is blocked, a clean one passes, and
// nothing is fetched from a network: pre-commit installs nothing for the script hook, and the node
// hook's package has no dependency to fetch.
//
// pre-commit versions: the one on PATH (Debian's 3.0.4 here: `apt-get install -y pre-commit`; .ci/run
// installs it), and any source trees named in MCP_AUDIT_PRE_COMMIT_SOURCES (colon-separated; e.g.
// `git archive v4.6.2` of pre-commit's repository), run as `python3 -m pre_commit` with the same
// Python libraries. Without any, the suite is skipped, except in CI (CI=true), where that fails.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { REPO } from "../cli/run.js";

interface PreCommit {
  name: string;
  /** The command that runs it, and the environment it needs (PYTHONPATH for a source tree). */
  argv: string[];
  env: NodeJS.ProcessEnv;
  version: [number, number, number];
}

function found(): PreCommit[] {
  const all: PreCommit[] = [];
  const onPath = spawnSync("pre-commit", ["--version"], { encoding: "utf8" });
  if (onPath.status === 0) all.push({ name: `pre-commit on PATH`, argv: ["pre-commit"], env: {}, version: parseVersion(onPath.stdout) });
  // A source tree runs on the Python of the installed pre-commit (which has its libraries), else python3.
  const installed = onPath.status === 0 ? spawnSync("sh", ["-c", 'head -1 "$(command -v pre-commit)"'], { encoding: "utf8" }).stdout : "";
  const python = /^#!(\/\S*python3?[\d.]*)\s*$/.exec(installed.trim())?.[1] ?? "python3";
  for (const dir of (process.env.MCP_AUDIT_PRE_COMMIT_SOURCES ?? "").split(":").filter(Boolean)) {
    const env = { PYTHONPATH: dir };
    const r = spawnSync(python, ["-c", "import pre_commit.main"], { encoding: "utf8", env: { ...process.env, ...env } });
    if (r.status !== 0) throw new Error(`MCP_AUDIT_PRE_COMMIT_SOURCES: ${dir} does not run: ${r.stderr}`);
    // --version reads the installed distribution's metadata; the tree's own version is in setup.cfg.
    const version = parseVersion(/^version\s*=\s*(\S+)/m.exec(fs.readFileSync(path.join(dir, "setup.cfg"), "utf8"))?.[1] ?? "");
    all.push({ name: `pre-commit from ${dir}`, argv: [python, "-m", "pre_commit"], env, version });
  }
  return all;
}

function parseVersion(text: string): [number, number, number] {
  const m = /(\d+)\.(\d+)\.(\d+)/.exec(text);
  if (!m) throw new Error(`no version in ${text}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const atLeast = (v: [number, number, number], w: [number, number, number]) => v[0] - w[0] || v[1] - w[1] || v[2] - w[2];

// MCP_AUDIT_NPM_DIR: a folder whose npm runs instead of the one beside node (e.g. npm 10 next to npm 11).
const NPM_DIR = process.env.MCP_AUDIT_NPM_DIR;
const PRE_COMMITS = found();
if (PRE_COMMITS.length === 0 && process.env.CI === "true") throw new Error("CI must run the pre-commit test: install pre-commit (apt-get install -y pre-commit)");

function sh(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> {
  return spawnSync(cmd, args, {
    cwd,
    encoding: "utf8",
    timeout: 240_000,
    env: {
      PATH: [NPM_DIR, path.dirname(process.execPath), process.env.PATH ?? ""].filter(Boolean).join(":"),
      HOME: process.env.HOME ?? os.tmpdir(),
      // The suite's cache folder (test/global-setup.ts), for the hook's code cache and pre-commit's own.
      XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "",
      // No user or system git config steers the throwaway repositories.
      GIT_CONFIG_GLOBAL: "/dev/null",
      GIT_CONFIG_NOSYSTEM: "1",
      GIT_AUTHOR_NAME: "test",
      GIT_AUTHOR_EMAIL: "test@example.com",
      GIT_COMMITTER_NAME: "test",
      GIT_COMMITTER_EMAIL: "test@example.com",
      // Nothing may come from a registry: a fetch fails at once instead of reaching out.
      npm_config_offline: "true",
      npm_config_registry: "http://127.0.0.1:9/",
      ...env,
    },
  });
}

function ok(r: SpawnSyncReturns<string>): string {
  if (r.status !== 0) throw new Error(`exit ${r.status}: ${r.stdout}${r.stderr}`);
  return r.stdout;
}

/** A git repository holding this repository's tracked files as they are in the working tree, committed. */
function hookRepository(): { dir: string; rev: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-hook-repo-"));
  const tracked = ok(sh("git", ["ls-files", "-z"], REPO)).split("\0").filter(Boolean);
  for (const file of tracked) {
    const from = path.join(REPO, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
    fs.chmodSync(path.join(dir, file), fs.statSync(from).mode);
  }
  ok(sh("git", ["init", "-q"], dir));
  ok(sh("git", ["add", "-A"], dir));
  ok(sh("git", ["commit", "-q", "-m", "mcp-audit under test"], dir));
  return { dir, rev: ok(sh("git", ["rev-parse", "HEAD"], dir)).trim() };
}

/** A token of a known format, made at run time (never a literal in this repository). */
function githubToken(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return `ghp_${[...randomBytes(36)].map((b) => alphabet[b % alphabet.length]).join("")}`;
}

const NPM_VERSION = spawnSync("npm", ["--version"], { encoding: "utf8", env: { ...process.env, PATH: [NPM_DIR, path.dirname(process.execPath), process.env.PATH ?? ""].filter(Boolean).join(":") } }).stdout.trim();

describe.skipIf(PRE_COMMITS.length === 0)(`pre-commit install && git commit (npm ${NPM_VERSION})`, () => {
  let hook: { dir: string; rev: string };
  beforeAll(() => {
    hook = hookRepository();
  }, 120_000);

  for (const preCommit of PRE_COMMITS) {
    for (const id of ["mcp-audit", "mcp-audit-node"]) {
      // Before 4.6.2 pre-commit installs a node hook's repository with its dev dependencies (npm
      // install --include=dev in the clone): that needs the registry, which tests never reach.
      const offline = id === "mcp-audit" || atLeast(preCommit.version, [4, 6, 2]) >= 0;
      it.skipIf(!offline)(`${preCommit.name} (${preCommit.version.join(".")}), hook ${id}: blocks a token, passes a clean commit`, () => {
        const home = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-pre-commit-home-"));
        const project = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-hook-project-"));
        const env = { ...preCommit.env, PRE_COMMIT_HOME: home };
        const run = (args: string[]) => sh(preCommit.argv[0]!, [...preCommit.argv.slice(1), ...args], project, env);
        ok(sh("git", ["init", "-q"], project));
        fs.writeFileSync(path.join(project, ".pre-commit-config.yaml"), `repos:\n  - repo: ${hook.dir}\n    rev: ${hook.rev}\n    hooks:\n      - id: ${id}\n`);
        fs.writeFileSync(path.join(project, "README.md"), "# a project\n");
        ok(sh("git", ["add", "-A"], project));
        ok(run(["install"]));
        // The first commit installs the hook's environment; it has no MCP config: the hook is skipped.
        const first = sh("git", ["commit", "-m", "start"], project, env);
        expect(first.status, first.stdout + first.stderr).toBe(0);
        expect(first.stdout + first.stderr).toMatch(/mcp-audit.*(Skipped|no files to check)/);

        const token = githubToken();
        fs.writeFileSync(path.join(project, ".mcp.json"), JSON.stringify({ mcpServers: { github: { command: "npx", args: ["-y", "@modelcontextprotocol/server-github@2025.4.8"], env: { GITHUB_PERSONAL_ACCESS_TOKEN: token } } } }, null, 2));
        ok(sh("git", ["add", ".mcp.json"], project));
        const blocked = sh("git", ["commit", "-m", "add a server"], project, env);
        const said = blocked.stdout + blocked.stderr;
        expect(blocked.status, said).not.toBe(0);
        expect(said).toContain("inline-secret");
        expect(said).toContain(`${token.slice(0, 4)}… (${token.length} chars)`);
        expect(said).not.toContain(token);
        expect(ok(sh("git", ["log", "--format=%s"], project))).toBe("start\n");

        fs.writeFileSync(path.join(project, ".mcp.json"), JSON.stringify({ mcpServers: { github: { command: "npx", args: ["-y", "@modelcontextprotocol/server-github@2025.4.8"], env: { GITHUB_PERSONAL_ACCESS_TOKEN: "${GITHUB_TOKEN}" } } } }, null, 2));
        ok(sh("git", ["add", ".mcp.json"], project));
        const passed = sh("git", ["commit", "-m", "add a server"], project, env);
        expect(passed.status, passed.stdout + passed.stderr).toBe(0);
        expect(passed.stdout + passed.stderr).toMatch(/mcp-audit\.+Passed/);
        expect(ok(sh("git", ["log", "--format=%s"], project))).toBe("add a server\nstart\n");
      }, 300_000);
    }
  }
});
