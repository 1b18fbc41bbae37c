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
} from "./chunk-Y5DGN65B.js";
import "./chunk-WIPE5FIP.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-42NJEJ6N.js";
import "./chunk-NG6FD377.js";
import "./chunk-GG72DJKT.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
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
