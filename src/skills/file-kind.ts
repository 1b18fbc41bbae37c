// What a file of a skill is — code (and in which language), Markdown, text, data or binary — decided in
// one place for every rule: by its name and extension, then its shebang, then its execute bit. A folder
// name (`scripts/`) is a hint a reader may use, never the verdict: XML schemas, fonts and data files
// under `scripts/` are not scripts.

export type CodeLanguage =
  | "shell"
  | "powershell"
  | "batch"
  | "python"
  | "javascript"
  | "ruby"
  | "perl"
  | "php"
  | "dockerfile"
  | "makefile"
  | "justfile"
  | "package-json";

export type FileKind = "code" | "markdown" | "text" | "data" | "binary";

/** Data and text files are read for secrets only up to this size (schemas and data sets are not where keys hide). */
const MAX_SECRET_SCAN_BYTES = 256 * 1024;
/** Markup and data not read for secrets: XML schemas, stylesheets, tables. */
const NO_SECRET_EXTENSIONS = /\.(?:xml|xsd|xsl|xslt|dtd|rng|wsdl|svg|html?|xhtml|css|scss|less|csv|tsv|map|rels|vml|ipynb|lock|sum)$/i;

const HTML = /\.html?$/i;

/**
 * Whether a data or text file (not code, not Markdown) is read for the secrets it may hold
 * (skill-risky-script), by its name and size.
 */
export function readForSecrets(filePath: string, size: number): boolean {
  return size <= MAX_SECRET_SCAN_BYTES && !NO_SECRET_EXTENSIONS.test(filePath);
}

/**
 * Whether a rule reads a data file as text even when every byte of it is ASCII: HTML (its comments,
 * skill-hidden-content) and what is read for secrets. The skill model keeps the bytes of such a file
 * for that read, and lets go of those of any other ASCII data file.
 */
export function asciiDataReadAsText(filePath: string, size: number): boolean {
  return HTML.test(filePath) || readForSecrets(filePath, size);
}

export interface FileClass {
  kind: FileKind;
  /** The language of code, when known (a shebang naming awk or expect is code of no language we scan). */
  language?: CodeLanguage;
  /** What decided it: shown in messages ("executable file", "script by its shebang"). */
  by: "name" | "extension" | "shebang" | "exec-bit" | "content";
}

const CODE_EXTENSIONS: Readonly<Record<string, CodeLanguage>> = {
  sh: "shell", bash: "shell", zsh: "shell", ksh: "shell", fish: "shell", command: "shell",
  ps1: "powershell", psm1: "powershell", psd1: "powershell",
  bat: "batch", cmd: "batch",
  py: "python", pyw: "python",
  js: "javascript", mjs: "javascript", cjs: "javascript", ts: "javascript", mts: "javascript", cts: "javascript", jsx: "javascript", tsx: "javascript",
  rb: "ruby", pl: "perl", pm: "perl", php: "php",
  dockerfile: "dockerfile", mk: "makefile", just: "justfile",
};

/** Files known by their whole name (lower case). */
const CODE_NAMES: Readonly<Record<string, CodeLanguage>> = {
  dockerfile: "dockerfile", containerfile: "dockerfile",
  makefile: "makefile", gnumakefile: "makefile",
  justfile: "justfile", ".justfile": "justfile",
  "package.json": "package-json",
  // Shell start-up files a skill ships (a devcontainer's .zshrc): sourced by a shell, so shell code.
  ".bashrc": "shell", ".bash_profile": "shell", ".bash_login": "shell", ".profile": "shell", ".zshrc": "shell", ".zprofile": "shell",
  ".zshenv": "shell", ".zlogin": "shell", ".envrc": "shell", ".bash_aliases": "shell",
};

const MARKDOWN_EXTENSIONS = new Set(["md", "markdown", "mdx", "mdown", "mkd"]);

