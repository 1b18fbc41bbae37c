import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  existsIn
} from "./chunk-HTQ5VPUC.js";

// src/project/repository.ts
import path from "node:path";
function projectStart(filePath, host) {
  const dir = path.dirname(filePath);
  return host.id === "vscode" || host.id === "cursor" ? path.dirname(dir) : dir;
}
function lockRootFor(cwd) {
  return repositoryRoot(cwd) ?? cwd;
}
function skillLockKey(lockRoot, skillDir) {
  return path.relative(lockRoot, skillDir).split(path.sep).join("/") || ".";
}
var repositoryRoots = /* @__PURE__ */ new Map();
function repositoryRoot(dir) {
  const cached = repositoryRoots.get(dir);
  if (cached !== void 0) return cached;
  const parent = path.dirname(dir);
  const root = existsIn(dir, ".git") ? dir : parent === dir ? null : repositoryRoot(parent);
  repositoryRoots.set(dir, root);
  return root;
}
function repositoryPath(filePath) {
  const root = repositoryRoot(path.dirname(filePath));
  return (root ? path.relative(root, filePath) : filePath).split(path.sep).join("/");
}

export {
  projectStart,
  lockRootFor,
  skillLockKey,
  repositoryPath
};
