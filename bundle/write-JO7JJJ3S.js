import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  BACKUP_SUFFIX,
  WriteError,
  writeBackup,
  writeFileSafely
} from "./chunk-LFNZU7KB.js";
import "./chunk-YZIASA2I.js";
import "./chunk-RLJ674YX.js";
export {
  BACKUP_SUFFIX,
  WriteError,
  writeBackup,
  writeFileSafely
};
