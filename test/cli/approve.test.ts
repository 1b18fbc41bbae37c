// `mcp-audit approve` end to end: what it records, what it keeps when it cannot re-verify, what it says,
// against a real registry on 127.0.0.1 (and a closed port for "unreachable").
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cli, localRegistryEnv, REPO, tempDir } from "./run.js";
import { closedPort, startRegistry, type FakeRegistry } from "../registry/server.js";

let registry: FakeRegistry;
beforeAll(async () => {
  registry = await startRegistry();
});
afterAll(() => registry.close());
beforeEach(() => registry.reset());

const config = (servers: Record<string, string>) =>
  `${JSON.stringify({ mcpServers: Object.fromEntries(Object.entries(servers).map(([name, pkg]) => [name, { command: "npx", args: ["-y", pkg, "--read-only"] }])) }, null, 2)}\n`;

function project(servers: Record<string, string> = { angular: "@angular/cli@22.1.8" }) {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, ".git"));
  fs.writeFileSync(path.join(dir, ".mcp.json"), config(servers));
  const env = localRegistryEnv(dir, registry.url);
  return { dir, env };
}

const lockOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, "mcp-audit.lock.json"), "utf8"));
const ANGULAR_INTEGRITY = /^sha512-ZLdHzVp/;

describe("approve never drops what the lock knows", () => {
  it("keeps a recorded integrity offline and with an unreachable registry, and says so", async () => {
    const { dir, env } = project();
    const online = await cli(["approve"], { cwd: dir, env });
    expect(online.code).toBe(0);
    expect(online.stdout).toMatch(/^\.mcp\.json#angular: npm @angular\/cli 22\.1\.8 \(sha512-ZLdHzVpf…\)\nrecorded in mcp-audit\.lock\.json: review and commit it\n$/);
    const recorded = fs.readFileSync(path.join(dir, "mcp-audit.lock.json"), "utf8");
    expect(lockOf(dir).packages["npm:@angular/cli"].integrity).toMatch(ANGULAR_INTEGRITY);

    const offline = await cli(["approve", "--offline"], { cwd: dir, env });
    expect(offline).toEqual({
      code: 0,
      stdout: ".mcp.json#angular: @angular/cli 22.1.8: integrity kept as recorded, not re-verified (offline)\nmcp-audit.lock.json is up to date (0 skills, 1 config)\n",
      stderr: "",
    });
    expect(fs.readFileSync(path.join(dir, "mcp-audit.lock.json"), "utf8")).toBe(recorded);

    const port = await closedPort();
    const unreachable = await cli(["approve"], { cwd: dir, env: { ...env, npm_config_registry: `http://127.0.0.1:${port}/` } });
    expect(unreachable.code).toBe(0);
    expect(unreachable.stdout).toBe(".mcp.json#angular: @angular/cli 22.1.8: integrity kept as recorded, not re-verified (the registry could not be reached)\nmcp-audit.lock.json is up to date (0 skills, 1 config)\n");
    expect(unreachable.stderr).toContain("could not look up @angular/cli");
    expect(fs.readFileSync(path.join(dir, "mcp-audit.lock.json"), "utf8")).toBe(recorded);
  });

  it("keeps the version a tag resolved to when the tag cannot be resolved now", async () => {
    const { dir, env } = project({ angular: "@angular/cli@latest" });
    expect((await cli(["approve"], { cwd: dir, env })).stdout).toContain(".mcp.json#angular: npm @angular/cli 22.1.8 (sha512-");
    const recorded = fs.readFileSync(path.join(dir, "mcp-audit.lock.json"), "utf8");
    const offline = await cli(["approve", "--offline"], { cwd: dir, env });
    expect(offline.stdout).toBe(".mcp.json#angular: @angular/cli@latest not resolved (offline): kept @angular/cli 22.1.8 as recorded\nmcp-audit.lock.json is up to date (0 skills, 1 config)\n");
    expect(fs.readFileSync(path.join(dir, "mcp-audit.lock.json"), "utf8")).toBe(recorded);
  });

  it("an unchanged project is up to date: nothing re-listed, the file untouched", async () => {
    const { dir, env } = project({ angular: "@angular/cli@22.1.8", files: "@modelcontextprotocol/server-filesystem@2025.7.29" });
    await cli(["approve"], { cwd: dir, env });
    const before = fs.statSync(path.join(dir, "mcp-audit.lock.json")).mtimeMs;
    const again = await cli(["approve"], { cwd: dir, env });
    expect(again).toEqual({ code: 0, stdout: "mcp-audit.lock.json is up to date (0 skills, 1 config)\n", stderr: "" });
    expect(fs.statSync(path.join(dir, "mcp-audit.lock.json")).mtimeMs).toBe(before);
  });

  it("a removal is loud: named, and counted on the last line", async () => {
    const { dir, env } = project({ angular: "@angular/cli@22.1.8", files: "@modelcontextprotocol/server-filesystem@2025.7.29" });
    await cli(["approve"], { cwd: dir, env });
    fs.writeFileSync(path.join(dir, ".mcp.json"), config({ angular: "@angular/cli@22.1.8" }));
    const r = await cli(["approve"], { cwd: dir, env });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      ".mcp.json#files: removed npm @modelcontextprotocol/server-filesystem 2025.7.29 from the lock: the config no longer launches it\n" +
        'recorded in mcp-audit.lock.json (1 removal: see "removed" above): review and commit it\n',
    );
    expect(Object.keys(lockOf(dir).packages)).toEqual(["npm:@angular/cli"]);
  });

  it("a version that moved is shown as a move", async () => {
    const { dir, env } = project({ files: "@modelcontextprotocol/server-filesystem@2025.7.29" });
    await cli(["approve"], { cwd: dir, env });
    fs.writeFileSync(path.join(dir, ".mcp.json"), config({ files: "@modelcontextprotocol/server-filesystem@2025.8.21" }));
    const r = await cli(["approve"], { cwd: dir, env });
    expect(r.stdout).toMatch(/^\.mcp\.json#files: npm @modelcontextprotocol\/server-filesystem 2025\.7\.29 → 2025\.8\.21 \(sha512-.{8}…\)\nrecorded in mcp-audit\.lock\.json: review and commit it\n$/);
  });

  it("refuses to replace an integrity the registry now serves differently (exit 2), and keeps the recorded one", async () => {
    const { dir, env } = project();
    await cli(["approve"], { cwd: dir, env });
    const lock = lockOf(dir);
    lock.packages["npm:@angular/cli"].integrity = "sha512-recordedBeforeAAAAAAAAAAAAAAAAAAAAAAAAAA==";
    fs.writeFileSync(path.join(dir, "mcp-audit.lock.json"), `${JSON.stringify(lock, null, 2)}\n`);
    const r = await cli(["approve"], { cwd: dir, env });
    expect(r.code).toBe(2);
    expect(r.stdout).toContain("the registry serves another integrity (sha512-ZLdHzVpf…) than the one recorded (sha512-recorded…): not replaced");
    expect(lockOf(dir).packages["npm:@angular/cli"].integrity).toBe("sha512-recordedBeforeAAAAAAAAAAAAAAAAAAAAAAAAAA==");
  });

  it("--dry-run never goes online and never writes", async () => {
    const { dir, env } = project({ angular: "@angular/cli@latest" });
    const r = await cli(["approve", "--dry-run"], { cwd: dir, env });
    expect(registry.requests).toEqual([]);
    expect(r).toEqual({
      code: 0,
      stdout: ".mcp.json#angular: @angular/cli@latest has no exact version to record (a dry run stays offline): pin it, or run mcp-audit approve online\ndry run (offline): mcp-audit.lock.json was not written\n",
      stderr: "",
    });
    expect(fs.existsSync(path.join(dir, "mcp-audit.lock.json"))).toBe(false);
    expect((await cli(["approve", "--dry-run", "--live"], { cwd: dir, env })).stderr).toContain("--dry-run never goes online");
  });
});

describe("approve and skills", () => {
  function withSkills() {
    const { dir, env } = project();
    fs.cpSync(path.join(REPO, "fixtures/skills/migrations-ef"), path.join(dir, ".claude/skills/migrations-ef"), { recursive: true });
    fs.cpSync(path.join(REPO, "fixtures/rules/skill-risky-script/bad/exfiltration/telemetry"), path.join(dir, "skills/telemetry"), { recursive: true });
    return { dir, env };
  }

  it("one line a skill, its open findings listed; --verbose lists the files", async () => {
    const { dir, env } = withSkills();
    const dry = await cli(["approve", "--dry-run", "skills"], { cwd: dir, env });
    const lines = dry.stdout.split("\n");
    expect(lines[0]).toMatch(/^skills\/telemetry: new skill "telemetry", 2 files \(\d+ bytes\)$/);
    expect(lines[1]).toBe("  approving records these bytes as reviewed: 5 errors still open:");
    expect(lines.slice(2, 7)).toEqual(Array.from({ length: 5 }, () => expect.stringMatching(/^ {4}skills\/telemetry\/scripts\/report\.sh:\d+:\d+ error skill-risky-script: /)));
    expect(dry.stdout).not.toContain("skill-unaudited-file");
    const verbose = await cli(["approve", "--dry-run", "--verbose", "skills"], { cwd: dir, env });
    expect(verbose.stdout.split("\n").slice(1, 3)).toEqual([expect.stringMatching(/^ {2}SKILL\.md \(\d+ bytes\)$/), expect.stringMatching(/^ {2}scripts\/report\.sh \(\d+ bytes\)$/)]);

    const all = await cli(["approve"], { cwd: dir, env });
    expect(all.code).toBe(0);
    expect(all.stdout.split("\n").filter((l) => /^\S+: new skill/.test(l))).toEqual([
      expect.stringMatching(/^\.claude\/skills\/migrations-ef: new skill "migrations-ef", 3 files \(\d+ bytes\)$/),
      expect.stringMatching(/^skills\/telemetry: new skill "telemetry", 2 files/),
    ]);
    expect((await cli(["approve"], { cwd: dir, env })).stdout).toBe("mcp-audit.lock.json is up to date (2 skills, 1 config)\n");
  });

  it("honours ignorePatterns, and says a skill whose folder is gone stays until --prune", async () => {
    const { dir, env } = withSkills();
    fs.writeFileSync(path.join(dir, "mcp-audit.config.json"), JSON.stringify({ ignorePatterns: ["/skills/"] }));
    const r = await cli(["approve"], { cwd: dir, env });
    expect(r.stdout).not.toContain("telemetry");
    expect(Object.keys(lockOf(dir).skills)).toEqual([".claude/skills/migrations-ef"]);
    expect(r.stderr).toContain("ignorePatterns in mcp-audit.config.json hide");

    fs.rmSync(path.join(dir, ".claude/skills/migrations-ef"), { recursive: true });
    const gone = await cli(["approve"], { cwd: dir, env });
    expect(gone.stdout).toBe(".claude/skills/migrations-ef: in mcp-audit.lock.json but no skill there any more: kept (run mcp-audit approve --prune to drop it)\nmcp-audit.lock.json is up to date (0 skills, 1 config)\n");
    const pruned = await cli(["approve", "--prune"], { cwd: dir, env });
    expect(pruned.stdout).toBe('.claude/skills/migrations-ef: removed from the lock (no skill "migrations-ef" there any more)\nrecorded in mcp-audit.lock.json (1 removal: see "removed" above): review and commit it\n');
  });

  it("has its own --help", async () => {
    const r = await cli(["approve", "--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: mcp-audit approve \[options\] \[paths\.\.\.\]\n/);
    expect(r.stdout).toContain("--dry-run");
    expect((await cli(["approve", "-h"])).stdout).toBe(r.stdout);
  });
});
