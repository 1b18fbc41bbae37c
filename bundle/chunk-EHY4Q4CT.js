import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  writeBackup,
  writeFileSafely
} from "./chunk-LFNZU7KB.js";
import {
  repositoryPath
} from "./chunk-H2PEHED4.js";

// src/audit/fix-write.ts
import path from "node:path";
function writeFix(target, options, out) {
  if (options.fixPreview) {
    (out.previews ??= []).push({ displayPath: target.displayPath, before: target.before, after: target.after });
    return;
  }
  if (outsideRepository(target.path)) {
    writeBackup(target.path, target.before, { bom: target.bom, root: target.root });
    (out.backups ??= []).push(`${target.displayPath}.mcp-audit.bak`);
  }
  writeFileSafely(target.path, target.after, { bom: target.bom, root: target.root, ...target.expect ? { expect: target.expect } : {} });
}
function outsideRepository(file) {
  return path.isAbsolute(repositoryPath(path.resolve(file)));
}

export {
  writeFix
};
