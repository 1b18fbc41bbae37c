// skill-frontmatter: SKILL.md must open with YAML front matter that parses, whose keys a host reads
// and whose values have the types the host expects. Which keys exist is data: ../skills/profiles.ts.
import { isAlias, isMap, isScalar, isSeq, type Document, type Node as YamlNode, type Pair, type ParsedNode } from "yaml";
import { docsUrl } from "../core/docs.js";
import { positionAt } from "../core/source.js";
import { closest } from "../core/suggest.js";
import { NESTING_CODE } from "../core/yaml.js";
import type { SkillRule, SkillRuleContext } from "./types.js";
import { frontMatterKeyAt, type FrontMatter } from "../skills/front-matter.js";
import { DEFAULT_PROFILE, PROFILES, hostsDocumenting, keyDefinition, profileById, type KeyDefinition, type Profile } from "../skills/profiles.js";

const ID = "skill-frontmatter";

export const skillFrontmatter: SkillRule = {
  meta: {
    id: ID,
    description: "SKILL.md must start with YAML front matter that parses, with keys the target hosts read and values of the right type.",
    defaultSeverity: "error",
    appliesTo: "skill",
    fix: "none",
    network: false,
    docs: docsUrl(ID),
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
        message: late
          ? `${label}: SKILL.md's front matter must start on the very first line: remove the blank lines before ---`
          : `${label}: SKILL.md has no YAML front matter: start the file with ---, name and description, ---`,
      });
      return;
    }
    reportYamlProblems(context, fm, label);
    // After a syntax error the parser's keys are guesses: report the syntax alone.
    if (!fm.document || fm.problems.some((p) => !KEY_LEVEL_PROBLEMS.has(p.code))) return;
    const contents = fm.document.contents;
    if (contents === null || (isScalar(contents) && contents.value === null)) {
      context.report({ offset: fm.start, length: 0, pointer: "/", subject: "empty", message: `${label}: the front matter is empty: add name: and description: lines` });
      return;
    }
    if (!isMap(contents)) {
      const [start, end] = contents.range;
      context.report({
        offset: fm.start + start,
        length: end - start,
        pointer: "/",
        subject: "not-a-map",
        message: `${label}: the front matter is not a map of keys: write it as name: … and description: … lines`,
      });
      return;
    }
    const profile = resolveProfile(context, label);
    const allowed = new Set(stringList(context.options.allowKeys));
    for (const pair of contents.items as Pair<ParsedNode, ParsedNode | null>[]) {
      if (!isScalar(pair.key)) continue;
      const key = String(pair.key.value);
      if (allowed.has(key)) continue;
      const keyOffset = fm.start + pair.key.range[0];
      const keyLength = pair.key.range[1] - pair.key.range[0];
      // An older spelling is reported as such under every profile, not as an unknown key.
      const def = keyDefinition(profile, key) ?? renamed(key);
      if (!def) {
        reportUnknownKey(context, label, profile, key, keyOffset, keyLength, [...allowed]);
        continue;
      }
      if (def.replacedBy) {
        context.report({
          offset: keyOffset,
          length: keyLength,
          pointer: pointerFor(key),
          subject: `renamed:${key}`,
          severity: "warning",
          message: `${label}: "${key}" is an older spelling: write "${def.replacedBy}", the key current hosts read`,
        });
      }
      checkValue(context, fm, label, def, pair);
    }
  },
};

/** Problems that leave the structure readable: keys and values can still be checked (not after an alias bomb). */
const KEY_LEVEL_PROBLEMS = new Set(["DUPLICATE_KEY", "TAG_RESOLVE_FAILED"]);

function reportYamlProblems(context: SkillRuleContext, fm: FrontMatter, label: string): void {
  const file = context.skill.skillMd;
  const lines = new Set<number>();
  for (const problem of fm.problems) {
    // yaml often reports one mistake twice on a line; one finding says it.
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
          message: `${label}: duplicate front-matter key "${key}": some hosts refuse the file, others keep only one value; remove one of them`,
        });
        break;
      }
      case NESTING_CODE:
        // Nothing below it was read: the skill's front matter was not audited (exit 2, as for a config).
        context.report({ ...base, fatal: true, message: `${label}: the front matter is ${problem.message}: flatten it so hosts can read the skill` });
        break;
      case "ALIAS_BOMB":
        context.report({
          ...base,
          message: `${label}: the front matter's YAML aliases expand too much (a "billion laughs" pattern that can hang the host): write the values out without aliases`,
        });
        break;
      default: {
        const lineText = lineAt(file.text, problem.offset);
        // `description: Deploys it. Use when: asked` is the classic: an unquoted ": " inside a value.
        const colon = /^\s*([\w-]+):\s+(?![|>"'])(.*?:\s.*)$/.exec(lineText);
        const message = colon
          ? `${label}: the front matter is not valid YAML: the value of "${colon[1]}" contains ": "; put the whole value in double quotes`
          : `${label}: the front matter is not valid YAML (${lowerFirst(problem.message)}): fix it so hosts can read the skill`;
        context.report({ ...base, message });
      }
    }
  }
}

