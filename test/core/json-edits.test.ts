// Edits that add the first member to an empty array or object keep what is between the brackets
// (a fix used to replace `"inputs": [ // … ]` whole, dropping the comment), and lay the member out as
// before when there is nothing to keep.
import { parseTree } from "jsonc-parser";
import { describe, expect, it } from "vitest";
import { fixMcpSource } from "../../src/audit/engine.js";
import { appendProperty, insertIntoEmptyArray, property } from "../../src/core/json.js";
import { sourceFromText } from "../../src/core/source.js";
import type { TextEdit } from "../../src/core/types.js";
import { dialectForPath } from "../../src/hosts/index.js";
import { MCP_RULES } from "../../src/rules/index.js";

const apply = (text: string, e: TextEdit) => text.slice(0, e.offset) + e.content + text.slice(e.offset + e.length);
const at = (text: string, key: string) => property(parseTree(text, [], { allowTrailingComma: true })!, key)!;

describe("filling an empty container", () => {
  it("lays the first element out one level deeper, as before, when the brackets hold only space", () => {
    for (const empty of ["[]", "[ ]", "[\n  ]"]) {
      const text = `{\n  "inputs": ${empty}\n}\n`;
      expect(apply(text, insertIntoEmptyArray(text, at(text, "inputs"), { id: "a" }))).toBe('{\n  "inputs": [\n    {\n      "id": "a"\n    }\n  ]\n}\n');
    }
    const crlf = '{\r\n\t"inputs": []\r\n}';
    expect(apply(crlf, insertIntoEmptyArray(crlf, at(crlf, "inputs"), { id: "a" }))).toBe('{\r\n\t"inputs": [\r\n\t\t{\r\n\t\t\t"id": "a"\r\n\t\t}\r\n\t]\r\n}');
  });

  it("keeps a comment inside an empty array or object", () => {
    const lines = '{\n  "inputs": [\n    // prompts go here\n  ],\n  "env": { /* none yet */ }\n}\n';
    expect(apply(lines, insertIntoEmptyArray(lines, at(lines, "inputs"), { id: "a" }))).toBe('{\n  "inputs": [\n    // prompts go here\n    {\n      "id": "a"\n    }\n  ],\n  "env": { /* none yet */ }\n}\n');
    expect(apply(lines, appendProperty(lines, at(lines, "env"), "A", '"1"'))).toBe('{\n  "inputs": [\n    // prompts go here\n  ],\n  "env": { /* none yet */\n    "A": "1"\n  }\n}\n');
    const inline = '{ "inputs": [ /* later */ ] }';
    expect(apply(inline, insertIntoEmptyArray(inline, at(inline, "inputs"), 1))).toBe('{ "inputs": [ /* later */\n  1\n] }');
  });

  it("the VS Code secret fix keeps the comment in an empty inputs array", () => {
    const text = '{\n  // prompts for secrets\n  "inputs": [\n    // none yet\n  ],\n  "servers": {\n    "api": { "type": "http", "url": "https://mcp.example.com", "headers": { "Authorization": "Bearer ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFu" } }\n  }\n}\n';
    const fixed = fixMcpSource(sourceFromText("/v/.vscode/mcp.json", ".vscode/mcp.json", text), dialectForPath(".vscode/mcp.json")!, { rules: MCP_RULES }, "unsafe");
    expect(fixed.applied.map((a) => a.ruleId)).toContain("inline-secret");
    expect(fixed.text).toContain('  "inputs": [\n    // none yet\n    {\n      "type": "promptString",\n');
    expect(fixed.text).toContain('"Authorization": "Bearer ${input:');
    expect(fixed.text).not.toContain("ghp_");
  });
});
