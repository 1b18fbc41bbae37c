// The audit's cost once V8 has warmed up: one process runs the same audit three times in a row and
// prints each run's CPU time (user + system, every thread) as JSON on stderr. The first run pays for
// compiling the code that turns hot (V8's optimizing compiler, on its background threads); the later
// ones run that code. Loads the CLI's bundle as bin/mcp-audit.js does, with the same compiler setting.
// Usage: node bench/warm.mjs <audit arguments…>   (the reports go to stdout)
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
require(path.join(REPO, "bin/compiler-tuning.cjs")).tuneCompiler(args);
const { main } = require(path.join(REPO, "bundle/cli.cjs"));
const runs = [];
for (let r = 0; r < 3; r++) {
  const before = process.cpuUsage();
  const code = await main(args);
  const used = process.cpuUsage(before);
  if (code !== 0 && code !== 1) throw new Error(`run ${r + 1} exited with ${code}`);
  runs.push((used.user + used.system) / 1000);
}
process.stderr.write(`${JSON.stringify(runs)}\n`);
