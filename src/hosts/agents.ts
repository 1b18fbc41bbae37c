// The dialects of agent hosts beyond the editors: opencode, Goose, Kiro, Amazon Q Developer, GitHub
// Copilot (CLI and coding agent), Crush, Mistral Vibe, LM Studio and JetBrains Junie. Each fact
// carries its source; "unconfirmed" marks what no primary source we could read states (the host is
// still read, conservatively: no finding rests on an unconfirmed fact alone).
import type { Node as JsonNode } from "jsonc-parser";
import { property, stringValue } from "../core/json.js";
import type { HostDialect, ServerMapRef } from "./types.js";
import { containsReference } from "./references.js";

const isTrue = (server: JsonNode, key: string) => property(server, key)?.value === true;
const isFalse = (server: JsonNode, key: string) => property(server, key)?.value === false;
/** `$NAME` (POSIX style) as well as `${NAME}`. */
const dollarReference = (value: string) => containsReference(value) || /\$[A-Za-z_][A-Za-z0-9_]*/.test(value);

/**
 * opencode: opencode.json / opencode.jsonc (project: every one from the working folder up to the
 * worktree, and .opencode/; user: ~/.config/opencode/), JSONC. Servers under `mcp`, discriminated by
 * `type`: `local` (`command` is an array: program and arguments, no `args`; `environment`, `enabled`,
 * `timeout`) or `remote` (`url`, `headers`, `oauth`, `enabled`); both objects are strict (an unknown
 * key such as `args` or `env` is a config error). `{env:NAME}` and `{file:path}` are substituted over
 * the whole file before it is parsed.
 * Sources: anomalyco/opencode packages/opencode/src/config/config.ts (zod schema `Mcp`, `load()`),
 * https://opencode.ai/docs/mcp-servers, packages/web/src/content/docs/config.mdx (variables).
 * Unconfirmed: the "2.0" nesting `mcp.servers.<name>` (third-party pages only): read too.
 */
export const opencode: HostDialect<"opencode"> = {
  id: "opencode",
  displayName: "opencode",
  serverMapKey: "mcp",
  foreignServerMapKeys: ["mcpServers"],
  jsonc: true,
  transports: ["local", "remote"],
  transportAliases: { local: "stdio", remote: "http" },
  inputs: false,
  envReference: (name) => `{env:${name}}`,
  isVariableReference: (value) => /\{(?:env|file):[^}]+\}/.test(value),
  source: "https://opencode.ai/docs/mcp-servers; anomalyco/opencode packages/opencode/src/config/config.ts",
  commandArray: true,
  serverFields: { env: [["environment"]] },
  serverKeys: ["environment", "enabled", "timeout", "oauth", "cwd"],
  serverMapOptional: true,
  isDisabled: (server) => isFalse(server, "enabled"),
  serverMaps(root) {
    const maps: ServerMapRef[] = [];
    const mcp = property(root, "mcp");
    if (mcp) {
      const nested = property(mcp, "servers");
      // `mcp.servers` holding server entries (not itself a server: it has no `type`) is the newer nesting.
      const nestedMap = nested?.type === "object" && property(nested, "type") === undefined ? nested : undefined;
      maps.push({ path: ["mcp"], node: mcp, shape: "object", ignoredByHost: false, ...(nestedMap ? { exclude: ["servers"] } : {}) });
      if (nestedMap) maps.push({ path: ["mcp", "servers"], node: nestedMap, shape: "object", ignoredByHost: false });
    }
    const foreign = property(root, "mcpServers");
    if (foreign) maps.push({ path: ["mcpServers"], node: foreign, shape: "object", ignoredByHost: true });
    return maps;
  },
};

/** Goose's own extension kinds: features of the agent, not servers it launches from this file. */
const GOOSE_BUILTIN_TYPES = new Set(["builtin", "platform", "frontend", "inline_python"]);

/**
 * Goose: ~/.config/goose/config.yaml (Windows %APPDATA%\Block\goose\config\config.yaml), YAML.
 * `extensions` maps a key to a flat entry: `enabled`, `type` (`stdio`: `cmd`, `args`, `envs`,
 * `env_keys`, `timeout`; `streamable_http`: `uri`, `headers`, `envs`, `env_keys`; `sse`: parsed but no
 * longer supported; `builtin`, `platform`, `frontend`, `inline_python`: Goose's own). `${VAR}` and
 * `$VAR` in `uri` and header values are taken from the extension's `envs` and `env_keys` (secrets
 * from the keyring or secrets.yaml), not from the process environment.
 * Sources: aaif-goose/goose crates/goose/src/config/extensions.rs (`ExtensionEntry`, flattened),
 * crates/goose/src/agents/extension.rs (`ExtensionConfig`, `substitute_env_vars`),
 * https://block.github.io/goose/docs/guides/config-files.
 * Unconfirmed: a project-level extensions file (none documented); $XDG_CONFIG_HOME on Linux.
 */
