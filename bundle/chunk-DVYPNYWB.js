import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/core/types.ts
var SEVERITY_RANK = { info: 1, warning: 2, error: 3 };

export {
  SEVERITY_RANK
};
