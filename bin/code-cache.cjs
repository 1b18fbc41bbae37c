// Loads the CLI bundle (bundle/cli.cjs) with a V8 code cache: the bytecode V8 compiled for it on an
// earlier run, so that a start does not parse and compile ~1 MB of JavaScript again (most of what a
// pre-commit run over a few files cost). Node 20 has no module.enableCompileCache and keeps no cache
// of its own; vm.Script takes one (cachedData). See docs/code-cache.md.
//
// A code cache is bytecode that V8 runs without checking it against the source (V8 itself compares
// only the source's length and its own version and flags), so where it lives and who can write it is
// what makes it safe:
// - it lives in the user's own cache directory ($XDG_CACHE_HOME/mcp-audit/code-cache, else
//   ~/.cache/mcp-audit/code-cache), never in a scanned repository; each folder on the way (the cache
//   root, mcp-audit/, code-cache/) must be a real directory (no symbolic link) owned by the current
//   user and writable by no group or other user, else the cache is not used at all. Only the user (or
//   root) can write it, and they can run code as that user anyway;
// - an entry's name holds the SHA-256 of the bundle that scripts/bundle.mjs wrote into its last line,
//   the CRC-32 of the bytes actually read (a bundle changed after its build) and the CRC-32 of the
//   Node and V8 versions, the platform and Node's options (V8's flags): a rebuilt or changed bundle or
//   another Node never reads an old entry;
// - an entry holds the CRC-32 of its bytes, checked before V8 sees them: a truncated or corrupt file
//   is never handed to V8;
// - entries are written to a temporary file (0600, created exclusively) and renamed into place;
// - any error, a missing or rejected entry falls back to a plain load, silently, with the same output.
// MCP_AUDIT_NO_CODE_CACHE=1 turns it off.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { isAscii } = require("node:buffer");
// This file's own module's class: what require("node:module") exports, without loading that module
// (its public face loads the ES module loader's parts, which a CommonJS start never needs).
const Module = module.constructor;

const MAGIC = Buffer.from("mcp-audit v8 code cache 2\n");
/** An entry's check: the CRC-32 of its bytecode, big-endian. */
const DIGEST_BYTES = 4;
/** The last line of bundle/cli.cjs, as scripts/bundle.mjs writes it: the SHA-256 of the text before it. */
const BUILD_LINE = /\/\/ mcp-audit build sha256 ([0-9a-f]{64})\n$/;
/** Entries kept per cache directory: one per bundle and Node version in use, the newest few. */
const KEEP = 4;
/** A larger file is not a cache this bundle wrote (the CLI's is under 2 MB). */
const MAX_BYTES = 64 << 20;

/** The cache directory's folders, outermost first, or undefined when the platform has no owners to check. */
function cacheFolders(env) {
  if (process.platform === "win32" || typeof process.getuid !== "function") return undefined;
  const xdg = env.XDG_CACHE_HOME;
  // os.homedir() is $HOME when set (libuv's rule): read here, node:os is not loaded for it.
  const written = xdg && path.isAbsolute(xdg) ? xdg : path.join(process.env.HOME || require("node:os").homedir(), ".cache");
  // A home that is not an absolute path would put the cache under the working directory: none then.
  if (!path.isAbsolute(written)) return undefined;
  // Resolved: a trailing slash would make lstat follow a link in its last segment.
  const root = path.resolve(written);
  const tool = path.join(root, "mcp-audit");
  return [root, tool, path.join(tool, "code-cache")];
}

/** A real directory, owned by this user, that no group or other user can write. */
function trusted(stat) {
  return stat.isDirectory() && !stat.isSymbolicLink() && stat.uid === process.getuid() && (stat.mode & 0o022) === 0;
}

/**
 * The cache directory, its missing folders created (0700) one by one, each only inside a folder this
 * user owns; undefined when it cannot be trusted. A missing cache root is made, with any missing
 * folders above it, only under the nearest existing folder when that one is this user's (followed if
 * it is a link: who owns where it leads decides who can write there). Run as root with another user's
 * HOME (sudo without -H), the cache is off: no root-owned folder is left in that user's home.
 */
