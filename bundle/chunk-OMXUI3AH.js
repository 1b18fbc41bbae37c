import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  MCP_RULES
} from "./chunk-K2C2SLCT.js";
import {
  SKILL_RULES
} from "./chunk-PUVHICV5.js";

// src/rules/index.ts
var ALL_RULES = [...MCP_RULES, ...SKILL_RULES];
function ruleById(id) {
  return ALL_RULES.find((r) => r.meta.id === id);
}

export {
  ALL_RULES,
  ruleById
};
