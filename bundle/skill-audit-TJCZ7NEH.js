import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-4YYZCXNL.js";
import {
  SKILL_RULES
} from "./chunk-URHYHXXQ.js";
import "./chunk-OBDE4V22.js";
import "./chunk-DYLAA2OS.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
