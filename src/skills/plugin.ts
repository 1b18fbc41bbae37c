// A skill that lives in a Claude Code plugin can run files of the plugin outside its own folder
// (`${CLAUDE_PLUGIN_ROOT}/scripts/x.sh`, `../../scripts/x.mjs`), and the plugin's hooks run
// commands on their own (SessionStart, PreToolUse…). This finds the plugin a skill belongs to,
// the plugin files the skill points at, and the hook commands — bounded: only inside the plugin's
// folder (never above the repository root), a few levels up, capped in files and bytes.
import fs from "node:fs";
import path from "node:path";
import { findNodeAtLocation, parseTree, type Node } from "jsonc-parser";
import { existsIn, PLUGIN_MANIFEST_PATH } from "../core/listed-folders.js";
import { decodeSource, type SourceFile } from "../core/source.js";
import { joinDisplay, type Skill } from "./model.js";

export const PLUGIN_MANIFEST = PLUGIN_MANIFEST_PATH;
/** How far above a skill its plugin's root may be (`plugins/p/skills/s` is two). */
const MAX_LEVELS = 4;
/** Plugin files read for one skill, and their bytes: past either, the rest is reported as not read. */
export const MAX_PLUGIN_FILES = 32;
export const MAX_PLUGIN_BYTES = 4 * 1024 * 1024;
/** One plugin file above this is not read (and is reported). */
export const MAX_PLUGIN_FILE_BYTES = 1024 * 1024;

export interface Plugin {
  root: string;
  realRoot: string;
  /** The root as shown, and from the repository root (for fingerprints). */
  displayRoot: string;
  identityRoot: string;
}

/**
 * Which folders hold a plugin manifest or `.git`, for the skills of one run: skills of the same
 * package share the folders above them, so each is asked once (the answers hold while the run does:
 * an audit writes neither). Made per run (src/audit/skill-audit.ts); without one, every skill asks.
 */
export class PluginLocator {
  /** By folder: which of the two names were asked (bits 1, 4) and found (bits 2, 8). */
  private readonly known = new Map<string, number>();

  exists(dir: string, name: typeof PLUGIN_MANIFEST | ".git"): boolean {
    const asked = name === ".git" ? 4 : 1;
    let bits = this.known.get(dir) ?? 0;
    if ((bits & asked) === 0) {
      bits |= asked | (existsIn(dir, name) ? asked << 1 : 0);
      this.known.set(dir, bits);
    }
    return (bits & (asked << 1)) !== 0;
  }
}

const UNSHARED = { exists: existsIn };

