import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  skill_audit_exports
} from "./chunk-EIH5NHKZ.js";
import {
  discoverAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
} from "./chunk-PC3IYL5Z.js";
import "./chunk-OT7BNP2O.js";
import "./chunk-URVMJ3ZB.js";
import "./chunk-JCJIWJHD.js";
import {
  ALL_RULES,
  ruleById
} from "./chunk-AHCTYMNP.js";
import {
  fixSkill,
  lintSkill
} from "./chunk-X2IRXFHF.js";
import {
  SKILL_RULES
} from "./chunk-UJS2GGI5.js";
import "./chunk-C62DOMU6.js";
import {
  loadSkill
} from "./chunk-LI2KC5IK.js";
import {
  MCP_RULES
} from "./chunk-VKWV3V4E.js";
import "./chunk-SBB2ENPT.js";
import {
  fixMcpSource,
  lintMcpSource
} from "./chunk-EQXLQ53X.js";
import "./chunk-FNWKRVZ5.js";
import {
  parseLaunch
} from "./chunk-FGBYDFCN.js";
import "./chunk-QC7GVMBT.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-KO2MSAV2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-FA2PSAXC.js";
import "./chunk-T424GTRA.js";
import "./chunk-JVNJ7RXK.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-II3GD5EO.js";
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
} from "./chunk-WDGVGUEW.js";
import "./chunk-ODMBDEQP.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-LBNK5NAS.js";
import "./chunk-U2NMSOBP.js";
import {
  decodeSource,
  sourceFromText
} from "./chunk-5VLMOX73.js";
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
