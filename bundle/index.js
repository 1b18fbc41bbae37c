import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  skill_audit_exports
} from "./chunk-PIZ6POXU.js";
import {
  discoverAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
} from "./chunk-BR5NPKYP.js";
import "./chunk-OT7BNP2O.js";
import "./chunk-SR3FPYAO.js";
import "./chunk-JCJIWJHD.js";
import {
  ALL_RULES,
  ruleById
} from "./chunk-UA6VEEHA.js";
import {
  fixSkill,
  lintSkill
} from "./chunk-Z6DCUJPQ.js";
import {
  fixMcpSource,
  lintMcpSource
} from "./chunk-ASVP622M.js";
import {
  MCP_RULES
} from "./chunk-7N6PYCYI.js";
import {
  parseLaunch
} from "./chunk-SNNPNMHP.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import {
  SKILL_RULES
} from "./chunk-L7HH2366.js";
import "./chunk-7VFK25UT.js";
import {
  loadSkill
} from "./chunk-5V4VT7N7.js";
import "./chunk-T3HH4IM4.js";
import "./chunk-KO2MSAV2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-FA2PSAXC.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-M4U2DELX.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-EMFC5X6B.js";
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
import "./chunk-JVNJ7RXK.js";
import "./chunk-KYX5FRLT.js";
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
