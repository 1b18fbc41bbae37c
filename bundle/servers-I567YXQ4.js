import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  TOOL_FIELDS,
  diffServers,
  modelTexts,
  pinTool,
  recordServersInLock,
  sha256Text,
  snapshotFor,
  snapshotOf,
  textDiff
} from "./chunk-JVNJ7RXK.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-RLJ674YX.js";
export {
  TOOL_FIELDS,
  diffServers,
  modelTexts,
  pinTool,
  recordServersInLock,
  sha256Text,
  snapshotFor,
  snapshotOf,
  textDiff
};
