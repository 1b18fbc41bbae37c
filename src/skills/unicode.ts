// Invisible and deceptive Unicode: which code points hide text from a reviewer while a model still reads
// them, their names, the legitimate uses to leave alone, and how to decode the known smuggling schemes.
//
// Sources: Unicode Standard ch. 23 "Special Areas and Format Characters" (tags U+E0000–E007F, variation
// selectors, zero-width and invisible characters); UAX #9 (bidi controls); "Trojan Source" (Boucher &
// Anderson, CVE-2021-42574: bidi overrides in code); Riley Goodside / Embrace The Red "ASCII smuggling"
// (tag characters carrying prompt injections); Paul Butler, "Smuggling arbitrary data through an emoji"
// (2025: bytes encoded as variation selectors after an emoji); UTS #51 (emoji ZWJ and tag sequences).

export type HiddenKind = "tag" | "bidi" | "bidi-mark" | "zero-width" | "invisible" | "soft-hyphen" | "variation-selector";

/** Names of the single code points we report (tags and variation selectors are named by formula). */
export const HIDDEN_NAMES: ReadonlyMap<number, string> = new Map([
  [0x200b, "ZERO WIDTH SPACE"],
  [0x200c, "ZERO WIDTH NON-JOINER"],
  [0x200d, "ZERO WIDTH JOINER"],
  [0x2060, "WORD JOINER"],
  [0xfeff, "ZERO WIDTH NO-BREAK SPACE"],
  [0x202a, "LEFT-TO-RIGHT EMBEDDING"],
  [0x202b, "RIGHT-TO-LEFT EMBEDDING"],
  [0x202c, "POP DIRECTIONAL FORMATTING"],
  [0x202d, "LEFT-TO-RIGHT OVERRIDE"],
  [0x202e, "RIGHT-TO-LEFT OVERRIDE"],
  [0x2066, "LEFT-TO-RIGHT ISOLATE"],
  [0x2067, "RIGHT-TO-LEFT ISOLATE"],
  [0x2068, "FIRST STRONG ISOLATE"],
  [0x2069, "POP DIRECTIONAL ISOLATE"],
  [0x200e, "LEFT-TO-RIGHT MARK"],
  [0x200f, "RIGHT-TO-LEFT MARK"],
  [0x061c, "ARABIC LETTER MARK"],
  [0x00ad, "SOFT HYPHEN"],
  [0x034f, "COMBINING GRAPHEME JOINER"],
  [0x115f, "HANGUL CHOSEONG FILLER"],
  [0x1160, "HANGUL JUNGSEONG FILLER"],
  [0x17b4, "KHMER VOWEL INHERENT AQ"],
  [0x17b5, "KHMER VOWEL INHERENT AA"],
  [0x180e, "MONGOLIAN VOWEL SEPARATOR"],
  [0x2061, "FUNCTION APPLICATION"],
  [0x2062, "INVISIBLE TIMES"],
  [0x2063, "INVISIBLE SEPARATOR"],
  [0x2064, "INVISIBLE PLUS"],
  [0x206a, "INHIBIT SYMMETRIC SWAPPING"],
  [0x206b, "ACTIVATE SYMMETRIC SWAPPING"],
  [0x206c, "INHIBIT ARABIC FORM SHAPING"],
  [0x206d, "ACTIVATE ARABIC FORM SHAPING"],
  [0x206e, "NATIONAL DIGIT SHAPES"],
  [0x206f, "NOMINAL DIGIT SHAPES"],
  [0x3164, "HANGUL FILLER"],
  [0xffa0, "HALFWIDTH HANGUL FILLER"],
  [0xfff9, "INTERLINEAR ANNOTATION ANCHOR"],
  [0xfffa, "INTERLINEAR ANNOTATION SEPARATOR"],
  [0xfffb, "INTERLINEAR ANNOTATION TERMINATOR"],
  [0x1d173, "MUSICAL SYMBOL BEGIN BEAM"],
  [0x1d174, "MUSICAL SYMBOL END BEAM"],
  [0x1d175, "MUSICAL SYMBOL BEGIN TIE"],
  [0x1d176, "MUSICAL SYMBOL END TIE"],
  [0x1d177, "MUSICAL SYMBOL BEGIN SLUR"],
  [0x1d178, "MUSICAL SYMBOL END SLUR"],
  [0x1d179, "MUSICAL SYMBOL BEGIN PHRASE"],
  [0x1d17a, "MUSICAL SYMBOL END PHRASE"],
  [0xe0001, "LANGUAGE TAG"],
  [0xe007f, "CANCEL TAG"],
]);

