import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-OQUQVORN.js";
import {
  SKILL_RULES
} from "./chunk-XTR26Y7K.js";
import "./chunk-S6XUTV2T.js";
import "./chunk-RGDEUXD7.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill
};