/** Prose and plain text: read by the agent, never run. */
const TEXT_EXTENSIONS = new Set(["txt", "text", "rst", "adoc", "asciidoc", "org", "tex"]);

/** Structured data and markup: read, never run, even under scripts/ or with an execute bit. */
const DATA_EXTENSIONS = new Set([
  "json", "jsonc", "json5", "jsonl", "ndjson", "yaml", "yml", "toml", "ini", "cfg", "conf", "properties",
  "csv", "tsv", "xml", "xsd", "xsl", "xslt", "dtd", "rng", "wsdl", "html", "htm", "xhtml", "css", "scss", "less", "svg",
  "lock", "sum", "mod", "sql", "graphql", "gql", "proto", "template", "tmpl", "tpl", "j2", "jinja", "example", "sample",
  "log", "diff", "patch", "bib", "ipynb", "rels", "vml", "map",
]);

/** Binary by extension: no need to read them to know (fonts, images, archives, office files, compiled code). */
const BINARY_EXTENSIONS = new Set([
  "ttf", "otf", "woff", "woff2", "eot", "png", "jpg", "jpeg", "gif", "webp", "bmp", "ico", "icns", "tif", "tiff", "psd",
  "pdf", "zip", "gz", "tgz", "bz2", "xz", "zst", "7z", "rar", "tar", "jar", "war", "whl", "egg", "docx", "xlsx", "pptx",
  "odt", "ods", "odp", "doc", "xls", "ppt", "mp3", "mp4", "wav", "ogg", "flac", "mov", "avi", "webm", "exe", "dll", "so",
  "dylib", "a", "o", "obj", "class", "pyc", "pyo", "wasm", "node", "bin", "dat", "db", "sqlite", "sqlite3", "parquet",
  "npy", "npz", "pkl", "pickle", "onnx", "pt", "safetensors",
]);

/** The extension (lower case, without the dot) of a path's last segment; "" when none. A leading dot is a name. */
export function extensionOf(filePath: string): string {
  return extensionOfBase(baseName(filePath).toLowerCase());
}

function extensionOfBase(base: string): string {
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1) : "";
}

function baseName(filePath: string): string {
  const slash = filePath.lastIndexOf("/");
  return slash === -1 ? filePath : filePath.slice(slash + 1);
}

// One shared, frozen answer per kind and language: classifyByName runs several times for every file of
// every skill, and Maps (not object literals) so a file named `constructor` or `__proto__` is no code.
const answer = (kind: FileKind, by: FileClass["by"], language?: CodeLanguage): FileClass => Object.freeze(language ? { kind, language, by } : { kind, by });
const BY_NAME = new Map(Object.entries(CODE_NAMES).map(([name, language]) => [name, answer("code", "name", language)]));
const BY_EXTENSION = new Map<string, FileClass>([
  ...[...BINARY_EXTENSIONS].map((e) => [e, answer("binary", "extension")] as const),
  ...[...DATA_EXTENSIONS].map((e) => [e, answer("data", "extension")] as const),
  ...[...TEXT_EXTENSIONS].map((e) => [e, answer("text", "extension")] as const),
  ...[...MARKDOWN_EXTENSIONS].map((e) => [e, answer("markdown", "extension")] as const),
  // last, so a code extension wins (as it was checked first)
  ...Object.entries(CODE_EXTENSIONS).map(([e, language]) => [e, answer("code", "extension", language)] as const),
]);
const DOCKERFILE = answer("code", "name", "dockerfile");
const MAKEFILE = answer("code", "name", "makefile");
const CONTENT_BINARY = answer("binary", "content");
const CONTENT_TEXT = answer("text", "content");
const EXEC_BIT_SHELL = answer("code", "exec-bit", "shell");

/**
 * What a file is from its name alone, when that settles it: a known code, Markdown, text, data or binary
 * extension or name. Undefined when only its first line or execute bit can tell (`scripts/run`, `bin/tool`).
 * The answer is shared and frozen.
 */
