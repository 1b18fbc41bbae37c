// Front-matter key profiles: which SKILL.md keys each host documents, with their types and limits.
// Data only, each key with the page that documents it. A key only one blog post mentions stays out:
// a linter that invents keys is as wrong as one that rejects documented ones.

/** How a key's value must look. */
export type KeyType =
  /** A YAML string (plain or quoted). */
  | "string"
  /** `true` or `false`. */
  | "boolean"
  /** A mapping whose values are all strings (`metadata`). */
  | "string-map"
  /** A string, or a list of strings (`allowed-tools: Read Grep` or `[Read, Grep]`). */
  | "string-or-list"
  /** Any mapping (structured settings such as `hooks`). */
  | "mapping";

export interface KeyDefinition {
  key: string;
  type: KeyType;
  /** Characters, where the source sets a limit. */
  maxLength?: number;
  /** What the key does, in a few words. */
  summary: string;
  /** The page that documents the key. */
  source: string;
  /** Marked experimental by its source. */
  experimental?: boolean;
  /** An older spelling the source once documented; the key to write instead. */
  replacedBy?: string;
  /** Checked in depth by another rule (its limits are reported there, not by skill-frontmatter). */
  checkedBy?: "skill-name" | "skill-description";
}

export interface Profile {
  id: string;
  /** How messages name the profile: `Claude Code`. */
  label: string;
  /** How messages say a key belongs: `key "x" is not one <reads>`. */
  reads: string;
  summary: string;
  /** The pages the profile was transcribed from. */
  sources: string[];
  keys: KeyDefinition[];
}

const SPEC = "https://agentskills.io/specification";
const CLAUDE_CODE = "https://code.claude.com/docs/en/skills#frontmatter-reference";
const VSCODE = "https://code.visualstudio.com/docs/copilot/customization/agent-skills#_skillmd-file-format";
const CURSOR = "https://cursor.com/docs/context/skills";
const CODEX = "https://developers.openai.com/codex/skills";
const COPILOT = "https://docs.github.com/en/copilot/how-tos/use-copilot-agents/coding-agent/create-skills";
const GEMINI = "https://geminicli.com/docs/cli/creating-skills";

/** The open specification's keys (agentskills.io). Every host below says it follows it. */
export const SPEC_KEYS: readonly KeyDefinition[] = [
  { key: "name", type: "string", maxLength: 64, summary: "lowercase a-z, 0-9 and hyphens; equals the folder name", source: SPEC, checkedBy: "skill-name" },
  { key: "description", type: "string", maxLength: 1024, summary: "what the skill does and when to use it", source: SPEC, checkedBy: "skill-description" },
  { key: "license", type: "string", summary: "license name or bundled license file", source: SPEC },
  { key: "compatibility", type: "string", maxLength: 500, summary: "environment requirements (product, system packages, network access)", source: SPEC },
  { key: "metadata", type: "string-map", summary: "extra properties as a map of strings to strings", source: SPEC },
  { key: "allowed-tools", type: "string", summary: "space-delimited list of pre-approved tools", source: SPEC, experimental: true },
];

/** Claude Code's additions (its frontmatter reference), plus the spec's keys it reads. */
export const CLAUDE_CODE_KEYS: readonly KeyDefinition[] = [
  { key: "when_to_use", type: "string", summary: "more trigger context, appended to the description in the skill listing", source: CLAUDE_CODE },
  { key: "argument-hint", type: "string", summary: "hint shown while completing /skill-name", source: CLAUDE_CODE },
  { key: "arguments", type: "string-or-list", summary: "named positional arguments for $name substitution", source: CLAUDE_CODE },
  { key: "disable-model-invocation", type: "boolean", summary: "true: only the user can invoke the skill", source: CLAUDE_CODE },
  { key: "user-invocable", type: "boolean", summary: "false: hidden from the / menu", source: CLAUDE_CODE },
  // Claude Code reads a YAML list as well as the spec's space-delimited string.
  { key: "allowed-tools", type: "string-or-list", summary: "tools Claude may use without asking while the skill is active", source: CLAUDE_CODE },
  { key: "disallowed-tools", type: "string-or-list", summary: "tools removed while the skill is active", source: CLAUDE_CODE },
  { key: "model", type: "string", summary: "model to use while the skill runs", source: CLAUDE_CODE },
  { key: "effort", type: "string", summary: "effort level while the skill runs", source: CLAUDE_CODE },
  { key: "context", type: "string", summary: "fork: run the skill in a subagent", source: CLAUDE_CODE },
  { key: "agent", type: "string", summary: "subagent type for context: fork", source: CLAUDE_CODE },
  { key: "hooks", type: "mapping", summary: "hooks scoped to the skill's lifecycle", source: CLAUDE_CODE },
  { key: "paths", type: "string-or-list", summary: "globs that limit when the skill activates", source: CLAUDE_CODE },
  { key: "shell", type: "string", summary: "shell for !`command` blocks (bash or powershell)", source: CLAUDE_CODE },
];

