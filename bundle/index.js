import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  skill_audit_exports
} from "./chunk-C4GNGXHP.js";
import {
  discoverAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
} from "./chunk-WGBMGG5Q.js";
import "./chunk-OT7BNP2O.js";
import "./chunk-SR3FPYAO.js";
import "./chunk-JCJIWJHD.js";
import {
  ALL_RULES,
  ruleById
} from "./chunk-RZRGLM2R.js";
import {
  fixSkill,
  lintSkill
} from "./chunk-PTIZ7GBK.js";
import {
  fixMcpSource,
  lintMcpSource
} from "./chunk-WJU3ZMDW.js";
import {
  MCP_RULES
} from "./chunk-3W3G42WV.js";
import {
  parseLaunch
} from "./chunk-CVMPVAI3.js";
import "./chunk-DCPUGWCF.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import {
  SKILL_RULES
} from "./chunk-JL73V4IJ.js";
import "./chunk-AUIHW3O5.js";
import "./chunk-ZNMJST73.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-TTKOCA6W.js";
import {
  loadSkill
} from "./chunk-GOKKKTPB.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-M4U2DELX.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-RJC5ITPU.js";
import {
  redact
} from "./chunk-QYU7G22G.js";
import "./chunk-P5O64WHN.js";
import {
  HOSTS,
  HOST_IDS,
  dialectForPath,
  hostForPath
} from "./chunk-5DB65PJQ.js";
import {
  decodeSource,
  sourceFromText
} from "./chunk-XQIKUDHJ.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-ZIYZMNLY.js";

// src/index.ts
provideSkillSupport(skill_audit_exports);
export {
  ALL_RULES,
  HOSTS,
  HOST_IDS,
  MCP_RULES,
  SKILL_RULES,
  decodeSource,
  dialectForPath,
  discoverAudit,
  fixMcpSource,
  fixSkill,
  hostForPath,
  lintMcpSource,
  lintSkill,
  loadSkill,
  parseLaunch,
  prepareAudit,
  redact,
  ruleById,
  runAudit,
  runAuditOnline,
  sourceFromText
};
