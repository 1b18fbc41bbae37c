// The one way mcp-audit reads a file the audited tree controls (configs, SKILL.md, skill files, the
// audit lock, a baseline, a listing). A hostile tree can hold a FIFO named SKILL.md (a plain read
// blocks forever), a link to /dev/zero (a read never ends), or an 8 GB sparse file: every reader
// here refuses anything but a regular file, never blocks, and never reads more than its cap.
import fs from "node:fs";
import { describeFsError } from "./fs-errors.js";
import { decodeSource, MAX_FILE_BYTES, SourceError, type SourceFile } from "./source.js";

export interface SafeReadOptions {
  /** The most bytes accepted; a larger file is refused (`FileReadError` kind "too-large") after reading at most this + 1. */
  maxBytes: number;
  /**
   * Follow a symlink at the last component. Default false: the caller resolved the path and decided
   * where it may lead (a link that appears there since is refused, not followed).
   */
  followSymlink?: boolean;
  /**
   * The caller already knows the path is a regular file (a directory entry said so). Otherwise the
   * path is stat'ed first, so a device is never even opened (opening some has effects).
   */
  knownRegular?: boolean;
  /** Read into this buffer instead of a new one: the bytes returned alias it (see ScratchBuffer). */
  scratch?: ScratchBuffer;
}

/** Why a file was not read, with a one-line reason in mcp-audit's wording. */
export class FileReadError extends Error {
  constructor(
    readonly kind: "not-regular" | "directory" | "too-large" | "symlink" | "io",
    readonly reason: string,
    /** The size, for "too-large". */
    readonly size?: number,
    readonly code?: string,
  ) {
    super(reason);
    this.name = "FileReadError";
  }
}

export interface RegularFile {
  bytes: Buffer;
  stat: fs.Stats;
}

const O_NOFOLLOW = fs.constants.O_NOFOLLOW ?? 0;
const O_NONBLOCK = fs.constants.O_NONBLOCK ?? 0;
const O_NOCTTY = fs.constants.O_NOCTTY ?? 0;

/**
 * Read a regular file, at most `maxBytes`, without blocking. Opened with O_NONBLOCK (a FIFO swapped
 * in after listing opens at once instead of waiting for a writer), O_NOCTTY, and O_NOFOLLOW unless
 * `followSymlink`; the descriptor is fstat'ed before any byte is read; at most `maxBytes + 1` bytes
 * are read, whatever the size the file system reports (a /proc file says 0, a growing file lies).
 * Throws `FileReadError`.
 */
export function readRegularFile(file: string, options: SafeReadOptions): RegularFile {
  const { fd, stat } = openRegularFile(file, options);
  try {
    return { bytes: readOpened(fd, stat, options.maxBytes, options.scratch), stat };
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Open a regular file for reading, as `readRegularFile` does; the caller reads (`readOpened`,
 * `readChunks`) and must close the descriptor.
 */
export function openRegularFile(file: string, options: Pick<SafeReadOptions, "followSymlink" | "knownRegular"> = {}): { fd: number; stat: fs.Stats } {
  if (!options.knownRegular) {
    let pre: fs.Stats;
    try {
      pre = options.followSymlink ? fs.statSync(file) : fs.lstatSync(file);
    } catch (error) {
      throw ioError(error);
    }
    checkType(pre, options.followSymlink ?? false);
  }
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | O_NONBLOCK | O_NOCTTY | (options.followSymlink ? 0 : O_NOFOLLOW));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ELOOP" && !options.followSymlink) throw new FileReadError("symlink", "is a symbolic link: not followed", undefined, code);
    if (code === "ENXIO") throw new FileReadError("not-regular", "is not a regular file (a socket): not read", undefined, code);
    throw ioError(error);
  }
  let stat: fs.Stats;
  try {
    stat = fs.fstatSync(fd);
    checkType(stat, true);
  } catch (error) {
    fs.closeSync(fd);
    throw error instanceof FileReadError ? error : ioError(error);
  }
  return { fd, stat };
}

function checkType(stat: fs.Stats, followed: boolean): void {
  if (stat.isFile()) return;
  if (stat.isDirectory()) throw new FileReadError("directory", "is a directory, not a file");
  if (stat.isSymbolicLink() && !followed) throw new FileReadError("symlink", "is a symbolic link: not followed");
  throw new FileReadError("not-regular", `is not a regular file (${specialKind(stat)}): not read`);
}

/** "a FIFO", "a socket", "a device"… for messages. */
export function specialKind(stat: fs.Stats): string {
  if (stat.isFIFO()) return "a FIFO";
  if (stat.isSocket()) return "a socket";
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return "a device";
  if (stat.isSymbolicLink()) return "a symbolic link";
  return "not a file";
}

