import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-KROLF7G4.js";
import {
  SKILL_RULES
} from "./chunk-5WYRCHKJ.js";
import "./chunk-L2ERYI4D.js";
import "./chunk-BT2VVGPW.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
