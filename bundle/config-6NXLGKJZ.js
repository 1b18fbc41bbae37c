import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  CONFIG_FILE_NAME,
  CONFIG_SCHEMA,
  ConfigError,
  effectiveSettings,
  emptyConfig,
  fromData,
  loadConfig
} from "./chunk-UN3ABHGG.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-M4U2DELX.js";
import "./chunk-XQIKUDHJ.js";
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
