import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  skill_audit_exports
} from "./chunk-ZTCGYQOB.js";
import {
  discoverAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
} from "./chunk-FSECZHVK.js";
import "./chunk-OT7BNP2O.js";
import "./chunk-SR3FPYAO.js";
import "./chunk-JCJIWJHD.js";
import {
  ALL_RULES,
  ruleById
} from "./chunk-NPVMCTFX.js";
import {
  fixSkill,
  lintSkill
} from "./chunk-7BJWB6EF.js";
import {
  fixMcpSource,
  lintMcpSource
} from "./chunk-FV323JZU.js";
import {
  MCP_RULES
} from "./chunk-VR2U7CJG.js";
import {
  parseLaunch
} from "./chunk-J3LOW7YA.js";
import "./chunk-TAV5CN2G.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import {
  SKILL_RULES
} from "./chunk-YQEPL4YG.js";
import "./chunk-4G3AEZP5.js";
import "./chunk-ZNMJST73.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-TTKOCA6W.js";
import {
  loadSkill
} from "./chunk-BV4DPZMP.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-M4U2DELX.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-DVYPNYWB.js";
import {
  redact
} from "./chunk-GVUCWYBO.js";
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
