import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  writeFileAtomic
} from "./chunk-6EEGWGKK.js";
import "./chunk-ZIYZMNLY.js";
export {
  writeFileAtomic
};
