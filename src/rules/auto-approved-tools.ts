// auto-approved-tools: servers whose tool calls run without asking you. The host's confirmation is the
// last check between a prompt-injected model and a tool that deletes, pushes or sends: Gemini CLI's
// `trust: true` skips it for every tool of a server, Codex's `default_tools_approval_mode = "approve"`
// likewise; Cline's and Kiro's `autoApprove`, Roo Code's `alwaysAllow` and the Copilot coding agent's
// `tools` for the tools they list ("*" for all), Codex's per-tool `approval_mode = "approve"` for one.
// Read-only tools are fine there; tools that change things are not. Switches that act on every
// server of a host are host-wide-approval's.
import { docsUrl } from "../core/docs.js";
import { entries, property } from "../core/json.js";
import type { McpServer } from "../hosts/model.js";
import type { McpRule, McpRuleContext } from "./types.js";
import { isWriteTool } from "./data/write-tools.js";

/** How many tools a message names before "and N more". */
const NAMED = 3;

export const autoApprovedTools: McpRule = {
  meta: {
    id: "auto-approved-tools",
    description: "Tool calls of a server that run without asking: Gemini CLI trust: true, Codex approval modes, Cline and Kiro autoApprove, Roo Code alwaysAllow and Copilot coding agent tools wildcards or write tools",
    defaultSeverity: "warning",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("auto-approved-tools"),
  },
  check(context) {
    const approval = context.host.autoApproval;
    if (!approval) return; // the host has no such switch (Claude Code asks through its own permissions)
    const allowed = new Set(Array.isArray(context.options["allowTools"]) ? (context.options["allowTools"] as unknown[]).map(String) : []);
    for (const server of context.model.servers) {
      if (approval.trustKey) checkTrust(context, server, approval.trustKey);
      if (approval.approveAllKey) checkApproveAll(context, server, approval.approveAllKey, allowed);
      for (const key of approval.toolListKeys ?? []) checkToolList(context, server, key, allowed);
    }
  },
};

function checkTrust(context: McpRuleContext, server: McpServer, key: string): void {
  const entry = entries(server.node).findLast((e) => e.key === key);
  if (entry?.value.type !== "boolean" || entry.value.value !== true) return;
  const host = context.host.displayName;
  context.report({
    node: entry.value,
    pointer: `${server.pointer}/${key}`,
    subject: "trust",
    message: `server "${server.name}" has "${key}": true: ${host} runs every tool it offers without asking you; set it to false and approve tools one by one`,
    // Unsafe: from now on every tool call of this server asks first.
    fix: { safety: "unsafe", description: `set "${key}" to false`, edits: [{ offset: entry.value.offset, length: entry.value.length, content: "false" }] },
  });
}

/** Codex: `default_tools_approval_mode = "approve"` for the server, `[…tools.<tool>] approval_mode = "approve"` for one tool. */
function checkApproveAll(context: McpRuleContext, server: McpServer, switch_: { key: string; value: string; narrower: string }, allowed: Set<string>): void {
  const host = context.host.displayName;
  const entry = entries(server.node).findLast((e) => e.key === switch_.key);
  if (entry?.value.type === "string" && entry.value.value === switch_.value) {
    context.report({
      node: entry.value,
      pointer: `${server.pointer}/${switch_.key}`,
      subject: `approve-all:${switch_.key}`,
      message: `server "${server.name}" has ${switch_.key} = ${JSON.stringify(switch_.value)}: ${host} runs every tool it offers without asking you; use ${switch_.narrower}`,
    });
  }
  for (const tool of entries(property(server.node, "tools"))) {
    const mode = property(tool.value, "approval_mode");
    if (mode?.type !== "string" || mode.value !== switch_.value || allowed.has(tool.key) || !isWriteTool(tool.key)) continue;
    context.report({
      node: mode,
      pointer: `${server.pointer}/tools/${tool.key.replace(/~/g, "~0").replace(/\//g, "~1")}/approval_mode`,
      subject: `approve-tool:${tool.key}`,
      message: `server "${server.name}" approves tool "${tool.key}", which changes things, without asking you (approval_mode = ${JSON.stringify(switch_.value)}); use "prompt"`,
    });
  }
}

function checkToolList(context: McpRuleContext, server: McpServer, key: string, allowed: Set<string>): void {
  const entry = entries(server.node).findLast((e) => e.key === key);
  if (entry?.value.type !== "array") return;
  const host = context.host.displayName;
  const tools = (entry.value.children ?? []).flatMap((node, index) => (node.type === "string" && typeof node.value === "string" ? [{ name: node.value, node, index }] : []));
  const wildcard = tools.find((t) => t.name.includes("*"));
  if (wildcard) {
    context.report({
      node: wildcard.node,
      pointer: `${server.pointer}/${key}/${wildcard.index}`,
      subject: `wildcard:${key}`,
      message: `server "${server.name}" auto-approves every tool (${JSON.stringify(wildcard.name)} in "${key}"): ${host} runs them without asking you; list only the read-only tools you want unattended`,
    });
    return;
  }
  const writers = tools.filter((t) => !allowed.has(t.name) && isWriteTool(t.name));
  if (writers.length === 0) return;
  const names = writers.slice(0, NAMED).map((t) => t.name);
  const more = writers.length > NAMED ? ` and ${writers.length - NAMED} more` : "";
  context.report({
    node: entry.keyNode,
    pointer: `${server.pointer}/${key}`,
    subject: `write-tools:${key}`,
    message: `server "${server.name}" auto-approves ${writers.length === 1 ? "a tool that changes" : `${writers.length} tools that change`} things (${names.join(", ")}${more}) in "${key}": ${host} runs ${writers.length === 1 ? "it" : "them"} without asking you; keep only read-only tools there`,
  });
}
