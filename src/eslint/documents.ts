// The kinds of documents the ESLint plugin lints, each run through the same core engine as the CLI.
import path from "node:path";
import { projectStart } from "../core/audit.js";
import { lintMcpSource } from "../core/engine.js";
import { sourceFromText } from "../core/source.js";
import { hostForPath } from "../hosts/index.js";
import { loadProjectFacts } from "../project/versions.js";
import { MCP_RULES } from "../rules/index.js";
import type { DocumentKind } from "./adapter.js";

/** MCP host configs, parsed by @eslint/json (`json/json`, or `json/jsonc` for VS Code). */
export const MCP_CONFIG: DocumentKind = {
  id: "mcp-config",
  languages: ["json/json", "json/jsonc"],
  rootNode: "Document",
  lint({ filename, cwd, text }, only) {
    // The host is known by location, as in the CLI; a JSON file elsewhere is not an MCP config.
    const host = hostForPath(filename);
    if (!host) return undefined;
    const absolute = path.resolve(cwd ?? process.cwd(), filename);
    const rule = only ? MCP_RULES.find((r) => r.meta.id === only.ruleId) : undefined;
    return lintMcpSource(sourceFromText(absolute, filename, text), host, {
      rules: rule ? [rule] : MCP_RULES,
      project: loadProjectFacts(projectStart(absolute, host)),
      ...(rule && only ? { settings: new Map([[rule.meta.id, { options: only.options }]]) } : {}),
    }).findings;
  },
};
