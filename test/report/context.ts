// Report contexts built from real audits (the showcase, temp dirs), plus the SARIF schema validator.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ValidateFunction } from "ajv";
import { runAudit, type AuditResult } from "../../src/audit/run.js";
import { type AuditOptions } from "../../src/audit/options.js";
import type { ReportContext } from "../../src/report/types.js";
import { REPO } from "../cli/run.js";

export { REPO };
export const SHOWCASE = "fixtures/showcase";
export const SHOWCASE_SECRETS = ["tk_live_9f2c41d07ab8e6", "sbp_4f7c2a9e1b3d5f608a2c4e6b8d0f1a3c5e7b9d2f"];

export function audit(paths: string[], options: Partial<AuditOptions> = {}): AuditResult {
  return runAudit({ cwd: REPO, paths, ...options });
}

export function context(result: AuditResult, overrides: Partial<ReportContext> = {}): ReportContext {
  return { result, failOn: "error", quiet: false, color: false, fixMode: undefined, toolVersion: "0.1.0", ...overrides };
}

/** A private temp dir holding the given files (text or bytes). */
export function tempTree(files: Record<string, string | Uint8Array>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-report-"));
  for (const [name, content] of Object.entries(files)) {
    const full = path.join(dir, name);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
  }
  return dir;
}

/** Every secret, and any 12-character chunk of one, absent from the text. */
export function leaks(text: string, secrets: readonly string[] = SHOWCASE_SECRETS): string[] {
  const found: string[] = [];
  for (const secret of secrets) {
    if (text.includes(secret)) found.push(secret);
    for (let i = 0; i + 12 <= secret.length; i++) if (text.includes(secret.slice(i, i + 12))) found.push(secret.slice(i, i + 12));
  }
  return found;
}

// The SARIF 2.1.0 schema vendored beside this file (see README.md there). It declares JSON Schema
// 2020-12 as its meta-schema, hence Ajv2020; its keywords (definitions, $ref, anyOf, enum…) mean the
// same under draft-07, the dialect of the OASIS copy.
let validator: ValidateFunction | undefined;
export function sarifValidator(): ValidateFunction {
  if (validator) return validator;
  const schemaPath = path.join(path.dirname(fileURLToPath(import.meta.url)), "sarif-2.1.0.json");
  const ajv = new Ajv2020({ allErrors: true, strictTypes: true, strictTuples: true });
  // The formats the schema uses (ajv-formats is not a dependency; these are strict enough for our output).
  ajv.addFormat("uri", (s: string) => URL.canParse(s));
  // RFC 3986 URI-reference characters: unreserved, reserved, and well-formed percent-encodings only.
  ajv.addFormat("uri-reference", /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#[\]]|%[0-9A-Fa-f]{2})*$/);
  ajv.addFormat("date-time", (s: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(s));
  ajv.addFormat("uuid", /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/);
  validator = ajv.compile(JSON.parse(fs.readFileSync(schemaPath, "utf8")) as object);
  return validator;
}

export function sarifErrors(log: unknown): string[] {
  const validate = sarifValidator();
  return validate(log) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ""}`);
}
