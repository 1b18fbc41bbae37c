import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  PLUGINS_SCHEMA,
  approvePluginSources,
  askableUrl,
  gitPlugins,
  lsRemote,
  pluginLockKey
} from "./chunk-G6UFI7LU.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import "./chunk-RLJ674YX.js";
export {
  PLUGINS_SCHEMA,
  approvePluginSources,
  askableUrl,
  gitPlugins,
  lsRemote,
  pluginLockKey
};
