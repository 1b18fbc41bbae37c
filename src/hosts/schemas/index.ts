// One JSON Schema per host, compiled on first use (most runs lint one or two hosts).
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import type { DialectId, HostId } from "../types.js";
import { claudeCodeSchema } from "./claude-code.js";
import { claudeDesktopSchema } from "./claude-desktop.js";
import type { JsonSchema } from "./common.js";
import { cursorSchema } from "./cursor.js";
import { vscodeSchema } from "./vscode.js";
import { USER_HOST_SCHEMAS } from "./user.js";

export type { JsonSchema } from "./common.js";
export { VSCODE_INPUT_TYPES } from "./vscode.js";

export const HOST_SCHEMAS: Readonly<Record<HostId, JsonSchema>> = {
  "claude-code": claudeCodeSchema,
  vscode: vscodeSchema,
  cursor: cursorSchema,
  "claude-desktop": claudeDesktopSchema,
};

export { USER_HOST_SCHEMAS } from "./user.js";

/** The schema of any dialect: a project host's, or a user-level, YAML or TOML dialect's. */
export function dialectSchema(host: DialectId): JsonSchema {
  return Object.hasOwn(HOST_SCHEMAS, host) ? HOST_SCHEMAS[host as HostId] : USER_HOST_SCHEMAS[host as Exclude<DialectId, HostId>];
}

let ajv: Ajv | undefined;
const compiled = new Map<DialectId, ValidateFunction>();

/** The compiled validator of a host's schema (compiled once, then cached). */
export function schemaValidator(host: DialectId): ValidateFunction {
  let validate = compiled.get(host);
  if (!validate) {
    // allErrors: report every bad value of the file at once, not just the first one.
    ajv ??= new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
    validate = ajv.compile(dialectSchema(host));
    compiled.set(host, validate);
  }
  return validate;
}

/** Validate a config value against its host's schema; the ajv errors, empty when it conforms. */
export function validateConfig(host: DialectId, value: unknown): ErrorObject[] {
  const validate = schemaValidator(host);
  return validate(value) ? [] : [...(validate.errors ?? [])];
}

/** How many hosts' schemas have been compiled so far (for tests of the lazy compile). */
export function compiledSchemaCount(): number {
  return compiled.size;
}
