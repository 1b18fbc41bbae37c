// mcp-audit as a library: the same engine the CLI, the hook and the ESLint plugin use.
//
//   import { runAudit } from "mcp-audit";
//   const result = runAudit({ cwd: process.cwd(), paths: ["."] });
import { provideSkillSupport } from "./audit/run.js";
import * as skillSupport from "./audit/skill-audit.js";

// The library loads everything up front, so its sync runAudit audits skills without an async step
// (the CLI loads the skill support only when it finds a skill: prepareAudit).
provideSkillSupport(skillSupport);

export { runAudit, runAuditOnline, prepareAudit, discoverAudit, type AuditResult, type AuditSink, type AuditTally, type FileReport } from "./audit/run.js";
export { type AuditOptions } from "./audit/options.js";
export { lintMcpSource, fixMcpSource, type LintOptions, type LintResult, type FixResult } from "./audit/engine.js";
export { sourceFromText, decodeSource, type SourceFile } from "./core/source.js";
export type { Finding, Fix, FixSafety, Range, Severity, TextEdit } from "./core/types.js";
export type { McpRule, Rule, SkillRule } from "./rules/types.js";
export { HOSTS, HOST_IDS, hostForPath, dialectForPath, type HostDialect, type HostId } from "./hosts/index.js";
export { parseLaunch, type Launch, type PackageRef } from "./launchers/index.js";
export { ALL_RULES, MCP_RULES, SKILL_RULES, ruleById } from "./rules/index.js";
export { lintSkill, fixSkill } from "./audit/skill-engine.js";
export { loadSkill, type Skill } from "./skills/model.js";
export { redact } from "./secrets/redact.js";
