// tool-drift: what a server exposes live differs from what was reviewed (`approve --live` pinned it in
// the lock): a tool added, removed or renamed, a description, schema or annotations changed, the
// server's instructions or its serverInfo changed. The "rug pull": a server approved with harmless tools
// that later serves others. Needs --live (the rule skips itself offline: the lock alone cannot drift).
import { docsUrl } from "../core/docs.js";
import { lockServerKey } from "../lock/packages.js";
import { diffServers } from "../lock/servers.js";
import type { McpRule } from "./types.js";

const ID = "tool-drift";
const MAX_PER_SERVER = 12;

export const toolDrift: McpRule = {
  meta: {
    id: ID,
    description: "Live tool definitions, instructions or serverInfo differ from what approve --live pinned in mcp-audit.lock.json (rug pulls, silent changes).",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "none",
    network: true,
    docs: docsUrl(ID),
  },
  check(context) {
    if (!context.live) return;
    const lockKey = context.lockKey ?? "";
    for (const server of context.model.servers) {
      if (server.ignoredByHost) continue;
      const key = lockServerKey(lockKey, server.name);
      const outcome = context.live.get(key);
      if (outcome?.kind !== "snapshot") continue;
      for (const change of outcome.changedDuringSession ?? []) {
        context.report({
          node: server.keyNode,
          pointer: server.pointer,
          subject: `session:${change.kind}:${change.subject ?? ""}`,
          message: `server "${server.name}" changed its tools during the session, after its first tools/list: ${change.detail}: a server that swaps its tools once they were listed cannot be reviewed; do not use it`,
        });
      }
      const pinned = context.lock?.servers && Object.hasOwn(context.lock.servers, key) ? context.lock.servers[key] : undefined;
      if (!pinned) {
        const tools = Object.keys(outcome.snapshot.tools).length;
        context.report({
          node: server.keyNode,
          pointer: server.pointer,
          subject: "not-pinned",
          severity: "warning",
          message: `server "${server.name}" exposes ${tools} tool${tools === 1 ? "" : "s"} that nobody reviewed (not in mcp-audit.lock.json): read them, then run mcp-audit approve --live to pin them`,
        });
        continue;
      }
      const changes = diffServers(pinned, outcome.snapshot);
      for (const [i, change] of changes.entries()) {
        if (i === MAX_PER_SERVER) {
          context.report({ node: server.keyNode, pointer: server.pointer, subject: `more:${changes.length}`, message: `server "${server.name}": ${changes.length - MAX_PER_SERVER} more changes since it was approved: review them all, then run mcp-audit approve --live` });
          break;
        }
        context.report({
          node: server.keyNode,
          pointer: server.pointer,
          subject: `${change.kind}:${change.subject ?? ""}:${change.detail}`,
          message: `server "${server.name}" changed since it was approved: ${change.detail}: review the change, then run mcp-audit approve --live`,
        });
      }
    }
  },
};
