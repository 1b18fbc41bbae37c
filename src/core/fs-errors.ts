// One wording for file-system errors, so every reader names a failure the same way.

export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
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
