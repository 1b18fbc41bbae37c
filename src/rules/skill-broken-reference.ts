// skill-broken-reference: a file SKILL.md points the agent at (a relative Markdown link, or a
// backticked path such as `scripts/check.sh`) must exist inside the skill folder. A missing file
// makes the agent improvise; a path outside the folder (`..`, `/abs`, `~/`) breaks as soon as the
// skill is installed elsewhere, since hosts copy and load the skill folder alone.
import path from "node:path";
import { docsUrl } from "../core/docs.js";
import { positionAt } from "../core/source.js";
import { Suggester } from "../core/suggest.js";
import type { SkillRule } from "./types.js";
import { codeSpans } from "../skills/commands/markdown.js";
import type { Skill } from "../skills/model.js";

const ID = "skill-broken-reference";

/** The folders the Agent Skills layout names, plus two common ones; a backticked path under them is a reference. */
export const SKILL_SUBFOLDERS = ["scripts", "references", "assets", "templates", "examples"] as const;

export interface Reference {
  /** A Markdown link, an image, a link reference definition, or a backticked code span. */
  kind: "link" | "image" | "definition" | "code";
  /** The target as written. */
  raw: string;
  /** Where `raw` sits in the text. */
  offset: number;
  length: number;
  /** The path it names: anchor and query removed, URL-decoded, forward slashes. Undefined for URLs and pure anchors. */
  target: string | undefined;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A line opening (after at most three spaces) with what starts a fence or a definition: its newline before it. */
const LEAD = /\n {0,3}[[`~]/g;
/** "None further": past any offset. */
const NONE = 2 ** 32 - 1;
const DEFINITION = /^ {0,3}\[[^[\]\n]+\]:[ \t]*(<[^>\n]*>|\S+)/;
// [text](target "title"), ![alt](target); one level of balanced parentheses in the target. The
// text holds no brackets and the target is not empty, so no part of the pattern can trade characters
// with another: each line is matched in linear time.
const LINK = /(!?)\[[^[\]\n]*\]\([ \t]*(<[^>\n]*>|[^\s()]+(?:\([^\s()]*\)[^\s()]*)*|(?:\([^\s()]*\)[^\s()]*)+)(?:[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?[ \t]*\)/g;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const DRIVE = /^[a-z]:[\\/]/i;

/**
 * The links and code spans of a Markdown text, outside fenced code blocks, in order. Linear in the
 * text's length: each line is scanned once. With `linksOnly`, the links alone (the same ones, as
 * `findReferences(…).filter((r) => r.kind !== "code")` gives them): a line without `](` that neither
 * opens a fence nor holds a definition is not looked at, whatever backticks it holds.
 */
export function findReferences(text: string, start = 0, end = text.length, linksOnly = false): Reference[] {
  const refs: Reference[] = [];
  // Every link holds `](`, every definition `]:`, every code span a backtick: a text with none of them
  // (most reference files: prose and code blocks) holds no reference, and no line of it is read.
  if (!holdsBetween(text, "](", start, end) && !holdsBetween(text, "]:", start, end) && (linksOnly || !holdsBetween(text, "`", start, end))) return refs;
  let fence: { char: string; length: number } | undefined;
  let lineStart = start;
  // Where the next backtick, the next `](` and the next line opening with `[`, `` ` `` or `~` are, and
  // the lines of the first two (each looked up again only once passed; none: NONE). A line with
  // neither, and no fence or definition opening it, holds no reference: the scan goes straight to
  // the next line that may (inside a fence, to the next that may close it).
  let nextTick = -1;
  let tickLine = -1;
  let nextLink = -1;
  let linkLine = -1;
  let nextLead = -1;
  const skip = (from: number, inFence: boolean): number => {
    if (nextLead < from) {
      // From the newline that ends the line before `from` (every caller's `from` starts a line).
      LEAD.lastIndex = Math.max(0, from - 1);
      const m = LEAD.exec(text);
      nextLead = m ? m.index + 1 : NONE;
    }
    if (inFence) return nextLead;
    if (linksOnly) nextTick = tickLine = NONE;
    else if (nextTick < from) {
      nextTick = text.indexOf("`", from) >>> 0;
      tickLine = nextTick === NONE ? NONE : text.lastIndexOf("\n", nextTick) + 1;
    }
    if (nextLink < from) {
      nextLink = text.indexOf("](", from) >>> 0;
      linkLine = nextLink === NONE ? NONE : text.lastIndexOf("\n", nextLink) + 1;
    }
    return Math.max(from, Math.min(nextLead, tickLine, linkLine));
  };
  while (lineStart < end) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd === -1 || lineEnd > end) lineEnd = end;
    const lead = leadChar(text, lineStart, lineEnd);
    if (lead !== 0x60 && lead !== 0x7e) {
      // FENCE cannot match: inside a fence the line is code; outside, only a span or a link can be on it.
      if (fence) {
        lineStart = skip(lineEnd + 1, true);
        continue;
      }
      if (lead !== 0x5b) {
        skip(lineStart, false);
        if (nextTick >= lineEnd && nextLink + 2 > lineEnd) {
          lineStart = skip(lineEnd + 1, false);
          continue;
        }
      }
    }
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, "");
    const opening = FENCE.exec(line);
    if (fence) {
      if (opening && opening[1]![0] === fence.char && opening[1]!.length >= fence.length && line.slice(opening[0].length).trim() === "") fence = undefined;
    } else if (opening && !(opening[1]![0] === "`" && line.slice(opening[0].length).includes("`"))) {
      fence = { char: opening[1]![0]!, length: opening[1]!.length };
    } else {
      scanLine(line, lineStart, refs, linksOnly);
    }
    lineStart = lineEnd + 1;
  }
  return refs;
}

