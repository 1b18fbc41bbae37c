// An agent skill: a folder holding SKILL.md (YAML front matter + Markdown body) and the files the
// agent reads and runs. Built without executing anything.
//
// One pass per folder and per file: the folder is listed once (or its entries come from the walk that
// found it), and each file is opened once, fstat'ed on its descriptor (size, execute bit, regular file),
// and read once: its digest, binary check, kind (file-kind.ts) and decoded text come from those bytes.
// The bytes are checked as UTF-8 without decoding them; a file's text is decoded from the same bytes
// when a rule first asks for it (most rules skip data files, and a pure-ASCII file cannot hide an
// invisible character), so a 300 KB schema nobody reads as text never becomes a string. Bytes and
// texts stay in memory up to a budget; digests always do.
//
// Memory: each file is read into one buffer reused from file to file (and, in a run, from skill to
// skill). What is kept of a file is never a view of that buffer: its digest; for code, Markdown, text
// and a data file outside ASCII, in HTML or read for secrets (file-kind.ts asciiDataReadAsText), a
// copy of its bytes, outside V8's heap, decoded when a rule first asks and let go again once the
// skill engine has run every rule on the file (release: its texts die young rather than all living
// while the skill's rules run); for any other data file, its first line (what a finding on line 1
// needs). A binary file leaves nothing but its digest.
//
// Caps fail closed. A skill with more entries, files, depth or bytes than mcp-audit reads is listed in
// `unread` (and `truncated` is set): the audit reports that as an error naming what was not read. Files
// are read in order of risk — code by name, files whose shebang or execute bit may make them code,
// Markdown, then text, data and binaries — so padding can never push a script out of reach.
import { isAscii, isUtf8 } from "node:buffer";
import { createHash, hash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describeFsError } from "../core/fs-errors.js";
import { FileReadError, formatSize, openRegularFile, readChunks, readOpened, readRegularFile, readSourceFile, ScratchBuffer } from "../core/safe-read.js";
import { decodeSource, MAX_FILE_BYTES, type SourceFile } from "../core/source.js";
import { asciiDataReadAsText, classifyByName, classifyFile, type FileClass } from "./file-kind.js";
import { bodyStart, parseFrontMatter, type FrontMatter } from "./front-matter.js";

export const SKILL_FILE = "SKILL.md";

/** What one skill may make mcp-audit list and read. Beyond any of them, what is left is `unread`. */
export interface SkillLimits {
  /** Directory entries listed (files and folders) before the listing stops. */
  entries: number;
  /** Files kept and read (the riskiest first). */
  files: number;
  /** Folders below the skill folder. */
  depth: number;
  /** Bytes read for the whole skill. */
  bytes: number;
  /** Bytes of one file (hashing an 8 GB sparse file is not a review). */
  fileBytes: number;
  /** Text kept in memory for the rules (its bytes until decoded); past it a text is read again when asked. */
  retainedText: number;
}

export const SKILL_LIMITS: Readonly<SkillLimits> = {
  entries: 100_000,
  files: 5_000,
  depth: 32,
  bytes: 256 * 1024 * 1024,
  fileBytes: 64 * 1024 * 1024,
  retainedText: 32 * 1024 * 1024,
};

export interface SkillFile {
  /** Path inside the skill folder, forward slashes (`scripts/run.sh`). */
  path: string;
  absolute: string;
  kind: "file" | "symlink" | "other";
  /** From the read (0 when not read). */
  size: number;
  /** Any execute bit set (for a symlink: on its target), from the read. */
  executable: boolean;
  /** For symlinks: the resolved target (undefined when dangling or looping). */
  target?: string;
  /** For symlinks: whether the target lies outside the skill folder. */
  escapes?: boolean;
  /** What the file is (src/skills/file-kind.ts), decided from the read; undefined when it was not read. */
  class?: FileClass;
}

/** Something of the skill that was not read, and why (a cap, an error). `path` may be a folder (`deep/`). */
export interface UnreadEntry {
  path: string;
  reason: string;
  /** Why it was not read: one of the caps (the default), or a name that is not UTF-8 (the skill may be within every cap). */
  cause?: "name";
}

/** Size, digest and nature of a file of the skill, from its one read. */
export type FileContent =
  | {
      ok: true;
      size: number;
      digest: string;
      binary: boolean;
      /**
       * Binary by its encoding alone: no NUL and no UTF-16 mark, only bytes that are not valid UTF-8
       * (a Latin-1 `é`). Text to whoever opens it, named so by skill-unaudited-file; undefined: not so.
       */
      notUtf8?: true;
      shebang: boolean;
      executable: boolean;
      /** Every byte is ASCII (so the text holds no invisible character); undefined when not known. */
      ascii?: boolean;
    }
  | { ok: false; reason: "escaping-symlink" | "broken-symlink" | "directory" | "special" | "unreadable" | "not-read"; detail?: string; cause?: "name" };

