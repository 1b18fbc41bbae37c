import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/core/ignore-patterns.ts
function parseIgnoreRules(input) {
  const lines = typeof input === "string" ? input.split("\n") : input;
  const rules = [];
  for (const raw of lines) {
    const rule = parseLine(raw.endsWith("\r") ? raw.slice(0, -1) : raw);
    if (rule) rules.push(rule);
  }
  return rules;
}
function parseLine(source) {
  let line = trimTrailingSpaces(source);
  if (line === "" || line.startsWith("#")) return void 0;
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
  if (line === "") return void 0;
  const anchored = line.includes("/");
  const parts = line.split("/").filter((p) => p !== "");
  if (parts.length === 0) return void 0;
  if (!anchored) return { source, negated, dirOnly, basename: true, segments: [{ kind: "globstar" }, nameSegment(parts[0])] };
  const segments = [];
  for (const part of parts) {
    if (part === "**") {
      if (segments.at(-1)?.kind !== "globstar") segments.push({ kind: "globstar" });
    } else segments.push(nameSegment(part));
  }
  if (segments.length > 1 && segments.at(-1).kind === "globstar") segments[segments.length - 1] = { kind: "globstar1" };
  return { source, negated, dirOnly, basename: false, segments };
}
function trimTrailingSpaces(line) {
  let end = line.length;
  while (end > 0 && line[end - 1] === " ") {
    let slashes = 0;
    for (let i = end - 2; i >= 0 && line[i] === "\\"; i--) slashes++;
    if (slashes % 2 === 1) break;
    end--;
  }
  return line.slice(0, end);
}
function nameSegment(glob) {
  const tokens = tokenize(glob);
  const literal = tokens.every((t) => t.kind === "char") ? String.fromCharCode(...tokens.map((t) => t.code)) : void 0;
  return { kind: "name", literal, tokens };
}
var POSIX_CLASSES = {
  alnum: (c) => isDigit(c) || isAlpha(c),
  alpha: (c) => isAlpha(c),
  digit: (c) => isDigit(c),
  lower: (c) => c >= 97 && c <= 122,
  upper: (c) => c >= 65 && c <= 90,
  space: (c) => c === 32 || c >= 9 && c <= 13,
  blank: (c) => c === 32 || c === 9,
  punct: (c) => c >= 33 && c <= 47 || c >= 58 && c <= 64 || c >= 91 && c <= 96 || c >= 123 && c <= 126,
  xdigit: (c) => isDigit(c) || c >= 97 && c <= 102 || c >= 65 && c <= 70,
  print: (c) => c >= 32 && c <= 126,
  graph: (c) => c >= 33 && c <= 126,
  cntrl: (c) => c < 32 || c === 127
};
var isDigit = (c) => c >= 48 && c <= 57;
var isAlpha = (c) => c >= 65 && c <= 90 || c >= 97 && c <= 122;
function tokenize(glob) {
  const tokens = [];
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === "\\" && i + 1 < glob.length) tokens.push({ kind: "char", code: glob.charCodeAt(++i) });
    else if (ch === "*") {
      if (tokens.at(-1)?.kind !== "star") tokens.push({ kind: "star" });
    } else if (ch === "?") tokens.push({ kind: "any" });
    else if (ch === "[") {
      const parsed = parseClass(glob, i);
      if (parsed) {
        tokens.push(parsed.token);
        i = parsed.end;
      } else tokens.push({ kind: "char", code: 91 });
    } else tokens.push({ kind: "char", code: glob.charCodeAt(i) });
  }
  return tokens;
}
function parseClass(glob, start) {
  let i = start + 1;
  let negated = false;
  if (glob[i] === "!" || glob[i] === "^") {
    negated = true;
    i++;
  }
  const ranges = [];
  const classes = [];
  let first = true;
  for (; i < glob.length; i++) {
    let ch = glob[i];
    if (ch === "]" && !first) {
      const test = (c) => ranges.some(([lo2, hi]) => c >= lo2 && c <= hi) || classes.some((f) => f(c));
      return { token: { kind: "class", negated, test }, end: i };
    }
    first = false;
    if (ch === "[" && glob[i + 1] === ":") {
      const close = glob.indexOf(":]", i + 2);
      const fn = close === -1 ? void 0 : POSIX_CLASSES[glob.slice(i + 2, close)];
      if (fn) {
        classes.push(fn);
        i = close + 1;
        continue;
      }
    }
    if (ch === "\\" && i + 1 < glob.length) ch = glob[++i];
    const lo = ch.charCodeAt(0);
    if (glob[i + 1] === "-" && i + 2 < glob.length && glob[i + 2] !== "]") {
      let hiCh = glob[i + 2];
      i += 2;
      if (hiCh === "\\" && i + 1 < glob.length) hiCh = glob[++i];
      ranges.push([lo, hiCh.charCodeAt(0)]);
    } else ranges.push([lo, lo]);
  }
  return void 0;
}
function matchName(seg, name) {
  if (seg.literal !== void 0) return seg.literal === name;
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
function matchOne(tok, code) {
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
var IgnoreMatcher = class _IgnoreMatcher {
  rules;
  offsets;
  width;
  constructor(rules) {
    this.rules = rules;
    this.offsets = [];
    let width = 0;
    for (const rule of rules) {
      this.offsets.push(width);
      if (!rule.basename) width += rule.segments.length + 1;
    }
    this.width = width;
  }
  static parse(input) {
    return new _IgnoreMatcher(parseIgnoreRules(input));
  }
  get empty() {
    return this.rules.length === 0;
  }
  /** The state at the base folder itself. */
  initial() {
    const state = new Uint8Array(this.width);
    this.rules.forEach((rule, r) => {
      if (rule.basename) return;
      state[this.offsets[r]] = 1;
      closure(rule, state, this.offsets[r]);
    });
    return state;
  }
  /**
   * The verdict for entry `name` inside a folder whose state is `state`, and (for a folder, when
   * `descend`) the state inside it. Cost: O(size of the rules · length of the name).
   */
  enter(state, name, isDir, descend = isDir) {
    const next = descend ? new Uint8Array(this.width) : void 0;
    let verdict;
    this.rules.forEach((rule, r) => {
      let accepts;
      if (rule.basename) {
        accepts = matchName(rule.segments[1], name);
      } else {
        const off = this.offsets[r];
        const out = next ?? scratch(rule.segments.length + 1);
        const base = next ? off : 0;
        accepts = step(rule, state, off, name, out, base);
      }
      if (accepts && (!rule.dirOnly || isDir)) verdict = !rule.negated;
    });
    return { verdict, state: next };
  }
  /** The state after walking `segments` from the base (for a walk that starts below the base). */
  stateAt(segments) {
    let state = this.initial();
    for (const s of segments) state = this.enter(state, s, true).state;
    return state;
  }
  /** The verdict for a path relative to the base (folders above it are not checked). */
  test(relativePath, isDir) {
    const parts = relativePath.split("/").filter((p) => p !== "");
    if (parts.length === 0) return void 0;
    const last = parts.pop();
    return this.enter(this.stateAt(parts), last, isDir, false).verdict;
  }
};
var scratchBuffer = new Uint8Array(64);
function scratch(size) {
  if (scratchBuffer.length < size) scratchBuffer = new Uint8Array(size * 2);
  const view = scratchBuffer.subarray(0, size);
  view.fill(0);
  return view;
}
function closure(rule, state, off) {
  const segs = rule.segments;
  for (let i = 0; i < segs.length; i++) if (state[off + i] && segs[i].kind === "globstar") state[off + i + 1] = 1;
}
function step(rule, state, off, name, out, base) {
  const segs = rule.segments;
  const P = segs.length;
  for (let i = 0; i <= P; i++) {
    if (!state[off + i]) continue;
    if (i === P) {
      if (segs[P - 1]?.kind === "globstar1") out[base + P] = 1;
      continue;
    }
    const seg = segs[i];
    if (seg.kind === "globstar") out[base + i] = 1;
    else if (seg.kind === "globstar1") out[base + P] = 1;
    else if (matchName(seg, name)) out[base + i + 1] = 1;
  }
  closure(rule, out, base);
  return out[base + P] === 1;
}

export {
  IgnoreMatcher
};
