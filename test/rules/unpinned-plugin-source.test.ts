// unpinned-plugin-source: marketplace plugins fetched from git without a commit, or from npm without
// an exact version; the lock's plugins section, written by `approve` from a real git server
// (git's dumb HTTP protocol, served on 127.0.0.1), then offered as the pin and checked for drift.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unpinnedPluginSource } from "../../src/rules/unpinned-plugin-source.js";
import { askableUrl, lsRemote } from "../../src/lock/plugins.js";
import { readLock } from "../../src/lock/index.js";
import { mcpCases, type CaseKind } from "../fixture-cases.js";
import { cli, tempDir } from "../cli/run.js";
import { fix, lint, summarize, type LintInput } from "../helpers.js";

const rules = [unpinnedPluginSource];
const fixtures = mcpCases("unpinned-plugin-source");

function loadCase(kind: CaseKind, name: string) {
  const c = fixtures.loadCase(kind, name);
  const input: LintInput = { dialect: c.dialect, rules, path: c.path };
  return { text: c.text, fixed: c.fixed, input };
}

const EXPECTED: Record<string, string[]> = {
  "git-sources": [
    '7:94 unpinned-plugin-source error plugin "lint-kit" comes from github:example/lint-kit without a pinned commit: each install gets whatever "v2.0.0" points at that day; add "sha": "<40-hex commit>" (mcp-audit approve records the one it points at now)',
    '8:108 unpinned-plugin-source error plugin "floating" comes from https://gitlab.com/team/plugin.git without a pinned commit: each install gets whatever "main" points at that day; add "sha": "<40-hex commit>" (mcp-audit approve records the one it points at now)',
    '9:32 unpinned-plugin-source error plugin "sub" comes from github:example/monorepo (plugins/sub) without a pinned commit: each install gets whatever the default branch points at that day; add "sha": "<40-hex commit>" (mcp-audit approve records the one it points at now)',
  ],
  "npm-sources": [
    '5:102 unpinned-plugin-source error plugin "ranged" comes from npm package @example/claude-plugin at "^1.2.0", not one exact version: each install gets whatever is newest; set "version" to the exact version you reviewed',
    '6:35 unpinned-plugin-source error plugin "newest" comes from npm package @example/other-plugin with no version: each install gets whatever is newest; set "version" to the exact version you reviewed',
  ],
};

describe("unpinned-plugin-source fixtures", () => {
  const bad = fixtures.caseNames("bad");
  const good = fixtures.caseNames("good");

  it("has an expectation for every bad case", () => {
    expect(bad).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const name of bad) {
    it(`bad/${name}: exact findings; without an approved commit there is nothing to pin to`, () => {
      const c = loadCase("bad", name);
      expect(summarize(lint(c.text, c.input).findings)).toEqual(EXPECTED[name]);
      expect(fix(c.text, "unsafe", c.input).text).toBe(c.text);
    });
  }

  for (const name of good) {
    it(`good/${name}: no findings`, () => {
      expect(summarize(lint(loadCase("good", name).text, loadCase("good", name).input).findings)).toEqual([]);
    });
  }
});

// ---- a real git remote ------------------------------------------------------------------------------

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false", ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", HOME: cwd } }).trim();

let server: http.Server;
let base = "";
let remote = "";
let work = "";

/** A commit in the work clone, pushed to the bare remote the server publishes (update-server-info: git's dumb HTTP). */
function publish(message: string, tag?: string): string {
  fs.writeFileSync(path.join(work, "README.md"), `${message}\n`);
  git(work, "add", "README.md");
  git(work, "commit", "-q", "-m", message);
  if (tag) git(work, "tag", "-f", "-a", tag, "-m", tag);
  git(work, "push", "-q", "--force", "origin", "main", "--tags");
  git(remote, "update-server-info");
  return git(work, "rev-parse", "HEAD");
}