/** VS Code's (GitHub Copilot in VS Code) additions. */
export const VSCODE_KEYS: readonly KeyDefinition[] = [
  { key: "argument-hint", type: "string", summary: "hint shown when the skill is run as a slash command", source: VSCODE },
  { key: "user-invocable", type: "boolean", summary: "false: hidden from the / menu", source: VSCODE },
  { key: "disable-model-invocation", type: "boolean", summary: "true: only a / slash command loads the skill", source: VSCODE },
  { key: "context", type: "string", summary: "fork: run the skill in a subagent", source: VSCODE, experimental: true },
  // VS Code's page documented this spelling in early 2026 before settling on Claude Code's.
  { key: "user-invokable", type: "boolean", summary: "older spelling of user-invocable", source: VSCODE, replacedBy: "user-invocable" },
];

/** Cursor's additions. */
export const CURSOR_KEYS: readonly KeyDefinition[] = [
  { key: "disable-model-invocation", type: "boolean", summary: "true: the skill is used only when invoked with /", source: CURSOR },
];

function profile(id: string, label: string, summary: string, sources: string[], extra: readonly KeyDefinition[]): Profile {
  // A host's own definition of a spec key (Claude Code's allowed-tools) replaces the spec's.
  const own = new Set(extra.map((k) => k.key));
  const reads = id === "agentskills" ? `${label} defines` : `${label} reads`;
  return { id, label, reads, summary, sources, keys: [...SPEC_KEYS.filter((k) => !own.has(k.key)), ...extra] };
}

const HOST_PROFILES: readonly Profile[] = [
  profile("agentskills", "the Agent Skills specification", "the open specification's keys only (agentskills.io)", [SPEC], []),
  profile("claude-code", "Claude Code", "Claude Code: the spec's keys plus its own", [SPEC, CLAUDE_CODE], CLAUDE_CODE_KEYS),
  profile("vscode", "VS Code", "GitHub Copilot in VS Code: the spec's keys plus its own", [SPEC, VSCODE], VSCODE_KEYS),
  profile("cursor", "Cursor", "Cursor: the spec's keys plus disable-model-invocation", [SPEC, CURSOR], CURSOR_KEYS),
  // Codex reads name and description from SKILL.md; its own settings live in agents/openai.yaml.
  profile("codex", "Codex", "OpenAI Codex: the spec's keys (its extras go in agents/openai.yaml)", [SPEC, CODEX], []),
  profile("copilot", "GitHub Copilot", "GitHub Copilot cloud agent and CLI: the spec's keys", [SPEC, COPILOT], []),
  profile("gemini-cli", "Gemini CLI", "Gemini CLI: the spec's keys", [SPEC, GEMINI], []),
];

const TYPE_BREADTH: Record<KeyType, number> = { boolean: 0, string: 1, "string-map": 1, mapping: 2, "string-or-list": 2 };

/** The union of every host's keys: a key two hosts type differently accepts both forms. */
function unionProfile(): Profile {
  const byKey = new Map<string, KeyDefinition>();
  for (const p of HOST_PROFILES) {
    for (const k of p.keys) {
      const seen = byKey.get(k.key);
      if (!seen) {
        byKey.set(k.key, k);
        continue;
      }
      // Keep the widest type; a limit holds only if every host that sets one agrees.
      const wider = TYPE_BREADTH[k.type] > TYPE_BREADTH[seen.type] ? k : seen;
      const maxLength = seen.maxLength !== undefined && k.maxLength !== undefined ? Math.max(seen.maxLength, k.maxLength) : (seen.maxLength ?? k.maxLength);
      const merged: KeyDefinition = { ...wider };
      if (maxLength !== undefined) merged.maxLength = maxLength;
      // Experimental only while every source says so.
      if (!(seen.experimental && k.experimental)) delete merged.experimental;
      byKey.set(k.key, merged);
    }
  }
  return {
    id: "default",
    label: "any documented host",
    reads: "any documented host reads",
    summary: "every key the specification or a major host documents",
    sources: [...new Set(HOST_PROFILES.flatMap((p) => p.sources))],
    keys: [...byKey.values()],
  };
}

export const PROFILES: readonly Profile[] = [unionProfile(), ...HOST_PROFILES];

export const DEFAULT_PROFILE = "default";

export function profileById(id: string): Profile | undefined {
  return PROFILES.find((p) => p.id === id);
}

export function keyDefinition(profile: Profile, key: string): KeyDefinition | undefined {
  return profile.keys.find((k) => k.key === key);
}

/** The hosts (not the union) that document a key, for "Claude Code reads it" hints. */
export function hostsDocumenting(key: string): Profile[] {
  return HOST_PROFILES.filter((p) => p.id !== "agentskills" && p.keys.some((k) => k.key === key && !SPEC_KEYS.includes(k)));
}