/** Whether `needle` starts in text[start, end) and ends by `end`. */
function holdsBetween(text: string, needle: string, start: number, end: number): boolean {
  const at = text.indexOf(needle, start);
  return at !== -1 && at + needle.length <= end;
}

/** The line's first character after at most three spaces (what FENCE and DEFINITION start with), or 0. */
function leadChar(text: string, lineStart: number, lineEnd: number): number {
  for (let i = lineStart; i < lineEnd && i < lineStart + 4; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20) return c;
  }
  return 0;
}

function scanLine(line: string, base: number, refs: Reference[], linksOnly: boolean): void {
  const definition = DEFINITION.exec(line);
  if (definition) {
    const raw = definition[1]!;
    pushTarget(refs, "definition", raw, base + definition[0].length - raw.length);
    return;
  }
  // Code spans first: a link inside backticks is text, not a link. The line with its spans blanked
  // is built in one pass (pieces joined once), not re-sliced per span.
  // (Blanking cannot make a `](`: a line without one is not blanked at all.)
  const links = line.includes("](");
  if (linksOnly && !links) return;
  const pieces: string[] = [];
  let kept = 0;
  for (const [open, close, n] of codeSpans(line)) {
    const content = line.slice(open + n, close);
    const trimmed = content.trim();
    if (trimmed !== "" && !linksOnly) refs.push({ kind: "code", raw: trimmed, offset: base + open + n + content.indexOf(trimmed), length: trimmed.length, target: trimmed });
    if (!links) continue;
    pieces.push(line.slice(kept, open), " ".repeat(close + n - open));
    kept = close + n;
  }
  if (!links) return;
  const masked = kept === 0 ? line : pieces.join("") + line.slice(kept);
  if (!masked.includes("](")) return;
  for (const match of masked.matchAll(LINK)) {
    const raw = match[2]!;
    if (raw === "") continue;
    // the target starts after `](` and the spaces or tabs the pattern allows there
    let offset = match.index! + match[0].indexOf("](") + 2;
    while (masked[offset] === " " || masked[offset] === "\t") offset++;
    pushTarget(refs, match[1] ? "image" : "link", raw, base + offset);
  }
}

function pushTarget(refs: Reference[], kind: Reference["kind"], raw: string, offset: number): void {
  let written = raw;
  let at = offset;
  if (written.startsWith("<") && written.endsWith(">")) {
    written = written.slice(1, -1);
    at += 1;
  }
  refs.push({ kind, raw: written, offset: at, length: written.length, target: linkTarget(written) });
}