export interface Skill {
  /** Absolute path of the folder. */
  dir: string;
  /** Folder as shown to the user. */
  displayDir: string;
  /** Folder from the repository root (fingerprints, lock keys). */
  identityDir: string;
  folderName: string;
  skillMd: SourceFile;
  frontMatter: FrontMatter;
  /** Where the Markdown body starts in SKILL.md's text. */
  bodyOffset: number;
  /** The files listed, sorted by path (at most `SKILL_LIMITS.files`). */
  files: SkillFile[];
  /** True when something of the folder was not listed or not read: see `unread` (and stoppedByCap). */
  truncated: boolean;
  /** What was not listed or read, riskiest first. Empty for a skill read in full. */
  unread: UnreadEntry[];
  /** A text file of the skill, decoded; undefined when missing, binary, not UTF-8, too large or not read. */
  readText(relativePath: string): SourceFile | undefined;
  /**
   * The first line of the file's text (no BOM, no line break), when `readText` would give a text: a
   * finding on line 1 needs no more, so the rest of the file is not decoded for it.
   */
  readFirstLine(relativePath: string): string | undefined;
  /** Raw bytes of a file of the skill (read again: prefer `content`); undefined when unreadable. */
  readBytes(relativePath: string): Buffer | undefined;
  /** Size, digest and nature of a file, from the one read of it. */
  content(relativePath: string): FileContent;
  /**
   * Lets the file's decoded text go, keeping its bytes: asked again, it is decoded again. The skill
   * engine calls it once every rule has checked the file, so that a skill's texts die young.
   */
  release?(relativePath: string): void;
  /**
   * False when the file's kept bytes (or text) are known not to hold `needle` (ASCII), without
   * decoding them; true when they hold it or nothing is kept to tell (then read the text).
   */
  mayHold?(relativePath: string, needle: string): boolean;
}

/** One entry of a folder of the skill, as a directory listing gives it (no stat). */
export interface SkillDirEntry {
  name: string;
  type: "file" | "dir" | "symlink" | "other";
}

/**
 * Entries of a folder of the skill (`""` for the skill folder), when the caller already read them
 * (the discovery walk, git's listing); undefined to read the folder from disk.
 */
export type SkillEntries = (relativeDir: string) => readonly SkillDirEntry[] | undefined;

export interface LoadSkillOptions {
  entries?: SkillEntries;
  /** The folder's real path, when the caller knows it (saves resolving it again). */
  realDir?: string;
  limits?: Partial<SkillLimits>;
  /** Keep texts for the rules, as bytes decoded when asked (default true; `approve` only needs digests). */
  retainText?: boolean;
  /**
   * The buffer to read files into (a run passes the same one for every skill it loads, one after
   * the other); by default one for this skill. Nothing the skill keeps points into it.
   */
  scratch?: ScratchBuffer;
  /**
   * When the digests of files that are not code or binary (Markdown, text, data) are computed:
   * "at-read" (default) hashes every file from the bytes of its read; "when-asked" hashes such a file
   * only when its digest is first read, from the text kept (its exact bytes again), or for an ASCII
   * data file whose bytes were let go, from a second read of the same file version. A run with no lock
   * compares no digest, and names only those of files that may run (code, an execute bit, a `#!`) and
   * of binaries, which are always hashed at once: it asks.
   */
  digests?: "at-read" | "when-asked";
}

