// The product's first promise: the source article's config, audited and fixed.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cli, copyFixture, REPO } from "./run.js";

const SHOWCASE = "fixtures/showcase";

// The corrected config printed at the end of the source article (seeds/000), verbatim but for the
// variable's name (the article calls it TICKETS_JETON; the fix derives TICKETS_TOKEN).
const ARTICLE_CORRECTED = `{
  "mcpServers": {
    "tickets": {
      "type": "http",
      "url": "https://tickets.exemple.fr/mcp",
      "headers": {
        "Authorization": "Bearer \${TICKETS_JETON}"
      }
    },
    "angular": {
      "type": "stdio",
      "command": "npx",
      "args": ["-y", "@angular/cli@22.1.8", "mcp", "--read-only"]
    }
  }
}
`;

const SECRETS = ["tk_live_9f2c41d07ab8e6", "sbp_4f7c2a9e1b3d5f608a2c4e6b8d0f1a3c5e7b9d2f"];

describe("the showcase", () => {
  it("prints every expected finding", async () => {
    const r = await cli([SHOWCASE]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe(`fixtures/showcase/.mcp.json
  7:26   error    server "tickets" has a literal bearer token in header "Authorization" (tk_l… (22 chars)): rotate it, then read it from \${TICKETS_TOKEN}  inline-secret
  13:22  error    server "angular" runs @angular/cli@latest: pin an exact version (the project uses 22.1.8, from package.json)  unpinned-package
  13:45  warning  server "angular" runs @angular/cli mcp without --read-only: add it so only read-only tools are registered (6 of 9 tools)  missing-read-only

fixtures/showcase/.vscode/mcp.json
  9:9   warning  server "supabase" runs @supabase/mcp-server-supabase without --project-ref: add --project-ref=<ref> so it reaches only that project instead of every project in the account, and does not register the account tools  missing-read-only
  9:9   warning  server "supabase" runs @supabase/mcp-server-supabase without --read-only: add it so SQL runs as a read-only Postgres user and mutating tools are disabled  missing-read-only
  9:9   error    server "supabase" runs @supabase/mcp-server-supabase@latest: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @supabase/mcp-server-supabase@<version>  unpinned-package
  11:9  error    server "supabase" has a literal Supabase personal access token in argument "--access-token" (sbp_… (44 chars)): rotate it, then read it from \${input:supabase-access-token}  inline-secret

✖ 7 problems (4 errors, 3 warnings, 0 info) in 2 configs
  1 fixable with --fix (1 registry lookup), 5 more with --fix=all (unsafe: review the change)

What each rule checks and how to fix it (or mcp-audit explain <rule>):
  inline-secret      https://github.com/mcp-audit/mcp-audit/blob/v0.1.0/docs/rules/inline-secret.md
  missing-read-only  https://github.com/mcp-audit/mcp-audit/blob/v0.1.0/docs/rules/missing-read-only.md
  unpinned-package   https://github.com/mcp-audit/mcp-audit/blob/v0.1.0/docs/rules/unpinned-package.md

hint  no mcp-audit.lock.json yet: once you have reviewed the launched packages, run \`mcp-audit approve\`
      to record them; from then on a run reports what is new or changed since that review
`);
  });

  it("--fix=all turns the article's config into its corrected form, and a second run changes nothing", async () => {
    const dir = copyFixture(SHOWCASE);
    const first = await cli(["--fix=all", "."], { cwd: dir });
    expect(first.code).toBe(1); // the Supabase pin needs a version no local source knows
    const fixed = fs.readFileSync(path.join(dir, ".mcp.json"), "utf8");
    expect(fixed).toBe(ARTICLE_CORRECTED.replace("TICKETS_JETON", "TICKETS_TOKEN"));
    expect(fixed).toBe(fs.readFileSync(path.join(REPO, SHOWCASE, ".mcp.json.fixed"), "utf8"));
    expect(fs.readFileSync(path.join(dir, ".vscode/mcp.json"), "utf8")).toBe(fs.readFileSync(path.join(REPO, SHOWCASE, ".vscode/mcp.json.fixed"), "utf8"));
    expect(first.stdout).toContain("fixed  line 13: pin @angular/cli to 22.1.8 (from package.json)  unpinned-package, unsafe");

    const before = snapshot(dir);
    const second = await cli(["--fix=all", "."], { cwd: dir });
    expect(snapshot(dir)).toEqual(before);
    expect(second.stdout).not.toContain("fixed ");
  });

  it("--fix applies only safe fixes: the showcase has none, so nothing changes", async () => {
    const dir = copyFixture(SHOWCASE);
    const before = snapshot(dir);
    const r = await cli(["--fix", "."], { cwd: dir });
    expect(r.code).toBe(1);
    expect(snapshot(dir)).toEqual(before);
  });

  it("never prints a detected secret in full, in any format or mode", async () => {
    const runs = [
      await cli([SHOWCASE]),
      await cli([SHOWCASE], { env: { FORCE_COLOR: "1" } }),
      await cli(["--format", "json", SHOWCASE]),
      await cli(["--quiet", SHOWCASE]),
      await cli(["--fix=all", "--format", "json", "."], { cwd: copyFixture(SHOWCASE) }),
      await cli(["--fix=all", "."], { cwd: copyFixture(SHOWCASE) }),
    ];
    for (const run of runs) {
      for (const secret of SECRETS) {
        expect(run.stdout + run.stderr).not.toContain(secret);
        // nor a long chunk of it
        expect(run.stdout + run.stderr).not.toContain(secret.slice(4, 16));
      }
    }
    expect(runs[2]!.stdout).toContain("tk_l… (22 chars)");
  });

  it("json output has a schema version, exact positions and stable fingerprints", async () => {
    const fromRoot = JSON.parse((await cli(["--format", "json", SHOWCASE])).stdout);
    const fromInside = JSON.parse((await cli(["--format", "json", "."], { cwd: path.join(REPO, SHOWCASE) })).stdout);
    expect(fromRoot.schemaVersion).toBe(1);
    expect(fromRoot.summary).toEqual({ files: 2, skills: 0, errors: 4, warnings: 3, infos: 0, problems: 0 });
    expect(fromRoot.findings[0]).toMatchObject({
      ruleId: "inline-secret",
      file: "fixtures/showcase/.mcp.json",
      host: "claude-code",
      line: 7,
      column: 26,
      endLine: 7,
      endColumn: 57,
      pointer: "/mcpServers/tickets/headers/Authorization",
      fix: { safety: "unsafe" },
    });
    // The working directory changes the shown path, not the fingerprint.
    expect(fromInside.findings.map((f: { fingerprint: string }) => f.fingerprint)).toEqual(fromRoot.findings.map((f: { fingerprint: string }) => f.fingerprint));
    expect(new Set(fromRoot.findings.map((f: { fingerprint: string }) => f.fingerprint)).size).toBe(7);
  });

  it("--fail-on and --rule change the exit code, --quiet hides what is below the fail level", async () => {
    expect((await cli(["--rule", "inline-secret=off", "--rule", "unpinned-package=warning", SHOWCASE])).code).toBe(0);
    expect((await cli(["--rule", "inline-secret=off", "--rule", "unpinned-package=warning", "--fail-on", "warning", SHOWCASE])).code).toBe(1);
    const quiet = await cli(["--quiet", SHOWCASE]);
    expect(quiet.stdout).not.toContain("warning  ");
    expect(quiet.stdout).toContain("✖ 7 problems");
  });
});

function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, name);
    if (fs.statSync(full).isFile()) out[name] = fs.readFileSync(full, "utf8");
  }
  return out;
}

