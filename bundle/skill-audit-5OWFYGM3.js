import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-MQE666UG.js";
import {
  SKILL_RULES
} from "./chunk-NGWUT2KW.js";
import "./chunk-SIDOYRSF.js";
import "./chunk-C25LJ6YM.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