export function loadSkill(dir: string, displayDir: string, identityDir: string, options: LoadSkillOptions = {}): Skill {
  const limits = { ...SKILL_LIMITS, ...options.limits };
  const skillMdPath = path.join(dir, SKILL_FILE);
  const skillMdDisplay = joinDisplay(displayDir, SKILL_FILE);
  // A SKILL.md linked to /dev/zero, or a FIFO, is refused without blocking (and a device never opened:
  // it is stat'ed first unless the folder's listing already said "file").
  const knownRegular = options.entries?.("")?.some((e) => e.name === SKILL_FILE && e.type === "file") ?? false;
  const scratch = options.scratch ?? new ScratchBuffer();
  // Grown past its usual size by the previous skill's largest file: let go rather than kept for the run.
  scratch.shrink();
  const { source: skillMd, stat: skillMdStat, size: skillMdSize } = readSourceFile(skillMdPath, skillMdDisplay, "a SKILL.md", { followSymlink: !knownRegular, knownRegular, scratch });
  skillMd.identityPath = joinDisplay(identityDir, SKILL_FILE);
  const frontMatter = parseFrontMatter(skillMd.text);
  const listed = listSkillFolder(dir, options.realDir, options.entries, limits);
  const reader = new SkillReader(displayDir, identityDir, limits, options.retainText ?? true, scratch, options.digests === "when-asked");
  const gone = reader.readAll(listed.files, skillMd, skillMdStat, skillMdSize, listed.unread);
  const files = listed.files.filter((f) => !gone.has(f)).sort((a, b) => compare(a.path, b.path));
  const byPath = new Map(files.map((f) => [f.path, f]));
  return {
    dir,
    displayDir,
    identityDir,
    folderName: path.basename(dir),
    skillMd,
    frontMatter,
    bodyOffset: frontMatter.present ? bodyStart(skillMd.text, frontMatter.end) : 0,
    files,
    truncated: listed.unread.length > 0,
    unread: listed.unread,
    readText: (relativePath) => reader.text(byPath.get(relativePath)),
    readFirstLine: (relativePath) => reader.firstLine(byPath.get(relativePath)),
    readBytes(relativePath) {
      const file = byPath.get(relativePath);
      if (!file || file.kind === "other" || (file.kind === "symlink" && (file.escapes || file.target === undefined))) return undefined;
      try {
        return readRegularFile(file.kind === "symlink" ? (file.target ?? file.absolute) : file.absolute, { maxBytes: limits.fileBytes }).bytes;
      } catch {
        return undefined;
      }
    },
    content: (relativePath) => reader.content(byPath.get(relativePath)),
    release: (relativePath) => reader.release(byPath.get(relativePath)),
    mayHold: (relativePath, needle) => reader.mayHold(byPath.get(relativePath), needle),
  };
}

/** Whether one of the caps (SkillLimits) stopped the listing or the reading: the skill is bigger than what mcp-audit read. */
export function stoppedByCap(skill: Pick<Skill, "unread">): boolean {
  return skill.unread.some((u) => u.cause === undefined);
}

export function joinDisplay(dir: string, relative: string): string {
  return dir === "" || dir === "." ? relative : `${dir.endsWith("/") ? dir.slice(0, -1) : dir}/${relative}`;
}

// ---- listing ------------------------------------------------------------------------------------

const SKIPPED_DIRS = new Set([".git", "node_modules"]);

interface Listing {
  files: SkillFile[];
  unread: UnreadEntry[];
}

/** Every entry of the folder (one readdir per folder), capped; then the riskiest `limits.files` are kept. */
function listSkillFolder(root: string, knownRealRoot: string | undefined, entriesOf: SkillEntries | undefined, limits: SkillLimits): Listing {
  const all: SkillFile[] = [];
  const unread: UnreadEntry[] = [];
  let realRoot = knownRealRoot;
  const realRootOf = () => {
    if (realRoot === undefined) {
      try {
        realRoot = fs.realpathSync(root);
      } catch {
        realRoot = root;
      }
    }
    return realRoot;
  };
  let count = 0;
  // A file's absolute path, as path.join gives it, without re-normalizing the whole path for each
  // file: on POSIX, an absolute normalized root and plain names concatenate to the same string.
  const plainRoot = path.sep === "/" && path.isAbsolute(root) && path.normalize(root) === root ? (root.endsWith("/") ? root : `${root}/`) : undefined;
  const stack: { rel: string; depth: number; plain: boolean }[] = [{ rel: "", depth: 0, plain: plainRoot !== undefined }];
  listing: while (stack.length > 0) {
    const { rel, depth, plain } = stack.pop()!;
    let entries = entriesOf?.(rel);
    if (!entries) {
      try {
        entries = fs.readdirSync(path.join(root, rel), { withFileTypes: true }).map(direntEntry);
      } catch (error) {
        unread.push({ path: rel === "" ? "." : `${rel}/`, reason: `the folder cannot be listed (${describeFsError(error)})` });
        continue;
      }
    }
    const sorted = [...entries].sort((a, b) => compare(a.name, b.name));
    for (const entry of sorted) {
      const relPath = rel === "" ? entry.name : `${rel}/${entry.name}`;
      if (++count > limits.entries) {
        unread.push({ path: rel === "" ? "." : `${rel}/`, reason: `the skill holds more than ${limits.entries.toLocaleString("en-US")} entries: listing stopped here` });
        break listing;
      }
      const plainPath = plain && plainName(entry.name);
      const absolute = plainPath ? `${plainRoot}${relPath}` : path.join(root, relPath);
      if (entry.type === "dir") {
        if (SKIPPED_DIRS.has(entry.name)) continue;
        if (depth + 1 > limits.depth) unread.push({ path: `${relPath}/`, reason: `deeper than ${limits.depth} folders: not listed` });
        else stack.push({ rel: relPath, depth: depth + 1, plain: plainPath });
      } else if (entry.type === "symlink") {
        let target: string | undefined;
        try {
          target = fs.realpathSync(absolute);
        } catch {
          target = undefined;
        }
        all.push({ path: relPath, absolute, kind: "symlink", size: 0, executable: false, ...(target ? { target } : {}), escapes: target === undefined ? true : !isInside(realRootOf(), target) });
      } else {
        all.push({ path: relPath, absolute, kind: entry.type === "file" ? "file" : "other", size: 0, executable: false });
      }
    }
  }
  // Each file's rank computed once, not once per comparison.
  const rank = new Map(all.map((f) => [f, readRank(f)]));
  all.sort((a, b) => rank.get(a)! - rank.get(b)! || compare(a.path, b.path));
  if (all.length > limits.files) {
    for (const f of all.slice(limits.files)) unread.push({ path: f.path, reason: `over the ${limits.files.toLocaleString("en-US")}-file limit for a skill: not read` });
    all.length = limits.files;
  }
  return { files: all, unread };
}

