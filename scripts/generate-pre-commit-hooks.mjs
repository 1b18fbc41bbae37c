// Writes the `files:` pattern of every hook in .pre-commit-hooks.yaml from the host locations
// (src/hosts/locations.ts, as tsc builds it into dist/): the hook passes exactly the files whose
// location tells mcp-audit their host, plus skill files. test/pre-commit/hook-files.test.ts checks
// that the file is up to date. Usage: npm run build && node scripts/generate-pre-commit-hooks.mjs
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const built = path.join(REPO, "dist/hosts/locations.js");
if (!fs.existsSync(built)) {
  process.stderr.write("scripts/generate-pre-commit-hooks.mjs reads dist/: run `npm run build` first\n");
  process.exit(2);
}
const { hookFilesPattern } = await import(built);
const pattern = hookFilesPattern();
if (pattern.includes("'")) throw new Error("the pattern cannot be written as a single-quoted YAML scalar");
const file = path.join(REPO, ".pre-commit-hooks.yaml");
const text = fs.readFileSync(file, "utf8");
const next = text.replace(/^(\s+files: )'[^'\n]*'$/gm, `$1'${pattern}'`);
if (next !== text) fs.writeFileSync(file, next);
