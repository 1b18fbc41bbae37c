import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-JXJNWPLQ.js";
import {
  SKILL_RULES
} from "./chunk-2CG55CJW.js";
import "./chunk-NCWJG6WG.js";
import "./chunk-S7WOFWBE.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
