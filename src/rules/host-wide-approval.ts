// host-wide-approval: settings that make a host run MCP tools, or start every server a repository
// declares, without asking anyone. auto-approved-tools judges one server's list of tools; these
// switches act on every server (or every tool) at once, and on servers a later commit adds. Each
// message says what the setting lets run and the narrower setting to use instead.
import type { Node as JsonNode } from "jsonc-parser";
import { docsUrl } from "../core/docs.js";
import { entries, pointer, property, replaceString, stringValue } from "../core/json.js";
import type { Severity } from "../core/types.js";
import type { McpServer } from "../hosts/model.js";
import type { McpRule, McpRuleContext, ReportDescriptor } from "./types.js";
import { isWriteTool } from "./data/write-tools.js";
import { AGENT_CLIS, type AgentCli } from "./data/agent-clis.js";

export const hostWideApproval: McpRule = {
  meta: {
    id: "host-wide-approval",
    description: "Host settings that run every MCP tool, or start every server of a repository, without asking: Claude Code, Codex, Goose, Zed, opencode, Amazon Q, Crush, Mistral Vibe, agents launched with --yolo",
    defaultSeverity: "warning",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("host-wide-approval"),
  },
  check(context) {
    const root = context.tree;
    if (root?.type === "object") CHECKS[context.host.id]?.(context, root);
    for (const server of context.model.servers) checkAgentLaunch(context, server);
  },
};

type Check = (context: McpRuleContext, root: JsonNode) => void;

const CHECKS: Partial<Record<string, Check>> = {
  "claude-code-settings": claudeCodeSettings,
  codex,
  goose,
  zed,
  opencode,
  "amazon-q-agent": amazonQAgent,
  crush,
  vibe,
};

/** Report at a node, at its JSON pointer. */
function at(node: JsonNode, path: (string | number)[], subject: string, message: string, extra: Partial<ReportDescriptor> = {}): ReportDescriptor {
  return { node, pointer: pointer(...path), subject, message, ...extra };
}

/** An unsafe fix replacing a string or boolean value (JSON files only: the engine drops fixes in YAML and TOML). */
function replaceWith(node: JsonNode, value: string | boolean, description: string): ReportDescriptor["fix"] {
  return { safety: "unsafe", description, edits: [typeof value === "string" ? replaceString(node, value) : { offset: node.offset, length: node.length, content: String(value) }] };
}

/** The string elements of an array node, with their index. */
function strings(node: JsonNode | undefined): { value: string; node: JsonNode; index: number }[] {
  return (node?.type === "array" ? (node.children ?? []) : []).flatMap((n, index) => (n.type === "string" && typeof n.value === "string" ? [{ value: n.value, node: n, index }] : []));
}

// ---- Claude Code ------------------------------------------------------------------------------

/**
 * .claude/settings.json, settings.local.json, ~/.claude/settings.json, managed-settings.json.
 * Source: https://code.claude.com/docs/en/settings (enableAllProjectMcpServers, enabledMcpjsonServers,
 * permissions), https://code.claude.com/docs/en/iam (permission rules: mcp__server, mcp__server__tool).
 */
