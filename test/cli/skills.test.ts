// The skills promise end to end: the article's migrations-ef skill, reviewed and pinned by its bytes.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cli, REPO, tempDir } from "./run.js";

function project(): string {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, ".git"));
  fs.cpSync(path.join(REPO, "fixtures/skills/migrations-ef"), path.join(dir, ".claude/skills/migrations-ef"), { recursive: true });
  return dir;
}

const SCRIPT = ".claude/skills/migrations-ef/scripts/operations-destructives.sh";

describe("skills through the CLI", () => {
  it("migrations-ef: unaudited before approve, clean after, changed after a one-byte edit", async () => {
    const dir = project();
    const before = await cli(["--format", "json", "."], { cwd: dir });
    expect(JSON.parse(before.stdout).findings.map((f: { ruleId: string; file: string }) => `${f.ruleId} ${f.file}`)).toEqual([`skill-unaudited-file ${SCRIPT}`]);

    const approved = await cli(["approve"], { cwd: dir });
    expect(approved.code).toBe(0);
    expect(approved.stdout).toContain('.claude/skills/migrations-ef: new skill "migrations-ef", 3 files');
    expect(approved.stdout).toContain("recorded in mcp-audit.lock.json: review and commit it");

    const clean = await cli(["."], { cwd: dir });
    expect(clean).toEqual({ code: 0, stdout: "✔ no problems in 1 skill\n", stderr: "" });
    const lockText = fs.readFileSync(path.join(dir, "mcp-audit.lock.json"), "utf8");
    expect((await cli(["approve"], { cwd: dir })).stdout).toBe("mcp-audit.lock.json is up to date (1 skill, 0 configs)\n");
    expect(fs.readFileSync(path.join(dir, "mcp-audit.lock.json"), "utf8")).toBe(lockText);

    const script = path.join(dir, SCRIPT);
    fs.writeFileSync(script, fs.readFileSync(script, "utf8").replace("Aucune operation destructive.", "Aucune operation destructive!"));
    const changed = await cli(["--format", "json", "."], { cwd: dir });
    expect(changed.code).toBe(1);
    const findings = JSON.parse(changed.stdout).findings as { ruleId: string; file: string; message: string; severity: string }[];
    expect(findings.map((f) => `${f.ruleId} ${f.severity} ${f.file}`)).toEqual([`skill-unaudited-file error ${SCRIPT}`]);
    expect(findings[0]!.message).toContain("changed since it was approved");

    expect((await cli(["approve", "--dry-run"], { cwd: dir })).stdout).toBe(".claude/skills/migrations-ef: scripts/operations-destructives.sh changed (397 bytes, sha256 …dbec → …8158)\ndry run (offline): mcp-audit.lock.json was not written\n");
    expect(fs.readFileSync(path.join(dir, "mcp-audit.lock.json"), "utf8")).toBe(lockText);
  });

  it("a corrupt lock is an error for the audit and for approve, and is never replaced", async () => {
    const dir = project();
    fs.writeFileSync(path.join(dir, "mcp-audit.lock.json"), "{ not json");
    const audit = await cli(["."], { cwd: dir });
    expect(audit.code).toBe(2);
    expect(audit.stdout).toContain("mcp-audit.lock.json: is not valid JSON");
    const approve = await cli(["approve"], { cwd: dir });
    expect(approve.code).toBe(2);
    expect(approve.stderr).toContain("mcp-audit.lock.json: is not valid JSON");
    expect(fs.readFileSync(path.join(dir, "mcp-audit.lock.json"), "utf8")).toBe("{ not json");
  });

  it("an explicit SKILL.md or a file inside a skill audits that skill (as a pre-commit hook passes them)", async () => {
    const dir = project();
    for (const arg of [".claude/skills/migrations-ef/SKILL.md", SCRIPT]) {
      const r = await cli(["--format", "json", arg], { cwd: dir });
      expect(JSON.parse(r.stdout).summary.skills).toBe(1);
    }
  });

  it("skills listing prints the SDK's skills/list result, verify-listing accepts it, and a changed byte fails it", async () => {
    const dir = project();
    const listing = await cli(["skills", "listing", ".claude/skills/migrations-ef"], { cwd: dir });
    expect(listing.code).toBe(0);
    const doc = JSON.parse(listing.stdout);
    expect(Object.keys(doc)).toEqual(["skills", "ttlMs", "cacheScope"]);
    expect(doc.skills[0]).toMatchObject({ uri: "skill://migrations-ef/SKILL.md", frontmatter: { name: "migrations-ef" } });
    expect(doc.skills[0].resources.map((f: { uri: string }) => f.uri)).toEqual(["skill://migrations-ef/SKILL.md", "skill://migrations-ef/references/CONVENTIONS.md", "skill://migrations-ef/scripts/operations-destructives.sh"]);
    // A folder of skills gives the same document (the SDK's loadSkills(".claude/skills")).
    expect((await cli(["skills", "listing", ".claude/skills"], { cwd: dir })).stdout).toBe(listing.stdout);
    fs.writeFileSync(path.join(dir, "listing.json"), listing.stdout);
    expect(await cli(["skills", "verify-listing", "listing.json", ".claude/skills/migrations-ef"], { cwd: dir })).toEqual({ code: 0, stdout: "listing.json matches .claude/skills/migrations-ef: 1 skill verified\n", stderr: "" });
    fs.appendFileSync(path.join(dir, ".claude/skills/migrations-ef/references/CONVENTIONS.md"), "x");
    const mismatch = await cli(["skills", "verify-listing", "listing.json", ".claude/skills/migrations-ef"], { cwd: dir });
    expect(mismatch).toEqual({
      code: 1,
      stdout: "error    size         skill://migrations-ef/references/CONVENTIONS.md is 2108 bytes; the skill entry lists 2107 (the local file)\n1 mismatch between listing.json and .claude/skills/migrations-ef\n",
      stderr: "",
    });
    fs.writeFileSync(path.join(dir, "bad.json"), "[");
    expect((await cli(["skills", "verify-listing", "bad.json", ".claude/skills/migrations-ef"], { cwd: dir })).code).toBe(2);
    // The SDK does not walk into folders whose name starts with ".": neither does listing.
    expect(await cli(["skills", "listing", "."], { cwd: dir })).toMatchObject({ code: 1, stderr: expect.stringContaining('no skills found in . (a skill is a folder holding SKILL.md; folders whose name starts with "." are not walked') });
    expect((await cli(["skills", "frobnicate"], { cwd: dir })).code).toBe(2);
  });
});

