import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-IS6OJOOV.js";
import {
  SKILL_RULES
} from "./chunk-VZM5N2L4.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-YMLCLBXP.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
