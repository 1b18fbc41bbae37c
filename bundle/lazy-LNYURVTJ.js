import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  MCP_RULES
} from "./chunk-ML2CBPR2.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-FGBYDFCN.js";
import "./chunk-KO2MSAV2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-SMR4MTZN.js";
import "./chunk-UQNAJ6WB.js";
import "./chunk-JVNJ7RXK.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-FMKRLOQ4.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-Q4MZXFNT.js";
import "./chunk-ZY4Q3GHC.js";
import "./chunk-FMFMBWIV.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
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
  return (await import("./skill-rules-WPKKT53T.js")).SKILL_RULES;
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
