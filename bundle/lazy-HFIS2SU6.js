import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  MCP_RULES
} from "./chunk-3W3G42WV.js";
import "./chunk-DCPUGWCF.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-ZNMJST73.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-GOKKKTPB.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-M4U2DELX.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-P5O64WHN.js";
import "./chunk-XQIKUDHJ.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
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
  "skill-guard-invocation",
  "skill-not-servable"
];
var ALL_RULE_IDS = [...MCP_RULES.map((r) => r.meta.id), ...SKILL_RULE_IDS];
async function loadSkillRules() {
  return (await import("./skill-rules-SIPDTQGI.js")).SKILL_RULES;
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
