// The hidden-character scan jumps between candidates (src/skills/unicode.ts): it must find exactly what
// a walk over every code point finds. The walk below is the scan as it was before the fast path.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findHiddenRuns, hiddenKind, isVariationSelector, printable, type HiddenRun } from "../../src/skills/unicode.js";

const EMOJI = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}\u{20E3}]$/u;
const EMOJI_AFTER = /^\p{Extended_Pictographic}$/u;
const JOINING_SCRIPT =
  /^[\p{Script_Extensions=Arabic}\p{Script_Extensions=Syriac}\p{Script_Extensions=Nko}\p{Script_Extensions=Mongolian}\p{Script_Extensions=Devanagari}\p{Script_Extensions=Bengali}\p{Script_Extensions=Gurmukhi}\p{Script_Extensions=Gujarati}\p{Script_Extensions=Oriya}\p{Script_Extensions=Tamil}\p{Script_Extensions=Telugu}\p{Script_Extensions=Kannada}\p{Script_Extensions=Malayalam}\p{Script_Extensions=Sinhala}\p{Script_Extensions=Khmer}\p{Script_Extensions=Myanmar}\p{Script_Extensions=Tibetan}\p{Script_Extensions=Thaana}]$/u;
const RTL_TEXT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
const char = (cp: number | undefined) => (cp === undefined ? "" : String.fromCodePoint(cp));

function lineAround(text: string, i: number): string {
  const from = Math.max(0, i - 400);
  const to = Math.min(text.length, i + 400);
  const start = text.lastIndexOf("\n", i) + 1;
  const end = text.indexOf("\n", i);
  return text.slice(Math.max(from, start), end === -1 ? to : Math.min(to, end));
}

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

/** Every code point in turn: the reference. */
function walkEveryCodePoint(text: string): HiddenRun[] {
  const runs: HiddenRun[] = [];
  let i = 0;
  let prev: number | undefined;
  let current: HiddenRun | undefined;
  while (i < text.length) {
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    let kind = hiddenKind(cp);
    if (kind === "tag" && cp >= 0xe0020 && prev === 0x1f3f4) {
      const end = emojiTagSequenceEnd(text, i);
      if (end !== -1) {
        prev = 0xe007f;
        i = end;
        current = undefined;
        continue;
      }
    }
    if (kind === "zero-width" && (cp === 0x200d || cp === 0x200c)) {
      const next = text.codePointAt(i + width);
      if (cp === 0x200d && EMOJI.test(char(prev)) && EMOJI_AFTER.test(char(next))) kind = undefined;
      else if (JOINING_SCRIPT.test(char(prev)) && JOINING_SCRIPT.test(char(next))) kind = undefined;
    }
    if (kind === "variation-selector" && !(current?.kind === "variation-selector" && current.offset + current.length === i)) {
      const next = text.codePointAt(i + width);
      if (next === undefined || !isVariationSelector(next)) kind = undefined;
    }
    // The marks are not right-to-left text themselves (U+061C is of the Arabic script).
    if (kind === "bidi-mark" && RTL_TEXT.test(lineAround(text, i).replace(/[\u200e\u200f\u061c]/g, ""))) kind = undefined;
    if (kind) {
      if (current && current.kind === kind && current.offset + current.length === i) {
        current.length += width;
        current.codePoints.push(cp);
      } else {
        current = { kind, offset: i, length: width, codePoints: [cp] };
        runs.push(current);
      }
    } else {
      current = undefined;
    }
    prev = cp;
    i += width;
  }
  return runs;
}

