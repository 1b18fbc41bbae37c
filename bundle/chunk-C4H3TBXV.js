import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/core/package-root.ts
import fs from "node:fs";
var root;
var version;
function packageRoot() {
  if (root) return root;
  for (let dir = new URL(".", import.meta.url); ; ) {
    try {
      const manifest = JSON.parse(fs.readFileSync(new URL("package.json", dir), "utf8"));
      if (manifest.name === "mcp-audit") return root = dir;
    } catch {
    }
    const parent = new URL("..", dir);
    if (parent.href === dir.href) throw new Error("cannot find mcp-audit's own package.json above its modules");
    dir = parent;
  }
}
function packageFile(relative) {
  return new URL(relative, packageRoot());
}
function packageVersion() {
  version ??= JSON.parse(fs.readFileSync(packageFile("package.json"), "utf8")).version;
  return version;
}

export {
  packageFile,
  packageVersion
};
