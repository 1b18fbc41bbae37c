// mcp-audit as a library: the same engine the CLI, the hook and the ESLint plugin use.
//
//   import { runAudit } from "mcp-audit";
//   const result = runAudit({ cwd: process.cwd(), paths: ["."] });
export { runAudit, runAuditOnline, type AuditOptions, type AuditResult, type FileReport } from "./core/audit.js";
export { lintMcpSource, fixMcpSource, type LintOptions, type LintResult, type FixResult } from "./core/engine.js";
export { sourceFromText, decodeSource, type SourceFile } from "./core/source.js";
export type { Finding, Fix, FixSafety, McpRule, Range, Rule, Severity, SkillRule, TextEdit } from "./core/types.js";
export { HOSTS, HOST_IDS, hostForPath, dialectForPath, type HostDialect, type HostId } from "./hosts/index.js";
export { parseLaunch, type Launch, type PackageRef } from "./launchers/index.js";
export { ALL_RULES, MCP_RULES, SKILL_RULES, ruleById } from "./rules/index.js";
export { lintSkill, fixSkill } from "./skills/engine.js";
export { loadSkill, type Skill } from "./skills/model.js";
export { redact } from "./secrets/redact.js";
