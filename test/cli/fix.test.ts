// Fix previews and safety through the real CLI: --diff, --fix-dry-run, backups outside git, `--fix all`,
// the rotate reminder on a fixed secret, and honest counts of the pins --fix would resolve from a
// registry (a real one on 127.0.0.1).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cli, localRegistryEnv, tempDir } from "./run.js";
import { startRegistry, type FakeRegistry } from "../registry/server.js";

let registry: FakeRegistry;
beforeAll(async () => {
  registry = await startRegistry();
});
afterAll(() => registry.close());
beforeEach(() => registry.reset());

// A GitHub token shape, built here so no literal token sits in the repository.
const TOKEN = `ghp_${"A1b2C3d4E5".repeat(3)}abcdef`;
const CONFIG = `{
  "mcpServers": {
    "github": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github@2025.4.8"],
      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "${TOKEN}" }
    },
    "angular": { "command": "npx", "args": ["-y", "@angular/cli@latest", "mcp", "--read-only"] }
  }
}
`;

function project(options: { git?: boolean; config?: string } = {}) {
  const dir = tempDir();
  if (options.git !== false) fs.mkdirSync(path.join(dir, ".git"));
  fs.writeFileSync(path.join(dir, ".mcp.json"), options.config ?? CONFIG);
  const env = localRegistryEnv(dir, registry.url);
  return { dir, env, file: path.join(dir, ".mcp.json") };
}

describe("--diff", () => {
  it("prints what --fix=all would write as a unified diff, the secret redacted, and writes nothing", async () => {
    const { dir, env, file } = project();
    const r = await cli(["--diff", "--fix=all", "."], { cwd: dir, env });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      [
        "--- a/.mcp.json",
        "+++ b/.mcp.json",
        "@@ -3,8 +3,8 @@",
        '     "github": {',
        '       "command": "npx",',
        '       "args": ["-y", "@modelcontextprotocol/server-github@2025.4.8"],',
        `-      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "ghp_… (40 chars)" }`,
        '+      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "${GITHUB_PERSONAL_ACCESS_TOKEN}" }',
        "     },",
        '-    "angular": { "command": "npx", "args": ["-y", "@angular/cli@latest", "mcp", "--read-only"] }',
        '+    "angular": { "command": "npx", "args": ["-y", "@angular/cli@22.1.8", "mcp", "--read-only"] }',
        "   }",
        " }",
        "",
      ].join("\n"),
    );
    expect(r.stdout + r.stderr).not.toContain(TOKEN);
    expect(r.stderr).toBe("mcp-audit: --diff: 2 fixes in 1 file; nothing was written (run with --fix=all to apply)\n");
    expect(fs.readFileSync(file, "utf8")).toBe(CONFIG);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith(".bak"))).toEqual([]);
  });

  it("alone previews the safe fixes; exit 0 and an empty diff when nothing would change", async () => {
    const { dir, env } = project();
    const safe = await cli(["--diff", "."], { cwd: dir, env });
    expect(safe.stdout).toContain('+    "angular": { "command": "npx", "args": ["-y", "@angular/cli@22.1.8", "mcp", "--read-only"] }');
    expect(safe.stdout).not.toContain("GITHUB_PERSONAL_ACCESS_TOKEN}");
    expect(safe.stderr).toBe("mcp-audit: --diff: 1 fix in 1 file; nothing was written (run with --fix to apply)\n");
    const clean = project({ config: '{ "mcpServers": { "a": { "command": "npx", "args": ["-y", "@angular/cli@22.1.8", "mcp", "--read-only"] } } }\n' });
    expect(await cli(["--diff", "."], { cwd: clean.dir, env: clean.env })).toEqual({ code: 0, stdout: "", stderr: "mcp-audit: --diff: no fix applies; nothing would change\n" });
    expect((await cli(["--diff", "--format", "json", "."], { cwd: dir, env })).stderr).toContain("--diff prints a unified diff instead of a report");
  });
});

describe("--fix-dry-run", () => {
  it("reports what --fix would do and writes nothing", async () => {
    const { dir, env, file } = project();
    const r = await cli(["--fix-dry-run", "--fix=all", "--no-color", "."], { cwd: dir, env });
    expect(r.stdout).toContain(".mcp.json  fixed 2 problems");
    expect(r.stderr).toBe("mcp-audit: --fix-dry-run: 1 file would be changed (.mcp.json); nothing was written\n");
    expect(fs.readFileSync(file, "utf8")).toBe(CONFIG);
  });
});