function claudeCodeSettings(context: McpRuleContext, root: JsonNode): void {
  const enableAll = property(root, "enableAllProjectMcpServers");
  if (enableAll?.value === true) {
    context.report(
      at(enableAll, ["enableAllProjectMcpServers"], "enableAllProjectMcpServers", `"enableAllProjectMcpServers": true starts every server in this project's .mcp.json without asking you, also those a later commit adds or changes; list the servers you reviewed in "enabledMcpjsonServers" instead`, {
        severity: "error",
        fix: replaceWith(enableAll, false, "set enableAllProjectMcpServers to false"),
      }),
    );
  }
  const enabled = strings(property(root, "enabledMcpjsonServers"));
  if (enabled.length > 0) {
    const names = enabled.map((e) => JSON.stringify(e.value)).join(", ");
    context.report(
      at(property(root, "enabledMcpjsonServers")!, ["enabledMcpjsonServers"], "enabledMcpjsonServers", `"enabledMcpjsonServers" starts ${names} from .mcp.json without asking you, whatever a later commit makes ${enabled.length === 1 ? "it" : "them"} run; review .mcp.json when it changes, and pin what ${enabled.length === 1 ? "it launches" : "they launch"} (mcp-audit approve)`, {
        severity: "info",
      }),
    );
  }
  const permissions = property(root, "permissions");
  const mode = property(permissions, "defaultMode");
  if (stringValue(mode) === "bypassPermissions") {
    context.report(
      at(mode!, ["permissions", "defaultMode"], "defaultMode:bypassPermissions", `"defaultMode": "bypassPermissions" runs every tool without asking you: MCP tools, shell commands and file edits; use "default", or "acceptEdits" to approve only file edits`, {
        severity: "error",
        fix: replaceWith(mode!, "default", 'set permissions.defaultMode to "default"'),
      }),
    );
  }
  for (const rule of strings(property(permissions, "allow"))) {
    const m = /^mcp__(.*)$/.exec(rule.value);
    if (!m) continue;
    const where = ["permissions", "allow", rule.index];
    const [server, tool] = splitOnce(m[1]!, "__");
    if (server === "*" || server.includes("*")) {
      context.report(at(rule.node, where, `allow:${rule.value}`, `"permissions.allow" has ${JSON.stringify(rule.value)}, meant to let every tool of every MCP server run without asking you (Claude Code may ignore a wildcard across servers); list the read-only tools you want unattended, e.g. "mcp__github__get_issue"`));
    } else if (tool === undefined || tool === "" || isEveryTool(tool)) {
      context.report(at(rule.node, where, `allow:${rule.value}`, `"permissions.allow" has ${JSON.stringify(rule.value)}: every tool of server "${server}" runs without asking you, also tools a later version adds; list its read-only tools one by one ("mcp__${server}__<tool>")`));
    } else if (isWriteTool(literalPart(tool))) {
      context.report(at(rule.node, where, `allow:${rule.value}`, `"permissions.allow" has ${JSON.stringify(rule.value)}: tool "${tool}" of server "${server}" changes things and runs without asking you; keep only read-only tools there`));
    }
  }
}

/** A tool pattern that matches every name (`*`, `**`, `*?`). */
function isEveryTool(pattern: string): boolean {
  return /^[*?]+$/.test(pattern);
}

/** What a glob says of the tools it matches (`create_*` -> `create_`): a write verb there makes them tools that change things. */
function literalPart(pattern: string): string {
  return pattern.replace(/[*?]/g, " ");
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const i = text.indexOf(separator);
  return i === -1 ? [text, undefined] : [text.slice(0, i), text.slice(i + separator.length)];
}

// ---- Codex --------------------------------------------------------------------------------------

/**
 * config.toml: `approval_policy` ("untrusted", "on-failure", "on-request", "never", or a granular
 * table) and `sandbox_mode` ("read-only", "workspace-write", "danger-full-access"), at the top level
 * and in each `[profiles.<name>]`.
 * Sources: https://developers.openai.com/codex/config-reference, https://developers.openai.com/codex/agent-approvals-security;
 * openai/codex codex-rs/protocol/src/protocol.rs (AskForApproval), config_types.rs (SandboxMode).
 */
function codex(context: McpRuleContext, root: JsonNode): void {
  const judge = (table: JsonNode, path: string[], label: string, inherited: string | undefined) => {
    const policy = property(table, "approval_policy");
    if (stringValue(policy) !== "never") return;
    const sandbox = stringValue(property(table, "sandbox_mode")) ?? inherited;
    const open = sandbox === "danger-full-access";
    context.report(
      at(policy!, [...path, "approval_policy"], `approval_policy:never${open ? ":danger-full-access" : ""}`, open
        ? `${label}approval_policy = "never" with sandbox_mode = "danger-full-access": Codex runs every command and MCP tool without asking you, with full access to this machine; use approval_policy = "on-request" and sandbox_mode = "workspace-write"`
        : `${label}approval_policy = "never": Codex runs every command and MCP tool without asking you (failures go back to the model, not to you); use "on-request" (the default) or "untrusted"`, { severity: open ? "error" : "warning" }),
    );
  };
  judge(root, [], "", undefined);
  const topSandbox = stringValue(property(root, "sandbox_mode"));
  for (const profile of entries(property(root, "profiles"))) {
    if (profile.value.type === "object") judge(profile.value, ["profiles", profile.key], `profile "${profile.key}": `, topSandbox);
  }
}

