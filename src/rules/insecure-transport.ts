// PLACEHOLDER: being written; replaced by the real rule.
import type { McpRule } from "../core/types.js";
import { docsUrl } from "../core/docs.js";

export const insecureTransport: McpRule = {
  meta: {
    id: "insecure-transport",
    description: "TODO",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "none",
    network: false,
    docs: docsUrl("insecure-transport"),
  },
  check() {},
};
