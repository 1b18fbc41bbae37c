// skill-name: `name` must be 1-64 lowercase letters, digits and single hyphens (not first or last)
// and equal the skill's folder name, as the Agent Skills specification says; hosts that check it
// refuse the skill or load it under another name. Safe fix: set it to the folder's name when that
// name is itself valid (it changes what the skill is called, not anything that runs).
import { isMap, isScalar } from "yaml";
import { docsUrl } from "../core/docs.js";
import type { Fix } from "../core/types.js";
import type { SkillRule } from "./types.js";
import { frontMatterEntry, isReadable } from "../skills/front-matter.js";
import { type Skill } from "../skills/model.js";

const ID = "skill-name";

export const MAX_NAME_LENGTH = 64;
/** Anthropic's API refuses skill names holding these words (platform.claude.com, Agent Skills overview). */
export const RESERVED_WORDS = ["anthropic", "claude"] as const;

const ALLOWED = "1 to 64 lowercase letters a-z, digits 0-9 and single hyphens, not at either end";

export const skillName: SkillRule = {
  meta: {
    id: ID,
    description: "A skill's name must be 1-64 lowercase letters, digits and single hyphens, and equal its folder name.",
    defaultSeverity: "error",
    appliesTo: "skill",
    fix: "safe",
    network: false,
    docs: docsUrl(ID),
  },
  check(context) {
    const { skill } = context;
    const fm = skill.frontMatter;
    // Without readable front matter there is no name to check: skill-frontmatter says why.
    if (!isReadable(fm)) return;
    const contents = fm.document.contents;
    if (contents !== null && !isMap(contents) && !(isScalar(contents) && contents.value === null)) return;
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
        ...(folderValid ? { fix: insertName(skill, folder) } : {}),
      });
      return;
    }
    const node = entry.pair.value;
    const value = node && isScalar(node) ? node.value : null;
    // Other types are skill-frontmatter's to report.
    if (value !== null && value !== undefined && typeof value !== "string") return;
    const at = entry.valueLength > 0 ? { offset: entry.valueOffset, length: entry.valueLength } : { offset: entry.keyOffset, length: entry.keyLength };
    const fix = folderValid ? setName(skill, entry, folder) : undefined;
    const withFix = fix ? { fix } : {};
    if (value === null || value === undefined || value.trim() === "") {
      context.report({
        ...at,
        pointer: "/name",
        subject: "empty",
        message: `${label}: name is empty: set it to ${folderValid ? `"${folder}", the folder's name` : "the folder's name"} (${ALLOWED})`,
        ...withFix,
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
        ...withFix,
      });
    } else if (value !== folder) {
      context.report({
        ...at,
        pointer: "/name",
        subject: "folder",
        message: `${label}: name "${value}" differs from its folder "${folder}": the specification requires them to be equal; ${folderValid ? `set name: ${folder} or rename the folder` : "rename the folder to match"}`,
        ...withFix,
      });
    }
    const reserved = RESERVED_WORDS.filter((w) => value.toLowerCase().includes(w));
    if (reserved.length > 0) {
      context.report({
        ...at,
        pointer: "/name",
        subject: "reserved",
        severity: "warning",
        message: `${label}: name "${shorten(value)}" contains the reserved word "${reserved[0]}": Anthropic's API and claude.ai refuse such skills; pick another name if the skill is meant for them`,
      });
    }
  },
};

/** What is wrong with a name, in words; empty when it is valid. */
export function nameProblems(name: string): string[] {
  const problems: string[] = [];
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

function listChars(chars: string[]): string {
  const shown = chars.slice(0, 5).map((c) => (c === " " ? "space" : /\s/.test(c) ? JSON.stringify(c) : `"${c}"`));
  return shown.join(", ") + (chars.length > 5 ? ", …" : "");
}

/** The name as messages show it: one line, at most 80 characters. */
function shorten(value: string): string {
  const oneLine = value.replace(/[\u0000-\u001f]/g, (c) => JSON.stringify(c).slice(1, -1));
  return oneLine.length > 80 ? `${oneLine.slice(0, 77)}…` : oneLine;
}

type Entry = NonNullable<ReturnType<typeof frontMatterEntry>>;

/** Replaces only the value's bytes, keeping its quotes. */
function setName(skill: Skill, entry: Entry, name: string): Fix | undefined {
  const node = entry.pair.value;
  const description = `set name to "${name}", the folder's name`;
  if (!node || entry.valueLength === 0) {
    // `name:` with nothing after it: add the value after the colon.
    const text = skill.skillMd.text;
    const colon = text.indexOf(":", entry.keyOffset + entry.keyLength);
    if (colon === -1) return undefined;
    return { safety: "safe", description, edits: [{ offset: colon + 1, length: 0, content: ` ${name}` }] };
  }
  if (!isScalar(node)) return undefined;
  let content: string;
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
      // Block scalars (`name: |`) span lines: rewriting them is not a one-value edit.
      return undefined;
  }
  return { safety: "safe", description, edits: [{ offset: entry.valueOffset, length: entry.valueLength, content }] };
}

/** `name: <folder>` as the front matter's first line. */
function insertName(skill: Skill, name: string): Fix {
  const text = skill.skillMd.text;
  const eol = text.slice(0, skill.frontMatter.start).endsWith("\r\n") ? "\r\n" : "\n";
  return { safety: "safe", description: `add name: ${name}, the folder's name`, edits: [{ offset: skill.frontMatter.start, length: 0, content: `name: ${name}${eol}` }] };
}