beforeAll(async () => {
  const root = tempDir();
  remote = path.join(root, "lint-kit.git");
  work = path.join(root, "work");
  git(root, "init", "-q", "--bare", remote);
  git(root, "init", "-q", work);
  git(work, "remote", "add", "origin", remote);
  server = http.createServer((req, res) => {
    // Static files only: git asks for info/refs (no smart service here), HEAD and objects.
    const file = path.join(root, decodeURIComponent((req.url ?? "/").split("?")[0]!));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/plain" }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const PINNED = "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0";

function project(url: string): string {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, ".git"));
  fs.mkdirSync(path.join(dir, ".claude-plugin"));
  const marketplace = {
    name: "team-tools",
    owner: { name: "Example Team" },
    plugins: [
      { name: "lint-kit", source: { source: "url", url, ref: "v2.0.0" } },
      { name: "edge", source: { source: "url", url } },
      { name: "pinned", source: { source: "github", repo: "example/pinned", sha: PINNED } },
      { name: "over-ssh", source: { source: "url", url: "git@github.com:example/x.git", ref: "main" } },
      { name: "local", source: "./plugins/local" },
    ],
  };
  fs.writeFileSync(path.join(dir, ".claude-plugin/marketplace.json"), `${JSON.stringify(marketplace, null, 2)}\n`);
  return dir;
}

describe("approve records a plugin source's commit", () => {
  it("asks git only over https (plain http only to this machine), never ssh or git's other transports", () => {
    expect(askableUrl("https://github.com/example/x.git")).toBe(true);
    expect(askableUrl("http://127.0.0.1:8080/x.git")).toBe(true);
    expect(askableUrl("http://example.com/x.git")).toBe(false);
    expect(askableUrl("git@github.com:example/x.git")).toBe(false);
    expect(askableUrl("ssh://git@github.com/example/x.git")).toBe(false);
    expect(askableUrl("ext::sh -c touch% /tmp/pwned")).toBe(false);
    expect(askableUrl("file:///etc")).toBe(false);
    expect(askableUrl("https://user:token@github.com/x.git")).toBe(false);
  });

  it("resolves a tag to its commit (peeled), a missing ref to HEAD, and says why it cannot", async () => {
    const first = publish("one", "v2.0.0");
    const url = `${base}/lint-kit.git`;
    expect(await lsRemote(url, "v2.0.0")).toEqual({ commit: first });
    expect(await lsRemote(url, undefined)).toEqual({ commit: first });
    expect(await lsRemote(url, "main")).toEqual({ commit: first });
    expect(await lsRemote(url, "no-such-tag")).toEqual({ reason: `${url} has no ref "no-such-tag"` });
    expect(await lsRemote(`${base}/missing.git`, "v1")).toMatchObject({ reason: expect.stringMatching(/^git ls-remote failed: /) });
  });

  it("approve writes the lock's plugins section; the rule then offers the approved commit as the pin, and --fix=all writes it", async () => {
    const tagged = publish("two", "v2.0.0");
    const dir = project(`${base}/lint-kit.git`);
    const approved = await cli(["approve"], { cwd: dir });
    expect(approved.code).toBe(0);
    expect(approved.stdout.split("\n").filter((l) => l.startsWith(".claude-plugin/"))).toEqual([
      `.claude-plugin/marketplace.json#lint-kit: ${base}/lint-kit.git v2.0.0 at commit ${tagged}`,
      `.claude-plugin/marketplace.json#edge: ${base}/lint-kit.git at commit ${tagged}`,
      `.claude-plugin/marketplace.json#pinned: github:example/pinned at commit ${PINNED}`,
      ".claude-plugin/marketplace.json#over-ssh: git@github.com:example/x.git: no commit recorded (git@github.com:example/x.git is not an https URL: its commit is not looked up; add \"sha\" yourself)",
    ]);
    expect(readLock(dir)?.plugins).toEqual({
      ".claude-plugin/marketplace.json#lint-kit": { location: `${base}/lint-kit.git`, ref: "v2.0.0", commit: tagged },
      ".claude-plugin/marketplace.json#edge": { location: `${base}/lint-kit.git`, commit: tagged },
      ".claude-plugin/marketplace.json#pinned": { location: "github:example/pinned", commit: PINNED },
    });
    const audit = await cli(["--format", "json", "."], { cwd: dir });
    const messages = (JSON.parse(audit.stdout) as { findings: { message: string }[] }).findings.map((x) => x.message);
    expect(messages).toContain(`plugin "lint-kit" comes from ${base}/lint-kit.git without a pinned commit: each install gets whatever "v2.0.0" points at that day; add "sha": "${tagged}", the commit mcp-audit approve recorded`);
    await cli(["--fix=all", "."], { cwd: dir });
    const fixed = JSON.parse(fs.readFileSync(path.join(dir, ".claude-plugin/marketplace.json"), "utf8")) as { plugins: { name: string; source: { sha?: string } }[] };
    expect(fixed.plugins.map((p) => [p.name, typeof p.source === "object" ? p.source.sha : undefined])).toEqual([
      ["lint-kit", tagged],
      ["edge", tagged],
      ["pinned", PINNED],
      ["over-ssh", undefined],
      ["local", undefined],
    ]);
    // The tag moves and someone pins the new commit without approving it: drift.
    const moved = publish("three", "v2.0.0");
    const text = fs.readFileSync(path.join(dir, ".claude-plugin/marketplace.json"), "utf8").replace(`"sha": "${tagged}"`, `"sha": "${moved}"`);
    fs.writeFileSync(path.join(dir, ".claude-plugin/marketplace.json"), text);
    const drift = await cli(["--format", "json", "."], { cwd: dir });
    const driftMessages = (JSON.parse(drift.stdout) as { findings: { message: string }[] }).findings.map((x) => x.message);
    expect(driftMessages).toContain(`plugin "lint-kit" is pinned to ${moved.slice(0, 12)}, but mcp-audit.lock.json recorded ${tagged.slice(0, 12)} when it was approved: review the change, then run mcp-audit approve`);
    // approve again: the reviewed commit is recorded.
    expect((await cli(["approve"], { cwd: dir })).stdout).toContain(`.claude-plugin/marketplace.json#lint-kit: ${base}/lint-kit.git v2.0.0 at commit ${moved}`);
  });

  it("--offline records only the commits the marketplace pins, and says which it could not", async () => {
    const dir = project(`${base}/lint-kit.git`);
    const approved = await cli(["approve", "--offline"], { cwd: dir });
    expect(approved.stdout).toContain(".claude-plugin/marketplace.json#lint-kit: " + `${base}/lint-kit.git: no commit recorded (--offline: the commit its ref points at was not looked up)`);
    expect(Object.keys(readLock(dir)?.plugins ?? {})).toEqual([".claude-plugin/marketplace.json#pinned"]);
  });
});
