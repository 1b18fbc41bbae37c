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
} from "./chunk-2MHPSNXX.js";
import "./chunk-5PMNYAFY.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-RLJ674YX.js";
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
