import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  runAudit,
  runAuditOnline
} from "./chunk-TETLZMNS.js";
import "./chunk-OMVMO57F.js";
import "./chunk-MK3RFMCI.js";
import {
  fixMcpSource,
  fixSkill,
  lintMcpSource,
  lintSkill
} from "./chunk-UCODRONW.js";
import {
  parseLaunch
} from "./chunk-IJDGSSVR.js";
import "./chunk-DVYPNYWB.js";
import {
  HOSTS,
  HOST_IDS,
  dialectForPath,
  hostForPath
} from "./chunk-S5KVMLUD.js";
import {
  ALL_RULES,
  MCP_RULES,
  SKILL_RULES,
  ruleById
} from "./chunk-355Z5T5L.js";
import "./chunk-XGECS6YB.js";
import "./chunk-TTKOCA6W.js";
import {
  redact
} from "./chunk-G3M64UOZ.js";
import "./chunk-TI5XZFJ4.js";
import "./chunk-V4BCTFAF.js";
import {
  loadSkill
} from "./chunk-MXZTHT44.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-GSTHWJQ6.js";
import {
  decodeSource,
  sourceFromText
} from "./chunk-GG72DJKT.js";
import "./chunk-6EEGWGKK.js";
import "./chunk-5TLXKZSW.js";
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
