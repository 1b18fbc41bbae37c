import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  OutputGuard,
  escapeCodePoints,
  escapeUnsafe,
  outputModeFor,
  safeText,
  sanitizeOutput
} from "./chunk-U6YREGU7.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-M2LIJEGA.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-RLJ674YX.js";
export {
  OutputGuard,
  escapeCodePoints,
  escapeUnsafe,
  outputModeFor,
  safeText,
  sanitizeOutput
};
