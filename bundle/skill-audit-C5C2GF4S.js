import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-JLI63YNJ.js";
import {
  SKILL_RULES
} from "./chunk-YLLVOZCT.js";
import "./chunk-S3XXMKIQ.js";
import "./chunk-SRG2HXGD.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
