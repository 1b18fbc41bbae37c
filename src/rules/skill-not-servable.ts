// skill-not-servable: what an SEP-2640 server built with @modelcontextprotocol/server@2.4.0 would refuse
// to serve. Its catalog (loadSkills) skips a skill holding a symlink or a special file, a SKILL.md whose
// front matter its reader refuses (anchors, tags, multi-line quoted values…) or lacks string `name` and
// `description`, and an entry that breaks the Agent Skills rules; it serves one over SKILL_LIMITS (512
// files, 16 MiB) with a warning that hosts may decline it. A skill meant to be served over MCP then
// silently disappears from `skills/list`; one meant for local agents only can ignore this rule.
import { docsUrl } from "../core/docs.js";
import { SEP2640_LIMITS, servability, type NotServed } from "../lock/servable.js";
import { frontMatterEntry } from "../skills/front-matter.js";
import { SKILL_FILE, stoppedByCap } from "../skills/model.js";
import type { SkillRule, SkillRuleContext } from "./types.js";

const ID = "skill-not-servable";

const HINTS: Record<NotServed["reason"], string> = {
  symlink: "copy the file into the skill instead of linking it",
  "special-file": "remove it from the skill",
  uri: "rename it",
  name: "rename it in UTF-8",
  frontmatter: "write the front matter in the YAML the SDK reads (no anchors, aliases, tags or multi-line quoted values)",
  fields: "give it string name and description values",
  entry: "fix the front matter",
  unreadable: "fix its permissions",
  incomplete: "remove what the skill does not need",
};

export const skillNotServable: SkillRule = {
  meta: {
    id: ID,
    description: "A skill an SEP-2640 server (MCP TypeScript SDK 2.4.0 loadSkills) would skip or that exceeds SKILL_LIMITS: symlinks, special files, front matter its reader refuses.",
    defaultSeverity: "warning",
    appliesTo: "skill",
    fix: "none",
    network: false,
    docs: docsUrl(ID),
  },
  check(context) {
    const { skill } = context;
    const served = servability(skill, [skill.folderName]);
    const label = `skill "${skill.folderName}"`;
    // A bad name or description is skill-name's and skill-description's finding (one finding per cause;
    // their docs say the SDK skips such a skill too).
    const skipped = served.skipped.filter((s) => !(s.reason === "entry" && (s.field === "name" || s.field === "description")));
    if (skipped.length > 0) {
      const first = skipped[0]!;
      const reasons = skipped.map((s) => s.message);
      const shown = reasons.length > 3 ? [...reasons.slice(0, 3), `and ${reasons.length - 3} more`] : reasons;
      context.report({
        ...where(context, first),
        pointer: first.path,
        subject: `skipped:${skipped.map((s) => `${s.reason}:${s.path}`).join(",")}`,
        message: `${label}: an SDK 2.4.0 server (loadSkills) would skip this skill, so hosts loading skills over MCP never see it: ${shown.join("; ")}; ${HINTS[first.reason]}`,
      });
    }
    const { files, bytes } = served.totals;
    const capped = stoppedByCap(skill);
    if (files > SEP2640_LIMITS.files || bytes > SEP2640_LIMITS.bytes || capped) {
      context.report({
        offset: 0,
        length: 0,
        pointer: "",
        subject: "limits",
        message: `${label}: ${capped ? "more than " : ""}${files} files / ${bytes} bytes exceeds SKILL_LIMITS (${SEP2640_LIMITS.files} files / ${SEP2640_LIMITS.bytes} bytes): SEP-2640 hosts must accept skills up to those limits and may decline larger ones; move large assets out of the skill`,
      });
    }
  },
};

/** The file of the first reason, at the line the SDK named when it named one. */
function where(context: SkillRuleContext, reason: NotServed): { file?: string; offset: number; length: number } {
  if (reason.path !== SKILL_FILE && reason.path !== "") return { file: reason.path, offset: 0, length: 0 };
  if (reason.reason === "fields") {
    const data = context.skill.frontMatter.data ?? {};
    const key = typeof data.description === "string" || data.description === undefined ? (typeof data.name === "string" || data.name === undefined ? undefined : "name") : "description";
    const entry = key === undefined ? undefined : frontMatterEntry(context.skill.frontMatter, key);
    if (entry) return { offset: entry.keyOffset, length: entry.keyLength };
  }
  const line = /^(?:SKILL\.md frontmatter: )?line (\d+):/.exec(reason.message.replace(/^SKILL\.md frontmatter: /, ""))?.[1];
  const starts = context.skill.skillMd.lineStarts;
  const offset = line !== undefined && Number(line) - 1 < starts.length ? starts[Number(line) - 1]! : 0;
  const end = context.skill.skillMd.text.indexOf("\n", offset);
  return { offset, length: Math.max(0, (end === -1 ? context.skill.skillMd.text.length : end) - offset) };
}
