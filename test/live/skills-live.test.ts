// verify-listing against live servers: real SDK 2.4.0 skills servers on 127.0.0.1 (2026-07-28 and a
// 2025-11-25-only one), and lying servers built by rewriting the SDK's own responses.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { McpServer } from "@modelcontextprotocol/server";
import { afterEach, describe, expect, it } from "vitest";
import { cli, REPO, tempDir } from "../cli/run.js";
import { serveHttp, skillsServer, type Intercept, type ServeOptions, type TestServer } from "./sdk-server.js";

const SKILLS = path.join(REPO, "fixtures/skills");
const SKILL = `${SKILLS}/migrations-ef`;
const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function serve(options: ServeOptions = {}, root = SKILLS): Promise<TestServer> {
  const server = await serveHttp(await skillsServer(root), options);
  servers.push(server);
  return server;
}

type Entry = { uri: string; frontmatter: Record<string, unknown>; resources: { uri: string; digest: string; size: number }[] };
/** A server that changes its skills/list answer. */
const onList =
  (change: (result: { skills: Entry[]; ttlMs?: number; cacheScope?: string }) => void): Intercept =>
  (method, result) => {
    if (method === "skills/list") change(result as never);
    return result;
  };
const verify = (args: string[], env: NodeJS.ProcessEnv = {}, cwd = REPO) => cli(["skills", "verify-listing", ...args], { cwd, env });
const lines = (text: string) => text.split("\n").filter(Boolean);

