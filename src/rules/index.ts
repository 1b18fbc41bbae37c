// The one registry of rules: the whole list of checks on one screen.
import type { McpRule, Rule, SkillRule } from "./types.js";
import { invalidConfig } from "./invalid-config.js";
import { inlineSecret } from "./inline-secret.js";
import { unpinnedPackage } from "./unpinned-package.js";
import { missingReadOnly } from "./missing-read-only.js";
import { insecureTransport } from "./insecure-transport.js";
import { riskyCommand } from "./risky-command.js";
import { autoApprovedTools } from "./auto-approved-tools.js";
import { hostWideApproval } from "./host-wide-approval.js";
import { serverJsonSchema } from "./server-json-schema.js";
import { serverJsonConsistency } from "./server-json-consistency.js";
import { unpinnedPluginSource } from "./unpinned-plugin-source.js";
import { unknownPackage } from "./unknown-package.js";
import { packageTyposquat } from "./package-typosquat.js";
import { deprecatedPackage } from "./deprecated-package.js";
import { youngRelease } from "./young-release.js";
import { installScripts } from "./install-scripts.js";
import { knownVulnerability } from "./known-vulnerability.js";
import { lockDrift } from "./lock-drift.js";
import { skillFrontmatter } from "./skill-frontmatter.js";
import { skillName } from "./skill-name.js";
import { skillDescription } from "./skill-description.js";
import { skillBody } from "./skill-body.js";
import { skillBrokenReference } from "./skill-broken-reference.js";
import { skillHiddenContent } from "./skill-hidden-content.js";
import { skillRiskyScript } from "./skill-risky-script.js";
import { skillUnauditedFile } from "./skill-unaudited-file.js";
import { skillGuardInvocation } from "./skill-guard-invocation.js";

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
];

/** Rules over agent skill folders (SKILL.md and the files beside it). */
export const SKILL_RULES: readonly SkillRule[] = [
  skillFrontmatter,
  skillName,
  skillDescription,
  skillBody,
  skillBrokenReference,
  skillHiddenContent,
  skillRiskyScript,
  skillUnauditedFile,
  skillGuardInvocation,
];

export const ALL_RULES: readonly Rule[] = [...MCP_RULES, ...SKILL_RULES];

export function ruleById(id: string): Rule | undefined {
  return ALL_RULES.find((r) => r.meta.id === id);
}
