// Claude Code's other files that run things: settings (host-wide approvals, hooks), plugins
// (.claude-plugin/plugin.json: servers, hooks, skills, monitors), marketplaces
// (.claude-plugin/marketplace.json: where plugins come from) and hooks/hooks.json. The dialects the
// rules read, and the plugin reading other modules share (discovery follows a manifest's paths; the
// skill scanner can read a plugin's hook commands from here).
//
// Sources: SchemaStore src/schemas/json/claude-code-plugin-manifest.json and claude-code-marketplace.json
// (generated from Claude Code, 2026-04-23), claude-code-settings.json; https://code.claude.com/docs/en/plugins-reference,
// https://code.claude.com/docs/en/plugin-marketplaces, https://code.claude.com/docs/en/settings;
// the plugins of anthropics/claude-code (.claude-plugin/marketplace.json, plugins/*/.claude-plugin/plugin.json,
// plugins/*/hooks/hooks.json).
import path from "node:path";
import type { Node as JsonNode } from "jsonc-parser";
import { entries, property, stringValue } from "../core/json.js";
import type { HookMapRef, HostDialect, ServerMapRef } from "./types.js";
import { containsReference } from "./references.js";

/** What a Claude Code file shares with .mcp.json: `mcpServers`, `${VAR}` expansion (plugins add `${CLAUDE_PLUGIN_ROOT}`, `${user_config.KEY}`). */
const claudeServers: Omit<HostDialect, "id" | "displayName" | "source"> = {
  serverMapKey: "mcpServers",
  foreignServerMapKeys: [],
  jsonc: false,
  transports: ["stdio", "http", "sse", "ws"],
  inputs: false,
  envReference: (name: string) => `\${${name}}`,
  isVariableReference: (value: string) => containsReference(value),
  serverMapOptional: true,
};

/** `hooks` of a settings file or plugin manifest: an object, or (plugins) an array holding objects and paths. */
function inlineHooks(root: JsonNode, at: (string | number)[]): HookMapRef[] {
  const hooks = property(root, "hooks");
  if (hooks?.type === "object") return [{ path: [...at, "hooks"], node: hooks }];
  if (hooks?.type === "array") return (hooks.children ?? []).flatMap((h, i) => (h.type === "object" ? [{ path: [...at, "hooks", i], node: h }] : []));
  return [];
}

/** `mcpServers` of a plugin (or a marketplace entry): an inline map, or an array mixing maps and paths. */
function inlineServers(root: JsonNode, at: (string | number)[]): ServerMapRef[] {
  const servers = property(root, "mcpServers");
  if (servers?.type === "object") return [{ path: [...at, "mcpServers"], node: servers, shape: "object", ignoredByHost: false }];
  if (servers?.type === "array") {
    return (servers.children ?? []).flatMap((s, i) => (s.type === "object" ? [{ path: [...at, "mcpServers", i], node: s, shape: "object" as const, ignoredByHost: false }] : []));
  }
  return [];
}

/** A plugin's monitors (commands it keeps running) and LSP servers (programs it starts), when written inline. */
function inlineCommands(root: JsonNode, at: (string | number)[]): HookMapRef[] {
  const out: HookMapRef[] = [];
  const monitors = property(root, "monitors");
  if (monitors?.type === "array") out.push({ path: [...at, "monitors"], node: monitors, shape: "monitors" });
  const lsp = property(root, "lspServers");
  if (lsp?.type === "object") out.push({ path: [...at, "lspServers"], node: lsp, shape: "lsp" });
  return out;
}

/**
 * Settings keys holding a command line Claude Code runs: apiKeyHelper (its output is the API key),
 * awsAuthRefresh, awsCredentialExport, otelHeadersHelper; and statusLine's `{ "type": "command" }`.
 * Source: SchemaStore claude-code-settings.json.
 */
const HELPER_COMMANDS = { lines: ["apiKeyHelper", "awsAuthRefresh", "awsCredentialExport", "otelHeadersHelper"], objects: ["statusLine"] };

/**
 * Claude Code settings: ~/.claude/settings.json, a project's .claude/settings.json (shared) and
 * .claude/settings.local.json (personal), managed-settings.json (system-wide). Strict JSON. No
 * servers; what matters here: `enableAllProjectMcpServers`, `enabledMcpjsonServers`,
 * `permissions.allow` / `permissions.defaultMode` (host-wide approvals), `hooks` and the helper
 * commands (`apiKeyHelper`, `statusLine`…: shell lines it runs), and `env` (set for every session, as
 * written: no variable is expanded there).
 * Source: https://code.claude.com/docs/en/settings; SchemaStore claude-code-settings.json.
 */
