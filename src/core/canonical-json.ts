// One text for equal data: the lock, listings and tool digests compare and hash JSON by it.

export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * JSON with object keys sorted at every depth: equal data gives equal text. Built iteratively (a
 * listing's front matter comes from the network and may nest as deep as it likes); a value that
 * contains itself is refused as JSON.stringify refuses it.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  const onPath = new Set<object>();
  // Work items: a value to write, or a literal piece of text, or the end of a container.
  type Item = { value: unknown; inArray: boolean } | { text: string } | { leave: object };
  const stack: Item[] = [{ value, inArray: false }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if ("text" in item) {
      out.push(item.text);
      continue;
    }
    if ("leave" in item) {
      onPath.delete(item.leave);
      continue;
    }
    const v = item.value;
    if (v === null || typeof v !== "object") {
      // undefined, functions and symbols: `null` in an array, as JSON.stringify writes them
      const text = JSON.stringify(v) as string | undefined;
      out.push(text ?? (item.inArray ? "null" : "undefined"));
      continue;
    }
    if (onPath.has(v)) throw new TypeError("Converting circular structure to JSON");
    onPath.add(v);
    const pending: Item[] = [];
    if (Array.isArray(v)) {
      pending.push({ text: "[" });
      for (let i = 0; i < v.length; i++) {
        if (i > 0) pending.push({ text: "," });
        pending.push({ value: v[i], inArray: true });
      }
      pending.push({ text: "]" });
    } else {
      pending.push({ text: "{" });
      let first = true;
      for (const k of Object.keys(v).sort(compareCodeUnits)) {
        const member = (v as Record<string, unknown>)[k];
        if (member === undefined || typeof member === "function" || typeof member === "symbol") continue;
        pending.push({ text: `${first ? "" : ","}${JSON.stringify(k)}:` }, { value: member, inArray: false });
        first = false;
      }
      pending.push({ text: "}" });
    }
    pending.push({ leave: v });
    for (let i = pending.length - 1; i >= 0; i--) stack.push(pending[i]!);
  }
  return out.join("");
}
