import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  KeywordSearch
} from "./chunk-IWRHUQC5.js";
import {
  TOKEN_FORMATS,
  isPlaceholder
} from "./chunk-RJC5ITPU.js";
import {
  redact,
  scrub
} from "./chunk-CT6HN24R.js";
import {
  isUnprintable
} from "./chunk-HF3WKTIK.js";

// src/secrets/scan-text.ts
var plan;
function planned() {
  if (plan) return plan;
  const all = formats();
  const isPem = (c) => c.format.id === "private-key";
  const swept = all.filter((c) => !isPem(c) && !c.format.regex.flags.includes("i"));
  const sticky = new RegExp(swept.map((c) => `(?:${c.format.regex.source.replace(/\(\?<[A-Za-z]+>/g, "(")})`).join("|"), "y");
  const startsFormat = /* @__PURE__ */ new Map();
  const held = [];
  for (const c of swept) {
    const starts = leadingLiterals(c.format.regex.source);
    if (starts) for (const l of starts) startsFormat.set(l.toLowerCase(), true);
    else if (HELD_LITERALS[c.format.id] !== void 0) held.push(HELD_LITERALS[c.format.id]);
    else throw new Error(`token format ${c.format.id} starts with no literal and has none in HELD_LITERALS`);
  }
  for (const l of held) startsFormat.set(l.toLowerCase(), false);
  const caseless = all.filter((c) => !isPem(c) && c.format.regex.flags.includes("i")).map((compiled2) => ({ compiled: compiled2, literal: CASELESS_LITERALS[compiled2.format.id] ?? "" }));
  plan = { hints: new KeywordSearch([...startsFormat.keys()]), startsFormat, sticky, perLine: all.filter((c) => !isPem(c)), caseless, pem: all.filter(isPem) };
  return plan;
}
function leadingLiterals(source) {
  const alternatives = topLevel(source);
  if (alternatives.length > 1) {
    const out = [];
    for (const a of alternatives) {
      const l = leadingLiterals(a);
      if (!l) return void 0;
      out.push(...l);
    }
    return out;
  }
  const s = source.startsWith("\\b") ? source.slice(2) : source;
  if (s.startsWith("(?:")) {
    const close = 3 + topLevel(s.slice(3), true).join("|").length;
    if (close >= s.length || QUANTIFIERS.has(s[close + 1])) return void 0;
    return leadingLiterals(s.slice(3, close));
  }
  let literal = "";
  let i = 0;
  for (; i < s.length; i++) {
    const c = s[i];
    if (/[A-Za-z0-9_:/-]/.test(c)) literal += c;
    else if (c === "\\" && /[./:-]/.test(s[i + 1] ?? "")) literal += s[++i];
    else break;
  }
  if (QUANTIFIERS.has(s[i])) literal = literal.slice(0, -1);
  return literal.length >= 2 ? [literal] : void 0;
}
function topLevel(source, toClose = false) {
  const out = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (c === "[") {
      for (i++; i < source.length && source[i] !== "]"; i++) if (source[i] === "\\") i++;
    } else if (c === "(") depth++;
    else if (c === ")" && depth > 0) depth--;
    else if (c === ")" && toClose) {
      out.push(source.slice(from, i));
      return out;
    } else if (c === "|" && depth === 0) {
      out.push(source.slice(from, i));
      from = i + 1;
    }
  }
  out.push(source.slice(from));
  return out;
}
var QUANTIFIERS = /* @__PURE__ */ new Set(["?", "*", "{"]);
var HELD_LITERALS = { "generic-live-key": "_live_" };
var CASELESS_LITERALS = { "connection-string-password": "://" };
var PEM_HEADER = "-----BEGIN";
var PEM_WINDOW = 16384;
var compiled;
function formats() {
  compiled ??= TOKEN_FORMATS.map((format) => ({ format, regex: new RegExp(format.regex.source, format.regex.flags.replace(/[gyd]/g, "") + "gd") }));
  return compiled;
}
function findTokensInText(text, options = {}) {
  const { hints, startsFormat, sticky, perLine, caseless, pem } = planned();
  const found = [];
  const lineAt = (at) => {
    const newline = text.indexOf("\n", at);
    return { start: text.lastIndexOf("\n", at) + 1, end: newline === -1 ? text.length : newline };
  };
  const hits = hints.search(text);
  for (let k = 0, scannedTo = 0; k < hits.at.length; k++) {
    const at = hits.at[k];
    if (at < scannedTo) continue;
    if (startsFormat.get(hits.keyword[k])) {
      sticky.lastIndex = at;
      if (!sticky.test(text)) continue;
    }
    const line = lineAt(at);
    search(text, line.start, line.end, found, options, perLine);
    scannedTo = line.end;
  }
  for (const { compiled: c, literal } of caseless) {
    if (literal === "") {
      search(text, 0, text.length, found, options, [c]);
      continue;
    }
    for (let at = text.indexOf(literal), scannedTo = -1; at !== -1; at = text.indexOf(literal, Math.max(at + literal.length, scannedTo))) {
      const line = lineAt(at);
      search(text, line.start, line.end, found, options, [c]);
      scannedTo = line.end;
    }
  }
  for (let at = text.indexOf(PEM_HEADER), scannedTo = -Infinity; at !== -1; at = text.indexOf(PEM_HEADER, at + PEM_HEADER.length)) {
    if (at < scannedTo - PEM_WINDOW / 2) continue;
    scannedTo = Math.min(text.length, at + PEM_WINDOW);
    search(text, at, scannedTo, found, options, pem);
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out = [];
  for (const f of found) if (out.length === 0 || f.start >= out[out.length - 1].end) out.push(f);
  return out;
}
function search(text, from, to, found, options, which) {
  const slice = text.slice(from, to);
  for (const c of which) {
    c.regex.lastIndex = 0;
    for (let m = c.regex.exec(slice); m !== null; m = c.regex.exec(slice)) {
      if (m[0].length === 0) c.regex.lastIndex++;
      const [start, end] = m.indices?.groups?.["secret"] ?? m.indices[0];
      const secret = slice.slice(start, end);
      if (isPlaceholder(secret)) continue;
      if (options.json && /["\\]/.test(secret)) continue;
      found.push({ secret, start: from + start, end: from + end });
    }
  }
}
function redactTokensInText(text, options = {}) {
  const found = findTokensInText(text, options);
  if (found.length === 0) return text;
  let out = "";
  let at = 0;
  for (const f of found) {
    out += text.slice(at, f.start) + redact(f.secret);
    at = f.end;
  }
  return out + text.slice(at);
}

// src/report/sanitize.ts
function outputModeFor(format) {
  return format === "json" || format === "sarif" || format === "gitlab" ? "json" : format === "github" ? "github" : "text";
}
var PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
var PLAIN = /^[\t\n\x20-\x7e]*$/;
var NOT_PLAIN = /[^\x20-\x7e]/g;
function hex(cp) {
  return cp.toString(16).toUpperCase();
}
function jsonUnit(unit) {
  return `\\u${unit.toString(16).padStart(4, "0")}`;
}
function escapeCodePoints(text, mode, keep) {
  if (PRINTABLE_ASCII.test(text) || keep.includes("\n") && keep.includes("	") && PLAIN.test(text)) return text;
  let out = "";
  let from = 0;
  NOT_PLAIN.lastIndex = 0;
  for (let m = NOT_PLAIN.exec(text); m !== null; m = NOT_PLAIN.exec(text)) {
    const i = m.index;
    const cp = text.codePointAt(i);
    const width = cp > 65535 ? 2 : 1;
    NOT_PLAIN.lastIndex = i + width;
    if (!isUnprintable(cp) || cp < 128 && keep.includes(String.fromCharCode(cp))) continue;
    out += text.slice(from, i);
    if (mode === "text") out += `\\u{${hex(cp)}}`;
    else for (let j = 0; j < width; j++) out += jsonUnit(text.charCodeAt(i + j));
    from = i + width;
  }
  return from === 0 ? text : out + text.slice(from);
}
function escapeUnsafe(text) {
  return escapeCodePoints(text, "text", "	");
}
function safeText(text, secrets) {
  return escapeUnsafe(redactTokensInText(secrets.size > 0 ? scrub(text, secrets) : text));
}
function sanitizeOutput(text, mode, options = {}) {
  let out = text;
  for (const set of options.secrets === void 0 ? [] : "size" in options.secrets ? [options.secrets] : options.secrets) if (set.size > 0) out = scrub(out, set);
  if (options.redactTokens !== false) out = redactTokensInText(out, { json: mode === "json" });
  if (mode === "json") out = escapeCodePoints(out, "json", "\n");
  else if (options.color && out.includes("\x1B")) out = escapeKeepingColors(out);
  else out = escapeCodePoints(out, "text", "\n	");
  return defuseWorkflowCommands(out, mode, options.atLineStart ?? true, options.ownCommands ?? false);
}
var OWN_COLORS = /\u001b\[(?:1|2|4|22|24|3[1-6]|39|90)m/g;
function escapeKeepingColors(text) {
  let out = "";
  let from = 0;
  OWN_COLORS.lastIndex = 0;
  for (let m = OWN_COLORS.exec(text); m !== null; m = OWN_COLORS.exec(text)) {
    out += escapeCodePoints(text.slice(from, m.index), "text", "\n	") + m[0];
    from = m.index + m[0].length;
  }
  return out + escapeCodePoints(text.slice(from), "text", "\n	");
}
function defuseWorkflowCommands(text, mode, atLineStart, ownCommands) {
  let out = text;
  if (out.includes("##[")) out = out.replaceAll("##[", mode === "json" ? "##\\u005b" : "##\\u{5B}");
  if (ownCommands || mode === "json" || !out.includes("::")) return out;
  return out.replace(/(^|\n)([ \t]*)::/g, (whole, newline, blanks, offset) => offset === 0 && newline === "" && !atLineStart ? whole : `${newline}${blanks}\\u{3A}:`);
}
var OutputGuard = class {
  constructor(raw) {
    this.raw = raw;
  }
  raw;
  /** Secrets added one by one; whole sets are kept by reference (see addSecrets). */
  secrets = /* @__PURE__ */ new Set();
  secretSets = [this.secrets];
  stdoutMode = "text";
  /** Colour output is on (stdout): the reporters' own colour codes pass. */
  color = false;
  stdoutAtLineStart = true;
  stderrAtLineStart = true;
  stdout = (text) => {
    this.writeStdout(text, {});
  };
  /** mcp-audit's own documentation (`explain`): escaped like everything else, but its example tokens are shown as written. */
  stdoutDocs = (text) => {
    this.writeStdout(text, { redactTokens: false });
  };
  writeStdout(text, extra) {
    if (text === "") return;
    const clean = sanitizeOutput(text, this.stdoutMode, { secrets: this.secretSets, atLineStart: this.stdoutAtLineStart, ownCommands: this.stdoutMode === "github", color: this.color, ...extra });
    this.stdoutAtLineStart = clean.endsWith("\n");
    this.raw.stdout(clean);
  }
  stderr = (text) => {
    if (text === "") return;
    const clean = sanitizeOutput(text, "text", { secrets: this.secretSets, atLineStart: this.stderrAtLineStart });
    this.stderrAtLineStart = clean.endsWith("\n");
    this.raw.stderr(clean);
  };
  /**
   * A progress line on stderr (a terminal): the text made safe and kept to one line, drawn over the
   * previous one. Only these two sequences pass raw: carriage return and erase-to-end-of-line.
   */
  stderrStatus = (text) => {
    const clean = sanitizeOutput(text.replace(/[\r\n\t]/g, " "), "text", { secrets: this.secretSets });
    this.raw.stderr(`\r\x1B[K${clean}`);
  };
  /** Erase the progress line (before other output reaches the terminal). */
  stderrStatusClear = () => {
    this.raw.stderr("\r\x1B[K");
  };
  /**
   * Redact these wherever they appear from now on. A Set is kept by reference (a run's secrets, which
   * the reporters scrub with too: its compiled scrubber is shared, and what it gains later counts).
   */
  addSecrets(secrets) {
    if (secrets instanceof Set) {
      if (!this.secretSets.includes(secrets)) this.secretSets.push(secrets);
      return;
    }
    for (const s of secrets) if (s !== "") this.secrets.add(s);
  }
};

export {
  redactTokensInText,
  outputModeFor,
  escapeUnsafe,
  safeText,
  sanitizeOutput,
  OutputGuard
};
