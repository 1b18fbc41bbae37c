import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  NESTING_CODE,
  lockedFiles,
  lockedSkillName,
  lockedSkillUri,
  parseYaml
} from "./chunk-RSCUH2OO.js";
import {
  findSecrets
} from "./chunk-SMR4MTZN.js";
import {
  SKILL_MANIFEST,
  compareUris
} from "./chunk-4JPVPORZ.js";
import {
  canonicalJson,
  compareCodeUnits
} from "./chunk-KYX5FRLT.js";
import {
  FileReadError,
  ScratchBuffer,
  formatSize,
  openRegularFile,
  readChunks,
  readOpened,
  readRegularFile,
  readSourceFile
} from "./chunk-R47VTIVQ.js";
import {
  describeFsError
} from "./chunk-YZIASA2I.js";
import {
  redact
} from "./chunk-CT6HN24R.js";
import {
  nestedDeeperThan
} from "./chunk-7FJOOQNA.js";
import {
  MAX_FILE_BYTES,
  decodeSource
} from "./chunk-GW5WWG2U.js";

// src/skills/model.ts
import { isAscii, isUtf8 } from "node:buffer";
import { createHash, hash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// src/skills/file-kind.ts
var CODE_EXTENSIONS = {
  sh: "shell",
  bash: "shell",
  zsh: "shell",
  ksh: "shell",
  fish: "shell",
  command: "shell",
  ps1: "powershell",
  psm1: "powershell",
  psd1: "powershell",
  bat: "batch",
  cmd: "batch",
  py: "python",
  pyw: "python",
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  ts: "javascript",
  mts: "javascript",
  cts: "javascript",
  jsx: "javascript",
  tsx: "javascript",
  rb: "ruby",
  pl: "perl",
  pm: "perl",
  php: "php",
  dockerfile: "dockerfile",
  mk: "makefile",
  just: "justfile"
};
var CODE_NAMES = {
  dockerfile: "dockerfile",
  containerfile: "dockerfile",
  makefile: "makefile",
  gnumakefile: "makefile",
  justfile: "justfile",
  ".justfile": "justfile",
  "package.json": "package-json",
  // Shell start-up files a skill ships (a devcontainer's .zshrc): sourced by a shell, so shell code.
  ".bashrc": "shell",
  ".bash_profile": "shell",
  ".bash_login": "shell",
  ".profile": "shell",
  ".zshrc": "shell",
  ".zprofile": "shell",
  ".zshenv": "shell",
  ".zlogin": "shell",
  ".envrc": "shell",
  ".bash_aliases": "shell"
};
var MARKDOWN_EXTENSIONS = /* @__PURE__ */ new Set(["md", "markdown", "mdx", "mdown", "mkd"]);
var TEXT_EXTENSIONS = /* @__PURE__ */ new Set(["txt", "text", "rst", "adoc", "asciidoc", "org", "tex"]);
var DATA_EXTENSIONS = /* @__PURE__ */ new Set([
  "json",
  "jsonc",
  "json5",
  "jsonl",
  "ndjson",
  "yaml",
  "yml",
  "toml",
  "ini",
  "cfg",
  "conf",
  "properties",
  "csv",
  "tsv",
  "xml",
  "xsd",
  "xsl",
  "xslt",
  "dtd",
  "rng",
  "wsdl",
  "html",
  "htm",
  "xhtml",
  "css",
  "scss",
  "less",
  "svg",
  "lock",
  "sum",
  "mod",
  "sql",
  "graphql",
  "gql",
  "proto",
  "template",
  "tmpl",
  "tpl",
  "j2",
  "jinja",
  "example",
  "sample",
  "log",
  "diff",
  "patch",
  "bib",
  "ipynb",
  "rels",
  "vml",
  "map"
]);
var BINARY_EXTENSIONS = /* @__PURE__ */ new Set([
  "ttf",
  "otf",
  "woff",
  "woff2",
  "eot",
  "png",
  "jpg",
  "jpeg",
  "gif",
  "webp",
  "bmp",
  "ico",
  "icns",
  "tif",
  "tiff",
  "psd",
  "pdf",
  "zip",
  "gz",
  "tgz",
  "bz2",
  "xz",
  "zst",
  "7z",
  "rar",
  "tar",
  "jar",
  "war",
  "whl",
  "egg",
  "docx",
  "xlsx",
  "pptx",
  "odt",
  "ods",
  "odp",
  "doc",
  "xls",
  "ppt",
  "mp3",
  "mp4",
  "wav",
  "ogg",
  "flac",
  "mov",
  "avi",
  "webm",
  "exe",
  "dll",
  "so",
  "dylib",
  "a",
  "o",
  "obj",
  "class",
  "pyc",
  "pyo",
  "wasm",
  "node",
  "bin",
  "dat",
  "db",
  "sqlite",
  "sqlite3",
  "parquet",
  "npy",
  "npz",
  "pkl",
  "pickle",
  "onnx",
  "pt",
  "safetensors"
]);
function extensionOfBase(base) {
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1) : "";
}
function baseName(filePath) {
  const slash = filePath.lastIndexOf("/");
  return slash === -1 ? filePath : filePath.slice(slash + 1);
}
var answer = (kind, by, language) => Object.freeze(language ? { kind, language, by } : { kind, by });
var BY_NAME = new Map(Object.entries(CODE_NAMES).map(([name, language]) => [name, answer("code", "name", language)]));
var BY_EXTENSION = new Map([
  ...[...BINARY_EXTENSIONS].map((e) => [e, answer("binary", "extension")]),
  ...[...DATA_EXTENSIONS].map((e) => [e, answer("data", "extension")]),
  ...[...TEXT_EXTENSIONS].map((e) => [e, answer("text", "extension")]),
  ...[...MARKDOWN_EXTENSIONS].map((e) => [e, answer("markdown", "extension")]),
  // last, so a code extension wins (as it was checked first)
  ...Object.entries(CODE_EXTENSIONS).map(([e, language]) => [e, answer("code", "extension", language)])
]);
var DOCKERFILE = answer("code", "name", "dockerfile");
var MAKEFILE = answer("code", "name", "makefile");
var CONTENT_BINARY = answer("binary", "content");
var CONTENT_TEXT = answer("text", "content");
var EXEC_BIT_SHELL = answer("code", "exec-bit", "shell");
function classifyByName(filePath) {
  const base = baseName(filePath).toLowerCase();
  const named = BY_NAME.get(base);
  if (named) return named;
  const ext = extensionOfBase(base);
  const byExtension = BY_EXTENSION.get(ext);
  const knownExtension = byExtension !== void 0 && byExtension.kind !== "code";
  const first = base.charCodeAt(0);
  if (first === 100 || first === 99 || first === 103 || first === 109) {
    if (/^(?:docker|container)file[.-]/.test(base) && !knownExtension) return DOCKERFILE;
    if (/^(?:gnu)?makefile[.-]/.test(base) && !knownExtension) return MAKEFILE;
  }
  if (base.endsWith(".dockerfile")) return DOCKERFILE;
  if (ext === "") return void 0;
  return byExtension;
}
function shebangLanguage(firstLine2) {
  const m = /^#!\s{0,8}(\S{1,200})((?:\s{1,8}\S{1,200}){0,4})/.exec(firstLine2);
  if (!m) return void 0;
  let program = m[1].split("/").pop();
  if (program === "env") program = (m[2] ?? "").trim().split(/\s+/).find((w) => !w.startsWith("-") && !w.includes("=")) ?? "";
  if (/^(?:ba|z|k|da|a|fi|mk)?sh$/.test(program)) return "shell";
  if (/^python[0-9.]*$|^pypy[0-9.]*$|^uv$/.test(program)) return "python";
  if (/^(?:node|nodejs|deno|bun|tsx|ts-node|zx)$/.test(program)) return "javascript";
  if (/^(?:ruby|perl|php)$/.test(program)) return program;
  if (/^(?:pwsh|powershell)$/.test(program)) return "powershell";
  if (/^(?:make|gmake)$/.test(program)) return "makefile";
  if (program === "just") return "justfile";
  return void 0;
}
function firstLineOf(head2) {
  const cut = head2.length > 300 ? head2.slice(0, 300) : head2;
  const nl = cut.search(/\r?\n/);
  return nl === -1 ? cut : cut.slice(0, nl);
}
function classifyFile(filePath, executable, head2, binary = false) {
  const byName = classifyByName(filePath);
  if (byName && byName.kind !== "data" && byName.kind !== "text") return byName;
  if (binary) return CONTENT_BINARY;
  if (head2 !== void 0 && head2.startsWith("#!") && (executable || !byName)) {
    const language = shebangLanguage(firstLineOf(head2));
    return language ? { kind: "code", language, by: "shebang" } : { kind: "code", by: "shebang" };
  }
  if (byName) return byName;
  if (executable) return EXEC_BIT_SHELL;
  return CONTENT_TEXT;
}
function isCode(c) {
  return c.kind === "code";
}

