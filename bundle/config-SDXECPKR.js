import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  CONFIG_FILE_NAME,
  CONFIG_SCHEMA,
  ConfigError,
  effectiveSettings,
  emptyConfig,
  fromData,
  loadConfig
} from "./chunk-LRE2XK6B.js";
import "./chunk-LVFIPYK6.js";
import "./chunk-YZIASA2I.js";
import "./chunk-VVLXDPG6.js";
import "./chunk-NG6FD377.js";
import "./chunk-GG72DJKT.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-7IDXSE7X.js";
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
