import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  Suggester,
  closest,
  editDistance,
  editDistanceWithin,
  typoBudget
} from "./chunk-UY355DHP.js";
import "./chunk-RLJ674YX.js";
export {
  Suggester,
  closest,
  editDistance,
  editDistanceWithin,
  typoBudget
};
