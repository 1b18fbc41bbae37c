// PLACEHOLDER: being written; replaced by the real rule.
import type { McpRule } from "../core/types.js";
import { docsUrl } from "../core/docs.js";

export const missingReadOnly: McpRule = {
  meta: {
    id: "missing-read-only",
    description: "TODO",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "none",
    network: false,
    docs: docsUrl("missing-read-only"),
  },
  check() {},
};
