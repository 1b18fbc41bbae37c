import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  DEFAULT_LIMITS,
  LiveError,
  cappedFetch,
  connectHttp,
  describeFailure,
  oneLine
} from "./chunk-3JIACEVI.js";
import "./chunk-ZIYZMNLY.js";
export {
  DEFAULT_LIMITS,
  LiveError,
  cappedFetch,
  connectHttp,
  describeFailure,
  oneLine
};
