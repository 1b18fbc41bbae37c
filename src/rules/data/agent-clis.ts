// Agent CLIs that an MCP server entry (or a wrapper) can start with their own confirmations switched
// off: a server like that is an agent running every tool it has unasked. Each flag with its source.
import type { Severity } from "../../core/types.js";

export interface AgentCli {
  /** How messages name it. */
  name: string;
  /** Program names (basename, without .cmd/.exe). */
  programs: readonly string[];
  /** npm packages that run it through npx and the like. */
  packages: readonly string[];
  /** Flags that switch approvals off; `value` when the flag takes one (`--approval-mode yolo`). */
  flags: readonly { flag: string; value?: string; severity?: Severity; instead: string }[];
  source: string;
}

export const AGENT_CLIS: readonly AgentCli[] = [
  {
    name: "Gemini CLI",
    programs: ["gemini"],
    packages: ["@google/gemini-cli"],
    flags: [
      { flag: "--yolo", instead: "drop it (or use --approval-mode=auto_edit, which approves only file edits)" },
      { flag: "-y", instead: "drop it (or use --approval-mode=auto_edit, which approves only file edits)" },
      { flag: "--approval-mode", value: "yolo", instead: "use --approval-mode=default, or auto_edit to approve only file edits" },
    ],
    source: "https://geminicli.com/docs/get-started/configuration (--yolo, --approval-mode)",
  },
  {
    name: "Claude Code",
    programs: ["claude"],
    packages: ["@anthropic-ai/claude-code"],
    flags: [
      { flag: "--dangerously-skip-permissions", severity: "error", instead: "drop it and allow the tools it needs with --allowedTools" },
      { flag: "--permission-mode", value: "bypassPermissions", severity: "error", instead: "use --permission-mode default (or acceptEdits) and allow the tools it needs with --allowedTools" },
    ],
    source: "https://code.claude.com/docs/en/cli-reference (--dangerously-skip-permissions, --permission-mode)",
  },
  {
    name: "Codex",
    programs: ["codex"],
    packages: ["@openai/codex"],
    flags: [
      { flag: "--dangerously-bypass-approvals-and-sandbox", severity: "error", instead: "drop it (--full-auto keeps the sandbox)" },
      { flag: "--ask-for-approval", value: "never", instead: "use --ask-for-approval on-request" },
      { flag: "-a", value: "never", instead: "use -a on-request" },
    ],
    source: "https://developers.openai.com/codex/cli/reference (--ask-for-approval, --dangerously-bypass-approvals-and-sandbox)",
  },
  {
    name: "Copilot CLI",
    programs: ["copilot"],
    packages: ["@github/copilot"],
    flags: [
      { flag: "--allow-all-tools", instead: "allow single tools with --allow-tool 'Server(tool)'" },
      { flag: "--allow-all", instead: "allow single tools with --allow-tool 'Server(tool)'" },
      { flag: "--yolo", instead: "allow single tools with --allow-tool 'Server(tool)'" },
    ],
    source: "https://docs.github.com/en/copilot/how-tos/copilot-cli/use-copilot-cli/allowing-tools",
  },
  {
    name: "Crush",
    programs: ["crush"],
    packages: [],
    flags: [
      { flag: "--yolo", instead: "drop it and list the tools it may run in permissions.allowed_tools" },
      { flag: "-y", instead: "drop it and list the tools it may run in permissions.allowed_tools" },
    ],
    source: "https://github.com/charmbracelet/crush (internal/cmd/root.go: --yolo)",
  },
  {
    name: "Mistral Vibe",
    programs: ["vibe"],
    packages: ["mistral-vibe"],
    flags: [
      { flag: "--auto-approve", instead: 'drop it and set permission = "always" only for read-only tools' },
      { flag: "--yolo", instead: 'drop it and set permission = "always" only for read-only tools' },
    ],
    source: "https://github.com/mistralai/mistral-vibe (README: --auto-approve)",
  },
  {
    name: "Amazon Q Developer CLI",
    programs: ["q", "qchat"],
    packages: [],
    flags: [{ flag: "--trust-all-tools", instead: "drop it and list the tools in the agent's allowedTools" }],
    source: "https://github.com/aws/amazon-q-developer-cli (crates/chat-cli/src/cli/chat/mod.rs: --trust-all-tools)",
  },
];