function cacheDirectory(env) {
  const folders = cacheFolders(env);
  if (!folders) return undefined;
  if (!lstatOrUndefined(folders[0])) {
    const missing = [];
    let dir = folders[0];
    while (!lstatOrUndefined(dir)) {
      missing.unshift(dir);
      if (path.dirname(dir) === dir) return undefined;
      dir = path.dirname(dir);
    }
    const base = statOrUndefined(dir);
    if (!base || !base.isDirectory() || base.uid !== process.getuid()) return undefined;
    for (const folder of missing) makeFolder(folder);
  }
  for (let i = 0; i < folders.length; i++) {
    if (!lstatOrUndefined(folders[i])) makeFolder(folders[i]);
    if (!trusted(fs.lstatSync(folders[i]))) return undefined;
  }
  return folders[folders.length - 1];
}

/** mkdir 0700; one made by another run at the same moment is as good (it is checked next like any other). */
function makeFolder(folder) {
  try {
    fs.mkdirSync(folder, { mode: 0o700 });
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
  }
}

function lstatOrUndefined(file) {
  try {
    return fs.lstatSync(file);
  } catch {
    return undefined;
  }
}

function statOrUndefined(file) {
  try {
    return fs.statSync(file);
  } catch {
    return undefined;
  }
}

/**
 * CRC-32 (zlib's) of the parts, one after the other. Not a defence against anyone (only the user can
 * write the cache or the bundle, and they can run code anyway): it tells a changed or damaged file,
 * as a SHA-256 would, without node:crypto, whose modules cost a start ~3 ms to load (node:zlib ~1 ms).
 */
function crc32(...parts) {
  const zlib = require("node:zlib");
  let crc = 0;
  for (const part of parts) crc = zlib.crc32(part, crc);
  return crc >>> 0;
}

const hex32 = (n) => n.toString(16).padStart(8, "0");

/** What wraps a CommonJS file's text into the function Node's loader would make of it. */
const WRAPPER_HEAD = Buffer.from("(function (exports, require, module, __filename, __dirname) {");
const WRAPPER_TAIL = Buffer.from("\n})");

/**
 * The file's bytes, read into one buffer between the wrapper's head and tail: its text decodes to the
 * wrapped source in one string. Built as a template string instead, the file's 1.7 MB were held three
 * times (the bytes, their text, and the flat copy V8 makes of the joined string to compile it).
 */
function readWrapped(file) {
  const fd = fs.openSync(file, "r");
  try {
    const size = fs.fstatSync(fd).size;
    const whole = Buffer.allocUnsafe(WRAPPER_HEAD.length + size + WRAPPER_TAIL.length);
    WRAPPER_HEAD.copy(whole, 0);
    let read = 0;
    for (let n; read < size && (n = fs.readSync(fd, whole, WRAPPER_HEAD.length + read, size - read, read)) > 0; ) read += n;
    // A file that changed under the read: a plain load reads it again.
    if (read !== size || fs.readSync(fd, Buffer.allocUnsafe(1), 0, 1, size) !== 0) throw new Error(`${file} changed while read`);
    WRAPPER_TAIL.copy(whole, WRAPPER_HEAD.length + size);
    // The bundle is ASCII (scripts/bundle.mjs escapes the rest): as Latin-1, the same text, which Node
    // hands V8 as an external string (a copy outside the heap) instead of decoding UTF-8 into the heap,
    // where the scavenges of a short run would copy it. A file that is not ASCII is decoded as UTF-8.
    const source = isAscii(whole) ? whole.toString("latin1") : whole.toString("utf8");
    return { bytes: whole.subarray(WRAPPER_HEAD.length, WRAPPER_HEAD.length + size), source };
  } finally {
    fs.closeSync(fd);
  }
}

