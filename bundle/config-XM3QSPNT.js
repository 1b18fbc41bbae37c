import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  CONFIG_FILE_NAME,
  CONFIG_SCHEMA,
  ConfigError,
  effectiveSettings,
  emptyConfig,
  fromData,
  loadConfig
} from "./chunk-TRF2NBFT.js";
import "./chunk-XGECS6YB.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-N3N4K6GB.js";
import "./chunk-JBXBF334.js";
import "./chunk-GG72DJKT.js";
import "./chunk-YZIASA2I.js";
import "./chunk-ZIYZMNLY.js";
export {
  CONFIG_FILE_NAME,
  CONFIG_SCHEMA,
  ConfigError,
  effectiveSettings,
  emptyConfig,
  fromData,
  loadConfig
};
