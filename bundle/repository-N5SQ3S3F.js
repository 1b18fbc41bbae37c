import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  lockRootFor,
  projectStart,
  repositoryPath,
  skillLockKey
} from "./chunk-H2PEHED4.js";
import "./chunk-RLJ674YX.js";
export {
  lockRootFor,
  projectStart,
  repositoryPath,
  skillLockKey
};