const ZERO_WIDTH = new Set([0x200b, 0x200c, 0x200d, 0x2060, 0xfeff]);
/** Embeddings, overrides and isolates (UAX #9 §2): they reorder what is displayed (Trojan Source). */
const BIDI_CONTROLS = new Set([0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
/** Implicit marks: normal inside right-to-left text, suspicious elsewhere. */
const BIDI_MARKS = new Set([0x200e, 0x200f, 0x061c]);
/** Format characters and fillers that render as nothing (or as a blank) in most fonts. */
const INVISIBLE = new Set([
  0x034f, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x180e, 0x2061, 0x2062, 0x2063, 0x2064, 0x206a, 0x206b, 0x206c, 0x206d, 0x206e,
  0x206f, 0x3164, 0xffa0, 0xfff9, 0xfffa, 0xfffb, 0x1d173, 0x1d174, 0x1d175, 0x1d176, 0x1d177, 0x1d178, 0x1d179, 0x1d17a,
]);

export function isTag(cp: number): boolean {
  return cp >= 0xe0000 && cp <= 0xe007f;
}

export function isVariationSelector(cp: number): boolean {
  return (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
}

/** The kind of a code point we would report, before the legitimate-use exemptions. */
export function hiddenKind(cp: number): HiddenKind | undefined {
  if (cp < 0xad) return undefined; // fast path: ASCII and Latin-1 up to the soft hyphen
  if (isTag(cp)) return "tag";
  if (BIDI_CONTROLS.has(cp)) return "bidi";
  if (BIDI_MARKS.has(cp)) return "bidi-mark";
  if (ZERO_WIDTH.has(cp)) return "zero-width";
  if (INVISIBLE.has(cp)) return "invisible";
  if (cp === 0xad) return "soft-hyphen";
  if (isVariationSelector(cp)) return "variation-selector";
  return undefined;
}

/**
 * A regular expression made on first use. V8 builds the code point sets of `\p{…}` classes when it
 * creates the expression (from ICU tables), not when it runs it: made at load, the ones below cost
 * every start, and the output sanitiser (which loads this module) is on every run's path.
 */
function onFirstUse(make: () => RegExp): () => RegExp {
  let made: RegExp | undefined;
  return () => (made ??= make());
}

/** Control, format, private-use, unassigned and surrogate code points: dropped by `printable`. */
const UNPRINTABLE_CHAR = onFirstUse(() => /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/u);
/** Text of printable ASCII characters only (space to tilde). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** General categories a terminal or log must never receive raw: format, separators, surrogates, private use, unassigned. */
const UNPRINTABLE_CATEGORY = onFirstUse(() => /^[\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}]$/u);

/**
 * Whether a code point must be shown escaped, never raw, on any output (the one test behind every
 * stream's sanitiser): C0 and C1 controls (tab and newline included: callers keep the ones their
 * format allows), every hidden code point this module knows (bidi, zero-width, invisible operators,
 * fillers, tags, variation selectors), and any other format, separator, surrogate, private-use or
 * unassigned code point.
 */
export function isUnprintable(cp: number): boolean {
  if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f)) return true;
  if (cp < 0xa0) return false;
  return hiddenKind(cp) !== undefined || UNPRINTABLE_CATEGORY().test(String.fromCodePoint(cp));
}

export function codePointName(cp: number): string {
  const known = HIDDEN_NAMES.get(cp);
  if (known) return known;
  if (cp >= 0xfe00 && cp <= 0xfe0f) return `VARIATION SELECTOR-${cp - 0xfe00 + 1}`;
  if (cp >= 0xe0100 && cp <= 0xe01ef) return `VARIATION SELECTOR-${cp - 0xe0100 + 17}`;
  if (cp >= 0xe0020 && cp <= 0xe007e) return `TAG ${JSON.stringify(String.fromCharCode(cp - 0xe0000))}`;
  if (isTag(cp)) return "TAG";
  return "";
}

