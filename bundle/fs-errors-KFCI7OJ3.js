import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  describeFsError
} from "./chunk-YZIASA2I.js";
import "./chunk-RLJ674YX.js";
export {
  describeFsError
};
