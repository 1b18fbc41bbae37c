// The rule contract: what a rule declares (meta) and what it is given (a context with a report function).
import type { Node as JsonNode } from "jsonc-parser";
import type { Confidence, Finding, FindingGroup, Fix, FixSupport, Severity } from "../core/types.js";
import type { SourceFile } from "../core/source.js";
import type { ParsedJson } from "../core/json.js";
import type { HostDialect } from "../hosts/types.js";
import type { McpConfigModel } from "../hosts/model.js";
import type { ProjectFacts } from "../project/versions.js";
import type { Skill, SkillFile } from "../skills/model.js";
import type { PluginLocator } from "../skills/plugin.js";
import type { AuditLock } from "../lock/index.js";
import type { LiveView } from "../lock/servers.js";
import type { PackageQuery, RegistryMode, RegistryView } from "../packages/types.js";
import type { RepositoryFacts } from "../hosts/registry/facts.js";

export interface RuleMeta {
  /** kebab-case id, also the docs page name: docs/rules/<id>.md */
  id: string;
  description: string;
  defaultSeverity: Severity;
  /** MCP host configs, or agent skill folders. */
  appliesTo: "mcp-config" | "skill";
  fix: FixSupport;
  /** Whether the rule needs facts from the network (prefetched before rules run). */
  network: boolean;
  docs: string;
}

/** What a rule passes to `report`. The engine fills in file, range, fingerprint and severity. */
export interface ReportDescriptor {
  /** The node the finding points at; or give an explicit offset range. */
  node?: JsonNode;
  offset?: number;
  length?: number;
  pointer: string;
  message: string;
  /** What the finding is about, hashed into the fingerprint (a package name, a key): never a secret. */
  subject?: string;
  /** Overrides the rule's default severity for this finding (e.g. a lower-severity variant). */
  severity?: Severity;
  fix?: Fix;
  /** `--fix` would fix it after this registry lookup (see Finding.fixAfterLookup). */
  fixAfterLookup?: { lookup: string };
  fatal?: boolean;
  /** Literal secrets this finding is about, so every output path can scrub them. Never printed. */
  secrets?: string[];
  /** How sure the rule is (heuristic findings say "medium"); absent means exact. */
  confidence?: Confidence;
  /** One of many findings of one cause, shown as one line by stylish (core/types.ts FindingGroup). */
  group?: FindingGroup;
}

export interface McpRuleContext {
  file: SourceFile;
  host: HostDialect;
  /** The parse tree; undefined when the file could not be parsed at all. */
  tree: JsonNode | undefined;
  /** Syntax problems found while parsing (comments in strict JSON, real syntax errors). */
  parsed: ParsedJson;
  model: McpConfigModel;
  project: ProjectFacts;
  /** Rule options from the project configuration (empty object when none). */
  options: Readonly<Record<string, unknown>>;
  /** Registry facts prefetched before the rules ran; undefined when no registry was involved. Read-only. */
  registry?: RegistryView;
  /** The audit lock (mcp-audit.lock.json) of the project, when there is one. */
  lock?: AuditLock;
  /** This config's path from the lock's root (forward slashes): lock entries name servers `<lockKey>#<server>`. */
  lockKey?: string;
  /** For an MCP Registry server.json: what the rest of the repository says about the same server. */
  repository?: RepositoryFacts;
  /** What a live session with each server returned (--live), keyed `<lockKey>#<server>`; undefined offline. Read-only. */
  live?: LiveView;
  report(descriptor: ReportDescriptor): void;
}

/** What the prefetch phase shows a rule when it asks what the rule will read from a registry. */
export interface McpPrefetchContext extends Omit<McpRuleContext, "report" | "registry" | "tree" | "parsed" | "repository"> {
  /** online: --online (ask for everything the rule reads); fixes: only what a fix needs (rules with `meta.network` are not asked). */
  mode: Exclude<RegistryMode, "offline">;
}

export interface McpRule {
  meta: RuleMeta & { appliesTo: "mcp-config" };
  check(context: McpRuleContext): void;
  /** The registry facts `check` will read, fetched (de-duplicated, concurrently) before any rule runs. */
  prefetch?(context: McpPrefetchContext): readonly PackageQuery[];
}

/** A skill finding: like any other, plus which file of the skill it is in (default SKILL.md). */
export interface SkillReportDescriptor extends Omit<ReportDescriptor, "node"> {
  /** Path inside the skill folder, forward slashes; default `SKILL.md`. */
  file?: string;
  /**
   * A file outside the skill folder the finding is in (a plugin script the skill runs, a plugin
   * hook): its text gives the range, its paths the shown file and the fingerprint.
   */
  source?: SourceFile;
}

export interface SkillRuleContext {
  skill: Skill;
  /** The front-matter key profile (`default` accepts every documented key of the major hosts). */
  profile: string;
  /** The audit lock of the project, when there is one (what a human reviewed). */
  lock: AuditLock | undefined;
  /** This skill's key in `lock.skills` (its folder from the lock's root). */
  lockKey: string;
  /** Plugins (real roots) whose manifest this run audits as a config: their hooks are judged there (risky-command), not again per skill. */
  pluginsAudited: ReadonlySet<string>;
  /** The run's shared answers to "is this folder a plugin's root" (absent: each skill asks the file system). */
  pluginLocator?: PluginLocator;
  options: Readonly<Record<string, unknown>>;
  report(descriptor: SkillReportDescriptor): void;
}

/**
 * A rule over skill folders. Its checks are `check` and `checkFile` on every file of the skill, in that
 * order: run rules through `lintSkill` (src/audit/skill-engine.ts), never `check` alone.
 */
export interface SkillRule {
  meta: RuleMeta & { appliesTo: "skill" };
  /** What the rule checks of the skill as a whole; runs before any file's checkFile. */
  check?(context: SkillRuleContext): void;
  /**
   * What the rule checks in one file of the skill. The engine visits each file once, runs every rule's
   * checkFile on it, then lets the file's decoded text go (`Skill.release`): a skill's texts do not all
   * live while its rules run, so they die young instead of filling the old generation.
   */
  checkFile?(context: SkillRuleContext, file: SkillFile): void;
}

export type Rule = McpRule | SkillRule;
