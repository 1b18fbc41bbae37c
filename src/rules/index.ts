// The one registry of rules: the whole list of checks on one screen.
import type { McpRule } from "../core/types.js";
import { invalidConfig } from "./invalid-config.js";
import { inlineSecret } from "./inline-secret.js";
import { unpinnedPackage } from "./unpinned-package.js";
import { missingReadOnly } from "./missing-read-only.js";
import { insecureTransport } from "./insecure-transport.js";
import { riskyCommand } from "./risky-command.js";

export const MCP_RULES: readonly McpRule[] = [
  invalidConfig,
  inlineSecret,
  unpinnedPackage,
  missingReadOnly,
  insecureTransport,
  riskyCommand,
];

export function ruleById(id: string): McpRule | undefined {
  return MCP_RULES.find((r) => r.meta.id === id);
}
