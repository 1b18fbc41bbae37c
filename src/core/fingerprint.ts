// Stable identities and a stable order for findings, shared by every engine and output.
import { createHash } from "node:crypto";
import type { Finding } from "./types.js";

export function fingerprint(ruleId: string, file: string, pointer: string, subject: string): string {
  return createHash("sha256")
    .update([ruleId, file.replace(/\\/g, "/"), pointer, subject].join("\0"))
    .digest("hex")
    .slice(0, 16);
}

export function compareFindings(a: Finding, b: Finding): number {
  return a.range.start.offset - b.range.start.offset || a.range.end.offset - b.range.end.offset || a.ruleId.localeCompare(b.ruleId) || a.message.localeCompare(b.message);
}
