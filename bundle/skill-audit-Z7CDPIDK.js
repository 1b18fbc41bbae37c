import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-NHDEJTZB.js";
import {
  SKILL_RULES
} from "./chunk-3DPCIL4U.js";
import "./chunk-XRXL7EN4.js";
import "./chunk-LUWMDJ5X.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
