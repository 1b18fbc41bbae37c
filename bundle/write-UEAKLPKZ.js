import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  WriteError,
  writeFileSafely
} from "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-RLJ674YX.js";
export {
  WriteError,
  writeFileSafely
};
