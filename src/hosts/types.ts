// What differs between MCP hosts: where the servers live, what JSON they accept, how a variable is written.
import type { Node as JsonNode } from "jsonc-parser";

/** The hosts of project files, known by location (`.mcp.json`, `.vscode/mcp.json`, …). */
export type HostId = "claude-code" | "vscode" | "cursor" | "claude-desktop";

/** Dialects of user-level files (`mcp-audit --user`) and of hosts whose files are not JSON. */
export type ExtraHostId = "claude-code-user" | "vscode-settings" | "windsurf" | "gemini" | "codex" | "zed" | "continue" | "cline" | "roo";

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
}
