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
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
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
const inlineLazyRequires = {
  name: "inline-lazy-requires",
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, "utf8");
      return { contents: text.replace(/\b(?:requireLazily|createRequire\(import\.meta\.url\))\((["'][^"']+["'])\)/g, "require($1)"), loader: "ts" };
    });
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
];
const vendorPath = (name) => `./vendor/${name}.cjs`;

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

async function vendor({ name, reexport }) {
  const result = await build({
    absWorkingDir: REPO,
    // Named re-exports (their names read from the installed package): Node finds a CommonJS file's
    // names for an ES import only when they are written out, which `export *` of CommonJS is not.
    stdin: { contents: reexport ? `export { ${exportNames(name).join(", ")} } from ${JSON.stringify(name)};` : `module.exports = require(${JSON.stringify(name)});`, resolveDir: REPO, sourcefile: `vendor-${name}.js`, loader: "js" },
    outfile: path.join(OUT, vendorPath(name)),
    write: false,
    bundle: true,
    format: "cjs",
    platform: "node",
    target: "node20",
    mainFields: ["module", "main"],
    plugins: name === "yaml" ? [yamlDebugSwitchOff] : [],
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  });
  return result;
}

async function bundle() {
  const vendors = await Promise.all(VENDORED.map(vendor));
  const result = await build({
    absWorkingDir: REPO,
    entryPoints: { cli: "src/cli/main.ts", index: "src/index.ts", eslint: "src/eslint/index.ts", "eslint-formatter": "src/eslint/formatter.ts" },
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
    plugins: [inlineLazyRequires, vendorExternal],
    // CommonJS dependencies bundled into ESM still call require() for Node's built-ins.
    banner: { js: 'import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);' },
    // Licences are collected whole in THIRD-PARTY-NOTICES.md instead of scattered comments.
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
  });
  const outputs = [result, ...vendors].flatMap((r) => r.outputFiles);
  const files = new Map(outputs.map((f) => [path.relative(OUT, f.path).split(path.sep).join("/"), f.text]));
  files.set(NOTICES, notices([result, ...vendors].flatMap((r) => Object.keys(r.metafile.inputs))));
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
