import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-IWM6HEAW.js";
import {
  SKILL_RULES
} from "./chunk-URHYHXXQ.js";
import "./chunk-OGAYEDL4.js";
import "./chunk-DYLAA2OS.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
