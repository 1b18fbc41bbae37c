// Reading a file's bytes into text we can lint and write back byte-for-byte.
import type { Position, Range } from "./types.js";

/** Files above this size are refused: no MCP config or SKILL.md is legitimately this large. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export interface SourceFile {
  /** Absolute path on disk (or a virtual name in tests). */
  path: string;
  /** Path as shown to the user. */
  displayPath: string;
  /** Path relative to the repository root, for fingerprints that do not depend on the working directory. */
  identityPath?: string;
  /** The text without its BOM; all offsets refer to it. */
  text: string;
  /** Whether the file started with a UTF-8 BOM (restored on write). */
  bom: boolean;
  /**
   * Offsets at which each line starts, for offset -> line/column. Built on first use: most files
   * have no finding, and a file without one never needs its lines counted.
   */
  lineStarts: number[];
}

/** A file we could not turn into text, with a one-line reason a user can act on. */
export class SourceError extends Error {
  constructor(
    readonly displayPath: string,
    readonly reason: string,
  ) {
    super(`${displayPath}: ${reason}`);
    this.name = "SourceError";
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const lenientUtf8 = new TextDecoder("utf-8", { ignoreBOM: true });

/**
 * `lenient`: bytes that are not valid UTF-8 (still no NUL, no UTF-16 mark) are decoded as a reader
 * shows them, each bad byte as U+FFFD: for the skill scanners, which must read what a shell or an
 * agent reads anyway. A config is never read so.
 */
export function decodeSource(path: string, displayPath: string, bytes: Uint8Array, lenient = false): SourceFile {
  if (bytes.length > MAX_FILE_BYTES) {
    throw new SourceError(
      displayPath,
      `file is ${formatBytes(bytes.length)}, over the ${formatBytes(MAX_FILE_BYTES)} limit for a config; check that it is the file you meant`,
    );
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new SourceError(displayPath, "file is UTF-16 encoded; MCP hosts read UTF-8: re-save it as UTF-8");
  }
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    throw new SourceError(displayPath, `file contains a NUL byte at offset ${nul}: it looks binary, not a config`);
  }
  let text: string;
  try {
    text = (lenient ? lenientUtf8 : utf8).decode(bytes);
  } catch {
    throw new SourceError(displayPath, `file is not valid UTF-8 (first bad byte at offset ${firstInvalidUtf8(bytes)}): re-save it as UTF-8`);
  }
  const bom = text.charCodeAt(0) === 0xfeff;
  if (bom) text = text.slice(1);
  return sourceFromText(path, displayPath, text, bom);
}

/**
 * A source built from a string (tests, ESLint adapter, fix passes). Its line index is built as far
 * as positions are asked for (a finding on line 1 of a 300 KB file counts no lines), and in full
 * when `lineStarts` is read.
 */
export function sourceFromText(path: string, displayPath: string, text: string, bom = false): SourceFile {
  const index: LineIndex = { starts: [0], scanned: 0 };
  const source: SourceFile = {
    path,
    displayPath,
    text,
    bom,
    // An accessor in the literal, so a spread copy (`{ ...source }`) still carries the whole index.
    get lineStarts(): number[] {
      extendLineIndex(index, this.text, this.text.length);
      return index.starts;
    },
    set lineStarts(value: number[]) {
      index.starts = value;
      index.scanned = Infinity;
    },
  };
  lineIndexes.set(source, index);
  return source;
}

/** Line starts found so far: every one at or before `scanned` + 1. */
interface LineIndex {
  starts: number[];
  /** Characters before this offset have been looked at. */
  scanned: number;
}

const lineIndexes = new WeakMap<SourceFile, LineIndex>();

/** Characters looked at to find line starts in this process (tests check that a line-1 finding looks at none past it). */
export const lineIndexStats = { scanned: 0 };

function extendLineIndex(index: LineIndex, text: string, upTo: number): void {
  if (index.scanned >= upTo) return;
  const { starts } = index;
  let i = index.scanned;
  lineIndexStats.scanned += upTo - i;
  for (; i < upTo; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  index.scanned = i;
}

export function computeLineStarts(text: string): number[] {
  const index: LineIndex = { starts: [0], scanned: 0 };
  extendLineIndex(index, text, text.length);
  return index.starts;
}

export function positionAt(file: SourceFile, offset: number): Position {
  const clamped = Math.max(0, Math.min(offset, file.text.length));
  // Every line start at or before the offset is known once the characters before it were looked at.
  const index = lineIndexes.get(file);
  if (index) extendLineIndex(index, file.text, clamped);
  const starts = index ? index.starts : file.lineStarts;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= clamped) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: clamped - (starts[lo] ?? 0) + 1, offset: clamped };
}

export function rangeAt(file: SourceFile, offset: number, length: number): Range {
  return { start: positionAt(file, offset), end: positionAt(file, offset + length) };
}

/**
 * The line ending the file uses, judged by its first line break, so inserted lines match it (cheap:
 * fixes ask once per edit, and a file rarely mixes endings; a mixed one keeps its first line's).
 */
export function detectEol(text: string): string {
  const nl = text.indexOf("\n");
  return nl > 0 && text.charCodeAt(nl - 1) === 13 ? "\r\n" : "\n";
}

/** Offset of the first byte that breaks UTF-8 (linear scan; only called once decoding failed). */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let need: number;
    let min: number;
    if (b < 0x80) {
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) [need, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [need, min] = [2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [need, min] = [3, 0x10000];
    else return i;
    let cp = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return bytes.length;
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`;
}
