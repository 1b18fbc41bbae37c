import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  skill_audit_exports
} from "./chunk-5TDTPNKA.js";
import {
  discoverAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
} from "./chunk-2RO5NRPI.js";
import "./chunk-EHY4Q4CT.js";
import "./chunk-GQFVLXPB.js";
import "./chunk-DKULN2VT.js";
import "./chunk-OWKZSN7R.js";
import "./chunk-CG4XZIEM.js";
import {
  ALL_RULES,
  ruleById
} from "./chunk-DH23U4MA.js";
import {
  fixSkill,
  lintSkill
} from "./chunk-G2ML3GBW.js";
import {
  SKILL_RULES
} from "./chunk-CV7Y7TD6.js";
import "./chunk-REFNAZHL.js";
import {
  loadSkill
} from "./chunk-4C34Y5SJ.js";
import {
  MCP_RULES
} from "./chunk-ML2CBPR2.js";
import "./chunk-SBB2ENPT.js";
import {
  fixMcpSource,
  lintMcpSource
} from "./chunk-BVZMNACA.js";
import "./chunk-HQVHLBYC.js";
import {
  parseLaunch
} from "./chunk-FGBYDFCN.js";
import "./chunk-KO2MSAV2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-OZA2EQYA.js";
import "./chunk-SMR4MTZN.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-UQNAJ6WB.js";
import "./chunk-JVNJ7RXK.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-ME4QWO5I.js";
import "./chunk-LFNZU7KB.js";
import "./chunk-YZIASA2I.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-RJC5ITPU.js";
import {
  redact
} from "./chunk-QYU7G22G.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-H2PEHED4.js";
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