function resolveProfile(context: SkillRuleContext, label: string): Profile {
  const requested = typeof context.options.profile === "string" ? context.options.profile : context.profile;
  const profile = profileById(requested);
  if (profile) return profile;
  const ids = PROFILES.map((p) => p.id);
  const guess = closest(requested, ids);
  context.report({
    offset: 0,
    length: 0,
    pointer: "/",
    subject: `profile:${requested}`,
    severity: "warning",
    message: `${label}: unknown front-matter profile "${requested}"${guess ? ` (did you mean "${guess}"?)` : ""}: use one of ${ids.join(", ")}; checked against "${DEFAULT_PROFILE}"`,
  });
  return profileById(DEFAULT_PROFILE)!;
}

function renamed(key: string): KeyDefinition | undefined {
  const def = keyDefinition(profileById(DEFAULT_PROFILE)!, key);
  return def?.replacedBy ? def : undefined;
}

function reportUnknownKey(context: SkillRuleContext, label: string, profile: Profile, key: string, offset: number, length: number, allowed: string[]): void {
  const base = { offset, length, pointer: pointerFor(key), subject: `unknown:${key}` };
  const readers = profile.id === DEFAULT_PROFILE ? [] : hostsDocumenting(key).map((p) => p.label);
  if (readers.length > 0) {
    context.report({
      ...base,
      severity: "warning",
      message: `${label}: front-matter key "${key}" is not one ${profile.reads} (${readers.join(", ")} ${readers.length > 1 ? "read" : "reads"} it): remove it, or pick a profile for the host the skill targets`,
    });
    return;
  }
  const guess = closest(key, [...profile.keys.filter((k) => !k.replacedBy).map((k) => k.key), ...allowed]);
  if (guess) {
    // A misspelt key is silently ignored: the setting the author meant never applies.
    context.report({ ...base, message: `${label}: unknown front-matter key "${key}": did you mean "${guess}"? Hosts ignore keys they do not know` });
    return;
  }
  context.report({
    ...base,
    severity: "warning",
    message: `${label}: front-matter key "${key}" is not one ${profile.reads}: move it under metadata, or allow it with the allowKeys option`,
  });
}

// ---- values ------------------------------------------------------------------------------------

type Shape = "string" | "boolean" | "number" | "empty" | "list" | "map" | "other";

interface Value {
  shape: Shape;
  node: YamlNode | undefined;
  /** The value as written (for messages). */
  text: string;
}

function checkValue(context: SkillRuleContext, fm: FrontMatter, label: string, def: KeyDefinition, pair: Pair<ParsedNode, ParsedNode | null>): void {
  const doc = fm.document!;
  const value = describeValue(doc, pair.value, fm, context.skill.skillMd.text);
  const at = rangeOf(fm, pair.value ?? pair.key);
  const key = def.key;
  const report = (message: string, where = at, pointer = pointerFor(key), subject = `type:${key}`) =>
    context.report({ offset: where.offset, length: where.length, pointer, subject, message: `${label}: ${message}` });

  // name and description have their own rules for emptiness and length.
  if (value.shape === "empty") {
    if (!def.checkedBy) report(`"${key}" is empty: give it a value or remove the key`);
    return;
  }
  switch (def.type) {
    case "string":
      if (value.shape !== "string") report(`"${key}" must be a string, not ${shapePhrase(value)}: ${stringHint(value)}`);
      else if (def.maxLength !== undefined && !def.checkedBy) {
        const length = [...stringOf(pair.value)].length;
        if (length > def.maxLength) report(`"${key}" is ${length} characters: the limit is ${def.maxLength}; shorten it`, at, pointerFor(key), `length:${key}`);
      }
      return;
    case "boolean":
      if (value.shape !== "boolean") report(`"${key}" must be true or false, not ${shapePhrase(value)}${booleanHint(key, value)}`);
      return;
    case "mapping":
      if (value.shape !== "map") report(`"${key}" must be a map, not ${shapePhrase(value)}: write it as indented key: value lines`);
      return;
    case "string-map": {
      if (value.shape !== "map") {
        report(`"${key}" must be a map of strings, not ${shapePhrase(value)}: write it as indented key: "value" lines`);
        return;
      }
      const map = resolveNode(doc, pair.value);
      if (!isMap(map)) return;
      for (const item of map.items as Pair<ParsedNode, ParsedNode | null>[]) {
        const name = isScalar(item.key) ? String(item.key.value) : "?";
        const inner = describeValue(doc, item.value, fm, context.skill.skillMd.text);
        if (inner.shape === "string") continue;
        const where = rangeOf(fm, item.value ?? item.key);
        const what = inner.shape === "empty" ? `is empty: give it a string value or remove it` : `is ${shapePhrase(inner)}: ${key} values must be strings; ${stringHint(inner)}`;
        report(`${key} "${name}" ${what}`, where, `${pointerFor(key)}/${escapePointer(name)}`, `type:${key}/${name}`);
      }
      return;
    }
    case "string-or-list": {
      if (value.shape === "string") return;
      if (value.shape !== "list") {
        report(`"${key}" must be a string or a list of strings, not ${shapePhrase(value)}: ${stringHint(value)}`);
        return;
      }
      const list = resolveNode(doc, pair.value);
      if (!isSeq(list)) return;
      list.items.forEach((item, index) => {
        const inner = describeValue(doc, item as ParsedNode, fm, context.skill.skillMd.text);
        if (inner.shape === "string") return;
        const where = rangeOf(fm, (item as ParsedNode | null) ?? pair.value!);
        report(`item ${index + 1} of "${key}" is ${shapePhrase(inner)}: list only strings; ${stringHint(inner)}`, where, `${pointerFor(key)}/${index}`, `type:${key}/${index}`);
      });
      return;
    }
  }
}

