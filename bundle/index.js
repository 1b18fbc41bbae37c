import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  skill_audit_exports
} from "./chunk-IJJN6HTV.js";
import {
  discoverAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
} from "./chunk-F53MLPHC.js";
import "./chunk-OT7BNP2O.js";
import "./chunk-7XRI7LPK.js";
import "./chunk-JCJIWJHD.js";
import {
  ALL_RULES,
  ruleById
} from "./chunk-EXGZTEQP.js";
import {
  fixSkill,
  lintSkill
} from "./chunk-I3VUC4XA.js";
import {
  SKILL_RULES
} from "./chunk-IMQIAIW4.js";
import "./chunk-44FRGG6F.js";
import {
  loadSkill
} from "./chunk-F6HNJKIT.js";
import {
  MCP_RULES
} from "./chunk-YJKHF53F.js";
import "./chunk-SBB2ENPT.js";
import {
  fixMcpSource,
  lintMcpSource
} from "./chunk-H5RR2R5W.js";
import "./chunk-CZZGMUC7.js";
import {
  parseLaunch
} from "./chunk-FGBYDFCN.js";
import "./chunk-GTUAKENL.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-KO2MSAV2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-FA2PSAXC.js";
import "./chunk-HTRB2IB6.js";
import "./chunk-JVNJ7RXK.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-ME4QWO5I.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-V4BCTFAF.js";
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
} from "./chunk-JBNLXBQ5.js";
import "./chunk-4AHLUP72.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-AT75Z4VP.js";
import "./chunk-LPJRQZWY.js";
import {
  decodeSource,
  sourceFromText
} from "./chunk-FMFMBWIV.js";
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
