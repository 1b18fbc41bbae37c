import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/skills/unicode.ts
var HIDDEN_NAMES = /* @__PURE__ */ new Map([
  [8203, "ZERO WIDTH SPACE"],
  [8204, "ZERO WIDTH NON-JOINER"],
  [8205, "ZERO WIDTH JOINER"],
  [8288, "WORD JOINER"],
  [65279, "ZERO WIDTH NO-BREAK SPACE"],
  [8234, "LEFT-TO-RIGHT EMBEDDING"],
  [8235, "RIGHT-TO-LEFT EMBEDDING"],
  [8236, "POP DIRECTIONAL FORMATTING"],
  [8237, "LEFT-TO-RIGHT OVERRIDE"],
  [8238, "RIGHT-TO-LEFT OVERRIDE"],
  [8294, "LEFT-TO-RIGHT ISOLATE"],
  [8295, "RIGHT-TO-LEFT ISOLATE"],
  [8296, "FIRST STRONG ISOLATE"],
  [8297, "POP DIRECTIONAL ISOLATE"],
  [8206, "LEFT-TO-RIGHT MARK"],
  [8207, "RIGHT-TO-LEFT MARK"],
  [1564, "ARABIC LETTER MARK"],
  [173, "SOFT HYPHEN"],
  [847, "COMBINING GRAPHEME JOINER"],
  [4447, "HANGUL CHOSEONG FILLER"],
  [4448, "HANGUL JUNGSEONG FILLER"],
  [6068, "KHMER VOWEL INHERENT AQ"],
  [6069, "KHMER VOWEL INHERENT AA"],
  [6158, "MONGOLIAN VOWEL SEPARATOR"],
  [8289, "FUNCTION APPLICATION"],
  [8290, "INVISIBLE TIMES"],
  [8291, "INVISIBLE SEPARATOR"],
  [8292, "INVISIBLE PLUS"],
  [8298, "INHIBIT SYMMETRIC SWAPPING"],
  [8299, "ACTIVATE SYMMETRIC SWAPPING"],
  [8300, "INHIBIT ARABIC FORM SHAPING"],
  [8301, "ACTIVATE ARABIC FORM SHAPING"],
  [8302, "NATIONAL DIGIT SHAPES"],
  [8303, "NOMINAL DIGIT SHAPES"],
  [12644, "HANGUL FILLER"],
  [65440, "HALFWIDTH HANGUL FILLER"],
  [65529, "INTERLINEAR ANNOTATION ANCHOR"],
  [65530, "INTERLINEAR ANNOTATION SEPARATOR"],
  [65531, "INTERLINEAR ANNOTATION TERMINATOR"],
  [119155, "MUSICAL SYMBOL BEGIN BEAM"],
  [119156, "MUSICAL SYMBOL END BEAM"],
  [119157, "MUSICAL SYMBOL BEGIN TIE"],
  [119158, "MUSICAL SYMBOL END TIE"],
  [119159, "MUSICAL SYMBOL BEGIN SLUR"],
  [119160, "MUSICAL SYMBOL END SLUR"],
  [119161, "MUSICAL SYMBOL BEGIN PHRASE"],
  [119162, "MUSICAL SYMBOL END PHRASE"],
  [917505, "LANGUAGE TAG"],
  [917631, "CANCEL TAG"]
]);
var ZERO_WIDTH = /* @__PURE__ */ new Set([8203, 8204, 8205, 8288, 65279]);
var BIDI_CONTROLS = /* @__PURE__ */ new Set([8234, 8235, 8236, 8237, 8238, 8294, 8295, 8296, 8297]);
var BIDI_MARKS = /* @__PURE__ */ new Set([8206, 8207, 1564]);
var INVISIBLE = /* @__PURE__ */ new Set([
  847,
  4447,
  4448,
  6068,
  6069,
  6158,
  8289,
  8290,
  8291,
  8292,
  8298,
  8299,
  8300,
  8301,
  8302,
  8303,
  12644,
  65440,
  65529,
  65530,
  65531,
  119155,
  119156,
  119157,
  119158,
  119159,
  119160,
  119161,
  119162
]);
function isTag(cp) {
  return cp >= 917504 && cp <= 917631;
}
function isVariationSelector(cp) {
  return cp >= 65024 && cp <= 65039 || cp >= 917760 && cp <= 917999;
}
function hiddenKind(cp) {
  if (cp < 173) return void 0;
  if (isTag(cp)) return "tag";
  if (BIDI_CONTROLS.has(cp)) return "bidi";
  if (BIDI_MARKS.has(cp)) return "bidi-mark";
  if (ZERO_WIDTH.has(cp)) return "zero-width";
  if (INVISIBLE.has(cp)) return "invisible";
  if (cp === 173) return "soft-hyphen";
  if (isVariationSelector(cp)) return "variation-selector";
  return void 0;
}
var UNPRINTABLE_CATEGORY = /^[\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}]$/u;
function isUnprintable(cp) {
  if (cp < 32 || cp >= 127 && cp <= 159) return true;
  if (cp < 160) return false;
  return hiddenKind(cp) !== void 0 || UNPRINTABLE_CATEGORY.test(String.fromCodePoint(cp));
}
function codePointName(cp) {
  const known = HIDDEN_NAMES.get(cp);
  if (known) return known;
  if (cp >= 65024 && cp <= 65039) return `VARIATION SELECTOR-${cp - 65024 + 1}`;
  if (cp >= 917760 && cp <= 917999) return `VARIATION SELECTOR-${cp - 917760 + 17}`;
  if (cp >= 917536 && cp <= 917630) return `TAG ${JSON.stringify(String.fromCharCode(cp - 917504))}`;
  if (isTag(cp)) return "TAG";
  return "";
}
function codePointHex(cp) {
  return `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
}
function describeCodePoint(cp) {
  const name = codePointName(cp);
  return name ? `${codePointHex(cp)} ${name}` : codePointHex(cp);
}
var EMOJI = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}\u{20E3}]$/u;
var EMOJI_AFTER = new RegExp("^\\p{Extended_Pictographic}$", "u");
var JOINING_SCRIPT = /^[\p{Script_Extensions=Arabic}\p{Script_Extensions=Syriac}\p{Script_Extensions=Nko}\p{Script_Extensions=Mongolian}\p{Script_Extensions=Devanagari}\p{Script_Extensions=Bengali}\p{Script_Extensions=Gurmukhi}\p{Script_Extensions=Gujarati}\p{Script_Extensions=Oriya}\p{Script_Extensions=Tamil}\p{Script_Extensions=Telugu}\p{Script_Extensions=Kannada}\p{Script_Extensions=Malayalam}\p{Script_Extensions=Sinhala}\p{Script_Extensions=Khmer}\p{Script_Extensions=Myanmar}\p{Script_Extensions=Tibetan}\p{Script_Extensions=Thaana}]$/u;
var BIDI_MARK_CHARS = /[\u200e\u200f\u061c]/g;
var RTL_TEXT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
function char(cp) {
  return cp === void 0 ? "" : String.fromCodePoint(cp);
}
var CANDIDATE = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]|\uD834[\uDD73-\uDD7A]|\uDB40[\uDC00-\uDDEF]/g;
function codePointBefore(text, i) {
  if (i === 0) return void 0;
  const low = text.charCodeAt(i - 1);
  if (low >= 56320 && low <= 57343 && i >= 2) {
    const high = text.charCodeAt(i - 2);
    if (high >= 55296 && high <= 56319) return text.codePointAt(i - 2);
  }
  return low;
}
function findHiddenRuns(text) {
  const runs = [];
  const candidates = new RegExp(CANDIDATE);
  let current;
  for (let m = candidates.exec(text); m !== null; m = candidates.exec(text)) {
    const i = m.index;
    const cp = text.codePointAt(i);
    const width = cp > 65535 ? 2 : 1;
    candidates.lastIndex = i + width;
    if (current && current.offset + current.length !== i) current = void 0;
    const prev = codePointBefore(text, i);
    let kind = hiddenKind(cp);
    if (kind === "tag" && cp >= 917536 && prev === 127988) {
      const end = emojiTagSequenceEnd(text, i);
      if (end !== -1) {
        candidates.lastIndex = end;
        current = void 0;
        continue;
      }
    }
    if (kind === "zero-width" && (cp === 8205 || cp === 8204)) {
      const next = text.codePointAt(i + width);
      if (cp === 8205 && EMOJI.test(char(prev)) && EMOJI_AFTER.test(char(next))) kind = void 0;
      else if (JOINING_SCRIPT.test(char(prev)) && JOINING_SCRIPT.test(char(next))) kind = void 0;
    }
    if (kind === "variation-selector" && current?.kind !== "variation-selector") {
      const next = text.codePointAt(i + width);
      if (next === void 0 || !isVariationSelector(next)) kind = void 0;
    }
    if (kind === "bidi-mark" && RTL_TEXT.test(lineAround(text, i).replace(BIDI_MARK_CHARS, ""))) kind = void 0;
    if (kind) {
      if (current && current.kind === kind) {
        current.length += width;
        current.codePoints.push(cp);
      } else {
        current = { kind, offset: i, length: width, codePoints: [cp] };
        runs.push(current);
      }
    } else {
      current = void 0;
    }
  }
  return runs;
}
function emojiTagSequenceEnd(text, i) {
  let n = 0;
  let j = i;
  while (j < text.length && n <= 7) {
    const cp = text.codePointAt(j);
    if (cp === 917631) return n >= 2 ? j + 2 : -1;
    const ascii = cp - 917504;
    if (!(ascii >= 48 && ascii <= 57 || ascii >= 97 && ascii <= 122)) return -1;
    n++;
    j += 2;
  }
  return -1;
}
function lineAround(text, i) {
  const from = Math.max(0, i - 400);
  const to = Math.min(text.length, i + 400);
  const start = text.lastIndexOf("\n", i) + 1;
  const end = text.indexOf("\n", i);
  return text.slice(Math.max(from, start), end === -1 ? to : Math.min(to, end));
}
function decodeTags(codePoints) {
  let out = "";
  for (const cp of codePoints) if (cp >= 917536 && cp <= 917630) out += String.fromCharCode(cp - 917504);
  return out;
}
function decodeVariationSelectors(codePoints) {
  const bytes = codePoints.map((cp) => cp <= 65039 ? cp - 65024 : cp - 917760 + 16);
  let text;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(bytes));
  } catch {
    return void 0;
  }
  const readable = text.match(/[\p{L}\p{N}\p{P}\p{Zs}]/gu)?.length ?? 0;
  return readable >= Math.max(2, text.length * 0.8) ? text : void 0;
}
function showDecoded(text, max = 40) {
  const chars = Array.from(text);
  const shown = chars.slice(0, max).join("").replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}\u{3164}\u{115F}\u{1160}\u{FFA0}]/gu, "?");
  return `${JSON.stringify(shown + (chars.length > max ? "\u2026" : ""))} (${chars.length} chars)`;
}
function printable(text, max = 80) {
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    if (hiddenKind(cp) !== void 0 || /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/u.test(ch)) continue;
    out += ch;
  }
  out = out.replace(/\s+/g, " ").trim();
  const chars = Array.from(out);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}\u2026` : out;
}

export {
  isUnprintable,
  codePointHex,
  describeCodePoint,
  findHiddenRuns,
  decodeTags,
  decodeVariationSelectors,
  showDecoded,
  printable
};