/** A listed name path.join keeps as it is (no separator, not `.` or `..`). */
function plainName(name: string): boolean {
  return name !== "" && name !== "." && name !== ".." && !name.includes("/");
}

function direntEntry(d: fs.Dirent): SkillDirEntry {
  return { name: d.name, type: d.isFile() ? "file" : d.isDirectory() ? "dir" : d.isSymbolicLink() ? "symlink" : "other" };
}

/**
 * Reading order: SKILL.md; links and special files (nothing to read, each a finding); code by name;
 * files whose name does not tell (a shebang or execute bit may make them code); Markdown; text; data;
 * binaries. Caps therefore drop bulk data first.
 */
function readRank(file: SkillFile): number {
  if (file.path === SKILL_FILE) return 0;
  if (file.kind !== "file") return 1;
  const byName = classifyByName(file.path);
  if (!byName) return 3;
  switch (byName.kind) {
    case "code":
      return 2;
    case "markdown":
      return 4;
    case "text":
      return 5;
    case "data":
      return 6;
    default:
      return 7;
  }
}

// ---- reading ------------------------------------------------------------------------------------

/** Skill files decoded to text in this process; with `record`, their paths (tests check what is not decoded). */
export const skillTextStats: { decoded: number; record?: string[] } = { decoded: 0 };

const HEAD_CHARS = 300;
const FIRST_LINE = /^[^\r\n]*/;
const headDecoder = new TextDecoder("utf-8", { ignoreBOM: true });

/**
 * The first HEAD_CHARS characters of valid UTF-8 bytes, as the whole decoded text would begin (BOM
 * kept): at most 4 bytes a character, so the bytes past 4 × HEAD_CHARS cannot change them.
 */
function head(bytes: Uint8Array): string {
  return headDecoder.decode(bytes.subarray(0, HEAD_CHARS * 4)).slice(0, HEAD_CHARS);
}

/** What reading a file gave (its content known at once). */
type FileRead = Read & { content: FileContent };

interface Read {
  /** Computed when first asked (SKILL.md's: the audit hashes its text itself, see lock/skills.ts). */
  content: FileContent | (() => FileContent);
  /**
   * The text: its bytes (a copy: valid UTF-8, not yet decoded) until a rule asks, then decoded (the
   * bytes kept in `bytes`) until released, or "evicted" when it was decodable but over the memory
   * budget: read again when asked.
   */
  text?: SourceFile | Buffer | "evicted";
  /** A text file's bytes (a copy, valid UTF-8), kept while its text is decoded, to decode it again once released. */
  bytes?: Buffer;
  /** Not there any more. */
  gone?: boolean;
  /** The text's first line, once asked (the same whether taken from the bytes or the decoded text). */
  firstLine?: string;
  /**
   * Text that is not UTF-8 (a byte of Latin-1 in a script, no NUL): binary to the file's facts, but
   * decoded with U+FFFD for its bad bytes when a rule asks, as a shell or an agent reads it anyway.
   */
  lenient?: true;
}

class SkillReader {
  private readonly reads = new Map<SkillFile, Read>();
  private bytesRead = 0;
  private retained = 0;
  /** The file last read again for its text (see text()). */
  private reread: { file: SkillFile; source: SourceFile | undefined } | undefined;

  constructor(
    private readonly displayDir: string,
    private readonly identityDir: string,
    private readonly limits: SkillLimits,
    private readonly retainText: boolean,
    private readonly scratch: ScratchBuffer,
    private readonly lazyDigests: boolean,
  ) {}

