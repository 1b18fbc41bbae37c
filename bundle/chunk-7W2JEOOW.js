import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  existsIn
} from "./chunk-GXXKHKKD.js";

// src/core/young-generation.ts
var CAP_BYTES = 16 << 20;
var BIG_RUN_BYTES = 16 << 20;
var HEAP_GROWING_PERCENT = 25;
var EVERY = 8;
var loadHeap;
var heap;
var big = false;
var held = false;
var calls = 0;
var userDecides = /* @__PURE__ */ new Set();
function holdYoungGeneration() {
  if (!loadHeap) return;
  if (++calls % EVERY !== 0 || held && big) return;
  heap ??= loadHeap();
  let used = 0;
  let newSpace = 0;
  for (const s of heap.getHeapSpaceStatistics()) {
    used += s.space_used_size;
    if (s.space_name === "new_space") newSpace = s.space_size;
  }
  if (!big && used >= BIG_RUN_BYTES) {
    if (!userDecides.has("growing")) heap.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    big = true;
  }
  if (!held && newSpace >= CAP_BYTES) {
    if (!userDecides.has("hold")) heap.setFlagsFromString("--semi-space-growth-factor=1");
    held = true;
  }
}

// src/project/repository.ts
import path2 from "node:path";

// src/core/relative-path.ts
import path from "node:path";
var POSIX = path.sep === "/";
function isResolved(p) {
  if (p.charCodeAt(0) !== 47) return false;
  if (p.length === 1) return true;
  return p.charCodeAt(p.length - 1) !== 47 && !p.includes("//") && !p.includes("/./") && !p.includes("/../") && !p.endsWith("/.") && !p.endsWith("/..");
}
function relativePath(from, to) {
  if (POSIX && to.startsWith(from) && isResolved(from) && isResolved(to)) {
    if (to.length === from.length) return "";
    if (from.length === 1) return to.slice(1);
    if (to.charCodeAt(from.length) === 47) return to.slice(from.length + 1);
  }
  return path.relative(from, to);
}

// src/project/repository.ts
function projectStart(filePath, host) {
  const dir = path2.dirname(filePath);
  return host.id === "vscode" || host.id === "cursor" ? path2.dirname(dir) : dir;
}
function lockRootFor(cwd) {
  return repositoryRoot(cwd) ?? cwd;
}
function skillLockKey(lockRoot, skillDir) {
  return relativePath(lockRoot, skillDir).split(path2.sep).join("/") || ".";
}
var repositoryRoots = /* @__PURE__ */ new Map();
function repositoryRoot(dir) {
  const cached = repositoryRoots.get(dir);
  if (cached !== void 0) return cached;
  const parent = path2.dirname(dir);
  const root = existsIn(dir, ".git") ? dir : parent === dir ? null : repositoryRoot(parent);
  repositoryRoots.set(dir, root);
  return root;
}
function repositoryPath(filePath) {
  const root = repositoryRoot(path2.dirname(filePath));
  return (root ? relativePath(root, filePath) : filePath).split(path2.sep).join("/");
}

export {
  relativePath,
  holdYoungGeneration,
  projectStart,
  lockRootFor,
  skillLockKey,
  repositoryPath
};
