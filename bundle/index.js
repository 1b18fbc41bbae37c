import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  skill_audit_exports
} from "./chunk-W2OWD3XJ.js";
import {
  discoverAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
} from "./chunk-J3XGNVA2.js";
import "./chunk-SR3FPYAO.js";
import {
  ALL_RULES,
  ruleById
} from "./chunk-PMBNYFBE.js";
import {
  fixSkill,
  lintSkill
} from "./chunk-NFS75RTI.js";
import {
  SKILL_RULES
} from "./chunk-2YUEJBD7.js";
import {
  loadSkill
} from "./chunk-7JYJZISD.js";
import {
  MCP_RULES
} from "./chunk-6TEPZIXW.js";
import "./chunk-SBB2ENPT.js";
import {
  fixMcpSource,
  lintMcpSource
} from "./chunk-ADJ3T6E5.js";
import {
  parseLaunch
} from "./chunk-LYH5XCFZ.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-HZXFFGZS.js";
import "./chunk-6C5YGYLX.js";
import "./chunk-L2FF5SBO.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-M4U2DELX.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-P5O64WHN.js";
import {
  redact
} from "./chunk-GVUCWYBO.js";
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
import "./chunk-OT7BNP2O.js";
import "./chunk-JCJIWJHD.js";
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
