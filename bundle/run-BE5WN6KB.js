import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  prefetchAudit,
  runAudit,
  runAuditOnline
} from "./chunk-TETLZMNS.js";
import "./chunk-OMVMO57F.js";
import "./chunk-MK3RFMCI.js";
import "./chunk-UCODRONW.js";
import "./chunk-IJDGSSVR.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-S5KVMLUD.js";
import "./chunk-355Z5T5L.js";
import "./chunk-XGECS6YB.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-G3M64UOZ.js";
import "./chunk-TI5XZFJ4.js";
import "./chunk-V4BCTFAF.js";
import "./chunk-MXZTHT44.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-GSTHWJQ6.js";
import "./chunk-GG72DJKT.js";
import "./chunk-6EEGWGKK.js";
import "./chunk-5TLXKZSW.js";
import "./chunk-ZIYZMNLY.js";
export {
  prefetchAudit,
  runAudit,
  runAuditOnline
};
