import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  MCP_RULES
} from "./chunk-EHLTFN4A.js";
import {
  SKILL_RULES
} from "./chunk-2OVDAXLO.js";

// src/rules/index.ts
var ALL_RULES = [...MCP_RULES, ...SKILL_RULES];
function ruleById(id) {
  return ALL_RULES.find((r) => r.meta.id === id);
}

export {
  ALL_RULES,
  ruleById
};
