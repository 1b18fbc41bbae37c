import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  OutputGuard,
  escapeCodePoints,
  escapeUnsafe,
  outputModeFor,
  safeText,
  sanitizeOutput
} from "./chunk-E5XYWOOQ.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-P5O64WHN.js";
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
