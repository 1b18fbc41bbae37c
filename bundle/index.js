import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  runAudit,
  runAuditOnline
} from "./chunk-IQD4XI7N.js";
import "./chunk-V6UEMK55.js";
import "./chunk-TZHIJ3DX.js";
import {
  fixMcpSource,
  fixSkill,
  lintMcpSource,
  lintSkill
} from "./chunk-IDXT4PRO.js";
import {
  parseLaunch
} from "./chunk-BQB323XR.js";
import {
  ALL_RULES,
  MCP_RULES,
  SKILL_RULES,
  ruleById
} from "./chunk-CCVR7GLB.js";
import "./chunk-XGECS6YB.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import {
  loadSkill
} from "./chunk-6UU2SULB.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-N3N4K6GB.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-AQLXUCI6.js";
import {
  redact
} from "./chunk-GVUCWYBO.js";
import {
  HOSTS,
  HOST_IDS,
  dialectForPath,
  hostForPath
} from "./chunk-R4XPK6FM.js";
import "./chunk-JBXBF334.js";
import {
  decodeSource,
  sourceFromText
} from "./chunk-GG72DJKT.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-ZIYZMNLY.js";
export {
  ALL_RULES,
  HOSTS,
  HOST_IDS,
  MCP_RULES,
  SKILL_RULES,
  decodeSource,
  dialectForPath,
  fixMcpSource,
  fixSkill,
  hostForPath,
  lintMcpSource,
  lintSkill,
  loadSkill,
  parseLaunch,
  redact,
  ruleById,
  runAudit,
  runAuditOnline,
  sourceFromText
};