function describeValue(doc: Document.Parsed, node: unknown, fm: FrontMatter, text: string): Value {
  const resolved = resolveNode(doc, node);
  const raw = isNodeWithRange(node) ? text.slice(fm.start + node.range[0], fm.start + node.range[1]) : "";
  if (resolved === undefined) return { shape: "empty", node: undefined, text: raw };
  if (isMap(resolved)) return { shape: "map", node: resolved, text: raw };
  if (isSeq(resolved)) return { shape: "list", node: resolved, text: raw };
  if (isScalar(resolved)) {
    const v = resolved.value;
    const shape: Shape = v === null || v === undefined ? "empty" : typeof v === "string" ? "string" : typeof v === "boolean" ? "boolean" : typeof v === "number" || typeof v === "bigint" ? "number" : "other";
    return { shape, node: resolved, text: raw };
  }
  return { shape: "other", node: undefined, text: raw };
}

/** Follows an alias to the node it names (never expands it: alias bombs stay cheap). */
function resolveNode(doc: Document.Parsed, node: unknown): YamlNode | undefined {
  let current = node;
  for (let hops = 0; hops < 10 && isAlias(current); hops++) current = current.resolve(doc);
  return current === null || current === undefined || isAlias(current) ? undefined : (current as YamlNode);
}

function stringOf(node: unknown): string {
  return isScalar(node) && typeof node.value === "string" ? node.value : "";
}

function shapePhrase(value: Value): string {
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

function stringHint(value: Value): string {
  if (value.shape === "number" || value.shape === "boolean" || value.shape === "other") return `quote it ("${value.text.replace(/^!!?\S+\s+/, "").replace(/"/g, '\\"')}")`;
  if (value.shape === "list") return "write the items as one string";
  return "write it as one string";
}

const TRUTHY = new Set(["true", "yes", "y", "on"]);
const FALSY = new Set(["false", "no", "n", "off"]);

function booleanHint(key: string, value: Value): string {
  if (value.shape !== "string" || !isScalar(value.node)) return `: write ${key}: true or ${key}: false`;
  const word = String(value.node.value).trim().toLowerCase();
  // YAML 1.2 reads yes/no/on/off (and anything quoted) as strings, whatever the author meant.
  if (TRUTHY.has(word)) return `: write ${key}: true`;
  if (FALSY.has(word)) return `: write ${key}: false`;
  return `: write ${key}: true or ${key}: false`;
}

// ---- positions ---------------------------------------------------------------------------------

function isNodeWithRange(node: unknown): node is { range: [number, number, number] } {
  return typeof node === "object" && node !== null && Array.isArray((node as { range?: unknown }).range);
}

function rangeOf(fm: FrontMatter, node: unknown): { offset: number; length: number } {
  if (!isNodeWithRange(node)) return { offset: fm.start, length: 0 };
  return { offset: fm.start + node.range[0], length: node.range[1] - node.range[0] };
}

/** The key a problem points at (one index per front matter: a lookup per duplicate was quadratic). */
function keyAt(fm: FrontMatter, offset: number): string | undefined {
  return frontMatterKeyAt(fm, offset);
}

function lineAt(text: string, offset: number): string {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const end = text.indexOf("\n", offset);
  return text.slice(start, end === -1 ? text.length : end).replace(/\r$/, "");
}

function pointerFor(key: string): string {
  return `/${escapePointer(key)}`;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

function lowerFirst(message: string): string {
  return message.charAt(0).toLowerCase() + message.slice(1);
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === "string") : [];
}