export const claudeCodeSettings: HostDialect<"claude-code-settings"> = {
  id: "claude-code-settings",
  displayName: "Claude Code",
  ...claudeServers,
  source: "https://code.claude.com/docs/en/settings",
  fileKind: "Claude Code settings file",
  serverMaps: () => [],
  hookMaps: (root) => [...inlineHooks(root, []), { path: [], node: root, shape: "helpers", commands: HELPER_COMMANDS }],
  sessionEnv: { path: ["env"], file: "this settings file", advice: "Claude Code sets this env as written for every session, so remove it here and set {name} in the environment Claude Code starts from (or have apiKeyHelper print a key)" },
  permissionRules: true,
};

/**
 * A Claude Code plugin's manifest, <plugin>/.claude-plugin/plugin.json: servers inline under
 * `mcpServers` (or in files it names, and the plugin's own .mcp.json), `hooks` (inline or files, and
 * hooks/hooks.json), `skills`, `commands`, `agents` (folders and files beside the standard ones),
 * `monitors` and `lspServers` (commands it runs). Every path starts with `./`, from the plugin root.
 */
export const claudePlugin: HostDialect<"claude-plugin"> = {
  id: "claude-plugin",
  displayName: "Claude Code",
  ...claudeServers,
  source: "https://code.claude.com/docs/en/plugins-reference; SchemaStore claude-code-plugin-manifest.json",
  fileKind: "Claude Code plugin manifest",
  serverMaps: (root) => inlineServers(root, []),
  hookMaps: (root) => [...inlineHooks(root, []), ...inlineCommands(root, [])],
};

/**
 * A Claude Code plugin marketplace, <root>/.claude-plugin/marketplace.json: `plugins[]`, each with a
 * `source` (a `./` folder of this repository, or GitHub, git URL, monorepo folder or npm package) and
 * any plugin.json field inline (`mcpServers`, `hooks`…).
 */
export const claudeMarketplace: HostDialect<"claude-marketplace"> = {
  id: "claude-marketplace",
  displayName: "Claude Code",
  ...claudeServers,
  source: "https://code.claude.com/docs/en/plugin-marketplaces; SchemaStore claude-code-marketplace.json",
  fileKind: "Claude Code plugin marketplace",
  serverMaps: (root) => pluginEntries(root).flatMap((p) => inlineServers(p.node, ["plugins", p.index])),
  hookMaps: (root) => pluginEntries(root).flatMap((p) => [...inlineHooks(p.node, ["plugins", p.index]), ...inlineCommands(p.node, ["plugins", p.index])]),
};

/**
 * A plugin's hooks file (hooks/hooks.json, or one its manifest names): `{ "description"?, "hooks": { <Event>: [...] } }`.
 * Recognised by that shape: a hooks.json of another tool is passed over.
 */
export const claudeHooks: HostDialect<"claude-hooks"> = {
  id: "claude-hooks",
  displayName: "Claude Code",
  ...claudeServers,
  source: "https://code.claude.com/docs/en/hooks; anthropics/claude-code plugins/*/hooks/hooks.json",
  fileKind: "Claude Code hooks file",
  serverMaps: () => [],
  hookMaps: (root) => inlineHooks(root, []),
  recognizes: (root) => property(root, "hooks")?.type === "object",
};

// ---- what a manifest points at --------------------------------------------------------------------

/** A file or folder a plugin manifest names, resolved inside the plugin. */
export interface PluginComponent {
  kind: "servers" | "hooks" | "skills";
  /** Absolute path. */
  path: string;
  /** As written (`./config/servers.json`). */
  written: string;
  /** JSON pointer of the string in plugin.json. */
  pointer: string;
}

export interface PluginLayout {
  /** The plugin root: the folder holding `.claude-plugin/`. */
  root: string;
  /** Named in the manifest, plus the standard places (.mcp.json, hooks/hooks.json, skills/) that exist or not. */
  components: PluginComponent[];
  /** Paths the manifest names that leave the plugin (`../`, absolute) or are not `./…`: never followed. */
  outside: { written: string; pointer: string }[];
}

/** The plugin root of a manifest at `<root>/.claude-plugin/plugin.json`. */
export function pluginRootOf(manifest: string): string {
  return path.dirname(path.dirname(manifest));
}

/**
 * Where a plugin's servers, hooks and skills are, from its manifest's tree (undefined when it did not
 * parse): the standard places first, then what the manifest names. Nothing is read here.
 */