/** The plugin whose folder holds the skill: the nearest parent with `.claude-plugin/plugin.json`, not above a `.git` folder. */
export function enclosingPlugin(skill: Skill, locator: Pick<PluginLocator, "exists"> = UNSHARED): Plugin | undefined {
  let dir = skill.dir;
  for (let level = 0; level <= MAX_LEVELS; level++) {
    if (level > 0 && locator.exists(dir, PLUGIN_MANIFEST)) {
      let realRoot: string;
      try {
        realRoot = fs.realpathSync(dir);
      } catch {
        return undefined;
      }
      const up = path.relative(skill.dir, dir).split(path.sep).join("/");
      return { root: dir, realRoot, displayRoot: normal(joinDisplay(skill.displayDir, up)), identityRoot: normal(joinDisplay(skill.identityDir, up)) };
    }
    if (locator.exists(dir, ".git")) return undefined; // the repository's root: never look above it
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
  return undefined;
}

function normal(p: string): string {
  const n = path.posix.normalize(p);
  return n === "." ? "" : n.replace(/\/$/, "");
}

/** Paths in text that point into the plugin: `${CLAUDE_PLUGIN_ROOT}/x`, and `../x` from `fromDir` (absolute). */
export function pluginReferences(text: string, fromDir: string, plugin: Plugin, skillDir: string): string[] {
  const out = new Set<string>();
  const rootRef = /\$\{?CLAUDE_PLUGIN_ROOT\}?[/\\]([\w.@+-]{1,100}(?:[/\\][\w.@+-]{1,100}){0,12})/g;
  for (let m = rootRef.exec(text); m; m = rootRef.exec(text)) out.add(path.join(plugin.root, m[1]!));
  const relative = /(?<![\w.\/-])((?:\.\.\/){1,6}[\w.@+-]{1,100}(?:\/[\w.@+-]{1,100}){0,12})/g;
  for (let m = relative.exec(text); m; m = relative.exec(text)) {
    const target = path.resolve(fromDir, m[1]!);
    if (!isInside(skillDir, target)) out.add(target);
  }
  return [...out].filter((p) => isInside(plugin.root, p)).sort();
}

export type PluginRead = { source: SourceFile; relative: string } | { problem: "too-large" | "unreadable" | "outside"; relative: string; size?: number };

/** Read a plugin file (forward-slash path from the plugin root in `relative`), refusing links that leave the plugin. */
export function readPluginFile(plugin: Plugin, absolute: string): PluginRead | undefined {
  const relative = path.relative(plugin.root, absolute).split(path.sep).join("/");
  let stat: fs.Stats;
  try {
    stat = fs.statSync(absolute);
  } catch {
    return undefined; // missing: skill-broken-reference's business
  }
  if (!stat.isFile()) return undefined;
  try {
    if (!isInside(plugin.realRoot, fs.realpathSync(absolute))) return { problem: "outside", relative };
  } catch {
    return { problem: "unreadable", relative };
  }
  if (stat.size > MAX_PLUGIN_FILE_BYTES) return { problem: "too-large", relative, size: stat.size };
  try {
    const source = decodeSource(absolute, normal(joinDisplay(plugin.displayRoot, relative)), fs.readFileSync(absolute));
    source.identityPath = normal(joinDisplay(plugin.identityRoot, relative));
    return { source, relative };
  } catch {
    return { problem: "unreadable", relative };
  }
}

/** The hook files of a plugin: `hooks/hooks.json`, and what the manifest's `hooks` names or holds. */
export function hookFiles(plugin: Plugin): string[] {
  const files = new Set<string>();
  const manifest = path.join(plugin.root, PLUGIN_MANIFEST);
  files.add(manifest); // inline hooks, if any, are in the manifest itself
  const standard = path.join(plugin.root, "hooks", "hooks.json");
  if (fs.existsSync(standard)) files.add(standard);
  try {
    const tree = parseTree(fs.readFileSync(manifest, "utf8"));
    const hooks = tree ? findNodeAtLocation(tree, ["hooks"]) : undefined;
    const named = hooks?.type === "string" ? [hooks] : hooks?.type === "array" ? (hooks.children ?? []) : [];
    for (const n of named) {
      if (n.type !== "string" || typeof n.value !== "string") continue;
      const target = path.join(plugin.root, n.value.replace(/^\$\{CLAUDE_PLUGIN_ROOT\}[/\\]?/, ""));
      if (isInside(plugin.root, target)) files.add(target);
    }
  } catch {
    // an unreadable manifest is skill-frontmatter's and the plugin linter's business
  }
  return [...files];
}

export interface HookCommand {
  /** The event it runs on (`SessionStart`). */
  event: string;
  /** Offsets of the command string's inside in the file's text, and its value. */
  start: number;
  end: number;
  value: string;
}

/** Every `"command"` of the hooks in a hooks file (or in a manifest's inline `hooks`). */
export function hookCommands(text: string, isManifest: boolean): HookCommand[] {
  const tree = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  if (!tree) return [];
  const hooks = isManifest ? findNodeAtLocation(tree, ["hooks"]) : (findNodeAtLocation(tree, ["hooks"]) ?? tree);
  if (!hooks || hooks.type !== "object") return [];
  const out: HookCommand[] = [];
  for (const event of hooks.children ?? []) {
    const name = event.children?.[0]?.value;
    const value = event.children?.[1];
    if (typeof name !== "string" || !value) continue;
    collectCommands(value, name, out, 0);
  }
  return out;
}

function collectCommands(node: Node, event: string, out: HookCommand[], depth: number): void {
  if (depth > 8) return;
  if (node.type === "object") {
    for (const prop of node.children ?? []) {
      const key = prop.children?.[0]?.value;
      const value = prop.children?.[1];
      if (!value) continue;
      if (key === "command" && value.type === "string" && typeof value.value === "string") out.push({ event, start: value.offset + 1, end: value.offset + value.length - 1, value: value.value });
      else collectCommands(value, event, out, depth + 1);
    }
  } else if (node.type === "array") for (const c of node.children ?? []) collectCommands(c, event, out, depth + 1);
}

/** Whether the skill is the plugin's first (by folder name): the one that reports the plugin's hooks, once. */
export function ownsPluginHooks(plugin: Plugin, skill: Skill): boolean {
  const skillsDir = path.join(plugin.root, "skills");
  let names: string[] = [];
  try {
    names = fs.readdirSync(skillsDir).filter((n) => fs.existsSync(path.join(skillsDir, n, "SKILL.md"))).sort();
  } catch {
    names = [];
  }
  if (names.length === 0) return true;
  const first = path.join(skillsDir, names[0]!);
  return path.resolve(skill.dir) === path.resolve(first) || !isInside(skillsDir, skill.dir);
}

export function isInside(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}
