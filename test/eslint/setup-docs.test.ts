// The setups users copy: docs/eslint.md's config is the tested example config, its rule table is
// the plugin's, and the pre-commit hook's pattern picks exactly the files mcp-audit audits.
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import plugin from "../../src/eslint/index.js";
import { hostForPath } from "../../src/hosts/index.js";
import { MCP_RULES } from "../../src/rules/index.js";
import { cli, copyFixture, REPO } from "../cli/run.js";

const read = (file: string) => fs.readFileSync(path.join(REPO, file), "utf8");

describe("docs/eslint.md", () => {
  const doc = read("docs/eslint.md");

  it("shows the example config the parity test runs, verbatim", () => {
    const block = /```js\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(block).toBe(read("fixtures/eslint/eslint.config.js"));
  });

  it("lists every rule at its recommended level, and says which ones need the registry", () => {
    const rows = [...doc.matchAll(/^\| `mcp-audit\/([a-z-]+)` \| (error|warn) \| [^|]+ \| ([^|]+) \|$/gm)].map((m) => [m[1], m[2], m[3]!.includes("--online` only") || m[3]!.includes("--live` only")]);
    const recommended = plugin.configs.recommended[0]!.rules;
    expect(rows).toEqual(MCP_RULES.map((r) => [r.meta.id, recommended[`mcp-audit/${r.meta.id}`], r.meta.network]));
  });
});

interface Hook {
  id: string;
  entry: string;
  language: string;
  files: string;
  pass_filenames: boolean;
}

describe(".pre-commit-hooks.yaml", () => {
  const hooks = YAML.parse(read(".pre-commit-hooks.yaml")) as Hook[];
  const hook = hooks[0]!;
  // pre-commit searches this Python regex in each staged path (forward slashes, from the repo root).
  const matches = (file: string) => new RegExp(hook.files).test(file);

  it("declares the hooks that run mcp-audit on the files they are given (test/pre-commit: the real pre-commit)", () => {
    expect(hooks).toHaveLength(2);
    expect(hook).toMatchObject({ id: "mcp-audit", entry: "bin/mcp-audit.js", language: "script", pass_filenames: true });
    expect(hooks[1]).toMatchObject({ id: "mcp-audit-node", entry: "mcp-audit", language: "node", pass_filenames: true, files: hook!.files });
  });

  it("matches exactly the configs whose host mcp-audit knows by location, and skill files", () => {
    const configs = [".mcp.json", "apps/web/.mcp.json", ".vscode/mcp.json", "a/.vscode/mcp.json", ".cursor/mcp.json", "claude_desktop_config.json", "x/claude_desktop_config.json"];
    const others = ["mcp.json", "config/mcp.json", "my.mcp.json", ".mcp.json.bak", ".vscode/settings.json", ".idea/mcp.json", "package.json", "README.md", "docs/SKILL.md.orig"];
    for (const file of configs) expect([file, matches(file), hostForPath(file) !== undefined]).toEqual([file, true, true]);
    for (const file of others) expect([file, matches(file), hostForPath(file) !== undefined]).toEqual([file, false, false]);
    for (const file of ["SKILL.md", ".claude/skills/release-notes/SKILL.md", ".claude/skills/release-notes/scripts/collect.sh", ".claude/skills/release-notes/references/guide.md", "skills/.curated/x/assets/a.png"]) expect([file, matches(file)]).toEqual([file, true]);
  });

  it("a staged skill file audits its whole skill; a staged file that is neither is skipped with exit 0", async () => {
    const dir = copyFixture("fixtures/skills");
    const script = await cli(["migrations-ef/scripts/operations-destructives.sh"], { cwd: dir });
    expect(script.stdout).toContain("skill-unaudited-file");
    fs.mkdirSync(path.join(dir, "skills"), { recursive: true });
    fs.writeFileSync(path.join(dir, "skills/README.md"), "# our skills\n");
    const other = await cli(["skills/README.md"], { cwd: dir });
    expect(other).toEqual({ code: 0, stdout: "", stderr: "mcp-audit: skills/README.md: skipped: not an MCP host config (use --host to read it as one) nor a file of a skill\n" });
  });

  it("stops a commit that stages the article's token: the hook's command exits 1", async () => {
    const dir = copyFixture("fixtures/showcase");
    const staged = [".mcp.json", ".vscode/mcp.json", "README.md", "package.json"].filter(matches);
    expect(staged).toEqual([".mcp.json", ".vscode/mcp.json"]);
    const run = await cli(staged, { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('server "tickets" has a literal bearer token in header "Authorization" (tk_l… (22 chars))');
    expect(run.stdout).not.toContain("tk_live_9f2c41d07ab8e6");
  });
});
