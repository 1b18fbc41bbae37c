import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  FileReadError,
  formatSize,
  openRegularFile,
  readChunks,
  readOpened,
  readRegularFile,
  readSourceFile,
  specialKind
} from "./chunk-ME4QWO5I.js";
import "./chunk-YZIASA2I.js";
import "./chunk-FMFMBWIV.js";
import "./chunk-ZIYZMNLY.js";
export {
  FileReadError,
  formatSize,
  openRegularFile,
  readChunks,
  readOpened,
  readRegularFile,
  readSourceFile,
  specialKind
};
