import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  CONFIG_FILE_NAME,
  CONFIG_SCHEMA,
  ConfigError,
  effectiveSettings,
  emptyConfig,
  fromData,
  loadConfig
} from "./chunk-LE5RPXKF.js";
import "./chunk-OWKZSN7R.js";
import "./chunk-CG4XZIEM.js";
import "./chunk-R47VTIVQ.js";
import "./chunk-YZIASA2I.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-RLJ674YX.js";
export {
  CONFIG_FILE_NAME,
  CONFIG_SCHEMA,
  ConfigError,
  effectiveSettings,
  emptyConfig,
  fromData,
  loadConfig
};
