// Which MCP tool names change things: the verbs of tools that write, delete, run or send. A config names
// tools but does not carry their annotations (MCP `readOnlyHint` / `destructiveHint`), so the name is
// all there is to judge by; a tool whose name says nothing is not counted.
//
// Sources of the examples: the tools of the reference and vendor servers
//   https://github.com/modelcontextprotocol/servers/tree/main/src/filesystem (write_file, edit_file, move_file, create_directory; read_file, list_directory)
//   https://github.com/github/github-mcp-server (create_issue, push_files, merge_pull_request, delete_file; get_issue, list_commits, search_code)
//   https://github.com/supabase-community/supabase-mcp (execute_sql, apply_migration, deploy_edge_function; list_tables)
//   https://modelcontextprotocol.io/specification/2025-06-18/server/tools (tool annotations: readOnlyHint, destructiveHint)

/** Words that make a tool one that changes state, runs code or sends data. */
export const WRITE_VERBS: ReadonlySet<string> = new Set([
  "add", "append", "apply", "approve", "archive", "assign", "cancel", "close", "commit", "create", "delete",
  "deploy", "destroy", "drop", "edit", "exec", "execute", "fork", "insert", "install", "invite", "kill",
  "merge", "modify", "move", "patch", "post", "publish", "push", "put", "remove", "rename", "replace", "reset",
  "restore", "revoke", "rm", "run", "send", "set", "shell", "submit", "terminate", "transfer", "truncate",
  "uninstall", "update", "upload", "upsert", "write",
]);

/** True / false examples, checked by the tests. */
export const WRITE_TOOL_EXAMPLES = {
  write: ["write_file", "edit_file", "move_file", "create_directory", "create_issue", "push_files", "merge_pull_request", "delete_file", "execute_sql", "apply_migration", "deploy_edge_function", "sendMessage", "browser-run-code"],
  read: ["read_file", "list_directory", "get_issue", "list_commits", "search_code", "list_tables", "getWeather", "describe-table", "settings_view"],
} as const;

/** The words of a tool name: `merge_pull_request`, `sendMessage`, `browser-run-code`. */
export function toolWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== "")
    .map((w) => w.toLowerCase());
}

/** Whether a tool's name says it writes, deletes, runs or sends. */
export function isWriteTool(name: string): boolean {
  return toolWords(name).some((w) => WRITE_VERBS.has(w));
}
