// `${…}` references, found with indexOf rather than /\$\{[^}]*\}/g: that regex rescans to the end of
// the value from every `${` that has no `}` after it, so a hostile "${${${…" value takes quadratic time.

export interface Reference {
  /** Offset of `$`. */
  start: number;
  /** Offset just past `}`. */
  end: number;
  /** What is between the braces. */
  inner: string;
}

/** Every `${…}` in `value`, left to right, exactly as /\$\{([^}]*)\}/g would match them, in linear time. */
export function* references(value: string, open = "${", close = "}"): Generator<Reference> {
  let from = 0;
  for (;;) {
    const start = value.indexOf(open, from);
    if (start === -1) return;
    const end = value.indexOf(close, start + open.length);
    // No closing brace after this opening: none after any later one either.
    if (end === -1) return;
    yield { start, end: end + close.length, inner: value.slice(start + open.length, end) };
    from = end + close.length;
  }
}

/** Whether `value` holds a `${…}` reference. */
export function containsReference(value: string): boolean {
  return !references(value).next().done;
}
