// Builds bundle/: the CLI, the library and the ESLint plugin as ES modules with every runtime
// dependency inlined (esbuild, from src/ and the lockfile's node_modules). bundle/ is committed:
// the pre-commit hook and the GitHub Action run it from a plain git checkout of a pinned commit,
// with no `npm install`, no build step (a `prepare` script needs dev dependencies that pre-commit
// 4.6 does not install, and npm 11 prints its banner where pre-commit 3 reads `npm pack`'s file
// name) and no package name resolved at run time. The npm package ships the same files.
//
//   node scripts/bundle.mjs           write bundle/ (npm run build does it)
//   node scripts/bundle.mjs --check   exit 1 if bundle/ differs from a fresh build (a test runs it)
//
// The output depends only on the sources, the installed packages (the lockfile) and esbuild's
// version, never on the machine or the time: a stale bundle is a test failure, not a judgment call.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createRequire, isBuiltin } from "node:module";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(REPO, "bundle");
const NOTICES = "THIRD-PARTY-NOTICES.md";
const VALIDATORS = path.join(REPO, "src/hosts/schemas/validators");

/**
 * The sources load some packages on first use through `createRequire(import.meta.url)("pkg")`, which
 * keeps tsc's dist/ lazy but is opaque to a bundler. In the bundle those calls become `require("pkg")`
 * of the inlined copy: esbuild wraps a CommonJS package so that it still runs only when first required.
 */
const lazyRequiresInlined = (text) => text.replace(/\b(?:requireLazily|createRequire\(import\.meta\.url\))\((["'][^"']+["'])\)/g, "require($1)");
const inlineLazyRequires = {
  name: "inline-lazy-requires",
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/, namespace: "file" }, async (args) => ({ contents: lazyRequiresInlined(await fs.promises.readFile(args.path, "utf8")), loader: "ts" }));
  },
};
/**
 * The CLI is CommonJS: a module's own `require` is the one `createRequire(import.meta.url)` would make,
 * so the modules that keep one for their lazy loads (`const requireLazily = createRequire(...)`) take
 * it instead of making another at start-up (each made one from the bundle's file URL).
 */
const cliRequiresInlined = (text) => {
  const inlined = lazyRequiresInlined(text).replace(/\bcreateRequire\(import\.meta\.url\)/g, "require");
  // Then nothing of node:module is left to import: kept, the import would still require it at
  // start-up, and a built-in's first public require builds its ES module facade (~0.5 ms).
  const unused = inlined.replace(/^import \{ createRequire \} from "node:module";\n/m, "");
  return /\bcreateRequire\b/.test(unused) ? inlined : unused;
};
const inlineLazyRequiresCli = {
  name: "inline-lazy-requires-cli",
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/, namespace: "file" }, async (args) => ({ contents: cliRequiresInlined(await fs.promises.readFile(args.path, "utf8")), loader: "ts" }));
  },
};

/**
 * Packages the sources load on first use (`createRequire`, `requireLazily`): each is its own CommonJS
 * file under bundle/vendor/, required when first used, so a run that never needs YAML, TOML or the
 * full Ajv never reads or parses them (inlined in a chunk, their code would be read and parsed at every
 * start even when never run). Every import of one, static or lazy, resolves to that one copy.
 * `reexport`: the package's names are re-exported statically, so ES module chunks can import them.
 */
const VENDORED = [
  { name: "yaml", reexport: true },
  { name: "ajv", reexport: false },
  { name: "toml-eslint-parser", reexport: false },
  { name: "npm-registry-fetch", reexport: false },
];

/**
 * The official MCP client, which only the CLI's --live and skills listing load: one CommonJS file for
 * its two entry points, so they share its classes.
 */
