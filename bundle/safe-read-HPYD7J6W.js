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
} from "./chunk-II3GD5EO.js";
import "./chunk-YZIASA2I.js";
import "./chunk-5VLMOX73.js";
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
