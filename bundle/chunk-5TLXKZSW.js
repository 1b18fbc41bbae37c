import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/core/fs-errors.ts
function describeFsError(error) {
  const code = error?.code;
  switch (code) {
    case "ENOENT":
      return "no such file or directory";
    case "EACCES":
    case "EPERM":
      return "permission denied: cannot read it";
    case "ELOOP":
      return "too many levels of symbolic links (a symlink loop)";
    case "EISDIR":
      return "is a directory, not a file";
    case "ENAMETOOLONG":
      return "path is too long";
    default:
      return code ? `cannot read it (${code})` : "cannot read it";
  }
}

export {
  describeFsError
};
