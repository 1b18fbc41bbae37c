import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  skill_audit_exports
} from "./chunk-UKEUPJBV.js";
import {
  discoverAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
} from "./chunk-VQGMIVRV.js";
import "./chunk-WOTOK6YW.js";
import "./chunk-OT7BNP2O.js";
import "./chunk-DBU6YV3G.js";
import "./chunk-JCJIWJHD.js";
import {
  ALL_RULES,
  ruleById
} from "./chunk-HSHY4CZL.js";
import {
  fixSkill,
  lintSkill
} from "./chunk-E7MZMKNP.js";
import {
  SKILL_RULES
} from "./chunk-UUBUHQKG.js";
import "./chunk-6CYT4LYD.js";
import {
  loadSkill
} from "./chunk-ZUCZTHXN.js";
import {
  MCP_RULES
} from "./chunk-DMOU2WTQ.js";
import "./chunk-SBB2ENPT.js";
import {
  fixMcpSource,
  lintMcpSource
} from "./chunk-SO2LVZR3.js";
import "./chunk-HQVHLBYC.js";
import {
  parseLaunch
} from "./chunk-FGBYDFCN.js";
import "./chunk-KO2MSAV2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-OZA2EQYA.js";
import "./chunk-FA2PSAXC.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-UQNAJ6WB.js";
import "./chunk-JVNJ7RXK.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-ME4QWO5I.js";
import "./chunk-LFNZU7KB.js";
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
} from "./chunk-W6ZKD7QN.js";
import "./chunk-FMKRLOQ4.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-Q4MZXFNT.js";
import "./chunk-ZY4Q3GHC.js";
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
