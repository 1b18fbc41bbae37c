// What differs between MCP hosts: where the servers live, what JSON they accept, how a variable is written.

export type HostId = "claude-code" | "vscode" | "cursor" | "claude-desktop";

export interface HostDialect {
  id: HostId;
  displayName: string;
  /** The key that holds the server map in this host's file. */
  serverMapKey: "mcpServers" | "servers";
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
}
