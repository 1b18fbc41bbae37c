// Claude Code plugins and marketplaces: a plugin's servers (inline, in files its manifest names, in its
// .mcp.json) get every MCP rule, its hooks, monitors and LSP servers risky-command, its skills (the
// standard folder and those it names) every skill rule; a path leaving the plugin is not followed and
// is said (exit 2). The same whether the tree is walked or the manifest is named on its own.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runAudit } from "../../src/audit/run.js";
import { parseJson } from "../../src/core/json.js";
import { pluginLayout } from "../../src/hosts/claude-plugins.js";
import { buildModel } from "../../src/hosts/model.js";
import { DIALECTS } from "../../src/hosts/index.js";
import { cli, REPO } from "../cli/run.js";

const PLUGINS = path.join(REPO, "fixtures/plugins");
const lines = (paths: string[]) => {
  const r = runAudit({ cwd: PLUGINS, paths });
  return { r, found: r.files.flatMap((f) => f.findings.map((x) => `${f.displayPath} ${x.range.start.line}:${x.range.start.column} ${x.ruleId} ${x.severity} ${x.message}`)) };
};

const FINDINGS = [
      'team-tools/.claude-plugin/marketplace.json 7:94 unpinned-plugin-source error plugin "lint-kit" comes from github:example/lint-kit without a pinned commit: each install gets whatever "v2.0.0" points at that day; add "sha": "<40-hex commit>" (mcp-audit approve records the one it points at now)',
      'team-tools/plugins/release-tools/.mcp.json 3:48 unpinned-package error server "docs" runs @example/docs-mcp@latest: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @example/docs-mcp@<version>',
      'team-tools/plugins/release-tools/.claude-plugin/plugin.json 12:86 inline-secret error server "tickets" has a literal Slack bot token in env "SLACK_BOT_TOKEN" (xoxb… (57 chars)): rotate it, then read it from ${SLACK_BOT_TOKEN}',
      'team-tools/plugins/release-tools/.claude-plugin/plugin.json 19:42 risky-command error monitor "deploy-watch" downloads code and runs it (curl | sh): what runs can change at any time and nobody reviews it; install a pinned release and call it directly',
      'team-tools/plugins/release-tools/hooks/hooks.json 4:51 risky-command error hook SessionStart downloads code and runs it (curl | bash): what runs can change at any time and nobody reviews it; install a pinned release and call it directly',
      'team-tools/plugins/release-tools/config/servers.json 5:75 unpinned-package info server "github" runs image ghcr.io/github/github-mcp-server:v0.13.0 without a digest: a tag can be moved, pin the digest: ghcr.io/github/github-mcp-server:v0.13.0@sha256:…',
      'team-tools/plugins/release-tools/config/servers.json 6:48 inline-secret error server "github" has a literal GitHub personal access token in env "GITHUB_PERSONAL_ACCESS_TOKEN" (ghp_… (40 chars)): rotate it, then read it from ${GITHUB_PERSONAL_ACCESS_TOKEN}',
      'team-tools/plugins/release-tools/config/extra-hooks.json 5:76 risky-command error hook PostToolUse ("Write|Edit") runs with elevated rights (sudo): an MCP server needs only your own rights; drop sudo and grant only the access it needs',
      'team-tools/plugins/release-tools/extra-skills/changelog/SKILL.md 2:7 skill-name error skill "changelog": name "change-log" differs from its folder "changelog": the specification requires them to be equal; set name: changelog or rename the folder',
];