  /** Read every file once, riskiest first (`files` is in that order); record what a cap left unread. */
  readAll(files: SkillFile[], skillMd: SourceFile, skillMdStat: fs.Stats, skillMdSize: number, unread: UnreadEntry[]): Set<SkillFile> {
    const gone = new Set<SkillFile>();
    for (const file of files) {
      if (file.path === SKILL_FILE && file.kind === "file") {
        file.size = skillMdSize;
        file.executable = (skillMdStat.mode & 0o111) !== 0;
        file.class = { kind: "markdown", by: "extension" };
        const executable = file.executable;
        // Its text is exactly its bytes (valid UTF-8, BOM kept apart): hashed from it if asked.
        const content = (): FileContent => {
          const bytes = Buffer.from((skillMd.bom ? "\uFEFF" : "") + skillMd.text, "utf8");
          return { ok: true, size: bytes.length, digest: sha256(bytes), binary: false, shebang: false, executable, ascii: isAscii(bytes) };
        };
        this.reads.set(file, { content, text: skillMd });
        continue;
      }
      const read = this.readOne(file);
      this.reads.set(file, read);
      if (read.gone) gone.add(file);
      const content = read.content;
      if (!content.ok && content.reason === "not-read") unread.push({ path: file.path, reason: content.detail ?? "not read", ...(content.cause ? { cause: content.cause } : {}) });
    }
    return gone;
  }

  content(file: SkillFile | undefined): FileContent {
    const read = file && this.reads.get(file);
    if (!read) return { ok: false, reason: "unreadable" };
    if (typeof read.content === "function") read.content = read.content();
    return read.content;
  }

  text(file: SkillFile | undefined): SourceFile | undefined {
    if (!file) return undefined;
    const read = this.reads.get(file);
    if (!read || read.text === undefined) return undefined;
    // The decode of a text's kept bytes, at its first ask or its first after a release (a digest not
    // computed yet is taken from the bytes first if they do not decode: it could not be taken from the text).
    if (Buffer.isBuffer(read.text)) {
      const bytes = read.text;
      const decoded = this.tryDecode(file, bytes, read.lenient);
      if (decoded === undefined && typeof read.content !== "function" && read.content.ok) void read.content.digest;
      read.text = decoded;
      // Kept to decode again once the text is released (the engine releases it after the file's checks).
      if (decoded !== undefined) read.bytes = bytes;
    }
    if (read.text !== "evicted") return read.text;
    // Not kept (past the memory budget, or data no rule was expected to read): read again. The last
    // file read again is remembered: a rule asks once for each of a file's findings.
    if (this.reread?.file === file) return this.reread.source;
    let source: SourceFile | undefined;
    try {
      source = this.decode(file, readRegularFile(this.readPath(file), { maxBytes: MAX_FILE_BYTES }).bytes, read.lenient);
    } catch {
      source = undefined;
    }
    this.reread = { file, source };
    return source;
  }

  release(file: SkillFile | undefined): void {
    const read = file && this.reads.get(file);
    if (!read || read.bytes === undefined || read.text === undefined || read.text === "evicted" || Buffer.isBuffer(read.text)) return;
    // The first line stays known (a finding on line 1 is placed without decoding the file again).
    if (read.firstLine === undefined) read.firstLine = firstLineOfBytes(read.bytes);
    read.text = read.bytes;
    read.bytes = undefined;
  }

  mayHold(file: SkillFile | undefined, needle: string): boolean {
    const read = file && this.reads.get(file);
    if (!read) return true;
    const text = read.text;
    if (Buffer.isBuffer(text)) return text.includes(needle);
    if (read.bytes !== undefined) return read.bytes.includes(needle);
    return text === undefined || text === "evicted" || text.text.includes(needle);
  }

  firstLine(file: SkillFile | undefined): string | undefined {
    const read = file && this.reads.get(file);
    if (!read || read.text === undefined) return undefined;
    // Asked twice for each finding on line 1 (the rule for its length, the engine for its range).
    if (read.firstLine !== undefined) return read.firstLine;
    if (!Buffer.isBuffer(read.text)) {
      const line = this.text(file)?.text.match(FIRST_LINE)![0];
      if (line !== undefined && read.text !== "evicted") read.firstLine = line;
      return line;
    }
    return (read.firstLine = firstLineOfBytes(read.text));
  }

  private readPath(file: SkillFile): string {
    return file.kind === "symlink" ? file.target! : file.absolute;
  }