// src/skills/front-matter.ts
import { isMap, isScalar } from "./vendor/yaml.cjs";
var MAX_YAML_ALIASES = 50;
var MAX_FRONT_MATTER_DEPTH = 64;
var TOO_DEEP = `nested deeper than ${MAX_FRONT_MATTER_DEPTH} levels (no front matter needs this: the file is likely corrupt or hostile)`;
var OPEN_FENCE = /^---[ \t]*\r?\n/;
var CLOSE_FENCE = /^---[ \t]*$/m;
function parseFrontMatter(text) {
  const open = OPEN_FENCE.exec(text);
  if (!open) return { present: false, start: 0, end: 0, document: void 0, data: void 0, problems: [] };
  const start = open[0].length;
  const rest = text.slice(start);
  const close = rest.startsWith("---") ? { index: 0 } : CLOSE_FENCE.exec(rest) ?? void 0;
  if (!close) {
    return {
      present: true,
      start,
      end: text.length,
      document: void 0,
      data: void 0,
      problems: [{ offset: 0, length: 3, code: "UNCLOSED", message: "front matter is not closed: add a line with --- after it" }]
    };
  }
  const end = start + close.index;
  const yamlText = text.slice(start, end);
  const syntax = parseYaml(yamlText, { strict: true, maxDepth: MAX_FRONT_MATTER_DEPTH });
  const document = syntax.document;
  const problems = [...document.errors, ...document.warnings].map((e) => ({
    offset: start + e.pos[0],
    length: Math.max(1, e.pos[1] - e.pos[0]),
    code: e.code,
    message: e.code === "DUPLICATE_KEY" ? `duplicate key: ${firstLine(e.message).replace(/^Map keys must be unique.*$/, "map keys must be unique")}` : e.code === NESTING_CODE ? TOO_DEEP : firstLine(e.message)
  }));
  let data;
  if (document.errors.length === 0) {
    try {
      const value = document.toJS({ maxAliasCount: MAX_YAML_ALIASES });
      if (nestedDeeperThan(value, MAX_FRONT_MATTER_DEPTH)) problems.push({ offset: start, length: Math.max(1, yamlText.length), code: NESTING_CODE, message: TOO_DEEP });
      else if (value && typeof value === "object" && !Array.isArray(value)) data = value;
    } catch (error) {
      problems.push({ offset: start, length: Math.max(1, yamlText.length), code: "ALIAS_BOMB", message: `YAML aliases expand too much (${firstLine(error.message)})` });
    }
  }
  return { present: true, start, end, document, data, problems, syntax };
}
function isReadable(fm) {
  return fm.present && fm.document !== void 0 && fm.problems.every((p) => p.code === "DUPLICATE_KEY");
}
function firstLine(message) {
  return message.split("\n")[0].trim();
}
function bodyStart(text, frontMatterEnd) {
  const nl = text.indexOf("\n", frontMatterEnd);
  return nl === -1 ? text.length : nl + 1;
}
var topLevel = /* @__PURE__ */ new WeakMap();
function topLevelIndex(fm) {
  const contents = fm.document?.contents;
  if (!isMap(contents)) return void 0;
  let index = topLevel.get(fm);
  if (!index) {
    index = { byKey: /* @__PURE__ */ new Map(), byOffset: /* @__PURE__ */ new Map() };
    for (const pair of contents.items) {
      if (!isScalar(pair.key)) continue;
      if (!index.byKey.has(pair.key.value)) index.byKey.set(pair.key.value, pair);
      index.byOffset.set(fm.start + pair.key.range[0], pair);
    }
    topLevel.set(fm, index);
  }
  return index;
}
function frontMatterEntry(fm, key) {
  const pair = topLevelIndex(fm)?.byKey.get(key);
  if (!pair || !isScalar(pair.key)) return void 0;
  const [ks, ke] = pair.key.range;
  const v = pair.value;
  const [vs, ve] = v ? [v.range[0], v.range[1]] : [ke, ke];
  return { keyOffset: fm.start + ks, keyLength: ke - ks, valueOffset: fm.start + vs, valueLength: ve - vs, pair };
}
function frontMatterKeyAt(fm, offset) {
  const pair = topLevelIndex(fm)?.byOffset.get(offset);
  return pair && isScalar(pair.key) ? String(pair.key.value) : void 0;
}

