import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  skill_audit_exports
} from "./chunk-A3UQEOJM.js";
import {
  discoverAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
} from "./chunk-PI7OT2YZ.js";
import "./chunk-EHY4Q4CT.js";
import "./chunk-GQFVLXPB.js";
import "./chunk-7VHA5NDN.js";
import "./chunk-OWKZSN7R.js";
import "./chunk-CG4XZIEM.js";
import {
  ALL_RULES,
  ruleById
} from "./chunk-XQCAFSTU.js";
import {
  fixSkill,
  lintSkill
} from "./chunk-YSDX35T3.js";
import {
  SKILL_RULES
} from "./chunk-Q7QKF27M.js";
import "./chunk-GDMBEK4C.js";
import {
  loadSkill
} from "./chunk-EPUCWUUY.js";
import {
  MCP_RULES
} from "./chunk-V4UHRZMD.js";
import {
  fixMcpSource,
  lintMcpSource
} from "./chunk-NUQR6EUK.js";
import "./chunk-3YXDZVWJ.js";
import {
  parseLaunch
} from "./chunk-GUT2H2LP.js";
import "./chunk-4AEXMRT2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-TESSOL6I.js";
import "./chunk-SMR4MTZN.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-46KCANZA.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-CFYSVTDL.js";
import "./chunk-LFNZU7KB.js";
import "./chunk-YZIASA2I.js";
import "./chunk-GAKXEWR3.js";
import "./chunk-VHZINBXH.js";
import "./chunk-PDMDUPYT.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-IWRHUQC5.js";
import "./chunk-RJC5ITPU.js";
import {
  redact
} from "./chunk-CT6HN24R.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-H2PEHED4.js";
import {
  HOSTS,
  HOST_IDS,
  dialectForPath,
  hostForPath
} from "./chunk-2MHPSNXX.js";
import "./chunk-5PMNYAFY.js";
import "./chunk-G6UFI7LU.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import {
  decodeSource,
  sourceFromText
} from "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-RLJ674YX.js";

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