describe("a marketplace repository with a plugin", () => {
  it("walked: the marketplace, the plugin's manifest, .mcp.json, the servers and hooks files it names, hooks/hooks.json and both skill folders", () => {
    const { r, found } = lines(["team-tools"]);
    expect(found).toEqual(FINDINGS);
    expect(r.skills).toBe(2);
    expect(r.problems).toEqual([]);
    expect(r.files.map((f) => [f.displayPath, f.host?.id ?? "skill"])).toEqual([
      ["team-tools/.claude-plugin/marketplace.json", "claude-marketplace"],
      ["team-tools/plugins/release-tools/.mcp.json", "claude-code"],
      ["team-tools/plugins/release-tools/.claude-plugin/plugin.json", "claude-plugin"],
      ["team-tools/plugins/release-tools/hooks/hooks.json", "claude-hooks"],
      ["team-tools/plugins/release-tools/config/servers.json", "claude-code"],
      ["team-tools/plugins/release-tools/config/extra-hooks.json", "claude-hooks"],
      ["team-tools/plugins/release-tools/extra-skills/changelog/SKILL.md", "skill"],
    ]);
  });

  it("the manifest named alone: the same files and skills, found through it", () => {
    const { r, found } = lines(["team-tools/plugins/release-tools/.claude-plugin/plugin.json"]);
    expect([...found].sort()).toEqual(FINDINGS.filter((l) => !l.startsWith("team-tools/.claude-plugin/")).sort());
    expect(r.skills).toBe(2);
  });

  it("a path that leaves the plugin is not followed, and says so (exit 2)", async () => {
    const { r } = lines(["escaping"]);
    expect(r.problems).toEqual([
      { displayPath: "escaping/.claude-plugin/plugin.json", reason: 'names "/etc/claude/hooks.json" (at /hooks), which is not a "./" path inside the plugin: not followed, so not audited' },
      { displayPath: "escaping/.claude-plugin/plugin.json", reason: 'names "../../shared-skills/" (at /skills), which is not a "./" path inside the plugin: not followed, so not audited' },
    ]);
    expect((await cli(["escaping"], { cwd: PLUGINS })).code).toBe(2);
  });
});

describe("the plugin module (shared with the skill scanner)", () => {
  const manifest = path.join(PLUGINS, "team-tools/plugins/release-tools/.claude-plugin/plugin.json");

  it("lays out a plugin: the standard places, then what the manifest names; an .mcpb bundle or a URL is not a config", () => {
    const text = JSON.stringify({ name: "p", mcpServers: ["./a.json", "./b.mcpb", "https://x.example.com/c.mcpb", { s: { command: "x" } }], hooks: ["./h.json", { Stop: [] }], skills: ["./s/", "./s/"] });
    const layout = pluginLayout(manifest, parseJson(text, false).tree);
    const root = path.dirname(path.dirname(manifest));
    expect(layout.components.map((c) => [c.kind, path.relative(root, c.path), c.pointer])).toEqual([
      ["servers", ".mcp.json", ""],
      ["hooks", "hooks/hooks.json", ""],
      ["skills", "skills", ""],
      ["servers", "a.json", "/mcpServers/0"],
      ["hooks", "h.json", "/hooks/0"],
      ["skills", "s", "/skills/0"],
    ]);
  });

  it("models hooks (command ones as commands, http ones by url and headers; prompts not), monitors and LSP servers, with pointers", () => {
    const text = JSON.stringify({
      name: "p",
      hooks: { PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: "a.sh" }, { type: "prompt", prompt: "ok?" }, { type: "http", url: "https://x", headers: { Authorization: "Bearer $T" } }] }] },
      monitors: [{ name: "m", command: "tail -f log" }],
      lspServers: { ts: { command: "typescript-language-server", args: ["--stdio"] } },
    });
    const model = buildModel(DIALECTS["claude-plugin"], parseJson(text, false).tree);
    expect(model.hooks.map((h) => [h.label, h.command?.value ?? h.url?.value, h.pointer, h.args.map((a) => a.value), h.headers.map((x) => `${x.key}: ${x.value} at ${x.pointer}`)])).toEqual([
      ['hook PreToolUse ("Bash")', "a.sh", "/hooks/PreToolUse/0/hooks/0", [], []],
      ['hook PreToolUse ("Bash")', "https://x", "/hooks/PreToolUse/0/hooks/2", [], ["Authorization: Bearer $T at /hooks/PreToolUse/0/hooks/2/headers/Authorization"]],
      ['monitor "m"', "tail -f log", "/monitors/0", [], []],
      ['LSP server "ts"', "typescript-language-server", "/lspServers/ts", ["--stdio"], []],
    ]);
    expect(model.servers).toEqual([]);
  });
});
