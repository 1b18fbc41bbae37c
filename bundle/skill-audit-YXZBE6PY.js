import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-UVO7KSTF.js";
import {
  SKILL_RULES
} from "./chunk-NEA5IKHH.js";
import "./chunk-BXBO523B.js";
import "./chunk-DYLAA2OS.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
