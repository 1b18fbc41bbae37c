// unpinned-plugin-source: a Claude Code marketplace entry that fetches its plugin from git without a
// pinned commit (`sha`), or from npm without an exact version, installs whatever the branch, tag or
// registry serves on the day: hooks, servers and skills nobody reviewed, changed without a diff. A
// pinned commit that differs from the one `mcp-audit approve` recorded changed without review.
//
// Sources: SchemaStore claude-code-marketplace.json (`source`: github / url / git-subdir with `ref`,
// `sha` `^[a-f0-9]{40}$`; npm with `version`), https://code.claude.com/docs/en/plugin-marketplaces
// (plugin sources: "ref … defaults to the repository's default branch").
import * as semver from "../core/semver.js";
import { docsUrl } from "../core/docs.js";
import { appendProperty, pointer } from "../core/json.js";
import { isCommit, pluginEntries, pluginSource } from "../hosts/claude-plugins.js";
import { pluginLockKey } from "../lock/plugins.js";
import type { McpRule } from "./types.js";

export const unpinnedPluginSource: McpRule = {
  meta: {
    id: "unpinned-plugin-source",
    description: "Claude Code marketplace plugins fetched from git must pin a commit (sha), from npm an exact version; a commit must be the one mcp-audit approve recorded",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("unpinned-plugin-source"),
  },
  check(context) {
    const root = context.tree;
    if (context.host.id !== "claude-marketplace" || root?.type !== "object") return;
    const locked = context.lock?.plugins ?? {};
    for (const entry of pluginEntries(root)) {
      const source = pluginSource(entry);
      if (!source || !entry.name) continue;
      const at = pointer("plugins", entry.index, "source");
      const plugin = `plugin "${entry.name}"`;
      const lockKey = context.lockKey === undefined ? undefined : pluginLockKey(context.lockKey, entry.name);
      const recorded = lockKey === undefined ? undefined : locked[lockKey];
      switch (source.kind) {
        case "github":
        case "url":
        case "git-subdir": {
          const from = `${source.location}${source.subdir !== undefined ? ` (${source.subdir})` : ""}`;
          if (source.sha === undefined) {
            const moves = source.ref === undefined ? "the default branch" : `"${source.ref}"`;
            const pin = recorded && recorded.location === source.location && isCommit(recorded.commit) ? recorded.commit : undefined;
            context.report({
              node: source.refNode ?? source.node,
              pointer: source.refNode ? `${at}/ref` : at,
              subject: `unpinned:${entry.name}`,
              message: `${plugin} comes from ${from} without a pinned commit: each install gets whatever ${moves} points at that day; add "sha": ${pin ? `"${pin}", the commit mcp-audit approve recorded` : '"<40-hex commit>" (mcp-audit approve records the one it points at now)'}`,
              ...(pin ? { fix: { safety: "unsafe" as const, description: `pin ${entry.name} to ${pin.slice(0, 12)}, the approved commit`, edits: [appendProperty(context.file.text, source.node, "sha", JSON.stringify(pin))] } } : {}),
            });
          } else if (isCommit(source.sha) && recorded && recorded.location === source.location && recorded.commit !== source.sha) {
            context.report({
              node: source.shaNode!,
              pointer: `${at}/sha`,
              subject: `moved:${entry.name}`,
              message: `${plugin} is pinned to ${source.sha.slice(0, 12)}, but mcp-audit.lock.json recorded ${recorded.commit.slice(0, 12)} when it was approved: review the change, then run mcp-audit approve`,
            });
          }
          break;
        }
        case "npm": {
          const version = source.ref;
          if (version === undefined || semver.valid(version) === null) {
            context.report({
              node: source.refNode ?? source.node,
              pointer: source.refNode ? `${at}/version` : at,
              subject: `unpinned:${entry.name}`,
              message: `${plugin} comes from npm package ${source.location}${version === undefined ? " with no version" : ` at ${JSON.stringify(version)}, not one exact version`}: each install gets whatever is newest; set "version" to the exact version you reviewed`,
            });
          }
          break;
        }
        default:
          // A folder of this repository: pinned with it. An unknown kind: the schema reports it.
          break;
      }
    }
  },
};
