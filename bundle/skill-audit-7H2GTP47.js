import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-DC25K3XJ.js";
import {
  SKILL_RULES
} from "./chunk-P4C3C52Q.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-XEGQUVCJ.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
