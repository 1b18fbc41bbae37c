import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  absoluteLinks,
  rulePage
} from "./chunk-IZET54DF.js";
import "./chunk-C4H3TBXV.js";
import "./chunk-TTKOCA6W.js";
import "./chunk-RLJ674YX.js";
export {
  absoluteLinks,
  rulePage
};
