import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-3VNJGA6T.js";
import {
  SKILL_RULES
} from "./chunk-PS5TUWLK.js";
import "./chunk-MKHRVU4E.js";
import "./chunk-DYLAA2OS.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
