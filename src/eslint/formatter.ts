// An ESLint formatter: ESLint's `json` output, with the secrets of the files mcp-audit owns redacted.
// ESLint puts a file's whole text in `source` (and the fixed text in `output`) whenever it has a
// problem, so `eslint -f json` copies every inline token of an .mcp.json into the report, the CI
// artifact, the log. Use this instead:
//
//   eslint -f ./node_modules/mcp-audit/bundle/eslint-formatter.js .
//
// Secrets are found as the CLI finds them (the same engine, on the same text) and shown as the
// CLI shows them: first characters and length.
import path from "node:path";
import { lintMcpSource } from "../audit/engine.js";
import { lintSkill, withSkillMdText } from "../audit/skill-engine.js";
import { sourceFromText } from "../core/source.js";
import { hostForPath } from "../hosts/index.js";
import { MCP_RULES, SKILL_RULES } from "../rules/index.js";
import { scrub } from "../secrets/redact.js";
import { loadSkill, SKILL_FILE } from "../skills/model.js";

interface LintResult {
  filePath: string;
  source?: string;
  output?: string;
  messages: { message: string; fix?: { text: string }; suggestions?: { desc: string; fix: { text: string } }[] }[];
  [key: string]: unknown;
}

export default function formatJson(results: readonly LintResult[]): string {
  return JSON.stringify(results.map(redactResult));
}

export function redactResult(result: LintResult): LintResult {
  const secrets = new Set([...secretsIn(result.filePath, result.source), ...secretsIn(result.filePath, result.output)]);
  if (secrets.size === 0) return result;
  const s = (text: string) => scrub(text, secrets);
  return {
    ...result,
    ...(result.source !== undefined ? { source: s(result.source) } : {}),
    ...(result.output !== undefined ? { output: s(result.output) } : {}),
    messages: result.messages.map((m) => ({
      ...m,
      message: s(m.message),
      ...(m.fix ? { fix: { ...m.fix, text: s(m.fix.text) } } : {}),
      ...(m.suggestions ? { suggestions: m.suggestions.map((x) => ({ ...x, desc: s(x.desc), fix: { ...x.fix, text: s(x.fix.text) } })) } : {}),
    })),
  };
}

/** The literal secrets mcp-audit finds in this text of this file (none for a file it does not own). */
function secretsIn(filePath: string, text: string | undefined): string[] {
  if (text === undefined) return [];
  const host = hostForPath(filePath);
  if (host) return lintMcpSource(sourceFromText(filePath, filePath, text), host, { rules: MCP_RULES }).secrets;
  if (path.basename(filePath) === SKILL_FILE) {
    try {
      const dir = path.dirname(filePath);
      return lintSkill(withSkillMdText(loadSkill(dir, dir, dir), text), { rules: SKILL_RULES }).secrets;
    } catch {
      return [];
    }
  }
  return [];
}
