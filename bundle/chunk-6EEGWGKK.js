import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/core/write.ts
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
function writeFileAtomic(target, text, bom, newFileMode = 420) {
  const exists = fs.existsSync(target);
  const real = exists ? fs.realpathSync(target) : target;
  const mode = exists ? fs.statSync(real).mode & 4095 : newFileMode;
  const tmp = path.join(path.dirname(real), `.${path.basename(real)}.mcp-audit-tmp-${process.pid}-${randomBytes(4).toString("hex")}`);
  let fd;
  try {
    fd = fs.openSync(tmp, "wx", mode);
    fs.writeFileSync(fd, (bom ? "\uFEFF" : "") + text, "utf8");
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = void 0;
    fs.chmodSync(tmp, mode);
    fs.renameSync(tmp, real);
  } catch (error) {
    if (fd !== void 0) fs.closeSync(fd);
    fs.rmSync(tmp, { force: true });
    throw error;
  }
}

export {
  writeFileAtomic
};
