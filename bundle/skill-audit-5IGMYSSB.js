import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-D2XJSAKX.js";
import {
  SKILL_RULES
} from "./chunk-PUVHICV5.js";
import "./chunk-3ZIAG33D.js";
import "./chunk-P7M7VVJQ.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
