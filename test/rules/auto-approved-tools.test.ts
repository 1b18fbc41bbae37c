// auto-approved-tools: exact findings for each bad fixture, none for the good ones, the exact fixed
// text, idempotence; the write-tool vocabulary against its examples.
import { describe, expect, it } from "vitest";
import { autoApprovedTools } from "../../src/rules/auto-approved-tools.js";
import { isWriteTool, toolWords, WRITE_TOOL_EXAMPLES } from "../../src/rules/data/write-tools.js";
import { describeMcpFixtures } from "../mcp-fixture-suite.js";
import { lint, summarize } from "../helpers.js";

const rules = [autoApprovedTools];
const EXPECTED: Record<string, string[]> = {
  "gemini-trust": [
    '7:16 auto-approved-tools warning server "github" has "trust": true: Gemini CLI runs every tool it offers without asking you; set it to false and approve tools one by one',
  ],
  "cline-wildcard": [
    '7:36 auto-approved-tools warning server "filesystem" auto-approves every tool ("*" in "autoApprove"): Cline runs them without asking you; list only the read-only tools you want unattended',
  ],
  "cline-disabled-writes": [
    '7:7 auto-approved-tools warning server "filesystem" auto-approves a tool that changes things (write_file) in "autoApprove": Cline runs it without asking you; keep only read-only tools there (the server is disabled: it does not run, but this is still in the file)',
  ],
  "roo-write-tools": [
    '9:7 auto-approved-tools warning server "github" auto-approves 4 tools that change things (create_issue, push_files, merge_pull_request and 1 more) in "alwaysAllow": Roo Code runs them without asking you; keep only read-only tools there',
  ],
};

// Safe fixes never touch it: removing the trust changes what runs without asking.
describeMcpFixtures("auto-approved-tools", rules, EXPECTED, { safeFixes: false, fixedIsClean: true });

describe("auto-approved-tools options and edges", () => {
  const roo = (tools: string[], options: Record<string, unknown> = {}) =>
    summarize(lint(JSON.stringify({ mcpServers: { s: { command: "x", alwaysAllow: tools } } }, null, 2), { dialect: "roo", rules, options: { "auto-approved-tools": options } }).findings);

  it("allowTools accepts tools the user chose to run unattended", () => {
    expect(roo(["create_issue", "get_issue"], { allowTools: ["create_issue"] })).toEqual([]);
    expect(roo(["create_issue", "push_files"], { allowTools: ["create_issue"] })).toEqual([
      '5:7 auto-approved-tools warning server "s" auto-approves a tool that changes things (push_files) in "alwaysAllow": Roo Code runs it without asking you; keep only read-only tools there',
    ]);
  });

  it("a wildcard anywhere in a name counts as one (mcp__*), and is reported once", () => {
    expect(roo(["get_*", "write_file"])).toEqual([
      '6:9 auto-approved-tools warning server "s" auto-approves every tool ("get_*" in "alwaysAllow"): Roo Code runs them without asking you; list only the read-only tools you want unattended',
    ]);
  });

  it("ignores what is not a list of names, and servers the host ignores", () => {
    expect(roo([])).toEqual([]);
    expect(summarize(lint('{"mcpServers":{"s":{"command":"x","alwaysAllow":"*"}}}', { dialect: "roo", rules }).findings)).toEqual([]);
    expect(summarize(lint('{"mcpServers":{"s":{"command":"x","trust":"true"}}}', { dialect: "gemini", rules }).findings)).toEqual([]);
    expect(summarize(lint('{"servers":{"s":{"command":"x","trust":true}}}', { dialect: "claude-code-user", rules }).findings)).toEqual([]);
  });
});

describe("auto-approved-tools in the agent hosts", () => {
  it("the Copilot coding agent runs every listed tool unasked: a wildcard or a write tool in tools is reported", () => {
    const agent = (tools: string[]) => summarize(lint(JSON.stringify({ mcpServers: { sentry: { type: "local", command: "npx", args: ["@sentry/mcp-server@0.17.1"], tools } } }, null, 2), { dialect: "copilot-agent", rules }).findings);
    expect(agent(["get_issue_details", "get_issue_summary"])).toEqual([]);
    expect(agent(["*"])).toEqual([
      '10:9 auto-approved-tools warning server "sentry" auto-approves every tool ("*" in "tools"): Copilot coding agent runs them without asking you; list only the read-only tools you want unattended',
    ]);
    // Copilot CLI: tools are what the model may use, each call is still confirmed.
    expect(summarize(lint(JSON.stringify({ mcpServers: { s: { type: "local", command: "x", tools: ["*"] } } }), { dialect: "copilot-cli", rules }).findings)).toEqual([]);
  });

  it("Codex: default_tools_approval_mode = approve, and a write tool approved by name", () => {
    const toml = '[mcp_servers.github]\ncommand = "github-mcp-server"\ndefault_tools_approval_mode = "approve"\n[mcp_servers.github.tools.create_issue]\napproval_mode = "approve"\n[mcp_servers.github.tools.get_issue]\napproval_mode = "approve"\n';
    expect(summarize(lint(toml, { dialect: "codex", rules }).findings)).toEqual([
      '3:31 auto-approved-tools warning server "github" has default_tools_approval_mode = "approve": Codex runs every tool it offers without asking you; use default_tools_approval_mode = "writes" (asks before tools that are not read-only), and "approve" only for the read-only tools under [mcp_servers.<name>.tools.<tool>]',
      '5:17 auto-approved-tools warning server "github" approves tool "create_issue", which changes things, without asking you (approval_mode = "approve"); use "prompt"',
    ]);
    expect(summarize(lint('[mcp_servers.github]\ncommand = "x"\ndefault_tools_approval_mode = "writes"\n', { dialect: "codex", rules }).findings)).toEqual([]);
  });
});

describe("write-tools data", () => {
  it.each(WRITE_TOOL_EXAMPLES.write)("%s changes things", (name) => expect(isWriteTool(name)).toBe(true));
  it.each(WRITE_TOOL_EXAMPLES.read)("%s only reads", (name) => expect(isWriteTool(name)).toBe(false));

  it("splits snake_case, kebab-case and camelCase names into words", () => {
    expect(toolWords("merge_pull_request")).toEqual(["merge", "pull", "request"]);
    expect(toolWords("sendMessage")).toEqual(["send", "message"]);
    expect(toolWords("browser-run-code")).toEqual(["browser", "run", "code"]);
    expect(toolWords("getHTTPStatus")).toEqual(["get", "httpstatus"]);
  });
});
