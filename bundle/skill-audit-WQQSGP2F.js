import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditSkill
} from "./chunk-HSOOF36L.js";
import {
  SKILL_RULES,
  pluginHookSecrets
} from "./chunk-7D2WYZON.js";
import "./chunk-3RQIAXHC.js";
import "./chunk-KW6EWR4Q.js";
import "./chunk-H5NEIHFH.js";
export {
  SKILL_RULES,
  auditSkill,
  pluginHookSecrets
};
