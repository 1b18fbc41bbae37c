import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  FileReadError,
  ScratchBuffer,
  formatSize,
  openRegularFile,
  readChunks,
  readOpened,
  readRegularFile,
  readSourceFile,
  specialKind
} from "./chunk-R47VTIVQ.js";
import "./chunk-YZIASA2I.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-RLJ674YX.js";
export {
  FileReadError,
  ScratchBuffer,
  formatSize,
  openRegularFile,
  readChunks,
  readOpened,
  readRegularFile,
  readSourceFile,
  specialKind
};