const CLI_VENDORED = [
  {
    file: "mcp-client",
    contents: 'import * as client from "@modelcontextprotocol/client"; import * as skills from "@modelcontextprotocol/client/ext/skills"; export { client, skills };',
    specifiers: { "@modelcontextprotocol/client": ".client", "@modelcontextprotocol/client/ext/skills": ".skills" },
  },
];
const vendorPath = (name) => `./vendor/${name}.cjs`;
/** What the vendored packages and the CLI are both built as: one CommonJS file for Node 20, inlined. */
const NODE_CJS = { write: false, bundle: true, format: "cjs", platform: "node", target: "node20", mainFields: ["module", "main"] };

const vendorExternal = {
  name: "vendor-external",
  setup(b) {
    const names = new Set(VENDORED.map((v) => v.name));
    b.onResolve({ filter: /^[\w@][\w@/.-]*$/ }, (args) => (names.has(args.path) ? { path: vendorPath(args.path), external: true } : undefined));
  },
};

function exportNames(name) {
  return Object.keys(createRequire(path.join(REPO, "package.json"))(name)).filter((k) => /^[A-Za-z_$][\w$]*$/.test(k) && k !== "default").sort();
}

/**
 * yaml's parser reads `process.env.LOG_TOKENS` (a debug switch of the library) for every token it
 * parses, and an environment lookup costs about 0.5 µs: on a tree of 5,000 skills that is a measurable
 * share of all YAML parsing. The vendored copy has the switch off; the build fails if the line moved.
 */
const yamlDebugSwitchOff = {
  name: "yaml-debug-switch-off",
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/]yaml[\\/]dist[\\/]parse[\\/]parser\.js$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, "utf8");
      const switchOn = "node_process.env.LOG_TOKENS";
      if (text.split(switchOn).length !== 2) throw new Error(`${args.path}: expected one ${switchOn} (yaml changed: review this patch)`);
      return { contents: text.replace(switchOn, "false"), loader: "js" };
    });
  },
};

/**
 * jsonc-parser's formatter interns 1,200 strings of line breaks and indents (~230 KB) when its module
 * is first run, which is whenever the package is: every run parsing JSON pays for them, though the
 * sources never format JSON, and a short run's scavenges copy them. In the bundle they are made on
 * first use: the same strings (one array per indent and line break), built when the formatter first
 * asks for them. The build fails if the module is not the one this replaces.
 */
const JSONC_STRING_INTERN = `export const cachedSpaces = new Array(20).fill(0).map((_, index) => {
    return ' '.repeat(index);
});
const maxCachedValues = 200;
export const cachedBreakLinesWithSpaces = {
    ' ': {
        '\\n': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\\n' + ' '.repeat(index);
        }),
        '\\r': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\\r' + ' '.repeat(index);
        }),
        '\\r\\n': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\\r\\n' + ' '.repeat(index);
        }),
    },
    '\\t': {
        '\\n': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\\n' + '\\t'.repeat(index);
        }),
        '\\r': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\\r' + '\\t'.repeat(index);
        }),
        '\\r\\n': new Array(maxCachedValues).fill(0).map((_, index) => {
            return '\\r\\n' + '\\t'.repeat(index);
        }),
    }
};
export const supportedEols = ['\\n', '\\r', '\\r\\n'];
`;
const JSONC_STRING_INTERN_LAZY = `export const cachedSpaces = new Array(20).fill(0).map((_, index) => ' '.repeat(index));
const maxCachedValues = 200;
const byLineBreak = (indent) => {
    const table = {};
    for (const eol of ['\\n', '\\r', '\\r\\n']) {
        let strings;
        Object.defineProperty(table, eol, { enumerable: true, get: () => (strings ??= new Array(maxCachedValues).fill(0).map((_, index) => eol + indent.repeat(index))) });
    }
    return table;
};
export const cachedBreakLinesWithSpaces = { ' ': byLineBreak(' '), '\\t': byLineBreak('\\t') };
export const supportedEols = ['\\n', '\\r', '\\r\\n'];
`;
const jsoncStringsOnFirstUse = {
  name: "jsonc-strings-on-first-use",
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/]jsonc-parser[\\/]lib[\\/]esm[\\/]impl[\\/]string-intern\.js$/ }, async (args) => {
      const text = (await fs.promises.readFile(args.path, "utf8")).replace(/\r\n/g, "\n");
      const body = text.slice(text.indexOf("export const cachedSpaces"));
      if (body !== JSONC_STRING_INTERN) throw new Error(`${args.path}: not the module the bundle's lazy copy replaces (jsonc-parser changed: review this patch)`);
      return { contents: JSONC_STRING_INTERN_LAZY, loader: "js" };
    });
  },
};

