import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/report/types.ts
function collected(factory) {
  return (ctx) => {
    const { result, ...rest } = ctx;
    const reporter = factory({ ...rest, secrets: result.secrets });
    let out = "";
    for (const file of result.files) out += reporter.file(file);
    for (const piece of reporter.end(result)) out += piece;
    return out;
  };
}

export {
  collected
};
