import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-SGORO3NU.js";
import {
  SKILL_RULES
} from "./chunk-QR35UXHD.js";
import "./chunk-MKHRVU4E.js";
import "./chunk-DYLAA2OS.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