async function vendor({ name, reexport, contents }) {
  const result = await build({
    absWorkingDir: REPO,
    // Named re-exports (their names read from the installed package): Node finds a CommonJS file's
    // names for an ES import only when they are written out, which `export *` of CommonJS is not.
    stdin: { contents: contents ?? (reexport ? `export { ${exportNames(name).join(", ")} } from ${JSON.stringify(name)};` : `module.exports = require(${JSON.stringify(name)});`), resolveDir: REPO, sourcefile: `vendor-${name}.js`, loader: "js" },
    outfile: path.join(OUT, vendorPath(name)),
    ...NODE_CJS,
    plugins: name === "yaml" ? [yamlDebugSwitchOff] : [],
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  });
  return result;
}

// ---- the CLI: CommonJS, so bin/ can load it with a V8 code cache ----------------------------------

/**
 * The CLI is built apart from the library, as CommonJS: Node 20 can keep a V8 code cache only for a
 * script (vm.Script), not for an ES module, and compiling the config path's ~900 KB of code at every
 * start was most of what a pre-commit run over a few files cost (bin/code-cache.cjs). A run over
 * configs loads one file, bundle/cli.cjs: every module a run may need, each initialised only when a
 * run first imports it (esbuild's lazy wrappers for what the sources load with `import()`).
 * What only some runs need and is large stays in files of its own, required on first use:
 * - bundle/cli-skills.cjs, the skill side (the skill rules, the skill model and their data), behind
 *   the two imports that load it (src/audit/run.ts, src/rules/registry/lazy.ts). The modules it shares
 *   with the CLI are not copied: cli.cjs lists them (`__cliModules`) and cli-skills.cjs takes each from
 *   there, so both see one instance of every module (one class, one cache, one registry).
 * - the vendored packages (bundle/vendor/): YAML, TOML, the full Ajv, the npm client, the MCP client.
 */
const CLI = "cli.cjs";
const CLI_PARTS = [{ file: "cli-skills.cjs", entry: "src/audit/skill-audit.ts", boundaries: ["src/audit/skill-audit.ts", "src/rules/registry/skill-rules.ts"] }];
// The sources' module URL, made when first asked for (a URL costs a start ~0.6 ms, and few runs ask).
const CLI_BANNER = 'const __mcpImportMeta = { get url() { return require("node:url").pathToFileURL(__filename).href; } };';

/** A virtual CommonJS module that requires an external file: a lazy `import()` of it becomes a require on first use. */
const requireStub = (target, member = "") => ({ contents: `module.exports = require(${JSON.stringify(target)})${member};`, loader: "js" });

/**
 * For the CLI build: vendored packages, the CLI's parts and (in a part) the modules cli.cjs already
 * holds are required from their files, never inlined. `shared`: repository-relative paths of the
 * modules a part takes from cli.cjs; `part`: the part being built, else the CLI itself.
 */
