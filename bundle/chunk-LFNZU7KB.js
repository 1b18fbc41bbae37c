import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  describeFsError
} from "./chunk-YZIASA2I.js";

// src/core/write.ts
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
var WriteError = class extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
    this.name = "WriteError";
  }
  reason;
};
var O_NOFOLLOW = fs.constants.O_NOFOLLOW ?? 0;
function writeFileSafely(target, text, options) {
  const lexical = path.resolve(target);
  const plan = resolveTarget(lexical, options);
  const tmp = path.join(plan.dir, `.${path.basename(plan.file)}.mcp-audit-tmp-${process.pid}-${randomBytes(4).toString("hex")}`);
  let fd;
  let created;
  try {
    try {
      fd = fs.openSync(tmp, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | O_NOFOLLOW, plan.existing ? 384 : options.newFileMode ?? 420);
    } catch (error) {
      throw new WriteError(describeFsError(error, "write"));
    }
    const own = fs.fstatSync(fd);
    created = { dev: own.dev, ino: own.ino };
    if (plan.existing) keepOwnerAndMode(fd, plan.existing);
    try {
      fs.writeFileSync(fd, (options.bom ? "\uFEFF" : "") + text, "utf8");
      fs.fsyncSync(fd);
    } catch (error) {
      throw new WriteError(describeFsError(error, "write"));
    }
    fs.closeSync(fd);
    fd = void 0;
    options.beforeRename?.();
    recheck(plan, lexical, options);
    try {
      fs.renameSync(tmp, plan.file);
    } catch (error) {
      throw new WriteError(describeFsError(error, "write"));
    }
    created = void 0;
  } finally {
    if (fd !== void 0) fs.closeSync(fd);
    if (created) removeOwnTemp(tmp, created);
  }
}
function removeOwnTemp(tmp, id) {
  try {
    const st = fs.lstatSync(tmp);
    if (st.dev === id.dev && st.ino === id.ino) fs.unlinkSync(tmp);
  } catch {
  }
}
function resolveTarget(lexical, options) {
  let exists = true;
  try {
    fs.lstatSync(lexical);
  } catch (error) {
    if (error.code !== "ENOENT") throw new WriteError(describeFsError(error, "write"));
    exists = false;
  }
  let file;
  try {
    file = exists ? fs.realpathSync(lexical) : path.join(fs.realpathSync(path.dirname(lexical)), path.basename(lexical));
  } catch (error) {
    const code = error.code;
    if (exists && code === "ENOENT") throw new WriteError("is a symbolic link to a file that does not exist: not written");
    throw new WriteError(describeFsError(error, "write"));
  }
  checkPlace(lexical, file, options.root);
  const dir = path.dirname(file);
  let existing;
  if (exists) {
    existing = fs.lstatSync(file);
    if (existing.isDirectory()) throw new WriteError("is a directory, not a file");
    if (!existing.isFile()) throw new WriteError("is not a regular file: not written");
    if (options.expect && (existing.dev !== options.expect.dev || existing.ino !== options.expect.ino)) {
      throw new WriteError("changed on disk while mcp-audit was running: not written; run it again");
    }
    if ((existing.mode & 146) === 0) throw new WriteError("is read-only: not rewritten (make it writable to let mcp-audit change it)");
    try {
      fs.accessSync(file, fs.constants.W_OK);
    } catch (error) {
      throw new WriteError(describeFsError(error, "write"));
    }
  }
  const d = fs.lstatSync(dir);
  return { dir, file, dirId: { dev: d.dev, ino: d.ino }, existing };
}
function checkPlace(lexical, real, root) {
  let realRoot;
  try {
    realRoot = fs.realpathSync(root);
  } catch {
    realRoot = path.resolve(root);
  }
  const rel = path.relative(realRoot, real);
  const inside = rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
  if (real !== lexical && !inside) throw new WriteError("is a symbolic link (or lies under one) leading outside the audited folder: not written; name the file it leads to, to change it");
  if (inside && rel.split(path.sep).includes(".git")) throw new WriteError("lies inside a .git folder: not written");
}
function keepOwnerAndMode(fd, original) {
  const uid = process.geteuid?.();
  const gid = process.getegid?.();
  if (uid !== void 0 && (original.uid !== uid || original.gid !== gid)) {
    try {
      fs.fchownSync(fd, original.uid, original.gid);
    } catch {
      throw new WriteError(`is owned by ${original.uid === uid ? `group ${original.gid}` : `another user (uid ${original.uid})`}: mcp-audit cannot keep its owner and group, so it was not rewritten; run it as that user`);
    }
  }
  fs.fchmodSync(fd, original.mode & 4095);
}
function recheck(plan, lexical, options) {
  const swapped = () => new WriteError("its folder changed while mcp-audit was writing (a folder or link swapped): not written");
  let now;
  try {
    if (fs.realpathSync(plan.dir) !== plan.dir) throw swapped();
    now = fs.lstatSync(plan.dir);
  } catch (error) {
    if (error instanceof WriteError) throw error;
    throw swapped();
  }
  if (!now.isDirectory() || now.dev !== plan.dirId.dev || now.ino !== plan.dirId.ino) throw swapped();
  let current;
  try {
    current = fs.lstatSync(plan.file);
  } catch {
    current = void 0;
  }
  const same = plan.existing ? current !== void 0 && current.isFile() && current.dev === plan.existing.dev && current.ino === plan.existing.ino : current === void 0;
  if (!same) throw new WriteError("changed on disk while mcp-audit was writing: not written; run it again");
  let real;
  try {
    real = fs.existsSync(lexical) ? fs.realpathSync(lexical) : path.join(fs.realpathSync(path.dirname(lexical)), path.basename(lexical));
  } catch {
    throw swapped();
  }
  if (real !== plan.file) throw swapped();
  checkPlace(lexical, real, options.root);
}
var BACKUP_SUFFIX = ".mcp-audit.bak";
function writeBackup(target, original, options) {
  let real;
  let mode;
  try {
    real = fs.realpathSync(target);
    mode = fs.statSync(real).mode & 511;
  } catch (error) {
    throw new WriteError(describeFsError(error, "write"));
  }
  const backup = `${real}${BACKUP_SUFFIX}`;
  let existing;
  try {
    existing = fs.lstatSync(backup);
  } catch {
    existing = void 0;
  }
  if (existing && !existing.isFile()) throw new WriteError(`cannot keep a backup: ${path.basename(backup)} exists and is not a regular file`);
  try {
    if (existing) fs.unlinkSync(backup);
  } catch (error) {
    throw new WriteError(`cannot keep a backup: ${describeFsError(error, "write")}`);
  }
  writeFileSafely(backup, original, { root: options.root, newFileMode: mode, ...options.bom ? { bom: true } : {} });
  return backup;
}

export {
  WriteError,
  writeFileSafely,
  BACKUP_SUFFIX,
  writeBackup
};
