import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/report/types.ts
function collected(factory) {
  return (ctx) => {
    const { result, ...rest } = ctx;
    const reporter = factory({ ...rest, secrets: result.secrets });
    let out = "";
    for (const file of result.files) out += reporter.file(file);
    return out + reporter.end(result);
  };
}

export {
  collected
};