// Code points around every rule of the scan: hidden ones, emoji, joining scripts, RTL letters, tags,
// surrogate halves alone, and plain ASCII.
const INTERESTING = [
  0x20, 0x41, 0x61, 0x0a, 0xad, 0x34f, 0x61c, 0x627, 0x5d0, 0x915, 0x115f, 0x1160, 0x17b4, 0x180e, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202e,
  0x2060, 0x2061, 0x2066, 0x2069, 0x206a, 0x206f, 0x3164, 0x4e00, 0xfe00, 0xfe0f, 0xfeff, 0xffa0, 0xfff9, 0xfffb, 0x1d173, 0x1d17a, 0x1f3f4, 0x1f600, 0x1f468,
  0x1f3fb, 0xe0001, 0xe0020, 0xe0030, 0xe0039, 0xe0061, 0xe0067, 0xe0062, 0xe007a, 0xe007f, 0xe0080, 0xe0100, 0xe01ef, 0xe01f0, 0xd800, 0xdb40, 0xdc00,
];
const interestingText = fc
  .array(fc.oneof(fc.constantFrom(...INTERESTING), fc.integer({ min: 0x20, max: 0x7e })), { maxLength: 40 })
  .map((cps) => cps.map((cp) => (cp >= 0xd800 && cp <= 0xdfff ? String.fromCharCode(cp) : String.fromCodePoint(cp))).join(""));

describe("findHiddenRuns", () => {
  it("finds what a walk over every code point finds", () => {
    fc.assert(
      fc.property(interestingText, (text) => {
        expect(findHiddenRuns(text)).toEqual(walkEveryCodePoint(text));
      }),
      { numRuns: 3000 },
    );
  });

  it("jumps to every code point the scan can name (BMP and planes 1 and 14)", () => {
    const ranges: [number, number][] = [
      [0, 0xd7ff],
      [0xe000, 0x1ffff],
      [0xe0000, 0xe0fff],
    ];
    for (const [from, to] of ranges) {
      for (let cp = from; cp <= to; cp++) {
        if (hiddenKind(cp) === undefined) continue;
        // Doubled, so a variation selector is a payload; after "x", so no exemption applies.
        const c = String.fromCodePoint(cp);
        const text = `x${c}${c}y`;
        expect(findHiddenRuns(text), `U+${cp.toString(16)}`).toEqual(walkEveryCodePoint(text));
        expect(findHiddenRuns(text).length, `U+${cp.toString(16)}`).toBeGreaterThan(0);
      }
    }
  });

  it("finds the same runs in long mixed text as the walk", () => {
    const text = `${"plain ascii line\n".repeat(200)}café — “x” \u200b\u200b 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} a\uFE00\uFE01 \u202E\n${"ok\n".repeat(50)}שלום\u200F`;
    expect(findHiddenRuns(text)).toEqual(walkEveryCodePoint(text));
    expect(findHiddenRuns(text).map((r) => r.kind)).toEqual(["zero-width", "variation-selector", "bidi"]);
  });
});

/** printable as it was before its ASCII fast path: every code point looked at. */
function printableByCodePoint(text: string, max = 80): string {
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (hiddenKind(cp) !== undefined || /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/u.test(ch)) continue;
    out += ch;
  }
  out = out.replace(/\s+/g, " ").trim();
  const chars = Array.from(out);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : out;
}

describe("printable", () => {
  it("gives what a walk over every code point gives", () => {
    const unit = fc.oneof(fc.constantFrom(" ", "  ", "\t", "\n", "a", "~", "-", "\u007f", "\u0000", "é", "\u200b", "\u202e", "🔑", "\ud800"), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 40 }), fc.integer({ min: 1, max: 30 }), (parts, max) => {
        const text = parts.join("");
        expect(printable(text, max)).toBe(printableByCodePoint(text, max));
        expect(printable(text)).toBe(printableByCodePoint(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("folds runs of spaces and trims, in ASCII as in other text", () => {
    expect(printable("  deploy   the  app ")).toBe("deploy the app");
    expect(printable("  déploie   l'app ")).toBe("déploie l'app");
  });

  it("keeps printable ASCII whole, and cuts it at max with an ellipsis", () => {
    const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i)).join("").trim();
    expect(printable(ascii, 200)).toBe(ascii);
    expect(printable("abcdefghij", 5)).toBe("abcd…");
    expect(printable("abcde", 5)).toBe("abcde");
  });

  it("drops control, format and hidden characters (a tab or newline too)", () => {
    expect(printable("a\tb\nc")).toBe("abc");
    expect(printable("rm\u0007 -rf\u202e /\u200b")).toBe("rm -rf /");
    expect(printable("x\u007fy")).toBe("xy");
    expect(printable("名前🔑    ok", 4)).toBe("名前🔑…");
  });
});