export const goose: HostDialect<"goose"> = {
  id: "goose",
  displayName: "Goose",
  serverMapKey: "extensions",
  foreignServerMapKeys: [],
  jsonc: false,
  transports: ["stdio", "sse", "streamable_http", ...GOOSE_BUILTIN_TYPES],
  transportAliases: { streamable_http: "streamable-http" },
  inputs: false,
  envReference: undefined,
  isVariableReference: dollarReference,
  ownVariables: true,
  source: "https://block.github.io/goose/docs/guides/config-files; aaif-goose/goose crates/goose/src/agents/extension.rs",
  secretAdvice: "Goose keeps secrets in its keyring: list the variable's name in env_keys, store the value with `goose configure` (or in secrets.yaml), and write ${NAME} where a uri or header needs it",
  format: "yaml",
  serverMapOptional: true,
  serverFields: { command: [["cmd"]], env: [["envs"]], url: [["uri"]] },
  serverKeys: ["cmd", "envs", "env_keys", "uri", "enabled", "name", "description", "timeout", "bundled", "available_tools", "socket", "cwd"],
  isDisabled: (server) => isFalse(server, "enabled"),
  isBuiltin: (server) => GOOSE_BUILTIN_TYPES.has(stringValue(property(server, "type")) ?? ""),
};

/**
 * Kiro: .kiro/settings/mcp.json (workspace) and ~/.kiro/settings/mcp.json (user), merged with the
 * workspace winning. `mcpServers`: local `command`, `args`, `env`; remote `url`, `headers`, `oauth`;
 * both `disabled`, `autoApprove` (tools run without prompting), `disabledTools`. `${VAR}` in `env`
 * and `headers`.
 * Sources: https://kiro.dev/docs/mcp/configuration, https://kiro.dev/docs/cli/mcp/configuration.
 * Unconfirmed: `autoApprove: ["*"]` meaning every tool (third-party: syllago.dev); Windows path.
 */
export const kiro: HostDialect<"kiro"> = {
  id: "kiro",
  displayName: "Kiro",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio", "http", "sse", "streamable-http"],
  inputs: false,
  envReference: (name) => `\${${name}}`,
  isVariableReference: (value) => containsReference(value),
  source: "https://kiro.dev/docs/mcp/configuration",
  serverKeys: ["autoApprove", "disabled", "disabledTools", "oauth", "oauthScopes"],
  isDisabled: (server) => isTrue(server, "disabled"),
  autoApproval: { toolListKeys: ["autoApprove"] },
};

/** Amazon Q Developer's server entry (shared by its legacy mcp.json and its agent files). */
const amazonQServer: Omit<HostDialect, "id" | "displayName" | "source"> = {
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio", "http"],
  inputs: false,
  envReference: (name: string) => `\${env:${name}}`,
  isVariableReference: (value: string) => containsReference(value),
  serverKeys: ["timeout", "disabled", "oauthScopes", "oauth"],
  isDisabled: (server: JsonNode) => isTrue(server, "disabled"),
};

/**
 * Amazon Q Developer CLI and IDE: .amazonq/mcp.json (workspace) and ~/.aws/amazonq/mcp.json (global),
 * the legacy files agents read when `useLegacyMcpJson` is on. `mcpServers` → `{ type: "stdio" | "http",
 * command, args, env, url, headers, oauthScopes, timeout (ms), disabled }`; `${env:VAR}` in `env` and
 * `headers` values.
 * Sources: aws/amazon-q-developer-cli crates/chat-cli/src/util/paths.rs, cli/chat/tools/custom_tool.rs,
 * mcp_client/client.rs (`substitute_env_vars`); https://docs.aws.amazon.com/amazonq/latest/qdeveloper-ug/mcp-ide.html.
 * Unconfirmed: comments in these files (serde JSON: read as strict); Windows paths.
 */
export const amazonQ: HostDialect<"amazon-q"> = {
  id: "amazon-q",
  displayName: "Amazon Q Developer",
  ...amazonQServer,
  source: "https://docs.aws.amazon.com/amazonq/latest/qdeveloper-ug/mcp-ide.html; aws/amazon-q-developer-cli crates/chat-cli/src/cli/chat/tools/custom_tool.rs",
};

