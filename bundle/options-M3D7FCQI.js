import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  auditLockRoot
} from "./chunk-GQFVLXPB.js";
import "./chunk-H2PEHED4.js";
import "./chunk-RLJ674YX.js";
export {
  auditLockRoot
};
