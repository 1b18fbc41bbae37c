import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  runAudit,
  runAuditOnline
} from "./chunk-VO3KM62S.js";
import "./chunk-TGCZRKYY.js";
import "./chunk-HOTBC6IC.js";
import {
  fixMcpSource,
  fixSkill,
  lintMcpSource,
  lintSkill
} from "./chunk-CYW3R7BY.js";
import {
  parseLaunch
} from "./chunk-5LMLR5M7.js";
import {
  ALL_RULES,
  MCP_RULES,
  SKILL_RULES,
  ruleById
} from "./chunk-GVXXGXVD.js";
import "./chunk-XGECS6YB.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import {
  loadSkill
} from "./chunk-2QSALZOP.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-N3N4K6GB.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-AQLXUCI6.js";
import {
  redact
} from "./chunk-GVUCWYBO.js";
import {
  HOSTS,
  HOST_IDS,
  dialectForPath,
  hostForPath
} from "./chunk-547AQT2J.js";
import "./chunk-GSTHWJQ6.js";
import {
  decodeSource,
  sourceFromText
} from "./chunk-GG72DJKT.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-ZIYZMNLY.js";
export {
  ALL_RULES,
  HOSTS,
  HOST_IDS,
  MCP_RULES,
  SKILL_RULES,
  decodeSource,
  dialectForPath,
  fixMcpSource,
  fixSkill,
  hostForPath,
  lintMcpSource,
  lintSkill,
  loadSkill,
  parseLaunch,
  redact,
  ruleById,
  runAudit,
  runAuditOnline,
  sourceFromText
};
