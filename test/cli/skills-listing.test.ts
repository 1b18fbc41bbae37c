// skills listing / verify-listing through the CLI: every shape a server sends, old listings with a
// deprecation note, what the SDK refuses, and inputs that must neither hang nor grow (FIFOs, /dev/zero).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cli, cliProcess, REPO, tempDir } from "./run.js";

const SKILL = path.join(REPO, "fixtures/skills/migrations-ef");
const posix = process.platform !== "win32";

async function sdkListing(): Promise<{ skills: Record<string, unknown>[]; ttlMs: number; cacheScope: string }> {
  const r = await cli(["skills", "listing", SKILL]);
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
}
function write(dir: string, name: string, data: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof data === "string" ? data : JSON.stringify(data));
  return file;
}
const verify = (listing: string, ...dirs: string[]) => cli(["skills", "verify-listing", listing, ...(dirs.length > 0 ? dirs : [SKILL])]);

describe("verify-listing reads what servers send", () => {
  it("a skills/list result, several pages of one, a JSON-RPC response, a skills/get result, one entry", async () => {
    const doc = await sdkListing();
    const dir = tempDir();
    const entry = doc.skills[0]!;
    for (const data of [doc, [doc, { skills: [], ttlMs: 0, cacheScope: "private" }], { jsonrpc: "2.0", id: 7, result: doc }, { skill: entry, ttlMs: 0, cacheScope: "public" }, [{ jsonrpc: "2.0", id: 1, result: doc }]]) {
      expect(await verify(write(dir, "l.json", data)), JSON.stringify(data).slice(0, 80)).toMatchObject({ code: 0, stderr: "" });
    }
    // One entry alone has no cache fields to check.
    expect(await verify(write(dir, "entry.json", entry))).toMatchObject({ code: 0, stderr: "" });
  });

  it("warns, without failing, when a result has no ttlMs/cacheScope (2025-11-25 accepts it); refuses cacheScope \"session\"", async () => {
    const { skills } = await sdkListing();
    const dir = tempDir();
    const bare = await verify(write(dir, "l.json", { skills }));
    expect(bare.code).toBe(0);
    expect(bare.stdout.split("\n")[0]).toBe("warning  cache        the skills/list result has no ttlMs or cacheScope: a 2026-07-28 client refuses it (2025-11-25 clients accept it)");
    const session = await verify(write(dir, "l.json", { skills, ttlMs: 300000, cacheScope: "session" }));
    expect(session.code).toBe(1);
    expect(session.stdout.split("\n")[0]).toBe('error    cache        the skills/list result has cacheScope "session": the SDK accepts "public" or "private"');
  });

  it("reports entries the SDK refuses with its reasons, duplicate URIs, and dynamic skills", async () => {
    const { skills } = await sdkListing();
    const entry = skills[0]!;
    const dir = tempDir();
    const dup = await verify(write(dir, "l.json", { skills: [entry, entry], ttlMs: 0, cacheScope: "private" }));
    expect(dup.code).toBe(1);
    expect(dup.stdout).toContain("error    invalid      skill://migrations-ef/SKILL.md: the SDK refuses this entry: the same uri is listed more than once");
    const bad = await verify(write(dir, "l.json", { skills: [{ ...entry, resources: [{ uri: "skill://migrations-ef/SKILL.md", digest: "sha256:ABC", size: 1 }] }], ttlMs: 0, cacheScope: "private" }));
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/^error {4}invalid {6}skill:\/\/migrations-ef\/SKILL\.md: the SDK refuses this entry: resources\.0\.digest: digest must be "sha256:" followed by 64 lowercase hexadecimal characters/m);
    expect(bad.stdout).toContain("error    not-listed   ");
    const dynamic = await verify(write(dir, "l.json", { skills: [{ ...entry, resources: "dynamic" }], ttlMs: 0, cacheScope: "private" }));
    expect(dynamic).toMatchObject({ code: 0 });
    expect(dynamic.stdout.split("\n")[0]).toBe('warning  dynamic      skill://migrations-ef/SKILL.md lists its resources as "dynamic": only SKILL.md can be verified, its other files cannot');
  });

  it("accepts mcp-audit 0.1's listing shape once more, with a deprecation note", async () => {
    const { skills } = await sdkListing();
    const entry = skills[0] as { frontmatter: Record<string, unknown>; resources: { uri: string; digest: string; size: number }[] };
    const old = {
      uri: "skill://migrations-ef/",
      name: "migrations-ef",
      description: entry.frontmatter.description,
      root: { path: "SKILL.md", ...pick(entry.resources[0]!), mimeType: "text/markdown" },
      files: entry.resources.map((r) => ({ path: r.uri.slice("skill://migrations-ef/".length), ...pick(r) })),
      frontmatter: entry.frontmatter,
    };
    const r = await verify(write(tempDir(), "old.json", { skills: [old], ttlMs: 0, cacheScope: "private" }));
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/uses mcp-audit 0\.1's listing shape \(name, root, files\[\]\.path\): read as the SDK's shape .* deprecated and will be refused in the next version/);
  });

  it("exits 2 on a listing that is not JSON or not a listing, naming the problem", async () => {
    const dir = tempDir();
    expect(await verify(write(dir, "l.json", "{ not json"))).toMatchObject({ code: 2, stderr: expect.stringMatching(/l\.json is not valid JSON/) });
    expect(await verify(write(dir, "l.json", { hello: 1 }))).toMatchObject({ code: 2, stderr: expect.stringContaining("is neither a skills/list result") });
    expect(await verify(write(dir, "l.json", { jsonrpc: "2.0", id: 1, error: { code: -32601, message: "Method not found" } }))).toMatchObject({ code: 2, stderr: expect.stringContaining("is a JSON-RPC error response: Method not found") });
    expect(await verify(path.join(dir, "missing.json"))).toMatchObject({ code: 2, stderr: expect.stringContaining("missing.json: no such file") });
  });
});

