import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  lockRootFor
} from "./chunk-7W2JEOOW.js";

// src/audit/options.ts
function auditLockRoot(options) {
  return options.lockRoot ?? (options.files ? options.cwd : lockRootFor(options.cwd));
}

export {
  auditLockRoot
};
