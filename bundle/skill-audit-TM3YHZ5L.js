import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-ZLBWF6M4.js";
import {
  SKILL_RULES
} from "./chunk-2FTA4W2N.js";
import "./chunk-A6SD6A4H.js";
import "./chunk-TCFLI2XH.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
