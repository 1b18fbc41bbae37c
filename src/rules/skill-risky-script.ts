// skill-risky-script: the commands a skill makes the agent run, in every form — scripts in any
// language, Dockerfile RUN lines, Makefile and justfile recipes, package.json scripts, Markdown
// code blocks, `$ ` prompts and inline commands, plugin files the skill runs and its plugin's hooks
// — and the secrets its files hold. Each finding names its category and a confidence. The scanner
// is src/skills/commands/ (patterns as data, with examples that tests check).
import path from "node:path";
import type { SkillRule, SkillRuleContext } from "./types.js";
import { docsUrl } from "../core/docs.js";
import { positionAt, type SourceFile } from "../core/source.js";
import { classifyByName, classifyFile, readForSecrets, type FileClass } from "../skills/file-kind.js";
import { SKILL_FILE, type Skill } from "../skills/model.js";
import { enclosingPlugin, hookCommands, hookFiles, MAX_PLUGIN_BYTES, MAX_PLUGIN_FILES, ownsPluginHooks, pluginReferences, readPluginFile, PLUGIN_MANIFEST, type Plugin } from "../skills/plugin.js";
import { printable } from "../skills/unicode.js";
import { finishHits, scanCommandText, scanFile } from "../skills/commands/scan.js";
import { CATEGORY_ADVICE, CATEGORY_SEVERITY, type Hit } from "../skills/commands/types.js";

/** Files above this size are not scanned (and say so): no hand-written skill script or page is this large. */
export const MAX_SCAN_BYTES = 1024 * 1024;
/** Findings per file before the rest are summed up in one. */
export const MAX_FINDINGS_PER_FILE = 100;

export const skillRiskyScript: SkillRule = {
  meta: {
    id: "skill-risky-script",
    description: "Commands a skill makes the agent run (scripts, Dockerfiles, recipes, package scripts, Markdown code and inline commands, plugin hooks) that download and run code, lift the agent's safety checks, read credentials, hold secrets, persist, send data away, hide code, install unpinned packages, or use root and wide deletes",
    defaultSeverity: "error",
    appliesTo: "skill",
    // What to do instead depends on what the script is for: the message says it, the user decides.
    fix: "none",
    network: false,
    docs: docsUrl("skill-risky-script"),
  },
  // The plugin the skill belongs to: the files it runs there and its hooks (read before the engine's
  // pass over the skill's files, which lets each text go once its checks are done).
  check(context) {
    const plugin = enclosingPlugin(context.skill, context.pluginLocator);
    if (plugin) checkPlugin(context, plugin);
  },
  checkFile(context, file) {
    if (file.kind !== "file") return;
    const byName = classifyByName(file.path);
    if (byName?.kind === "binary") return;
    const scansAll = byName === undefined || byName.kind === "code" || byName.kind === "markdown";
    if (file.size > MAX_SCAN_BYTES) {
      if (scansAll) tooLarge(context, file.path, file.size);
      return;
    }
    if (!scansAll && !readForSecrets(file.path, file.size)) return;
    const source = context.skill.readText(file.path);
    if (!source) return; // binary or not UTF-8: skill-unaudited-file reports it
    const kind = byName && byName.kind !== "data" && byName.kind !== "text" ? byName : classifyFile(file.path, file.executable, source.text.slice(0, 300));
    if (kind.kind === "binary") return;
    report(context, file.path, undefined, source, scanFile(source.text, kind, { path: file.path }));
  },
};

/** What a hook file's commands hold, as reported: a command written with JSON escapes is placed on its whole string. */
function hookHits(source: SourceFile, isManifest: boolean): Hit[] {
  const hits: Hit[] = [];
  for (const cmd of hookCommands(source.text, isManifest)) {
    const raw = source.text.slice(cmd.start, cmd.end);
    if (raw === cmd.value) scanCommandText(source.text, cmd.start, cmd.end, hits);
    else {
      const inner: Hit[] = [];
      scanCommandText(cmd.value, 0, cmd.value.length, inner);
      for (const h of inner) hits.push({ ...h, offset: cmd.start, length: cmd.end - cmd.start });
    }
  }
  return finishHits(source.text, hits);
}

