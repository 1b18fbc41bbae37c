import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-DKG2LCHE.js";
import {
  SKILL_RULES
} from "./chunk-VY3QXUOX.js";
import "./chunk-WXDWPR4E.js";
import "./chunk-KYE3GT5Q.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