// ---- Goose --------------------------------------------------------------------------------------

/**
 * config.yaml `GOOSE_MODE`: "auto" (no approval), "approve" (every action asks), "smart_approve" (risky
 * actions ask), "chat" (no tools). Source: https://block.github.io/goose/docs/guides/config-files.
 */
function goose(context: McpRuleContext, root: JsonNode): void {
  const mode = property(root, "GOOSE_MODE");
  if (stringValue(mode) !== "auto") return;
  context.report(at(mode!, ["GOOSE_MODE"], "GOOSE_MODE:auto", `GOOSE_MODE: auto runs every tool of every extension without asking you; use smart_approve (asks before risky actions) or approve`));
}

// ---- Zed ----------------------------------------------------------------------------------------

/**
 * settings.json `agent.always_allow_tool_actions` (before v0.224.0) and `agent.tool_permissions`
 * (`default`, and per tool `tools["mcp:<server>:<tool>"].default`: "allow" | "confirm" | "deny").
 * Source: zed-industries/zed docs/src/ai/tool-permissions.md.
 */
function zed(context: McpRuleContext, root: JsonNode): void {
  const agent = property(root, "agent");
  const always = property(agent, "always_allow_tool_actions");
  if (always?.value === true) {
    context.report(
      at(always, ["agent", "always_allow_tool_actions"], "always_allow_tool_actions", `"always_allow_tool_actions": true runs every tool action without asking you, MCP tools included; set it to false and allow single tools under "agent.tool_permissions.tools"`, {
        fix: replaceWith(always, false, "set agent.always_allow_tool_actions to false"),
      }),
    );
  }
  const permissions = property(agent, "tool_permissions");
  const fallback = property(permissions, "default");
  if (stringValue(fallback) === "allow") {
    context.report(
      at(fallback!, ["agent", "tool_permissions", "default"], "tool_permissions.default", `"tool_permissions": { "default": "allow" } runs every tool without asking you, MCP tools included; use "confirm" and allow single tools under "tools"`, {
        fix: replaceWith(fallback!, "confirm", 'set agent.tool_permissions.default to "confirm"'),
      }),
    );
  }
  for (const tool of entries(property(permissions, "tools"))) {
    const m = /^mcp:([^:]+):(.+)$/.exec(tool.key);
    const value = property(tool.value, "default");
    if (!m || stringValue(value) !== "allow" || !isWriteTool(m[2]!)) continue;
    context.report(at(value!, ["agent", "tool_permissions", "tools", tool.key, "default"], `tool:${tool.key}`, `"${tool.key}" is allowed without asking you, and tool "${m[2]}" of server "${m[1]}" changes things; set it to "confirm"`));
  }
}

// ---- opencode -----------------------------------------------------------------------------------

/**
 * opencode.json `permission`: "allow" for everything, or tool names / globs (`*`, `?`) to "ask" |
 * "allow" | "deny", the last match winning; MCP tools are `<server>_<tool>`. Without a rule opencode
 * allows (its default). Also per agent: `agent.<name>.permission`.
 * Sources: https://opencode.ai/docs/permissions, https://opencode.ai/docs/mcp-servers (tool names), config.mdx.
 */
