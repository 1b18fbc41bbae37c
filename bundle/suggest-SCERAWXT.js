import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  closest,
  editDistance,
  typoBudget
} from "./chunk-7IDXSE7X.js";
import "./chunk-ZIYZMNLY.js";
export {
  closest,
  editDistance,
  typoBudget
};