// src/skills/model.ts
var SKILL_FILE = "SKILL.md";
var SKILL_LIMITS = {
  entries: 1e5,
  files: 5e3,
  depth: 32,
  bytes: 256 * 1024 * 1024,
  fileBytes: 64 * 1024 * 1024,
  retainedText: 32 * 1024 * 1024
};
function loadSkill(dir, displayDir, identityDir, options = {}) {
  const limits = { ...SKILL_LIMITS, ...options.limits };
  const skillMdPath = path.join(dir, SKILL_FILE);
  const skillMdDisplay = joinDisplay(displayDir, SKILL_FILE);
  const knownRegular = options.entries?.("")?.some((e) => e.name === SKILL_FILE && e.type === "file") ?? false;
  const scratch = options.scratch ?? new ScratchBuffer();
  scratch.shrink();
  const { source: skillMd, stat: skillMdStat, size: skillMdSize } = readSourceFile(skillMdPath, skillMdDisplay, "a SKILL.md", { followSymlink: !knownRegular, knownRegular, scratch });
  skillMd.identityPath = joinDisplay(identityDir, SKILL_FILE);
  const frontMatter = parseFrontMatter(skillMd.text);
  const listed = listSkillFolder(dir, options.realDir, options.entries, limits);
  const reader = new SkillReader(displayDir, identityDir, limits, options.retainText ?? true, scratch);
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
      if (!file || file.kind === "other" || file.kind === "symlink" && (file.escapes || file.target === void 0)) return void 0;
      try {
        return readRegularFile(file.kind === "symlink" ? file.target ?? file.absolute : file.absolute, { maxBytes: limits.fileBytes }).bytes;
      } catch {
        return void 0;
      }
    },
    content: (relativePath) => reader.content(byPath.get(relativePath))
  };
}
function joinDisplay(dir, relative) {
  return dir === "" || dir === "." ? relative : `${dir.replace(/\/$/, "")}/${relative}`;
}
var SKIPPED_DIRS = /* @__PURE__ */ new Set([".git", "node_modules"]);
function listSkillFolder(root, knownRealRoot, entriesOf, limits) {
  const all = [];
  const unread = [];
  let realRoot = knownRealRoot;
  const realRootOf = () => {
    if (realRoot === void 0) {
      try {
        realRoot = fs.realpathSync(root);
      } catch {
        realRoot = root;
      }
    }
    return realRoot;
  };
  let count = 0;
  const plainRoot = path.sep === "/" && path.isAbsolute(root) && path.normalize(root) === root ? root.endsWith("/") ? root : `${root}/` : void 0;
  const stack = [{ rel: "", depth: 0, plain: plainRoot !== void 0 }];
  listing: while (stack.length > 0) {
    const { rel, depth, plain } = stack.pop();
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
        let target;
        try {
          target = fs.realpathSync(absolute);
        } catch {
          target = void 0;
        }
        all.push({ path: relPath, absolute, kind: "symlink", size: 0, executable: false, ...target ? { target } : {}, escapes: target === void 0 ? true : !isInside(realRootOf(), target) });
      } else {
        all.push({ path: relPath, absolute, kind: entry.type === "file" ? "file" : "other", size: 0, executable: false });
      }
    }
  }
  const rank = new Map(all.map((f) => [f, readRank(f)]));
  all.sort((a, b) => rank.get(a) - rank.get(b) || compare(a.path, b.path));
  if (all.length > limits.files) {
    for (const f of all.slice(limits.files)) unread.push({ path: f.path, reason: `over the ${limits.files.toLocaleString("en-US")}-file limit for a skill: not read` });
    all.length = limits.files;
  }
  return { files: all, unread };
}
function plainName(name) {
  return name !== "" && name !== "." && name !== ".." && !name.includes("/");
}
function direntEntry(d) {
  return { name: d.name, type: d.isFile() ? "file" : d.isDirectory() ? "dir" : d.isSymbolicLink() ? "symlink" : "other" };
}
function readRank(file) {
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
var skillTextStats = { decoded: 0 };
var HEAD_CHARS = 300;
var FIRST_LINE = /^[^\r\n]*/;
var headDecoder = new TextDecoder("utf-8", { ignoreBOM: true });
function head(bytes2) {
  return headDecoder.decode(bytes2.subarray(0, HEAD_CHARS * 4)).slice(0, HEAD_CHARS);
}
var SkillReader = class {
  constructor(displayDir, identityDir, limits, retainText, scratch) {
    this.displayDir = displayDir;
    this.identityDir = identityDir;
    this.limits = limits;
    this.retainText = retainText;
    this.scratch = scratch;
  }
  displayDir;
  identityDir;
  limits;
  retainText;
  scratch;
  reads = /* @__PURE__ */ new Map();
  bytesRead = 0;
  retained = 0;
  /** Read every file once, riskiest first (`files` is in that order); record what a cap left unread. */
  readAll(files, skillMd, skillMdStat, skillMdSize, unread) {
    const gone = /* @__PURE__ */ new Set();
    for (const file of files) {
      if (file.path === SKILL_FILE && file.kind === "file") {
        file.size = skillMdSize;
        file.executable = (skillMdStat.mode & 73) !== 0;
        file.class = { kind: "markdown", by: "extension" };
        const executable = file.executable;
        const content2 = () => {
          const bytes2 = Buffer.from((skillMd.bom ? "\uFEFF" : "") + skillMd.text, "utf8");
          return { ok: true, size: bytes2.length, digest: sha256(bytes2), binary: false, shebang: false, executable, ascii: isAscii(bytes2) };
        };
        this.reads.set(file, { content: content2, text: skillMd });
        continue;
      }
      const read = this.readOne(file);
      this.reads.set(file, read);
      if (read.gone) gone.add(file);
      const content = read.content;
      if (!content.ok && content.reason === "not-read") unread.push({ path: file.path, reason: content.detail ?? "not read" });
    }
    return gone;
  }
  content(file) {
    const read = file && this.reads.get(file);
    if (!read) return { ok: false, reason: "unreadable" };
    if (typeof read.content === "function") read.content = read.content();
    return read.content;
  }
  text(file) {
    if (!file) return void 0;
    const read = this.reads.get(file);
    if (!read || read.text === void 0) return void 0;
    if (Buffer.isBuffer(read.text)) read.text = this.tryDecode(file, read.text);
    if (read.text !== "evicted") return read.text;
    try {
      return this.decode(file, readRegularFile(this.readPath(file), { maxBytes: MAX_FILE_BYTES }).bytes);
    } catch {
      return void 0;
    }
  }
  firstLine(file) {
    const read = file && this.reads.get(file);
    if (!read || read.text === void 0) return void 0;
    if (!Buffer.isBuffer(read.text)) return this.text(file)?.text.match(FIRST_LINE)[0];
    const bytes2 = read.text;
    const from = bytes2[0] === 239 && bytes2[1] === 187 && bytes2[2] === 191 ? 3 : 0;
    const lf = bytes2.indexOf(10, from);
    const cr = bytes2.subarray(from, lf === -1 ? bytes2.length : lf).indexOf(13);
    const end = cr !== -1 ? from + cr : lf !== -1 ? lf : bytes2.length;
    return bytes2.toString("utf8", from, end);
  }
  readPath(file) {
    return file.kind === "symlink" ? file.target : file.absolute;
  }
  readOne(file) {
    if (file.kind === "other") return { content: { ok: false, reason: "special" } };
    if (file.kind === "symlink" && (file.target === void 0 || file.escapes)) {
      return { content: { ok: false, reason: file.escapes && file.target !== void 0 ? "escaping-symlink" : this.brokenOrEscaping(file) } };
    }
    let fd;
    let stat;
    try {
      ({ fd, stat } = openRegularFile(this.readPath(file), { knownRegular: file.kind === "file" }));
    } catch (error) {
      if (error instanceof FileReadError) {
        if (error.code === "ENOENT" && file.kind === "file") return { content: { ok: false, reason: "unreadable" }, gone: true };
        if (error.kind === "directory") return { content: { ok: false, reason: "directory" } };
        if (error.kind === "not-regular") return { content: { ok: false, reason: "special" } };
      }
      return { content: { ok: false, reason: "unreadable" } };
    }
    try {
      file.size = stat.size;
      file.executable = (stat.mode & 73) !== 0;
      if (stat.size > this.limits.fileBytes) return notRead(`is ${formatSize(stat.size)}, over the ${formatSize(this.limits.fileBytes)} limit for one file of a skill: not read, not hashed`);
      if (this.bytesRead + stat.size > this.limits.bytes) return notRead(`over the ${formatSize(this.limits.bytes)} mcp-audit reads of one skill: not read`);
      if (stat.size <= MAX_FILE_BYTES) {
        const bytes2 = readOpened(fd, stat, MAX_FILE_BYTES, this.scratch);
        this.bytesRead += bytes2.length;
        return this.fromBytes(file, bytes2);
      }
      return this.streamed(file, fd, stat);
    } catch (error) {
      if (error instanceof FileReadError && error.kind === "too-large") return notRead(`grew past the ${formatSize(this.limits.fileBytes)} limit while it was read: not read`);
      return { content: { ok: false, reason: "unreadable" } };
    } finally {
      fs.closeSync(fd);
    }
  }
  brokenOrEscaping(file) {
    return file.target === void 0 ? "broken-symlink" : "escaping-symlink";
  }
  /** A file small enough to hold: digest, binary check, kind and text from the same bytes (which it does not keep). */
  fromBytes(file, bytes2) {
    const digest = sha256(bytes2);
    const shebang = bytes2[0] === 35 && bytes2[1] === 33;
    const ascii = isAscii(bytes2);
    const binary = ascii ? bytes2.indexOf(0) !== -1 : bytes2.indexOf(0) !== -1 || !isUtf8(bytes2);
    file.class = classifyFile(file.path, file.executable, binary ? void 0 : shebang ? head(bytes2) : "", binary);
    const content = { ok: true, size: bytes2.length, digest, binary, shebang, executable: file.executable, ascii };
    if (binary || file.kind === "symlink") return { content };
    if (!this.retainText || this.retained + bytes2.length > this.limits.retainedText) return { content, text: "evicted" };
    this.retained += bytes2.length;
    if (file.class.kind === "data") return { content, text: Buffer.from(bytes2) };
    return { content, text: this.tryDecode(file, bytes2) };
  }
  tryDecode(file, bytes2) {
    try {
      return this.decode(file, bytes2);
    } catch {
      return void 0;
    }
  }
  /** A file over the text limit: hashed and checked in 1 MB chunks, its text never held. */
  streamed(file, fd, stat) {
    const hash2 = createHash("sha256");
    const decoder = new TextDecoder("utf-8", { fatal: true });
    let binary = false;
    let ascii = true;
    let shebang = false;
    let start = "";
    let first = true;
    const size = readChunks(fd, stat, this.limits.fileBytes, (chunk) => {
      hash2.update(chunk);
      if (first) {
        shebang = chunk[0] === 35 && chunk[1] === 33;
        start = shebang ? head(chunk) : "";
        first = false;
      }
      if (ascii && !isAscii(chunk)) ascii = false;
      if (binary) return;
      if (chunk.includes(0)) binary = true;
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
        decoder.decode();
      } catch {
        binary = true;
      }
    }
    file.size = size;
    file.class = classifyFile(file.path, file.executable, binary ? void 0 : start, binary);
    return { content: { ok: true, size, digest: `sha256:${hash2.digest("hex")}`, binary, shebang, executable: file.executable, ascii } };
  }
  decode(file, bytes2) {
    skillTextStats.decoded++;
    skillTextStats.record?.push(file.path);
    const source = decodeSource(file.absolute, joinDisplay(this.displayDir, file.path), bytes2);
    source.identityPath = joinDisplay(this.identityDir, file.path);
    return source;
  }
};
function notRead(detail) {
  return { content: { ok: false, reason: "not-read", detail } };
}
function sha256(bytes2) {
  return `sha256:${hash("sha256", bytes2, "hex")}`;
}
function isInside(root, target) {
  const rel = path.relative(root, target);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function describeUnread(unread, shown = 3) {
  const listed = unread.slice(0, shown).map((u) => `${u.path} (${u.reason})`);
  if (unread.length > shown) listed.push(`\u2026 and ${unread.length - shown} more`);
  return `${unread.length} not read: ${listed.join(", ")}`;
}

// src/lock/skills.ts
import { createHash as createHash2 } from "node:crypto";
import fs2 from "node:fs";
import path2 from "node:path";
function fileFacts(skill, file) {
  if (file.path === SKILL_FILE && file.kind === "file") {
    const cached = skillMdFacts.get(skill.skillMd);
    if (cached) return cached;
    const bytes2 = Buffer.from((skill.skillMd.bom ? "\uFEFF" : "") + skill.skillMd.text, "utf8");
    const facts = { ok: true, size: bytes2.length, digest: sha2562(bytes2), binary: false, shebang: false, executable: file.executable };
    skillMdFacts.set(skill.skillMd, facts);
    return facts;
  }
  return skill.content(file.path);
}
var skillMdFacts = /* @__PURE__ */ new WeakMap();
function symlinkStatus(skill, file) {
  if (file.target !== void 0) return file.escapes ? "escapes" : "inside";
  const text = linkText(file);
  if (text === void 0) return "broken";
  let root;
  try {
    root = fs2.realpathSync(skill.dir);
  } catch {
    root = skill.dir;
  }
  const resolved = path2.resolve(path2.join(root, path2.dirname(file.path)), text);
  const rel = path2.relative(root, resolved);
  return rel === "" || rel.startsWith("..") || path2.isAbsolute(rel) ? "escapes" : "broken";
}
function linkText(file) {
  try {
    return fs2.readlinkSync(file.absolute);
  } catch {
    return void 0;
  }
}
function sha2562(bytes2) {
  return `sha256:${createHash2("sha256").update(bytes2).digest("hex")}`;
}
var SCRIPT_EXTENSIONS = /* @__PURE__ */ new Set([
  // POSIX shells
  ".sh",
  ".bash",
  ".zsh",
  ".ksh",
  ".csh",
  ".tcsh",
  ".fish",
  ".command",
  // Windows
  ".ps1",
  ".psm1",
  ".psd1",
  ".bat",
  ".cmd",
  ".vbs",
  ".vbe",
  ".js",
  ".jse",
  ".wsf",
  ".wsh",
  ".hta",
  ".msc",
  // JavaScript / TypeScript runtimes
  ".mjs",
  ".cjs",
  ".ts",
  ".mts",
  ".cts",
  ".jsx",
  ".tsx",
  // other interpreters
  ".py",
  ".pyw",
  ".pyz",
  ".rb",
  ".pl",
  ".pm",
  ".php",
  ".lua",
  ".r",
  ".tcl",
  ".awk",
  ".swift",
  ".kts",
  ".groovy",
  ".jl",
  ".exs",
  ".applescript",
  ".scpt",
  ".jar"
]);
function codeKind(filePath, executable, shebang) {
  if (shebang) return "script";
  const byName = classifyByName(filePath);
  if (byName && isCode(byName) || SCRIPT_EXTENSIONS.has(path2.posix.extname(filePath).toLowerCase())) return "script";
  if (byName === void 0 && filePath.startsWith("scripts/")) return "script";
  if (executable) return "executable file";
  return void 0;
}
var SKIP_REASONS = {
  "escaping-symlink": "symlink that leaves the skill folder: never approvable",
  "broken-symlink": "broken symlink",
  directory: "symlink to a folder (its files are recorded where they really are)",
  special: "not a regular file",
  unreadable: "could not be read",
  "not-read": "not read: over a limit of what mcp-audit reads of one skill"
};
function skillName(skill) {
  const name = skill.frontMatter.data?.name;
  return typeof name === "string" && name.trim() !== "" ? name : skill.folderName;
}
function snapshotSkill(skill) {
  const resources = [];
  const skipped = [];
  for (const file of skill.files) {
    const f = fileFacts(skill, file);
    if (f.ok) resources.push({ uri: lockedSkillUri(skill.folderName, file.path), digest: f.digest, size: f.size });
    else skipped.push({ path: file.path, reason: f.detail ?? SKIP_REASONS[f.reason] });
  }
  const listed = new Set(skill.files.map((f) => f.path));
  for (const u of skill.unread) if (!listed.has(u.path)) skipped.push({ path: u.path, reason: u.reason });
  resources.sort((a, b) => compareUris(a.uri, b.uri));
  const frontmatter = plainFrontMatter(skill);
  if (!frontmatter.ok) skipped.push({ path: SKILL_FILE, reason: "front matter cannot be recorded as JSON (its bytes are pinned by SKILL.md's digest)" });
  return { entry: { uri: lockedSkillUri(skill.folderName, SKILL_MANIFEST), frontmatter: frontmatter.value, resources }, skipped };
}
function plainFrontMatter(skill) {
  const data = skill.frontMatter.data;
  if (!data) return { ok: true, value: {} };
  try {
    return { ok: true, value: redactSecrets(JSON.parse(JSON.stringify(data))) };
  } catch {
    return { ok: false, value: {} };
  }
}
function redactSecrets(root) {
  const stack = [{ holder: root, key: void 0 }];
  while (stack.length > 0) {
    const { holder, key: parentKey } = stack.pop();
    const entries = Array.isArray(holder) ? holder.map((v, i) => [i, v]) : Object.entries(holder);
    for (const [slot, value] of entries) {
      const key = typeof slot === "string" ? slot : parentKey;
      if (typeof value === "string") {
        const found = findSecrets(key, value);
        if (found.length === 0) continue;
        let out = value;
        for (const f of [...found].sort((a, b) => b.start - a.start)) out = out.slice(0, f.start) + redact(f.secret) + out.slice(f.end);
        holder[slot] = out;
      } else if (typeof value === "object" && value !== null) {
        stack.push({ holder: value, key });
      }
    }
  }
  return root;
}
function diffSkill(locked, current, key = lockedSkillName(current)) {
  const name = lockedSkillName(current);
  const currentFiles = lockedFiles(current);
  const diff = { key, name, status: "unchanged", added: [], removed: [], changed: [], frontmatter: [], skipped: [] };
  if (!locked) {
    diff.status = "new";
    diff.added = sortByPath(currentFiles);
    return diff;
  }
  const lockedList = lockedFiles(locked);
  const before = new Map(lockedList.map((f) => [f.path, f]));
  const after = new Map(currentFiles.map((f) => [f.path, f]));
  for (const file of sortByPath(currentFiles)) {
    const old = before.get(file.path);
    if (!old) diff.added.push(file);
    else if (old.size !== file.size || old.digest !== file.digest) diff.changed.push({ path: file.path, before: old, after: file });
  }
  for (const file of sortByPath(lockedList)) if (!after.has(file.path)) diff.removed.push(file);
  diff.frontmatter = changedKeys(locked.frontmatter, current.frontmatter);
  const lockedName = lockedSkillName(locked);
  if (lockedName !== name) diff.renamed = { before: lockedName, after: name };
  const changed = diff.added.length + diff.removed.length + diff.changed.length + diff.frontmatter.length > 0 || diff.renamed !== void 0 || locked.uri !== current.uri;
  diff.status = changed ? "changed" : "unchanged";
  return diff;
}
function sortByPath(files) {
  return [...files].sort((a, b) => compareCodeUnits(a.path, b.path));
}
function changedKeys(before, after) {
  const keys = /* @__PURE__ */ new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => !Object.hasOwn(before, k) || !Object.hasOwn(after, k) || canonicalJson(before[k]) !== canonicalJson(after[k])).sort(compareCodeUnits);
}
function approveSkills(lock, skills, options = {}) {
  const next = { ...lock, skills: { ...lock.skills }, packages: { ...lock.packages } };
  const changes = [];
  const approved = /* @__PURE__ */ new Set();
  for (const { key, skill } of skills) {
    approved.add(key);
    const { entry, skipped } = snapshotSkill(skill);
    const diff = diffSkill(Object.hasOwn(lock.skills, key) ? lock.skills[key] : void 0, entry, key);
    diff.skipped = skipped;
    setOwn(next.skills, key, entry);
    if (diff.status !== "unchanged" || skipped.length > 0) changes.push(diff);
  }
  if (options.prune) {
    const scopes = options.prune.within.map((p) => p.replace(/\\/g, "/").replace(/^\.\/+/, "").replace(/\/+$/, ""));
    const inScope = (key) => scopes.some((s) => s === "" || s === "." || key === s || key.startsWith(`${s}/`));
    for (const key of Object.keys(lock.skills)) {
      if (approved.has(key) || !inScope(key)) continue;
      const old = lock.skills[key];
      delete next.skills[key];
      changes.push({ key, name: lockedSkillName(old), status: "removed", added: [], removed: sortByPath(lockedFiles(old)), changed: [], frontmatter: [], skipped: [] });
    }
  }
  changes.sort((a, b) => compareCodeUnits(a.key, b.key));
  return { lock: next, changes };
}
function setOwn(target, key, value) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
var MAX_LISTED_SKIPPED = 3;
function describeDiff(diff) {
  const parts = [];
  if (diff.status === "new") {
    const total = diff.added.reduce((n, f) => n + f.size, 0);
    parts.push(`new skill "${diff.name}", ${diff.added.length} ${diff.added.length === 1 ? "file" : "files"} (${bytes(total)})`);
  } else if (diff.status === "removed") {
    parts.push(`removed from the lock (no skill "${diff.name}" there any more)`);
  } else {
    const files = diff.changed.length + diff.added.length + diff.removed.length;
    if (files === 1) parts.push(...describeDiffFiles({ ...diff, frontmatter: [], renamed: void 0 }));
    else if (files > 1) {
      const counts = [
        diff.changed.length > 0 ? `${diff.changed.length} ${diff.changed.length === 1 ? "file" : "files"} changed` : "",
        diff.added.length > 0 ? `${diff.added.length} added` : "",
        diff.removed.length > 0 ? `${diff.removed.length} removed` : ""
      ].filter(Boolean);
      parts.push(counts.join(", "));
    }
    if (diff.frontmatter.length > 0) parts.push(`front matter changed (${diff.frontmatter.join(", ")})`);
    if (diff.renamed && !diff.frontmatter.includes("name")) parts.push(`renamed "${diff.renamed.before}" \u2192 "${diff.renamed.after}"`);
    if (parts.length === 0) parts.push("unchanged");
  }
  let line = `${diff.key}: ${parts.join(", ")}`;
  if (diff.skipped.length > 0) {
    const listed = diff.skipped.slice(0, MAX_LISTED_SKIPPED).map((s) => s.path === "\u2026" ? s.reason : `${s.path} (${s.reason})`);
    if (diff.skipped.length > MAX_LISTED_SKIPPED) listed.push(`and ${diff.skipped.length - MAX_LISTED_SKIPPED} more`);
    line += `; not recorded: ${listed.join(", ")}`;
  }
  return line;
}
function describeDiffFiles(diff) {
  if (diff.status === "new") return diff.added.map((f) => `${f.path} (${bytes(f.size)})`);
  if (diff.status === "removed") return diff.removed.map((f) => `${f.path} removed`);
  return [
    ...diff.changed.map((c) => `${c.path} changed (${sizeAndDigestChange(c.before, c.after, "bytes-first")})`),
    ...diff.added.map((f) => `${f.path} added (${bytes(f.size)})`),
    ...diff.removed.map((f) => `${f.path} removed`),
    ...diff.skipped.slice(MAX_LISTED_SKIPPED).map((s) => `${s.path} not recorded (${s.reason})`)
  ];
}
function sizeAndDigestChange(before, after, order) {
  const [a, b] = shortDigests(before.digest, after.digest);
  const sizes = before.size === after.size ? bytes(after.size) : `${before.size} \u2192 ${after.size} bytes`;
  const digests = before.digest === after.digest ? "" : `sha256 ${a} \u2192 ${b}`;
  if (order === "digest-first") return [digests, sizes].filter(Boolean).join(", ");
  return before.size !== after.size ? sizes : [sizes, digests].filter(Boolean).join(", ");
}
function shortDigests(before, after) {
  const x = before.replace(/^sha256:/, "");
  const y = after.replace(/^sha256:/, "");
  let n = 4;
  while (n < Math.max(x.length, y.length) && x.slice(-n) === y.slice(-n)) n++;
  return [`\u2026${x.slice(-n)}`, `\u2026${y.slice(-n)}`];
}
function bytes(n) {
  return `${n} ${n === 1 ? "byte" : "bytes"}`;
}

export {
  classifyByName,
  firstLineOf,
  classifyFile,
  parseFrontMatter,
  isReadable,
  bodyStart,
  frontMatterEntry,
  frontMatterKeyAt,
  SKILL_FILE,
  loadSkill,
  joinDisplay,
  describeUnread,
  fileFacts,
  symlinkStatus,
  linkText,
  codeKind,
  skillName,
  plainFrontMatter,
  changedKeys,
  approveSkills,
  describeDiff,
  describeDiffFiles,
  sizeAndDigestChange
};
