// mcp-audit/eslint: the core rules as an ESLint plugin for flat config (ESLint 9 and 10), so editors
// show the same findings as the CLI, with safe fixes as fixes and unsafe ones as suggestions.
//
//   import mcpAudit from "mcp-audit/eslint";
//   export default [...mcpAudit.configs.recommended];
//
// configs.recommended is scoped: it names only the files mcp-audit owns (MCP configs by location,
// SKILL.md), gives them the plugin's own languages, and sets no option another language could
// reject, so it sits beside @eslint/js, typescript-eslint, eslint-plugin-jsonc, @eslint/json and
// @eslint/markdown configs in either order (see ./languages.ts).
import type { Language } from "@eslint/core";
import json from "@eslint/json";
import { loadConfig } from "../core/config.js";
import { packageVersion } from "../core/package-root.js";
import type { Severity } from "../core/types.js";
import { hostForPath } from "../hosts/index.js";
import { CONFIG_LOCATIONS } from "../hosts/locations.js";
import { ALL_RULES, MCP_RULES, SKILL_RULES } from "../rules/index.js";
import { createEslintRule, type EslintLanguage, type EslintRule } from "./adapter.js";
import { inputsDigestSetting } from "./cache-key.js";
import { MCP_CONFIG, SKILL_MD } from "./documents.js";
import { ownedLanguage } from "./languages.js";

// @eslint/markdown is an optional peer: without it the plugin still lints MCP configs.
const markdown = await import("@eslint/markdown").then((m) => m.default, () => undefined);

export type { DocumentKind, EslintRule } from "./adapter.js";

type EslintLevel = "error" | "warn" | "off";

export interface McpAuditConfig {
  name: string;
  files: string[];
  language: string;
  plugins: Record<string, object>;
  rules: Record<string, EslintLevel>;
  settings: Record<string, unknown>;
}

export interface McpAuditPlugin {
  meta: { name: string; version: string; namespace: string };
  /** ESLint's Language interface (typed by @eslint/core, which ESLint brings). */
  languages: Record<string, Language>;
  rules: Record<string, EslintRule>;
  configs: { recommended: McpAuditConfig[] };
}

const NAMESPACE = "mcp-audit";

/**
 * The MCP configs the plugin lints: the host locations (src/hosts/locations.ts, the list the
 * pre-commit hook's pattern comes from) whose host the plugin's lint knows by location.
 */
export const MCP_CONFIG_FILES = CONFIG_LOCATIONS.filter((l) => hostForPath(`/p/${l.glob.slice(3).replace(/\*/g, "x")}`) !== undefined).map((l) => l.glob);
export const SKILL_FILES = ["**/SKILL.md"];

// ESLint has two levels that report: the core's info becomes a warning rather than nothing.
export const ESLINT_LEVEL: Record<Severity, "error" | "warn"> = { error: "error", warning: "warn", info: "warn" };

const version = packageVersion();

const rules: Record<string, EslintRule> = Object.fromEntries([
  ...MCP_RULES.map((rule) => [rule.meta.id, createEslintRule(rule.meta, MCP_CONFIG, version)] as const),
  ...SKILL_RULES.map((rule) => [rule.meta.id, createEslintRule(rule.meta, SKILL_MD, version)] as const),
]);

/**
 * Each rule's level: its default, or the severity mcp-audit.config.json gives it (found from the
 * working directory ESLint starts in, as the CLI's). An invalid config changes nothing here; each
 * owned file then says why (./documents.ts).
 */
function levels(ruleIds: readonly string[]): Record<string, EslintLevel> {
  let configured: Map<string, { severity?: Severity | "off" }> = new Map();
  try {
    configured = loadConfig(process.cwd(), ALL_RULES.map((r) => r.meta.id)).settings;
  } catch {
    // reported per file
  }
  return Object.fromEntries(
    ruleIds.map((id) => {
      const severity = configured.get(id)?.severity ?? ALL_RULES.find((r) => r.meta.id === id)!.meta.defaultSeverity;
      return [`${NAMESPACE}/${id}`, severity === "off" ? "off" : ESLINT_LEVEL[severity]];
    }),
  );
}

const baseLanguage = (plugin: unknown, id: string) => (plugin as { languages: Record<string, EslintLanguage> }).languages[id]!;
const languages: Record<string, Language> = {
  // JSONC with trailing commas for every host: a comment or trailing comma in a strict-JSON file reaches
  // invalid-config (which says the host will fail to load it, and fixes the comma) instead of stopping the parser.
  jsonc: ownedLanguage(baseLanguage(json, "jsonc"), { allowTrailingCommas: true }) as unknown as Language,
  ...(markdown ? { markdown: ownedLanguage(baseLanguage(markdown, "commonmark"), { frontmatter: "yaml" }) as unknown as Language } : {}),
};

const plugin: McpAuditPlugin = {
  meta: { name: "mcp-audit", version, namespace: NAMESPACE },
  languages,
  rules,
  configs: { recommended: [] },
};

// In every config that owns files: their cache key covers the other files their findings read.
const settings = { [NAMESPACE]: { inputs: inputsDigestSetting(() => process.cwd()) } };

plugin.configs.recommended.push({
  name: "mcp-audit/recommended/mcp-configs",
  files: MCP_CONFIG_FILES,
  language: `${NAMESPACE}/jsonc`,
  plugins: { [NAMESPACE]: plugin },
  rules: levels(MCP_RULES.map((r) => r.meta.id)),
  settings,
});
if (markdown) {
  plugin.configs.recommended.push({
    name: "mcp-audit/recommended/skills",
    files: SKILL_FILES,
    language: `${NAMESPACE}/markdown`,
    plugins: { [NAMESPACE]: plugin },
    rules: levels(SKILL_RULES.map((r) => r.meta.id)),
    settings,
  });
}

export default plugin;
