// One audit run: discover files, read them safely, lint (and fix) each, collect what to report.
// Front doors (CLI, hooks, CI) call this and only format the result.
import fs from "node:fs";
import path from "node:path";
import type { HostDialect } from "../hosts/index.js";
import { loadProjectFacts, type ProjectFacts } from "../project/versions.js";
import { MCP_RULES } from "../rules/index.js";
import { discover, describeFsError, resolveHost, type DiscoveredFile } from "./discovery.js";
import { fixMcpSource, lintMcpSource, type AppliedFix, type RuleSetting } from "./engine.js";
import { decodeSource, MAX_FILE_BYTES, SourceError } from "./source.js";
import type { Finding, FixSafety, McpRule } from "./types.js";
import { writeFileAtomic } from "./write.js";

export interface AuditOptions {
  cwd: string;
  paths: readonly string[];
  hostOverride?: HostDialect;
  /** Apply fixes up to this safety and write the files. */
  fix?: FixSafety;
  rules?: readonly McpRule[];
  settings?: ReadonlyMap<string, Partial<RuleSetting>>;
}

export interface FileReport {
  displayPath: string;
  host: HostDialect;
  findings: Finding[];
  fixed: AppliedFix[];
}

/** A file or path the audit could not cover, with a one-line reason. */
export interface AuditProblem {
  displayPath: string;
  reason: string;
}

export interface AuditResult {
  files: FileReport[];
  problems: AuditProblem[];
  /** Non-fatal notes (a project lockfile that could not be read, so no offline pin came from it). */
  warnings: string[];
  /** Literal secrets found in this run, for output scrubbing. Never printed. */
  secrets: Set<string>;
}

export function runAudit(options: AuditOptions): AuditResult {
  const discovered = discover(options.paths, options.cwd, options.hostOverride);
  const result: AuditResult = { files: [], problems: [...discovered.problems], warnings: [], secrets: new Set() };
  const projects = new Set<ProjectFacts>();
  for (const file of discovered.files) {
    const report = auditFile(file, options, result, projects);
    if (report) result.files.push(report);
  }
  // Lockfiles are read lazily by the rules, so their problems are known only now.
  for (const project of projects) for (const p of project.problems ?? []) result.warnings.push(`could not read ${p}; no version was taken from it`);
  return result;
}

function auditFile(file: DiscoveredFile, options: AuditOptions, result: AuditResult, projects: Set<ProjectFacts>): FileReport | undefined {
  let source;
  try {
    const stat = fs.statSync(file.path);
    if (stat.size > MAX_FILE_BYTES) throw new SourceError(file.displayPath, `file is ${(stat.size / 1048576).toFixed(1)} MB, over the ${MAX_FILE_BYTES / 1048576} MB limit for a config; check that it is the file you meant`);
    source = decodeSource(file.path, file.displayPath, fs.readFileSync(file.path));
  } catch (error) {
    result.problems.push({ displayPath: file.displayPath, reason: error instanceof SourceError ? error.reason : describeFsError(error) });
    return undefined;
  }
  source.identityPath = repositoryPath(file.path);
  const host = resolveHost(file, source.text);
  const project = loadProjectFacts(projectStart(file.path, host));
  projects.add(project);
  const lintOptions = { rules: options.rules ?? MCP_RULES, project, ...(options.settings ? { settings: options.settings } : {}) };
  if (options.fix) {
    const fixed = fixMcpSource(source, host, lintOptions, options.fix);
    for (const s of fixed.secretsSeen) result.secrets.add(s);
    if (fixed.applied.length > 0 && fixed.text !== source.text) {
      try {
        writeFileAtomic(file.path, fixed.text, source.bom);
      } catch (error) {
        result.problems.push({ displayPath: file.displayPath, reason: `could not write the fixed file (${describeFsError(error)}); it was left unchanged` });
        return { displayPath: file.displayPath, host, findings: lintMcpSource(source, host, lintOptions).findings, fixed: [] };
      }
    }
    return { displayPath: file.displayPath, host, findings: fixed.result.findings, fixed: fixed.applied };
  }
  const linted = lintMcpSource(source, host, lintOptions);
  for (const s of linted.secrets) result.secrets.add(s);
  return { displayPath: file.displayPath, host, findings: linted.findings, fixed: [] };
}

/** Where to look for the project a config belongs to: `.vscode/mcp.json` belongs to the folder above `.vscode`. */
function projectStart(filePath: string, host: HostDialect): string {
  const dir = path.dirname(filePath);
  return host.id === "vscode" || host.id === "cursor" ? path.dirname(dir) : dir;
}

const repositoryRoots = new Map<string, string | null>();

/** The nearest folder holding `.git` (cached per folder: big trees ask for the same parents often). */
function repositoryRoot(dir: string): string | null {
  const cached = repositoryRoots.get(dir);
  if (cached !== undefined) return cached;
  const parent = path.dirname(dir);
  const root = fs.existsSync(path.join(dir, ".git")) ? dir : parent === dir ? null : repositoryRoot(parent);
  repositoryRoots.set(dir, root);
  return root;
}

/** The file's path from the root of its repository, else its absolute path (forward slashes). */
function repositoryPath(filePath: string): string {
  const root = repositoryRoot(path.dirname(filePath));
  return (root ? path.relative(root, filePath) : filePath).split(path.sep).join("/");
}
