// A folder's entries as a skill keeps them from the discovery walk until the skill is read: one
// string, each entry its type letter then its name, "/" between entries (no file name holds "/").
// Discovery holds the listing of every skill folder until that skill is audited; as one object and
// one string per entry, those listings were most of what discovery of a big tree kept (~170 bytes an
// entry: 11 MB for the 65,000 entries of the benchmark's 5,000 skills, 2.7 MB for a quarter of them),
// so the run's heap, and its peak memory, grew with the tree. Packed, an entry costs its name's bytes
// and two more. A listing too long for one string stays an array.
import type { SkillDirEntry } from "../skills/model.js";

/** What a listing of the walk says of an entry (git's listing adds "nested" and "unknown"). */
export interface ListedEntry {
  name: string;
  type: "file" | "dir" | "symlink" | "other" | "nested" | "unknown";
}

export type PackedEntries = string | readonly SkillDirEntry[];

const TYPE_LETTER: Record<ListedEntry["type"], string> = { file: "f", dir: "d", nested: "d", symlink: "l", other: "o", unknown: "o" };
const LETTER_TYPE: Record<string, SkillDirEntry["type"]> = { f: "file", d: "dir", l: "symlink", o: "other" };
/** Past this many characters a listing stays an array (far below V8's longest string). */
export const MAX_PACKED_CHARS = 1 << 24;

/** An entry as a skill sees it: a nested repository is a folder, an entry of unknown type is "other". */
export function skillEntry(e: ListedEntry): SkillDirEntry {
  return { name: e.name, type: LETTER_TYPE[TYPE_LETTER[e.type]]! };
}

/** The entries in the order given, each as skillEntry makes it. */
export function packEntries(entries: readonly ListedEntry[], maxChars = MAX_PACKED_CHARS): PackedEntries {
  let chars = 0;
  for (const e of entries) chars += e.name.length + 2;
  if (chars > maxChars) return entries.map(skillEntry);
  // Joined, not appended: one flat string, where `+=` would build a rope of one piece per entry.
  const parts = new Array<string>(entries.length);
  for (let i = 0; i < entries.length; i++) parts[i] = TYPE_LETTER[entries[i]!.type] + entries[i]!.name;
  return parts.join("/");
}

export function unpackEntries(packed: PackedEntries): SkillDirEntry[] {
  if (typeof packed !== "string") return [...packed];
  const out: SkillDirEntry[] = [];
  if (packed === "") return out;
  for (let at = 0; at < packed.length; ) {
    const end = packed.indexOf("/", at);
    const stop = end === -1 ? packed.length : end;
    out.push({ name: packed.slice(at + 1, stop), type: LETTER_TYPE[packed[at]!]! });
    at = stop + 1;
  }
  return out;
}
