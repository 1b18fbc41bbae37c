// PLACEHOLDER: being written; replaced by the real rule.
import type { McpRule } from "../core/types.js";
import { docsUrl } from "../core/docs.js";

export const unpinnedPackage: McpRule = {
  meta: {
    id: "unpinned-package",
    description: "TODO",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "none",
    network: false,
    docs: docsUrl("unpinned-package"),
  },
  check() {},
};
