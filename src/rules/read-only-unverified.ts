// read-only-unverified: a server launched in its read-only mode (the switches of
// ./data/least-privilege.ts: `--read-only`, a `/readonly` URL, a read-only default) still exposes
// tools whose annotations say they write (`destructiveHint: true`, `readOnlyHint: false`), or more tools
// than the data says the mode leaves. Turns the least-privilege data from a promise into a check, on the
// live session or on the snapshot pinned in the lock. Annotations are declarative (a server can lie by
// omission): an unannotated tool is not proof of anything, so only what the server itself says counts.
import { docsUrl } from "../core/docs.js";
import { serversWithSnapshots } from "../lock/servers.js";
import { readOnlyModes } from "./missing-read-only.js";
import type { McpRule } from "./types.js";

const ID = "read-only-unverified";

export const readOnlyUnverified: McpRule = {
  meta: {
    id: ID,
    description: "A server run in its read-only mode still exposes tools annotated as writing or destructive, or more tools than that mode leaves.",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "none",
    network: false,
    docs: docsUrl(ID),
  },
  check(context) {
    for (const { server, found } of serversWithSnapshots(context.model.servers, context.lock, context.live, context.lockKey ?? "")) {
      if (!found) continue;
      const from = found.source === "live" ? "live" : "as pinned in mcp-audit.lock.json";
      for (const mode of readOnlyModes(context, server)) {
        const how = mode.via === "default" ? "read-only by default" : `run with ${mode.via}`;
        const writers = Object.entries(found.snapshot.tools)
          .filter(([, t]) => {
            const a = t.definition.annotations as { destructiveHint?: unknown; readOnlyHint?: unknown } | undefined;
            return a?.destructiveHint === true || a?.readOnlyHint === false;
          })
          .map(([name, t]) => `${name} (${(t.definition.annotations as { destructiveHint?: unknown }).destructiveHint === true ? "destructiveHint: true" : "readOnlyHint: false"})`)
          .sort();
        if (writers.length > 0) {
          context.report({
            node: server.keyNode,
            pointer: server.pointer,
            subject: `${mode.entry.id}:writers:${writers.join(",")}`,
            message: `server "${server.name}" is ${how} (${mode.what}), yet exposes ${writers.length === 1 ? "a tool" : `${writers.length} tools`} that ${writers.length === 1 ? "says it writes" : "say they write"} (${from}): ${clip(writers.join(", "))}; the read-only mode does not hold: check the server's version and switch, and do not rely on it`,
          });
        }
        const leaves = /\((\d+) of (\d+) tools\)/.exec(mode.entry.restricts ?? "");
        const count = Object.keys(found.snapshot.tools).length;
        if (leaves && count > Number(leaves[1])) {
          context.report({
            node: server.keyNode,
            pointer: server.pointer,
            subject: `${mode.entry.id}:count:${count}`,
            message: `server "${server.name}" is ${how} (${mode.what}), which leaves ${leaves[1]} of ${leaves[2]} tools, yet exposes ${count} (${from}): the read-only mode does not hold: check the server's version and switch`,
          });
        }
      }
    }
  },
};

function clip(text: string): string {
  return text.length <= 160 ? text : `${text.slice(0, 159)}…`;
}
