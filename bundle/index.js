import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  runAudit,
  runAuditOnline
} from "./chunk-SEMQ4UI6.js";
import "./chunk-RUX45DMA.js";
import "./chunk-JGUT4CFA.js";
import {
  fixMcpSource,
  fixSkill,
  lintMcpSource,
  lintSkill
} from "./chunk-MULRGKBQ.js";
import "./chunk-ZJZIM4VP.js";
import {
  ALL_RULES,
  MCP_RULES,
  SKILL_RULES,
  parseLaunch,
  ruleById
} from "./chunk-QT5WZM45.js";
import "./chunk-TTKOCA6W.js";
import {
  loadSkill
} from "./chunk-4XTSLTE4.js";
import "./chunk-PEM6GM4N.js";
import "./chunk-LVFIPYK6.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-DVYPNYWB.js";
import {
  redact
} from "./chunk-GVUCWYBO.js";
import "./chunk-AQLXUCI6.js";
import {
  HOSTS,
  HOST_IDS,
  dialectForPath,
  hostForPath
} from "./chunk-Y5DGN65B.js";
import "./chunk-WIPE5FIP.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-42NJEJ6N.js";
import "./chunk-NG6FD377.js";
import {
  decodeSource,
  sourceFromText
} from "./chunk-GG72DJKT.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-7IDXSE7X.js";
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