/**
 * Amazon Q Developer agents: .amazonq/cli-agents/<name>.json and ~/.aws/amazonq/cli-agents/<name>.json
 * (CLI), ~/.aws/amazonq/default.json and .amazonq/default.json (IDE): the same `mcpServers`, plus
 * `tools` (what is available) and `allowedTools` (what runs without asking: `"@server"`,
 * `"@server/tool"`, globs such as `"@server/*"`; `"*"` is not accepted there).
 * Sources: aws/amazon-q-developer-cli docs/agent-format.md, docs/agent-file-locations.md;
 * https://docs.aws.amazon.com/amazonq/latest/qdeveloper-ug/mcp-ide.html (default.json).
 */
export const amazonQAgent: HostDialect<"amazon-q-agent"> = {
  id: "amazon-q-agent",
  displayName: "Amazon Q Developer",
  ...amazonQServer,
  source: "aws/amazon-q-developer-cli docs/agent-format.md",
  serverMapOptional: true,
  fileKind: "Amazon Q Developer agent",
};

/**
 * GitHub Copilot CLI: ~/.copilot/mcp-config.json (user), and a repository's .github/mcp.json and
 * .mcp.json (read once the folder is trusted). `mcpServers` → `{ type: "local" | "stdio" | "http" |
 * "sse", command, args, env, url, headers, tools }`; `tools` lists what the model may use (default all),
 * not what runs unasked: each call is still confirmed unless --allow-tool / --allow-all-tools.
 * Sources: github/docs content/copilot/how-tos/copilot-cli/customize-copilot/add-mcp-servers.md,
 * …/use-copilot-cli/allowing-tools.md.
 * Unconfirmed: variable expansion in this file (the docs point at the coding agent's format); the
 * path under XDG_CONFIG_HOME.
 */
export const copilotCli: HostDialect<"copilot-cli"> = {
  id: "copilot-cli",
  displayName: "Copilot CLI",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["local", "stdio", "http", "sse"],
  transportAliases: { local: "stdio" },
  inputs: false,
  envReference: undefined,
  isVariableReference: dollarReference,
  variablesUnknown: true,
  secretAdvice: "Copilot CLI documents no variable syntax for this file: keep the secret out of it (a wrapper script that reads it from your keychain and starts the server)",
  source: "https://docs.github.com/en/copilot/how-tos/copilot-cli/customize-copilot/add-mcp-servers",
  serverKeys: ["tools"],
};

/**
 * GitHub Copilot coding agent: the MCP configuration entered in a repository's settings (Copilot →
 * Coding agent), audited when saved to a file and named with --host copilot-agent. `mcpServers` →
 * `{ type (required), tools (required), command, args, env, url, headers }`. "Copilot will be able to
 * use the tools provided by the server autonomously, and will not ask for your approval": every tool
 * in `tools` runs unasked. Only Copilot environment secrets named COPILOT_MCP_* are substituted, as
 * `$NAME`, `${NAME}` or `${NAME:-default}`, in every string but `tools` and `type`.
 * Source: github/docs content/copilot/how-tos/use-copilot-agents/coding-agent/extend-coding-agent-with-mcp.md.
 */
export const copilotAgent: HostDialect<"copilot-agent"> = {
  id: "copilot-agent",
  displayName: "Copilot coding agent",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["local", "stdio", "http", "sse"],
  transportAliases: { local: "stdio" },
  inputs: false,
  envReference: (name) => `\${${name.startsWith("COPILOT_MCP_") ? name : `COPILOT_MCP_${name}`}}`,
  isVariableReference: dollarReference,
  source: "https://docs.github.com/en/copilot/how-tos/use-copilot-agents/coding-agent/extend-coding-agent-with-mcp",
  serverKeys: ["tools"],
  autoApproval: { toolListKeys: ["tools"] },
};

/**
 * Crush (Charm): crush.json / .crush.json walking up to the git root, .crush/crush.json (workspace),
 * ~/.config/crush/crush.json ($CRUSH_GLOBAL_CONFIG, $XDG_CONFIG_HOME), ~/.local/share/crush/crush.json
 * (machine-written; Windows %LOCALAPPDATA%\crush), /etc/crush/crush.json. Strict JSON (json.Valid).
 * `mcp` → `{ type: "stdio" | "sse" | "http", command, args, env, url, headers, disabled,
 * disabled_tools, enabled_tools, timeout, oauth… }`. Values pass through Crush's shell: `$VAR`,
 * `${VAR}`, `${VAR:-default}` and `$(command)`, which runs when the file is loaded.
 * Sources: charmbracelet/crush docs/config/README.md, schema.json (`MCPConfig`), internal/config/load.go,
 * internal/config/resolve.go. The newer `crushrc` (a Bash script) is not read.
 */
