// Bundles the CLI into a few files (dist/bundle/): loading ~120 small ES modules costs more than the
// audit of a few files, and a pre-commit hook pays it on every commit. The ESLint plugin and the
// library keep using dist/ as tsc writes it. Usage: node scripts/bundle.mjs (after tsc).
import { build } from "esbuild";

await build({
  entryPoints: { main: "dist/cli/main.js" },
  outdir: "dist/bundle",
  bundle: true,
  splitting: true, // the reporters, the registry layer and --user stay separate chunks, loaded on demand
  format: "esm",
  platform: "node",
  // Prefer ES module builds: jsonc-parser's UMD build requires its parts dynamically, which no bundler can follow.
  mainFields: ["module", "main"],
  target: "node20",
  // Loaded only online (npm's client) or for TOML files: resolved from node_modules when needed.
  external: ["npm-registry-fetch", "toml-eslint-parser", "ajv", "ajv/*"],
  // CommonJS dependencies bundled into ESM still call require() for Node's built-ins.
  banner: { js: 'import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);' },
  logLevel: "warning",
  legalComments: "none",
});
