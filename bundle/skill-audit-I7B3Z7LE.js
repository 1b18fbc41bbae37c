import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-V5V45BKU.js";
import {
  SKILL_RULES
} from "./chunk-MULMOC6S.js";
import "./chunk-3CSCXXPH.js";
import "./chunk-RGDEUXD7.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
