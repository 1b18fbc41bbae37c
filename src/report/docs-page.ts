// A rule's page as the installed package holds it (docs/rules/<id>.md), with its relative links made
// absolute at the release's tag: printed by `mcp-audit explain` or embedded in SARIF as `help.markdown`,
// a page has no folder to resolve `../online.md` against.
import fs from "node:fs";
import path from "node:path";
import { REPOSITORY_URL } from "../core/docs.js";
import { packageFile } from "../core/package-root.js";

/** The page of a rule, links absolute at `v<version>`; undefined when the package has no such page. */
export function rulePage(ruleId: string, version: string): string | undefined {
  if (!/^[a-z0-9-]+$/.test(ruleId)) return undefined;
  const file = packageFile(`docs/rules/${ruleId}.md`);
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  return absoluteLinks(text, `docs/rules/${ruleId}.md`, `v${version}`);
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const INLINE_LINK = /(\]\()([^)\s]+)(\))/g;
const DEFINITION = /^(\s{0,3}\[[^\]]+\]:\s*)(\S+)/;

/**
 * Relative link targets (`](../online.md)`, `[x]: ../lock.md`) of a page at `pagePath` in the
 * repository become `<repository>/blob/<ref>/<path>`; absolute URLs, fragments, fenced code and
 * inline code stay as they are. One pass over the text.
 */
export function absoluteLinks(markdown: string, pagePath: string, ref: string): string {
  const base = path.posix.dirname(pagePath);
  const resolve = (target: string) => {
    if (SCHEME.test(target) || target.startsWith("#") || target.startsWith("/")) return target;
    const [file, fragment] = splitFragment(target);
    const resolved = path.posix.normalize(path.posix.join(base, file));
    if (resolved.startsWith("..")) return target; // outside the repository: leave it as written
    return `${REPOSITORY_URL}/blob/${ref}/${resolved}${fragment}`;
  };
  let fence: string | undefined;
  return markdown
    .split("\n")
    .map((line) => {
      const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === undefined || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence === undefined ? marker : undefined;
        return line;
      }
      if (fence !== undefined) return line;
      const definition = DEFINITION.exec(line);
      if (definition) return `${definition[1]}${resolve(definition[2]!)}${line.slice(definition[0].length)}`;
      // Inline code spans (between backticks) keep their text: split them out, rewrite the rest.
      return line
        .split(/(`+[^`]*`+)/)
        .map((part, i) => (i % 2 === 1 ? part : part.replace(INLINE_LINK, (_, open: string, target: string, close: string) => `${open}${resolve(target)}${close}`)))
        .join("");
    })
    .join("\n");
}

function splitFragment(target: string): [string, string] {
  const at = target.indexOf("#");
  return at < 0 ? [target, ""] : [target.slice(0, at), target.slice(at)];
}
