// Text a rendered Markdown page hides but a model reads: HTML comments (`<!-- … -->`) and the
// "link definition" comment trick (`[//]: # (…)`), and how to tell an authoring note from an instruction
// aimed at the agent. The heuristic is documented in docs/rules/skill-hidden-content.md.
//
// Sources: OWASP LLM01:2025 Prompt Injection (hidden instructions in content the model reads); Invariant
// Labs, "MCP tool poisoning" (instructions hidden from the user, "do not tell the user"); CommonMark 0.31
// §4.6 (HTML blocks, type 2: comments) and §6.6 (raw HTML).
import { markdownFences } from "./markdown-fences.js";

export interface HiddenComment {
  kind: "HTML comment" | "Markdown comment";
  /** Offset and length of the whole comment in the text. */
  offset: number;
  length: number;
  /** The comment's text, without its delimiters. */
  body: string;
}

/**
 * Comments in a Markdown (or HTML) text, outside fenced code blocks and inline code spans, where they
 * are shown literally. An unclosed `<!--` runs to the end of the text, as CommonMark reads it.
 */
export function hiddenComments(text: string, markdown: boolean): HiddenComment[] {
  // Cheap before dear: no `<!--` and no `]:` (every link definition has one), no comment to look for.
  const html = text.indexOf("<!--");
  const definitions = markdown && text.includes("]:");
  if (html === -1 && !definitions) return [];
  const fences = markdown ? markdownFences(text) : [];
  // Offsets are visited in increasing order in each loop below: walk the (sorted) fences once.
  const inFenceFrom = () => {
    let k = 0;
    return (i: number) => {
      while (k < fences.length && fences[k]!.end <= i) k++;
      return k < fences.length && fences[k]!.start <= i;
    };
  };
  let inFence = inFenceFrom();
  const out: HiddenComment[] = [];
  let i = html;
  while (i !== -1) {
    const close = text.indexOf("-->", i + 4);
    const end = close === -1 ? text.length : close + 3;
    if (!(markdown && (inFence(i) || inCodeSpan(text, i)))) {
      out.push({ kind: "HTML comment", offset: i, length: end - i, body: text.slice(i + 4, close === -1 ? text.length : close) });
    }
    i = text.indexOf("<!--", end);
  }
  if (definitions) {
    inFence = inFenceFrom();
    // `[//]: # (text)`, `[comment]: <> (text)`, `[x]: # "text"`: a link definition nobody links to.
    const definition = /^ {0,3}\[[^\]\n]{1,100}\]:[ \t]{0,8}(?:#|<>)[ \t]{1,8}(?:\(([^\n]{0,2000})\)|"([^\n]{0,2000})"|'([^\n]{0,2000})')[ \t]*$/gm;
    for (let m = definition.exec(text); m; m = definition.exec(text)) {
      if (inFence(m.index)) continue;
      out.push({ kind: "Markdown comment", offset: m.index, length: m[0].length, body: m[1] ?? m[2] ?? m[3] ?? "" });
    }
  }
  return out.sort((a, b) => a.offset - b.offset);
}