export const crush: HostDialect<"crush"> = {
  id: "crush",
  displayName: "Crush",
  serverMapKey: "mcp",
  foreignServerMapKeys: ["mcpServers"],
  jsonc: false,
  transports: ["stdio", "sse", "http"],
  inputs: false,
  envReference: (name) => `\${${name}}`,
  isVariableReference: (value) => dollarReference(value) || value.includes("$("),
  source: "https://github.com/charmbracelet/crush/blob/main/docs/config/README.md",
  serverMapOptional: true,
  serverKeys: ["disabled", "disabled_tools", "enabled_tools", "timeout", "oauth", "oauth_client_id", "oauth_client_secret", "oauth_callback_port"],
  isDisabled: (server) => isTrue(server, "disabled"),
};

/**
 * Mistral Vibe: ~/.vibe/config.toml ($VIBE_HOME), and a trusted project's .vibe/config.toml. TOML;
 * `[[mcp_servers]]` is a list of tables named by `name`, a sub-table header after one
 * (`[mcp_servers.env]`, `[mcp_servers.auth]`) belonging to the last; `transport` is `stdio`
 * (`command`, a string split like a shell line or a list; `args`, `env`, `cwd`), `http` or
 * `streamable-http` (`url`, `headers` or `[mcp_servers.auth]` with `headers` / `api_key_env`);
 * `disabled`, `disabled_tools`. No variable is expanded: a remote server's key is read by name
 * (`api_key_env`).
 * Sources: mistralai/mistral-vibe vibe/core/config/models.py (`MCPServer`, `_promote_legacy_auth`),
 * vibe/core/config/_settings.py, vibe/core/paths/_vibe_home.py, README.md.
 */
export const vibe: HostDialect<"vibe"> = {
  id: "vibe",
  displayName: "Mistral Vibe",
  serverMapKey: "mcp_servers",
  foreignServerMapKeys: [],
  jsonc: false,
  transports: ["stdio", "http", "streamable-http"],
  inputs: false,
  envReference: undefined,
  isVariableReference: () => false,
  source: "https://github.com/mistralai/mistral-vibe (README: MCP servers; vibe/core/config/models.py)",
  secretAdvice: "Mistral Vibe expands no variables: give a remote server's key by name (api_key_env = \"NAME\", with api_key_header / api_key_format), and keep a local server's secret out of this file",
  format: "toml",
  serverMapOptional: true,
  commandArray: true,
  serverFields: { type: [["transport"]], headers: [["headers"], ["auth", "headers"]] },
  serverKeys: ["name", "transport", "prompt", "startup_timeout_sec", "tool_timeout_sec", "sampling_enabled", "disabled", "disabled_tools", "auth", "api_key_env", "api_key_header", "api_key_format"],
  isDisabled: (server) => isTrue(server, "disabled"),
  serverMaps(root) {
    const node = property(root, "mcp_servers");
    return node ? [{ path: ["mcp_servers"], node, shape: "list", ignoredByHost: false }] : [];
  },
};

/**
 * LM Studio: the app's mcp.json ("LM Studio currently follows Cursor's mcp.json notation"): `mcpServers`
 * with `command`, `args`, `env` or `url`, `headers`.
 * Source: https://lmstudio.ai/docs/app/mcp. Unconfirmed: the path ~/.lmstudio/mcp.json (third-party
 * READMEs), and any variable syntax (none documented).
 */
export const lmstudio: HostDialect<"lmstudio"> = {
  id: "lmstudio",
  displayName: "LM Studio",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio", "http", "sse", "streamable-http"],
  inputs: false,
  envReference: undefined,
  isVariableReference: (value) => containsReference(value),
  variablesUnknown: true,
  secretAdvice: "LM Studio documents no variable syntax for mcp.json: keep the secret out of it (a wrapper script that reads it from your keychain and starts the server)",
  source: "https://lmstudio.ai/docs/app/mcp",
};

/**
 * JetBrains Junie: `mcpServers` in .junie/mcp/mcp.json (project) and ~/.junie/mcp/mcp.json (user),
 * `command`, `args`, `env` (the IDE help says stdio only; the CLI also takes `url`, `headers`).
 * Source: https://www.jetbrains.com/help/junie/model-context-protocol-mcp.html. Unconfirmed: both
 * paths (third-party tools: laravel/boost), remote servers, any variable syntax.
 */
export const junie: HostDialect<"junie"> = {
  id: "junie",
  displayName: "Junie",
  serverMapKey: "mcpServers",
  foreignServerMapKeys: ["servers"],
  jsonc: false,
  transports: ["stdio", "http"],
  inputs: false,
  envReference: undefined,
  isVariableReference: (value) => containsReference(value),
  variablesUnknown: true,
  secretAdvice: "Junie documents no variable syntax for mcp.json: keep the secret out of it (a wrapper script that reads it from your keychain and starts the server)",
  source: "https://www.jetbrains.com/help/junie/model-context-protocol-mcp.html",
};

