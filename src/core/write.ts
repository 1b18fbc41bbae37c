// Writing a fixed file: all or nothing. A temp file beside the original, flushed to disk, given
// the original's mode, then renamed over it; a crash at any point leaves the original intact.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";

export function writeFileAtomic(target: string, text: string, bom: boolean, newFileMode = 0o644): void {
  // Write through a symlink to its target, as an editor would, rather than replacing the link.
  const exists = fs.existsSync(target);
  const real = exists ? fs.realpathSync(target) : target;
  const mode = exists ? fs.statSync(real).mode & 0o7777 : newFileMode;
  // The temp file lives beside the target so the rename stays on one filesystem (atomic).
  const tmp = path.join(path.dirname(real), `.${path.basename(real)}.mcp-audit-tmp-${process.pid}-${randomBytes(4).toString("hex")}`);
  let fd: number | undefined;
  try {
    fd = fs.openSync(tmp, "wx", mode);
    fs.writeFileSync(fd, (bom ? "\uFEFF" : "") + text, "utf8");
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = undefined;
    fs.chmodSync(tmp, mode);
    fs.renameSync(tmp, real);
  } catch (error) {
    if (fd !== undefined) fs.closeSync(fd);
    fs.rmSync(tmp, { force: true });
    throw error;
  }
}