/** Whether offset `i` sits inside a backtick code span on its line (an odd number of backticks before it). */
function inCodeSpan(text: string, i: number): boolean {
  const lineStart = text.lastIndexOf("\n", i - 1) + 1;
  const before = text.slice(Math.max(lineStart, i - 2000), i);
  return ((before.match(/`/g)?.length ?? 0) & 1) === 1;
}

interface Signal {
  id: string;
  /** Strong signals alone make an instruction to the agent. */
  strong: boolean;
  regex: RegExp;
  /** Printed in the message: fixed words, or a host name. */
  label: (m: RegExpExecArray) => string;
}

/** What makes a comment read as instructions to the agent. English and French. */
export const COMMENT_SIGNALS: readonly Signal[] = [
  {
    id: "override",
    strong: true,
    regex: /\b(?:ignore|disregard|forget|override|bypass)\b[^.\n]{0,40}?\b(?:previous|prior|above|earlier|preceding|all|any|other|system|original|your)\b[^.\n]{0,20}?\b(?:instructions?|rules?|prompts?|directions?|guidelines?|messages?|context|constraints?|polic(?:y|ies))\b|\b(?:ignore[rz]?|oublie[rz]?)\b[^.\n]{0,40}?\b(?:instructions?|consignes?|règles?|directives?)\b/i,
    label: () => "ignore previous instructions",
  },
  {
    id: "secrecy",
    strong: true,
    regex: /\b(?:do not|don['’]t|never|without)\b[^.\n]{0,30}?\b(?:tell|telling|inform|informing|mention|mentioning|reveal|revealing|show|showing|alert|alerting|notify|notifying|ask|asking|warn|warning)\b[^.\n]{0,20}?\b(?:user|human|operator|developer|anyone|them)\b|\b(?:secretly|silently|quietly|covertly|discreetly)\b|\bsans\s+(?:le\s+|lui\s+)?(?:dire|prévenir|informer|demander|signaler)|\ben\s+secret\b|\bdiscrètement\b|\bsilencieusement\b|\bne\s+(?:le\s+|lui\s+|leur\s+)?(?:dis|dites|mentionne[zr]?|signale[zr]?|révèle[zr]?)\s+(?:pas|jamais|rien)\b/i,
    label: () => "keep it from the user",
  },
  {
    id: "role",
    strong: true,
    regex: /\b(?:you are now|new instructions|system prompt|system message|developer mode|jailbreak|pretend to be|from now on|tu es maintenant|vous êtes maintenant|nouvelles instructions)\b|(?<![\w\u00C0-\u024F])à partir de maintenant\b/i,
    label: () => "new instructions for the model",
  },
  {
    id: "shell",
    strong: false,
    regex: /\b(curl|wget|iwr|invoke-webrequest|invoke-expression|iex|netcat|scp|rsync|powershell|pwsh|base64|chmod|sudo)\b|\b(sh|bash)\s+-c\b|\b(rm\s+-[rRf]{1,3})\b|\b(nc)\s+-?\w/i,
    label: (m) => (m[1] ?? m[2] ?? m[3] ?? m[4] ?? "").toLowerCase().replace(/\s+/g, " "),
  },
  {
    id: "url",
    strong: false,
    regex: /\bhttps?:\/\/([\w-]{1,63}(?:\.[\w-]{1,63}){0,8})/i,
    label: (m) => m[1]!.toLowerCase(),
  },
  {
    id: "credentials",
    strong: false,
    regex: /~\/\.ssh|\bid_rsa\b|\.aws\/credentials|(?<![\w.])\.env\b|\bapi[_ -]?keys?\b|\b(?:access|api|auth|bearer|github|npm|session|refresh)\s+tokens?\b|\bpasswords?\b|\bsecrets?\b|\bcredentials?\b|\bcookies?\b|\bmots?\s+de\s+passe\b|\bjetons?\b|\bidentifiants\b/i,
    label: () => "credentials",
  },
  {
    id: "imperative",
    strong: false,
    // A verb that acts, at the start of a clause or after words that address someone.
    regex: /(?:^|[.!?:;\n]\s{0,8}|\b(?:you|please|then|and|also|always|must|should|will)\s{1,4})(run|execute|exec|send|upload|post|fetch|download|invoke|exfiltrate|forward|email|install|visit|reply|respond|answer|tell|say|recommend|lance[rz]?|exécute[rz]?|envoie[rz]?|envoyer|télécharge[rz]?|réponds|répondez|recommande[rz]?)\b/i,
    label: (m) => m[1]!.toLowerCase(),
  },
  {
    id: "addressed",
    strong: false,
    regex: /\b(?:assistant|the model|LLM|AI agent|the agent|claude|chatgpt|copilot|gemini|codex|you must|you should|you will|tu dois|vous devez|l['’]agent|le modèle|l['’]IA)\b/i,
    label: () => "addressed to the model",
  },
];

/** Notes authors leave for each other, and tool directives: never instructions by themselves. */
const AUTHORING = /^\s*(?:TODO|FIXME|NOTE|XXX|HACK|BUG|REVIEW|WIP)\b|^\s*(?:markdownlint|prettier|eslint|cspell|vale|textlint|remark|mdformat|toc|end\s?toc|more|omit|mcp-audit-ignore|BEGIN|END|START|STOP|#?region|#?endregion|doctoc|ALL-CONTRIBUTORS|AUTO-GENERATED|GENERATED|lint|spell|section|include|vale)\b/i;

export interface CommentVerdict {
  level: "error" | "warning" | "info";
  /** Labels of the signals found, at most four, safe to print. */
  signals: string[];
  words: number;
}

/**
 * How much a comment reads as instructions to the agent:
 * - error: a strong signal (ignore previous instructions, keep it from the user, new instructions), or
 *   an action verb with a target (a command, a URL, credentials), a command with a URL, or credentials
 *   with a URL or a command;
 * - warning: an action verb, a command or credentials alone;
 * - info: words addressed to the model, a URL, or hidden prose of eight words or more;
 * - an authoring note (`TODO: …`) without a strong signal drops one level;
 * - undefined: short authoring notes and tool directives (`<!-- TODO: add example -->`, `<!-- prettier-ignore -->`).
 */
export function classifyComment(body: string): CommentVerdict | undefined {
  const text = body.replace(/\s+/g, " ").trim();
  if (text === "") return undefined;
  const hits = new Map<string, string>();
  for (const signal of COMMENT_SIGNALS) {
    const m = signal.regex.exec(text);
    if (m) hits.set(signal.id, signal.label(m));
  }
  const words = text.split(" ").length;
  const has = (id: string) => hits.has(id);
  const strong = COMMENT_SIGNALS.some((s) => s.strong && has(s.id));
  const target = has("shell") || has("url") || has("credentials");
  const authoring = AUTHORING.test(text);
  let level: CommentVerdict["level"] | undefined;
  if (strong || (has("imperative") && target) || (has("shell") && has("url")) || (has("credentials") && (has("url") || has("shell")))) level = "error";
  else if (has("imperative") || has("shell") || has("credentials")) level = "warning";
  else if (has("addressed") || has("url") || (!authoring && words >= 8)) level = "info";
  if (authoring && !strong) level = level === "error" ? "warning" : level === "warning" ? "info" : undefined;
  if (!level) return undefined;
  const order = ["override", "secrecy", "role", "addressed", "imperative", "shell", "credentials", "url"];
  const signals = order.filter(has).map((id) => hits.get(id)!).filter((l, i, all) => l !== "" && all.indexOf(l) === i).slice(0, 4);
  return { level, signals, words };
}
