// Gitignore-style patterns (`.gitignore` outside git, the config's `ignorePatterns` everywhere) with a
// linear-time guarantee. Regex translations of `**` (the `ignore` package, minimatch) backtrack: a
// 57-byte line of chained `**` against a deep folder took over a minute. Here a pattern is a list of
// path segments run as an automaton over the path's segments (a set of positions, never a search
// tree), and each segment is matched against a name by the two-pointer wildcard algorithm.
//
// Complexity. Let a rule have segments g_1..g_P (|g| characters in all), and a path names n_1..n_d.
// One step (one name n) visits at most P+1 positions, and at each runs one wildcard match costing at
// most O(|g_i| · |n|): a step costs O(|g| · |n|). A walk keeps each folder's positions and steps once
// per entry, so listing a tree costs O(|g| · Σ|names|) per rule: linear in the tree for a fixed set
// of patterns, and linear in the patterns for a fixed tree. No input can make it backtrack.
//
// Semantics follow gitignore(5): `#` comments, `\` escapes, trailing spaces dropped unless escaped,
// `!` re-includes, a trailing `/` matches folders only, a `/` at the start or inside anchors the
// pattern at its base (otherwise it matches a name at any depth), `*` `?` `[...]` never match `/`,
// `**/`, `/**/` and a trailing `/**` span folders, and the last matching rule decides. A file under an
// excluded folder stays excluded (callers do not descend into it, or check the folders above it).

type Token = { kind: "char"; code: number } | { kind: "any" } | { kind: "star" } | { kind: "class"; negated: boolean; test: (code: number) => boolean };

/** `**` spanning zero or more folders; `**+` (a trailing `/**`) spanning one or more; or one name. */
type Segment = { kind: "globstar" } | { kind: "globstar1" } | { kind: "name"; literal: string | undefined; tokens: Token[] };

export interface IgnoreRule {
  /** The line as written (for messages). */
  source: string;
  negated: boolean;
  dirOnly: boolean;
  /** Matches a name at any depth (no `/` inside): needs no state. */
  basename: boolean;
  segments: Segment[];
}

/** Parse gitignore text (or a list of lines) into rules; blank lines and comments are dropped. */
export function parseIgnoreRules(input: string | readonly string[]): IgnoreRule[] {
  const lines = typeof input === "string" ? input.split("\n") : input;
  const rules: IgnoreRule[] = [];
  for (const raw of lines) {
    const rule = parseLine(raw.endsWith("\r") ? raw.slice(0, -1) : raw);
    if (rule) rules.push(rule);
  }
  return rules;
}

function parseLine(source: string): IgnoreRule | undefined {
  let line = trimTrailingSpaces(source);
  if (line === "" || line.startsWith("#")) return undefined;
  let negated = false;
  if (line.startsWith("!")) {
    negated = true;
    line = line.slice(1);
  }
  let dirOnly = false;
  if (line.endsWith("/") && !line.endsWith("\\/")) {
    dirOnly = true;
    line = line.replace(/\/+$/, "");
  }
  if (line === "") return undefined;
  const anchored = line.includes("/");
  const parts = line.split("/").filter((p) => p !== "");
  if (parts.length === 0) return undefined;
  if (!anchored) return { source, negated, dirOnly, basename: true, segments: [{ kind: "globstar" }, nameSegment(parts[0]!)] };
  const segments: Segment[] = [];
  for (const part of parts) {
    if (part === "**") {
      // Consecutive `**/**` are one.
      if (segments.at(-1)?.kind !== "globstar") segments.push({ kind: "globstar" });
    } else segments.push(nameSegment(part));
  }
  // A trailing `/**` matches everything inside, not the folder itself: one or more names.
  if (segments.length > 1 && segments.at(-1)!.kind === "globstar") segments[segments.length - 1] = { kind: "globstar1" };
  return { source, negated, dirOnly, basename: false, segments };
}

function trimTrailingSpaces(line: string): string {
  let end = line.length;
  while (end > 0 && line[end - 1] === " ") {
    // An escaped space (`\ `) stays: count the backslashes before it.
    let slashes = 0;
    for (let i = end - 2; i >= 0 && line[i] === "\\"; i--) slashes++;
    if (slashes % 2 === 1) break;
    end--;
  }
  return line.slice(0, end);
}

function nameSegment(glob: string): Segment {
  const tokens = tokenize(glob);
  const literal = tokens.every((t) => t.kind === "char") ? String.fromCharCode(...tokens.map((t) => (t as { code: number }).code)) : undefined;
  return { kind: "name", literal, tokens };
}

