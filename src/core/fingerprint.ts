// Stable identities and a stable order for findings, shared by every engine and output.
import { lazyCrypto } from "./lazy-crypto.js";
import type { Finding } from "./types.js";

export function fingerprint(ruleId: string, file: string, pointer: string, subject: string): string {
  // One-shot `hash` (the digest createHash().update().digest() gives) spares a Hash object per finding.
  // node:crypto on the first finding: a run that finds nothing never loads it.
  return lazyCrypto().hash("sha256", [ruleId, file.replace(/\\/g, "/"), pointer, subject].join("\0"), "hex").slice(0, 16);
}

export function compareFindings(a: Finding, b: Finding): number {
  return a.range.start.offset - b.range.start.offset || a.range.end.offset - b.range.end.offset || a.ruleId.localeCompare(b.ruleId) || a.message.localeCompare(b.message);
}
