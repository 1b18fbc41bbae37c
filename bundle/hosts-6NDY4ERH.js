import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  DIALECTS,
  DIALECT_IDS,
  HOSTS,
  HOST_IDS,
  dialectForPath,
  guessHostFromText,
  hostForPath,
  isDialectId,
  isHostId
} from "./chunk-5DB65PJQ.js";
import "./chunk-XQIKUDHJ.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-ZIYZMNLY.js";
export {
  DIALECTS,
  DIALECT_IDS,
  HOSTS,
  HOST_IDS,
  dialectForPath,
  guessHostFromText,
  hostForPath,
  isDialectId,
  isHostId
};
