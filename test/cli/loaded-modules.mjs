// Preloaded (`node --import`) by test/cli/lazy-load.test.ts: registers a module hook that appends the
// URL of every module loaded to the file MCP_AUDIT_LOADED_FILE names (written from the hooks thread,
// synchronously, so nothing is lost at exit). CommonJS files loaded by require() (which these hooks do
// not see in Node 20) are appended from the require cache at exit, and Node's built-in modules too.
import fs from "node:fs";
import { createRequire, register } from "node:module";
import { pathToFileURL } from "node:url";

const Module = createRequire(import.meta.url)("node:module");
// Node's own modules loaded, as `builtin:<name>` lines (from the list Node keeps of them).
process.on("exit", () => {
  const file = process.env.MCP_AUDIT_LOADED_FILE;
  const required = Object.keys(Module._cache).filter((p) => p.startsWith("/") || /^[A-Za-z]:/.test(p));
  const builtins = process.moduleLoadList.filter((m) => m.startsWith("NativeModule ")).map((m) => `builtin:${m.slice("NativeModule ".length)}`);
  if (file) fs.appendFileSync(file, [...required.map((p) => pathToFileURL(p).href), ...builtins].join("\n") + "\n");
});

register(
  `data:text/javascript,${encodeURIComponent(`
    import fs from "node:fs";
    export async function load(url, context, next) {
      if (process.env.MCP_AUDIT_LOADED_FILE) fs.appendFileSync(process.env.MCP_AUDIT_LOADED_FILE, url + "\\n");
      return next(url, context);
    }
  `)}`,
);