const POSIX_CLASSES: Record<string, (c: number) => boolean> = {
  alnum: (c) => isDigit(c) || isAlpha(c),
  alpha: (c) => isAlpha(c),
  digit: (c) => isDigit(c),
  lower: (c) => c >= 97 && c <= 122,
  upper: (c) => c >= 65 && c <= 90,
  space: (c) => c === 32 || (c >= 9 && c <= 13),
  blank: (c) => c === 32 || c === 9,
  punct: (c) => (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126),
  xdigit: (c) => isDigit(c) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70),
  print: (c) => c >= 32 && c <= 126,
  graph: (c) => c >= 33 && c <= 126,
  cntrl: (c) => c < 32 || c === 127,
};
const isDigit = (c: number) => c >= 48 && c <= 57;
const isAlpha = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

function tokenize(glob: string): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === "\\" && i + 1 < glob.length) tokens.push({ kind: "char", code: glob.charCodeAt(++i) });
    else if (ch === "*") {
      if (tokens.at(-1)?.kind !== "star") tokens.push({ kind: "star" });
    } else if (ch === "?") tokens.push({ kind: "any" });
    else if (ch === "[") {
      const parsed = parseClass(glob, i);
      if (parsed) {
        tokens.push(parsed.token);
        i = parsed.end;
      } else tokens.push({ kind: "char", code: 91 }); // an unclosed `[` is a literal
    } else tokens.push({ kind: "char", code: glob.charCodeAt(i) });
  }
  return tokens;
}

/** `[...]` starting at `start`: the token and the index of its `]`, or undefined when unclosed. */
function parseClass(glob: string, start: number): { token: Token; end: number } | undefined {
  let i = start + 1;
  let negated = false;
  if (glob[i] === "!" || glob[i] === "^") {
    negated = true;
    i++;
  }
  const ranges: [number, number][] = [];
  const classes: ((c: number) => boolean)[] = [];
  let first = true;
  for (; i < glob.length; i++) {
    let ch = glob[i]!;
    if (ch === "]" && !first) {
      const test = (c: number) => ranges.some(([lo, hi]) => c >= lo && c <= hi) || classes.some((f) => f(c));
      return { token: { kind: "class", negated, test }, end: i };
    }
    first = false;
    if (ch === "[" && glob[i + 1] === ":") {
      const close = glob.indexOf(":]", i + 2);
      const fn = close === -1 ? undefined : POSIX_CLASSES[glob.slice(i + 2, close)];
      if (fn) {
        classes.push(fn);
        i = close + 1;
        continue;
      }
    }
    if (ch === "\\" && i + 1 < glob.length) ch = glob[++i]!;
    const lo = ch.charCodeAt(0);
    if (glob[i + 1] === "-" && i + 2 < glob.length && glob[i + 2] !== "]") {
      let hiCh = glob[i + 2]!;
      i += 2;
      if (hiCh === "\\" && i + 1 < glob.length) hiCh = glob[++i]!;
      ranges.push([lo, hiCh.charCodeAt(0)]);
    } else ranges.push([lo, lo]);
  }
  return undefined;
}

/** Whether one name matches one segment's tokens: two pointers, back to the last `*` on a mismatch. */
function matchName(seg: Extract<Segment, { kind: "name" }>, name: string): boolean {
  if (seg.literal !== undefined) return seg.literal === name;
  const tokens = seg.tokens;
  let t = 0;
  let n = 0;
  let starT = -1;
  let starN = 0;
  while (n < name.length) {
    const tok = tokens[t];
    if (tok?.kind === "star") {
      starT = t++;
      starN = n;
      continue;
    }
    if (tok && matchOne(tok, name.charCodeAt(n))) {
      t++;
      n++;
      continue;
    }
    if (starT === -1) return false;
    t = starT + 1;
    n = ++starN;
  }
  while (tokens[t]?.kind === "star") t++;
  return t === tokens.length;
}

function matchOne(tok: Token, code: number): boolean {
  switch (tok.kind) {
    case "char":
      return tok.code === code;
    case "any":
      return true;
    case "class":
      return tok.test(code) !== tok.negated;
    default:
      return false;
  }
}

// ---- matching a walk -------------------------------------------------------------------------------

/**
 * Where each anchored rule stands after the folders from its base down to some folder: one byte per
 * position of each rule (1 = reachable), rules laid end to end. Basename rules need no state.
 */
export type IgnoreState = Uint8Array;

