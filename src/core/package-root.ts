// The installed package's own files (package.json, docs/), found from the running module: the
// sources (src/core/), tsc's output (dist/core/) and the bundle (bundle/) sit at different depths
// below the package root, so no fixed "../../" fits them all.
import fs from "node:fs";

let root: URL | undefined;
let version: string | undefined;

/** The package root as a folder URL (ends with "/"): the nearest folder above holding mcp-audit's package.json. */
export function packageRoot(): URL {
  if (root) return root;
  for (let dir = new URL(".", import.meta.url); ; ) {
    try {
      const manifest = JSON.parse(fs.readFileSync(new URL("package.json", dir), "utf8")) as { name?: unknown };
      if (manifest.name === "mcp-audit") return (root = dir);
    } catch {
      // no package.json here, or another package's: keep climbing
    }
    const parent = new URL("..", dir);
    if (parent.href === dir.href) throw new Error("cannot find mcp-audit's own package.json above its modules");
    dir = parent;
  }
}

/** A file of the package, by its path from the root (`docs/rules/inline-secret.md`). */
export function packageFile(relative: string): URL {
  return new URL(relative, packageRoot());
}

/** The package's version, from its package.json. */
export function packageVersion(): string {
  version ??= (JSON.parse(fs.readFileSync(packageFile("package.json"), "utf8")) as { version: string }).version;
  return version;
}