export function pluginLayout(manifest: string, root: JsonNode | undefined): PluginLayout {
  const pluginRoot = pluginRootOf(manifest);
  const layout: PluginLayout = { root: pluginRoot, components: [], outside: [] };
  const standard = (kind: PluginComponent["kind"], rel: string) => layout.components.push({ kind, path: path.join(pluginRoot, rel), written: `./${rel}`, pointer: "" });
  standard("servers", ".mcp.json");
  standard("hooks", "hooks/hooks.json");
  standard("skills", "skills");
  if (root?.type !== "object") return layout;
  const named = (kind: PluginComponent["kind"], key: string, accept: (written: string) => boolean) => {
    const value = property(root, key);
    const strings = value?.type === "string" ? [{ node: value, at: `/${key}` }] : value?.type === "array" ? (value.children ?? []).map((node, i) => ({ node, at: `/${key}/${i}` })) : [];
    for (const { node, at } of strings) {
      const written = stringValue(node);
      if (written === undefined || !accept(written)) continue;
      const resolved = insidePlugin(pluginRoot, written);
      if (resolved === undefined) layout.outside.push({ written, pointer: at });
      else if (!layout.components.some((c) => c.kind === kind && c.path === resolved)) layout.components.push({ kind, path: resolved, written, pointer: at });
    }
  };
  // An .mcpb bundle (a path or URL) is a packaged server, not a config to read.
  named("servers", "mcpServers", (w) => !/\.mcpb$/i.test(w) && !/^[a-z][a-z0-9+.-]*:/i.test(w));
  named("hooks", "hooks", () => true);
  named("skills", "skills", () => true);
  return layout;
}

/** `./x` under the plugin root, as an absolute path; undefined for anything that is not `./…` or leaves it. */
function insidePlugin(root: string, written: string): string | undefined {
  if (!written.startsWith("./") || written.includes("\0")) return undefined;
  const resolved = path.resolve(root, written);
  const rel = path.relative(root, resolved);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel)) ? resolved : undefined;
}

// ---- marketplace sources --------------------------------------------------------------------------

export interface PluginEntry {
  index: number;
  node: JsonNode;
  name: string | undefined;
}

/** The entries of a marketplace's `plugins` array. */
export function pluginEntries(root: JsonNode): PluginEntry[] {
  const plugins = property(root, "plugins");
  return (plugins?.type === "array" ? (plugins.children ?? []) : []).flatMap((node, index) => (node.type === "object" ? [{ index, node, name: stringValue(property(node, "name")) }] : []));
}

/** Where a marketplace's plugin comes from, and whether that is pinned. */
export interface PluginSource {
  /** relative: a folder of the marketplace's own repository; the others are fetched. */
  kind: "relative" | "github" | "url" | "git-subdir" | "npm" | "unknown";
  /** The node of `source` (string or object). */
  node: JsonNode;
  /** `github:owner/repo`, the git URL, or the npm package, as a lock key and in messages. */
  location: string;
  /** A git ref (branch or tag) or an npm version spec, when given. */
  ref?: string;
  refNode?: JsonNode;
  /** The 40-hex commit (`sha`), when given. */
  sha?: string;
  shaNode?: JsonNode;
  /** A monorepo folder (`git-subdir`'s `path`). */
  subdir?: string;
}

const SHA = /^[a-f0-9]{40}$/;

/** The source of one marketplace entry; undefined when it has none. */
export function pluginSource(entry: PluginEntry): PluginSource | undefined {
  const node = property(entry.node, "source");
  if (!node) return undefined;
  if (node.type === "string") return { kind: "relative", node, location: String(node.value) };
  if (node.type !== "object") return undefined;
  const str = (key: string) => stringValue(property(node, key));
  const kind = str("source");
  const refNode = property(node, kind === "npm" ? "version" : "ref");
  const shaNode = property(node, "sha");
  const base: Omit<PluginSource, "kind" | "location"> = {
    node,
    ...(stringValue(refNode) !== undefined ? { ref: stringValue(refNode)!, refNode: refNode! } : {}),
    ...(stringValue(shaNode) !== undefined ? { sha: stringValue(shaNode)!, shaNode: shaNode! } : {}),
  };
  switch (kind) {
    case "github":
      return { ...base, kind, location: `github:${str("repo") ?? ""}` };
    case "url":
      return { ...base, kind, location: str("url") ?? "" };
    case "git-subdir": {
      const url = str("url") ?? "";
      const subdir = str("path");
      // `owner/repo` is GitHub shorthand here.
      return { ...base, kind, location: /^[\w.-]+\/[\w.-]+$/.test(url) ? `github:${url}` : url, ...(subdir !== undefined ? { subdir } : {}) };
    }
    case "npm":
      return { ...base, kind, location: str("package") ?? "" };
    default:
      return { ...base, kind: "unknown", location: kind ?? "" };
  }
}

/** Whether a source's `sha` is a full commit. */
export function isCommit(value: string | undefined): boolean {
  return value !== undefined && SHA.test(value);
}

/** The git URL `git ls-remote` reads for a source (GitHub shorthand as https). */
export function gitUrlOf(source: PluginSource): string | undefined {
  if (source.kind !== "github" && source.kind !== "url" && source.kind !== "git-subdir") return undefined;
  if (source.location.startsWith("github:")) {
    const repo = source.location.slice("github:".length);
    return /^[\w.-]+\/[\w.-]+$/.test(repo) ? `https://github.com/${repo}.git` : undefined;
  }
  return source.location === "" ? undefined : source.location;
}

/** The names of a plugin entry's inline servers (for messages). */
export function entryServerNames(entry: PluginEntry): string[] {
  return entries(property(entry.node, "mcpServers")).map((e) => e.key);
}