/** Plugin files the skill points at (outside its folder), and — from the plugin's first skill, unless the run audits the plugin itself — the plugin's hooks. */
function checkPlugin(context: SkillRuleContext, plugin: Plugin): void {
  const { skill } = context;
  const targets = new Set<string>();
  for (const file of skill.files) {
    if (file.kind !== "file" || file.size > MAX_SCAN_BYTES) continue;
    const kind = classifyByName(file.path);
    if (kind && kind.kind !== "code" && kind.kind !== "markdown") continue;
    // Told from the kept bytes first: a file that names neither is not decoded before its turn.
    if (skill.mayHold?.(file.path, "CLAUDE_PLUGIN_ROOT") === false && skill.mayHold(file.path, "../") === false) continue;
    const source = skill.readText(file.path);
    if (!source || (!source.text.includes("CLAUDE_PLUGIN_ROOT") && !source.text.includes("../"))) continue;
    for (const t of pluginReferences(source.text, path.dirname(path.join(skill.dir, file.path)), plugin, skill.dir)) targets.add(t);
  }
  const hooks: { source: SourceFile; relative: string }[] = [];
  if (ownsPluginHooks(plugin, skill)) {
    // When the run audits the plugin's manifest, the hook commands are configs: risky-command and
    // inline-secret report them once there. The scripts they run are this rule's all the same. A
    // skill named alone answers for all of it.
    const commandsJudgedAsConfig = context.pluginsAudited.has(plugin.realRoot);
    for (const file of hookFiles(plugin)) {
      const read = readPluginFile(plugin, file);
      // A hook file too large to read is said, not passed over: the scripts it runs are not followed.
      if (read && "problem" in read && read.problem === "too-large") tooLarge(context, read.relative, read.size ?? 0, plugin);
      if (!read || !("source" in read)) continue;
      if (!commandsJudgedAsConfig) hooks.push(read);
      for (const cmd of hookCommands(read.source.text, read.relative === PLUGIN_MANIFEST)) {
        for (const t of pluginReferences(cmd.value, plugin.root, plugin, skill.dir)) targets.add(t);
      }
    }
  }
  for (const hook of hooks) {
    const hits = hookHits(hook.source, hook.relative === PLUGIN_MANIFEST);
    report(context, hook.relative, `the plugin's hook in ${hook.source.displayPath}`, hook.source, hits);
  }
  let files = 0;
  let bytes = 0;
  for (const target of [...targets].sort()) {
    if (files >= MAX_PLUGIN_FILES || bytes >= MAX_PLUGIN_BYTES) {
      notRead(context, plugin, targets.size - files);
      return;
    }
    const read = readPluginFile(plugin, target);
    if (!read) continue;
    files++;
    if (!("source" in read)) {
      if (read.problem === "too-large") tooLarge(context, read.relative, read.size ?? 0, plugin);
      continue;
    }
    bytes += read.source.text.length;
    const kind = classifyFile(read.relative, false, read.source.text.slice(0, 300));
    if (kind.kind !== "code" && kind.kind !== "markdown") continue;
    report(context, read.relative, read.source.displayPath, read.source, scanFile(read.source.text, kind, { path: read.relative }));
  }
}

function report(context: SkillRuleContext, filePath: string, outside: string | undefined, source: SourceFile, hits: Hit[]): void {
  if (hits.length === 0) return;
  const name = skillName(context.skill);
  const where = outside ? ` (runs ${outside})` : "";
  const shown = hits.slice(0, MAX_FINDINGS_PER_FILE);
  for (const hit of shown) {
    const line = positionAt(source, hit.offset).line;
    context.report({
      ...(outside ? { source } : { file: filePath }),
      offset: hit.offset,
      length: hit.length,
      pointer: `${outside ? source.displayPath : filePath}#L${line}`,
      severity: hit.severity ?? CATEGORY_SEVERITY[hit.category],
      confidence: hit.confidence,
      subject: `${hit.id}:${hit.label}`,
      message: `skill "${name}"${where} ${hit.description} (${printable(hit.label)}) [${hit.category}]: ${CATEGORY_ADVICE[hit.category]}`,
      ...(hit.secrets ? { secrets: hit.secrets } : {}),
    });
  }
  const rest = hits.slice(MAX_FINDINGS_PER_FILE);
  if (rest.length > 0) {
    const severity = rest.some((h) => (h.severity ?? CATEGORY_SEVERITY[h.category]) === "error") ? "error" : "warning";
    context.report({
      ...(outside ? { source } : { file: filePath }),
      offset: rest[0]!.offset,
      length: rest[0]!.length,
      pointer: `${outside ? source.displayPath : filePath}#more`,
      severity,
      subject: "more",
      message: `skill "${name}" has ${rest.length} more risky commands in ${outside ? source.displayPath : filePath} (only the first ${MAX_FINDINGS_PER_FILE} are listed): review the whole file`,
      secrets: rest.flatMap((h) => h.secrets ?? []),
    });
  }
}

function tooLarge(context: SkillRuleContext, filePath: string, size: number, plugin?: Plugin): void {
  const shown = plugin ? `${plugin.displayRoot}/${filePath}` : filePath;
  context.report({
    file: plugin ? SKILL_FILE : filePath,
    offset: 0,
    length: 0,
    pointer: `${shown}#too-large`,
    severity: "warning",
    subject: `too-large:${shown}`,
    message: `skill "${skillName(context.skill)}" has a file too large to scan for risky commands (${shown}, ${(size / 1048576).toFixed(1)} MB, over ${MAX_SCAN_BYTES / 1048576} MB): review it by hand, or split it`,
  });
}

function notRead(context: SkillRuleContext, plugin: Plugin, count: number): void {
  context.report({
    file: SKILL_FILE,
    offset: 0,
    length: 0,
    pointer: `${plugin.displayRoot}#not-read`,
    severity: "warning",
    subject: "plugin-cap",
    message: `skill "${skillName(context.skill)}" points at ${count} more files of its plugin than mcp-audit reads (${MAX_PLUGIN_FILES} files, ${MAX_PLUGIN_BYTES / 1048576} MB): review them by hand`,
  });
}

/** The skill's name as its front matter gives it, else its folder's name. */
function skillName(skill: Skill): string {
  const n = skill.frontMatter.data?.["name"];
  return printable(typeof n === "string" && n.trim() !== "" ? n : skill.folderName);
}

export type { FileClass };