/** `U+202E`: at least four hex digits, upper case. */
export function codePointHex(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** `U+202E RIGHT-TO-LEFT OVERRIDE`. */
export function describeCodePoint(cp: number): string {
  const name = codePointName(cp);
  return name ? `${codePointHex(cp)} ${name}` : codePointHex(cp);
}

export interface HiddenRun {
  kind: HiddenKind;
  /** UTF-16 offset and length in the text. */
  offset: number;
  length: number;
  /** Every code point of the run, in order. */
  codePoints: number[];
}

const EMOJI = onFirstUse(() => /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}\u{20E3}]$/u);
const EMOJI_AFTER = onFirstUse(() => /^\p{Extended_Pictographic}$/u);
/** Scripts whose shaping uses ZWJ / ZWNJ between letters (Unicode ch. 23.2, "Cursive Connection"). */
const JOINING_SCRIPT = onFirstUse(
  () =>
    /^[\p{Script_Extensions=Arabic}\p{Script_Extensions=Syriac}\p{Script_Extensions=Nko}\p{Script_Extensions=Mongolian}\p{Script_Extensions=Devanagari}\p{Script_Extensions=Bengali}\p{Script_Extensions=Gurmukhi}\p{Script_Extensions=Gujarati}\p{Script_Extensions=Oriya}\p{Script_Extensions=Tamil}\p{Script_Extensions=Telugu}\p{Script_Extensions=Kannada}\p{Script_Extensions=Malayalam}\p{Script_Extensions=Sinhala}\p{Script_Extensions=Khmer}\p{Script_Extensions=Myanmar}\p{Script_Extensions=Tibetan}\p{Script_Extensions=Thaana}]$/u,
);
/** Right-to-left scripts, in which LRM / RLM / ALM are ordinary punctuation helpers. */
const BIDI_MARK_CHARS = /[\u200e\u200f\u061c]/g;
const RTL_TEXT = onFirstUse(() => /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u);

function char(cp: number | undefined): string {
  return cp === undefined ? "" : String.fromCodePoint(cp);
}

/**
 * Every code unit sequence `hiddenKind` can name (and a few unassigned neighbours it names as nothing):
 * the scan jumps from one to the next, so text without any, which is nearly all text, costs one pass
 * of the regex engine instead of a decoded code point at a time. Kept in step with `hiddenKind` by a
 * test that walks every code point.
 */
const CANDIDATE =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]|\uD834[\uDD73-\uDD7A]|\uDB40[\uDC00-\uDDEF]/g;