  private readOne(file: SkillFile): FileRead {
    if (file.kind === "other") return { content: { ok: false, reason: "special" } };
    if (file.kind === "symlink" && (file.target === undefined || file.escapes)) {
      // Escaping or broken links are never read: a link to /dev/zero or ~/.ssh is not the skill's to hash.
      return { content: { ok: false, reason: file.escapes && file.target !== undefined ? "escaping-symlink" : this.brokenOrEscaping(file) } };
    }
    let fd: number;
    let stat: fs.Stats;
    try {
      // A directory entry said "file": no stat before opening. A link's target was resolved: not followed again.
      ({ fd, stat } = openRegularFile(this.readPath(file), { knownRegular: file.kind === "file" }));
    } catch (error) {
      if (error instanceof FileReadError) {
        // A name that is not UTF-8 reaches us decoded with U+FFFD in place of its bad bytes (Node's readdir,
        // git's listing): that path does not exist, but the file does. Not read, and said so.
        if (error.code === "ENOENT" && file.path.includes("\uFFFD")) return { content: { ok: false, reason: "not-read", detail: "its name is not valid UTF-8: not read (rename it to audit it)", cause: "name" } };
        // Listed by git but deleted since (or absent from a sparse checkout): not part of the folder.
        if (error.code === "ENOENT" && file.kind === "file") return { content: { ok: false, reason: "unreadable" }, gone: true };
        if (error.kind === "directory") return { content: { ok: false, reason: "directory" } };
        if (error.kind === "not-regular") return { content: { ok: false, reason: "special" } };
      }
      return { content: { ok: false, reason: "unreadable" } };
    }
    try {
      file.size = stat.size;
      file.executable = (stat.mode & 0o111) !== 0;
      if (stat.size > this.limits.fileBytes) return notRead(`is ${formatSize(stat.size)}, over the ${formatSize(this.limits.fileBytes)} limit for one file of a skill: not read, not hashed`);
      if (this.bytesRead + stat.size > this.limits.bytes) return notRead(`over the ${formatSize(this.limits.bytes)} mcp-audit reads of one skill: not read`);
      if (stat.size <= MAX_FILE_BYTES) {
        // Read into the reused buffer: fromBytes keeps nothing that points into it.
        const bytes = readOpened(fd, stat, MAX_FILE_BYTES, this.scratch);
        this.bytesRead += bytes.length;
        return this.fromBytes(file, bytes, stat);
      }
      return this.streamed(file, fd, stat);
    } catch (error) {
      if (error instanceof FileReadError && error.kind === "too-large") return notRead(`grew past the ${formatSize(this.limits.fileBytes)} limit while it was read: not read`);
      return { content: { ok: false, reason: "unreadable" } };
    } finally {
      fs.closeSync(fd);
    }
  }

  private brokenOrEscaping(file: SkillFile): "escaping-symlink" | "broken-symlink" {
    return file.target === undefined ? "broken-symlink" : "escaping-symlink";
  }

  /** A file small enough to hold: digest, binary check, kind and text from the same bytes (which it does not keep). */
  private fromBytes(file: SkillFile, bytes: Buffer, stat: fs.Stats): FileRead {
    const shebang = bytes[0] === 0x23 && bytes[1] === 0x21;
    // Binary: a NUL anywhere, or not UTF-8 (what decodeSource refuses too, so readText agrees). Checked
    // natively without building the string; ASCII is the common case and the cheapest check.
    const ascii = isAscii(bytes);
    const nul = bytes.indexOf(0) !== -1;
    const binary = nul || (!ascii && !isUtf8(bytes));
    const notUtf8 = binary && !nul && !hasUtf16Mark(bytes);
    // Only a shebang's line can change what the name says: the head is decoded for it alone.
    file.class = classifyFile(file.path, file.executable, binary ? undefined : shebang ? head(bytes) : "", binary);
    const executable = file.executable;
    const hashed = (): FileContent => ({ ok: true, size: bytes.length, digest: sha256(bytes), binary, ...(notUtf8 ? { notUtf8 } : {}), shebang, executable, ascii });
    // A link inside the skill is read for its digest; its text is checked where the file really is.
    if (file.kind === "symlink") return { content: hashed() };
    if (binary) {
      // One byte that is not UTF-8 must not hide a script's commands or a page's hidden text: text
      // by its name or its `#!` with no NUL is kept, to be read with U+FFFD for its bad bytes.
      if (!notUtf8 || !readsAsTextAnyway(file, shebang)) return { content: hashed() };
      if (!this.retainText || this.retained + bytes.length > this.limits.retainedText) return { content: hashed(), text: "evicted", lenient: true };
      this.retained += bytes.length;
      return { content: hashed(), text: Buffer.from(bytes), lenient: true };
    }
    if (!this.retainText || this.retained + bytes.length > this.limits.retainedText) return { content: hashed(), text: "evicted" };
    // An ASCII data file that no rule reads as text — not HTML (whose comments skill-hidden-content
    // reads), not read for secrets (a schema, a table, anything past 256 KiB), no character outside
    // ASCII to hide, no directive in data — is asked at most its first line, for a finding on line 1.
    // Its bytes are let go, so a skill of large schemas holds none of them. Its digest is taken now when
    // a lock will compare it, or when the file may run (an execute bit or a `#!`: skill-unaudited-file
    // then names the digest in its finding). Otherwise, in a run without a lock (lazy digests), no rule
    // names it: it is hashed from a second read only if asked. Hashing the benchmark tree's 190 MB of
    // schemas cost ~110 ms of a run that never read one of those digests.
    if (file.class.kind === "data" && ascii && !asciiDataReadAsText(file.path, bytes.length)) {
      const lazy = this.lazyDigests && !executable && !shebang;
      const content = lazy ? this.digestByRereading(file, versionOf(stat), bytes.length) : hashed();
      return { content, text: "evicted", firstLine: firstLineOfBytes(bytes) };
    }
    this.retained += bytes.length;
    // A copy of the bytes (outside V8's heap, which the young generation's collections copy) waits for
    // a rule to ask for the text; it is decoded then, at the file's turn in the engine's pass over the
    // skill's files, and let go after (release). Measured on the benchmark tree: V8 promoted 121 MB
    // instead of 312, and its largest heap stayed at 62–66 MB where it reached 73–89 (peak RSS
    // 128–132 MiB against 130–147), for the same CPU (the copy costs what the collector saves).
    const text = Buffer.from(bytes);
    // Code is hashed at once: every run names its digest (skill-unaudited-file's subject).
    if (!this.lazyDigests || file.class.kind === "code") return { content: hashed(), text };
    return hashedWhenAsked(text, bytes.length, shebang, executable, ascii);
  }

