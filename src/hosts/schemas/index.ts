// One JSON Schema per host. The validators are precompiled at development time, one CommonJS file a
// dialect (validators/<id>.cjs, from scripts/generate-validators.mjs), required the first time a file of
// that dialect is validated: a run never loads ajv or compiles a schema, and reads only the validators
// of the dialects it meets. A test keeps the generated files in step with the schemas.
import { createRequire } from "node:module";
import type { Ajv as AjvClass, ErrorObject, ValidateFunction } from "ajv";
import type { DialectId, HostId } from "../types.js";
import { claudeCodeSchema } from "./claude-code.js";
import { claudeDesktopSchema } from "./claude-desktop.js";
import type { JsonSchema } from "./common.js";
import { cursorSchema } from "./cursor.js";
import { vscodeSchema } from "./vscode.js";
import { USER_HOST_SCHEMAS } from "./user.js";
import { PRECOMPILED_DIALECTS } from "./validators/index.generated.js";

export type { JsonSchema } from "./common.js";
export { VSCODE_INPUT_TYPES } from "./vscode.js";

export const HOST_SCHEMAS: Readonly<Record<HostId, JsonSchema>> = {
  "claude-code": claudeCodeSchema,
  vscode: vscodeSchema,
  cursor: cursorSchema,
  "claude-desktop": claudeDesktopSchema,
};

export { USER_HOST_SCHEMAS } from "./user.js";

/** The options the validators are compiled with (the generator uses the same). */
export const AJV_OPTIONS = { allErrors: true, strict: true, allowUnionTypes: true } as const;

/** The schema of any dialect: a project host's, or a user-level, YAML or TOML dialect's. */
export function dialectSchema(host: DialectId): JsonSchema {
  return Object.hasOwn(HOST_SCHEMAS, host) ? HOST_SCHEMAS[host as HostId] : USER_HOST_SCHEMAS[host as Exclude<DialectId, HostId>];
}

const precompiled = new Map<DialectId, ValidateFunction>();
const compiledAtRuntime = new Map<DialectId, ValidateFunction>();
const requireLazily = createRequire(import.meta.url);
let ajv: AjvClass | undefined;

/** The validator of a host's schema: precompiled, or (for a schema the generator did not see) compiled once. */
export function schemaValidator(host: DialectId): ValidateFunction {
  const ready = precompiled.get(host) ?? compiledAtRuntime.get(host);
  if (ready) return ready;
  if (PRECOMPILED_DIALECTS.has(host)) {
    // The id is one of the generated file names (a fixed list), never text from a scanned file.
    const validate = requireLazily(`./validators/${host}.cjs`) as ValidateFunction;
    precompiled.set(host, validate);
    return validate;
  }
  // allErrors: report every bad value of the file at once, not just the first one.
  ajv ??= new (requireLazily("ajv") as { Ajv: typeof AjvClass }).Ajv(AJV_OPTIONS);
  const validate = ajv.compile(dialectSchema(host));
  compiledAtRuntime.set(host, validate);
  return validate;
}

/** Validate a config value against its host's schema; the ajv errors, empty when it conforms. */
export function validateConfig(host: DialectId, value: unknown): ErrorObject[] {
  const validate = schemaValidator(host);
  return validate(value) ? [] : [...(validate.errors ?? [])];
}

/** How many schemas had to be compiled at run time (0 when the generated validators are current). */
export function compiledSchemaCount(): number {
  return compiledAtRuntime.size;
}
