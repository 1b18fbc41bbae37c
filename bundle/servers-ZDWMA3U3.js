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
} from "./chunk-DCPUGWCF.js";
import "./chunk-GOKKKTPB.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-M4U2DELX.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-XQIKUDHJ.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-EMFC5X6B.js";
import "./chunk-YZIASA2I.js";
import "./chunk-ZIYZMNLY.js";
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
