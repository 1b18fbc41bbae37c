import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  MCP_RULES
} from "./chunk-V4UHRZMD.js";
import "./chunk-GUT2H2LP.js";
import "./chunk-4AEXMRT2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-SMR4MTZN.js";
import "./chunk-46KCANZA.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-GAKXEWR3.js";
import "./chunk-VHZINBXH.js";
import "./chunk-PDMDUPYT.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-CT6HN24R.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-5PMNYAFY.js";
import "./chunk-G6UFI7LU.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-RLJ674YX.js";

// src/rules/registry/lazy.ts
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
  return (await import("./skill-rules-VAR2CPBG.js")).SKILL_RULES;
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
