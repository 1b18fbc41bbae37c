// The rules over MCP host configs, in the order they run (src/rules/index.ts is the whole registry).
import type { McpRule } from "../types.js";
import { invalidConfig } from "../invalid-config.js";
import { inlineSecret } from "../inline-secret.js";
import { unpinnedPackage } from "../unpinned-package.js";
import { missingReadOnly } from "../missing-read-only.js";
import { insecureTransport } from "../insecure-transport.js";
import { riskyCommand } from "../risky-command.js";
import { autoApprovedTools } from "../auto-approved-tools.js";
import { hostWideApproval } from "../host-wide-approval.js";
import { serverJsonSchema } from "../server-json-schema.js";
import { serverJsonConsistency } from "../server-json-consistency.js";
import { unpinnedPluginSource } from "../unpinned-plugin-source.js";
import { unknownPackage } from "../unknown-package.js";
import { packageTyposquat } from "../package-typosquat.js";
import { deprecatedPackage } from "../deprecated-package.js";
import { youngRelease } from "../young-release.js";
import { installScripts } from "../install-scripts.js";
import { knownVulnerability } from "../known-vulnerability.js";
import { lockDrift } from "../lock-drift.js";
import { toolPoisoning } from "../tool-poisoning.js";
import { toolDrift } from "../tool-drift.js";
import { readOnlyUnverified } from "../read-only-unverified.js";
import { serverIdentity } from "../server-identity.js";

export const MCP_RULES: readonly McpRule[] = [
  invalidConfig,
  inlineSecret,
  unpinnedPackage,
  missingReadOnly,
  insecureTransport,
  riskyCommand,
  autoApprovedTools,
  hostWideApproval,
  // MCP Registry server.json: the published schema, then what it cannot check.
  serverJsonSchema,
  serverJsonConsistency,
  // Claude Code plugin marketplaces: where plugins come from.
  unpinnedPluginSource,
  // Supply chain: online rules (meta.network) run only with --online and skip themselves otherwise.
  unknownPackage,
  packageTyposquat,
  deprecatedPackage,
  youngRelease,
  installScripts,
  knownVulnerability,
  lockDrift,
  // What servers expose (pinned in the lock by approve --live; compared live with --live).
  toolPoisoning,
  toolDrift,
  readOnlyUnverified,
  serverIdentity,
];
