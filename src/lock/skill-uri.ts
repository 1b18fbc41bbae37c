// SEP-2640 skill URIs as @modelcontextprotocol/server@2.4.0 spells them: `skill://` + the skill's path
// (its first segment is the URI's authority, percent-encoded strictly; the others are path segments
// encoded as a WHATWG URL would, plus `%`, `/` and `\`) + the file's path inside the skill. A lock
// entry, `mcp-audit skills listing` and a real server therefore name every file the same way, and
// two spellings of one file (`Q&A.md`, `Q%26A.md`) are matched by `fileKey`.

export const SKILL_SCHEME = "skill://";
export const SKILL_MANIFEST = "SKILL.md";

// Left as is in a path segment: word characters and the sub-delimiters a URL path keeps.
const KEPT_IN_SEGMENT = /[^\w!$&'()*+,.:;=@[\]|~-]/gu;

function encodePathText(text: string): string {
  return text.replace(KEPT_IN_SEGMENT, (char) => encodeURIComponent(char));
}

/** One path segment; `.` and `..` keep their meaning only when encoded. Throws URIError on a lone surrogate. */
export function encodeSegment(segment: string): string {
  if (segment === "." || segment === "..") return segment.replace(/\./g, "%2E");
  return encodePathText(segment);
}

/** `skill://<authority>/<segment>/…`: the first segment is the authority. Throws URIError on a lone surrogate. */
export function joinSkillUri(segments: readonly string[]): string {
  const [authority, ...rest] = segments;
  if (authority === undefined) return SKILL_SCHEME;
  return [SKILL_SCHEME + encodeURIComponent(authority), ...rest.map(encodeSegment)].join("/");
}

/** The text with each lone surrogate replaced by U+FFFD (a file name can hold one; a URI cannot). */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/** The WHATWG serialisation of a URI, or undefined when it does not parse. */
export function canonicalUri(uri: string): string | undefined {
  try {
    return new URL(uri).href;
  } catch {
    return undefined;
  }
}

/**
 * The URI of a file of a skill, or undefined when the name cannot be written as a URI that survives a
 * round trip through a URL parser (the SDK skips such a skill).
 */
export function representableUri(segments: readonly string[]): string | undefined {
  let uri: string;
  try {
    uri = joinSkillUri(segments);
  } catch {
    return undefined;
  }
  return canonicalUri(uri) === uri ? uri : undefined;
}

/** `skill://a/b` for `skill://a/b/SKILL.md`; undefined when the URI is not a SKILL.md in a named folder. */
export function skillRootUri(manifestUri: string): string | undefined {
  const canonical = canonicalUri(manifestUri);
  if (canonical === undefined || !canonical.endsWith(`/${SKILL_MANIFEST}`)) return undefined;
  const root = canonical.slice(0, -(SKILL_MANIFEST.length + 1));
  return root.endsWith("/") || root === "skill:/" ? undefined : root;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The decoded last segment of a skill's root URI (its authority when the path is empty): the folder name. */
export function lastSegment(rootUri: string): string {
  const url = new URL(rootUri);
  const p = url.pathname;
  return safeDecode(p === "" || p === "/" ? url.host : p.slice(p.lastIndexOf("/") + 1));
}

/**
 * The path of a file inside the skill (`references/Q&A.md`) from its URI, or undefined when the URI does
 * not lie strictly inside the root, has a query or fragment, or a segment decodes to nothing, `.`, `..`
 * or a name holding `/` or NUL.
 */
export function pathInSkill(rootUri: string, uri: string): string | undefined {
  const canonical = canonicalUri(uri);
  if (canonical === undefined || /[?#]/.test(canonical) || !canonical.startsWith(`${rootUri}/`)) return undefined;
  const segments = canonical.slice(rootUri.length + 1).split("/").map(safeDecode);
  if (segments.some((s) => s === "" || s === "." || s === ".." || s.includes("/") || s.includes("\0"))) return undefined;
  return segments.join("/");
}

/** The one spelling all ways of writing a file's URI share (`Q&A.md`, `Q%26A.md`): its path's encoding by joinSkillUri. */
export function fileKey(rootUri: string, uri: string): string {
  const inside = pathInSkill(rootUri, uri);
  if (inside === undefined) return canonicalUri(uri) ?? uri;
  return `${rootUri}/${inside.split("/").map(encodeSegment).join("/")}`;
}

/** Code-unit order: the order of a listing's skills and of an entry's resources. */
export function compareUris(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
