// host-wide-approval: exact findings for each bad fixture (one per host and switch), none for the
// good ones, the exact fixed text (JSON files: the unsafe fixes), idempotence, no safe fix.
import { describe, expect, it } from "vitest";
import { hostWideApproval } from "../../src/rules/host-wide-approval.js";
import { AGENT_CLIS } from "../../src/rules/data/agent-clis.js";
import { describeMcpFixtures } from "../mcp-fixture-suite.js";
import { lint, summarize } from "../helpers.js";

const rules = [hostWideApproval];
const EXPECTED: Record<string, string[]> = {
  "agent-yolo": [
    '5:50 host-wide-approval warning server "gemini" starts Gemini CLI with --yolo: every tool call of that agent runs without asking anyone; drop it (or use --approval-mode=auto_edit, which approves only file edits)',
    '9:32 host-wide-approval error server "claude" starts Claude Code with --dangerously-skip-permissions: every tool call of that agent runs without asking anyone; drop it and allow the tools it needs with --allowedTools',
    '13:16 host-wide-approval warning server "codex" starts Codex with --ask-for-approval never: every tool call of that agent runs without asking anyone; use --ask-for-approval on-request',
    "17:16 host-wide-approval warning server \"copilot\" starts Copilot CLI with --allow-all-tools: every tool call of that agent runs without asking anyone; allow single tools with --allow-tool 'Server(tool)'",
  ],
  "amazon-q-agent": [
    '8:31 host-wide-approval warning "allowedTools" has "@git": every tool of server "git" runs without asking you, also tools a later version adds; list its read-only tools ("@git/<tool>")',
    '8:60 host-wide-approval warning "allowedTools" has "@github/create_issue": tool "create_issue" of server "github" changes things and runs without asking you; keep only read-only tools there',
    '8:102 host-wide-approval warning "allowedTools" has "@*/*": the tools of every MCP server run without asking you; list "@<server>/<tool>" for the read-only tools you want unattended',
  ],
  "claude-settings": [
    "3:33 host-wide-approval error \"enableAllProjectMcpServers\": true starts every server in this project's .mcp.json without asking you, also those a later commit adds or changes; list the servers you reviewed in \"enabledMcpjsonServers\" instead",
    '4:28 host-wide-approval info "enabledMcpjsonServers" starts "github", "sentry" from .mcp.json without asking you, whatever a later commit makes them run; review .mcp.json when it changes, and pin what they launch (mcp-audit approve)',
    '6:20 host-wide-approval error "defaultMode": "bypassPermissions" runs every tool without asking you: MCP tools, shell commands and file edits; use "default", or "acceptEdits" to approve only file edits',
    '9:7 host-wide-approval warning "permissions.allow" has "mcp__github": every tool of server "github" runs without asking you, also tools a later version adds; list its read-only tools one by one ("mcp__github__<tool>")',
    '11:7 host-wide-approval warning "permissions.allow" has "mcp__sentry__update_issue": tool "update_issue" of server "sentry" changes things and runs without asking you; keep only read-only tools there',
    '12:7 host-wide-approval warning "permissions.allow" has "mcp__linear__*": every tool of server "linear" runs without asking you, also tools a later version adds; list its read-only tools one by one ("mcp__linear__<tool>")',
    '13:7 host-wide-approval warning "permissions.allow" has "mcp__*", meant to let every tool of every MCP server run without asking you (Claude Code may ignore a wildcard across servers); list the read-only tools you want unattended, e.g. "mcp__github__get_issue"',
  ],
  "claude-settings-local": [
    '3:15 host-wide-approval warning "permissions.allow" has "mcp__puppeteer": every tool of server "puppeteer" runs without asking you, also tools a later version adds; list its read-only tools one by one ("mcp__puppeteer__<tool>")',
    '4:20 host-wide-approval error "defaultMode": "bypassPermissions" runs every tool without asking you: MCP tools, shell commands and file edits; use "default", or "acceptEdits" to approve only file edits',
  ],
  "codex-never": [
    '2:19 host-wide-approval error approval_policy = "never" with sandbox_mode = "danger-full-access": Codex runs every command and MCP tool without asking you, with full access to this machine; use approval_policy = "on-request" and sandbox_mode = "workspace-write"',
    '7:19 host-wide-approval warning profile "ci": approval_policy = "never": Codex runs every command and MCP tool without asking you (failures go back to the model, not to you); use "on-request" (the default) or "untrusted"',
    '11:19 host-wide-approval error profile "yolo": approval_policy = "never" with sandbox_mode = "danger-full-access": Codex runs every command and MCP tool without asking you, with full access to this machine; use approval_policy = "on-request" and sandbox_mode = "workspace-write"',
  ],
  "crush-allowed-tools": [
    '11:55 host-wide-approval warning "permissions.allowed_tools" has "mcp_github_merge_pull_request": tool "merge_pull_request" of server "github" changes things and runs without asking you; keep only read-only tools there',
  ],
  "goose-auto": [
    '3:13 host-wide-approval warning GOOSE_MODE: auto runs every tool of every extension without asking you; use smart_approve (asks before risky actions) or approve',
  ],
  "opencode-default": [
    '3:3 host-wide-approval info opencode runs every tool without asking unless "permission" says otherwise, and this file sets none: the tools of "github" run unasked; add "permission": { "github_*": "ask" }',
  ],
  "opencode-permission": [
    '15:10 host-wide-approval warning "permission": { "*": "allow" } runs every tool without asking you, MCP tools included; use "ask" and allow only read-only tools by name',
    '16:19 host-wide-approval warning "permission": { "context7_*": "allow" } runs every tool of server "context7" without asking you, also tools a later version adds; allow its read-only tools by name ("context7_<tool>")',
    '17:28 host-wide-approval warning "permission": { "github_create_issue": "allow" }: tool "create_issue" of server "github" changes things and runs without asking you; set it to "ask"',
    '22:31 host-wide-approval warning agent "review": "permission": "allow" runs every tool without asking you, MCP tools included; use { "*": "ask" } and allow only read-only tools',
  ],
  "vibe-bypass": [
    '1:27 host-wide-approval error bypass_tool_permissions = true runs every tool without asking you, MCP tools included; remove it and set permission = "always" only for read-only tools under [tools.<name>]',
    '2:17 host-wide-approval warning default_agent = "auto-approve" runs every tool without asking you, MCP tools included; use the default agent and set permission = "always" only for read-only tools under [tools.<name>]',
    '19:14 host-wide-approval warning [tools.github_create_issue] permission = "always": tool "create_issue" of server "github" changes things and runs without asking you; use "ask"',
  ],
  "zed-always-allow": [
    '4:34 host-wide-approval warning "always_allow_tool_actions": true runs every tool action without asking you, MCP tools included; set it to false and allow single tools under "agent.tool_permissions.tools"',
    '6:18 host-wide-approval warning "tool_permissions": { "default": "allow" } runs every tool without asking you, MCP tools included; use "confirm" and allow single tools under "tools"',
    '8:49 host-wide-approval warning "mcp:github:create_issue" is allowed without asking you, and tool "create_issue" of server "github" changes things; set it to "confirm"',
  ],
};