describe("--fix outside a git work tree", () => {
  it("keeps the previous version as <file>.mcp-audit.bak, no more readable than the file; not inside git", async () => {
    const { dir, env, file } = project({ git: false });
    fs.chmodSync(file, 0o600);
    const r = await cli(["--fix=all", "."], { cwd: dir, env });
    expect(r.stderr).toBe("mcp-audit: .mcp.json is outside any git work tree: its previous version is kept as .mcp.json.mcp-audit.bak (delete it once the fix is checked)\n");
    expect(fs.readFileSync(`${file}.mcp-audit.bak`, "utf8")).toBe(CONFIG);
    expect(fs.statSync(`${file}.mcp-audit.bak`).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, "utf8")).not.toContain(TOKEN);

    const inGit = project();
    const fixed = await cli(["--fix=all", "."], { cwd: inGit.dir, env: inGit.env });
    expect(fixed.stderr).toBe("");
    expect(fs.existsSync(`${inGit.file}.mcp-audit.bak`)).toBe(false);
  });

  it("--user --fix=all backs up the home files it rewrites", async () => {
    const home = tempDir();
    fs.writeFileSync(path.join(home, ".claude.json"), CONFIG);
    const { env } = project();
    const r = await cli(["--user", "--home", home, "--user-os", "linux", "--fix=all", "--no-color"], { cwd: home, env });
    expect(r.stdout).toContain("fixed 2 problems");
    expect(r.stderr).toContain("~/.claude.json is outside any git work tree: its previous version is kept as ~/.claude.json.mcp-audit.bak");
    expect(fs.readFileSync(path.join(home, ".claude.json.mcp-audit.bak"), "utf8")).toBe(CONFIG);
  });
});

describe("--fix all (with a space)", () => {
  it("is --fix=all, unless a path named all exists: then it says which was meant", async () => {
    const { dir, env, file } = project();
    const r = await cli(["--fix", "all", "."], { cwd: dir, env });
    expect(r.code).toBe(0);
    expect(fs.readFileSync(file, "utf8")).toContain("${GITHUB_PERSONAL_ACCESS_TOKEN}");
    const other = project();
    fs.mkdirSync(path.join(other.dir, "all"));
    const refused = await cli(["--fix", "all"], { cwd: other.dir, env: other.env });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('did you mean --fix=all? "--fix all" reads all as a path to audit, and one exists: write --fix=all, or ./all for the path');
    expect(fs.readFileSync(other.file, "utf8")).toBe(CONFIG);
  });
});

describe("a fixed secret", () => {
  it("still says to rotate it: the value stays in git history", async () => {
    const { dir, env } = project();
    const r = await cli(["--fix=all", "--no-color", "."], { cwd: dir, env });
    expect(r.stdout).toContain(
      "fixed  line 6: replace the literal GitHub personal access token with ${GITHUB_PERSONAL_ACCESS_TOKEN} and set GITHUB_PERSONAL_ACCESS_TOKEN in the environment Claude Code starts from; still rotate it: the old value stays in git history and any copy of the file  inline-secret, unsafe",
    );
  });
});

describe("pins --fix would resolve from the registry", () => {
  const config = `{
  "mcpServers": {
    "angular": { "command": "npx", "args": ["-y", "@angular/cli@latest", "mcp", "--read-only"] },
    "files": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "/srv"] },
    "browser": { "command": "npx", "args": ["-y", "@playwright/mcp@latest"] },
    "browser-2": { "command": "npx", "args": ["-y", "@playwright/mcp@latest"] }
  }
}
`;
  it("are counted as fixable with the lookups they need, the message says what to run; --fix then pins them", async () => {
    const { dir, env, file } = project({ config });
    const plain = await cli(["--no-color", "--rule", "missing-read-only=off", "."], { cwd: dir, env });
    expect(registry.requests).toEqual([]);
    expect(plain.stdout).toContain(
      'server "angular" runs @angular/cli@latest: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @angular/cli@<version>  unpinned-package',
    );
    expect(plain.stdout).not.toContain("offline");
    expect(plain.stdout).toContain("✖ 4 problems (4 errors, 0 warnings, 0 info) in 1 config\n  4 fixable with --fix (3 registry lookups)\n");
    const fixed = await cli(["--fix", "--no-color", "--rule", "missing-read-only=off", "."], { cwd: dir, env });
    expect(fixed.stdout).toContain("fixed 4 problems");
    expect(fixed.code).toBe(0);
    expect(fs.readFileSync(file, "utf8")).toMatch(/@angular\/cli@22\.1\.8"[\s\S]*server-filesystem@2025\.8\.21"[\s\S]*@playwright\/mcp@0\.0\.41"[\s\S]*@playwright\/mcp@0\.0\.41"/);
  });
});