/** A loopback port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

describe("verify-listing <url>", () => {
  it("passes against an honest 2026-07-28 server, every file read through the SDK", async () => {
    const server = await serve();
    const r = await verify([server.url, SKILLS]);
    expect(r.stderr).toBe(`mcp-audit: ${server.url}: protocol 2026-07-28, server skills-fixture 1.0.0, 1 skill listed\n`);
    expect(r.stdout).toBe(`${server.url} matches ${SKILLS}: 1 skill verified, 3 served files read through the SDK\n`);
    expect(r.code).toBe(0);
    expect(server.requests.map((q) => q.method)).toEqual(expect.arrayContaining(["server/discover", "skills/list", "resources/read"]));
  });

  it("passes against a 2025-11-25-only server (reached through initialize; no cache fields needed)", async () => {
    const server = await serve({ legacyOnly: true });
    const r = await verify([server.url, SKILL]);
    expect(r.stderr).toMatch(/protocol 2025-11-25/);
    expect(r).toMatchObject({ code: 0 });
    expect(server.requests.map((q) => q.method)).toContain("initialize");
  });

  it("catches a wrong digest: the SDK refuses the served bytes, and the local bytes disagree too", async () => {
    const server = await serve({ intercept: onList((r) => (r.skills[0]!.resources[2]!.digest = `sha256:${"0".repeat(64)}`)) });
    const r = await verify([server.url, SKILLS]);
    expect(r.code).toBe(1);
    const out = lines(r.stdout);
    expect(out).toContain(`error    digest       skill://migrations-ef/scripts/operations-destructives.sh has digest sha256:1c9d5f16e0861a25b914be616b30b2f96c548d5e418f8a828f40c74c7a4cdbec; the skill entry lists sha256:${"0".repeat(64)} (the served bytes)`);
    expect(out).toContain(`error    digest       skill://migrations-ef/scripts/operations-destructives.sh has digest sha256:1c9d5f16e0861a25b914be616b30b2f96c548d5e418f8a828f40c74c7a4cdbec; the skill entry lists sha256:${"0".repeat(64)} (the local file)`);
    expect(out.at(-1)).toBe(`2 mismatches between ${server.url} and ${SKILLS}`);
  });

  it("catches a file the listing leaves out (a client would refuse it)", async () => {
    const server = await serve({ intercept: onList((r) => r.skills[0]!.resources.splice(1, 1)) });
    const r = await verify([server.url, SKILLS]);
    expect(r.code).toBe(1);
    expect(lines(r.stdout)).toEqual([
      "error    unlisted     skill://migrations-ef/references/CONVENTIONS.md is not a file of the skill skill://migrations-ef/SKILL.md (the local file)",
      `1 mismatch between ${server.url} and ${SKILLS}`,
    ]);
  });

  it("catches front matter that differs from the SKILL.md served and from the local one", async () => {
    const server = await serve({ intercept: onList((r) => (r.skills[0]!.frontmatter.description = "Does anything you ask.")) });
    const r = await verify([server.url, SKILLS]);
    expect(r.code).toBe(1);
    const fm = lines(r.stdout).filter((l) => l.startsWith("error    frontmatter"));
    expect(fm).toHaveLength(2);
    expect(fm[0]).toMatch(/^error {4}frontmatter {2}the frontmatter of skill:\/\/migrations-ef\/SKILL\.md differs from the skill entry: description: the entry has "Does anything you ask\.", SKILL\.md has "Ajoute et relit .*\(the served bytes\)$/);
    expect(fm[1]).toMatch(/\(the local file\)$/);
  });

  it("catches a 2026-07-28 result without ttlMs", async () => {
    const server = await serve({ intercept: onList((r) => delete r.ttlMs) });
    const r = await verify([server.url, SKILLS]);
    expect(r.code).toBe(1);
    expect(lines(r.stdout)[0]).toBe("error    cache        the skills/list result has no ttlMs: a 2026-07-28 client refuses it (the server negotiated 2026-07-28)");
  });

  it("reports a served skill that is not among the given folders of skills, and a local one the server does not list", async () => {
    const other = tempDir();
    fs.cpSync(SKILL, path.join(other, "migrations-ef"), { recursive: true });
    fs.mkdirSync(path.join(other, "extra"));
    fs.writeFileSync(path.join(other, "extra/SKILL.md"), "---\nname: extra\ndescription: Reviewed locally, never served.\n---\n");
    const server = await serve();
    const r = await verify([server.url, other]);
    expect(r.code).toBe(1);
    expect(lines(r.stdout)[0]).toBe(`error    not-listed   ${other}/extra (skill://extra/SKILL.md) is not in the listing: a host cannot load it from this server`);
  });

  it("compares with mcp-audit.lock.json when no folder is given", async () => {
    const project = tempDir();
    fs.mkdirSync(path.join(project, ".git"));
    fs.cpSync(SKILL, path.join(project, ".claude/skills/migrations-ef"), { recursive: true });
    expect((await cli(["approve"], { cwd: project })).code).toBe(0);
    const honest = await serve();
    expect(await verify([honest.url], {}, project)).toMatchObject({ code: 0, stdout: `${honest.url} matches mcp-audit.lock.json: 1 skill verified, 3 served files read through the SDK\n` });
    const lying = await serve({ intercept: onList((r) => (r.skills[0]!.resources[1]!.size += 1)) });
    const r = await verify([lying.url], {}, project);
    expect(r.code).toBe(1);
    expect(lines(r.stdout)).toContain("error    size         skill://migrations-ef/references/CONVENTIONS.md is 2108 bytes in the listing; the lock recorded 2107");
  });

  it("takes header values from the environment, and sends nothing when a variable is unset", async () => {
    const server = await serve();
    const ok = await verify([server.url, SKILLS, "--header", "Authorization: Bearer ${TOKEN}", "--header", "X-Team: ${env:TEAM}"], { TOKEN: "tk_live_0123456789abcdef", TEAM: "ops" });
    expect(ok.code).toBe(0);
    expect(server.requests.every((q) => q.headers.authorization === "Bearer tk_live_0123456789abcdef" && q.headers["x-team"] === "ops")).toBe(true);
    expect(ok.stdout + ok.stderr).not.toContain("tk_live");

    const before = server.requests.length;
    const unset = await verify([server.url, SKILLS, "--header", "Authorization: Bearer ${TOKEN}"], {});
    expect(unset).toEqual({ code: 2, stdout: "", stderr: "mcp-audit: --header Authorization: ${TOKEN} is not set in the environment: nothing was sent\n" });
    expect(server.requests.length).toBe(before);

    const literal = await verify([server.url, SKILLS, "--header", "Authorization: Bearer tk_live_0123456789abcdef"]);
    expect(literal.code).toBe(2);
    expect(literal.stderr).toMatch(/the value must come from the environment, e.g. --header 'Authorization: Bearer \$\{TOKEN\}'/);
    expect(literal.stderr).not.toContain("tk_live");
  });

  it("says in one line when the server needs OAuth, is unreachable, is slow, or does not offer skills", async () => {
    const auth = await serve({ status: 401 });
    expect(await verify([auth.url, SKILLS])).toMatchObject({ code: 2, stdout: "", stderr: `mcp-audit: ${auth.url} needs authorization (HTTP 401): mcp-audit does not sign in with OAuth; pass a token from the environment, e.g. --header 'Authorization: Bearer \${TOKEN}'\n` });

    const closed = await closedPort();
    expect(await verify([`http://127.0.0.1:${closed}/mcp`, SKILLS])).toEqual({ code: 2, stdout: "", stderr: `mcp-audit: cannot reach http://127.0.0.1:${closed}/mcp (ECONNREFUSED)\n` });

    const slow = await serve({ delayMs: 2_000 });
    expect(await verify([slow.url, SKILLS, "--timeout", "300"])).toMatchObject({ code: 2, stdout: "", stderr: `mcp-audit: ${slow.url} did not answer within 300 ms\n` });

    const plain = await serveHttp(() => new McpServer({ name: "no-skills", version: "1.0.0" }));
    servers.push(plain);
    expect(await verify([plain.url, SKILLS])).toMatchObject({ code: 2, stdout: "", stderr: `mcp-audit: ${plain.url} does not offer the skills extension (io.modelcontextprotocol/skills): nothing to verify\n` });
  });

  it("does not read a listed file over the per-file cap, and says so", async () => {
    const server = await serve();
    const r = await verify([server.url, SKILLS, "--max-file-bytes", "1500"]);
    expect(r.code).toBe(1);
    expect(lines(r.stdout)).toContain("error    unreadable   skill://migrations-ef/references/CONVENTIONS.md is listed at 2107 bytes, over the 1500-byte cap: not read (raise --max-file-bytes to check it)");
  });
});
