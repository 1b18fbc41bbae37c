#!/usr/bin/env node
// The CLI runs from the committed bundle (bundle/, built by `npm run build`): no dependency to
// install or resolve, and one file to load instead of ~120 modules, which is most of what a
// pre-commit run costs. `--version` alone needs none of the CLI: it prints the version from
// package.json (as the CLI does) without loading the bundle, at bare-Node cost.
import fs from "node:fs";

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === "--version" || args[0] === "-v")) {
  try {
    process.stdout.write(`${JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8")).version}\n`);
  } catch (error) {
    fatal(error);
  }
} else {
  // How far V8 lets the old generation grow past what the last full collection kept. An audit keeps
  // little alive (~25 MB, half of it code) but makes garbage fast (every file's text, tokens and parse):
  // with its default factor (up to 4x the live heap) a run of the realistic benchmark tree reached
  // 245 MiB RSS for ~27 MB live; at 25% it stays at ~157 MiB, for ~0.4 s more marking in a 28 s run.
  // V8 reads the flag each time it sets the next limit, so setting it here takes effect. Set by the
  // process that is the CLI, not by main(): a library or test calling main() keeps its own heap.
  import("node:v8")
    .then((v8) => {
      v8.setFlagsFromString("--heap-growing-percent=25");
      return import("../bundle/cli.js");
    })
    .then(
    ({ main }) =>
      main(args).then(
        (code) => {
          process.exitCode = code;
        },
        (error) => fatal(error),
      ),
    (error) => fatal(error),
  );
}
// Last-resort guard (main reports its own errors through the output sanitiser): never a stack trace,
// never a raw control character, but a clear line and exit 2.
function fatal(error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`mcp-audit: internal error: ${message.replace(/[^\x20-\x7e]/g, (c) => `\\u{${c.codePointAt(0).toString(16).toUpperCase()}}`).slice(0, 500)}\n`);
  process.exitCode = 2;
}
