// Other hosts' hook files: shell commands an agent host runs on its events, committed in a repository
// like Claude Code's. They hold no servers; risky-command reads what they run and inline-secret what
// they hold. Sources: https://cursor.com/docs/agent/hooks (.cursor/hooks.json: `{ "version": 1, "hooks":
// { "<event>": [ { "command" } ] } }`), https://developers.openai.com/codex/hooks and openai/codex
// codex-rs/config/src/hook_config.rs (.codex/hooks.json, Claude Code's shape, commands run by `$SHELL -lc`),
// https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-hooks-reference (.github/hooks/*.json:
// `{ "version": 1, "hooks": { "<event>": [ { "type": "command", "bash", "powershell", "env" } ] } }`).
import type { Node as JsonNode } from "jsonc-parser";
import { property } from "../core/json.js";
import type { HookMapRef, HostDialect } from "./types.js";
import { containsReference } from "./references.js";

const noServers = {
  serverMapKey: "mcpServers",
  foreignServerMapKeys: [],
  jsonc: false,
  transports: ["stdio" as const],
  inputs: false,
  // A hook's command is a shell line: a moved secret is written in the shell's syntax, not the host's.
  envReference: undefined,
  isVariableReference: (value: string) => containsReference(value) || /\$[A-Za-z_][A-Za-z0-9_]*/.test(value),
  serverMapOptional: true,
  serverMaps: () => [],
  secretAdvice: "keep it out of this file: the command (or the script it runs) reads it from the environment the agent starts with",
} satisfies Omit<HostDialect, "id" | "displayName" | "source">;

/** The file's top-level `hooks` object, in the shape its host writes (also Gemini CLI's and Codex's config files). */
export function topLevelHooks(root: JsonNode, shape: "flat" | "events"): HookMapRef[] {
  const hooks = property(root, "hooks");
  return hooks?.type === "object" ? [{ path: ["hooks"], node: hooks, shape }] : [];
}

/**
 * Cursor's hooks (project .cursor/hooks.json, user ~/.cursor/hooks.json): each event lists `{ "command" }`.
 * Whether a command goes through a shell is not documented: a secret in one is reported, and no
 * variable is written into it.
 */
export const cursorHooks: HostDialect<"cursor-hooks"> = {
  id: "cursor-hooks",
  displayName: "Cursor",
  ...noServers,
  source: "https://cursor.com/docs/agent/hooks",
  fileKind: "Cursor hooks file",
  hookMaps: (root) => topLevelHooks(root, "flat"),
  hookShell: "unknown",
  recognizes: (root) => property(root, "hooks")?.type === "object",
};

/** Codex's hooks (~/.codex/hooks.json, <repo>/.codex/hooks.json): Claude Code's shape, run by `$SHELL -lc`. */
export const codexHooks: HostDialect<"codex-hooks"> = {
  id: "codex-hooks",
  displayName: "Codex",
  ...noServers,
  source: "https://developers.openai.com/codex/hooks",
  fileKind: "Codex hooks file",
  hookMaps: (root) => topLevelHooks(root, "events"),
  recognizes: (root) => property(root, "hooks")?.type === "object",
};

/**
 * GitHub Copilot's hooks (.github/hooks/*.json, read by the coding agent and the CLI): each hook holds
 * a `bash` line and a `powershell` line, and its own `env`.
 */
export const copilotHooks: HostDialect<"copilot-hooks"> = {
  id: "copilot-hooks",
  displayName: "GitHub Copilot",
  ...noServers,
  source: "https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-hooks-reference",
  fileKind: "GitHub Copilot hooks file",
  hookMaps: (root) => topLevelHooks(root, "flat"),
  recognizes: (root) => property(root, "hooks")?.type === "object",
};
