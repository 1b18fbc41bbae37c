// What differs between MCP hosts: where the servers live, what JSON they accept, how a variable is written.
import type { Node as JsonNode } from "jsonc-parser";

/** The hosts of project files, known by location (`.mcp.json`, `.vscode/mcp.json`, …). */
export type HostId = "claude-code" | "vscode" | "cursor" | "claude-desktop";

/** Dialects of user-level files (`mcp-audit --user`), of hosts whose files are not JSON, and of the other file kinds that carry servers. */
export type ExtraHostId =
  | "claude-code-user"
  | "claude-code-settings"
  | "vscode-settings"
  | "windsurf"
  | "gemini"
  | "codex"
  | "zed"
  | "continue"
  | "cline"
  | "roo"
  | "opencode"
  | "goose"
  | "kiro"
  | "amazon-q"
  | "amazon-q-agent"
  | "copilot-cli"
  | "copilot-agent"
  | "crush"
  | "vibe"
  | "lmstudio"
  | "junie"
  | "claude-plugin"
  | "claude-marketplace"
  | "claude-hooks"
  | "cursor-hooks"
  | "codex-hooks"
  | "copilot-hooks"
  | "mcp-registry";

export type DialectId = HostId | ExtraHostId;

/** The syntax of a host's file; rules see every format as the same JSON-shaped tree. */
export type DocumentFormat = "json" | "yaml" | "toml";

/** One server map in a document: where it is and how its servers are listed. */
export interface ServerMapRef {
  /** JSON pointer tokens from the root to the map (`["projects", "/home/me/app", "mcpServers"]`). */
  path: (string | number)[];
  node: JsonNode;
  /** object: `{ "<name>": {…} }`; list: `[{ "name": "<name>", … }]` (Continue). */
  shape: "object" | "list";
  /** A map this host does not read (`mcpServers` in .vscode/mcp.json). */
  ignoredByHost: boolean;
  /** Keys of the map that are not servers (opencode's `mcp.servers`, read as a map of its own). */
  exclude?: readonly string[];
}

/** How a server is reached, whatever the host calls it (opencode `local`, Goose `streamable_http`). */
export type Transport = "stdio" | "http" | "sse" | "streamable-http" | "ws" | "unknown";

/** One hook list in a document: where it is (`hooks` of a settings file or plugin, a hooks.json). */
export interface HookMapRef {
  /** JSON pointer tokens from the root to the node. */
  path: (string | number)[];
  node: JsonNode;
  /**
   * events (default): `{ "<Event>": [ { "matcher"?, "hooks": [ { "type": "command", "command" } ] } ] }`;
   * monitors: `[ { "name", "command" } ]` (plugin monitors); lsp: `{ "<name>": { "command", "args" } }` (plugin LSP servers);
   * flat: `{ "<event>": [ { "command" } ] }` (Cursor's hooks.json), or `{ "bash", "powershell", "env" }` (Copilot's);
   * helpers: an object whose keys in `commands` hold shell lines (`apiKeyHelper`) or `{ "type": "command", "command" }` (`statusLine`).
   */
  shape?: "events" | "monitors" | "lsp" | "helpers" | "flat";
  /** For helpers: the keys holding a command line, and those holding a `{ "type": "command", "command" }` object. */
  commands?: { lines: readonly string[]; objects: readonly string[] };
}

/** The parts of a server entry the model reads. */
export type ServerField = "type" | "command" | "args" | "env" | "url" | "headers";

/**
 * Where each part of a server lives, relative to its entry: alternatives in order, the first present
 * wins (Zed's `command` is a string, or `{ "path", "args", "env" }`; Codex's headers are `http_headers`).
 */
export type ServerFields = Partial<Record<ServerField, readonly (readonly string[])[]>>;

/** How a host lets tool calls run without asking the user. */
export interface AutoApproval {
  /** A boolean key that skips every confirmation of the server (Gemini CLI `trust`). */
  trustKey?: string;
  /** A string key whose value makes every tool of the server run without asking (Codex `default_tools_approval_mode = "approve"`). */
  approveAllKey?: { key: string; value: string; narrower: string };
  /** Keys holding the names of tools that run without asking (Cline `autoApprove`, Roo `alwaysAllow`). */
  toolListKeys?: readonly string[];
}

