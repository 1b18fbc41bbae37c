// skill-guard-invocation: a skill that deploys, publishes, releases, pushes or migrates a production
// database should start only when the user asks (Claude Code: `disable-model-invocation: true`), not
// whenever the model thinks the conversation fits its description. The actions are data:
// src/skills/deploy-actions.ts (commands, words, negations).
import { isMap, isScalar } from "yaml";
import type { Fix } from "../core/types.js";
import type { SkillRule } from "./types.js";
import { docsUrl } from "../core/docs.js";
import { detectEol } from "../core/source.js";
import { frontMatterEntry } from "../skills/front-matter.js";
import { type Skill } from "../skills/model.js";
import { findActions, type FoundAction } from "../skills/deploy-actions.js";
import { keyDefinition, profileById } from "../skills/profiles.js";
import { markdownFences } from "../skills/markdown-fences.js";
import { printable } from "../skills/unicode.js";

const KEY = "disable-model-invocation";
/**
 * Whether the profile's host reads the key: the default profile (every major host's keys), Claude Code,
 * and the hosts that adopted it (VS Code, Cursor). An unknown profile falls back to Claude Code's view.
 */
function hostReadsKey(profileId: string): boolean {
  const profile = profileById(profileId);
  return profile ? keyDefinition(profile, KEY) !== undefined : profileId === "claude-code";
}

export const skillGuardInvocation: SkillRule = {
  meta: {
    id: "skill-guard-invocation",
    description: "Skills that deploy, publish, release, push or migrate production without disable-model-invocation: true",
    defaultSeverity: "warning",
    appliesTo: "skill",
    // Unsafe: afterwards the model no longer starts the skill by itself; the user must type /name.
    fix: "unsafe",
    network: false,
    docs: docsUrl("skill-guard-invocation"),
  },
  check(context) {
    const { skill } = context;
    if (!hostReadsKey(context.profile)) return;
    const fm = skill.frontMatter;
    // No or broken front matter: skill-frontmatter reports it, and the host would not load the skill.
    if (!fm.present || !fm.document || fm.problems.length > 0) return;
    const entry = frontMatterEntry(fm, KEY);
    const value = entry?.pair.value;
    if (isScalar(value) && value.value === true) return;

    const actions = actionsOf(skill);
    if (actions.length === 0) return;
    // Point at what the message names: the first command, else the first word.
    const first = actions.find((a) => a.found.action.kind === "command") ?? actions[0]!;
    const declared = fm.data?.["name"];
    const name = printable(typeof declared === "string" && declared.trim() !== "" ? declared : skill.folderName);
    const what = describe(actions);
    // The key is there but not `true` (false, empty, the string "true"): the fix replaces its value.
    const keyPresent = entry !== undefined;
    const fix = guardFix(skill);
    context.report({
      offset: first.offset,
      length: first.length,
      pointer: `/${KEY}`,
      subject: name,
      message: keyPresent
        ? `skill "${name}" ${what} but the model can invoke it on its own (${KEY} is not true): set ${KEY}: true so only the user can start it`
        : `skill "${name}" ${what} but the model can invoke it on its own: add ${KEY}: true so only the user can start it`,
      ...(fix ? { fix } : {}),
    });
  },
};

interface Located {
  found: FoundAction;
  /** Offset and length in SKILL.md's text. */
  offset: number;
  length: number;
}

/** Actions in the name (hyphens read as spaces), the description and the body, in that order. */
function actionsOf(skill: Skill): Located[] {
  const text = skill.skillMd.text;
  const out: Located[] = [];
  for (const key of ["name", "description"] as const) {
    const value = skill.frontMatter.data?.[key];
    const entry = frontMatterEntry(skill.frontMatter, key);
    if (typeof value !== "string" || !entry) continue;
    const scanned = key === "name" ? value.replace(/-/g, " ") : value;
    for (const found of findActions(scanned)) {
      // Exact position when the value is written as is (a plain scalar); else the value's start.
      const raw = text.slice(entry.valueOffset, entry.valueOffset + entry.valueLength);
      const exact = raw === value;
      out.push({ found, offset: exact ? entry.valueOffset + found.index : entry.valueOffset, length: exact ? found.length : entry.valueLength });
    }
  }
  const body = text.slice(skill.bodyOffset);
  const fences = markdownFences(body);
  for (const found of findActions(body, fences)) out.push({ found, offset: skill.bodyOffset + found.index, length: found.length });
  return out;
}

/** "runs git push and kubectl apply" when commands were found; else the verbs: "deploys and publishes". */
function describe(actions: Located[]): string {
  const commands = unique(actions.filter((a) => a.found.action.kind === "command").map((a) => a.found.label));
  if (commands.length > 0) return `runs ${list(commands)}`;
  return list(unique(actions.map((a) => a.found.label)));
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

function list(items: string[]): string {
  const shown = items.length > 3 ? [...items.slice(0, 3), `${items.length - 3} more`] : items;
  return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
}

/** Set the key to true, or add it as the front matter's last line (same line endings). */
function guardFix(skill: Skill): Fix | undefined {
  const fm = skill.frontMatter;
  const contents = fm.document?.contents;
  const text = skill.skillMd.text;
  const entry = frontMatterEntry(fm, KEY);
  if (entry) {
    const empty = entry.valueLength === 0;
    // A block value (`|`, a nested map) cannot be swapped for a scalar safely.
    if (!empty && !isScalar(entry.pair.value)) return undefined;
    return {
      safety: "unsafe",
      description: `set ${KEY}: true: only the user can start the skill`,
      edits: [{ offset: entry.valueOffset, length: entry.valueLength, content: empty && text[entry.valueOffset - 1] === ":" ? " true" : "true" }],
    };
  }
  // A flow mapping (`{name: x}`) has no line to add; an empty front matter takes the line as is.
  if (contents !== null && contents !== undefined && !(isMap(contents) && !contents.flow)) return undefined;
  return {
    safety: "unsafe",
    description: `add ${KEY}: true to the front matter: only the user can start the skill`,
    edits: [{ offset: fm.end, length: 0, content: `${KEY}: true${detectEol(text)}` }],
  };
}
