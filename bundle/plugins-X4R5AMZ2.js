import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  PLUGINS_SCHEMA,
  approvePluginSources,
  askableUrl,
  gitPlugins,
  lsRemote,
  pluginLockKey
} from "./chunk-T424GTRA.js";
import "./chunk-LBNK5NAS.js";
import "./chunk-U2NMSOBP.js";
import "./chunk-5VLMOX73.js";
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