export interface HostDialect<Id extends DialectId = DialectId> {
  id: Id;
  displayName: string;
  /** The key that holds the (top-level) server map in this host's file. */
  serverMapKey: string;
  /** Server-map keys other hosts use; seeing one here means the host ignores those servers. */
  foreignServerMapKeys: string[];
  /** JSONC: comments and trailing commas accepted by the host's parser. */
  jsonc: boolean;
  /** Transport `type` values the host understands. */
  transports: string[];
  /** Whether the file has a VS Code style `inputs` array and `${input:id}` references. */
  inputs: boolean;
  /**
   * How a value read from the environment is written in this host, or undefined when the host
   * expands no variables (then a secret cannot be moved out of the file by an autofix).
   */
  envReference: ((name: string) => string) | undefined;
  /** Recognises a value that is a variable reference in this host's syntax (not a literal). */
  isVariableReference(value: string): boolean;
  /** Where the host's docs say this. */
  source: string;
  /**
   * For hosts that expand no variables in values but pass secrets another way (Codex: by name), what
   * to do instead of writing the secret in the file; shown by inline-secret.
   */
  secretAdvice?: string;
  /** The file's syntax (default json). */
  format?: DocumentFormat;
  /** Every server map in a document (default: `serverMapKey` and `foreignServerMapKeys` at the top level). */
  serverMaps?(root: JsonNode): ServerMapRef[];
  /** A settings file that usually holds no servers at all: a missing server map is not worth a warning. */
  serverMapOptional?: boolean;
  /** Where a server's parts live when not under the usual keys (default: `command`, `args`, `env`, …). */
  serverFields?: ServerFields;
  /** Whether a server entry is switched off (it does not run, but its file still holds its secrets). */
  isDisabled?(server: JsonNode): boolean;
  /** How tool calls can run without confirmation in this host. */
  autoApproval?: AutoApproval;
  /** Transport `type` values and what they mean, when the host spells them its own way (opencode `local`). Default: the MCP names. */
  transportAliases?: Readonly<Record<string, Transport>>;
  /** `command` may be an array of program and arguments (opencode; Mistral Vibe's list form); `args` is then its tail. */
  commandArray?: boolean;
  /** Server keys this host reads beyond the usual ones (Goose `cmd`, `envs`): never reported as typos there. */
  serverKeys?: readonly string[];
  /** Entries of the server map that are the host's own features, not servers it launches (Goose `builtin`). */
  isBuiltin?(server: JsonNode): boolean;
  /** No primary source says whether the host expands variables: `${…}` is neither flagged nor written by a fix. */
  variablesUnknown?: boolean;
  /**
   * The host expands `${VAR}`, but from its own store, not the environment (Goose: the extension's
   * `envs` and keyring `env_keys`): a reference is not flagged, and no fix writes one.
   */
  ownVariables?: boolean;
  /** Where the document holds hooks (shell commands the host runs on events): Claude Code settings, plugins. */
  hookMaps?(root: JsonNode): HookMapRef[];
  /**
   * Variables the host sets as written (Claude Code settings' `env`, for every session; Codex's
   * `shell_environment_policy.set`, for the commands it runs): where they are, how messages name the
   * file and the map, and what to do instead of a literal there.
   */
  sessionEnv?: { path: readonly string[]; file: string; advice: string };
  /** "unknown": no source says its hook commands go through a shell, so no shell variable is written into one. */
  hookShell?: "unknown";
  /** Its `permissions.allow` / `ask` / `deny` rules hold commands (`Bash(npm run test:*)`), saved as approved. */
  permissionRules?: boolean;
  /**
   * For a file name many tools use (`server.json`): whether this document is this dialect's at all,
   * judged by its content. A walk passes over one that is not; a named one is skipped with a note.
   */
  recognizes?(root: JsonNode | undefined, text: string): boolean;
  /** What the file is, when it is not a host's MCP config (`a Claude Code plugin manifest`): used in messages. */
  fileKind?: string;
}
