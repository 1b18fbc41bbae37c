// Everything printed passes through here: secrets are replaced by their redaction, and control,
// bidi and invisible characters (from hostile server names or paths) are shown escaped, never raw.
import { scrub } from "../secrets/redact.js";

// C0 controls (but tab), DEL, C1 controls, bidi embeddings/overrides/isolates, zero-width and BOM, tag characters.
const UNSAFE = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]|\uDB40[\uDC00-\uDC7F]/g;

export function escapeUnsafe(text: string): string {
  return text.replace(UNSAFE, (ch) => `\\u{${ch.codePointAt(0)!.toString(16).toUpperCase()}}`);
}

/** Make a string safe for any output: no secret in full, no raw control or bidi characters. */
export function safeText(text: string, secrets: ReadonlySet<string>): string {
  return escapeUnsafe(secrets.size > 0 ? scrub(text, secrets) : text);
}
