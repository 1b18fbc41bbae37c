import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-DN73TQDV.js";
import {
  SKILL_RULES
} from "./chunk-ADFI6P7W.js";
import "./chunk-HSPQTZBK.js";
import "./chunk-PUICLPDO.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