function cliResolver({ part, shared }) {
  const vendored = new Map(VENDORED.map((v) => [v.name, [vendorPath(v.name), ""]]));
  for (const v of CLI_VENDORED) for (const [specifier, member] of Object.entries(v.specifiers)) vendored.set(specifier, [`./vendor/${v.file}.cjs`, member]);
  const boundaries = new Map(CLI_PARTS.filter((p) => p !== part).flatMap((p) => p.boundaries.map((b) => [path.join(REPO, b), p.file])));
  return {
    name: "cli-resolver",
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.namespace === "cli-require" || args.namespace === "cli-builtin") return { path: args.path, external: true };
        // A built-in module imported by the sources: one shared module a built-in, so that its exports
        // are copied for ES module interop once, not in every module importing it (each copy of node:fs
        // defines ~100 getters: ~50 copies cost a start ~5 ms).
        if (args.kind === "import-statement" && isBuiltin(args.path)) return { path: args.path.startsWith("node:") ? args.path : `node:${args.path}`, namespace: "cli-builtin" };
        if (args.pluginData === "cli-resolver") return undefined;
        if (vendored.has(args.path)) return { path: args.path, namespace: "cli-require", pluginData: vendored.get(args.path) };
        if (args.kind === "entry-point" || !/^[./]/.test(args.path)) return undefined;
        const resolved = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: "cli-resolver" });
        if (resolved.errors.length > 0 || resolved.external) return undefined;
        // Named by its path in the repository: the name is written into the bundle, which must be the
        // same bytes from any checkout (the build check compares them).
        const relative = path.relative(REPO, resolved.path).split(path.sep).join("/");
        if (boundaries.has(resolved.path)) return { path: relative, namespace: "cli-require", pluginData: [`./${boundaries.get(resolved.path)}`, ""] };
        if (shared?.has(relative)) return { path: relative, namespace: "cli-require", pluginData: [`./${CLI}`, `.__cliModules[${JSON.stringify(relative)}]()`] };
        return undefined;
      });
      b.onLoad({ filter: /.*/, namespace: "cli-require" }, (args) => requireStub(...args.pluginData));
      // The default export is the module itself: `import m from` would wrap it in a second interop
      // copy of all its exports (~100 getters for node:fs) that nothing reads.
      b.onLoad({ filter: /.*/, namespace: "cli-builtin" }, (args) => ({ contents: `export * from ${JSON.stringify(args.path)};\nexport default require(${JSON.stringify(args.path)});\n`, loader: "js" }));
    },
  };
}

const cliOptions = (extra) => ({
  absWorkingDir: REPO,
  ...NODE_CJS,
  // The CLI has no `import.meta`: the sources' module URL is the file's own.
  define: { "import.meta.url": "__mcpImportMeta.url" },
  banner: { js: CLI_BANNER },
  legalComments: "none",
  metafile: true,
  logLevel: "warning",
  ...extra,
});

/** The CLI's entry: main.ts, and (for its parts) an accessor of every module a part shares with it. */
function cliEntry(shared) {
  const accessors = [...shared].sort().map((m) => `  ${JSON.stringify(m)}: () => require(${JSON.stringify(path.join(REPO, m))}),`);
  return { contents: `export * from ${JSON.stringify(path.join(REPO, "src/cli/main.ts"))};\nexport const __cliModules = {\n${accessors.join("\n")}\n};\n`, resolveDir: REPO, sourcefile: "cli-entry.js", loader: "js" };
}

const inputsOf = (result) => new Set(Object.keys(result.metafile.inputs).filter((i) => !i.includes(":")));

/**
 * In the CLI, the precompiled validators are modules of cli.cjs, each run when its dialect is first
 * validated: so their compiled code is in the code cache too (the library reads them from
 * bundle/validators/, one file a dialect). The sources require them by name (src/hosts/schemas/index.ts).
 */
const SCHEMA_INDEX = path.join(REPO, "src/hosts/schemas/index.ts");
const VALIDATOR_REQUIRE = "requireLazily(`./validators/${host}.cjs`)";
const cliValidatorsInlined = {
  name: "cli-validators-inlined",
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]hosts[\\/]schemas[\\/]index\.ts$/, namespace: "file" }, async (args) => {
      const text = await fs.promises.readFile(args.path, "utf8");
      if (args.path !== SCHEMA_INDEX || text.split(VALIDATOR_REQUIRE).length !== 2) throw new Error(`${args.path}: expected one ${VALIDATOR_REQUIRE} (review the CLI build's validators)`);
      const names = fs.readdirSync(VALIDATORS).filter((f) => f.endsWith(".cjs")).sort().map((f) => f.slice(0, -".cjs".length));
      const table = `({ ${names.map((n) => `${JSON.stringify(n)}: () => require(${JSON.stringify(`./validators/${n}.cjs`)})`).join(", ")} } as Record<string, () => unknown>)[host]!()`;
      return { contents: cliRequiresInlined(text.replace(VALIDATOR_REQUIRE, table)), loader: "ts" };
    });
  },
};

