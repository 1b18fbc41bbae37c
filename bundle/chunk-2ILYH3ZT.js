import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  property,
  stringValue
} from "./chunk-7FJOOQNA.js";
import {
  containsReference
} from "./chunk-ZV3BCOS4.js";

// src/hosts/claude-plugins.ts
import path from "node:path";
var claudeServers = {
  serverMapKey: "mcpServers",
  foreignServerMapKeys: [],
  jsonc: false,
  transports: ["stdio", "http", "sse", "ws"],
  inputs: false,
  envReference: (name) => `\${${name}}`,
  isVariableReference: (value) => containsReference(value),
  serverMapOptional: true
};
function inlineHooks(root, at) {
  const hooks = property(root, "hooks");
  if (hooks?.type === "object") return [{ path: [...at, "hooks"], node: hooks }];
  if (hooks?.type === "array") return (hooks.children ?? []).flatMap((h, i) => h.type === "object" ? [{ path: [...at, "hooks", i], node: h }] : []);
  return [];
}
function inlineServers(root, at) {
  const servers = property(root, "mcpServers");
  if (servers?.type === "object") return [{ path: [...at, "mcpServers"], node: servers, shape: "object", ignoredByHost: false }];
  if (servers?.type === "array") {
    return (servers.children ?? []).flatMap((s, i) => s.type === "object" ? [{ path: [...at, "mcpServers", i], node: s, shape: "object", ignoredByHost: false }] : []);
  }
  return [];
}
function inlineCommands(root, at) {
  const out = [];
  const monitors = property(root, "monitors");
  if (monitors?.type === "array") out.push({ path: [...at, "monitors"], node: monitors, shape: "monitors" });
  const lsp = property(root, "lspServers");
  if (lsp?.type === "object") out.push({ path: [...at, "lspServers"], node: lsp, shape: "lsp" });
  return out;
}
var claudeCodeSettings = {
  id: "claude-code-settings",
  displayName: "Claude Code",
  ...claudeServers,
  source: "https://code.claude.com/docs/en/settings",
  fileKind: "Claude Code settings file",
  serverMaps: () => [],
  hookMaps: (root) => inlineHooks(root, [])
};
var claudePlugin = {
  id: "claude-plugin",
  displayName: "Claude Code",
  ...claudeServers,
  source: "https://code.claude.com/docs/en/plugins-reference; SchemaStore claude-code-plugin-manifest.json",
  fileKind: "Claude Code plugin manifest",
  serverMaps: (root) => inlineServers(root, []),
  hookMaps: (root) => [...inlineHooks(root, []), ...inlineCommands(root, [])]
};
var claudeMarketplace = {
  id: "claude-marketplace",
  displayName: "Claude Code",
  ...claudeServers,
  source: "https://code.claude.com/docs/en/plugin-marketplaces; SchemaStore claude-code-marketplace.json",
  fileKind: "Claude Code plugin marketplace",
  serverMaps: (root) => pluginEntries(root).flatMap((p) => inlineServers(p.node, ["plugins", p.index])),
  hookMaps: (root) => pluginEntries(root).flatMap((p) => [...inlineHooks(p.node, ["plugins", p.index]), ...inlineCommands(p.node, ["plugins", p.index])])
};
var claudeHooks = {
  id: "claude-hooks",
  displayName: "Claude Code",
  ...claudeServers,
  source: "https://code.claude.com/docs/en/hooks; anthropics/claude-code plugins/*/hooks/hooks.json",
  fileKind: "Claude Code hooks file",
  serverMaps: () => [],
  hookMaps: (root) => inlineHooks(root, []),
  recognizes: (root) => property(root, "hooks")?.type === "object"
};
function pluginRootOf(manifest) {
  return path.dirname(path.dirname(manifest));
}
function pluginLayout(manifest, root) {
  const pluginRoot = pluginRootOf(manifest);
  const layout = { root: pluginRoot, components: [], outside: [] };
  const standard = (kind, rel) => layout.components.push({ kind, path: path.join(pluginRoot, rel), written: `./${rel}`, pointer: "" });
  standard("servers", ".mcp.json");
  standard("hooks", "hooks/hooks.json");
  standard("skills", "skills");
  if (root?.type !== "object") return layout;
  const named = (kind, key, accept) => {
    const value = property(root, key);
    const strings = value?.type === "string" ? [{ node: value, at: `/${key}` }] : value?.type === "array" ? (value.children ?? []).map((node, i) => ({ node, at: `/${key}/${i}` })) : [];
    for (const { node, at } of strings) {
      const written = stringValue(node);
      if (written === void 0 || !accept(written)) continue;
      const resolved = insidePlugin(pluginRoot, written);
      if (resolved === void 0) layout.outside.push({ written, pointer: at });
      else if (!layout.components.some((c) => c.kind === kind && c.path === resolved)) layout.components.push({ kind, path: resolved, written, pointer: at });
    }
  };
  named("servers", "mcpServers", (w) => !/\.mcpb$/i.test(w) && !/^[a-z][a-z0-9+.-]*:/i.test(w));
  named("hooks", "hooks", () => true);
  named("skills", "skills", () => true);
  return layout;
}
function insidePlugin(root, written) {
  if (!written.startsWith("./") || written.includes("\0")) return void 0;
  const resolved = path.resolve(root, written);
  const rel = path.relative(root, resolved);
  return rel === "" || !rel.startsWith("..") && !path.isAbsolute(rel) ? resolved : void 0;
}
function pluginEntries(root) {
  const plugins = property(root, "plugins");
  return (plugins?.type === "array" ? plugins.children ?? [] : []).flatMap((node, index) => node.type === "object" ? [{ index, node, name: stringValue(property(node, "name")) }] : []);
}
var SHA = /^[a-f0-9]{40}$/;
function pluginSource(entry) {
  const node = property(entry.node, "source");
  if (!node) return void 0;
  if (node.type === "string") return { kind: "relative", node, location: String(node.value) };
  if (node.type !== "object") return void 0;
  const str = (key) => stringValue(property(node, key));
  const kind = str("source");
  const refNode = property(node, kind === "npm" ? "version" : "ref");
  const shaNode = property(node, "sha");
  const base = {
    node,
    ...stringValue(refNode) !== void 0 ? { ref: stringValue(refNode), refNode } : {},
    ...stringValue(shaNode) !== void 0 ? { sha: stringValue(shaNode), shaNode } : {}
  };
  switch (kind) {
    case "github":
      return { ...base, kind, location: `github:${str("repo") ?? ""}` };
    case "url":
      return { ...base, kind, location: str("url") ?? "" };
    case "git-subdir": {
      const url = str("url") ?? "";
      const subdir = str("path");
      return { ...base, kind, location: /^[\w.-]+\/[\w.-]+$/.test(url) ? `github:${url}` : url, ...subdir !== void 0 ? { subdir } : {} };
    }
    case "npm":
      return { ...base, kind, location: str("package") ?? "" };
    default:
      return { ...base, kind: "unknown", location: kind ?? "" };
  }
}
function isCommit(value) {
  return value !== void 0 && SHA.test(value);
}
function gitUrlOf(source) {
  if (source.kind !== "github" && source.kind !== "url" && source.kind !== "git-subdir") return void 0;
  if (source.location.startsWith("github:")) {
    const repo = source.location.slice("github:".length);
    return /^[\w.-]+\/[\w.-]+$/.test(repo) ? `https://github.com/${repo}.git` : void 0;
  }
  return source.location === "" ? void 0 : source.location;
}

export {
  claudeCodeSettings,
  claudePlugin,
  claudeMarketplace,
  claudeHooks,
  pluginLayout,
  pluginEntries,
  pluginSource,
  isCommit,
  gitUrlOf
};
