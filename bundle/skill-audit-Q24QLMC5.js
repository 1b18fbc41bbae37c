import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-75LBAQP7.js";
import {
  SKILL_RULES
} from "./chunk-NF3AUGAJ.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-VCVVIMIM.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
