import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  TOOL_FIELDS,
  diffServers,
  modelTexts,
  pinTool,
  recordServersInLock,
  serversWithSnapshots,
  sha256Text,
  snapshotFor,
  snapshotOf,
  textDiff
} from "./chunk-46KCANZA.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-GAKXEWR3.js";
import "./chunk-VHZINBXH.js";
import "./chunk-PDMDUPYT.js";
import "./chunk-RLJ674YX.js";
export {
  TOOL_FIELDS,
  diffServers,
  modelTexts,
  pinTool,
  recordServersInLock,
  serversWithSnapshots,
  sha256Text,
  snapshotFor,
  snapshotOf,
  textDiff
};
