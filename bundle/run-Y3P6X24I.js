import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  prefetchAudit,
  runAudit,
  runAuditOnline
} from "./chunk-IQD4XI7N.js";
import "./chunk-V6UEMK55.js";
import "./chunk-TZHIJ3DX.js";
import "./chunk-IDXT4PRO.js";
import "./chunk-BQB323XR.js";
import "./chunk-CCVR7GLB.js";
import "./chunk-XGECS6YB.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-SBB2ENPT.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-6UU2SULB.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-N3N4K6GB.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-AQLXUCI6.js";
import "./chunk-GVUCWYBO.js";
import "./chunk-R4XPK6FM.js";
import "./chunk-JBXBF334.js";
import "./chunk-GG72DJKT.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-ZIYZMNLY.js";
export {
  prefetchAudit,
  runAudit,
  runAuditOnline
};