// Every fix changes what runs unasked: none is safe.
describeMcpFixtures("host-wide-approval", rules, EXPECTED, { safeFixes: false });

describe("host-wide-approval edges", () => {
  const settings = (value: unknown) => summarize(lint(JSON.stringify(value, null, 2), { dialect: "claude-code-settings", rules }).findings);

  it("reads permission rules by their shape: a server, a server's every tool, one tool", () => {
    expect(settings({ permissions: { allow: ["mcp__github__get_issue", "mcp__github__list_*", "Read(./src/**)", 42] } })).toEqual([]);
    expect(settings({ permissions: { allow: ["mcp__github__create_*"] } })).toEqual([
      '4:7 host-wide-approval warning "permissions.allow" has "mcp__github__create_*": tool "create_*" of server "github" changes things and runs without asking you; keep only read-only tools there',
    ]);
  });

  it("says nothing of other modes, or of settings the host reads from elsewhere", () => {
    expect(settings({ permissions: { defaultMode: "acceptEdits" }, enableAllProjectMcpServers: false })).toEqual([]);
    // The same keys in a host that does not read them.
    expect(summarize(lint('{"enableAllProjectMcpServers": true, "mcpServers": {}}', { rules }).findings)).toEqual([]);
  });

  it("finds an agent started through a runner, by program or package, and only its own approval flags", () => {
    const server = (command: string, args: string[]) => summarize(lint(JSON.stringify({ mcpServers: { a: { command, args } } }), { rules }).findings);
    expect(server("/usr/local/bin/gemini", ["--approval-mode", "yolo"])).toEqual([
      '1:63 host-wide-approval warning server "a" starts Gemini CLI with --approval-mode yolo: every tool call of that agent runs without asking anyone; use --approval-mode=default, or auto_edit to approve only file edits',
    ]);
    expect(server("npx", ["-y", "@google/gemini-cli", "--approval-mode=yolo"])).toHaveLength(1);
    expect(server("bunx", ["@anthropic-ai/claude-code", "--permission-mode", "bypassPermissions"])).toHaveLength(1);
    // `-y` is npx's own flag here, not Gemini CLI's.
    expect(server("npx", ["-y", "@google/gemini-cli@0.9.0", "--experimental-acp"])).toEqual([]);
    expect(server("node", ["server.js", "--yolo"])).toEqual([]);
  });

  it("has a source for every agent CLI", () => {
    for (const cli of AGENT_CLIS) expect(cli.source).toMatch(/^https:\/\//);
  });
});
