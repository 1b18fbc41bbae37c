import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  prefetchAudit,
  runAudit,
  runAuditOnline
} from "./chunk-G3Z46HKO.js";
import "./chunk-MMFNJAG3.js";
import "./chunk-JODRBQJU.js";
import "./chunk-3RP2Y5WK.js";
import "./chunk-UALBWAKZ.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-547AQT2J.js";
import "./chunk-GIPGRCBL.js";
import "./chunk-XGECS6YB.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-G66TRMVE.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-AQLXUCI6.js";
import "./chunk-GVUCWYBO.js";
import "./chunk-GSTHWJQ6.js";
import "./chunk-GG72DJKT.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-6EEGWGKK.js";
import "./chunk-5TLXKZSW.js";
import "./chunk-ZIYZMNLY.js";
export {
  prefetchAudit,
  runAudit,
  runAuditOnline
};