describe("CI outputs through the CLI", () => {
  it("--format sarif and --format github carry the showcase's findings, redacted", async () => {
    const sarif = await cli(["--format", "sarif", SHOWCASE]);
    expect(sarif.code).toBe(1);
    const log = JSON.parse(sarif.stdout);
    expect(log.version).toBe("2.1.0");
    expect(log.runs[0].results).toHaveLength(7);
    expect(log.runs[0].results[0].partialFingerprints).toBeDefined();
    const github = await cli(["--format", "github", SHOWCASE]);
    expect(github.stdout.split("\n").filter((l) => l.startsWith("::error ") || l.startsWith("::warning "))).toHaveLength(7);
    for (const out of [sarif.stdout, github.stdout]) for (const secret of SECRETS) expect(out).not.toContain(secret);
  });

  it("--baseline reports only what is new since --update-baseline", async () => {
    const dir = copyFixture(SHOWCASE);
    const recorded = await cli(["--baseline", "mcp-audit.baseline.json", "--update-baseline", "."], { cwd: dir });
    expect(recorded.stderr).toContain("mcp-audit: recorded 7 findings in mcp-audit.baseline.json");
    expect(recorded.code).toBe(0);
    const again = await cli(["--baseline", "mcp-audit.baseline.json", "."], { cwd: dir });
    expect(again.code).toBe(0);
    expect(again.stderr).toContain("7 findings suppressed by the baseline");
    const baselineText = fs.readFileSync(path.join(dir, "mcp-audit.baseline.json"), "utf8");
    for (const secret of SECRETS) expect(baselineText).not.toContain(secret);
    // A new secret is reported; the old ones stay suppressed.
    const config = fs.readFileSync(path.join(dir, ".mcp.json"), "utf8").replace('"type": "stdio",', '"type": "stdio",\n      "env": { "GITHUB_TOKEN": "ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789" },');
    fs.writeFileSync(path.join(dir, ".mcp.json"), config);
    const after = await cli(["--baseline", "mcp-audit.baseline.json", "--format", "json", "."], { cwd: dir });
    expect(after.code).toBe(1);
    expect(JSON.parse(after.stdout).findings.map((f: { ruleId: string; pointer: string }) => `${f.ruleId} ${f.pointer}`)).toEqual(["inline-secret /mcpServers/angular/env/GITHUB_TOKEN"]);
    // The default baseline: written at the repository root (here the folder), used when it exists; pruned of what was fixed.
    const byDefault = await cli(["--update-baseline", "."], { cwd: dir });
    expect(byDefault.stderr).toContain("mcp-audit: recorded 8 findings in .mcp-audit-baseline.json");
    const used = await cli(["."], { cwd: dir });
    expect(used.code).toBe(0);
    expect(used.stderr).toContain("mcp-audit: 8 findings suppressed by the baseline .mcp-audit-baseline.json");
    expect((await cli(["--no-baseline", "."], { cwd: dir })).code).toBe(1);
    fs.writeFileSync(path.join(dir, ".mcp.json"), config.replace('\n      "env": { "GITHUB_TOKEN": "ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789" },', ""));
    const stale = await cli(["."], { cwd: dir });
    expect(stale.stderr).toContain("1 baseline entry no longer matches a finding: run with --prune-baseline to drop them");
    const pruned = await cli(["--prune-baseline", "."], { cwd: dir });
    expect(pruned.stderr).toContain("mcp-audit: pruned 1 entry no finding matches any more from .mcp-audit-baseline.json (7 kept)");
    expect(JSON.parse(fs.readFileSync(path.join(dir, ".mcp-audit-baseline.json"), "utf8")).findings).toHaveLength(7);
    expect((await cli(["--prune-baseline", "."], { cwd: dir })).stderr).toContain("nothing to prune in .mcp-audit-baseline.json (7 kept)");
    fs.writeFileSync(path.join(dir, "broken.json"), "{");
    const broken = await cli(["--baseline", "broken.json", "."], { cwd: dir });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/^mcp-audit: .*broken\.json/);
  });
});
