// Loaded with `node --import` before a command: every module URL resolved (ES modules and require())
// that belongs to @modelcontextprotocol, or is a file of the committed bundle (where the client is
// inlined as lazy chunks), is appended to the file MCP_AUDIT_MODULE_LOG names, so a test can assert
// which paths load the official MCP client and which never do.
import { register } from "node:module";
import Module from "node:module";
import fs from "node:fs";

const log = process.env.MCP_AUDIT_MODULE_LOG;
if (log) {
  const hooks = `
    import fs from "node:fs";
    export async function resolve(specifier, context, next) {
      const result = await next(specifier, context);
      if (result.url.includes("@modelcontextprotocol") || result.url.includes("/bundle/")) fs.appendFileSync(${JSON.stringify(log)}, result.url + "\\n");
      return result;
    }`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
  const original = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    const resolved = original.call(this, request, ...rest);
    if (String(resolved).includes("@modelcontextprotocol") || String(resolved).includes("/bundle/")) fs.appendFileSync(log, `${resolved}\n`);
    return resolved;
  };
}
