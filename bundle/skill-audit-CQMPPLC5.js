import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-TDBYEDOB.js";
import {
  SKILL_RULES
} from "./chunk-ROTD6RGS.js";
import "./chunk-OGAYEDL4.js";
import "./chunk-DYLAA2OS.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
