// What the CLI reads besides the file, read here too so the editor agrees with it: the project's
// mcp-audit.config.json (rule severities and options, allow-lists, ignorePatterns, skill profile) and
// the audit lock (mcp-audit.lock.json, for lock-drift and the skill rules). Found from ESLint's working
// directory as the CLI finds them from its own; re-read when one of those files changes on disk
// (an editor's ESLint server lives for hours).
import fs from "node:fs";
import path from "node:path";
import ignore, { type Ignore } from "ignore";
import { CONFIG_FILE_NAME, ConfigError, effectiveSettings, loadConfig, type ProjectConfig } from "../core/config.js";
import type { RuleSetting } from "../core/types.js";
import { LOCK_FILE_NAME, LockError, readLock, type AuditLock } from "../lock/index.js";
import { lockRootFor } from "../project/repository.js";
import { ALL_RULES } from "../rules/index.js";

export interface ProjectContext {
  config: ProjectConfig | undefined;
  /** Why the config could not be used (it is then not applied, and every owned file says so). */
  configProblem: string | undefined;
  settings: ReadonlyMap<string, Partial<RuleSetting>>;
  ignored: (absolutePath: string) => boolean;
  lockRoot: string;
  lock: AuditLock | undefined;
  lockProblem: string | undefined;
}

const contexts = new Map<string, { signature: string; context: ProjectContext }>();

/** The project context of ESLint's working directory, cached while its files stay as they are. */
export function projectContext(cwd: string): ProjectContext {
  const lockRoot = lockRootFor(cwd);
  const signature = inputSignature(cwd, lockRoot);
  const cached = contexts.get(cwd);
  if (cached?.signature === signature) return cached.context;
  const context = load(cwd, lockRoot);
  contexts.set(cwd, { signature, context });
  return context;
}

function load(cwd: string, lockRoot: string): ProjectContext {
  let config: ProjectConfig | undefined;
  let configProblem: string | undefined;
  try {
    config = loadConfig(cwd, ALL_RULES.map((r) => r.meta.id));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    configProblem = `invalid configuration: ${error.message}`;
  }
  let lock: AuditLock | undefined;
  let lockProblem: string | undefined;
  try {
    lock = readLock(lockRoot);
  } catch (error) {
    if (!(error instanceof LockError)) throw error;
    lockProblem = `${error.file}: ${error.reason}`;
  }
  const matcher: Ignore | undefined = config && config.ignorePatterns.length > 0 ? ignore().add(config.ignorePatterns) : undefined;
  return {
    config,
    configProblem,
    settings: config ? effectiveSettings(config, new Map()) : new Map(),
    ignored: (absolute) => {
      if (!matcher || !config) return false;
      const rel = path.relative(config.baseDir, absolute).split(path.sep).join("/");
      return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel) && matcher.ignores(rel);
    },
    lockRoot,
    lock,
    lockProblem,
  };
}

/** Size and mtime of every file the context is read from, from `cwd` up to the repository root. */
function inputSignature(cwd: string, lockRoot: string): string {
  const parts: string[] = [];
  const stat = (file: string) => {
    try {
      const s = fs.statSync(file);
      parts.push(`${file}:${s.size}:${s.mtimeMs}`);
    } catch {
      parts.push(`${file}:-`);
    }
  };
  for (let dir = cwd; ; ) {
    stat(path.join(dir, CONFIG_FILE_NAME));
    stat(path.join(dir, "package.json"));
    const parent = path.dirname(dir);
    if (parent === dir || fs.existsSync(path.join(dir, ".git"))) break;
    dir = parent;
  }
  stat(path.join(lockRoot, LOCK_FILE_NAME));
  return parts.join("\n");
}