function opencode(context: McpRuleContext, root: JsonNode): void {
  const servers = context.model.servers.map((s) => s.name);
  const judge = (permission: JsonNode | undefined, path: (string | number)[], label: string) => {
    if (!permission) return false;
    if (stringValue(permission) === "allow") {
      context.report(at(permission, path, `${label}permission:allow`, `${label}"permission": "allow" runs every tool without asking you, MCP tools included; use { "*": "ask" } and allow only read-only tools`, { fix: replaceWith(permission, "ask", 'set permission to "ask"') }));
      return true;
    }
    for (const rule of entries(permission)) {
      if (stringValue(rule.value) !== "allow") continue;
      const where = [...path, rule.key];
      if (rule.key === "*") {
        context.report(at(rule.value, where, `${label}permission:*`, `${label}"permission": { "*": "allow" } runs every tool without asking you, MCP tools included; use "ask" and allow only read-only tools by name`, { fix: replaceWith(rule.value, "ask", 'set permission["*"] to "ask"') }));
        continue;
      }
      const server = servers.find((s) => rule.key.startsWith(`${s}_`));
      if (!server) continue;
      const tool = rule.key.slice(server.length + 1);
      if (isEveryTool(tool)) {
        context.report(at(rule.value, where, `${label}permission:${rule.key}`, `${label}"permission": { ${JSON.stringify(rule.key)}: "allow" } runs every tool of server "${server}" without asking you, also tools a later version adds; allow its read-only tools by name ("${server}_<tool>")`));
      } else if (isWriteTool(literalPart(tool))) {
        context.report(at(rule.value, where, `${label}permission:${rule.key}`, `${label}"permission": { ${JSON.stringify(rule.key)}: "allow" }: tool "${tool}" of server "${server}" changes things and runs without asking you; set it to "ask"`));
      }
    }
    return true;
  };
  const top = judge(property(root, "permission"), ["permission"], "");
  for (const agent of entries(property(root, "agent"))) judge(property(agent.value, "permission"), ["agent", agent.key, "permission"], `agent "${agent.key}": `);
  const running = context.model.servers.filter((s) => !s.disabled && !s.ignoredByHost);
  if (!top && running.length > 0) {
    const key = entries(root).find((e) => e.key === "mcp")!.keyNode;
    const names = running.map((s) => `"${s.name}"`).join(", ");
    context.report(
      at(key, ["mcp"], "permission:default", `opencode runs every tool without asking unless "permission" says otherwise, and this file sets none: the tools of ${names} run unasked; add "permission": { ${running.map((s) => `"${s.name}_*": "ask"`).join(", ")} }`, { severity: "info" }),
    );
  }
}

// ---- Amazon Q Developer agents --------------------------------------------------------------------

/**
 * Agent `allowedTools`: `"@server"` (every tool of it), `"@server/tool"`, and globs with `*` and `?`
 * in the server or the tool part. Source: aws/amazon-q-developer-cli docs/agent-format.md.
 */
function amazonQAgent(context: McpRuleContext, root: JsonNode): void {
  for (const entry of strings(property(root, "allowedTools"))) {
    const m = /^@([^/]+)(?:\/(.*))?$/.exec(entry.value);
    if (!m) continue;
    const [, server, tool] = m as unknown as [string, string, string | undefined];
    const where = ["allowedTools", entry.index];
    if (server.includes("*") || server.includes("?")) {
      context.report(at(entry.node, where, `allowedTools:${entry.value}`, `"allowedTools" has ${JSON.stringify(entry.value)}: the tools of every MCP server run without asking you; list "@<server>/<tool>" for the read-only tools you want unattended`));
    } else if (tool === undefined || isEveryTool(tool)) {
      context.report(at(entry.node, where, `allowedTools:${entry.value}`, `"allowedTools" has ${JSON.stringify(entry.value)}: every tool of server "${server}" runs without asking you, also tools a later version adds; list its read-only tools ("@${server}/<tool>")`));
    } else if (isWriteTool(literalPart(tool))) {
      context.report(at(entry.node, where, `allowedTools:${entry.value}`, `"allowedTools" has ${JSON.stringify(entry.value)}: tool "${tool}" of server "${server}" changes things and runs without asking you; keep only read-only tools there`));
    }
  }
}

// ---- Crush --------------------------------------------------------------------------------------

/**
 * crush.json `permissions.allowed_tools`: exact tool names (no wildcards); MCP tools are
 * `mcp_<server>_<tool>`. Source: charmbracelet/crush internal/permission/permission.go, internal/agent/tools/mcp-tools.go.
 */
