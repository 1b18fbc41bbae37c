import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  prefetchAudit,
  runAudit,
  runAuditOnline
} from "./chunk-XDANFN24.js";
import "./chunk-5GD6FG2A.js";
import "./chunk-A3BAXXWP.js";
import "./chunk-EB5YC4LC.js";
import "./chunk-OHV5M7RW.js";
import "./chunk-3I5GLVKU.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-UH72ZJM6.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-M4U2DELX.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-AQLXUCI6.js";
import "./chunk-GVUCWYBO.js";
import "./chunk-5DB65PJQ.js";
import "./chunk-XQIKUDHJ.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-ZIYZMNLY.js";
export {
  prefetchAudit,
  runAudit,
  runAuditOnline
};
