// Invariants every lint and fix result must satisfy, shared by the engine and CLI properties.
import { expect } from "vitest";
import { parseTree, type ParseError } from "jsonc-parser";
import type { Finding } from "../../src/core/types.js";

/** Line and column of an offset, counted independently of src/core/source.ts (CRLF, CR and LF end a line). */
export function expectedPosition(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const c = text[i];
    if (c === "\n" || (c === "\r" && text[i + 1] !== "\n")) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** Every range inside the text, start before end, line/column consistent with the offsets. */
export function expectRangesInside(text: string, findings: readonly Finding[]): void {
  for (const f of findings) {
    const { start, end } = f.range;
    const where = `${f.ruleId} "${f.message}"`;
    expect(start.offset, where).toBeGreaterThanOrEqual(0);
    expect(end.offset, where).toBeGreaterThanOrEqual(start.offset);
    expect(end.offset, where).toBeLessThanOrEqual(text.length);
    expect({ line: start.line, column: start.column }, where).toEqual(expectedPosition(text, start.offset));
    expect({ line: end.line, column: end.column }, where).toEqual(expectedPosition(text, end.offset));
    expect(f.fingerprint, where).toMatch(/^[0-9a-f]{16}$/);
    for (const e of f.fix?.edits ?? []) {
      expect(e.offset, where).toBeGreaterThanOrEqual(0);
      expect(e.length, where).toBeGreaterThanOrEqual(0);
      expect(e.offset + e.length, where).toBeLessThanOrEqual(text.length);
    }
  }
}

/** Syntax errors a host would see: strict JSON for most hosts, JSONC (comments, trailing commas) for VS Code. */
export function hostSyntaxErrors(text: string, jsonc: boolean): string[] {
  if (!jsonc) {
    try {
      JSON.parse(text);
      return [];
    } catch (error) {
      return [(error as Error).message];
    }
  }
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false });
  return errors.map((e) => `error ${e.error} at ${e.offset}`);
}

/** Every spelling of a secret that would count as printing it: raw, JSON-escaped, percent-encoded. */
export function spellings(secret: string): string[] {
  return [...new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)])];
}

export function leakedSecrets(output: string, secrets: readonly string[]): string[] {
  return secrets.filter((s) => spellings(s).some((x) => output.includes(x)));
}

/** A stray LF (not part of CRLF). */
export const LONE_LF = /(?<!\r)\n/;
/** A stray CR (not part of CRLF). */
export const LONE_CR = /\r(?!\n)/;
