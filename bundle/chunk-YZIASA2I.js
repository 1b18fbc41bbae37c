import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/core/fs-errors.ts
function describeFsError(error, action = "read") {
  const code = error?.code;
  switch (code) {
    case "ENOENT":
      return action === "write" ? "its folder does not exist" : "no such file or directory";
    case "EACCES":
    case "EPERM":
      return `permission denied: cannot ${action} it`;
    case "EROFS":
      return "the file system is read-only: cannot write it";
    case "ENOSPC":
    case "EDQUOT":
      return "no space left on the device: cannot write it";
    case "ELOOP":
      return "too many levels of symbolic links (a symlink loop)";
    case "EISDIR":
      return "is a directory, not a file";
    case "ENOTDIR":
      return "a folder in its path is not a folder";
    case "ENAMETOOLONG":
      return "path is too long";
    default:
      return code ? `cannot ${action} it (${code})` : `cannot ${action} it`;
  }
}

export {
  describeFsError
};
