import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  MCP_RULES
} from "./chunk-6TEPZIXW.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-L2FF5SBO.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-GVUCWYBO.js";
import "./chunk-XQIKUDHJ.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-ZIYZMNLY.js";

// src/rules/lazy.ts
var SKILL_RULE_IDS = [
  "skill-frontmatter",
  "skill-name",
  "skill-description",
  "skill-body",
  "skill-broken-reference",
  "skill-hidden-content",
  "skill-risky-script",
  "skill-unaudited-file",
  "skill-guard-invocation"
];
var ALL_RULE_IDS = [...MCP_RULES.map((r) => r.meta.id), ...SKILL_RULE_IDS];
async function loadSkillRules() {
  return (await import("./skill-rules-VX6AMSXG.js")).SKILL_RULES;
}
async function loadAllRules() {
  return [...MCP_RULES, ...await loadSkillRules()];
}
export {
  ALL_RULE_IDS,
  SKILL_RULE_IDS,
  loadAllRules,
  loadSkillRules
};
