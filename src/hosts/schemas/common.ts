// Schema fragments every host shares: the value types of a server entry.
// Structure only (which value is a string, an array of strings, a map of strings): which keys a
// server must have and which `type` values a host accepts are checked by the invalid-config rule,
// where the message can say what to do. Unknown keys are allowed: hosts keep adding them.

/** A draft-07 JSON Schema object, as ajv compiles it. */
export type JsonSchema = { [keyword: string]: unknown };

export const DRAFT_07 = "http://json-schema.org/draft-07/schema#";

export const string: JsonSchema = { type: "string" };

export const stringArray: JsonSchema = { type: "array", items: { type: "string" } };

/** `env` and `headers`: every value is a string (a number or boolean is not coerced by every host). */
export const stringMap: JsonSchema = { type: "object", additionalProperties: { type: "string" } };

/** Keys of a local (stdio) server. */
export const stdioServerProperties: Record<string, JsonSchema> = {
  type: string,
  command: string,
  args: stringArray,
  env: stringMap,
  cwd: string,
};

/** Keys of a remote server: `url`, and the spellings `serverUrl` (Windsurf) and `httpUrl` (Gemini CLI) the model also reads. */
export const remoteServerProperties: Record<string, JsonSchema> = {
  url: string,
  serverUrl: string,
  httpUrl: string,
  headers: stringMap,
};

/** A config whose servers live under `serverMapKey`, each an object with these properties. */
export function configSchema(id: string, title: string, serverMapKey: string, serverProperties: Record<string, JsonSchema>, extra: Record<string, JsonSchema> = {}): JsonSchema {
  return {
    $schema: DRAFT_07,
    $id: `https://mcp-audit.dev/schemas/${id}.json`,
    title,
    type: "object",
    properties: {
      [serverMapKey]: {
        type: "object",
        additionalProperties: { type: "object", properties: serverProperties },
      },
      ...extra,
    },
  };
}