/**
 * esbuild escapes what is not ASCII in strings, not in comments or regular expression literals: the
 * CLI's files are made ASCII with \u escapes (the same characters to the regex, and in a comment), so
 * that bin/ decodes them on the fast path and V8 holds them one byte a character (decoding the
 * 1.7 MB of cli.cjs as UTF-8 with a few non-ASCII characters cost ~7 ms of a start, ASCII ~1 ms).
 */
function asciiOnly(file) {
  return { path: file.path, text: file.text.replace(/[^\x00-\x7f]/gu, (c) => c.split("").map((u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")) };
}

/**
 * cli.cjs ends with the SHA-256 of the text before its last line: bin/code-cache.cjs names its cache
 * entries with it, so that a start does not hash the 1.7 MB with node:crypto (whose modules alone cost
 * a start ~3 ms to load); it adds a CRC-32 of the bytes it read, for a file changed after its build.
 */
function withBuildLine(file) {
  const text = file.text.endsWith("\n") ? file.text : `${file.text}\n`;
  return { path: file.path, text: `${text}// mcp-audit build sha256 ${createHash("sha256").update(text).digest("hex")}\n` };
}

async function cliBundle() {
  const plugins = (options) => [cliValidatorsInlined, inlineLazyRequiresCli, jsoncStringsOnFirstUse, cliResolver(options)];
  // First the module graphs alone: what the CLI holds, and what of it each part imports.
  const core = await build(cliOptions({ stdin: cliEntry(new Set()), outfile: path.join(OUT, CLI), plugins: plugins({}) }));
  const coreInputs = inputsOf(core);
  const shared = new Set();
  const parts = [];
  for (const part of CLI_PARTS) {
    const alone = await build(cliOptions({ entryPoints: [part.entry], outfile: path.join(OUT, part.file), plugins: plugins({ part }) }));
    const mine = new Set([...inputsOf(alone)].filter((i) => coreInputs.has(i)));
    for (const m of mine) shared.add(m);
    parts.push({ part, mine });
  }
  const results = [await build(cliOptions({ stdin: cliEntry(shared), outfile: path.join(OUT, CLI), plugins: plugins({}) }))];
  for (const { part, mine } of parts) results.push(await build(cliOptions({ entryPoints: [part.entry], outfile: path.join(OUT, part.file), plugins: plugins({ part, shared: mine }) })));
  const cliVendors = await Promise.all(CLI_VENDORED.map((v) => vendor({ name: v.file, contents: v.contents })));
  for (const r of results) r.outputFiles[0] = asciiOnly(r.outputFiles[0]);
  results[0].outputFiles[0] = withBuildLine(results[0].outputFiles[0]);
  for (const r of results) {
    // A dynamic import() left in the CLI would need the ES module loader, which a vm.Script has not.
    const text = r.outputFiles[0].text;
    if (/[^\w$.]import\(/.test(text.replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g, '""'))) throw new Error(`${path.basename(r.outputFiles[0].path)}: a dynamic import() is left in the CLI build`);
  }
  return [...results, ...cliVendors];
}

async function bundle() {
  const vendors = await Promise.all(VENDORED.map(vendor));
  const result = await build({
    absWorkingDir: REPO,
    entryPoints: { index: "src/index.ts", eslint: "src/eslint/index.ts", "eslint-formatter": "src/eslint/formatter.ts" },
    outdir: OUT,
    write: false,
    bundle: true,
    // The registry client, TOML and the reporters stay separate chunks, loaded when a run needs them.
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    // Prefer ES module builds: jsonc-parser's UMD build requires its parts dynamically, which no bundler can follow.
    mainFields: ["module", "main"],
    // ESLint and its language plugins are the user's (peer dependencies): one copy, theirs. The official MCP
    // client is inlined like every other runtime dependency, in lazy chunks that only the paths talking MCP
    // load (--live, skills listing/verify-listing; test/live/lazy.test.ts): an install stays one package.
    external: ["eslint", "@eslint/json", "@eslint/markdown"],
    plugins: [inlineLazyRequires, jsoncStringsOnFirstUse, vendorExternal],
    // CommonJS dependencies bundled into ESM still call require() for Node's built-ins.
    banner: { js: 'import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);' },
    // Licences are collected whole in THIRD-PARTY-NOTICES.md instead of scattered comments.
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  });
  const cli = await cliBundle();
  const all = [result, ...vendors, ...cli];
  const outputs = all.flatMap((r) => r.outputFiles);
  const files = new Map(outputs.map((f) => [path.relative(OUT, f.path).split(path.sep).join("/"), f.text]));
  files.set(NOTICES, notices(all.flatMap((r) => Object.keys(r.metafile.inputs))));
  // The precompiled host-schema validators, one CommonJS file a dialect, required by name on first use
  // (src/hosts/schemas/index.ts): as they are, beside the chunks, so a run reads only those it needs.
  for (const name of fs.readdirSync(VALIDATORS).sort()) {
    if (name.endsWith(".cjs")) files.set(`validators/${name}`, fs.readFileSync(path.join(VALIDATORS, name), "utf8"));
  }
  return files;
}

/** The licence of every package inlined, with its full text: what their licences ask of a copy. */
function notices(inputs) {
  const packages = new Map();
  for (const input of inputs) {
    const m = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(input);
    if (m && !packages.has(m[2])) packages.set(m[2], m[1]);
  }
  const sections = [...packages.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, dir]) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(REPO, dir, "package.json"), "utf8"));
      const licenceFile = fs.readdirSync(path.join(REPO, dir)).sort().find((f) => /^(licen[cs]e|copying)([-.][a-z]+)*$/i.test(f));
      const author = typeof manifest.author === "string" ? manifest.author : manifest.author?.name;
      const text = licenceFile
        ? fs.readFileSync(path.join(REPO, dir, licenceFile), "utf8").replace(/\r\n/g, "\n").trim()
        : `The package ships no licence file. Its package.json: licence ${manifest.license ?? "none"}${author ? `, author ${author.replace(/\.$/, "")}` : ""}.`;
      return `## ${name}@${manifest.version} (${manifest.license ?? "no licence field"})\n\n\`\`\`text\n${text}\n\`\`\``;
    });
  return `# Third-party notices\n\nThe files of bundle/ include code from these packages (built by scripts/bundle.mjs from package-lock.json).\n\n${sections.join("\n\n")}\n`;
}

function onDisk() {
  const files = new Map();
  if (!fs.existsSync(OUT)) return files;
  for (const name of fs.readdirSync(OUT, { recursive: true })) {
    const full = path.join(OUT, name);
    if (fs.statSync(full).isFile()) files.set(name.split(path.sep).join("/"), fs.readFileSync(full, "utf8"));
  }
  return files;
}

const fresh = await bundle();
if (process.argv.includes("--check")) {
  const current = onDisk();
  const stale = [...new Set([...fresh.keys(), ...current.keys()])].sort().filter((f) => fresh.get(f) !== current.get(f));
  if (stale.length > 0) {
    process.stderr.write(`bundle/ is out of date (${stale.length} file${stale.length === 1 ? "" : "s"}: ${stale.slice(0, 5).join(", ")}${stale.length > 5 ? ", …" : ""}): run \`npm run build\` and commit bundle/\n`);
    process.exitCode = 1;
  }
} else {
  fs.rmSync(OUT, { recursive: true, force: true });
  for (const [name, text] of fresh) {
    fs.mkdirSync(path.dirname(path.join(OUT, name)), { recursive: true });
    fs.writeFileSync(path.join(OUT, name), text);
  }
}
