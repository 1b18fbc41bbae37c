import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  SKILL_RULES
} from "./chunk-SR7CYNUN.js";
import {
  MCP_RULES
} from "./chunk-V4UHRZMD.js";

// src/rules/index.ts
var ALL_RULES = [...MCP_RULES, ...SKILL_RULES];
function ruleById(id) {
  return ALL_RULES.find((r) => r.meta.id === id);
}

export {
  ALL_RULES,
  ruleById
};
