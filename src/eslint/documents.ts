// The kinds of documents the ESLint plugin lints, each run through the same core engine as the CLI,
// with what the CLI would read beside the file: the project's config and the audit lock (./project.ts).
import path from "node:path";
import { lintMcpSource } from "../audit/engine.js";
import { sourceFromText } from "../core/source.js";
import type { Finding } from "../core/types.js";
import { hostForPath } from "../hosts/index.js";
import { loadProjectFacts } from "../project/versions.js";
import { projectStart, repositoryPath, skillLockKey } from "../project/repository.js";
import { MCP_RULES, SKILL_RULES } from "../rules/index.js";
import { lintSkill, withSkillMdText } from "../audit/skill-engine.js";
import { loadSkill, SKILL_FILE } from "../skills/model.js";
import type { DocumentKind, RuleOnly } from "./adapter.js";
import { projectContext, type ProjectContext } from "./project.js";

/** MCP host configs of the project hosts (src/hosts: the location tells the host). */
export const MCP_CONFIG: DocumentKind = {
  id: "mcp-config",
  lint({ filename, cwd, text }, only) {
    // The host is known by location, as in the CLI; a JSON file elsewhere is not an MCP config.
    const host = hostForPath(filename);
    if (!host) return undefined;
    const base = cwd ?? process.cwd();
    const absolute = path.resolve(base, filename);
    const project = projectContext(base);
    if (project.ignored(absolute)) return [];
    const rule = only ? MCP_RULES.find((r) => r.meta.id === only.ruleId) : undefined;
    const source = sourceFromText(absolute, filename, text);
    source.identityPath = repositoryPath(absolute);
    const allow = project.config?.allow;
    const findings = lintMcpSource(source, host, {
      rules: rule ? [rule] : MCP_RULES,
      project: loadProjectFacts(projectStart(absolute, host)),
      settings: withOnly(project.settings, only),
      ...(project.lock ? { lock: project.lock } : {}),
      lockKey: path.relative(project.lockRoot, absolute).split(path.sep).join("/"),
      ...(allow && (allow.servers.length > 0 || allow.domains.length > 0) ? { trusted: { servers: allow.servers, domains: allow.domains } } : {}),
    }).findings;
    return [...contextProblems(project, "invalid-config"), ...findings];
  },
};

/**
 * SKILL.md, parsed by @eslint/markdown with YAML front matter. The skill's other files are read from
 * disk (references, scripts, the audit lock); SKILL.md itself is the editor's text. Only findings in
 * SKILL.md are reported here: the CLI reports the others on their own files.
 */
export const SKILL_MD: DocumentKind = {
  id: "skill",
  lint({ filename, cwd, text }, only) {
    if (path.basename(filename) !== SKILL_FILE) return undefined;
    const base = cwd ?? process.cwd();
    const absolute = path.resolve(base, filename);
    const project = projectContext(base);
    if (project.ignored(absolute)) return [];
    const dir = path.dirname(absolute);
    // As in the CLI: the lock lives at the repository root of the working directory, else the directory itself.
    const key = skillLockKey(project.lockRoot, dir);
    let skill;
    try {
      skill = withSkillMdText(loadSkill(dir, key, key), text);
    } catch {
      return undefined; // not on disk (an unsaved buffer elsewhere): nothing to compare with
    }
    const rule = only ? SKILL_RULES.find((r) => r.meta.id === only.ruleId) : undefined;
    const shown = skill.skillMd.displayPath;
    const profile = project.config?.skillProfile;
    const findings = lintSkill(skill, {
      rules: rule ? [rule] : SKILL_RULES,
      lock: project.lock,
      lockKey: key,
      settings: withOnly(project.settings, only),
      ...(profile ? { profile } : {}),
    }).findings.filter((f) => f.file === shown);
    return [...contextProblems(project, "skill-frontmatter"), ...findings];
  },
};

/** The project's settings, with the options ESLint's config gives a rule on top (they win, as `--rule` does). */
function withOnly(settings: ProjectContext["settings"], only: RuleOnly | undefined): ProjectContext["settings"] {
  if (!only) return settings;
  const merged = new Map(settings);
  merged.set(only.ruleId, { ...settings.get(only.ruleId), options: only.options });
  return merged;
}

/**
 * A config or lock the CLI would refuse (exit 2) is said on every file it applies to, at 1:1, rather
 * than silently linting without it: allow-lists not applied would otherwise look like findings to fix.
 */
function contextProblems(project: ProjectContext, ruleId: string): Finding[] {
  const problems = [project.configProblem, project.lockProblem ? `the audit lock cannot be read (${project.lockProblem}): the lock's pins were not compared` : undefined].filter((p): p is string => p !== undefined);
  const at = { line: 1, column: 1, offset: 0 };
  return problems.map((message) => ({ ruleId, severity: "error", message: `mcp-audit: ${message}`, file: "", range: { start: at, end: at }, pointer: "", fingerprint: "" }));
}
