import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-NOWRVRJI.js";
import {
  SKILL_RULES
} from "./chunk-ZIUSHGHF.js";
import "./chunk-RFMEETXH.js";
import "./chunk-DYLAA2OS.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
