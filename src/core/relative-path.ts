// path.relative for the case a run asks it most (a path inside a folder, both as the walk builds
// them: absolute, normalized), without the two path.resolve calls it makes (each asks process.cwd()):
// ~2 µs a call, and the walk and the skill audit ask it several times for every config and skill.
import path from "node:path";

const POSIX = path.sep === "/";

/** Absolute and already in the form path.resolve returns it: no empty, `.` or `..` segment, no trailing `/` (but the root). */
function isResolved(p: string): boolean {
  if (p.charCodeAt(0) !== 0x2f) return false;
  if (p.length === 1) return true;
  return p.charCodeAt(p.length - 1) !== 0x2f && !p.includes("//") && !p.includes("/./") && !p.includes("/../") && !p.endsWith("/.") && !p.endsWith("/..");
}

/** Exactly `path.relative(from, to)`. */
export function relativePath(from: string, to: string): string {
  if (POSIX && to.startsWith(from) && isResolved(from) && isResolved(to)) {
    if (to.length === from.length) return "";
    if (from.length === 1) return to.slice(1);
    if (to.charCodeAt(from.length) === 0x2f) return to.slice(from.length + 1);
  }
  return path.relative(from, to);
}