/** Verdict for one entry: true ignored, false re-included by a `!` rule, undefined no rule matched. */
export type IgnoreVerdict = boolean | undefined;

export class IgnoreMatcher {
  readonly rules: readonly IgnoreRule[];
  private readonly offsets: number[];
  private readonly width: number;

  constructor(rules: readonly IgnoreRule[]) {
    this.rules = rules;
    this.offsets = [];
    let width = 0;
    for (const rule of rules) {
      this.offsets.push(width);
      if (!rule.basename) width += rule.segments.length + 1;
    }
    this.width = width;
  }

  static parse(input: string | readonly string[]): IgnoreMatcher {
    return new IgnoreMatcher(parseIgnoreRules(input));
  }

  get empty(): boolean {
    return this.rules.length === 0;
  }

  /** The state at the base folder itself. */
  initial(): IgnoreState {
    const state = new Uint8Array(this.width);
    this.rules.forEach((rule, r) => {
      if (rule.basename) return;
      state[this.offsets[r]!] = 1;
      closure(rule, state, this.offsets[r]!);
    });
    return state;
  }

  /**
   * The verdict for entry `name` inside a folder whose state is `state`, and (for a folder, when
   * `descend`) the state inside it. Cost: O(size of the rules · length of the name).
   */
  enter(state: IgnoreState, name: string, isDir: boolean, descend = isDir): { verdict: IgnoreVerdict; state: IgnoreState | undefined } {
    const next = descend ? new Uint8Array(this.width) : undefined;
    let verdict: IgnoreVerdict;
    this.rules.forEach((rule, r) => {
      let accepts: boolean;
      if (rule.basename) {
        accepts = matchName(rule.segments[1] as Extract<Segment, { kind: "name" }>, name);
      } else {
        const off = this.offsets[r]!;
        const out = next ?? scratch(rule.segments.length + 1);
        const base = next ? off : 0;
        accepts = step(rule, state, off, name, out, base);
      }
      if (accepts && (!rule.dirOnly || isDir)) verdict = !rule.negated;
    });
    return { verdict, state: next };
  }

  /** The state after walking `segments` from the base (for a walk that starts below the base). */
  stateAt(segments: readonly string[]): IgnoreState {
    let state = this.initial();
    for (const s of segments) state = this.enter(state, s, true).state!;
    return state;
  }

  /** The verdict for a path relative to the base (folders above it are not checked). */
  test(relativePath: string, isDir: boolean): IgnoreVerdict {
    const parts = relativePath.split("/").filter((p) => p !== "");
    if (parts.length === 0) return undefined;
    const last = parts.pop()!;
    return this.enter(this.stateAt(parts), last, isDir, false).verdict;
  }
}

let scratchBuffer = new Uint8Array(64);
function scratch(size: number): Uint8Array {
  if (scratchBuffer.length < size) scratchBuffer = new Uint8Array(size * 2);
  const view = scratchBuffer.subarray(0, size);
  view.fill(0);
  return view;
}

/** Follow `**` (zero names) from every reachable position. */
function closure(rule: IgnoreRule, state: Uint8Array, off: number): void {
  const segs = rule.segments;
  for (let i = 0; i < segs.length; i++) if (state[off + i] && segs[i]!.kind === "globstar") state[off + i + 1] = 1;
}

/** One name consumed: positions of `rule` from `state[off..]` into `out[base..]`; whether the end is reached. */
function step(rule: IgnoreRule, state: Uint8Array, off: number, name: string, out: Uint8Array, base: number): boolean {
  const segs = rule.segments;
  const P = segs.length;
  for (let i = 0; i <= P; i++) {
    if (!state[off + i]) continue;
    if (i === P) {
      // Past the end: only a trailing `/**` keeps matching deeper names.
      if (segs[P - 1]?.kind === "globstar1") out[base + P] = 1;
      continue;
    }
    const seg = segs[i]!;
    if (seg.kind === "globstar") out[base + i] = 1;
    else if (seg.kind === "globstar1") out[base + P] = 1;
    else if (matchName(seg, name)) out[base + i + 1] = 1;
  }
  closure(rule, out, base);
  return out[base + P] === 1;
}

/** Several ignore files along a path, nearest last: the nearest file with a matching rule decides. */
export function combineVerdicts(verdicts: readonly IgnoreVerdict[]): boolean {
  for (let i = verdicts.length - 1; i >= 0; i--) if (verdicts[i] !== undefined) return verdicts[i]!;
  return false;
}
