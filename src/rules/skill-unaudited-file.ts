// A skill runs with the user's rights: its scripts are code somebody must have read. The audit lock
// pins what was reviewed by its bytes (mcp-audit approve); this rule reports what runs and was not
// reviewed, what changed since, symlinks that pull in files from outside the folder, and binaries.
import type { SkillRule, SkillRuleContext } from "./types.js";
import type { FindingGroup, Severity } from "../core/types.js";
import { docsUrl } from "../core/docs.js";
import { LOCK_FILE_NAME, lockedFiles, type LockedFile } from "../lock/index.js";
import { changedKeys, codeKind, fileFacts, linkText, plainFrontMatter, sizeAndDigestChange, skillName, symlinkStatus, type FileFacts } from "../lock/skills.js";
import { classifyByName } from "../skills/file-kind.js";
import { describeUnread, SKILL_FILE, type SkillFile } from "../skills/model.js";

type State = "unreviewed" | "new" | "changed";

export const skillUnauditedFile: SkillRule = {
  meta: {
    id: "skill-unaudited-file",
    description: "Scripts, executables and binaries of a skill that nobody approved, or that changed since; symlinks that leave the skill folder",
    defaultSeverity: "error",
    appliesTo: "skill",
    fix: "none",
    network: false,
    docs: docsUrl("skill-unaudited-file"),
  },
  check(context) {
    const { skill, lock } = context;
    const name = skillName(skill);
    // Only an own entry counts: a folder named `constructor` must not find Object.prototype's.
    const entry = lock && Object.hasOwn(lock.skills, context.lockKey) ? lock.skills[context.lockKey] : undefined;
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
        // A link to a folder inside the skill: its files are checked where they really are.
        if (facts.reason === "unreadable") context.report({ file: file.path, pointer: file.path, subject: `unreadable:${file.path}`, severity: "warning", message: `${prefix}${file.path} could not be read, so it was not checked against the audit lock: fix its permissions` });
        continue;
      }
      const before = recorded.get(file.path);
      const state: State | undefined = !lock ? "unreviewed" : !before ? "new" : before.size !== facts.size || before.digest !== facts.digest ? "changed" : undefined;
      if (!state) continue;
      const kind = codeKind(file.path, file.executable || facts.executable, facts.shebang);
      if (kind) {
        // Code that runs: error once the project keeps a lock (CI must stop an unreviewed script);
        // a warning while it has none, so adopting mcp-audit does not start with a red build.
        reportFile(context, file, facts, state, before, `${prefix}${kind} ${file.path}`, state === "unreviewed" ? "warning" : "error");
      } else if (facts.binary) {
        reportFile(context, file, facts, state, before, `${prefix}${textNotUtf8(file, facts) ? "file" : "binary file"} ${file.path}`, "warning");
      } else if (entry && state !== "unreviewed") {
        // Drift in the instructions and references of an approved skill: what the agent reads changed.
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
      // A cap that stopped coverage fails closed: fatal (exit 2, never accepted by a baseline), naming what was not read.
      context.report({
        pointer: "",
        subject: "not-fully-read",
        severity: "error",
        fatal: true,
        message: `${prefix}the skill was not fully audited: ${describeUnread(skill.unread)}; scripts and Markdown were read first; remove what the skill does not need`,
      });
    }
  },
};

function reportLink(context: SkillRuleContext, file: SkillFile, prefix: string): void {
  const status = symlinkStatus(context.skill, file);
  const shown = linkText(file) ?? file.target ?? "?";
  if (status === "escapes") {
    context.report({
      file: file.path,
      pointer: file.path,
      subject: `escaping-symlink:${shown}`,
      severity: "error",
      message: `${prefix}${file.path} is a symlink that leaves the skill folder (→ ${shown}): the file it reads can change without the skill changing and can never be approved; copy the file into the skill or remove the link`,
    });
  } else {
    context.report({
      file: file.path,
      pointer: file.path,
      subject: `broken-symlink:${shown}`,
      severity: "warning",
      message: `${prefix}${file.path} is a broken symlink (→ ${shown}): remove it or point it at a file inside the skill`,
    });
  }
}

