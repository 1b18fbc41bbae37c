import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  PLUGINS_SCHEMA,
  approvePluginSources,
  askableUrl,
  gitPlugins,
  lsRemote,
  pluginLockKey
} from "./chunk-PEM6GM4N.js";
import "./chunk-42NJEJ6N.js";
import "./chunk-NG6FD377.js";
import "./chunk-GG72DJKT.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-ZIYZMNLY.js";
export {
  PLUGINS_SCHEMA,
  approvePluginSources,
  askableUrl,
  gitPlugins,
  lsRemote,
  pluginLockKey
};
