// tool-poisoning: instructions aimed at the model inside what a server sends it — its instructions,
// tool titles and descriptions, parameter descriptions, prompt and resource descriptions. Judged on the
// live session (--live) or, offline, on the snapshot `approve --live` pinned in the lock, so CI catches
// poisoned tool text with no network. Patterns: ./data/tool-poisoning.ts; hidden Unicode and HTML
// comments as the skill scanner finds them (src/skills/unicode.ts, hidden-instructions.ts).
import { docsUrl } from "../core/docs.js";
import { modelTexts, serversWithSnapshots, type ModelText } from "../lock/servers.js";
import { classifyComment, COMMENT_SIGNALS, hiddenComments } from "../skills/hidden-instructions.js";
import { decodeTags, describeCodePoint, findHiddenRuns, printable } from "../skills/unicode.js";
import { DIRECTIVE_WORDS, POISON_PATTERNS } from "./data/tool-poisoning.js";
import type { McpRule } from "./types.js";

const ID = "tool-poisoning";
/** A flood of findings helps nobody: past this many per server, one line says how many more. */
const MAX_PER_SERVER = 20;
const STRONG = COMMENT_SIGNALS.filter((s) => s.strong);

export const toolPoisoning: McpRule = {
  meta: {
    id: ID,
    description: "Instructions aimed at the model in what a server exposes (instructions, tool and parameter descriptions): hidden Unicode, HTML comments, <IMPORTANT> blocks, secrecy, credential reads, exfiltration URLs, shadowing of other tools.",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "none",
    network: false,
    docs: docsUrl(ID),
  },
  check(context) {
    const judged = serversWithSnapshots(context.model.servers, context.lock, context.live, context.lockKey ?? "");
    const sources = new Map(judged.map(({ server, found }) => [server.name, found]));
    for (const { server } of judged) {
      const found = sources.get(server.name);
      if (!found) continue;
      // Tool names of the other servers of this config, for shadowing (long enough to mean something).
      const others = new Map<string, string>();
      for (const [name, other] of sources) {
        if (name === server.name || !other) continue;
        for (const tool of Object.keys(other.snapshot.tools)) if (tool.length >= 4 && !Object.hasOwn(found.snapshot.tools, tool)) others.set(tool, name);
      }
      const shadow = otherToolsMatcher(others);
      const findings: { text: ModelText; what: string; subject: string }[] = [];
      for (const text of modelTexts(found.snapshot)) for (const hit of signals(text.text, shadow)) findings.push({ text, what: hit.what, subject: hit.id });
      const from = found.source === "live" ? "live" : `as pinned in mcp-audit.lock.json`;
      for (const [i, f] of findings.entries()) {
        if (i === MAX_PER_SERVER) {
          context.report({ node: server.keyNode, pointer: server.pointer, subject: `more:${findings.length}`, message: `server "${server.name}": ${findings.length - MAX_PER_SERVER} more texts read as instructions to the model (${from}): review every tool of it` });
          break;
        }
        context.report({
          node: server.keyNode,
          pointer: server.pointer,
          subject: `${f.text.where}:${f.subject}`,
          message: `server "${server.name}" ${f.text.where} (${from}): ${f.what}: the model reads it as an instruction; do not use this server until you have read its tools, and remove it if you cannot trust it`,
        });
      }
    }
  },
};

interface Hit {
  id: string;
  what: string;
}

/** Other servers' tool names (tool → server) as one whole-word alternation, longest first. */
export interface OtherTools {
  mention: RegExp;
  owners: ReadonlyMap<string, string>;
}

export function otherToolsMatcher(owners: ReadonlyMap<string, string>): OtherTools | undefined {
  if (owners.size === 0) return undefined;
  const names = [...owners.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return { mention: new RegExp(`(?<![\\w-])(?:${names.join("|")})(?![\\w-])`), owners };
}

/** Every signal in one text, at most one per kind, strongest first. */
export function signals(text: string, otherTools?: OtherTools): Hit[] {
  const out: Hit[] = [];
  const runs = findHiddenRuns(text);
  if (runs.length > 0) {
    const first = runs[0]!;
    const total = runs.reduce((n, r) => n + r.codePoints.length, 0);
    const tags = runs.filter((r) => r.kind === "tag").flatMap((r) => r.codePoints);
    const decoded = tags.length > 0 ? `; its tag characters spell "${printable(decodeTags(tags), 40)}"` : "";
    out.push({ id: "hidden-unicode", what: `hidden characters (${describeCodePoint(first.codePoints[0]!)}${total > 1 ? `, ${total} in all` : ""}${decoded})` });
  }
  for (const comment of hiddenComments(text, true)) {
    const verdict = classifyComment(comment.body);
    out.push({ id: "html-comment", what: `an HTML comment the user never sees${verdict ? ` (${verdict.signals.join(", ")})` : ""}: "${printable(comment.body.trim(), 60)}"` });
    break;
  }
  const flat = text.replace(/\s+/g, " ");
  for (const signal of STRONG) {
    const m = signal.regex.exec(flat);
    if (m) out.push({ id: signal.id, what: `${signal.label(m)} ("${printable(m[0], 60)}")` });
  }
  for (const p of POISON_PATTERNS) {
    const m = p.regex.exec(flat);
    if (m) out.push({ id: p.id, what: `${p.label} ("${printable(m[0], 60)}")` });
  }
  if (otherTools && !out.some((h) => h.id === "shadowing")) {
    for (const sentence of flat.split(/(?<=[.!?;])\s+/)) {
      const tool = otherTools.mention.exec(sentence)?.[0];
      if (tool !== undefined && DIRECTIVE_WORDS.test(sentence)) {
        out.push({ id: "shadowing", what: `tells the model how to use "${tool}" of server "${otherTools.owners.get(tool)}" ("${printable(sentence, 60)}")` });
        break;
      }
    }
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
