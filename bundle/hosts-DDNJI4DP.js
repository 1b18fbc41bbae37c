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
} from "./chunk-W6ZKD7QN.js";
import "./chunk-FMKRLOQ4.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-Q4MZXFNT.js";
import "./chunk-ZY4Q3GHC.js";
import "./chunk-FMFMBWIV.js";
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
