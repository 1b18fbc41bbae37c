import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  DEFAULT_LIMITS,
  LiveError,
  cappedFetch,
  connectHttp,
  describeFailure,
  oneLine
} from "./chunk-A2UF7EQR.js";
import "./chunk-RLJ674YX.js";
export {
  DEFAULT_LIMITS,
  LiveError,
  cappedFetch,
  connectHttp,
  describeFailure,
  oneLine
};
