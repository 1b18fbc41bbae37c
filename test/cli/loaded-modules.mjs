// Preloaded (`node --import`) by test/cli/lazy-load.test.ts: registers a module hook that appends the
// URL of every module loaded to the file MCP_AUDIT_LOADED_FILE names (written from the hooks thread,
// synchronously, so nothing is lost at exit).
import { register } from "node:module";

register(
  `data:text/javascript,${encodeURIComponent(`
    import fs from "node:fs";
    export async function load(url, context, next) {
      if (process.env.MCP_AUDIT_LOADED_FILE) fs.appendFileSync(process.env.MCP_AUDIT_LOADED_FILE, url + "\\n");
      return next(url, context);
    }
  `)}`,
);
