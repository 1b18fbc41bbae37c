import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  CONFIG_FILE_NAME,
  CONFIG_SCHEMA,
  ConfigError,
  effectiveSettings,
  emptyConfig,
  fromData,
  loadConfig
} from "./chunk-XIPSJCAL.js";
import "./chunk-CFYSVTDL.js";
import "./chunk-YZIASA2I.js";
import "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-UY355DHP.js";
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
