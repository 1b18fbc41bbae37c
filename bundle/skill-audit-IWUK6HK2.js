import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-PFBE74WG.js";
import {
  SKILL_RULES
} from "./chunk-WURME6LY.js";
import "./chunk-DAQYAWQK.js";
import "./chunk-KDJUEBMJ.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
