// Writing a file (a fixed config, SKILL.md, the audit lock, a baseline): all or nothing, and only
// where asked. A temp file beside the target, created without following links, given the original's
// owner, group and mode, flushed, then renamed over it; a crash at any point leaves the original intact.
//
// The scanned tree must not choose where mcp-audit writes:
// - a target whose real path leads out of `root` through a symlink (a committed `.mcp.json ->
//   ~/.claude.json`, a baseline linked to a file elsewhere) is refused, and so is a target inside `.git`;
// - the folder resolved at the start is checked again just before the rename (a folder swapped for a
//   symlink while a slow --fix ran must not redirect the write), and so is the file (same device and
//   inode as the one read, when the caller says which);
// - a read-only file is not rewritten, and a file whose owner cannot be kept (another user's file,
//   written as that user's group, or as root without chown rights) is refused rather than handed over.
// Node has no renameat(2): between the last check and the rename a local attacker racing the rename
// could still swap a folder. That window is microseconds, not the length of a run.
import fs from "node:fs";
import path from "node:path";
import { describeFsError } from "./fs-errors.js";
import { lazyCrypto } from "./lazy-crypto.js";

export interface SafeWriteOptions {
  /** Restore a UTF-8 byte order mark. */
  bom?: boolean;
  /**
   * The folder the write belongs to (the audited tree, the project): a target that leads outside it
   * through a symlink is refused. A path named outside it without any symlink is written as named.
   */
  root: string;
  /** The file must still be this one (from the read): device and inode. */
  expect?: { dev: number; ino: number };
  /** Mode of a file that does not exist yet (less the umask). Default 0o644. */
  newFileMode?: number;
  /** Tests only: runs once the temp file is written, before the last checks and the rename. */
  beforeRename?: () => void;
}

/** A write refused or failed; `reason` is one line for the user ("is read-only: not rewritten …"). */
export class WriteError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "WriteError";
  }
}

const O_NOFOLLOW = fs.constants.O_NOFOLLOW ?? 0;
// node:crypto when a file is first written: a run that writes nothing (most) never loads it.
const randomBytes = (n: number) => lazyCrypto().randomBytes(n);

/** Replace `target` with `text`, safely (see the file's head). Throws `WriteError`. */
export function writeFileSafely(target: string, text: string, options: SafeWriteOptions): void {
  const writer = SafeFileWriter.open(target, options);
  try {
    writer.write((options.bom ? "\uFEFF" : "") + text);
    writer.commit();
  } finally {
    writer.abort();
  }
}

/**
 * writeFileSafely in pieces, for a report written as the audit goes (--output): the temp file is
 * made and the target checked at `open`, each `write` appends to it, and `commit` flushes, checks
 * again and renames it over the target. Until then the target is untouched; `abort` (a no-op after
 * a commit) removes the temp file. Throws `WriteError`.
 */
export class SafeFileWriter {
  private fd: number | undefined;
  private created: { dev: number; ino: number } | undefined;

  private constructor(
    private readonly lexical: string,
    private readonly plan: WritePlan,
    private readonly tmp: string,
    private readonly options: SafeWriteOptions,
  ) {}

  static open(target: string, options: SafeWriteOptions): SafeFileWriter {
    const lexical = path.resolve(target);
    const plan = resolveTarget(lexical, options);
    const tmp = path.join(plan.dir, `.${path.basename(plan.file)}.mcp-audit-tmp-${process.pid}-${randomBytes(4).toString("hex")}`);
    const writer = new SafeFileWriter(lexical, plan, tmp, options);
    try {
      try {
        writer.fd = fs.openSync(tmp, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | O_NOFOLLOW, plan.existing ? 0o600 : (options.newFileMode ?? 0o644));
      } catch (error) {
        throw new WriteError(describeFsError(error, "write"));
      }
      const own = fs.fstatSync(writer.fd);
      writer.created = { dev: own.dev, ino: own.ino };
      if (plan.existing) keepOwnerAndMode(writer.fd, plan.existing);
    } catch (error) {
      writer.abort();
      throw error;
    }
    return writer;
  }

