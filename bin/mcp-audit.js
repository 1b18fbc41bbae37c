#!/usr/bin/env node
// The CLI runs from the bundle (dist/bundle, built by `npm run build`): one file to load instead of
// ~120 modules, which is most of what a pre-commit run costs.
import { main } from "../dist/bundle/main.js";

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    // Last-resort guard: never a stack trace for the user, but a clear line and exit 2.
    process.stderr.write(`mcp-audit: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
