import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  PLUGINS_SCHEMA,
  approvePluginSources,
  askableUrl,
  gitPlugins,
  lsRemote,
  pluginLockKey
} from "./chunk-UQNAJ6WB.js";
import "./chunk-Q4MZXFNT.js";
import "./chunk-ZY4Q3GHC.js";
import "./chunk-FMFMBWIV.js";
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