describe("approve records the packages MCP servers launch", () => {
  it("records exact pins (offline), then lock-drift flags a config that moves without review", async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, ".git"));
    const config = (version: string) => JSON.stringify({ mcpServers: { angular: { command: "npx", args: ["-y", `@angular/cli@${version}`, "mcp", "--read-only"] } } }, null, 2) + "\n";
    fs.writeFileSync(path.join(dir, ".mcp.json"), config("22.1.8"));
    const approved = await cli(["approve", "--offline"], { cwd: dir });
    expect(approved.code).toBe(0);
    expect(approved.stdout).toContain(".mcp.json#angular: npm @angular/cli 22.1.8");
    const lock = JSON.parse(fs.readFileSync(path.join(dir, "mcp-audit.lock.json"), "utf8"));
    expect(lock.packages["npm:@angular/cli"]).toEqual({ ecosystem: "npm", name: "@angular/cli", version: "22.1.8", servers: [".mcp.json#angular"] });
    expect((await cli(["."], { cwd: dir })).code).toBe(0);

    fs.writeFileSync(path.join(dir, ".mcp.json"), config("22.2.0"));
    const drift = await cli(["--format", "json", "."], { cwd: dir });
    expect(JSON.parse(drift.stdout).findings.map((f: { ruleId: string }) => f.ruleId)).toEqual(["lock-drift"]);
    expect(drift.code).toBe(1);
    await cli(["approve", "--offline"], { cwd: dir });
    expect((await cli(["."], { cwd: dir })).code).toBe(0);
  });

  it("--min-confidence and minConfidence drop medium findings; JSON and SARIF carry the confidence", async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, ".git"));
    fs.cpSync(path.join(REPO, "fixtures/rules/skill-risky-script/good/look-alikes/careful-setup"), path.join(dir, ".claude/skills/careful-setup"), { recursive: true });
    const risky = (out: string) => (JSON.parse(out).findings as { ruleId: string; confidence: string; line: number }[]).filter((f) => f.ruleId === "skill-risky-script");
    const all = await cli(["--format", "json", "."], { cwd: dir });
    expect(risky(all.stdout).map((f) => f.confidence)).toEqual(["medium", "medium", "medium", "medium", "medium", "medium"]);
    expect(risky((await cli(["--format", "json", "--min-confidence", "high", "."], { cwd: dir })).stdout)).toEqual([]);
    const sarif = JSON.parse((await cli(["--format", "sarif", "."], { cwd: dir })).stdout) as { runs: { results: { ruleId: string; properties: { precision?: string } }[] }[] };
    expect(sarif.runs[0]!.results.filter((r) => r.ruleId === "skill-risky-script").map((r) => r.properties.precision)).toEqual(["medium", "medium", "medium", "medium", "medium", "medium"]);
    fs.writeFileSync(path.join(dir, "mcp-audit.config.json"), JSON.stringify({ minConfidence: "high" }));
    expect(risky((await cli(["--format", "json", "."], { cwd: dir })).stdout)).toEqual([]);
    expect((await cli(["--min-confidence", "low", "."], { cwd: dir })).stderr).toContain('--min-confidence accepts high or medium, got "low"');
  });
});
