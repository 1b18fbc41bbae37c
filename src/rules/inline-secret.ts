// PLACEHOLDER: being written; replaced by the real rule.
import type { McpRule } from "../core/types.js";
import { docsUrl } from "../core/docs.js";

export const inlineSecret: McpRule = {
  meta: {
    id: "inline-secret",
    description: "TODO",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "none",
    network: false,
    docs: docsUrl("inline-secret"),
  },
  check() {},
};
