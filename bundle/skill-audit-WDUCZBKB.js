import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-2MWFMWYO.js";
import {
  SKILL_RULES
} from "./chunk-74XPSCZM.js";
import "./chunk-X74SORYU.js";
import "./chunk-VID52HIM.js";
import "./chunk-UIPEO2ZZ.js";
export {
  SKILL_RULES,
  auditSkill
};