describe("listing and verify never hang or grow on hostile files", () => {
  it.runIf(posix)("a FIFO named SKILL.md is reported, never opened (the real process returns)", () => {
    const root = tempDir();
    fs.mkdirSync(path.join(root, "pipe-skill"));
    execFileSync("mkfifo", [path.join(root, "pipe-skill/SKILL.md")]);
    const r = cliProcess(["skills", "listing", root]);
    expect(r.code).toBe(2); // could not be read: fail closed
    expect(r.stderr).toContain("pipe-skill: an SDK 2.4.0 server would skip this skill: SKILL.md is not a regular file (a FIFO, socket or device): not opened");
  });

  it.runIf(posix)("a SKILL.md linked to /dev/zero is a symlink the SDK skips, never read", () => {
    const root = tempDir();
    fs.mkdirSync(path.join(root, "zero"));
    fs.symlinkSync("/dev/zero", path.join(root, "zero/SKILL.md"));
    const r = cliProcess(["skills", "listing", root]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("zero: an SDK 2.4.0 server would skip this skill: SKILL.md is a symlink, and the SDK follows no symlinks");
  });

  it.runIf(posix)("a listing that is a FIFO or /dev/zero is refused", () => {
    const dir = tempDir();
    execFileSync("mkfifo", [path.join(dir, "fifo.json")]);
    fs.symlinkSync("/dev/zero", path.join(dir, "zero.json"));
    for (const [name, kind] of [["fifo.json", "a FIFO"], ["zero.json", "a device"]] as const) {
      const r = cliProcess(["skills", "verify-listing", path.join(dir, name), SKILL]);
      expect(r).toMatchObject({ code: 2, stdout: "" });
      expect(r.stderr).toMatch(new RegExp(`${name}: is not a regular file \\(${kind}\\): not read\n$`));
    }
  });

  it("a listing over the size cap is refused without reading it", async () => {
    const dir = tempDir();
    const file = path.join(dir, "huge.json");
    fs.writeFileSync(file, "");
    fs.truncateSync(file, 65 * 1024 * 1024);
    expect(await verify(file)).toMatchObject({ code: 2, stderr: expect.stringMatching(/huge\.json: is 65 MB, over the 64 MB limit: refused\n$/) });
  });
});

function pick(r: { digest: string; size: number }) {
  return { size: r.size, digest: r.digest };
}
