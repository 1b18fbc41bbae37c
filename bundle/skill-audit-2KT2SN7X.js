import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-FXYCRC7F.js";
import {
  SKILL_RULES
} from "./chunk-GN4COOA7.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-VCVVIMIM.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
