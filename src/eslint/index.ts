// mcp-audit/eslint: the core rules as an ESLint plugin for flat config (ESLint 9 and 10), so editors
// show the same findings as the CLI, with safe fixes as fixes and unsafe ones as suggestions.
//
//   import mcpAudit from "mcp-audit/eslint";
//   export default [...mcpAudit.configs.recommended];
import json from "@eslint/json";
import { packageVersion } from "../core/package-root.js";
import type { Severity } from "../core/types.js";
import { MCP_RULES, SKILL_RULES } from "../rules/index.js";
import { createEslintRule, type EslintRule } from "./adapter.js";
import { MCP_CONFIG, SKILL_MD } from "./documents.js";

// @eslint/markdown is an optional peer: without it the plugin still lints MCP configs.
const markdown = await import("@eslint/markdown").then((m) => m.default, () => undefined);

export type { DocumentKind, EslintRule } from "./adapter.js";

type EslintLevel = "error" | "warn";

export interface McpAuditConfig {
  name: string;
  files: string[];
  language: string;
  languageOptions?: Record<string, unknown>;
  plugins: Record<string, object>;
  rules: Record<string, EslintLevel>;
}

export interface McpAuditPlugin {
  meta: { name: string; version: string; namespace: string };
  rules: Record<string, EslintRule>;
  configs: { recommended: McpAuditConfig[] };
}

const NAMESPACE = "mcp-audit";

/** Files whose host reads strict JSON, and the one that reads JSONC (src/hosts: `jsonc`). */
const STRICT_JSON_FILES = ["**/.mcp.json", "**/.cursor/mcp.json", "**/claude_desktop_config.json"];
const JSONC_FILES = ["**/.vscode/mcp.json"];

// ESLint has two levels that report: the core's info becomes a warning rather than nothing.
export const ESLINT_LEVEL: Record<Severity, EslintLevel> = { error: "error", warning: "warn", info: "warn" };

const version = packageVersion();

const rules: Record<string, EslintRule> = Object.fromEntries([
  ...MCP_RULES.map((rule) => [rule.meta.id, createEslintRule(rule.meta, MCP_CONFIG)] as const),
  ...SKILL_RULES.map((rule) => [rule.meta.id, createEslintRule(rule.meta, SKILL_MD)] as const),
]);
const levels = Object.fromEntries(MCP_RULES.map((rule) => [`${NAMESPACE}/${rule.meta.id}`, ESLINT_LEVEL[rule.meta.defaultSeverity]]));
const skillLevels = Object.fromEntries(SKILL_RULES.map((rule) => [`${NAMESPACE}/${rule.meta.id}`, ESLINT_LEVEL[rule.meta.defaultSeverity]]));

const plugin: McpAuditPlugin = {
  meta: { name: "mcp-audit", version, namespace: NAMESPACE },
  rules,
  configs: { recommended: [] },
};

const plugins = { json, [NAMESPACE]: plugin };

plugin.configs.recommended.push(
  // Strict-JSON hosts are parsed as JSONC too, so a comment or trailing comma reaches invalid-config
  // (which says the host will fail to load the file, and fixes the comma) instead of stopping ESLint's parser.
  { name: "mcp-audit/recommended/json", files: STRICT_JSON_FILES, language: "json/jsonc", languageOptions: { allowTrailingCommas: true }, plugins, rules: { ...levels } },
  // VS Code reads .vscode/mcp.json as JSONC, trailing commas included.
  { name: "mcp-audit/recommended/jsonc", files: JSONC_FILES, language: "json/jsonc", languageOptions: { allowTrailingCommas: true }, plugins, rules: { ...levels } },
);
if (markdown) {
  plugin.configs.recommended.push({
    name: "mcp-audit/recommended/skills",
    files: ["**/SKILL.md"],
    language: "markdown/commonmark",
    languageOptions: { frontmatter: "yaml" },
    plugins: { markdown, [NAMESPACE]: plugin },
    rules: { ...skillLevels },
  });
}

export default plugin;