function reportFile(context: SkillRuleContext, file: SkillFile, facts: FileFacts, state: State, before: LockedFile | undefined, what: string, severity: Severity): void {
  let status: string;
  if (state === "unreviewed") status = `has never been reviewed (no ${LOCK_FILE_NAME})`;
  else if (state === "new") status = "is new since the last review";
  else {
    const keys = file.path === SKILL_FILE ? frontMatterKeys(context) : "";
    status = `changed since it was approved (${keys}${sizeAndDigestChange(before!, facts, "digest-first")})`;
  }
  const isBinaryWord = what.includes("binary file ") ? "it" : "it is binary and";
  const approve = state === "changed" ? "review the change, then run mcp-audit approve" : "run mcp-audit approve after reading it";
  const action = textNotUtf8(file, facts)
    ? `it is not valid UTF-8 text, which can hide what it says from a reviewer; re-save it as UTF-8, then ${approve}`
    : facts.binary
      ? `${isBinaryWord} cannot be reviewed as text; run mcp-audit approve once you trust where it comes from`
      : approve;
  // The first line only: the rest of a data file is never decoded for this finding.
  const firstLine = facts.binary ? 0 : (context.skill.readFirstLine(file.path)?.length ?? 0);
  context.report({
    file: file.path,
    offset: 0,
    length: firstLine,
    pointer: file.path,
    // The bytes are part of the subject: a baseline that accepts one unreviewed version does not hide the next.
    subject: `${state}:${facts.digest}`,
    severity,
    message: `${what} ${status}: ${action}`,
    group: unreviewedGroup(context, file, facts, state),
  });
}

/** The skill's files in the same state are one cause: stylish shows them as one line per skill. */
function unreviewedGroup(context: SkillRuleContext, file: SkillFile, facts: FileFacts, state: State): FindingGroup {
  const { skill } = context;
  const folder = skill.displayDir === "" ? "." : skill.displayDir;
  const approve = `run \`mcp-audit approve ${/^[\w./@-]+$/.test(folder) ? folder : JSON.stringify(folder)}\``;
  const message =
    state === "unreviewed"
      ? `{files} never reviewed (no ${LOCK_FILE_NAME}): read them, then ${approve}`
      : state === "new"
        ? `{files} new since the last review: read them, then ${approve}`
        : `{files} changed since they were approved: review the changes, then ${approve}`;
  return { key: `skill-unaudited-file:${context.lockKey}:${state}`, scope: folder, message: `skill "${skillName(skill)}": ${message}`, item: itemWord(file, facts) };
}

/**
 * Text whose one fault is its encoding (a Latin-1 `é`: no NUL, no UTF-16 mark) and whose name does
 * not say binary: a script or a page to whoever opens it, not a binary. Its facts are unchanged
 * (`binary`, the digest of its bytes): only what this rule calls it and asks for differ.
 */
function textNotUtf8(file: SkillFile, facts: FileFacts): boolean {
  return facts.binary && facts.notUtf8 === true && classifyByName(file.path)?.kind !== "binary";
}

/** What a file is, by file-kind.ts's verdict (a font under scripts/ is a binary, an .xsd a data file). */
function itemWord(file: SkillFile, facts: FileFacts): string {
  if (file.class?.kind === "binary" && textNotUtf8(file, facts)) {
    // Binary to file-kind.ts by its bytes alone: named by what runs it, else as text.
    const kind = codeKind(file.path, file.executable || facts.executable, facts.shebang);
    return kind === "script" ? "script" : kind ? "executable" : "text file";
  }
  switch (file.class?.kind) {
    case "code":
      return file.class.by === "exec-bit" ? "executable" : "script";
    case "binary":
      return "binary";
    case "markdown":
      return "Markdown file";
    case "data":
      return "data file";
    case "text":
      return "text file";
    default:
      return facts.binary ? "binary" : "script";
  }
}

/** `front matter: description, name; ` when SKILL.md's front matter changed since approval. */
function frontMatterKeys(context: SkillRuleContext): string {
  const locked = context.lock?.skills[context.lockKey];
  if (!locked) return "";
  const keys = changedKeys(locked.frontmatter, plainFrontMatter(context.skill).value);
  return keys.length > 0 ? `front matter: ${keys.join(", ")}; ` : "";
}