  /** Append `text` (UTF-8) to the temp file. */
  write(text: string): void {
    if (this.fd === undefined) throw new WriteError("was already written or abandoned");
    try {
      // A write may take part of the bytes (a full disk reports itself on the next one): loop until all are in.
      const bytes = Buffer.from(text, "utf8");
      for (let at = 0; at < bytes.length; ) at += fs.writeSync(this.fd, bytes, at, bytes.length - at);
    } catch (error) {
      throw new WriteError(describeFsError(error, "write"));
    }
  }

  /** Flush the temp file, check the folder and file again, and rename it over the target. */
  commit(): void {
    if (this.fd === undefined) throw new WriteError("was already written or abandoned");
    try {
      fs.fsyncSync(this.fd);
    } catch (error) {
      throw new WriteError(describeFsError(error, "write"));
    }
    fs.closeSync(this.fd);
    this.fd = undefined;
    this.options.beforeRename?.();
    recheck(this.plan, this.lexical, this.options);
    try {
      fs.renameSync(this.tmp, this.plan.file);
    } catch (error) {
      throw new WriteError(describeFsError(error, "write"));
    }
    this.created = undefined;
  }

  /** Give up: the temp file is closed and removed, the target left as it was (nothing after a commit). */
  abort(): void {
    if (this.fd !== undefined) {
      fs.closeSync(this.fd);
      this.fd = undefined;
    }
    if (this.created) {
      removeOwnTemp(this.tmp, this.created);
      this.created = undefined;
    }
  }
}

/** Remove the temp file, only if the path still names it (its folder may have been swapped meanwhile). */
function removeOwnTemp(tmp: string, id: { dev: number; ino: number }): void {
  try {
    const st = fs.lstatSync(tmp);
    if (st.dev === id.dev && st.ino === id.ino) fs.unlinkSync(tmp);
  } catch {
    // gone, or in a folder moved away: nothing of ours to remove here
  }
}

interface WritePlan {
  /** The real folder and file written (links resolved). */
  dir: string;
  file: string;
  dirId: { dev: number; ino: number };
  /** The file being replaced, when it exists. */
  existing: fs.Stats | undefined;
}

function resolveTarget(lexical: string, options: SafeWriteOptions): WritePlan {
  let exists = true;
  try {
    fs.lstatSync(lexical);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw new WriteError(describeFsError(error, "write"));
    exists = false;
  }
  let file: string;
  try {
    // A dangling link is not followed to create its target: the link's own folder is where a new file goes.
    file = exists ? fs.realpathSync(lexical) : path.join(fs.realpathSync(path.dirname(lexical)), path.basename(lexical));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (exists && code === "ENOENT") throw new WriteError("is a symbolic link to a file that does not exist: not written");
    throw new WriteError(describeFsError(error, "write"));
  }
  checkPlace(lexical, file, options.root);
  const dir = path.dirname(file);
  let existing: fs.Stats | undefined;
  if (exists) {
    existing = fs.lstatSync(file);
    if (existing.isDirectory()) throw new WriteError("is a directory, not a file");
    if (!existing.isFile()) throw new WriteError("is not a regular file: not written");
    if (options.expect && (existing.dev !== options.expect.dev || existing.ino !== options.expect.ino)) {
      throw new WriteError("changed on disk while mcp-audit was running: not written; run it again");
    }
    if ((existing.mode & 0o222) === 0) throw new WriteError("is read-only: not rewritten (make it writable to let mcp-audit change it)");
    try {
      fs.accessSync(file, fs.constants.W_OK);
    } catch (error) {
      throw new WriteError(describeFsError(error, "write"));
    }
  }
  const d = fs.lstatSync(dir);
  return { dir, file, dirId: { dev: d.dev, ino: d.ino }, existing };
}

/** A symlink may lead anywhere inside `root`, never out of it; nothing is written inside `.git`. */
function checkPlace(lexical: string, real: string, root: string): void {
  let realRoot: string;
  try {
    realRoot = fs.realpathSync(root);
  } catch {
    realRoot = path.resolve(root);
  }
  const rel = path.relative(realRoot, real);
  const inside = rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
  // Named outside the tree through no link at all: written as named. Through a link: refused.
  if (real !== lexical && !inside) throw new WriteError("is a symbolic link (or lies under one) leading outside the audited folder: not written; name the file it leads to, to change it");
  if (inside && rel.split(path.sep).includes(".git")) throw new WriteError("lies inside a .git folder: not written");
}

