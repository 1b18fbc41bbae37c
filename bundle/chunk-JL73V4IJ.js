import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  SEP2640_LIMITS,
  servedSkill
} from "./chunk-AUIHW3O5.js";
import {
  CHECKS_BY_PROGRAM,
  MarkdownRoles,
  ROOT_WRAPPERS,
  SECRET_NAME_HINTS,
  TOKEN_HINTS,
  WATCHED_PROGRAMS,
  allCommands,
  classifyComment,
  fenceLanguage,
  hiddenComments,
  inlineSpans,
  invocationOf,
  keywordsOf,
  lineStartNear,
  lowerBound,
  markdownFences,
  mayHoldCommand,
  parseShell,
  programName,
  promptCommands,
  readsAsCommand,
  scanText
} from "./chunk-ZNMJST73.js";
import {
  Suggester,
  closest
} from "./chunk-RYKQTHF2.js";
import {
  docsUrl
} from "./chunk-TTKOCA6W.js";
import {
  LOCK_FILE_NAME,
  NESTING_CODE,
  SKILL_FILE,
  changedKeys,
  classifyByName,
  classifyFile,
  classifyKey,
  codeKind,
  describeUnread,
  fileFacts,
  findSecrets,
  frontMatterEntry,
  frontMatterKeyAt,
  isReadable,
  joinDisplay,
  linkText,
  lockedFiles,
  plainFrontMatter,
  require_dist,
  sizeAndDigestChange,
  skillName,
  symlinkStatus
} from "./chunk-GOKKKTPB.js";
import {
  redact
} from "./chunk-QYU7G22G.js";
import {
  codePointHex,
  decodeTags,
  decodeVariationSelectors,
  describeCodePoint,
  findHiddenRuns,
  printable,
  showDecoded
} from "./chunk-P5O64WHN.js";
import {
  decodeSource,
  detectEol,
  findNodeAtLocation,
  parseTree,
  positionAt
} from "./chunk-XQIKUDHJ.js";
import {
  __toESM
} from "./chunk-ZIYZMNLY.js";

// src/rules/skill-frontmatter.ts
var import_yaml = __toESM(require_dist(), 1);

