import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  runAudit,
  runAuditOnline
} from "./chunk-G3Z46HKO.js";
import "./chunk-MMFNJAG3.js";
import "./chunk-JODRBQJU.js";
import {
  fixMcpSource,
  fixSkill,
  lintMcpSource,
  lintSkill
} from "./chunk-3RP2Y5WK.js";
import {
  parseLaunch
} from "./chunk-UALBWAKZ.js";
import "./chunk-DVYPNYWB.js";
import {
  HOSTS,
  HOST_IDS,
  dialectForPath,
  hostForPath
} from "./chunk-547AQT2J.js";
import {
  ALL_RULES,
  MCP_RULES,
  SKILL_RULES,
  ruleById
} from "./chunk-GIPGRCBL.js";
import "./chunk-XGECS6YB.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import {
  loadSkill
} from "./chunk-G66TRMVE.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-AQLXUCI6.js";
import {
  redact
} from "./chunk-GVUCWYBO.js";
import "./chunk-GSTHWJQ6.js";
import {
  decodeSource,
  sourceFromText
} from "./chunk-GG72DJKT.js";
import "./chunk-ZV3BCOS4.js";
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