export function classifyByName(filePath: string): FileClass | undefined {
  const base = baseName(filePath).toLowerCase();
  const named = BY_NAME.get(base);
  if (named) return named;
  const ext = extensionOfBase(base);
  const byExtension = BY_EXTENSION.get(ext);
  // Dockerfile.dev, app.Dockerfile, Makefile.inc: the name, not the extension, says what they are,
  // unless the extension is one we know (dockerfile-best-practices.md is Markdown).
  const knownExtension = byExtension !== undefined && byExtension.kind !== "code";
  const first = base.charCodeAt(0);
  // d, c, g, m: the only first letters the two name patterns can match (a cheap test before the regexes)
  if (first === 0x64 || first === 0x63 || first === 0x67 || first === 0x6d) {
    if (/^(?:docker|container)file[.-]/.test(base) && !knownExtension) return DOCKERFILE;
    if (/^(?:gnu)?makefile[.-]/.test(base) && !knownExtension) return MAKEFILE;
  }
  if (base.endsWith(".dockerfile")) return DOCKERFILE;
  if (ext === "") return undefined;
  return byExtension;
}

/** The interpreter a shebang line names (`#!/usr/bin/env -S python3 -u`), as a language; undefined when unknown. */
export function shebangLanguage(firstLine: string): CodeLanguage | undefined {
  const m = /^#!\s{0,8}(\S{1,200})((?:\s{1,8}\S{1,200}){0,4})/.exec(firstLine);
  if (!m) return undefined;
  let program = m[1]!.split("/").pop()!;
  if (program === "env") program = (m[2] ?? "").trim().split(/\s+/).find((w) => !w.startsWith("-") && !w.includes("=")) ?? "";
  if (/^(?:ba|z|k|da|a|fi|mk)?sh$/.test(program)) return "shell";
  if (/^python[0-9.]*$|^pypy[0-9.]*$|^uv$/.test(program)) return "python";
  if (/^(?:node|nodejs|deno|bun|tsx|ts-node|zx)$/.test(program)) return "javascript";
  if (/^(?:ruby|perl|php)$/.test(program)) return program as CodeLanguage;
  if (/^(?:pwsh|powershell)$/.test(program)) return "powershell";
  if (/^(?:make|gmake)$/.test(program)) return "makefile";
  if (program === "just") return "justfile";
  return undefined;
}

/** The first line of a text (at most 300 characters are looked at). */
export function firstLineOf(head: string): string {
  const cut = head.length > 300 ? head.slice(0, 300) : head;
  const nl = cut.search(/\r?\n/);
  return nl === -1 ? cut : cut.slice(0, nl);
}

/**
 * What a file is. `head` is the start of its content when it was read (a few hundred bytes decoded as
 * text suffice), `binary` whether its bytes are not text (a NUL byte, invalid UTF-8). Order: a known name
 * or extension; binary content; a shebang (an unknown interpreter is still code: it runs); the execute
 * bit (a text file without a shebang that is executable runs as a shell script); else text.
 */
export function classifyFile(filePath: string, executable: boolean, head?: string, binary = false): FileClass {
  const byName = classifyByName(filePath);
  if (byName && byName.kind !== "data" && byName.kind !== "text") return byName;
  if (binary) return CONTENT_BINARY;
  // A shebang makes a data-looking name code (`tool.conf` starting with #!/bin/sh and an execute bit).
  if (head !== undefined && head.startsWith("#!") && (executable || !byName)) {
    const language = shebangLanguage(firstLineOf(head));
    return language ? { kind: "code", language, by: "shebang" } : { kind: "code", by: "shebang" };
  }
  if (byName) return byName;
  if (executable) return EXEC_BIT_SHELL;
  return CONTENT_TEXT;
}

/** Whether a file of this class is code an agent may run (scripts and executables). */
export function isCode(c: FileClass): boolean {
  return c.kind === "code";
}
