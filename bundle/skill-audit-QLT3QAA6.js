import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-JO3KQLGR.js";
import {
  SKILL_RULES,
  pluginHookSecrets
} from "./chunk-VBOB4OP5.js";
import "./chunk-3RQIAXHC.js";
import "./chunk-KW6EWR4Q.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill,
  pluginHookSecrets
};
