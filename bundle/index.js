import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  skill_audit_exports
} from "./chunk-56LOJVAG.js";
import {
  discoverAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
} from "./chunk-S2MLPKF2.js";
import "./chunk-OT7BNP2O.js";
import "./chunk-A5V7VXWZ.js";
import "./chunk-JCJIWJHD.js";
import {
  ALL_RULES,
  ruleById
} from "./chunk-FQERDART.js";
import {
  fixSkill,
  lintSkill
} from "./chunk-6WUPL7UO.js";
import {
  SKILL_RULES
} from "./chunk-JXTQ52OK.js";
import "./chunk-6ULPKJXD.js";
import {
  loadSkill
} from "./chunk-QYEPBCZI.js";
import {
  MCP_RULES
} from "./chunk-ISUAXOFD.js";
import "./chunk-SBB2ENPT.js";
import {
  fixMcpSource,
  lintMcpSource
} from "./chunk-DCZNACLG.js";
import "./chunk-LY626LDK.js";
import {
  parseLaunch
} from "./chunk-FGBYDFCN.js";
import "./chunk-LKLGX5VU.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-KO2MSAV2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-FA2PSAXC.js";
import "./chunk-G6UFI7LU.js";
import "./chunk-JVNJ7RXK.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-CFYSVTDL.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-RJC5ITPU.js";
import {
  redact
} from "./chunk-QYU7G22G.js";
import "./chunk-HF3WKTIK.js";
import {
  HOSTS,
  HOST_IDS,
  dialectForPath,
  hostForPath
} from "./chunk-3OWUWESI.js";
import "./chunk-DUCOGNXL.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import {
  decodeSource,
  sourceFromText
} from "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-UY355DHP.js";
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
