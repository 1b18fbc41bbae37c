// What makes text a server sends (instructions, tool and parameter descriptions) an instruction aimed
// at the model rather than a description for it. Sources: Invariant Labs, "MCP Security Notification:
// Tool Poisoning Attacks" (2025: <IMPORTANT> blocks, "do not tell the user", reading ~/.cursor/mcp.json
// and ~/.ssh/id_rsa into a `sidenote` parameter, shadowing another server's send_email); OWASP LLM01:2025
// (indirect prompt injection); the skill scanner's comment signals (src/skills/hidden-instructions.ts),
// reused for "ignore previous", secrecy and role changes. Each pattern has true and false examples in
// test/rules/tool-poisoning.test.ts. A clause runs to a full stop followed by a space, so `.env` and
// `~/.ssh` do not end it.

export interface PoisonPattern {
  id: string;
  /** Completes "…: <label>". */
  label: string;
  regex: RegExp;
}

export const POISON_PATTERNS: readonly PoisonPattern[] = [
  {
    id: "important-block",
    label: "an <IMPORTANT>-style block addressed to the model",
    regex: /<\s*\/?\s*(?:important|system|instructions?|secret|hidden|admin|critical|override|context)\b[^>]{0,40}>/i,
  },
  {
    id: "sensitive-file",
    label: "asks to read a credentials file",
    regex:
      /\b(?:read|cat|open|load|access|include|attach|send|pass|provide|upload|get|fetch|copy|collect|put|paste|insert|embed)\b(?:[^.\n]|\.(?=\S)){0,60}?(?:~\/\.ssh\b|\bid_(?:rsa|ed25519|ecdsa)\b|(?<![\w.])\.env\b|\.aws\/credentials|\bcredentials\.json\b|(?<![\w.])\.npmrc\b|(?<![\w.])\.netrc\b|(?<![\w.])\.pgpass\b|\bmcp\.json\b|\bclaude_desktop_config\.json\b|~\/\.cursor\b|\.config\/gh\b|\bprivate keys?\b|\bssh keys?\b)/i,
  },
  {
    id: "contents-in-parameter",
    label: "asks to pass file contents in a parameter",
    regex: /\b(?:contents?|text|body|data) of\b(?:[^.\n]|\.(?=\S)){0,80}?\b(?:as|in|into|to|via)\b(?: the)? [`'"]?[\w-]{1,40}[`'"]? (?:parameter|argument|field|param)\b|\bpass (?:its|the|their|that file's) (?:contents?|text)\b/i,
  },
  {
    id: "exfil-url",
    label: "tells the model to send data to a URL",
    regex: /\b(?:send|post|upload|forward|transmit|exfiltrate|report|mirror|submit|beacon)\b(?:[^.\n]|\.(?=\S)){0,80}?\bhttps?:\/\/[^\s"'<>)]+|\bhttps?:\/\/[^\s"'<>)]+(?:[^.\n]|\.(?=\S)){0,40}?\b(?:send|post|upload|forward)\b(?:[^.\n]|\.(?=\S)){0,20}?\b(?:data|contents?|results?|files?|conversation|history|tokens?|keys?)\b/i,
  },
  {
    id: "shadowing",
    label: "tells the model how to use other tools or to prefer this one",
    regex:
      /\b(?:instead of|rather than|in place of)\b(?:[^.\n]|\.(?=\S)){0,40}?\b(?:tools?|servers?|functions?)\b|\b(?:always|only) (?:use|call|prefer|choose) this (?:tool|server)\b|\bprefer this (?:tool|server)\b|\b(?:before|after) (?:using|calling|invoking|running) (?:any|every|all|other|another)\b|\bwhen (?:using|calling|invoking) (?:the )?[\w-]+ (?:tool|server)\b|\b(?:all|any|other) (?:tools?|servers?) (?:must|should)\b/i,
  },
];

/** Words that make a mention of another server's tool a directive about it, in the same sentence. */
export const DIRECTIVE_WORDS = /\b(?:instead|when|whenever|before|after|always|never|must|should|do not|don['’]t|only|replace|redirect|change|set|add|bcc|cc)\b/i;
