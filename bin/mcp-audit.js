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
  import("../bundle/cli.js").then(
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