/** The path a link names, or undefined for URLs, anchors and empty links. */
export function linkTarget(raw: string): string | undefined {
  if (raw === "" || raw.startsWith("#") || raw.startsWith("//")) return undefined;
  if (SCHEME.test(raw) && !DRIVE.test(raw)) return undefined;
  let target = raw.replace(/[?#].*$/, "");
  try {
    target = decodeURIComponent(target);
  } catch {
    // a lone % is a literal percent sign
  }
  target = target.replace(/\\/g, "/");
  return target === "" ? undefined : target;
}

export type Resolved = { kind: "inside"; path: string } | { kind: "outside"; why: "absolute" | "home" | "parent" };

/** Where a target lands, from a folder inside the skill (`""` for the skill's root). */
export function resolveTarget(target: string, from = ""): Resolved {
  if (target.startsWith("/") || DRIVE.test(target)) return { kind: "outside", why: "absolute" };
  if (target === "~" || target.startsWith("~/")) return { kind: "outside", why: "home" };
  const joined = path.posix.normalize(path.posix.join(from === "" ? "." : from, target));
  if (joined === ".." || joined.startsWith("../")) return { kind: "outside", why: "parent" };
  return { kind: "inside", path: joined === "." ? "" : joined.replace(/\/$/, "") };
}

/** SKILL.md's references, found once per skill (skill-body's nesting check reads them too). */
const skillMdReferences = new WeakMap<Skill, { text: string; refs: readonly Reference[] }>();

/** The references of SKILL.md's body (after the front matter). */
export function bodyReferences(skill: Skill): readonly Reference[] {
  const text = skill.skillMd.text;
  const known = skillMdReferences.get(skill);
  if (known && known.text === text) return known.refs;
  const refs = findReferences(text, skill.bodyOffset);
  skillMdReferences.set(skill, { text, refs });
  return refs;
}

export interface SkillPaths {
  files: ReadonlySet<string>;
  /** Every folder holding a file (`""`, the skill's root, included). */
  dirs: ReadonlySet<string>;
  /** The names at the top of the folder (a file's first segment): what a backticked path may start with. */
  topLevel: ReadonlySet<string>;
}

/** A skill's paths, built once per skill (this rule and skill-body's nesting check read them). */
const pathsOfSkill = new WeakMap<Skill, SkillPaths>();

/** The skill's files and folders, for existence checks. */
export function skillPaths(skill: Skill): SkillPaths {
  const known = pathsOfSkill.get(skill);
  if (known) return known;
  const files = new Set<string>();
  const dirs = new Set<string>([""]);
  const topLevel = new Set<string>();
  for (const file of skill.files) {
    files.add(file.path);
    const slash = file.path.indexOf("/");
    // A folder's first segment is the first segment of the files in it.
    topLevel.add(slash === -1 ? file.path : file.path.slice(0, slash));
    for (let i = slash; i !== -1; i = file.path.indexOf("/", i + 1)) dirs.add(file.path.slice(0, i));
  }
  topLevel.delete("");
  const paths = { files, dirs, topLevel };
  pathsOfSkill.set(skill, paths);
  return paths;
}

/**
 * Whether a backticked span names a file of the skill rather than a command, a placeholder or a
 * path on the user's machine. It must be one word with no placeholder or glob characters, and
 * either start with a skill subfolder (`scripts/x.sh`), or start with a top-level entry of this
 * skill's folder and end with a file extension (`docs/guide.md` when the skill has `docs/`).
 */
export function codeSpanPath(span: string, topLevel: ReadonlySet<string>): string | undefined {
  if (/\s/.test(span) || /[<>{}$*?|;&`'"=[\]()]/.test(span) || span.includes("://") || span.startsWith("-")) return undefined;
  const text = span.replace(/\\/g, "/").replace(/^(\.\/)+/, "");
  const first = text.split("/")[0]!;
  if ((SKILL_SUBFOLDERS as readonly string[]).includes(first) && text.length > first.length) return text;
  // `../other-skill/scripts/x.sh`: a skill path that leaves this folder.
  if (first === ".." && text.split("/").some((s) => (SKILL_SUBFOLDERS as readonly string[]).includes(s))) return text;
  if (text.includes("/") && /\.[A-Za-z0-9]{1,10}$/.test(text) && topLevel.has(first)) return text;
  return undefined;
}

export const skillBrokenReference: SkillRule = {
  meta: {
    id: ID,
    description: "Files that SKILL.md links to or names in backticks must exist inside the skill folder.",
    defaultSeverity: "error",
    appliesTo: "skill",
    fix: "none",
    network: false,
    docs: docsUrl(ID),
  },
  check(context) {
    const { skill } = context;
    const label = `skill "${skill.folderName}"`;
    const { files, dirs, topLevel } = skillPaths(skill);
    // Built once per skill, on the first missing file: "did you mean" stays bounded however many
    // references miss and however many files the skill holds.
    let suggester: Suggester | undefined;
    const text = skill.skillMd.text;
    for (const ref of bodyReferences(skill)) {
      const target = ref.kind === "code" ? codeSpanPath(ref.raw, topLevel) : ref.target;
      if (target === undefined) continue;
      const resolved = resolveTarget(target);
      const base = {
        offset: ref.offset,
        length: ref.length,
        pointer: `SKILL.md#L${positionAt(skill.skillMd, ref.offset).line}`,
      };
      if (resolved.kind === "outside") {
        const where = resolved.why === "absolute" ? "an absolute path" : resolved.why === "home" ? "a path in the home folder" : "a path";
        context.report({
          ...base,
          subject: `outside:${target}`,
          message: `${label}: SKILL.md refers to ${target}, ${where} outside the skill folder: hosts install and load the skill folder alone; copy the file into the skill (e.g. references/) and refer to it relatively`,
        });
        continue;
      }
      const p = resolved.path;
      if (files.has(p) || dirs.has(p)) continue;
      // A listing cut short cannot prove a file absent.
      if (skill.truncated) continue;
      const guess = (suggester ??= new Suggester([...files])).closest(p, Math.max(1, Math.floor(p.length / 6)));
      context.report({
        ...base,
        subject: `missing:${p}`,
        message: `${label}: SKILL.md refers to ${p}, which is not in the skill folder: ${guess ? `did you mean ${guess}?` : "add the file or fix the path"}`,
      });
    }
  },
};