/** The temp file gets the original's owner, group and mode, or the write is refused. */
function keepOwnerAndMode(fd: number, original: fs.Stats): void {
  const uid = process.geteuid?.();
  const gid = process.getegid?.();
  if (uid !== undefined && (original.uid !== uid || original.gid !== gid)) {
    try {
      fs.fchownSync(fd, original.uid, original.gid);
    } catch {
      throw new WriteError(`is owned by ${original.uid === uid ? `group ${original.gid}` : `another user (uid ${original.uid})`}: mcp-audit cannot keep its owner and group, so it was not rewritten; run it as that user`);
    }
  }
  // After chown, which clears set-id bits.
  fs.fchmodSync(fd, original.mode & 0o7777);
}

/** The folder and file are still the ones resolved at the start. */
function recheck(plan: WritePlan, lexical: string, options: SafeWriteOptions): void {
  const swapped = () => new WriteError("its folder changed while mcp-audit was writing (a folder or link swapped): not written");
  let now: fs.Stats;
  try {
    if (fs.realpathSync(plan.dir) !== plan.dir) throw swapped();
    now = fs.lstatSync(plan.dir);
  } catch (error) {
    if (error instanceof WriteError) throw error;
    throw swapped();
  }
  if (!now.isDirectory() || now.dev !== plan.dirId.dev || now.ino !== plan.dirId.ino) throw swapped();
  let current: fs.Stats | undefined;
  try {
    current = fs.lstatSync(plan.file);
  } catch {
    current = undefined;
  }
  const same = plan.existing ? current !== undefined && current.isFile() && current.dev === plan.existing.dev && current.ino === plan.existing.ino : current === undefined;
  if (!same) throw new WriteError("changed on disk while mcp-audit was writing: not written; run it again");
  // The path as named still leads to the same place (a folder above it swapped for a link).
  let real: string;
  try {
    real = fs.existsSync(lexical) ? fs.realpathSync(lexical) : path.join(fs.realpathSync(path.dirname(lexical)), path.basename(lexical));
  } catch {
    throw swapped();
  }
  if (real !== plan.file) throw swapped();
  checkPlace(lexical, real, options.root);
}

/** The suffix of the copy a fix keeps of a file that no version control can restore. */
export const BACKUP_SUFFIX = ".mcp-audit.bak";

/**
 * Keep `original` (the file's text as read) beside it as `<file>.mcp-audit.bak`, before a fix rewrites
 * a file outside any git work tree (nothing else could undo the fix there). The copy gets no more
 * permission than the file has (it may hold the secret a fix moved out); a previous backup is replaced,
 * a link or special file in its place is refused. Returns the backup's path. Throws `WriteError`.
 */
export function writeBackup(target: string, original: string, options: { bom?: boolean; root: string }): string {
  let real: string;
  let mode: number;
  try {
    real = fs.realpathSync(target);
    mode = fs.statSync(real).mode & 0o777;
  } catch (error) {
    throw new WriteError(describeFsError(error, "write"));
  }
  const backup = `${real}${BACKUP_SUFFIX}`;
  let existing: fs.Stats | undefined;
  try {
    existing = fs.lstatSync(backup);
  } catch {
    existing = undefined;
  }
  if (existing && !existing.isFile()) throw new WriteError(`cannot keep a backup: ${path.basename(backup)} exists and is not a regular file`);
  try {
    // Replaced, not rewritten in place: the new copy takes the file's mode, not the old copy's.
    if (existing) fs.unlinkSync(backup);
  } catch (error) {
    throw new WriteError(`cannot keep a backup: ${describeFsError(error, "write")}`);
  }
  writeFileSafely(backup, original, { root: options.root, newFileMode: mode, ...(options.bom ? { bom: true } : {}) });
  return backup;
}
