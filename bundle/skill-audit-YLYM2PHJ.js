import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-3DID3OK4.js";
import {
  SKILL_RULES
} from "./chunk-XVTR7OCY.js";
import "./chunk-ADKLIVRT.js";
import "./chunk-NKBYD7QB.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
