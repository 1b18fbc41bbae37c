// "did you mean …?" for a mistyped flag, rule id, host, format or command, worded for a usage error.
import { closest } from "../core/suggest.js";

/** ` (did you mean "x"?)`, or "" when nothing is close enough to be a typo. */
export function didYouMean(typed: string, known: readonly string[], show: (s: string) => string = (s) => `"${s}"`): string {
  // Input longer than any name is cut: a hostile argument costs no more than a long name.
  const hit = closest(typed.slice(0, 80), known);
  return hit === undefined ? "" : ` (did you mean ${show(hit)}?)`;
}
