// .vscode/mcp.json: `servers` (stdio with `envFile`, http, sse) and the `inputs` that
// `${input:id}` refers to.
// Sources: https://code.visualstudio.com/docs/copilot/reference/mcp-configuration
//          https://code.visualstudio.com/docs/reference/variables-reference#_input-variables
import { configSchema, remoteServerProperties, stdioServerProperties, string, type JsonSchema } from "./common.js";

/** The kinds of input VS Code can ask for. */
export const VSCODE_INPUT_TYPES = ["promptString", "pickString", "command"] as const;

export const vscodeInputSchema: JsonSchema = {
  type: "object",
  required: ["type", "id"],
  properties: {
    type: { type: "string", enum: [...VSCODE_INPUT_TYPES] },
    id: string,
    description: string,
    password: { type: "boolean" },
    default: string,
    // pickString: plain strings or {label, value} pairs.
    options: { type: "array", items: { type: ["string", "object"], properties: { label: string, value: string } } },
    // command: the VS Code command to run, and its arguments.
    command: string,
  },
};

export const vscodeSchema: JsonSchema = configSchema(
  "vscode",
  "VS Code .vscode/mcp.json",
  "servers",
  {
    ...stdioServerProperties,
    envFile: string,
    ...remoteServerProperties,
    // Development mode: restart on file changes, attach a debugger.
    dev: { type: "object" },
  },
  { inputs: { type: "array", items: vscodeInputSchema } },
);