  /**
   * The content of an ASCII data file (not executable, no `#!`) whose bytes were let go: its digest,
   * asked at most once, from the file read again. The descriptor is checked before a byte is read: the
   * same file (device, inode) at the same version (size, modification and change times) as the first
   * read, else nothing is read and the digest is one that is the SHA-256 of no bytes (`sha256:unreadable`):
   * a file swapped for a FIFO, a link, a larger file or a file elsewhere (a folder of its path swapped
   * for a link) is never read for it. A rewrite of the same size within one tick of a coarse clock is
   * not seen, as git and make do not see it; only a run with no lock takes this path, and the digest it
   * names is then no more than the subject of a finding.
   */
  private digestByRereading(file: SkillFile, first: FileVersion, size: number): FileContent {
    let digest: string | undefined;
    const where = this.readPath(file);
    return {
      ok: true,
      size,
      get digest() {
        return (digest ??= rereadDigest(where, first, size));
      },
      binary: false,
      shebang: false,
      executable: false,
      ascii: true,
    };
  }

  private tryDecode(file: SkillFile, bytes: Uint8Array, lenient?: true): SourceFile | undefined {
    try {
      return this.decode(file, bytes, lenient);
    } catch {
      return undefined;
    }
  }

  /** A file over the text limit: hashed and checked in 1 MB chunks, its text never held. */
  private streamed(file: SkillFile, fd: number, stat: fs.Stats): FileRead {
    const hash = createHash("sha256");
    const decoder = new TextDecoder("utf-8", { fatal: true });
    let binary = false;
    let nul = false;
    let utf16 = false;
    let ascii = true;
    let shebang = false;
    let start = "";
    let first = true;
    const size = readChunks(fd, stat, this.limits.fileBytes, (chunk) => {
      hash.update(chunk);
      if (first) {
        shebang = chunk[0] === 0x23 && chunk[1] === 0x21;
        utf16 = hasUtf16Mark(chunk);
        // As for a file read whole: the head (BOM kept) only matters after a `#!`.
        start = shebang ? head(chunk) : "";
        first = false;
      }
      if (ascii && !isAscii(chunk)) ascii = false;
      if (nul) return;
      if (chunk.includes(0)) binary = nul = true;
      else if (binary) return;
      else {
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          binary = true;
        }
      }
    });
    this.bytesRead += size;
    if (!binary) {
      try {
        decoder.decode(); // a multi-byte sequence cut off at the end
      } catch {
        binary = true;
      }
    }
    file.size = size;
    file.class = classifyFile(file.path, file.executable, binary ? undefined : start, binary);
    const notUtf8 = binary && !nul && !utf16;
    return { content: { ok: true, size, digest: `sha256:${hash.digest("hex")}`, binary, ...(notUtf8 ? { notUtf8 } : {}), shebang, executable: file.executable, ascii } };
  }

  private decode(file: SkillFile, bytes: Uint8Array, lenient?: true): SourceFile {
    skillTextStats.decoded++;
    skillTextStats.record?.push(file.path);
    const source = decodeSource(file.absolute, joinDisplay(this.displayDir, file.path), bytes, lenient);
    source.identityPath = joinDisplay(this.identityDir, file.path);
    return source;
  }
}

