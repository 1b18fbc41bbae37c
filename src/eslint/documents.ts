// The kinds of documents the ESLint plugin lints, each run through the same core engine as the CLI.
import path from "node:path";
import { projectStart } from "../project/repository.js";
import { lintMcpSource } from "../audit/engine.js";
import { sourceFromText } from "../core/source.js";
import { hostForPath } from "../hosts/index.js";
import { loadProjectFacts } from "../project/versions.js";
import { lockRootFor, skillLockKey } from "../project/repository.js";
import { readLock, type AuditLock } from "../lock/index.js";
import { MCP_RULES, SKILL_RULES } from "../rules/index.js";
import { lintSkill, withSkillMdText } from "../audit/skill-engine.js";
import { loadSkill, SKILL_FILE } from "../skills/model.js";
import type { DocumentKind } from "./adapter.js";

/** MCP host configs, parsed by @eslint/json (`json/json`, or `json/jsonc` for VS Code). */
export const MCP_CONFIG: DocumentKind = {
  id: "mcp-config",
  languages: ["json/json", "json/jsonc"],
  rootNode: "Document",
  lint({ filename, cwd, text }, only) {
    // The host is known by location, as in the CLI; a JSON file elsewhere is not an MCP config.
    const host = hostForPath(filename);
    if (!host) return undefined;
    const absolute = path.resolve(cwd ?? process.cwd(), filename);
    const rule = only ? MCP_RULES.find((r) => r.meta.id === only.ruleId) : undefined;
    return lintMcpSource(sourceFromText(absolute, filename, text), host, {
      rules: rule ? [rule] : MCP_RULES,
      project: loadProjectFacts(projectStart(absolute, host)),
      ...(rule && only ? { settings: new Map([[rule.meta.id, { options: only.options }]]) } : {}),
    }).findings;
  },
};

/**
 * SKILL.md, parsed by @eslint/markdown with YAML front matter. The skill's other files are read from
 * disk (references, scripts, the audit lock); SKILL.md itself is the editor's text. Only findings in
 * SKILL.md are reported here: the CLI reports the others on their own files.
 */
export const SKILL_MD: DocumentKind = {
  id: "skill",
  languages: ["markdown/commonmark", "markdown/gfm"],
  rootNode: "root",
  lint({ filename, cwd, text }, only) {
    if (path.basename(filename) !== SKILL_FILE) return undefined;
    const absolute = path.resolve(cwd ?? process.cwd(), filename);
    const dir = path.dirname(absolute);
    // As in the CLI: the lock lives at the repository root of the working directory, else the directory itself.
    const root = lockRootFor(cwd ?? dir);
    const key = skillLockKey(root, dir);
    let skill;
    try {
      skill = withSkillMdText(loadSkill(dir, key, key), text);
    } catch {
      return undefined; // not on disk (an unsaved buffer elsewhere): nothing to compare with
    }
    const rule = only ? SKILL_RULES.find((r) => r.meta.id === only.ruleId) : undefined;
    const shown = skill.skillMd.displayPath;
    return lintSkill(skill, {
      rules: rule ? [rule] : SKILL_RULES,
      lock: readLockQuietly(root),
      lockKey: key,
      ...(rule && only ? { settings: new Map([[rule.meta.id, { options: only.options }]]) } : {}),
    }).findings.filter((f) => f.file === shown);
  },
};

/** The editor shows no error for a corrupt lock (the CLI does): it just compares with nothing. */
function readLockQuietly(root: string): AuditLock | undefined {
  try {
    return readLock(root);
  } catch {
    return undefined;
  }
}
