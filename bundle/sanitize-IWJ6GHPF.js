import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  OutputGuard,
  escapeCodePoints,
  escapeUnsafe,
  outputModeFor,
  safeText,
  sanitizeOutput
} from "./chunk-M44YCOAY.js";
import "./chunk-GVUCWYBO.js";
import "./chunk-AQLXUCI6.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-ZIYZMNLY.js";
export {
  OutputGuard,
  escapeCodePoints,
  escapeUnsafe,
  outputModeFor,
  safeText,
  sanitizeOutput
};
