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
} from "./chunk-3OWUWESI.js";
import "./chunk-DUCOGNXL.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
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