/**
 * A buffer reused from file to file by one reader (a run reads its skills one at a time), instead of
 * a fresh Buffer for each: bytes read into it are valid only until the next read into it, so whatever
 * is kept from them (a decoded text, a digest, a copy) must be made before that.
 */
export class ScratchBuffer {
  private buffer: Buffer = Buffer.allocUnsafeSlow(64 * 1024);

  /** The buffer, at least `size` bytes long; its first `keep` bytes survive a growth. */
  ensure(size: number, keep = 0): Buffer {
    if (this.buffer.length < size) {
      const bigger = Buffer.allocUnsafeSlow(Math.max(size, Math.min(this.buffer.length * 2, MAX_SCRATCH_GROWTH)));
      this.buffer.copy(bigger, 0, 0, keep);
      this.buffer = bigger;
    }
    return this.buffer;
  }

  /** Between skills: a buffer grown by one huge file is let go rather than held for the rest of the run. */
  shrink(): void {
    if (this.buffer.length > KEPT_SCRATCH_BYTES) this.buffer = Buffer.allocUnsafeSlow(64 * 1024);
  }
}

const MAX_SCRATCH_GROWTH = 64 * 1024 * 1024;
const KEPT_SCRATCH_BYTES = 1024 * 1024;

/**
 * All bytes of an opened regular file, refusing more than `maxBytes` (reads at most `maxBytes + 1`).
 * With `scratch`, read into it: the result aliases the scratch buffer (see ScratchBuffer).
 */
export function readOpened(fd: number, stat: fs.Stats, maxBytes: number, scratch?: ScratchBuffer): Buffer {
  if (stat.size > maxBytes) throw tooLarge(stat.size, maxBytes);
  // One more byte than the size claims, to see a file that is longer than it says.
  const first = Math.min(stat.size, maxBytes) + 1;
  // (A scratch buffer may be longer: only the size asked for is read into, so the cap holds.)
  let buffer = scratch ? scratch.ensure(first).subarray(0, first) : Buffer.allocUnsafe(first);
  let length = 0;
  for (;;) {
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
    let n: number;
    try {
      n = fs.readSync(fd, buffer, length, wanted, null);
    } catch (error) {
      throw ioError(error);
    }
    length += n;
    // A regular file reads short only at its end: no second read to find that out.
    if (n < wanted) break;
  }
  if (length > maxBytes) throw tooLarge(length, maxBytes);
  return buffer.subarray(0, length);
}

let chunkBuffer: Buffer | undefined;
const CHUNK_BYTES = 1 << 20;

/**
 * Stream an opened regular file through `onChunk` (1 MB at a time, one buffer reused: consume each
 * chunk before returning), refusing more than `maxBytes`. Returns the number of bytes read.
 */
export function readChunks(fd: number, stat: fs.Stats, maxBytes: number, onChunk: (chunk: Buffer) => void): number {
  if (stat.size > maxBytes) throw tooLarge(stat.size, maxBytes);
  const buffer = (chunkBuffer ??= Buffer.allocUnsafe(CHUNK_BYTES));
  let total = 0;
  for (;;) {
    let n: number;
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

function tooLarge(size: number, maxBytes: number): FileReadError {
  return new FileReadError("too-large", `is ${formatSize(size)}, over the ${formatSize(maxBytes)} limit`, size);
}

function ioError(error: unknown): FileReadError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "EISDIR") return new FileReadError("directory", "is a directory, not a file", undefined, code);
  return new FileReadError("io", describeFsError(error), undefined, code);
}

/** `5 MB`, `1.5 MB`, `812 KB`, `12 bytes`. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const mb = bytes / (1024 * 1024);
    return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  }
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
}

/**
 * A config or SKILL.md as text (`decodeSource`), read by `readRegularFile`, with the stat of the
 * descriptor read and the number of bytes read; every failure is a `SourceError` naming the file
 * (`what` names the kind of file in the size message).
 */
export function readSourceFile(file: string, displayPath: string, what: string, options: Omit<SafeReadOptions, "maxBytes"> = {}): { source: SourceFile; stat: fs.Stats; size: number } {
  let read: RegularFile;
  try {
    read = readRegularFile(file, { ...options, maxBytes: MAX_FILE_BYTES });
  } catch (error) {
    if (!(error instanceof FileReadError)) throw error;
    if (error.kind === "too-large") {
      throw new SourceError(displayPath, `file is ${((error.size ?? 0) / 1048576).toFixed(1)} MB, over the ${MAX_FILE_BYTES / 1048576} MB limit for ${what}; check that it is the file you meant`);
    }
    throw new SourceError(displayPath, error.reason);
  }
  // The text is a copy: a scratch buffer the bytes were read into may be reused at once.
  return { source: decodeSource(file, displayPath, read.bytes), stat: read.stat, size: read.bytes.length };
}
