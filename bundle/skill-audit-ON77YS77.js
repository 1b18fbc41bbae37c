import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-LRFIBWQU.js";
import {
  SKILL_RULES
} from "./chunk-4MWWO7Y3.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-F4DDOZWE.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