// src/skills/profiles.ts
var SPEC = "https://agentskills.io/specification";
var CLAUDE_CODE = "https://code.claude.com/docs/en/skills#frontmatter-reference";
var VSCODE = "https://code.visualstudio.com/docs/copilot/customization/agent-skills#_skillmd-file-format";
var CURSOR = "https://cursor.com/docs/context/skills";
var CODEX = "https://developers.openai.com/codex/skills";
var COPILOT = "https://docs.github.com/en/copilot/how-tos/use-copilot-agents/coding-agent/create-skills";
var GEMINI = "https://geminicli.com/docs/cli/creating-skills";
var SPEC_KEYS = [
  { key: "name", type: "string", maxLength: 64, summary: "lowercase a-z, 0-9 and hyphens; equals the folder name", source: SPEC, checkedBy: "skill-name" },
  { key: "description", type: "string", maxLength: 1024, summary: "what the skill does and when to use it", source: SPEC, checkedBy: "skill-description" },
  { key: "license", type: "string", summary: "license name or bundled license file", source: SPEC },
  { key: "compatibility", type: "string", maxLength: 500, summary: "environment requirements (product, system packages, network access)", source: SPEC },
  { key: "metadata", type: "string-map", summary: "extra properties as a map of strings to strings", source: SPEC },
  { key: "allowed-tools", type: "string", summary: "space-delimited list of pre-approved tools", source: SPEC, experimental: true }
];
var CLAUDE_CODE_KEYS = [
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
  { key: "shell", type: "string", summary: "shell for !`command` blocks (bash or powershell)", source: CLAUDE_CODE }
];
var VSCODE_KEYS = [
  { key: "argument-hint", type: "string", summary: "hint shown when the skill is run as a slash command", source: VSCODE },
  { key: "user-invocable", type: "boolean", summary: "false: hidden from the / menu", source: VSCODE },
  { key: "disable-model-invocation", type: "boolean", summary: "true: only a / slash command loads the skill", source: VSCODE },
  { key: "context", type: "string", summary: "fork: run the skill in a subagent", source: VSCODE, experimental: true },
  // VS Code's page documented this spelling in early 2026 before settling on Claude Code's.
  { key: "user-invokable", type: "boolean", summary: "older spelling of user-invocable", source: VSCODE, replacedBy: "user-invocable" }
];
var CURSOR_KEYS = [
  { key: "disable-model-invocation", type: "boolean", summary: "true: the skill is used only when invoked with /", source: CURSOR }
];
function profile(id, label, summary, sources, extra) {
  const own = new Set(extra.map((k) => k.key));
  const reads = id === "agentskills" ? `${label} defines` : `${label} reads`;
  return { id, label, reads, summary, sources, keys: [...SPEC_KEYS.filter((k) => !own.has(k.key)), ...extra] };
}
var HOST_PROFILES = [
  profile("agentskills", "the Agent Skills specification", "the open specification's keys only (agentskills.io)", [SPEC], []),
  profile("claude-code", "Claude Code", "Claude Code: the spec's keys plus its own", [SPEC, CLAUDE_CODE], CLAUDE_CODE_KEYS),
  profile("vscode", "VS Code", "GitHub Copilot in VS Code: the spec's keys plus its own", [SPEC, VSCODE], VSCODE_KEYS),
  profile("cursor", "Cursor", "Cursor: the spec's keys plus disable-model-invocation", [SPEC, CURSOR], CURSOR_KEYS),
  // Codex reads name and description from SKILL.md; its own settings live in agents/openai.yaml.
  profile("codex", "Codex", "OpenAI Codex: the spec's keys (its extras go in agents/openai.yaml)", [SPEC, CODEX], []),
  profile("copilot", "GitHub Copilot", "GitHub Copilot cloud agent and CLI: the spec's keys", [SPEC, COPILOT], []),
  profile("gemini-cli", "Gemini CLI", "Gemini CLI: the spec's keys", [SPEC, GEMINI], [])
];
var TYPE_BREADTH = { boolean: 0, string: 1, "string-map": 1, mapping: 2, "string-or-list": 2 };
function unionProfile() {
  const byKey = /* @__PURE__ */ new Map();
  for (const p of HOST_PROFILES) {
    for (const k of p.keys) {
      const seen = byKey.get(k.key);
      if (!seen) {
        byKey.set(k.key, k);
        continue;
      }
      const wider = TYPE_BREADTH[k.type] > TYPE_BREADTH[seen.type] ? k : seen;
      const maxLength = seen.maxLength !== void 0 && k.maxLength !== void 0 ? Math.max(seen.maxLength, k.maxLength) : seen.maxLength ?? k.maxLength;
      const merged = { ...wider };
      if (maxLength !== void 0) merged.maxLength = maxLength;
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
    keys: [...byKey.values()]
  };
}
var PROFILES = [unionProfile(), ...HOST_PROFILES];
var DEFAULT_PROFILE = "default";
function profileById(id) {
  return PROFILES.find((p) => p.id === id);
}
function keyDefinition(profile2, key) {
  return profile2.keys.find((k) => k.key === key);
}
function hostsDocumenting(key) {
  return HOST_PROFILES.filter((p) => p.id !== "agentskills" && p.keys.some((k) => k.key === key && !SPEC_KEYS.includes(k)));
}

// src/rules/skill-frontmatter.ts
var ID = "skill-frontmatter";
var skillFrontmatter = {
  meta: {
    id: ID,
    description: "SKILL.md must start with YAML front matter that parses, with keys the target hosts read and values of the right type.",
    defaultSeverity: "error",
    appliesTo: "skill",
    fix: "none",
    network: false,
    docs: docsUrl(ID)
  },
  check(context) {
    const { skill } = context;
    const fm = skill.frontMatter;
    const label = `skill "${skill.folderName}"`;
    if (!fm.present) {
      const late = /^\s*\n---[ \t]*\r?\n/.test(skill.skillMd.text);
      context.report({
        offset: 0,
        length: 0,
        pointer: "/",
        subject: "no-front-matter",
        message: late ? `${label}: SKILL.md's front matter must start on the very first line: remove the blank lines before ---` : `${label}: SKILL.md has no YAML front matter: start the file with ---, name and description, ---`
      });
      return;
    }
    reportYamlProblems(context, fm, label);
    if (!fm.document || fm.problems.some((p) => !KEY_LEVEL_PROBLEMS.has(p.code))) return;
    const contents = fm.document.contents;
    if (contents === null || (0, import_yaml.isScalar)(contents) && contents.value === null) {
      context.report({ offset: fm.start, length: 0, pointer: "/", subject: "empty", message: `${label}: the front matter is empty: add name: and description: lines` });
      return;
    }
    if (!(0, import_yaml.isMap)(contents)) {
      const [start, end] = contents.range;
      context.report({
        offset: fm.start + start,
        length: end - start,
        pointer: "/",
        subject: "not-a-map",
        message: `${label}: the front matter is not a map of keys: write it as name: \u2026 and description: \u2026 lines`
      });
      return;
    }
    const profile2 = resolveProfile(context, label);
    const allowed = new Set(stringList(context.options.allowKeys));
    for (const pair of contents.items) {
      if (!(0, import_yaml.isScalar)(pair.key)) continue;
      const key = String(pair.key.value);
      if (allowed.has(key)) continue;
      const keyOffset = fm.start + pair.key.range[0];
      const keyLength = pair.key.range[1] - pair.key.range[0];
      const def = keyDefinition(profile2, key) ?? renamed(key);
      if (!def) {
        reportUnknownKey(context, label, profile2, key, keyOffset, keyLength, [...allowed]);
        continue;
      }
      if (def.replacedBy) {
        context.report({
          offset: keyOffset,
          length: keyLength,
          pointer: pointerFor(key),
          subject: `renamed:${key}`,
          severity: "warning",
          message: `${label}: "${key}" is an older spelling: write "${def.replacedBy}", the key current hosts read`
        });
      }
      checkValue(context, fm, label, def, pair);
    }
  }
};
var KEY_LEVEL_PROBLEMS = /* @__PURE__ */ new Set(["DUPLICATE_KEY", "TAG_RESOLVE_FAILED"]);
function reportYamlProblems(context, fm, label) {
  const file = context.skill.skillMd;
  const lines = /* @__PURE__ */ new Set();
  for (const problem of fm.problems) {
    const line = positionAt(file, problem.offset).line;
    if (lines.has(line)) continue;
    lines.add(line);
    const base = { offset: problem.offset, length: problem.length, pointer: "/", subject: problem.code };
    switch (problem.code) {
      case "UNCLOSED":
        context.report({ ...base, message: `${label}: the front matter is not closed: add a line with --- after it` });
        break;
      case "DUPLICATE_KEY": {
        const key = keyAt(fm, problem.offset) ?? /^[^\s:]+/.exec(file.text.slice(problem.offset))?.[0] ?? "?";
        context.report({
          ...base,
          length: Math.max(problem.length, key.length),
          pointer: pointerFor(key),
          subject: `duplicate:${key}`,
          message: `${label}: duplicate front-matter key "${key}": some hosts refuse the file, others keep only one value; remove one of them`
        });
        break;
      }
      case NESTING_CODE:
        context.report({ ...base, fatal: true, message: `${label}: the front matter is ${problem.message}: flatten it so hosts can read the skill` });
        break;
      case "ALIAS_BOMB":
        context.report({
          ...base,
          message: `${label}: the front matter's YAML aliases expand too much (a "billion laughs" pattern that can hang the host): write the values out without aliases`
        });
        break;
      default: {
        const lineText = lineAt(file.text, problem.offset);
        const colon = /^\s*([\w-]+):\s+(?![|>"'])(.*?:\s.*)$/.exec(lineText);
        const message = colon ? `${label}: the front matter is not valid YAML: the value of "${colon[1]}" contains ": "; put the whole value in double quotes` : `${label}: the front matter is not valid YAML (${lowerFirst(problem.message)}): fix it so hosts can read the skill`;
        context.report({ ...base, message });
      }
    }
  }
}
function resolveProfile(context, label) {
  const requested = typeof context.options.profile === "string" ? context.options.profile : context.profile;
  const profile2 = profileById(requested);
  if (profile2) return profile2;
  const ids = PROFILES.map((p) => p.id);
  const guess = closest(requested, ids);
  context.report({
    offset: 0,
    length: 0,
    pointer: "/",
    subject: `profile:${requested}`,
    severity: "warning",
    message: `${label}: unknown front-matter profile "${requested}"${guess ? ` (did you mean "${guess}"?)` : ""}: use one of ${ids.join(", ")}; checked against "${DEFAULT_PROFILE}"`
  });
  return profileById(DEFAULT_PROFILE);
}
function renamed(key) {
  const def = keyDefinition(profileById(DEFAULT_PROFILE), key);
  return def?.replacedBy ? def : void 0;
}
function reportUnknownKey(context, label, profile2, key, offset, length, allowed) {
  const base = { offset, length, pointer: pointerFor(key), subject: `unknown:${key}` };
  const readers = profile2.id === DEFAULT_PROFILE ? [] : hostsDocumenting(key).map((p) => p.label);
  if (readers.length > 0) {
    context.report({
      ...base,
      severity: "warning",
      message: `${label}: front-matter key "${key}" is not one ${profile2.reads} (${readers.join(", ")} ${readers.length > 1 ? "read" : "reads"} it): remove it, or pick a profile for the host the skill targets`
    });
    return;
  }
  const guess = closest(key, [...profile2.keys.filter((k) => !k.replacedBy).map((k) => k.key), ...allowed]);
  if (guess) {
    context.report({ ...base, message: `${label}: unknown front-matter key "${key}": did you mean "${guess}"? Hosts ignore keys they do not know` });
    return;
  }
  context.report({
    ...base,
    severity: "warning",
    message: `${label}: front-matter key "${key}" is not one ${profile2.reads}: move it under metadata, or allow it with the allowKeys option`
  });
}
function checkValue(context, fm, label, def, pair) {
  const doc = fm.document;
  const value = describeValue(doc, pair.value, fm, context.skill.skillMd.text);
  const at = rangeOf(fm, pair.value ?? pair.key);
  const key = def.key;
  const report2 = (message, where2 = at, pointer = pointerFor(key), subject = `type:${key}`) => context.report({ offset: where2.offset, length: where2.length, pointer, subject, message: `${label}: ${message}` });
  if (value.shape === "empty") {
    if (!def.checkedBy) report2(`"${key}" is empty: give it a value or remove the key`);
    return;
  }
  switch (def.type) {
    case "string":
      if (value.shape !== "string") report2(`"${key}" must be a string, not ${shapePhrase(value)}: ${stringHint(value)}`);
      else if (def.maxLength !== void 0 && !def.checkedBy) {
        const length = [...stringOf(pair.value)].length;
        if (length > def.maxLength) report2(`"${key}" is ${length} characters: the limit is ${def.maxLength}; shorten it`, at, pointerFor(key), `length:${key}`);
      }
      return;
    case "boolean":
      if (value.shape !== "boolean") report2(`"${key}" must be true or false, not ${shapePhrase(value)}${booleanHint(key, value)}`);
      return;
    case "mapping":
      if (value.shape !== "map") report2(`"${key}" must be a map, not ${shapePhrase(value)}: write it as indented key: value lines`);
      return;
    case "string-map": {
      if (value.shape !== "map") {
        report2(`"${key}" must be a map of strings, not ${shapePhrase(value)}: write it as indented key: "value" lines`);
        return;
      }
      const map = resolveNode(doc, pair.value);
      if (!(0, import_yaml.isMap)(map)) return;
      for (const item of map.items) {
        const name = (0, import_yaml.isScalar)(item.key) ? String(item.key.value) : "?";
        const inner = describeValue(doc, item.value, fm, context.skill.skillMd.text);
        if (inner.shape === "string") continue;
        const where2 = rangeOf(fm, item.value ?? item.key);
        const what = inner.shape === "empty" ? `is empty: give it a string value or remove it` : `is ${shapePhrase(inner)}: ${key} values must be strings; ${stringHint(inner)}`;
        report2(`${key} "${name}" ${what}`, where2, `${pointerFor(key)}/${escapePointer(name)}`, `type:${key}/${name}`);
      }
      return;
    }
    case "string-or-list": {
      if (value.shape === "string") return;
      if (value.shape !== "list") {
        report2(`"${key}" must be a string or a list of strings, not ${shapePhrase(value)}: ${stringHint(value)}`);
        return;
      }
      const list2 = resolveNode(doc, pair.value);
      if (!(0, import_yaml.isSeq)(list2)) return;
      list2.items.forEach((item, index) => {
        const inner = describeValue(doc, item, fm, context.skill.skillMd.text);
        if (inner.shape === "string") return;
        const where2 = rangeOf(fm, item ?? pair.value);
        report2(`item ${index + 1} of "${key}" is ${shapePhrase(inner)}: list only strings; ${stringHint(inner)}`, where2, `${pointerFor(key)}/${index}`, `type:${key}/${index}`);
      });
      return;
    }
  }
}
function describeValue(doc, node, fm, text) {
  const resolved = resolveNode(doc, node);
  const raw = isNodeWithRange(node) ? text.slice(fm.start + node.range[0], fm.start + node.range[1]) : "";
  if (resolved === void 0) return { shape: "empty", node: void 0, text: raw };
  if ((0, import_yaml.isMap)(resolved)) return { shape: "map", node: resolved, text: raw };
  if ((0, import_yaml.isSeq)(resolved)) return { shape: "list", node: resolved, text: raw };
  if ((0, import_yaml.isScalar)(resolved)) {
    const v = resolved.value;
    const shape = v === null || v === void 0 ? "empty" : typeof v === "string" ? "string" : typeof v === "boolean" ? "boolean" : typeof v === "number" || typeof v === "bigint" ? "number" : "other";
    return { shape, node: resolved, text: raw };
  }
  return { shape: "other", node: void 0, text: raw };
}
function resolveNode(doc, node) {
  let current = node;
  for (let hops = 0; hops < 10 && (0, import_yaml.isAlias)(current); hops++) current = current.resolve(doc);
  return current === null || current === void 0 || (0, import_yaml.isAlias)(current) ? void 0 : current;
}
function stringOf(node) {
  return (0, import_yaml.isScalar)(node) && typeof node.value === "string" ? node.value : "";
}
function shapePhrase(value) {
  const shown = value.text.length > 0 && value.text.length <= 40 && !value.text.includes("\n") ? ` (${value.text})` : "";
  switch (value.shape) {
    case "string":
      return `a string${shown}`;
    case "boolean":
      return `${value.text || "a boolean"}`;
    case "number":
      return `a number${shown}`;
    case "list":
      return "a list";
    case "map":
      return "a map";
    case "empty":
      return "an empty value";
    default:
      return `a value of another type${shown}`;
  }
}
function stringHint(value) {
  if (value.shape === "number" || value.shape === "boolean" || value.shape === "other") return `quote it ("${value.text.replace(/^!!?\S+\s+/, "").replace(/"/g, '\\"')}")`;
  if (value.shape === "list") return "write the items as one string";
  return "write it as one string";
}
var TRUTHY = /* @__PURE__ */ new Set(["true", "yes", "y", "on"]);
var FALSY = /* @__PURE__ */ new Set(["false", "no", "n", "off"]);
function booleanHint(key, value) {
  if (value.shape !== "string" || !(0, import_yaml.isScalar)(value.node)) return `: write ${key}: true or ${key}: false`;
  const word = String(value.node.value).trim().toLowerCase();
  if (TRUTHY.has(word)) return `: write ${key}: true`;
  if (FALSY.has(word)) return `: write ${key}: false`;
  return `: write ${key}: true or ${key}: false`;
}
function isNodeWithRange(node) {
  return typeof node === "object" && node !== null && Array.isArray(node.range);
}
function rangeOf(fm, node) {
  if (!isNodeWithRange(node)) return { offset: fm.start, length: 0 };
  return { offset: fm.start + node.range[0], length: node.range[1] - node.range[0] };
}
function keyAt(fm, offset) {
  return frontMatterKeyAt(fm, offset);
}
function lineAt(text, offset) {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const end = text.indexOf("\n", offset);
  return text.slice(start, end === -1 ? text.length : end).replace(/\r$/, "");
}
function pointerFor(key) {
  return `/${escapePointer(key)}`;
}
function escapePointer(segment) {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function lowerFirst(message) {
  return message.charAt(0).toLowerCase() + message.slice(1);
}
function stringList(value) {
  return Array.isArray(value) ? value.filter((x) => typeof x === "string") : [];
}

// src/rules/skill-name.ts
var import_yaml3 = __toESM(require_dist(), 1);
var ID2 = "skill-name";
var MAX_NAME_LENGTH = 64;
var RESERVED_WORDS = ["anthropic", "claude"];
var ALLOWED = "1 to 64 lowercase letters a-z, digits 0-9 and single hyphens, not at either end";
var skillName2 = {
  meta: {
    id: ID2,
    description: "A skill's name must be 1-64 lowercase letters, digits and single hyphens, and equal its folder name.",
    defaultSeverity: "error",
    appliesTo: "skill",
    fix: "safe",
    network: false,
    docs: docsUrl(ID2)
  },
  check(context) {
    const { skill } = context;
    const fm = skill.frontMatter;
    if (!isReadable(fm)) return;
    const contents = fm.document.contents;
    if (contents !== null && !(0, import_yaml3.isMap)(contents) && !((0, import_yaml3.isScalar)(contents) && contents.value === null)) return;
    const label = `skill "${skill.folderName}"`;
    const folder = skill.folderName;
    const folderValid = nameProblems(folder).length === 0;
    const entry = frontMatterEntry(fm, "name");
    if (!entry) {
      context.report({
        offset: 0,
        length: 3,
        pointer: "/name",
        subject: "missing",
        message: `${label} has no name: add name: ${folderValid ? folder : "<folder name>"} to the front matter (${ALLOWED}, equal to the folder name)`,
        ...folderValid ? { fix: insertName(skill, folder) } : {}
      });
      return;
    }
    const node = entry.pair.value;
    const value = node && (0, import_yaml3.isScalar)(node) ? node.value : null;
    if (value !== null && value !== void 0 && typeof value !== "string") return;
    const at = entry.valueLength > 0 ? { offset: entry.valueOffset, length: entry.valueLength } : { offset: entry.keyOffset, length: entry.keyLength };
    const fix = folderValid ? setName(skill, entry, folder) : void 0;
    const withFix = fix ? { fix } : {};
    if (value === null || value === void 0 || value.trim() === "") {
      context.report({
        ...at,
        pointer: "/name",
        subject: "empty",
        message: `${label}: name is empty: set it to ${folderValid ? `"${folder}", the folder's name` : "the folder's name"} (${ALLOWED})`,
        ...withFix
      });
      return;
    }
    const problems = nameProblems(value);
    if (problems.length > 0) {
      context.report({
        ...at,
        pointer: "/name",
        subject: "invalid",
        message: `${label}: name "${shorten(value)}" is not valid (${problems.join("; ")}): use ${ALLOWED}, ${folderValid ? `e.g. the folder's name "${folder}"` : "and rename the folder to match"}`,
        ...withFix
      });
    } else if (value !== folder) {
      context.report({
        ...at,
        pointer: "/name",
        subject: "folder",
        message: `${label}: name "${value}" differs from its folder "${folder}": the specification requires them to be equal; ${folderValid ? `set name: ${folder} or rename the folder` : "rename the folder to match"}`,
        ...withFix
      });
    }
    const reserved = RESERVED_WORDS.filter((w) => value.toLowerCase().includes(w));
    if (reserved.length > 0) {
      context.report({
        ...at,
        pointer: "/name",
        subject: "reserved",
        severity: "warning",
        message: `${label}: name "${shorten(value)}" contains the reserved word "${reserved[0]}": Anthropic's API and claude.ai refuse such skills; pick another name if the skill is meant for them`
      });
    }
  }
};
function nameProblems(name) {
  const problems = [];
  const length = [...name].length;
  if (length === 0) return ["it is empty"];
  if (length > MAX_NAME_LENGTH) problems.push(`${length} characters, over ${MAX_NAME_LENGTH}`);
  const bad = [...new Set([...name].filter((c) => !/[a-z0-9-]/.test(c)))];
  if (bad.length > 0) {
    const upper = bad.filter((c) => c !== c.toLowerCase());
    const other = bad.filter((c) => c === c.toLowerCase());
    if (upper.length > 0) problems.push(`upper-case ${listChars(upper)}`);
    if (other.length > 0) problems.push(`${other.length === 1 ? "character" : "characters"} ${listChars(other)}`);
  }
  if (name.startsWith("-")) problems.push("starts with a hyphen");
  if (name.endsWith("-") && name.length > 1) problems.push("ends with a hyphen");
  if (name.includes("--")) problems.push("two hyphens in a row");
  return problems;
}
function listChars(chars) {
  const shown = chars.slice(0, 5).map((c) => c === " " ? "space" : /\s/.test(c) ? JSON.stringify(c) : `"${c}"`);
  return shown.join(", ") + (chars.length > 5 ? ", \u2026" : "");
}
function shorten(value) {
  const oneLine = value.replace(/[\u0000-\u001f]/g, (c) => JSON.stringify(c).slice(1, -1));
  return oneLine.length > 80 ? `${oneLine.slice(0, 77)}\u2026` : oneLine;
}
function setName(skill, entry, name) {
  const node = entry.pair.value;
  const description = `set name to "${name}", the folder's name`;
  if (!node || entry.valueLength === 0) {
    const text = skill.skillMd.text;
    const colon = text.indexOf(":", entry.keyOffset + entry.keyLength);
    if (colon === -1) return void 0;
    return { safety: "safe", description, edits: [{ offset: colon + 1, length: 0, content: ` ${name}` }] };
  }
  if (!(0, import_yaml3.isScalar)(node)) return void 0;
  let content;
  switch (node.type) {
    case "QUOTE_DOUBLE":
      content = `"${name}"`;
      break;
    case "QUOTE_SINGLE":
      content = `'${name}'`;
      break;
    case "PLAIN":
      content = name;
      break;
    default:
      return void 0;
  }
  return { safety: "safe", description, edits: [{ offset: entry.valueOffset, length: entry.valueLength, content }] };
}
function insertName(skill, name) {
  const text = skill.skillMd.text;
  const eol = text.slice(0, skill.frontMatter.start).endsWith("\r\n") ? "\r\n" : "\n";
  return { safety: "safe", description: `add name: ${name}, the folder's name`, edits: [{ offset: skill.frontMatter.start, length: 0, content: `name: ${name}${eol}` }] };
}

// src/rules/skill-description.ts
var import_yaml4 = __toESM(require_dist(), 1);
var ID3 = "skill-description";
var MAX_DESCRIPTION_LENGTH = 1024;
var MIN_DESCRIPTION_LENGTH = 40;
var CLAUDE_CODE_LISTING_CAP = 1536;
var WHEN_PATTERNS = [
  { language: "en", pattern: /\bwhen(ever)?\s*(:|\w)/, example: "Use when the user asks to rotate logs" },
  { language: "en", pattern: /\buse (it |this( skill)? |me )?(for|to|if|on|after|before|during|while)\b/, example: "Use this for requests about invoices" },
  { language: "en", pattern: /\b(should be|is|are|gets?) (used|invoked|triggered|applied|loaded|activated|selected) (for|if|on|after|before|during|while)\b/, example: "This skill should be used for release notes" },
  { language: "en", pattern: /\bif (the |a )?(user|you|asked|someone|anyone)\b/, example: "Helps if the user mentions PDFs" },
  { language: "en", pattern: /\bfor (requests?|questions?|tasks?|prompts?) (like|such as|about|to|that|involving|on)\b/, example: "For requests like 'draft the changelog'" },
  { language: "en", pattern: /\btrigger(s|ed)?( on| by| for|:| phrases| words)/, example: "Triggers on 'deploy', 'ship it'" },
  { language: "en", pattern: /\b(invoke|apply|load|activate|call) (it |this( skill)? )?(for|if|on|after|before|during)\b/, example: "Invoke it for schema changes" },
  { language: "fr", pattern: /\ba utiliser (quand|lorsqu|si|pour|des|en cas|dans|apres|avant|pendant)/, example: "\xC0 utiliser quand on demande une migration" },
  { language: "fr", pattern: /\butilise(r|z|s)?( la| le| cette skill| ce skill)? (quand|lorsqu|si|pour|des que|en cas)/, example: "Utilisez-la pour relire une migration" },
  { language: "fr", pattern: /\b(quand|lorsqu[e'])/, example: "Lorsque l'utilisateur demande un d\xE9ploiement" },
  { language: "fr", pattern: /\b(des que|si (l'utilisateur|on|vous|tu)|se declenche|en cas de)\b/, example: "Se d\xE9clenche sur \xAB migration \xBB" },
  { language: "es", pattern: /\b(cuando|si el usuario)\b/, example: "\xDAsala cuando el usuario pida un informe" },
  { language: "de", pattern: /\b(wenn|sobald|falls)\b/, example: "Verwenden, wenn der Benutzer einen Bericht braucht" }
];
function normalizeForMatching(text) {
  return text.normalize("NFD").replace(new RegExp("\\p{M}", "gu"), "").replace(/[\u2018\u2019\u02bc]/g, "'").replace(/-/g, " ").replace(/\s+/g, " ").toLowerCase();
}
function hasWhenClause(description) {
  const text = normalizeForMatching(description);
  return WHEN_PATTERNS.some((w) => w.pattern.test(text));
}
var TAG = /<\/?[A-Za-z][\w.:-]*(?:\s[^<>\n]*)?\/?>/g;
var MAX_TAG_FINDINGS = 5;
var skillDescription = {
  meta: {
    id: ID3,
    description: "A skill's description must exist, fit 1024 characters without angle-bracket tags, and say when to use the skill.",
    defaultSeverity: "error",
    appliesTo: "skill",
    fix: "none",
    network: false,
    docs: docsUrl(ID3)
  },
  check(context) {
    const { skill } = context;
    const fm = skill.frontMatter;
    if (!isReadable(fm)) return;
    const contents = fm.document.contents;
    if (contents !== null && !(0, import_yaml4.isMap)(contents)) return;
    const label = `skill "${skill.folderName}"`;
    const entry = frontMatterEntry(fm, "description");
    if (!entry) {
      context.report({
        offset: 0,
        length: 3,
        pointer: "/description",
        subject: "missing",
        message: `${label} has no description: add description: what the skill does and when to use it (hosts choose skills by their description alone)`
      });
      return;
    }
    const node = entry.pair.value;
    const value = node && (0, import_yaml4.isScalar)(node) ? node.value : null;
    if (value !== null && value !== void 0 && typeof value !== "string") return;
    const at = entry.valueLength > 0 ? { offset: entry.valueOffset, length: entry.valueLength } : { offset: entry.keyOffset, length: entry.keyLength };
    const description = typeof value === "string" ? value.trim() : "";
    if (description === "") {
      context.report({ ...at, pointer: "/description", subject: "empty", message: `${label}: description is empty: say what the skill does and when to use it` });
      return;
    }
    const length = [...description].length;
    if (length > MAX_DESCRIPTION_LENGTH) {
      context.report({
        ...at,
        pointer: "/description",
        subject: "too-long",
        message: `${label}: description is ${length} characters: hosts accept at most ${MAX_DESCRIPTION_LENGTH}; keep what and when, and move the rest into the body`
      });
    }
    const source = skill.skillMd.text.slice(entry.valueOffset, entry.valueOffset + entry.valueLength);
    let tags = 0;
    for (const match of description.matchAll(TAG)) {
      if (++tags > MAX_TAG_FINDINGS) break;
      const inSource = source.indexOf(match[0]);
      context.report({
        ...inSource === -1 ? at : { offset: entry.valueOffset + inSource, length: match[0].length },
        pointer: "/description",
        subject: `tag:${match[0]}`,
        message: `${label}: description contains the tag ${match[0]}: Anthropic's API and claude.ai refuse a description with angle-bracket tags; say it in words or move it into the body`
      });
    }
    if (length < MIN_DESCRIPTION_LENGTH) {
      context.report({
        ...at,
        pointer: "/description",
        subject: "too-short",
        severity: "warning",
        message: `${label}: description is ${length} characters, too short for a host to choose the skill by: say what it does and when to use it (${MIN_DESCRIPTION_LENGTH} characters or more)`
      });
    }
    const whenToUse = frontMatterEntry(fm, "when_to_use");
    const whenText = whenToUse && (0, import_yaml4.isScalar)(whenToUse.pair.value) && typeof whenToUse.pair.value.value === "string" ? whenToUse.pair.value.value.trim() : "";
    if (whenText === "" && !hasWhenClause(description)) {
      context.report({
        ...at,
        pointer: "/description",
        subject: "no-when",
        severity: "warning",
        message: `${label}: description does not say when to use the skill: add a clause such as "Use when the user asks to \u2026" (hosts choose skills by their description alone)`
      });
    }
    if (whenText !== "") {
      const total = length + [...whenText].length;
      if (total > CLAUDE_CODE_LISTING_CAP) {
        context.report({
          offset: whenToUse.valueOffset,
          length: whenToUse.valueLength,
          pointer: "/when_to_use",
          subject: "listing-cap",
          severity: "warning",
          message: `${label}: description and when_to_use total ${total} characters: Claude Code cuts them at ${CLAUDE_CODE_LISTING_CAP} in its skill listing; shorten them`
        });
      }
    }
  }
};

// src/rules/skill-body.ts
import path2 from "node:path";

// src/rules/skill-broken-reference.ts
import path from "node:path";
var ID4 = "skill-broken-reference";
var SKILL_SUBFOLDERS = ["scripts", "references", "assets", "templates", "examples"];
var FENCE = /^ {0,3}(`{3,}|~{3,})/;
var DEFINITION = /^ {0,3}\[[^[\]\n]+\]:[ \t]*(<[^>\n]*>|\S+)/;
var LINK = /(!?)\[[^[\]\n]*\]\([ \t]*(<[^>\n]*>|[^\s()]+(?:\([^\s()]*\)[^\s()]*)*|(?:\([^\s()]*\)[^\s()]*)+)(?:[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?[ \t]*\)/g;
var SCHEME = /^[a-z][a-z0-9+.-]*:/i;
var DRIVE = /^[a-z]:[\\/]/i;
function findReferences(text, start = 0, end = text.length) {
  const refs = [];
  let fence;
  let lineStart = start;
  while (lineStart < end) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd === -1 || lineEnd > end) lineEnd = end;
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, "");
    const opening = FENCE.exec(line);
    if (fence) {
      if (opening && opening[1][0] === fence.char && opening[1].length >= fence.length && line.slice(opening[0].length).trim() === "") fence = void 0;
    } else if (opening && !(opening[1][0] === "`" && line.slice(opening[0].length).includes("`"))) {
      fence = { char: opening[1][0], length: opening[1].length };
    } else {
      scanLine(line, lineStart, refs);
    }
    lineStart = lineEnd + 1;
  }
  return refs;
}
function scanLine(line, base, refs) {
  const definition = DEFINITION.exec(line);
  if (definition) {
    const raw = definition[1];
    pushTarget(refs, "definition", raw, base + definition[0].length - raw.length);
    return;
  }
  const pieces = [];
  let kept = 0;
  for (const [open, close, n] of codeSpans(line)) {
    const content = line.slice(open + n, close);
    const trimmed = content.trim();
    if (trimmed !== "") refs.push({ kind: "code", raw: trimmed, offset: base + open + n + content.indexOf(trimmed), length: trimmed.length, target: trimmed });
    pieces.push(line.slice(kept, open), " ".repeat(close + n - open));
    kept = close + n;
  }
  const masked = kept === 0 ? line : pieces.join("") + line.slice(kept);
  if (!masked.includes("](")) return;
  for (const match of masked.matchAll(LINK)) {
    const raw = match[2];
    if (raw === "") continue;
    let offset = match.index + match[0].indexOf("](") + 2;
    while (masked[offset] === " " || masked[offset] === "	") offset++;
    pushTarget(refs, match[1] ? "image" : "link", raw, base + offset);
  }
}
function codeSpans(line) {
  if (!line.includes("`")) return [];
  const runAt = [];
  const runLength = [];
  for (let i = line.indexOf("`"); i !== -1; ) {
    let n = 1;
    while (line.charCodeAt(i + n) === 96) n++;
    runAt.push(i);
    runLength.push(n);
    i = line.indexOf("`", i + n);
  }
  const byLength = /* @__PURE__ */ new Map();
  for (let index = 0; index < runAt.length; index++) {
    const list2 = byLength.get(runLength[index]);
    if (list2) list2.push(index);
    else byLength.set(runLength[index], [index]);
  }
  const next = /* @__PURE__ */ new Map();
  const spans = [];
  for (let i = 0; i < runAt.length; ) {
    const n = runLength[i];
    const list2 = byLength.get(n);
    let k = next.get(n) ?? 0;
    while (k < list2.length && list2[k] <= i) k++;
    next.set(n, k);
    if (k === list2.length) {
      i++;
      continue;
    }
    const j = list2[k];
    spans.push([runAt[i], runAt[j], n]);
    i = j + 1;
  }
  return spans;
}
function pushTarget(refs, kind, raw, offset) {
  let written = raw;
  let at = offset;
  if (written.startsWith("<") && written.endsWith(">")) {
    written = written.slice(1, -1);
    at += 1;
  }
  refs.push({ kind, raw: written, offset: at, length: written.length, target: linkTarget(written) });
}
function linkTarget(raw) {
  if (raw === "" || raw.startsWith("#") || raw.startsWith("//")) return void 0;
  if (SCHEME.test(raw) && !DRIVE.test(raw)) return void 0;
  let target = raw.replace(/[?#].*$/, "");
  try {
    target = decodeURIComponent(target);
  } catch {
  }
  target = target.replace(/\\/g, "/");
  return target === "" ? void 0 : target;
}
function resolveTarget(target, from = "") {
  if (target.startsWith("/") || DRIVE.test(target)) return { kind: "outside", why: "absolute" };
  if (target === "~" || target.startsWith("~/")) return { kind: "outside", why: "home" };
  const joined = path.posix.normalize(path.posix.join(from === "" ? "." : from, target));
  if (joined === ".." || joined.startsWith("../")) return { kind: "outside", why: "parent" };
  return { kind: "inside", path: joined === "." ? "" : joined.replace(/\/$/, "") };
}
function skillPaths(skill) {
  const files = /* @__PURE__ */ new Set();
  const dirs = /* @__PURE__ */ new Set([""]);
  for (const file of skill.files) {
    files.add(file.path);
    for (let i = file.path.indexOf("/"); i !== -1; i = file.path.indexOf("/", i + 1)) dirs.add(file.path.slice(0, i));
  }
  return { files, dirs };
}
function codeSpanPath(span, topLevel) {
  if (/\s/.test(span) || /[<>{}$*?|;&`'"=[\]()]/.test(span) || span.includes("://") || span.startsWith("-")) return void 0;
  const text = span.replace(/\\/g, "/").replace(/^(\.\/)+/, "");
  const first = text.split("/")[0];
  if (SKILL_SUBFOLDERS.includes(first) && text.length > first.length) return text;
  if (first === ".." && text.split("/").some((s) => SKILL_SUBFOLDERS.includes(s))) return text;
  if (text.includes("/") && /\.[A-Za-z0-9]{1,10}$/.test(text) && topLevel.has(first)) return text;
  return void 0;
}
var skillBrokenReference = {
  meta: {
    id: ID4,
    description: "Files that SKILL.md links to or names in backticks must exist inside the skill folder.",
    defaultSeverity: "error",
    appliesTo: "skill",
    fix: "none",
    network: false,
    docs: docsUrl(ID4)
  },
  check(context) {
    const { skill } = context;
    const label = `skill "${skill.folderName}"`;
    const { files, dirs } = skillPaths(skill);
    const topLevel = new Set([...files, ...dirs].map((p) => p.split("/")[0]).filter((p) => p !== ""));
    let suggester;
    const text = skill.skillMd.text;
    for (const ref of findReferences(text, skill.bodyOffset)) {
      const target = ref.kind === "code" ? codeSpanPath(ref.raw, topLevel) : ref.target;
      if (target === void 0) continue;
      const resolved = resolveTarget(target);
      const base = {
        offset: ref.offset,
        length: ref.length,
        pointer: `SKILL.md#L${positionAt(skill.skillMd, ref.offset).line}`
      };
      if (resolved.kind === "outside") {
        const where2 = resolved.why === "absolute" ? "an absolute path" : resolved.why === "home" ? "a path in the home folder" : "a path";
        context.report({
          ...base,
          subject: `outside:${target}`,
          message: `${label}: SKILL.md refers to ${target}, ${where2} outside the skill folder: hosts install and load the skill folder alone; copy the file into the skill (e.g. references/) and refer to it relatively`
        });
        continue;
      }
      const p = resolved.path;
      if (files.has(p) || dirs.has(p)) continue;
      if (skill.truncated) continue;
      const guess = (suggester ??= new Suggester([...files])).closest(p, Math.max(1, Math.floor(p.length / 6)));
      context.report({
        ...base,
        subject: `missing:${p}`,
        message: `${label}: SKILL.md refers to ${p}, which is not in the skill folder: ${guess ? `did you mean ${guess}?` : "add the file or fix the path"}`
      });
    }
  }
};

// src/rules/skill-body.ts
var ID5 = "skill-body";
var MAX_BODY_LINES = 500;
var MAX_BODY_TOKENS = 5e3;
var CHARS_PER_TOKEN = 4;
function estimateTokens(text) {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}
var skillBody = {
  meta: {
    id: ID5,
    description: "SKILL.md's body should stay under 500 lines and about 5000 tokens, with reference files one link away from it.",
    defaultSeverity: "warning",
    appliesTo: "skill",
    fix: "none",
    network: false,
    docs: docsUrl(ID5)
  },
  check(context) {
    const { skill } = context;
    const label = `skill "${skill.folderName}"`;
    const file = skill.skillMd;
    const body = file.text.slice(skill.bodyOffset);
    const bodyStartLine = positionAt(file, skill.bodyOffset).line;
    const lines = body === "" ? 0 : file.lineStarts.length - bodyStartLine + (/\r?\n$|\r$/.test(body) ? 0 : 1);
    if (lines > MAX_BODY_LINES) {
      const firstOver = file.lineStarts[bodyStartLine - 1 + MAX_BODY_LINES] ?? skill.bodyOffset;
      context.report({
        offset: firstOver,
        length: 0,
        pointer: `SKILL.md#L${bodyStartLine + MAX_BODY_LINES}`,
        subject: "lines",
        message: `${label}: SKILL.md's body is ${lines} lines: keep it to ${MAX_BODY_LINES} or fewer and move detail into reference files that the body links to`
      });
    }
    const tokens = estimateTokens(body);
    if (tokens > MAX_BODY_TOKENS) {
      context.report({
        offset: skill.bodyOffset,
        length: 0,
        pointer: `SKILL.md#L${bodyStartLine}`,
        subject: "tokens",
        message: `${label}: SKILL.md's body is about ${tokens} tokens (${body.length} characters / ${CHARS_PER_TOKEN}): keep it under ${MAX_BODY_TOKENS}, since hosts load all of it once the skill is chosen; move detail into reference files`
      });
    }
    checkNesting(context, label);
  }
};
function checkNesting(context, label) {
  const { skill } = context;
  const { files, dirs } = skillPaths(skill);
  const topLevel = new Set([...files, ...dirs].map((p) => p.split("/")[0]).filter((p) => p !== ""));
  const direct = /* @__PURE__ */ new Set();
  for (const ref of findReferences(skill.skillMd.text, skill.bodyOffset)) {
    const p = pathOf(ref, "", topLevel);
    if (p !== void 0 && files.has(p)) direct.add(p);
  }
  for (const first of [...direct].sort()) {
    if (!/\.(md|markdown)$/i.test(first) || first === "SKILL.md") continue;
    const source = skill.readText(first);
    if (!source) continue;
    const seen = /* @__PURE__ */ new Set();
    for (const ref of findReferences(source.text)) {
      if (ref.kind === "code") continue;
      const target = linkedFile(ref, path2.posix.dirname(first), files);
      if (target === void 0 || target === first || target === "SKILL.md" || direct.has(target) || seen.has(target)) continue;
      seen.add(target);
      context.report({
        file: first,
        offset: ref.offset,
        length: ref.length,
        pointer: `${first}#L${positionAt(source, ref.offset).line}`,
        subject: `nested:${first}->${target}`,
        message: `${label}: ${first} links to ${target}, two steps from SKILL.md: agents may read such a file partly or not at all; link it from SKILL.md directly or merge it into ${first}`
      });
    }
  }
}
function pathOf(ref, from, topLevel) {
  const target = ref.kind === "code" ? codeSpanPath(ref.raw, topLevel) : ref.target;
  if (target === void 0) return void 0;
  const resolved = resolveTarget(target, from);
  return resolved.kind === "inside" ? resolved.path : void 0;
}
function linkedFile(ref, dir, files) {
  if (ref.target === void 0) return void 0;
  for (const from of dir === "." ? [""] : [dir, ""]) {
    const resolved = resolveTarget(ref.target, from);
    if (resolved.kind === "inside" && files.has(resolved.path)) return resolved.path;
  }
  return void 0;
}

// src/rules/skill-hidden-content.ts
var MAX_HIDDEN_PER_FILE = 25;
var skillHiddenContent = {
  meta: {
    id: "skill-hidden-content",
    description: "Invisible or deceptive Unicode and instruction-carrying comments in a skill's files",
    defaultSeverity: "error",
    appliesTo: "skill",
    // Deleting hidden text changes what the model reads: a human must look at it first.
    fix: "none",
    network: false,
    docs: docsUrl("skill-hidden-content")
  },
  check(context) {
    const { skill } = context;
    const name = skillName3(skill);
    for (const file of skill.files) {
      if (file.kind !== "file") continue;
      const source = skill.readText(file.path);
      if (!source) continue;
      checkCharacters(context, name, file.path, source);
      const ext = file.path.slice(file.path.lastIndexOf(".") + 1).toLowerCase();
      const markdown = file.path === SKILL_FILE || ["md", "markdown", "mdx"].includes(ext);
      if (markdown || ext === "html" || ext === "htm") checkComments(context, name, file.path, source, markdown);
    }
  }
};
var SEVERITY = {
  tag: "error",
  bidi: "error",
  "bidi-mark": "warning",
  "zero-width": "error",
  invisible: "error",
  "soft-hyphen": "warning",
  "variation-selector": "error"
};
function checkCharacters(context, name, path5, source) {
  const runs = findHiddenRuns(source.text);
  for (const run of runs.slice(0, MAX_HIDDEN_PER_FILE)) {
    context.report({
      file: path5,
      offset: run.offset,
      length: run.length,
      pointer: `${path5}#L${positionAt(source, run.offset).line}`,
      severity: SEVERITY[run.kind],
      subject: `${run.kind}:${[...new Set(run.codePoints)].map(codePointHex).join(",")}`,
      message: `skill "${name}" ${describeRun(run)}`
    });
  }
  const rest = runs.slice(MAX_HIDDEN_PER_FILE);
  if (rest.length > 0) {
    const count = rest.reduce((n, r) => n + r.codePoints.length, 0);
    context.report({
      file: path5,
      offset: rest[0].offset,
      length: rest[0].length,
      pointer: `${path5}#more`,
      severity: rest.some((r) => SEVERITY[r.kind] === "error") ? "error" : "warning",
      subject: "more",
      message: `skill "${name}" has ${count} more invisible characters in ${path5} (only the first ${MAX_HIDDEN_PER_FILE} places are listed): remove every invisible character from the file`
    });
  }
}
function describeRun(run) {
  const n = run.codePoints.length;
  const distinct = [...new Set(run.codePoints)];
  const names = distinct.length > 3 ? `${distinct.slice(0, 3).map(describeCodePoint).join(", ")}, \u2026` : distinct.map(describeCodePoint).join(", ");
  const range = () => {
    const lo = Math.min(...run.codePoints);
    const hi = Math.max(...run.codePoints);
    return lo === hi ? codePointHex(lo) : `${codePointHex(lo)}\u2013${codePointHex(hi)}`;
  };
  const them = n === 1 ? "it" : "them";
  switch (run.kind) {
    case "tag": {
      const decoded = decodeTags(run.codePoints);
      const spelled = decoded ? ` that spell ${showDecoded(decoded)}` : "";
      return `hides text in ${plural(n, "invisible Unicode tag character")} (${range()})${spelled}: the model reads ${them}, a reviewer sees nothing; delete ${them}`;
    }
    case "variation-selector": {
      const decoded = decodeVariationSelectors(run.codePoints);
      const carried = decoded ? ` that decode to ${showDecoded(decoded)}` : "";
      return `hides data in a run of ${n} Unicode variation selectors (${range()})${carried}: one after an emoji is normal, a run is a payload the model may read; delete them`;
    }
    case "bidi":
      return `has ${plural(n, "bidi control character")} (${names}): ${n === 1 ? "it reorders" : "they reorder"} how the text is displayed, so what you review is not what the model reads; delete ${them}`;
    case "bidi-mark":
      return `has ${plural(n, "invisible direction mark")} (${names}) outside right-to-left text: ${n === 1 ? "it changes" : "they change"} how the text around ${n === 1 ? "it" : "them"} is displayed; delete ${them}`;
    case "zero-width":
      return `has ${plural(n, "zero-width character")} (${names}): invisible, ${n === 1 ? "it" : "they"} can split words so reviewers and filters miss them, or carry hidden data; delete ${them}`;
    case "invisible":
      return `has ${plural(n, "invisible character")} (${names}): ${n === 1 ? "it shows" : "they show"} as nothing or as a blank, but the model reads ${them}; delete ${them}`;
    case "soft-hyphen":
      return `has ${plural(n, "soft hyphen")} (U+00AD SOFT HYPHEN): invisible in most views, ${n === 1 ? "it splits a word" : "they split words"} so reviewers and filters miss ${n === 1 ? "it" : "them"}; delete ${them}`;
  }
}
function plural(n, noun) {
  return n === 1 ? `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}` : `${n} ${noun}s`;
}
function checkComments(context, name, path5, source, markdown) {
  for (const comment of hiddenComments(source.text, markdown)) {
    const verdict = classifyComment(comment.body);
    if (!verdict) continue;
    const signals = verdict.signals.join(", ");
    const what = comment.kind === "HTML comment" ? "an HTML comment" : "a Markdown comment";
    const message = verdict.level === "error" ? `skill "${name}" hides instructions for the model in ${what} (${signals}): the rendered page does not show it, the model reads it; delete the comment or make its text visible` : verdict.level === "warning" ? `skill "${name}" has ${what} that may instruct the model (${signals}): the rendered page does not show it, the model reads it; delete it or make its text visible` : `skill "${name}" has ${what} the rendered page does not show (${signals ? `${signals}, ` : ""}${verdict.words} words): the model reads it; make sure it holds no instructions, or delete it`;
    context.report({
      file: path5,
      offset: comment.offset,
      length: comment.length,
      pointer: `${path5}#L${positionAt(source, comment.offset).line}`,
      severity: verdict.level,
      subject: `comment:${verdict.level}:${signals}`,
      message
    });
  }
}
function skillName3(skill) {
  const n = skill.frontMatter.data?.["name"];
  return printable(typeof n === "string" && n.trim() !== "" ? n : skill.folderName);
}

// src/rules/skill-risky-script.ts
import path4 from "node:path";

// src/skills/plugin.ts
import fs from "node:fs";
import path3 from "node:path";
var PLUGIN_MANIFEST = ".claude-plugin/plugin.json";
var MAX_LEVELS = 4;
var MAX_PLUGIN_FILES = 32;
var MAX_PLUGIN_BYTES = 4 * 1024 * 1024;
var MAX_PLUGIN_FILE_BYTES = 1024 * 1024;
function enclosingPlugin(skill) {
  let dir = skill.dir;
  for (let level = 0; level <= MAX_LEVELS; level++) {
    if (level > 0 && fs.existsSync(path3.join(dir, PLUGIN_MANIFEST))) {
      let realRoot;
      try {
        realRoot = fs.realpathSync(dir);
      } catch {
        return void 0;
      }
      const up = path3.relative(skill.dir, dir).split(path3.sep).join("/");
      return { root: dir, realRoot, displayRoot: normal(joinDisplay(skill.displayDir, up)), identityRoot: normal(joinDisplay(skill.identityDir, up)) };
    }
    if (fs.existsSync(path3.join(dir, ".git"))) return void 0;
    const parent = path3.dirname(dir);
    if (parent === dir) return void 0;
    dir = parent;
  }
  return void 0;
}
function normal(p) {
  const n = path3.posix.normalize(p);
  return n === "." ? "" : n.replace(/\/$/, "");
}
function pluginReferences(text, fromDir, plugin, skillDir) {
  const out = /* @__PURE__ */ new Set();
  const rootRef = /\$\{?CLAUDE_PLUGIN_ROOT\}?[/\\]([\w.@+-]{1,100}(?:[/\\][\w.@+-]{1,100}){0,12})/g;
  for (let m = rootRef.exec(text); m; m = rootRef.exec(text)) out.add(path3.join(plugin.root, m[1]));
  const relative = /(?<![\w.\/-])((?:\.\.\/){1,6}[\w.@+-]{1,100}(?:\/[\w.@+-]{1,100}){0,12})/g;
  for (let m = relative.exec(text); m; m = relative.exec(text)) {
    const target = path3.resolve(fromDir, m[1]);
    if (!isInside(skillDir, target)) out.add(target);
  }
  return [...out].filter((p) => isInside(plugin.root, p)).sort();
}
function readPluginFile(plugin, absolute) {
  const relative = path3.relative(plugin.root, absolute).split(path3.sep).join("/");
  let stat;
  try {
    stat = fs.statSync(absolute);
  } catch {
    return void 0;
  }
  if (!stat.isFile()) return void 0;
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
function hookFiles(plugin) {
  const files = /* @__PURE__ */ new Set();
  const manifest = path3.join(plugin.root, PLUGIN_MANIFEST);
  files.add(manifest);
  const standard = path3.join(plugin.root, "hooks", "hooks.json");
  if (fs.existsSync(standard)) files.add(standard);
  try {
    const tree = parseTree(fs.readFileSync(manifest, "utf8"));
    const hooks = tree ? findNodeAtLocation(tree, ["hooks"]) : void 0;
    const named = hooks?.type === "string" ? [hooks] : hooks?.type === "array" ? hooks.children ?? [] : [];
    for (const n of named) {
      if (n.type !== "string" || typeof n.value !== "string") continue;
      const target = path3.join(plugin.root, n.value.replace(/^\$\{CLAUDE_PLUGIN_ROOT\}[/\\]?/, ""));
      if (isInside(plugin.root, target)) files.add(target);
    }
  } catch {
  }
  return [...files];
}
function hookCommands(text, isManifest) {
  const tree = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  if (!tree) return [];
  const hooks = isManifest ? findNodeAtLocation(tree, ["hooks"]) : findNodeAtLocation(tree, ["hooks"]) ?? tree;
  if (!hooks || hooks.type !== "object") return [];
  const out = [];
  for (const event of hooks.children ?? []) {
    const name = event.children?.[0]?.value;
    const value = event.children?.[1];
    if (typeof name !== "string" || !value) continue;
    collectCommands(value, name, out, 0);
  }
  return out;
}
function collectCommands(node, event, out, depth) {
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
function ownsPluginHooks(plugin, skill) {
  const skillsDir = path3.join(plugin.root, "skills");
  let names = [];
  try {
    names = fs.readdirSync(skillsDir).filter((n) => fs.existsSync(path3.join(skillsDir, n, "SKILL.md"))).sort();
  } catch {
    names = [];
  }
  if (names.length === 0) return true;
  const first = path3.join(skillsDir, names[0]);
  return path3.resolve(skill.dir) === path3.resolve(first) || !isInside(skillsDir, skill.dir);
}
function isInside(root, target) {
  const rel = path3.relative(root, target);
  return rel !== "" && !rel.startsWith("..") && !path3.isAbsolute(rel);
}

// src/skills/commands/analyze.ts
var PIPE_REACH = 16;
var MAX_NESTING = 4;
var MAX_RESCANS = 256;
var ECHOES = /* @__PURE__ */ new Set(["echo", "printf", "print", "write-host", "write-output", "say", ":"]);
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "zsh", "dash", "ksh", "ash", "mksh"]);
function scanShell(text, dialect = "sh", start = 0, end = text.length, place) {
  const out = { hits: [], live: [] };
  const budget = { rescans: MAX_RESCANS };
  scanRegion(text, dialect, start, end, 0, out, budget, place);
  return out;
}
function scanRegion(text, dialect, start, end, depth, out, budget, place) {
  const script = parseShell(text, dialect, start, end);
  const commands = allCommands(script).sort((a, b) => a.pos - b.pos);
  const guards = new Guards();
  const invocations = /* @__PURE__ */ new Map();
  const invocation = (c) => {
    if (!invocations.has(c)) invocations.set(c, invocationOf(c));
    return invocations.get(c);
  };
  const push = (hit, pos, endAt) => {
    const [s, e] = place ?? [pos, endAt];
    out.hits.push({ ...hit, offset: s, length: Math.max(1, e - s) });
  };
  for (const cmd of commands) {
    guards.observe(cmd);
    const inv = invocation(cmd);
    if (!inv) continue;
    if (!ECHOES.has(inv.name)) out.live.push([...place ?? [cmd.pos, cmd.end], inv.name]);
    for (const w of inv.wrappers) {
      if (ROOT_WRAPPERS.has(w.name)) push({ id: "run-as-root", category: "privilege-destruction", confidence: "high", description: "runs commands as root", label: w.name }, w.word.pos, w.word.end);
    }
    const checks = checksFor(inv.name);
    if (checks.length > 0) {
      let pipeline;
      const context = {
        get pipeline() {
          return pipeline ??= cmd.pipeline.map((c, k) => Math.abs(k - cmd.pipeIndex) <= PIPE_REACH ? invocation(c) : void 0);
        },
        index: cmd.pipeIndex,
        guarded: (name) => guards.isGuarded(name)
      };
      for (const check of checks) {
        const r = check.match(inv, context);
        if (r === void 0) continue;
        const result = typeof r === "string" ? { label: r } : r;
        push(
          { id: check.id, category: check.category, confidence: result.confidence ?? check.confidence, description: check.description, label: result.label, ...result.severity ? { severity: result.severity } : {} },
          result.pos ?? inv.command.pos,
          result.end ?? inv.command.end
        );
      }
    }
    if (depth < MAX_NESTING) rescanHandedCode(text, dialect, inv, cmd, depth, out, budget, place, invocation);
  }
}
function rescanHandedCode(text, dialect, inv, cmd, depth, out, budget, place, invocation) {
  const shell = SHELLS.has(inv.name) || inv.name === "pwsh" || inv.name === "powershell";
  const innerDialect = inv.name === "pwsh" || inv.name === "powershell" ? "pwsh" : "sh";
  const words = [];
  if (shell) {
    const c = inv.values.findIndex((v) => /^-[a-zA-Z]*c$/.test(v) || /^-command$/i.test(v));
    if (c !== -1 && inv.args[c + 1]) words.push(inv.args[c + 1]);
  } else if (inv.name === "eval" || inv.name === "su") {
    const c = inv.name === "su" ? inv.values.indexOf("-c") : -1;
    words.push(...inv.name === "su" ? c !== -1 && inv.args[c + 1] ? [inv.args[c + 1]] : [] : inv.args);
  } else if (inv.name === "iex" || inv.name === "invoke-expression") {
    words.push(...inv.args.filter((w) => w.subs.length === 0));
  }
  for (const w of words) {
    if (w.subs.length > 0 || budget.rescans <= 0) continue;
    budget.rescans--;
    const raw = text.slice(w.pos, w.end);
    if (place === void 0 && raw.length >= 2 && (raw[0] === "'" || raw[0] === '"') && raw[raw.length - 1] === raw[0] && raw.slice(1, -1) === w.value) {
      scanRegion(text, innerDialect, w.pos + 1, w.end - 1, depth + 1, out, budget, void 0);
    } else {
      scanRegion(w.value, innerDialect, 0, w.value.length, depth + 1, out, budget, place ?? [w.pos, w.end]);
    }
  }
  if (!SHELLS.has(inv.name) || !runsItsInput(inv)) return;
  const first = cmd.pipeline[0];
  const sources = [cmd, ...first && first !== cmd && invocation(first)?.name === "cat" ? [first] : []];
  for (const source of sources) {
    for (const r of source.redirects) {
      if (r.heredoc && r.heredoc.end > r.heredoc.start && budget.rescans > 0) {
        budget.rescans--;
        scanRegion(text, "sh", r.heredoc.start, r.heredoc.end, depth + 1, out, budget, place);
      } else if (r.op === "<<<" && r.target && r.target.subs.length === 0 && budget.rescans > 0) {
        budget.rescans--;
        scanRegion(r.target.value, "sh", 0, r.target.value.length, depth + 1, out, budget, place ?? [r.target.pos, r.target.end]);
      }
    }
  }
  void dialect;
}
var CHECKS_FOR = /* @__PURE__ */ new Map();
function checksFor(name) {
  let list2 = CHECKS_FOR.get(name);
  if (!list2) {
    list2 = [...CHECKS_BY_PROGRAM.get(name) ?? [], ...CHECKS_BY_PROGRAM.get("*") ?? []];
    if (CHECKS_FOR.size < 1e4) CHECKS_FOR.set(name, list2);
  }
  return list2;
}
function runsItsInput(inv) {
  return !inv.values.some((v) => /^-[a-zA-Z]*c$/.test(v)) && !inv.values.some((v) => !v.startsWith("-"));
}
var Guards = class {
  state = /* @__PURE__ */ new Map();
  isGuarded(name) {
    return this.state.get(name) ?? false;
  }
  observe(cmd) {
    for (const a of cmd.assignments) this.assign(a);
    const first = cmd.words[0]?.value;
    if (first === "local" || first === "export" || first === "readonly" || first === "declare" || first === "typeset") {
      for (const w of cmd.words.slice(1)) if (/^[A-Za-z_]\w*=/.test(w.value)) this.assign(w);
    }
    if (first === "for" || first === "select") {
      const v = cmd.words[1]?.value;
      if (v && /^[A-Za-z_]\w*$/.test(v)) this.state.set(v, true);
    }
    const tests = first === "[" || first === "[[" || first === "test" || first === "if" || first === "while" || first === "elif" || first === "!";
    for (let i = 0; i < cmd.words.length; i++) {
      const w = cmd.words[i];
      for (const e of w.expansions) {
        const m = /^\$\{([A-Za-z_]\w*|[0-9]+):?\?/.exec(e.text);
        if (m) this.state.set(m[1], true);
      }
      if (tests && /^-[nzdefs]$/.test(w.value)) {
        const next = cmd.words[i + 1];
        const m = next ? /^\$\{?([A-Za-z_]\w*|[0-9]+)\}?/.exec(next.value) : null;
        if (m) this.state.set(m[1], true);
      }
    }
  }
  assign(w) {
    const eq = w.value.indexOf("=");
    const name = w.value.slice(0, eq).replace(/\+$/, "").replace(/\[.*$/, "");
    const value = w.value.slice(eq + 1);
    const literal = w.expansions.reduce((s, e) => s.replace(e.text, ""), value).replace(/["'/\\]/g, "");
    const fromMktemp = w.subs.some((s) => allCommands(s).some((c) => c.words[0]?.value === "mktemp"));
    this.state.set(name, literal.length > 0 || fromMktemp || /\$\{\w+:?\?/.test(value));
  }
};

// src/skills/commands/code.ts
function lexCode(text, language) {
  const comments = [];
  const strings = [];
  const hash = language !== "javascript";
  const slashes = language === "javascript" || language === "php";
  const backtickCommand = language === "ruby" || language === "perl" || language === "php";
  const n = text.length;
  let lineStart = true;
  for (let i = 0; i < n; ) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      lineStart = true;
      i++;
      continue;
    }
    if (lineStart && c === 61 && (language === "ruby" || language === "perl")) {
      const word = /^=(begin|pod|head\d|over|item|for|encoding|cut)\b/.exec(text.slice(i, i + 12));
      if (word && word[1] !== "cut") {
        const closer = language === "ruby" ? "\n=end" : "\n=cut";
        const close = text.indexOf(closer, i);
        const stop = close === -1 ? n : close + closer.length;
        comments.push([i, stop]);
        i = stop;
        continue;
      }
    }
    lineStart = false;
    if (c === 35 && hash && !(language === "php" && text.charCodeAt(i + 1) === 91) || slashes && c === 47 && text.charCodeAt(i + 1) === 47) {
      const nl = text.indexOf("\n", i);
      const stop = nl === -1 ? n : nl;
      comments.push([i, stop]);
      i = stop;
      continue;
    }
    if (slashes && c === 47 && text.charCodeAt(i + 1) === 42) {
      const close = text.indexOf("*/", i + 2);
      const stop = close === -1 ? n : close + 2;
      comments.push([i, stop]);
      i = stop;
      continue;
    }
    if (c === 34 || c === 39 || c === 96) {
      const quote = text[i];
      const triple = language === "python" && text.startsWith(quote.repeat(3), i);
      const open = triple ? 3 : 1;
      const closer = triple ? quote.repeat(3) : quote;
      let j = i + open;
      const parts = [];
      let runStart = j;
      for (; ; ) {
        if (j >= n) break;
        const d = text.charCodeAt(j);
        if (d === 92 && j + 1 < n) {
          parts.push(text.slice(runStart, j));
          const e = text[j + 1];
          parts.push(e === "n" ? "\n" : e === "t" ? "	" : e);
          j += 2;
          runStart = j;
          continue;
        }
        if (text.startsWith(closer, j)) break;
        if (d === 10 && !triple && quote !== "`" && language !== "ruby" && language !== "perl" && language !== "php") break;
        j++;
      }
      parts.push(text.slice(runStart, Math.min(j, n)));
      strings.push({ start: i + open, end: Math.min(j, n), value: parts.join(""), command: quote === "`" && backtickCommand });
      i = Math.min(n, j + closer.length);
      continue;
    }
    i++;
  }
  return { comments, strings };
}
var EXEC_CALL = /\b(?:os\.system|os\.popen|popen|subprocess|check_output|check_call|getoutput|getstatusoutput|run|call|Popen|exec|execSync|execFileSync|execFile|spawn|spawnSync|execa|execaSync|\$`|shell_exec|passthru|proc_open|system|Open3\.\w+|IO\.popen|Process\.Start|sh\.|Command::new)\s{0,4}[(`]/;
function commandStrings(text, lexed) {
  const out = [];
  const { strings } = lexed;
  for (let k = 0; k < strings.length; k++) {
    const s = strings[k];
    const first = firstWord(s.value);
    if (first === void 0 || !/^[a-z0-9._/~-]/.test(first)) continue;
    let last = k;
    while (last + 1 < strings.length && /^["']?\s{0,8},\s{0,8}["']?$/.test(text.slice(strings[last].end, strings[last + 1].start).replace(/[`"']/g, ""))) last++;
    const isList = last > k && /[[(]\s{0,8}["'`]?$/.test(text.slice(Math.max(0, s.start - 12), s.start));
    const watched = WATCHED_PROGRAMS.has(programName(first)) || !isList && /[|;&]|\$\(/.test(s.value) && s.value.slice(0, 2e3).split(/[\s|;&()`]+/).some((w) => WATCHED_PROGRAMS.has(programName(w)));
    if (!watched) continue;
    const before = text.slice(lineStartNear(text, s.start, 200), s.start);
    const executed = s.command || EXEC_CALL.test(before);
    if (!executed && !isList && !/\s/.test(s.value.trim())) continue;
    if (isList) {
      const items = strings.slice(k, last + 1);
      const built = items.map((x) => `'${x.value.replace(/'/g, "'\\''")}'`).join(" ");
      out.push({ text: built, start: 0, end: built.length, place: [s.start, items[items.length - 1].end], executed });
      k = last;
      continue;
    }
    const raw = text.slice(s.start, s.end);
    if (raw === s.value) out.push({ text, start: s.start, end: s.end, executed });
    else out.push({ text: s.value, start: 0, end: s.value.length, place: [s.start, s.end], executed });
  }
  return out;
}
function firstWord(value) {
  const m = /^\s{0,8}([\w./\\:-]{1,200})/.exec(value);
  return m ? m[1] : void 0;
}
function shellView(text, language) {
  const lines = text.split("\n");
  const out = [];
  const lists = [];
  let offset = 0;
  let keep = false;
  let heredoc;
  let inRecipe = false;
  for (const line of lines) {
    const start = offset;
    offset += line.length + 1;
    if (heredoc !== void 0) {
      out.push(line);
      if (line.replace(/^\t+/, "").trimEnd() === heredoc) heredoc = void 0;
      continue;
    }
    if (language === "dockerfile") {
      if (keep) {
        out.push(line);
        keep = /\\\s*$/.test(line);
        continue;
      }
      const m = /^(\s*(?:RUN|CMD|ENTRYPOINT)\s+(?:--[\w-]+=\S+\s+)*)(.*)$/i.exec(line);
      if (!m) {
        out.push(blank(line));
        keep = false;
        if (/\\\s*$/.test(line)) keep = false;
        continue;
      }
      const body = m[2];
      if (/^\[/.test(body.trim())) {
        try {
          const items = JSON.parse(body.trim());
          if (Array.isArray(items) && items.every((x) => typeof x === "string")) {
            const built = items.map((x) => `'${x.replace(/'/g, "'\\''")}'`).join(" ");
            lists.push({ text: built, start: 0, end: built.length, place: [start + m[1].length, start + line.length], executed: true });
          }
        } catch {
          out.push(blank(m[1]) + body);
          continue;
        }
        out.push(blank(line));
        continue;
      }
      out.push(blank(m[1]) + body);
      keep = /\\\s*$/.test(line);
      const h = /<<-?\s*["']?([A-Za-z_]\w*)["']?/.exec(body);
      if (h) heredoc = h[1];
      continue;
    }
    if (language === "makefile") {
      if (line.startsWith("	") || keep && inRecipe) {
        inRecipe = true;
        const m = /^(\t[@+-]{0,3})/.exec(line);
        const prefix = m ? m[1].length : 0;
        out.push(blank(line.slice(0, prefix)) + line.slice(prefix).replace(/\$\$/g, " $"));
        keep = /\\\s*$/.test(line);
        continue;
      }
      inRecipe = false;
      keep = false;
      out.push(blank(line));
      continue;
    }
    if (/^[ \t]+\S/.test(line) && inRecipe) {
      const m = /^([ \t]+[@-]{0,2})/.exec(line);
      out.push(blank(m[1]) + line.slice(m[1].length));
      continue;
    }
    inRecipe = /^@?[A-Za-z_][\w-]*(?:\s[^:=]*)?:(?!=)/.test(line);
    out.push(blank(line));
  }
  return { view: out.join("\n"), lists };
}
function blank(s) {
  return s.replace(/[^\r\n]/g, " ");
}
function packageScripts(text) {
  const tree = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  const scripts = tree ? findNodeAtLocation(tree, ["scripts"]) : void 0;
  if (!scripts || scripts.type !== "object") return [];
  const out = [];
  for (const prop of scripts.children ?? []) {
    const value = prop.children?.[1];
    if (!value || value.type !== "string" || typeof value.value !== "string") continue;
    const inner = [value.offset + 1, value.offset + value.length - 1];
    if (text.slice(inner[0], inner[1]) === value.value) out.push({ text, start: inner[0], end: inner[1], executed: true });
    else out.push({ text: value.value, start: 0, end: value.value.length, place: inner, executed: true });
  }
  return out;
}

// src/skills/commands/secrets.ts
var TOKEN_HINT_SET = new Set(TOKEN_HINTS);
var NAME_HINT_SET = new Set(SECRET_NAME_HINTS);
var TWILIO_HINT = /\bSK[0-9a-fA-F]{32}\b/g;
var DELIMITER = /[\s"'`<>()[\]{},;=|\\]/;
var ASSIGNED_VALUE = /^["']?\s{0,4}[:=]\s{0,4}(["'`]?)((?:Bearer|Basic|token)\s{1,4})?([^\s"'`,;()}{\]<>]{6,300})/;
var FLAG_VALUE = /^(?:=|\s{1,4})(["'`]?)()([^\s"'`,;()}{\]<>]{6,300})/;
var MAX_TOKEN = 600;
function flagBefore(text, at) {
  return text[at - 1] === "-" && text[at - 2] === "-";
}
function findTextSecrets(text, start = 0, end = text.length) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const add = (secret, at, label, byFormat) => {
    if (seen.has(`${at}:${secret}`) || out.slice(-8).some((h) => at < h.offset + h.length && h.offset < at + secret.length)) return;
    seen.add(`${at}:${secret}`);
    out.push({ offset: at, length: secret.length, secret, label, byFormat });
  };
  const found = keywordsOf(text);
  const tokenAt = [];
  const nameAt = [];
  for (let i = lowerBound(found.at, start); i < found.at.length && found.at[i] < end; i++) {
    const k = found.keyword[i];
    if (TOKEN_HINT_SET.has(k)) tokenAt.push({ index: found.at[i], hint: k });
    else if (NAME_HINT_SET.has(k)) nameAt.push({ index: found.at[i], hint: k });
  }
  TWILIO_HINT.lastIndex = start;
  for (let m = TWILIO_HINT.exec(text); m && m.index < end; m = TWILIO_HINT.exec(text)) tokenAt.push({ index: m.index, hint: "sk" });
  tokenAt.sort((a, b) => a.index - b.index);
  let coveredUntil = start;
  for (const m of tokenAt) {
    if (m.index < coveredUntil) continue;
    let s = m.index;
    while (s > start && m.index - s < 64 && !DELIMITER.test(text[s - 1])) s--;
    let e = m.index + m.hint.length;
    const pem = m.hint === "-----begin";
    const limit = Math.min(end, m.index + (pem ? 1e4 : MAX_TOKEN));
    if (pem) {
      const close = text.indexOf("-----END", m.index);
      e = close === -1 || close > limit ? limit : Math.min(limit, text.indexOf("-----", close + 8) + 5);
      if (e < close) e = limit;
    } else while (e < limit && !/[\s"'`<>()[\]{},;|\\]/.test(text[e])) e++;
    coveredUntil = e;
    const token = text.slice(s, e);
    for (const f of findSecrets(void 0, token)) {
      add(f.secret, s + f.start, `${f.format?.description ?? "secret"} ${redact(f.secret)}`, true);
    }
  }
  let namesUntil = start;
  for (const m of nameAt) {
    if (m.index < namesUntil) continue;
    let ks = m.index;
    while (ks > start && m.index - ks < 64 && /[\w.]/.test(text[ks - 1])) ks--;
    let ke = m.index + m.hint.length;
    while (ke < end && ke - m.index < 64 && /[\w.-]/.test(text[ke])) ke++;
    namesUntil = ke;
    const key = text.slice(ks, ke);
    const next = text.charCodeAt(ke) === 34 || text.charCodeAt(ke) === 39 ? text[ke + 1] : text[ke];
    if (!(flagBefore(text, ks) || next === "=" || next === ":" || next === " " || next === "	")) continue;
    if (!classifyKey(key)) continue;
    const flag = flagBefore(text, ks);
    const after = (flag ? FLAG_VALUE : ASSIGNED_VALUE).exec(text.slice(ke, Math.min(end, ke + 400)));
    if (!after) continue;
    const lineStart = lineStartNear(text, ks, 200);
    if (after[1] === "" && !flag && !/^\s{0,8}(?:export\s{1,8})?$/.test(text.slice(lineStart, ks))) continue;
    const valueStart = ke + after[0].length - after[3].length;
    const value = (after[2] ?? "") + after[3];
    for (const found2 of findSecrets(key, value)) {
      const at = valueStart - (after[2]?.length ?? 0) + found2.start;
      add(found2.secret, at, `${found2.format?.description ?? `secret in ${key.length > 40 ? "a variable" : key}`} ${redact(found2.secret)}`, found2.reason === "format");
    }
  }
  return out;
}

// src/skills/commands/scan.ts
var TEST_PATH = /(?:^|\/)(?:tests?|__tests__|spec|specs|fixtures?|testdata|test-data|__fixtures__|evals?)\/|(?:^|\/)(?:test_[\w-]+\.py|[\w-]+_test\.(?:py|go|sh|rb)|[\w.-]+\.(?:test|spec)\.[cm]?[jt]sx?)$/;
function scanFile(text, kind, options) {
  const hits = [];
  if (kind.kind === "code") scanCode(text, kind, hits);
  else if (kind.kind === "markdown") scanMarkdown(text, hits);
  for (const s of findTextSecrets(text)) {
    hits.push({ id: "hardcoded-secret", category: "hardcoded-secret", confidence: s.byFormat ? "high" : "medium", description: "holds a literal secret", label: s.label, offset: s.offset, length: s.length, secrets: [s.secret] });
  }
  if (TEST_PATH.test(options.path)) for (const h of hits) lower(h, "in a test fixture");
  return dedupe(text, hits);
}
function scanCommandText(text, start, end, hits) {
  shellAndText(text, "sh", start, end, hits, "shell");
}
function lower(h, why) {
  if (h.confidence === "high") {
    h.confidence = "medium";
    h.lowered = why;
  }
}
function scanCode(text, kind, hits) {
  switch (kind.language) {
    case "shell":
      shellAndText(text, "sh", 0, text.length, hits, "shell");
      return;
    case "powershell":
      shellAndText(text, "pwsh", 0, text.length, hits, "powershell");
      return;
    case "batch": {
      const view = text.replace(/^[ \t]*@?(?:rem(?:[ \t][^\n]*)?|::[^\n]*)$/gim, (line) => " ".repeat(line.length));
      shellAndText(view, "cmd", 0, view.length, hits, "batch");
      return;
    }
    case "dockerfile":
    case "makefile":
    case "justfile": {
      const { view, lists } = shellView(text, kind.language);
      shellAndText(view, "sh", 0, view.length, hits, kind.language);
      for (const c of lists) candidate(c, hits, "high");
      return;
    }
    case "package-json":
      for (const c of packageScripts(text)) candidate(c, hits, "high");
      return;
    case "python":
    case "javascript":
    case "ruby":
    case "perl":
    case "php":
      codeFile(text, kind.language, 0, text.length, hits);
      return;
    default:
      return;
  }
}
function shellAndText(text, dialect, start, end, hits, language) {
  if (!mayHoldCommand(text, start, end)) return void 0;
  const scan = scanShell(text, dialect, start, end);
  hits.push(...scan.hits);
  for (const t of scanText(text, start, end, "code", language, liveAccept(scan.live))) hits.push(textHit(t));
  return scan;
}
function candidate(c, hits, confidence) {
  const scan = scanShell(c.text, "sh", c.start, c.end, c.place);
  for (const h of scan.hits) {
    if (confidence === "medium") lower(h, "in a string nothing on its line runs");
    hits.push(h);
  }
  if (c.place) {
    for (const t of scanText(c.text, c.start, c.end, "code", "shell")) hits.push({ ...textHit(t), offset: c.place[0], length: c.place[1] - c.place[0] });
  } else {
    for (const t of scanText(c.text, c.start, c.end, "code", "shell", liveAccept(scan.live))) hits.push(textHit(t));
  }
}
function codeFile(text, language, start, end, hits) {
  if (!mayHoldCommand(text, start, end)) return;
  const region = start === 0 && end === text.length ? text : text.slice(start, end);
  const lexed = lexCode(region, language);
  const comments = lexed.comments.map(([s, e]) => [s + start, e + start]);
  for (const t of scanText(text, start, end, "code", language, (o) => !inRanges(comments, o))) hits.push(textHit(t));
  for (const c of commandStrings(region, lexed)) {
    const shifted = c.place ? { ...c, place: [c.place[0] + start, c.place[1] + start] } : { ...c, text, start: c.start + start, end: c.end + start };
    candidate(shifted, hits, c.executed ? "high" : "medium");
  }
}
function textHit(t) {
  const p = t.pattern;
  return { id: p.id, category: p.category, confidence: p.confidence, description: p.description, label: t.label, offset: t.offset, length: t.length };
}
function scanMarkdown(text, hits) {
  const fences = markdownFences(text);
  let roles;
  const role = () => roles ??= new MarkdownRoles(text, fences);
  const place = (from, kind, fence) => {
    const found = [];
    return {
      found,
      done() {
        for (const h of found) {
          const why = role().warningAt(h.offset, kind, fence);
          if (why) lower(h, why);
          hits.push(h);
        }
      }
    };
  };
  for (const fence of fences) {
    const content = text.slice(fence.start, fence.end);
    const language = fenceLanguage(fence.info, content);
    const out = place(fence.start, "fence", fence);
    switch (language) {
      case "shell":
        shellAndText(text, "sh", fence.start, fence.end, out.found, "markdown");
        break;
      case "console":
        for (const [s, e] of promptCommands(text, fence.start, fence.end)) shellAndText(text, "sh", s, e, out.found, "markdown");
        break;
      case "pwsh":
        shellAndText(text, "pwsh", fence.start, fence.end, out.found, "powershell");
        break;
      case "cmd":
        shellAndText(text, "cmd", fence.start, fence.end, out.found, "batch");
        break;
      case "python":
      case "javascript":
      case "ruby":
      case "perl":
      case "php":
        codeFile(text, language, fence.start, fence.end, out.found);
        break;
      case "dockerfile":
      case "makefile":
      case "justfile": {
        const { view, lists } = shellView(content, language);
        const shifted = " ".repeat(fence.start) + view;
        shellAndText(shifted, "sh", fence.start, shifted.length, out.found, language);
        for (const c of lists) candidate({ ...c, place: [c.place[0] + fence.start, c.place[1] + fence.start] }, out.found, "high");
        break;
      }
      default:
        for (const t of scanText(text, fence.start, fence.end, "prose", "markdown")) out.found.push(textHit(t));
    }
    out.done();
  }
  const inline = place(0, "inline");
  for (const span of inlineSpans(text, fences)) {
    if (!readsAsCommand(text.slice(span.start, Math.min(span.end, span.start + 120)))) continue;
    const before = inline.found.length;
    shellAndText(text, "sh", span.start, span.end, inline.found, "markdown");
    if (/^\s{0,3}\|/.test(text.slice(span.lineStart, span.lineStart + 8))) for (const h of inline.found.slice(before)) lower(h, "in a table cell");
  }
  inline.done();
  const prose = place(0, "prose");
  const inFence = mergeRanges(fences.map((f) => [f.open, f.end]));
  for (const t of scanText(text, 0, text.length, "prose", "markdown", (o) => !inRanges(inFence, o))) {
    const h = textHit(t);
    const written = text.slice(t.offset, t.offset + t.length);
    const lineStart = lineStartNear(text, t.offset);
    if (!written.startsWith("--") && !/[:=]\s{0,4}["']?$/.test(text.slice(Math.max(lineStart, t.offset - 40), t.offset))) lower(h, "named in a sentence");
    else if (/^\s{0,3}\|/.test(text.slice(lineStart, lineStart + 8))) lower(h, "in a table cell");
    prose.found.push(h);
  }
  prose.done();
}
function liveAccept(live) {
  const sorted = live.slice().sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged = mergeRanges(sorted.map(([s, e]) => [s, e]));
  return (offset, pattern) => {
    if (!inRanges(merged, offset)) return false;
    if (!pattern.exceptPrograms) return true;
    let program;
    for (let lo = 0, hi = sorted.length - 1; lo <= hi; ) {
      const mid = lo + hi >> 1;
      if (sorted[mid][0] <= offset) lo = mid + 1;
      else hi = mid - 1;
      if (lo > hi) {
        for (let k = hi; k >= 0 && k > hi - 64; k--) {
          const [s, e, name] = sorted[k];
          if (s <= offset && offset < e) {
            program = name;
            break;
          }
        }
      }
    }
    return program === void 0 || !pattern.exceptPrograms.includes(program);
  };
}
function mergeRanges(ranges) {
  const sorted = ranges.slice().sort((a, b) => a[0] - b[0]);
  const out = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}
function inRanges(ranges, offset) {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    const [s, e] = ranges[mid];
    if (offset < s) hi = mid - 1;
    else if (offset >= e) lo = mid + 1;
    else return true;
  }
  return false;
}
function dedupe(text, hits) {
  if (hits.length <= 1) return hits;
  hits.sort((a, b) => a.offset - b.offset || (a.confidence === b.confidence ? 0 : a.confidence === "high" ? -1 : 1));
  const lineStarts = [];
  const lineOf = (offset) => {
    let line = 0;
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo <= hi) {
      const mid = lo + hi >> 1;
      if (lineStarts[mid] <= offset) {
        line = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return line;
  };
  for (let i = 0, at = 0; at !== -1 && at <= hits[hits.length - 1].offset; ) {
    lineStarts.push(at);
    const nl = text.indexOf("\n", at);
    at = nl === -1 ? -1 : nl + 1;
    i++;
  }
  const kept = /* @__PURE__ */ new Map();
  for (const h of hits) {
    const key = `${lineOf(h.offset)}:${h.category}`;
    const prev = kept.get(key);
    if (!prev) kept.set(key, h);
    else if (prev.confidence === "medium" && h.confidence === "high") kept.set(key, h);
  }
  return [...kept.values()].sort((a, b) => a.offset - b.offset);
}

// src/skills/commands/types.ts
var CATEGORY_SEVERITY = {
  "download-execute": "error",
  "safety-bypass": "error",
  "credential-access": "error",
  "hardcoded-secret": "error",
  exfiltration: "error",
  obfuscation: "error",
  persistence: "warning",
  "unpinned-install": "warning",
  "privilege-destruction": "warning"
};
var CATEGORY_ADVICE = {
  "download-execute": "what runs can change at any time and nobody reviews it; ship the code in the skill, or pin an exact version and check its digest",
  "safety-bypass": "it turns off the checks that keep an agent from doing harm; remove it and let the user grant what is needed",
  "credential-access": "a skill runs with your rights, and code that reads keys or tokens can leak them; remove it, or let the user pass the one value it needs",
  "hardcoded-secret": "anyone with the skill can use it; revoke it now and read it from the environment instead",
  persistence: "it keeps running after the task is done; leave it to the user to install, or remove it",
  exfiltration: "check what leaves the machine and where it goes; remove it unless the skill exists to do exactly that",
  obfuscation: "the code is hidden from review; ship it readable in the skill",
  "unpinned-install": "what gets installed changes with each release and nobody reviews it; pin an exact version",
  "privilege-destruction": "a skill needs only the user's own rights and deletes only what it made, by name; drop it or narrow it"
};

// src/rules/skill-risky-script.ts
var MAX_SCAN_BYTES = 1024 * 1024;
var MAX_SECRET_SCAN_BYTES = 256 * 1024;
var NO_SECRET_EXTENSIONS = /\.(?:xml|xsd|xsl|xslt|dtd|rng|wsdl|svg|html?|xhtml|css|scss|less|csv|tsv|map|rels|vml|ipynb|lock|sum)$/i;
var MAX_FINDINGS_PER_FILE = 100;
var skillRiskyScript = {
  meta: {
    id: "skill-risky-script",
    description: "Commands a skill makes the agent run (scripts, Dockerfiles, recipes, package scripts, Markdown code and inline commands, plugin hooks) that download and run code, lift the agent's safety checks, read credentials, hold secrets, persist, send data away, hide code, install unpinned packages, or use root and wide deletes",
    defaultSeverity: "error",
    appliesTo: "skill",
    // What to do instead depends on what the script is for: the message says it, the user decides.
    fix: "none",
    network: false,
    docs: docsUrl("skill-risky-script")
  },
  check(context) {
    const { skill } = context;
    for (const file of skill.files) {
      if (file.kind !== "file") continue;
      const byName = classifyByName(file.path);
      if (byName?.kind === "binary") continue;
      const scansAll = byName === void 0 || byName.kind === "code" || byName.kind === "markdown";
      if (file.size > MAX_SCAN_BYTES) {
        if (scansAll) tooLarge(context, file.path, file.size);
        continue;
      }
      if (!scansAll && (file.size > MAX_SECRET_SCAN_BYTES || NO_SECRET_EXTENSIONS.test(file.path))) continue;
      const source = skill.readText(file.path);
      if (!source) continue;
      const kind = byName && byName.kind !== "data" && byName.kind !== "text" ? byName : classifyFile(file.path, file.executable, source.text.slice(0, 300));
      if (kind.kind === "binary") continue;
      report(context, file.path, void 0, source, scanFile(source.text, kind, { path: file.path }));
    }
    const plugin = enclosingPlugin(skill);
    if (plugin) checkPlugin(context, plugin);
  }
};
function checkPlugin(context, plugin) {
  const { skill } = context;
  const targets = /* @__PURE__ */ new Set();
  for (const file of skill.files) {
    if (file.kind !== "file" || file.size > MAX_SCAN_BYTES) continue;
    const kind = classifyByName(file.path);
    if (kind && kind.kind !== "code" && kind.kind !== "markdown") continue;
    const source = skill.readText(file.path);
    if (!source || !source.text.includes("CLAUDE_PLUGIN_ROOT") && !source.text.includes("../")) continue;
    for (const t of pluginReferences(source.text, path4.dirname(path4.join(skill.dir, file.path)), plugin, skill.dir)) targets.add(t);
  }
  const hooks = [];
  if (ownsPluginHooks(plugin, skill)) {
    for (const file of hookFiles(plugin)) {
      const read = readPluginFile(plugin, file);
      if (!read || !("source" in read)) continue;
      hooks.push(read);
      for (const cmd of hookCommands(read.source.text, read.relative === PLUGIN_MANIFEST)) {
        for (const t of pluginReferences(cmd.value, plugin.root, plugin, skill.dir)) targets.add(t);
      }
    }
  }
  for (const hook of hooks) {
    const hits = [];
    for (const cmd of hookCommands(hook.source.text, hook.relative === PLUGIN_MANIFEST)) {
      const raw = hook.source.text.slice(cmd.start, cmd.end);
      if (raw === cmd.value) scanCommandText(hook.source.text, cmd.start, cmd.end, hits);
      else {
        const inner = [];
        scanCommandText(cmd.value, 0, cmd.value.length, inner);
        for (const h of inner) hits.push({ ...h, offset: cmd.start, length: cmd.end - cmd.start });
      }
    }
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
function report(context, filePath, outside, source, hits) {
  const name = skillName4(context.skill);
  const where2 = outside ? ` (runs ${outside})` : "";
  const shown = hits.slice(0, MAX_FINDINGS_PER_FILE);
  for (const hit of shown) {
    const line = positionAt(source, hit.offset).line;
    context.report({
      ...outside ? { source } : { file: filePath },
      offset: hit.offset,
      length: hit.length,
      pointer: `${outside ? source.displayPath : filePath}#L${line}`,
      severity: hit.severity ?? CATEGORY_SEVERITY[hit.category],
      confidence: hit.confidence,
      subject: `${hit.id}:${hit.label}`,
      message: `skill "${name}"${where2} ${hit.description} (${printable(hit.label)}) [${hit.category}]: ${CATEGORY_ADVICE[hit.category]}`,
      ...hit.secrets ? { secrets: hit.secrets } : {}
    });
  }
  const rest = hits.slice(MAX_FINDINGS_PER_FILE);
  if (rest.length > 0) {
    const severity = rest.some((h) => (h.severity ?? CATEGORY_SEVERITY[h.category]) === "error") ? "error" : "warning";
    context.report({
      ...outside ? { source } : { file: filePath },
      offset: rest[0].offset,
      length: rest[0].length,
      pointer: `${outside ? source.displayPath : filePath}#more`,
      severity,
      subject: "more",
      message: `skill "${name}" has ${rest.length} more risky commands in ${outside ? source.displayPath : filePath} (only the first ${MAX_FINDINGS_PER_FILE} are listed): review the whole file`,
      secrets: rest.flatMap((h) => h.secrets ?? [])
    });
  }
}
function tooLarge(context, filePath, size, plugin) {
  const shown = plugin ? `${plugin.displayRoot}/${filePath}` : filePath;
  context.report({
    file: plugin ? SKILL_FILE : filePath,
    offset: 0,
    length: 0,
    pointer: `${shown}#too-large`,
    severity: "warning",
    subject: `too-large:${shown}`,
    message: `skill "${skillName4(context.skill)}" has a file too large to scan for risky commands (${shown}, ${(size / 1048576).toFixed(1)} MB, over ${MAX_SCAN_BYTES / 1048576} MB): review it by hand, or split it`
  });
}
function notRead(context, plugin, count) {
  context.report({
    file: SKILL_FILE,
    offset: 0,
    length: 0,
    pointer: `${plugin.displayRoot}#not-read`,
    severity: "warning",
    subject: "plugin-cap",
    message: `skill "${skillName4(context.skill)}" points at ${count} more files of its plugin than mcp-audit reads (${MAX_PLUGIN_FILES} files, ${MAX_PLUGIN_BYTES / 1048576} MB): review them by hand`
  });
}
function skillName4(skill) {
  const n = skill.frontMatter.data?.["name"];
  return printable(typeof n === "string" && n.trim() !== "" ? n : skill.folderName);
}

// src/rules/skill-unaudited-file.ts
var skillUnauditedFile = {
  meta: {
    id: "skill-unaudited-file",
    description: "Scripts, executables and binaries of a skill that nobody approved, or that changed since; symlinks that leave the skill folder",
    defaultSeverity: "error",
    appliesTo: "skill",
    fix: "none",
    network: false,
    docs: docsUrl("skill-unaudited-file")
  },
  check(context) {
    const { skill, lock } = context;
    const name = skillName(skill);
    const entry = lock && Object.hasOwn(lock.skills, context.lockKey) ? lock.skills[context.lockKey] : void 0;
    const recorded = new Map((entry ? lockedFiles(entry) : []).map((f) => [f.path, f]));
    const prefix = `skill "${name}": `;
    for (const file of skill.files) {
      if (file.kind === "symlink" && symlinkStatus(skill, file) !== "inside") {
        reportLink(context, file, prefix);
        continue;
      }
      if (file.kind === "other") {
        context.report({ file: file.path, pointer: file.path, subject: `special:${file.path}`, severity: "warning", message: `${prefix}${file.path} is not a regular file (a FIFO, socket or device): remove it from the skill` });
        continue;
      }
      const facts = fileFacts(skill, file);
      if (!facts.ok) {
        if (facts.reason === "unreadable") context.report({ file: file.path, pointer: file.path, subject: `unreadable:${file.path}`, severity: "warning", message: `${prefix}${file.path} could not be read, so it was not checked against the audit lock: fix its permissions` });
        continue;
      }
      const before = recorded.get(file.path);
      const state = !lock ? "unreviewed" : !before ? "new" : before.size !== facts.size || before.digest !== facts.digest ? "changed" : void 0;
      if (!state) continue;
      const kind = codeKind(file.path, file.executable || facts.executable, facts.shebang);
      if (kind) {
        reportFile(context, file, facts, state, before, `${prefix}${kind} ${file.path}`, state === "unreviewed" ? "warning" : "error");
      } else if (facts.binary) {
        reportFile(context, file, facts, state, before, `${prefix}binary file ${file.path}`, "warning");
      } else if (entry && state !== "unreviewed") {
        reportFile(context, file, facts, state, before, `${prefix}${file.path === SKILL_FILE ? SKILL_FILE : `file ${file.path}`}`, "warning");
      }
    }
    if (entry) {
      const present = new Set(skill.files.map((f) => f.path));
      for (const gone of recorded.values()) {
        if (present.has(gone.path) || skill.truncated) continue;
        context.report({ pointer: gone.path, subject: `removed:${gone.path}`, severity: "info", message: `${prefix}${gone.path} was approved but is gone: run mcp-audit approve to record its removal` });
      }
    }
    if (skill.unread.length > 0) {
      context.report({
        pointer: "",
        subject: "not-fully-read",
        severity: "error",
        fatal: true,
        message: `${prefix}the skill was not fully audited: ${describeUnread(skill.unread)}; scripts and Markdown were read first; remove what the skill does not need`
      });
    }
  }
};
function reportLink(context, file, prefix) {
  const status = symlinkStatus(context.skill, file);
  const shown = linkText(file) ?? file.target ?? "?";
  if (status === "escapes") {
    context.report({
      file: file.path,
      pointer: file.path,
      subject: `escaping-symlink:${shown}`,
      severity: "error",
      message: `${prefix}${file.path} is a symlink that leaves the skill folder (\u2192 ${shown}): the file it reads can change without the skill changing and can never be approved; copy the file into the skill or remove the link`
    });
  } else {
    context.report({
      file: file.path,
      pointer: file.path,
      subject: `broken-symlink:${shown}`,
      severity: "warning",
      message: `${prefix}${file.path} is a broken symlink (\u2192 ${shown}): remove it or point it at a file inside the skill`
    });
  }
}
function reportFile(context, file, facts, state, before, what, severity) {
  let status;
  if (state === "unreviewed") status = `has never been reviewed (no ${LOCK_FILE_NAME})`;
  else if (state === "new") status = "is new since the last review";
  else {
    const keys = file.path === SKILL_FILE ? frontMatterKeys(context) : "";
    status = `changed since it was approved (${keys}${sizeAndDigestChange(before, facts, "digest-first")})`;
  }
  const isBinaryWord = what.includes("binary file ") ? "it" : "it is binary and";
  const action = facts.binary ? `${isBinaryWord} cannot be reviewed as text; run mcp-audit approve once you trust where it comes from` : state === "changed" ? "review the change, then run mcp-audit approve" : "run mcp-audit approve after reading it";
  const text = facts.binary ? void 0 : context.skill.readText(file.path)?.text;
  const firstLine = text === void 0 ? 0 : /^[^\r\n]*/.exec(text)[0].length;
  context.report({
    file: file.path,
    offset: 0,
    length: firstLine,
    pointer: file.path,
    // The bytes are part of the subject: a baseline that accepts one unreviewed version does not hide the next.
    subject: `${state}:${facts.digest}`,
    severity,
    message: `${what} ${status}: ${action}`
  });
}
function frontMatterKeys(context) {
  const locked = context.lock?.skills[context.lockKey];
  if (!locked) return "";
  const keys = changedKeys(locked.frontmatter, plainFrontMatter(context.skill).value);
  return keys.length > 0 ? `front matter: ${keys.join(", ")}; ` : "";
}

// src/rules/skill-guard-invocation.ts
var import_yaml5 = __toESM(require_dist(), 1);

// src/skills/deploy-actions.ts
var W = String.raw`(?:[\w.:/=-]{1,60}\s{1,8}){0,3}`;
var DEPLOY_ACTIONS = [
  // -- commands --
  {
    id: "git-push",
    kind: "command",
    regex: /\bgit\s{1,8}(?:-C\s{1,8}\S{1,200}\s{1,8})?push\b/,
    label: () => "git push",
    examples: { bad: ["git push origin main", "git -C app push --tags"], good: ["git pull --rebase", "git stash push -m wip"] }
  },
  {
    id: "package-publish",
    kind: "command",
    regex: /\b(npm|pnpm|yarn(?:\s{1,8}npm)?|cargo|poetry|uv|flit|vsce|ovsx|lerna|changeset)\s{1,8}publish\b|\b(twine)\s{1,8}upload\b|\b(gem)\s{1,8}push\b|\b(dotnet\s{1,8}nuget)\s{1,8}push\b/,
    label: (m) => m[1] ? `${m[1].replace(/\s+/g, " ")} publish` : m[2] ? "twine upload" : m[3] ? "gem push" : "dotnet nuget push",
    examples: { bad: ["npm publish --access public", "cargo publish", "twine upload dist/*", "dotnet nuget push pkg.nupkg"], good: ["npm pack", "dotnet publish -c Release"] }
  },
  {
    id: "kubectl",
    kind: "command",
    regex: /\b(kubectl|oc)\s{1,8}(?:-\S{1,60}\s{1,8}(?:[^-\s]\S{0,60}\s{1,8})?){0,4}(apply|delete|replace|patch|rollout\s{1,8}(?:restart|undo|resume)|scale|create|set\s{1,8}image|drain|edit)\b/,
    label: (m) => `${m[1]} ${m[2].replace(/\s+/g, " ")}`,
    examples: { bad: ["kubectl apply -f k8s/", "kubectl -n prod delete pod x", "kubectl rollout restart deploy/api"], good: ["kubectl get pods", "kubectl describe deploy api", "kubectl diff -f k8s/", "kubectl rollout status deploy/api"] }
  },
  {
    id: "infrastructure",
    kind: "command",
    regex: /\b(helm)\s{1,8}(?:-\S{1,60}\s{1,8}(?:[^-\s]\S{0,60}\s{1,8})?){0,4}(upgrade|install|uninstall|rollback|delete)\b|\b(terraform|tofu|terragrunt)\s{1,8}(?:-\S{1,60}\s{1,8}){0,4}(apply|destroy)\b|\b(pulumi)\s{1,8}(up|destroy)\b|\b(cdk|sam|serverless|sls|firebase|fly|flyctl|wrangler|skaffold)\s{1,8}(deploy|publish|run)\b|\b(argocd)\s{1,8}app\s{1,8}(sync)\b|\b(railway)\s{1,8}(up)\b/,
    label: (m) => {
      const pairs = [[m[1], m[2]], [m[3], m[4]], [m[5], m[6]], [m[7], m[8]], [m[9], m[10]], [m[11], m[12]]];
      const [tool, verb] = pairs.find(([t]) => t) ?? ["", ""];
      return tool === "argocd" ? "argocd app sync" : `${tool} ${verb}`;
    },
    // `skaffold run` deploys; `fly run`, `sam run`… are not commands.
    unless: (m) => m[8] === "run" && m[7] !== "skaffold",
    examples: { bad: ["helm upgrade --install api ./chart", "terraform apply -auto-approve", "pulumi up --yes", "fly deploy", "sam deploy --guided"], good: ["helm template ./chart", "terraform plan", "terraform fmt"] }
  },
  {
    id: "cloud-deploy",
    kind: "command",
    regex: new RegExp(String.raw`\b(aws|gcloud|az)\s{1,8}${W}(deploy|update-function-code|update-service|create-deployment|up)\b|\b(vercel|netlify)\b[^\n]{0,100}?--prod\b|\b(heroku)\s{1,8}(container:release|releases:rollback)\b`),
    label: (m) => m[1] ? `${m[1]} \u2026 ${m[2]}` : m[3] ? `${m[3]} --prod` : `heroku ${m[5]}`,
    examples: { bad: ["aws cloudformation deploy --stack-name x", "gcloud run deploy api --source .", "az webapp up -n x", "vercel --prod", "netlify deploy --dir dist --prod"], good: ["aws s3 ls", "gcloud config list", "vercel dev"] }
  },
  {
    id: "image-push",
    kind: "command",
    regex: /\b(docker|podman)\s{1,8}(?:(?:image|compose)\s{1,8})?push\b|\bdocker\s{1,8}buildx\s{1,8}build\b[^\n]{0,200}?\s--push\b/,
    label: (m) => `${m[1] ?? "docker"} push`,
    examples: { bad: ["docker push ghcr.io/o/api:1.2.3", "docker buildx build --platform linux/amd64 --push ."], good: ["docker pull node:22", "docker build -t api ."] }
  },
  {
    id: "release-create",
    kind: "command",
    regex: /\b(gh\s{1,8}release\s{1,8}create|goreleaser\s{1,8}release|semantic-release)\b/,
    label: (m) => m[1].replace(/\s+/g, " "),
    examples: { bad: ["gh release create v1.2.3 --notes-file NOTES.md", "goreleaser release --clean"], good: ["gh release list", "gh release view v1.2.3"] }
  },
  {
    id: "database-migrate",
    kind: "command",
    regex: /\b(dotnet\s{1,8}ef\s{1,8}database\s{1,8}update|prisma\s{1,8}migrate\s{1,8}deploy|prisma\s{1,8}db\s{1,8}push|supabase\s{1,8}db\s{1,8}push)\b/,
    label: (m) => m[1].replace(/\s+/g, " "),
    examples: { bad: ["dotnet ef database update", "npx prisma migrate deploy", "supabase db push"], good: ["dotnet ef migrations add AjouterDate", "prisma migrate dev", "prisma generate"] }
  },
  {
    id: "database-migrate-production",
    kind: "command",
    regex: /\b((?:bin\/)?(?:rails|rake)\s{1,8}db:migrate|alembic\s{1,8}upgrade|flyway\s{1,8}(?:-\S{1,100}\s{1,8}){0,4}migrate|liquibase\s{1,8}(?:-\S{1,100}\s{1,8}){0,4}update|knex\s{1,8}migrate:latest|sequelize\s{1,8}db:migrate|manage\.py\s{1,8}migrate)\b/,
    label: (m) => m[1].replace(/\s+/g, " ").replace(/^(flyway|liquibase) .* (migrate|update)$/, "$1 $2"),
    productionOnly: true,
    examples: { bad: ["RAILS_ENV=production bin/rails db:migrate", "alembic upgrade head on the production database"], good: ["bin/rails db:migrate", "alembic upgrade head"] }
  },
  // -- words --
  {
    id: "deploy",
    kind: "verb",
    // Verb forms only: "deployment" and "deployed" describe things more often than they act.
    regex: /(?<![\w/.-])(?:re)?deploy(?:s|ing)?(?![\w-])|\b(?:re|ré)?d[ée]ploy(?:er|ez|ons)\b|\b(?:re|ré)?d[ée]ploi(?:e|es|ent)\b|\b(?:mettre|met|mets|mettent|mettez|mise?|livrer|livre|livrez)\s{1,4}en\s{1,4}(?:production|prod)\b|\b(?:ship|ships|shipping|promote|promotes|roll\s?out|rolls\s?out)\b[^.\n]{0,40}\b(?:to\s{1,4})?(?:prod|production)\b/i,
    label: () => "deploys",
    examples: {
      bad: ["Deploys the API to staging", "deploy prod", "D\xE9ployer l'application", "mise en production du front", "ship it to production"],
      good: ["Reviews Kubernetes deployment manifests", "shows the deployed version", "cloud-deploy/", "scripts/deploy.sh is read, not run"]
    }
  },
  {
    id: "release",
    kind: "verb",
    regex: /(?<![\w/.-])releas(?:e|es|ing)(?![\w-])|\b(?:cut|cuts|create|creates|tag|tags|ship|ships|draft|drafts|prepare|prepares)\s{1,4}(?:a|the)\s{1,4}(?:new\s{1,4})?release\b/i,
    label: () => "releases",
    unless: (m, text) => {
      if (!/^releas/i.test(m[0])) return false;
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 30);
      const before = text.slice(Math.max(0, m.index - 30), m.index);
      return /^[\s-]{1,3}(?:notes?|candidates?|dates?|cycles?|schedules?|process|history|branch(?:es)?|channels?|tags?|builds?|mode|configuration|checklists?|plans?|managers?|versions?|artifacts?|pipeline|workflow|page|log|train|the\s+lock|memory|resources?)\b/i.test(after) || /(?:-c|--configuration|Configuration=|-p:Configuration=)\s{0,4}$/i.test(before) || /\b(?:a|an|the|this|that|each|every|its|their|our|your|latest|next|new|stable|current|previous|last|first|major|minor|patch|upcoming|final|public|beta|GitHub|npm)\s{1,4}$/i.test(before);
    },
    examples: {
      bad: ["Releases a new version of the CLI", "release cli", "Cuts a new release of the library", "Release the build to the store."],
      good: ["Drafts release notes from merged PRs", "dotnet build -c Release", "checks the release branch", "v2 is the current stable release.", "the latest release is on the GitHub release page"]
    }
  },
  {
    id: "publish",
    kind: "verb",
    regex: /(?<![\w/.-])publish(?:es|ing)?(?![\w-])|(?<![\w/.-])publi(?:er|e|es|ent|ez|ons)(?![\w-])/i,
    label: () => "publishes",
    unless: (m, text) => /^\s{1,3}(?:date|settings|profiles?|directory|dir|folder|options?)\b/i.test(text.slice(m.index + m[0].length, m.index + m[0].length + 20)) || /\bdotnet\s{1,8}$/.test(text.slice(Math.max(0, m.index - 20), m.index)),
    examples: { bad: ["Publishes the package to npm", "Publier la documentation"], good: ["dotnet publish -c Release -o out", "reads the publish settings"] }
  },
  {
    id: "push",
    kind: "verb",
    regex: /\b(?:force-)?push(?:es|ing)?\s{1,4}(?:the\s{1,4}|your\s{1,4}|all\s{1,4})?(?:changes|commits?|branch(?:es)?|code|tags?|images?)\b|\bpouss(?:er|e|ez)\b[^.\n]{0,30}\b(?:sur|vers)\s{1,4}(?:main|master|origin|la\s{1,4}prod|production)\b/i,
    label: () => "pushes",
    examples: { bad: ["commit and push the changes", "pousser sur main"], good: ["push notifications", "a push-based model"] }
  },
  {
    id: "migrate-production",
    kind: "verb",
    regex: /\bmigr\w{0,10}\b[^.\n]{0,60}\b(?:prod|production)\b|\b(?:prod|production)\s{1,4}(?:database|db|base)\b[^.\n]{0,40}\bmigr/i,
    label: () => "migrates a production database",
    examples: { bad: ["Migrates the production database", "migrer la base de production"], good: ["Adds and reviews EF Core migrations"] }
  }
];
var NEGATION = /\b(?:never|not|don[’']t|dont|doesn[’']t|must not|mustn[’']t|shouldn[’']t|cannot|can[’']t|won[’']t|without|avoid|forbidden|prohibited|refuse|jamais|interdit|interdite|interdits|sans|aucun|aucune|proscrit)(?![\w’'])|(?<![\w\u00C0-\u024F])évite[rz]?\b|(?:^|[\s(])(?:ne|n[’'])\s?[^.!?;:,]{0,40}?\bpas\b|\bno\s{1,4}[`'"]?$/i;
var NE = /(?:^|[\s(])(?:ne|n['’])\s?[^.!?;:,]{0,40}$/i;
var PAS_AFTER = /^[^.!?;:\n]{0,40}?\b(?:pas|jamais|plus)\b/i;
function isNegated(text, index, length, inCode = false) {
  const before = clauseBefore(text, index, inCode);
  if (NEGATION.test(before)) return true;
  return NE.test(before) && PAS_AFTER.test(text.slice(index + length, index + length + 60));
}
function clauseBefore(text, index, inCode) {
  const from = Math.max(0, index - 300);
  const window = text.slice(from, index);
  if (inCode) return window.slice(window.lastIndexOf("\n") + 1);
  const cut = /(?:[.!?;:](?=\s)|\n[ \t]*\n|\n[ \t]*(?:[-*+]|\d+[.)]|#{1,6})[ \t])/g;
  let start = 0;
  for (let m = cut.exec(window); m; m = cut.exec(window)) start = m.index + m[0].length;
  return window.slice(start);
}
function mentionsProduction(text, index, length) {
  const lineStart = text.lastIndexOf("\n", index) + 1;
  const lineEnd = text.indexOf("\n", index + length);
  const line = text.slice(Math.max(lineStart, index - 200), lineEnd === -1 ? Math.min(text.length, index + 200) : Math.min(lineEnd, index + 200));
  return /\b(?:prod|production|RAILS_ENV=production|NODE_ENV=production)\b/i.test(line);
}
function findActions(text, codeRanges = []) {
  const found = [];
  for (const action of DEPLOY_ACTIONS) {
    const re = new RegExp(action.regex.source, action.regex.flags.replace(/g/g, "") + "g");
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      if (action.unless?.(m, text)) continue;
      if (action.productionOnly && !mentionsProduction(text, m.index, m[0].length)) continue;
      const inCode = codeRanges.some((r) => m.index >= r.start && m.index < r.end);
      if (inCode && action.kind === "verb") continue;
      if (isNegated(text, m.index, m[0].length, inCode)) continue;
      found.push({ action, label: action.label(m), index: m.index, length: m[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

// src/rules/skill-guard-invocation.ts
var KEY = "disable-model-invocation";
function hostReadsKey(profileId) {
  const profile2 = profileById(profileId);
  return profile2 ? keyDefinition(profile2, KEY) !== void 0 : profileId === "claude-code";
}
var skillGuardInvocation = {
  meta: {
    id: "skill-guard-invocation",
    description: "Skills that deploy, publish, release, push or migrate production without disable-model-invocation: true",
    defaultSeverity: "warning",
    appliesTo: "skill",
    // Unsafe: afterwards the model no longer starts the skill by itself; the user must type /name.
    fix: "unsafe",
    network: false,
    docs: docsUrl("skill-guard-invocation")
  },
  check(context) {
    const { skill } = context;
    if (!hostReadsKey(context.profile)) return;
    const fm = skill.frontMatter;
    if (!fm.present || !fm.document || fm.problems.length > 0) return;
    const entry = frontMatterEntry(fm, KEY);
    const value = entry?.pair.value;
    if ((0, import_yaml5.isScalar)(value) && value.value === true) return;
    const actions = actionsOf(skill);
    if (actions.length === 0) return;
    const first = actions.find((a) => a.found.action.kind === "command") ?? actions[0];
    const declared = fm.data?.["name"];
    const name = printable(typeof declared === "string" && declared.trim() !== "" ? declared : skill.folderName);
    const what = describe(actions);
    const keyPresent = entry !== void 0;
    const fix = guardFix(skill);
    context.report({
      offset: first.offset,
      length: first.length,
      pointer: `/${KEY}`,
      subject: name,
      message: keyPresent ? `skill "${name}" ${what} but the model can invoke it on its own (${KEY} is not true): set ${KEY}: true so only the user can start it` : `skill "${name}" ${what} but the model can invoke it on its own: add ${KEY}: true so only the user can start it`,
      ...fix ? { fix } : {}
    });
  }
};
function actionsOf(skill) {
  const text = skill.skillMd.text;
  const out = [];
  for (const key of ["name", "description"]) {
    const value = skill.frontMatter.data?.[key];
    const entry = frontMatterEntry(skill.frontMatter, key);
    if (typeof value !== "string" || !entry) continue;
    const scanned = key === "name" ? value.replace(/-/g, " ") : value;
    for (const found of findActions(scanned)) {
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
function describe(actions) {
  const commands = unique(actions.filter((a) => a.found.action.kind === "command").map((a) => a.found.label));
  if (commands.length > 0) return `runs ${list(commands)}`;
  return list(unique(actions.map((a) => a.found.label)));
}
function unique(items) {
  return [...new Set(items)];
}
function list(items) {
  const shown = items.length > 3 ? [...items.slice(0, 3), `${items.length - 3} more`] : items;
  return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
}
function guardFix(skill) {
  const fm = skill.frontMatter;
  const contents = fm.document?.contents;
  const text = skill.skillMd.text;
  const entry = frontMatterEntry(fm, KEY);
  if (entry) {
    const empty = entry.valueLength === 0;
    if (!empty && !(0, import_yaml5.isScalar)(entry.pair.value)) return void 0;
    return {
      safety: "unsafe",
      description: `set ${KEY}: true: only the user can start the skill`,
      edits: [{ offset: entry.valueOffset, length: entry.valueLength, content: empty && text[entry.valueOffset - 1] === ":" ? " true" : "true" }]
    };
  }
  if (contents !== null && contents !== void 0 && !((0, import_yaml5.isMap)(contents) && !contents.flow)) return void 0;
  return {
    safety: "unsafe",
    description: `add ${KEY}: true to the front matter: only the user can start the skill`,
    edits: [{ offset: fm.end, length: 0, content: `${KEY}: true${detectEol(text)}` }]
  };
}

// src/rules/skill-not-servable.ts
var ID6 = "skill-not-servable";
var HINTS = {
  symlink: "copy the file into the skill instead of linking it",
  "special-file": "remove it from the skill",
  uri: "rename it",
  frontmatter: "write the front matter in the YAML the SDK reads (no anchors, aliases, tags or multi-line quoted values)",
  fields: "give it string name and description values",
  entry: "fix the front matter",
  unreadable: "fix its permissions",
  incomplete: "remove what the skill does not need"
};
var skillNotServable = {
  meta: {
    id: ID6,
    description: "A skill an SEP-2640 server (MCP TypeScript SDK 2.4.0 loadSkills) would skip or that exceeds SKILL_LIMITS: symlinks, special files, front matter its reader refuses.",
    defaultSeverity: "warning",
    appliesTo: "skill",
    fix: "none",
    network: false,
    docs: docsUrl(ID6)
  },
  check(context) {
    const { skill } = context;
    const served = servedSkill(skill, [skill.folderName]);
    const label = `skill "${skill.folderName}"`;
    if (served.skipped.length > 0) {
      const first = served.skipped[0];
      const reasons = served.skipped.map((s) => s.message);
      const shown = reasons.length > 3 ? [...reasons.slice(0, 3), `and ${reasons.length - 3} more`] : reasons;
      context.report({
        ...where(context, first),
        pointer: first.path,
        subject: `skipped:${served.skipped.map((s) => `${s.reason}:${s.path}`).join(",")}`,
        message: `${label}: an SDK 2.4.0 server (loadSkills) would skip this skill, so hosts loading skills over MCP never see it: ${shown.join("; ")}; ${HINTS[first.reason]}`
      });
    }
    const { files, bytes } = served.totals;
    if (files > SEP2640_LIMITS.files || bytes > SEP2640_LIMITS.bytes || skill.truncated) {
      context.report({
        offset: 0,
        length: 0,
        pointer: "",
        subject: "limits",
        message: `${label}: ${skill.truncated ? "more than " : ""}${files} files / ${bytes} bytes exceeds SKILL_LIMITS (${SEP2640_LIMITS.files} files / ${SEP2640_LIMITS.bytes} bytes): SEP-2640 hosts must accept skills up to those limits and may decline larger ones; move large assets out of the skill`
      });
    }
  }
};
function where(context, reason) {
  if (reason.path !== SKILL_FILE && reason.path !== "") return { file: reason.path, offset: 0, length: 0 };
  if (reason.reason === "fields") {
    const data = context.skill.frontMatter.data ?? {};
    const key = typeof data.description === "string" || data.description === void 0 ? typeof data.name === "string" || data.name === void 0 ? void 0 : "name" : "description";
    const entry = key === void 0 ? void 0 : frontMatterEntry(context.skill.frontMatter, key);
    if (entry) return { offset: entry.keyOffset, length: entry.keyLength };
  }
  const line = /^(?:SKILL\.md frontmatter: )?line (\d+):/.exec(reason.message.replace(/^SKILL\.md frontmatter: /, ""))?.[1];
  const starts = context.skill.skillMd.lineStarts;
  const offset = line !== void 0 && Number(line) - 1 < starts.length ? starts[Number(line) - 1] : 0;
  const end = context.skill.skillMd.text.indexOf("\n", offset);
  return { offset, length: Math.max(0, (end === -1 ? context.skill.skillMd.text.length : end) - offset) };
}

// src/rules/skill-rules.ts
var SKILL_RULES = [
  skillFrontmatter,
  skillName2,
  skillDescription,
  skillBody,
  skillBrokenReference,
  skillHiddenContent,
  skillRiskyScript,
  skillUnauditedFile,
  skillGuardInvocation,
  skillNotServable
];

export {
  SKILL_RULES
};