/** The code point that ends just before offset `i` (undefined at the start). */
function codePointBefore(text: string, i: number): number | undefined {
  if (i === 0) return undefined;
  const low = text.charCodeAt(i - 1);
  if (low >= 0xdc00 && low <= 0xdfff && i >= 2) {
    const high = text.charCodeAt(i - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.codePointAt(i - 2);
  }
  return low;
}

/**
 * Every run of hidden code points in `text`, minus their legitimate uses: ZWJ inside emoji sequences,
 * ZWJ/ZWNJ between letters of scripts that need them, one variation selector after its base character,
 * direction marks inside right-to-left lines, and emoji tag sequences (🏴 + subdivision tags + CANCEL TAG,
 * the flags of England, Scotland, Wales). Linear in the text's length; only the code points around a
 * candidate are decoded.
 */
export function findHiddenRuns(text: string): HiddenRun[] {
  const runs: HiddenRun[] = [];
  const candidates = new RegExp(CANDIDATE);
  let current: HiddenRun | undefined;
  for (let m = candidates.exec(text); m !== null; m = candidates.exec(text)) {
    const i = m.index;
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    candidates.lastIndex = i + width;
    // A run goes on only through adjacent hidden code points.
    if (current && current.offset + current.length !== i) current = undefined;
    const prev = codePointBefore(text, i);
    let kind = hiddenKind(cp);
    if (kind === "tag" && cp >= 0xe0020 && prev === 0x1f3f4) {
      // An emoji tag sequence: skip it whole when well formed.
      const end = emojiTagSequenceEnd(text, i);
      if (end !== -1) {
        candidates.lastIndex = end;
        current = undefined;
        continue;
      }
    }
    if (kind === "zero-width" && (cp === 0x200d || cp === 0x200c)) {
      const next = text.codePointAt(i + width);
      if (cp === 0x200d && EMOJI().test(char(prev)) && EMOJI_AFTER().test(char(next))) kind = undefined;
      else if (JOINING_SCRIPT().test(char(prev)) && JOINING_SCRIPT().test(char(next))) kind = undefined;
    }
    if (kind === "variation-selector" && current?.kind !== "variation-selector") {
      // The first selector after a base character is how emoji and ideographic variants are written;
      // only a second one in a row starts a payload (the run is then re-opened from the first).
      const next = text.codePointAt(i + width);
      if (next === undefined || !isVariationSelector(next)) kind = undefined;
    }
    // The marks themselves are not evidence of right-to-left text (U+061C is of the Arabic script).
    if (kind === "bidi-mark" && RTL_TEXT().test(lineAround(text, i).replace(BIDI_MARK_CHARS, ""))) kind = undefined;
    if (kind) {
      if (current && current.kind === kind) {
        current.length += width;
        current.codePoints.push(cp);
      } else {
        current = { kind, offset: i, length: width, codePoints: [cp] };
        runs.push(current);
      }
    } else {
      current = undefined;
    }
  }
  return runs;
}

/** End offset of a well-formed tag sequence starting at `i` (after U+1F3F4), or -1. */
function emojiTagSequenceEnd(text: string, i: number): number {
  let n = 0;
  let j = i;
  while (j < text.length && n <= 7) {
    const cp = text.codePointAt(j)!;
    if (cp === 0xe007f) return n >= 2 ? j + 2 : -1;
    const ascii = cp - 0xe0000;
    if (!((ascii >= 0x30 && ascii <= 0x39) || (ascii >= 0x61 && ascii <= 0x7a))) return -1;
    n++;
    j += 2;
  }
  return -1;
}

/** The line holding offset `i`, capped to a few hundred characters either side. */
function lineAround(text: string, i: number): string {
  const from = Math.max(0, i - 400);
  const to = Math.min(text.length, i + 400);
  const start = text.lastIndexOf("\n", i) + 1;
  const end = text.indexOf("\n", i);
  return text.slice(Math.max(from, start), end === -1 ? to : Math.min(to, end));
}

/** ASCII smuggling: tags U+E0020–E007E are ASCII shifted by 0xE0000 (LANGUAGE TAG and CANCEL TAG drop out). */
export function decodeTags(codePoints: readonly number[]): string {
  let out = "";
  for (const cp of codePoints) if (cp >= 0xe0020 && cp <= 0xe007e) out += String.fromCharCode(cp - 0xe0000);
  return out;
}

/**
 * Bytes carried by variation selectors, as in the published emoji-smuggling scheme: byte b < 16 is
 * U+FE00+b, any other is U+E0100+(b−16). Decoded as UTF-8; undefined when it is not readable text.
 */
export function decodeVariationSelectors(codePoints: readonly number[]): string | undefined {
  const bytes = codePoints.map((cp) => (cp <= 0xfe0f ? cp - 0xfe00 : cp - 0xe0100 + 16));
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(bytes));
  } catch {
    return undefined;
  }
  // Readable means mostly letters, digits, punctuation and spaces.
  const readable = text.match(/[\p{L}\p{N}\p{P}\p{Zs}]/gu)?.length ?? 0;
  return readable >= Math.max(2, text.length * 0.8) ? text : undefined;
}

/**
 * A decoded hidden text, safe to print: control and format characters shown as `?`, at most `max`
 * characters, quoted, with its full length: `"ignore all previous instructions and se…" (120 chars)`.
 */
export function showDecoded(text: string, max = 40): string {
  const chars = Array.from(text);
  const shown = chars
    .slice(0, max)
    .join("")
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}\u{3164}\u{115F}\u{1160}\u{FFA0}]/gu, "?");
  return `${JSON.stringify(shown + (chars.length > max ? "…" : ""))} (${chars.length} chars)`;
}

/**
 * Text safe to print in a message (a skill's name, a label): hidden, control and format characters
 * dropped, whitespace collapsed, at most `max` characters.
 */
export function printable(text: string, max = 80): string {
  // Printable ASCII (most names and labels): nothing to drop, and each character is one code unit.
  if (PRINTABLE_ASCII.test(text)) {
    const folded = text.replace(/ {2,}/g, " ").trim();
    return folded.length > max ? `${folded.slice(0, max - 1)}…` : folded;
  }
  let out = "";
  const unprintable = UNPRINTABLE_CHAR();
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (hiddenKind(cp) !== undefined || unprintable.test(ch)) continue;
    out += ch;
  }
  out = out.replace(/\s+/g, " ").trim();
  const chars = Array.from(out);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : out;
}