/** A UTF-16 byte order mark first: text to an editor, but not bytes a shell or a UTF-8 reader takes as text. */
function hasUtf16Mark(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

/**
 * Bytes that are not UTF-8 (no NUL, no UTF-16 mark: `notUtf8`) but text all the same to whoever runs
 * or reads them: code, Markdown or text by name, a `#!`, or a name that says nothing.
 */
function readsAsTextAnyway(file: SkillFile, shebang: boolean): boolean {
  if (shebang) return true;
  const byName = classifyByName(file.path);
  return byName === undefined || byName.kind === "code" || byName.kind === "markdown" || byName.kind === "text";
}

/**
 * A text file's read whose digest is computed from what the skill keeps of it when first read (built
 * apart from fromBytes so that nothing here holds on to the read buffer).
 */
function hashedWhenAsked(text: SourceFile | Buffer, size: number, shebang: boolean, executable: boolean, ascii: boolean): FileRead {
  const read: Read = { content: () => content, text };
  let digest: string | undefined;
  const content: FileContent = {
    ok: true,
    size,
    get digest() {
      return (digest ??= keptDigest(read.text));
    },
    binary: false,
    shebang,
    executable,
    ascii,
  };
  read.content = content;
  return read as FileRead;
}

/**
 * The digest of a file from what the skill keeps of it: its bytes, or its text (valid UTF-8 decoded
 * with its BOM set apart encodes back to exactly those bytes).
 */
function keptDigest(kept: Read["text"]): string {
  if (Buffer.isBuffer(kept)) return sha256(kept);
  if (kept === undefined || kept === "evicted") throw new Error("internal error: a file's digest was asked after its bytes and text were let go");
  return sha256(Buffer.from((kept.bom ? "\uFEFF" : "") + kept.text, "utf8"));
}

/** The first line of valid UTF-8 bytes, not decoded yet: up to the first CR or LF (after a BOM, as decodeSource drops it). */
function firstLineOfBytes(bytes: Buffer): string {
  const from = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const lf = bytes.indexOf(0x0a, from);
  const cr = bytes.subarray(from, lf === -1 ? bytes.length : lf).indexOf(0x0d);
  const end = cr !== -1 ? from + cr : lf !== -1 ? lf : bytes.length;
  return bytes.toString("utf8", from, end);
}

/** What tells one version of a file from another: where it is (device, inode), its size and times. */
interface FileVersion {
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
  ctimeMs: number;
}

function versionOf(stat: fs.Stats): FileVersion {
  return { dev: stat.dev, ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs };
}

/** Whether a stat is of the same version of the same file (what make and git judge by). */
function sameVersion(a: FileVersion, b: fs.Stats): boolean {
  return a.ino === b.ino && a.dev === b.dev && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
}

/** The digest of the file at `where` if it is still `first` (checked on its descriptor before any read), else UNREADABLE_DIGEST. */
function rereadDigest(where: string, first: FileVersion, size: number): string {
  let fd: number;
  let stat: fs.Stats;
  try {
    ({ fd, stat } = openRegularFile(where));
  } catch {
    return UNREADABLE_DIGEST;
  }
  try {
    if (!sameVersion(first, stat)) return UNREADABLE_DIGEST;
    const bytes = readOpened(fd, stat, size);
    return bytes.length === size ? sha256(bytes) : UNREADABLE_DIGEST;
  } catch {
    return UNREADABLE_DIGEST;
  } finally {
    fs.closeSync(fd);
  }
}

/** The digest of a file that could not be read again for it: not the SHA-256 of any bytes, so it matches no lock entry. */
export const UNREADABLE_DIGEST = "sha256:unreadable";

function notRead(detail: string): FileRead {
  return { content: { ok: false, reason: "not-read", detail } };
}

function sha256(bytes: Uint8Array): string {
  // One-shot: no Hash object per file (most skill files are small, where that object costs more than the hashing).
  return `sha256:${hash("sha256", bytes, "hex")}`;
}

function isInside(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}


/**
 * What a skill left unread, for a message: `3 not read: scripts/x.sh (over the 5,000-file limit for a
 * skill: not read), data/big.bin (is 80 MB, …), … and 1 more`.
 */
export function describeUnread(unread: readonly UnreadEntry[], shown = 3): string {
  const listed = unread.slice(0, shown).map((u) => `${u.path} (${u.reason})`);
  if (unread.length > shown) listed.push(`… and ${unread.length - shown} more`);
  return `${unread.length} not read: ${listed.join(", ")}`;
}
