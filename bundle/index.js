import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  skill_audit_exports
} from "./chunk-4KPVWVNT.js";
import {
  discoverAudit,
  prepareAudit,
  provideSkillSupport,
  runAudit,
  runAuditOnline
} from "./chunk-FX2QKMAB.js";
import "./chunk-OT7BNP2O.js";
import "./chunk-72C4JVYR.js";
import "./chunk-JCJIWJHD.js";
import {
  ALL_RULES,
  ruleById
} from "./chunk-HRMI4ESC.js";
import {
  fixSkill,
  lintSkill
} from "./chunk-FTRKTPIE.js";
import {
  SKILL_RULES
} from "./chunk-ENMYEQ45.js";
import "./chunk-HJKI5W4X.js";
import {
  loadSkill
} from "./chunk-JBWHCNZ7.js";
import {
  MCP_RULES
} from "./chunk-7OY4Y4XX.js";
import "./chunk-AD2E7L2W.js";
import {
  fixMcpSource,
  lintMcpSource
} from "./chunk-PY4ONN7X.js";
import "./chunk-2NAMB325.js";
import {
  parseLaunch
} from "./chunk-LHEDMF5J.js";
import "./chunk-QS3CQQ2L.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-4AEXMRT2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-FA2PSAXC.js";
import "./chunk-G6UFI7LU.js";
import "./chunk-JVNJ7RXK.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-CFYSVTDL.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-PDMDUPYT.js";
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
} from "./chunk-2MHPSNXX.js";
import "./chunk-5PMNYAFY.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import {
  decodeSource,
  sourceFromText
} from "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-UY355DHP.js";
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
