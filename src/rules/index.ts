// The one registry of rules: MCP config rules in src/rules/registry/mcp-rules.ts, skill rules in
// src/rules/registry/skill-rules.ts (each list on one screen). This module loads both; front doors that want
// to load the skill rules only when a skill is audited use src/rules/registry/lazy.ts instead.
import type { Rule } from "./types.js";
import { MCP_RULES } from "./registry/mcp-rules.js";
import { SKILL_RULES } from "./registry/skill-rules.js";

export { MCP_RULES } from "./registry/mcp-rules.js";
export { SKILL_RULES } from "./registry/skill-rules.js";

export const ALL_RULES: readonly Rule[] = [...MCP_RULES, ...SKILL_RULES];

export function ruleById(id: string): Rule | undefined {
  return ALL_RULES.find((r) => r.meta.id === id);
}
