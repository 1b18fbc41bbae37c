// What a front door needs of the rules before it knows what it will audit: the MCP rules, every rule's
// id (to check --rule and the config), and the skill rules on demand, so that a pre-commit run over a
// few configs never loads the skill rules and their data (a run loads them with the skill support,
// src/audit/skill-audit.ts).
import { MCP_RULES } from "./mcp-rules.js";
import type { Rule, SkillRule } from "../types.js";

/** The ids of src/rules/registry/skill-rules.ts, in order, without loading it (a test keeps them in step). */
export const SKILL_RULE_IDS: readonly string[] = [
  "skill-frontmatter",
  "skill-name",
  "skill-description",
  "skill-body",
  "skill-broken-reference",
  "skill-hidden-content",
  "skill-risky-script",
  "skill-unaudited-file",
  "skill-guard-invocation",
  "skill-not-servable",
];

/** Every rule id, MCP rules first. */
export const ALL_RULE_IDS: readonly string[] = [...MCP_RULES.map((r) => r.meta.id), ...SKILL_RULE_IDS];

/** The skill rules, loaded on demand. */
export async function loadSkillRules(): Promise<readonly SkillRule[]> {
  return (await import("./skill-rules.js")).SKILL_RULES;
}

/** Every rule, MCP rules first (--list-rules). */
export async function loadAllRules(): Promise<readonly Rule[]> {
  return [...MCP_RULES, ...(await loadSkillRules())];
}