/** The bytecode of an entry, when the file is a regular file of this user whose check matches. */
function readEntry(file) {
  let fd;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0));
    const stat = fs.fstatSync(fd);
    if (!stat.isFile() || stat.uid !== process.getuid() || (stat.mode & 0o022) !== 0 || stat.size > MAX_BYTES || stat.size <= MAGIC.length + DIGEST_BYTES) return undefined;
    const bytes = Buffer.allocUnsafe(stat.size);
    if (fs.readSync(fd, bytes, 0, stat.size, 0) !== stat.size) return undefined;
    if (!bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
    const data = bytes.subarray(MAGIC.length + DIGEST_BYTES);
    return crc32(data) === bytes.readUInt32BE(MAGIC.length) ? data : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Writes an entry atomically (a fresh 0600 file renamed over the old one), then drops the oldest beyond KEEP. */
function writeEntry(dir, name, data) {
  const temp = path.join(dir, `.${name}.${process.pid}.${require("node:crypto").randomBytes(6).toString("hex")}.tmp`);
  try {
    const check = Buffer.alloc(DIGEST_BYTES);
    check.writeUInt32BE(crc32(data));
    fs.writeFileSync(temp, Buffer.concat([MAGIC, check, data]), { mode: 0o600, flag: "wx" });
    fs.renameSync(temp, path.join(dir, name));
  } catch {
    fs.rmSync(temp, { force: true });
    return;
  }
  const entries = fs
    .readdirSync(dir)
    .filter((f) => /^[\w.-]+-[0-9a-f]{64}\.v8cache$/.test(f))
    .map((f) => ({ f, mtime: fs.lstatSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const { f } of entries.slice(KEEP)) fs.rmSync(path.join(dir, f), { force: true });
}

/**
 * Loads a CommonJS file as require() would (module.exports, require.cache, its own require), with a
 * code cache when one can be used. Returns its exports and `settle()`, to call when the run is over:
 * it writes the cache if there was none to use (after the run, so that the bytecode of every function
 * the run compiled is in it), unless told the run was a long one.
 */
function loadWithCodeCache(file, env = process.env, v8Flags = "") {
  const plain = () => ({ exports: require(file), settle() {}, state: "off" });
  const off = env.MCP_AUDIT_NO_CODE_CACHE;
  if (off !== undefined && off !== "" && off !== "0") return plain();
  let compiled;
  try {
    const dir = cacheDirectory(env);
    if (!dir) return plain();
    const { bytes, source } = readWrapped(file);
    // V8's flags are those of the command line and NODE_OPTIONS, and `v8Flags`, those bin/ set before
    // the bundle is compiled (./compiler-tuning.cjs): an entry per set of them, so that runs with other
    // flags do not rewrite each other's entries (V8 would refuse them anyway). node:v8's cachedDataVersionTag() says the same but
    // loading node:v8 costs a start ~1 ms.
    // The name's 64 hex digits: 48 of the build's SHA-256 (zeros for a file without one), the CRC-32
    // of the bytes read, the CRC-32 of Node, V8 and their flags.
    const build = BUILD_LINE.exec(bytes.toString("latin1", Math.max(0, bytes.length - 100)))?.[1] ?? "0".repeat(64);
    const node = `${process.version}\0${process.versions.v8}\0${process.platform}\0${process.arch}\0${process.execArgv.join("\0")}\0${process.env.NODE_OPTIONS ?? ""}\0${v8Flags}`;
    const key = `${build.slice(0, 48)}${hex32(crc32(bytes))}${hex32(crc32(node))}`;
    const name = `${path.basename(file).replace(/[^\w.-]/g, "_")}-${key}.v8cache`;
    const cachedData = readEntry(path.join(dir, name));
    const vm = require("node:vm");
    const script = new vm.Script(source, { filename: file, ...(cachedData ? { cachedData } : {}) });
    compiled = { script, dir, name, write: cachedData === undefined || script.cachedDataRejected === true };
  } catch {
    return plain();
  }
  // From here on the code runs: an error is the bundle's own, not the cache's, and is not retried.
  const mod = new Module(file, module);
  mod.filename = file;
  require.cache[file] = mod;
  try {
    compiled.script.runInThisContext().call(mod.exports, mod.exports, Module.createRequire(file), mod, file, path.dirname(file));
  } catch (error) {
    delete require.cache[file];
    throw error;
  }
  mod.loaded = true;
  const loaded = {
    exports: mod.exports,
    state: compiled.write ? "written" : "used",
    /**
     * `write`: false when the run was a long one. Its entry would hold the bytecode of everything it
     * ran, which every later start deserialises (after a full audit 1.2 MB against 0.9 MB after a
     * 3-file run: ~11 ms of each pre-commit run), and V8 drops the bytecode of functions idle for a
     * while, so it could lack the start-up path that short runs need. A short run writes it instead;
     * a long run compiles what the entry lacks, a few ms of seconds. Nothing here sets a V8 flag (to
     * keep bytecode, say): one changed while a process runs changes the hash V8 checks every code
     * cache against, Node's own of its built-in modules too, and every built-in loaded afterwards would
     * be compiled from its source (~10 ms of a 3-file run); an entry written here also holds the flags
     * of the moment, so a flag changed before the bundle loads (./compiler-tuning.cjs) is in its key.
     */
    settle(write = true) {
      if (!compiled.write) return;
      if (!write) {
        loaded.state = "not written";
        return;
      }
      try {
        writeEntry(compiled.dir, compiled.name, compiled.script.createCachedData());
      } catch {
        // a cache that cannot be written is only a slower next start
      }
    },
  };
  return loaded;
}

module.exports = { loadWithCodeCache, cacheFolders };
