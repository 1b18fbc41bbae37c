import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditLockRoot
} from "./chunk-OT7BNP2O.js";
import "./chunk-JCJIWJHD.js";
import "./chunk-RLJ674YX.js";
export {
  auditLockRoot
};
