// Names for the variables a moved secret is read from: `GITHUB_TOKEN`, `TICKETS_X_API_KEY`,
// and the VS Code input id derived from them (`tickets-x-api-key`).

/** Upper snake case: non-alphanumerics become `_`; a leading digit gets a prefix (shells reject it). */
export function envName(...parts: string[]): string {
  const name = parts
    .join("_")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  if (name === "") return "SECRET";
  return /^[0-9]/.test(name) ? `MCP_${name}` : name;
}

/** `scope` + `part`, without saying the scope twice (`figma` + `--figma-api-key` -> FIGMA_API_KEY). */
export function scopedName(scope: string, part: string): string {
  const s = envName(scope);
  const p = envName(part);
  return p === s || p.startsWith(`${s}_`) ? p : `${s}_${p}`;
}

/** `TICKETS_TOKEN` -> `tickets-token`. */
export function inputId(name: string): string {
  return name.toLowerCase().replace(/_+/g, "-");
}

/** `id`, or `id-2`, `id-3`… when taken. */
export function uniqueId(id: string, taken: ReadonlySet<string>): string {
  if (!taken.has(id)) return id;
  for (let n = 2; ; n++) if (!taken.has(`${id}-${n}`)) return `${id}-${n}`;
}
