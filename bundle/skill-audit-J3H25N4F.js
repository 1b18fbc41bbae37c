import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-4GGCOYYN.js";
import {
  SKILL_RULES
} from "./chunk-2YUCNRHX.js";
import "./chunk-3RQIAXHC.js";
import "./chunk-KW6EWR4Q.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