function crush(context: McpRuleContext, root: JsonNode): void {
  const servers = context.model.servers.map((s) => s.name);
  for (const entry of strings(property(property(root, "permissions"), "allowed_tools"))) {
    if (!entry.value.startsWith("mcp_")) continue;
    // The servers may be in another of Crush's files (they are merged): then the name is read whole.
    const server = servers.find((s) => entry.value.startsWith(`mcp_${s}_`));
    const tool = entry.value.slice(server ? `mcp_${server}_`.length : 4).replace(/:.*$/, "");
    if (!isWriteTool(tool)) continue;
    const what = server ? `tool "${tool}" of server "${server}"` : `MCP tool "${tool}"`;
    context.report(at(entry.node, ["permissions", "allowed_tools", entry.index], `allowed_tools:${entry.value}`, `"permissions.allowed_tools" has ${JSON.stringify(entry.value)}: ${what} changes things and runs without asking you; keep only read-only tools there`));
  }
}

// ---- Mistral Vibe -------------------------------------------------------------------------------

/**
 * config.toml `bypass_tool_permissions = true`, `default_agent = "auto-approve"`, and per tool
 * `[tools.<server>_<tool>] permission = "always"`. Source: mistralai/mistral-vibe vibe/core/config/_settings.py,
 * vibe/core/agents/models.py (AUTO_APPROVE), vibe/core/tools/base.py (ToolPermission), README.
 */
function vibe(context: McpRuleContext, root: JsonNode): void {
  const bypass = property(root, "bypass_tool_permissions");
  if (bypass?.value === true) {
    context.report(at(bypass, ["bypass_tool_permissions"], "bypass_tool_permissions", `bypass_tool_permissions = true runs every tool without asking you, MCP tools included; remove it and set permission = "always" only for read-only tools under [tools.<name>]`, { severity: "error" }));
  }
  const agent = property(root, "default_agent");
  if (stringValue(agent) === "auto-approve") {
    context.report(at(agent!, ["default_agent"], "default_agent:auto-approve", `default_agent = "auto-approve" runs every tool without asking you, MCP tools included; use the default agent and set permission = "always" only for read-only tools under [tools.<name>]`));
  }
  const servers = context.model.servers.map((s) => s.name);
  for (const tool of entries(property(root, "tools"))) {
    const permission = property(tool.value, "permission");
    if (stringValue(permission) !== "always") continue;
    const server = servers.find((s) => tool.key.startsWith(`${s}_`));
    if (!server || !isWriteTool(tool.key.slice(server.length + 1))) continue;
    context.report(at(permission!, ["tools", tool.key, "permission"], `tools:${tool.key}`, `[tools.${tool.key}] permission = "always": tool "${tool.key.slice(server.length + 1)}" of server "${server}" changes things and runs without asking you; use "ask"`));
  }
}

// ---- agents launched with their approvals off ---------------------------------------------------

/** A server that starts another agent's CLI with its confirmations switched off (`gemini --yolo`). */
function checkAgentLaunch(context: McpRuleContext, server: McpServer): void {
  if (!server.command) return;
  const words = [server.command, ...server.args];
  const start = agentStart(words.map((w) => w.value));
  if (!start) return;
  const { cli, index } = start;
  for (let i = index + 1; i < words.length; i++) {
    const arg = words[i]!.value;
    const next = words[i + 1]?.value;
    const hit = cli.flags.find((f) => (f.value === undefined ? arg === f.flag : arg === `${f.flag}=${f.value}` || (arg === f.flag && next === f.value)));
    if (!hit) continue;
    const written = hit.value === undefined || arg.includes("=") ? arg : `${arg} ${next}`;
    const severity: Severity = hit.severity ?? "warning";
    context.report({
      node: words[i]!.node,
      pointer: words[i]!.pointer,
      subject: `agent:${cli.name}:${hit.flag}`,
      severity,
      message: `server "${server.name}" starts ${cli.name} with ${written}: every tool call of that agent runs without asking anyone; ${hit.instead}`,
    });
    return;
  }
}

/** Where in the command line an agent CLI starts: its program, or the package a runner fetches. */
function agentStart(values: readonly string[]): { cli: AgentCli; index: number } | undefined {
  for (let i = 0; i < Math.min(values.length, 8); i++) {
    const word = values[i]!;
    const base = (word.split(/[\\/]/).pop() ?? word).replace(/\.(cmd|exe)$/i, "");
    const name = word.replace(/@[^@/]*$/, "");
    const cli = AGENT_CLIS.find((c) => c.programs.includes(base) || c.packages.includes(name));
    if (cli) return { cli, index: i };
  }
  return undefined;
}
