import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  describeFsError
} from "./chunk-YZIASA2I.js";
import {
  MAX_FILE_BYTES,
  SourceError,
  decodeSource
} from "./chunk-GW5WWG2U.js";

// src/core/safe-read.ts
import fs from "node:fs";
var FileReadError = class extends Error {
  constructor(kind, reason, size, code) {
    super(reason);
    this.kind = kind;
    this.reason = reason;
    this.size = size;
    this.code = code;
    this.name = "FileReadError";
  }
  kind;
  reason;
  size;
  code;
};
var O_NOFOLLOW = fs.constants.O_NOFOLLOW ?? 0;
var O_NONBLOCK = fs.constants.O_NONBLOCK ?? 0;
var O_NOCTTY = fs.constants.O_NOCTTY ?? 0;
function readRegularFile(file, options) {
  const { fd, stat } = openRegularFile(file, options);
  try {
    return { bytes: readOpened(fd, stat, options.maxBytes, options.scratch), stat };
  } finally {
    fs.closeSync(fd);
  }
}
function openRegularFile(file, options = {}) {
  if (!options.knownRegular) {
    let pre;
    try {
      pre = options.followSymlink ? fs.statSync(file) : fs.lstatSync(file);
    } catch (error) {
      throw ioError(error);
    }
    checkType(pre, options.followSymlink ?? false);
  }
  let fd;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | O_NONBLOCK | O_NOCTTY | (options.followSymlink ? 0 : O_NOFOLLOW));
  } catch (error) {
    const code = error.code;
    if (code === "ELOOP" && !options.followSymlink) throw new FileReadError("symlink", "is a symbolic link: not followed", void 0, code);
    if (code === "ENXIO") throw new FileReadError("not-regular", "is not a regular file (a socket): not read", void 0, code);
    throw ioError(error);
  }
  let stat;
  try {
    stat = fs.fstatSync(fd);
    checkType(stat, true);
  } catch (error) {
    fs.closeSync(fd);
    throw error instanceof FileReadError ? error : ioError(error);
  }
  return { fd, stat };
}
function checkType(stat, followed) {
  if (stat.isFile()) return;
  if (stat.isDirectory()) throw new FileReadError("directory", "is a directory, not a file");
  if (stat.isSymbolicLink() && !followed) throw new FileReadError("symlink", "is a symbolic link: not followed");
  throw new FileReadError("not-regular", `is not a regular file (${specialKind(stat)}): not read`);
}
function specialKind(stat) {
  if (stat.isFIFO()) return "a FIFO";
  if (stat.isSocket()) return "a socket";
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return "a device";
  if (stat.isSymbolicLink()) return "a symbolic link";
  return "not a file";
}
var ScratchBuffer = class {
  buffer = Buffer.allocUnsafeSlow(64 * 1024);
  /** The buffer, at least `size` bytes long; its first `keep` bytes survive a growth. */
  ensure(size, keep = 0) {
    if (this.buffer.length < size) {
      const bigger = Buffer.allocUnsafeSlow(Math.max(size, Math.min(this.buffer.length * 2, MAX_SCRATCH_GROWTH)));
      this.buffer.copy(bigger, 0, 0, keep);
      this.buffer = bigger;
    }
    return this.buffer;
  }
  /** Between skills: a buffer grown by one huge file is let go rather than held for the rest of the run. */
  shrink() {
    if (this.buffer.length > KEPT_SCRATCH_BYTES) this.buffer = Buffer.allocUnsafeSlow(64 * 1024);
  }
};
var MAX_SCRATCH_GROWTH = 64 * 1024 * 1024;
var KEPT_SCRATCH_BYTES = 1024 * 1024;
function readOpened(fd, stat, maxBytes, scratch) {
  if (stat.size > maxBytes) throw tooLarge(stat.size, maxBytes);
  const first = Math.min(stat.size, maxBytes) + 1;
  let buffer = scratch ? scratch.ensure(first).subarray(0, first) : Buffer.allocUnsafe(first);
  let length = 0;
  for (; ; ) {
    if (length === buffer.length) {
      if (length > maxBytes) throw tooLarge(length, maxBytes);
      const size = Math.min(buffer.length * 2, maxBytes + 1);
      if (scratch) buffer = scratch.ensure(size, length).subarray(0, size);
      else {
        const bigger = Buffer.allocUnsafe(size);
        buffer.copy(bigger, 0, 0, length);
        buffer = bigger;
      }
    }
    const wanted = buffer.length - length;
    let n;
    try {
      n = fs.readSync(fd, buffer, length, wanted, null);
    } catch (error) {
      throw ioError(error);
    }
    length += n;
    if (n < wanted) break;
  }
  if (length > maxBytes) throw tooLarge(length, maxBytes);
  return buffer.subarray(0, length);
}
var chunkBuffer;
var CHUNK_BYTES = 1 << 20;
function readChunks(fd, stat, maxBytes, onChunk) {
  if (stat.size > maxBytes) throw tooLarge(stat.size, maxBytes);
  const buffer = chunkBuffer ??= Buffer.allocUnsafe(CHUNK_BYTES);
  let total = 0;
  for (; ; ) {
    let n;
    try {
      n = fs.readSync(fd, buffer, 0, buffer.length, null);
    } catch (error) {
      throw ioError(error);
    }
    if (n === 0) return total;
    total += n;
    if (total > maxBytes) throw tooLarge(total, maxBytes);
    onChunk(buffer.subarray(0, n));
  }
}
function tooLarge(size, maxBytes) {
  return new FileReadError("too-large", `is ${formatSize(size)}, over the ${formatSize(maxBytes)} limit`, size);
}
function ioError(error) {
  const code = error?.code;
  if (code === "EISDIR") return new FileReadError("directory", "is a directory, not a file", void 0, code);
  return new FileReadError("io", describeFsError(error), void 0, code);
}
function formatSize(bytes) {
  if (bytes >= 1024 * 1024) {
    const mb = bytes / (1024 * 1024);
    return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  }
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
}
function readSourceFile(file, displayPath, what, options = {}) {
  let read;
  try {
    read = readRegularFile(file, { ...options, maxBytes: MAX_FILE_BYTES });
  } catch (error) {
    if (!(error instanceof FileReadError)) throw error;
    if (error.kind === "too-large") {
      throw new SourceError(displayPath, `file is ${((error.size ?? 0) / 1048576).toFixed(1)} MB, over the ${MAX_FILE_BYTES / 1048576} MB limit for ${what}; check that it is the file you meant`);
    }
    throw new SourceError(displayPath, error.reason);
  }
  return { source: decodeSource(file, displayPath, read.bytes), stat: read.stat, size: read.bytes.length };
}

export {
  FileReadError,
  readRegularFile,
  openRegularFile,
  specialKind,
  ScratchBuffer,
  readOpened,
  readChunks,
  formatSize,
  readSourceFile
};
