import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parse, type ParseError } from "jsonc-parser";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { inlineSecret } from "../../src/rules/inline-secret.js";
import { redact, scrub } from "../../src/secrets/redact.js";
import { mcpCases, type CaseKind } from "../fixture-cases.js";
import { fix, lint, summarize, type LintInput } from "../helpers.js";

const rules = [inlineSecret];

/** Per-case rule options (fixtures cannot carry them). */
const OPTIONS: Record<string, Record<string, unknown>> = { "vscode-env-style": { vscodeStyle: "env" } };

const EXPECTED: Record<string, string[]> = {
  "article-bearer-header": [
    '7:26 inline-secret error server "tickets" has a literal bearer token in header "Authorization" (tk_l… (22 chars)): rotate it, then read it from ${TICKETS_TOKEN}',
  ],
  "env-github-token": [
    '7:41 inline-secret error server "github" has a literal GitHub personal access token in env "GITHUB_PERSONAL_ACCESS_TOKEN" (ghp_… (40 chars)): rotate it, then read it from ${GITHUB_PERSONAL_ACCESS_TOKEN}',
  ],
  "env-key-name": [
    '7:30 inline-secret error server "search" has a literal token in env "ACME_SEARCH_TOKEN" (0748… (64 chars)): rotate it, then read it from ${ACME_SEARCH_TOKEN}',
    '8:29 inline-secret error server "search" has a literal password in env "ACME_DB_PASSWORD" (hunt… (15 chars)): rotate it, then read it from ${ACME_DB_PASSWORD}',
  ],
  "header-x-api-key": [
    '6:22 inline-secret error server "tickets" has a literal API key in header "X-API-Key" (4831… (40 chars)): rotate it, then read it from ${env:TICKETS_X_API_KEY}',
  ],
  "args-flag-equals": [
    '5:51 inline-secret error server "figma" has a literal Figma personal access token in argument "--figma-api-key" (figd… (45 chars)): rotate it, then read it from ${FIGMA_API_KEY}',
  ],
  "args-flag-separate": [
    '11:9 inline-secret error server "supabase" has a literal Supabase personal access token in argument "--access-token" (sbp_… (44 chars)): rotate it, then read it from ${SUPABASE_ACCESS_TOKEN}',
  ],
  "args-header": [
    '5:85 inline-secret error server "linear" has a literal Linear API key in header "Authorization" of argument "--header" (lin_… (48 chars)): rotate it, then read it from ${LINEAR_TOKEN}',
  ],
  "args-connection-string": [
    '5:69 inline-secret error server "postgres" has a literal password in a connection URL in args[2] (Wq8s… (12 chars)): rotate it, then read it from ${env:POSTGRES_PASSWORD}',
  ],
  "docker-env": [
    '7:15 inline-secret error server "github" has a literal GitHub fine-grained personal access token in "docker run -e GITHUB_PERSONAL_ACCESS_TOKEN" (gith… (93 chars)): rotate it, then read it from ${GITHUB_PERSONAL_ACCESS_TOKEN}',
  ],
  "url-userinfo": [
    '5:14 inline-secret error server "wiki" has a literal password in a connection URL in "url" (Wq8s… (12 chars)): rotate it, then read it from ${WIKI_PASSWORD}',
  ],
  "url-query": [
    '5:14 inline-secret error server "maps" has a literal API key in "url" (parameter "api_key") (kAzR… (24 chars)): rotate it, then read it from ${MAPS_API_KEY}',
  ],
  crlf: [
    '7:27 inline-secret error server "openai" has a literal OpenAI API key in env "OPENAI_API_KEY" (sk-p… (164 chars)): rotate it, then read it from ${OPENAI_API_KEY}',
  ],
  "vscode-two-secrets-jsonc": [
    '9:26 inline-secret error server "tickets" has a literal bearer token in header "Authorization" (tk_l… (22 chars)): rotate it, then read it from ${input:tickets-token}',
    '16:41 inline-secret error server "github" has a literal GitHub personal access token in env "GITHUB_PERSONAL_ACCESS_TOKEN" (ghp_… (40 chars)): rotate it, then read it from ${input:github-personal-access-token}',
  ],
  "vscode-existing-inputs": [
    '22:25 inline-secret error server "notion" has a literal Notion integration token in env "NOTION_TOKEN" (ntn_… (50 chars)): rotate it, then read it from ${input:notion-token}',
    '29:26 inline-secret error server "tickets-eu" has a literal bearer token in header "Authorization" (tk_l… (28 chars)): rotate it, then read it from ${input:tickets-eu-token}',
  ],
  "vscode-crlf": [
    '8:22 inline-secret error server "sentry" has a literal Sentry auth token in header "Authorization" (sntr… (71 chars)): rotate it, then read it from ${input:sentry-token}',
  ],
  "vscode-env-style": [
    '7:26 inline-secret error server "hf" has a literal Hugging Face access token in header "Authorization" (hf_u… (37 chars)): rotate it, then read it from ${env:HF_TOKEN}',
  ],
  "claude-settings": [
    '4:26 inline-secret error this settings file has a literal Anthropic API key in env "ANTHROPIC_API_KEY" (sk-a… (118 chars)): rotate it; Claude Code sets this env as written for every session, so remove it here and set ANTHROPIC_API_KEY in the environment Claude Code starts from (or have apiKeyHelper print a key)',
    '6:19 inline-secret error apiKeyHelper has a literal Anthropic API key in its command (sk-a… (118 chars)): rotate it, then read it from "${ANTHROPIC_API_KEY}"',
    '11:43 inline-secret error hook Stop has a literal GitHub personal access token in header "Authorization" of argument "-H" in its command (ghp_… (40 chars)): rotate it, then read it from $GITHUB_PERSONAL_ACCESS_TOKEN (outside single quotes) and set GITHUB_PERSONAL_ACCESS_TOKEN in the environment Claude Code starts from',
    '12:43 inline-secret error hook Stop has a literal password in the curl -u user:… option of its command (Vr8k… (12 chars)): rotate it, then read it from "${CURL_PASSWORD}"',
    '13:43 inline-secret error hook Stop has a literal Slack bot token in SLACK_BOT_TOKEN=… in its command (xoxb… (56 chars)): rotate it, then read it from "${SLACK_BOT_TOKEN}"',
    '21:43 inline-secret error hook PostToolUse ("Edit") has a literal password in the mysql -p option of its command (Ha2v… (12 chars)): rotate it, then read it from ${MYSQL_PASSWORD}',
    '22:100 inline-secret error hook PostToolUse ("Edit") has a literal bearer token in header "Authorization" (tk_l… (22 chars)): rotate it, then read it from ${POST_TOOL_USE_HOOK_TOKEN} (listed in "allowedEnvVars")',
  ],
  "claude-settings-rules": [
    '5:7 inline-secret error this settings file has a literal GitHub personal access token in GH_TOKEN=… in the rule permissions.allow[1] (ghp_… (40 chars)): rotate it and delete the rule (Claude Code saved the command as you approved it; it asks again next time)',
    '6:7 inline-secret error this settings file has a literal password in the mysql -p option of the rule permissions.allow[2] (Ki… (10 chars)): rotate it and delete the rule (Claude Code saved the command as you approved it; it asks again next time)',
  ],
  "codex-config": [
    '4:24 inline-secret error this config file has a literal GitHub personal access token in shell_environment_policy.set "GITHUB_TOKEN" (ghp_… (40 chars)): rotate it; Codex sets shell_environment_policy.set as written for every command it runs, so remove it here and set GITHUB_TOKEN in the environment Codex starts from (the policy passes inherited variables on)',
    '9:11 inline-secret error hook Stop has a literal password in the curl -u user:… option of its command (Vr8k… (12 chars)): rotate it, then read it from "${CURL_PASSWORD}"',
  ],
  "codex-hooks": [
    '6:43 inline-secret error hook Stop has a literal password in the curl -u user:… option of its command (Vr8k… (12 chars)): rotate it, then read it from "${CURL_PASSWORD}"',
  ],
  "copilot-hooks": [
    '7:17 inline-secret error hook sessionEnd (bash) has a literal password in the curl -u user:… option of its command (Vr8k… (12 chars)): rotate it, then read it from "${CURL_PASSWORD}"',
    "8:23 inline-secret error hook sessionEnd (powershell) has a literal bearer token in its command (tk_l… (22 chars)): rotate it, then read it from $env:SESSION_END_HOOK_TOKEN and set SESSION_END_HOOK_TOKEN in the environment GitHub Copilot starts from",
    '9:34 inline-secret error hook sessionEnd (bash) has a literal GitHub personal access token in env "NOTIFY_TOKEN" (ghp_… (40 chars)): rotate it; keep it out of this file: the command (or the script it runs) reads it from the environment the agent starts with',
  ],
  "cursor-hooks": [
    '5:20 inline-secret error hook stop has a literal Discord webhook URL in its command (http… (121 chars)): rotate it, then have the script the hook runs read it from the environment (Cursor documents no shell for hook commands, so none is written here)',
  ],
  "gemini-hooks": [
    '8:112 inline-secret error hook BeforeTool ("run_shell_command") has a literal GitHub personal access token in env "GUARD_TOKEN" (ghp_… (40 chars)): rotate it, then read it from ${GUARD_TOKEN}',
    '14:25 inline-secret error tools.discoveryCommand has a literal Slack bot token in SLACK_BOT_TOKEN=… in its command (xoxb… (56 chars)): rotate it, then read it from "${SLACK_BOT_TOKEN}"',
  ],
  "shell-lines": [
    '5:22 inline-secret error server "reports" has a literal password in the mysql -p option of the line bash runs (args[1]) (Ha2v… (12 chars)): rotate it, then read it from "${MYSQL_PASSWORD}"',
    '9:22 inline-secret error server "tunnel" has a literal password in the sshpass -p option of its arguments (Vr8k… (12 chars)): rotate it, then read it from ${SSHPASS}',
    '12:18 inline-secret error server "cache" has a literal password in the redis-cli -a option of its command line (Qm4t… (12 chars)): rotate it, then read it from "${REDISCLI_AUTH}"',
  ],
  "claude-desktop-no-fix": [
    '7:28 inline-secret error server "slack" has a literal Slack bot token in env "SLACK_BOT_TOKEN" (xoxb… (56 chars)): rotate it; Claude Desktop expands no variables, so keep the new one out of this file (OS keychain, or a wrapper script that reads it and starts the server)',
  ],
};

const { caseNames: cases, loadCase } = mcpCases("inline-secret");

function fixtureCase(kind: CaseKind, name: string) {
  const c = loadCase(kind, name);
  const input: LintInput = { dialect: c.dialect, rules, path: c.path, options: { "inline-secret": OPTIONS[name] ?? {} } };
  return { file: c.file, text: c.text, input };
}

describe("inline-secret: bad fixtures", () => {
  it("each has its expected findings listed here", () => {
    expect(cases("bad")).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const name of cases("bad")) {
    describe(name, () => {
      const { file, text, input } = fixtureCase("bad", name);
      const expectedFixed = readFileSync(`${file}.fixed`, "utf8");

      it("reports exactly", () => {
        expect(summarize(lint(text, input).findings)).toEqual(EXPECTED[name]);
      });

      it("fixes to the .fixed file, byte for byte", () => {
        expect(fix(text, "unsafe", input).text).toBe(expectedFixed);
      });

      it("is idempotent: fixing the fixed text changes nothing, and nothing is left to report but what has no fix", () => {
        expect(fix(expectedFixed, "unsafe", input).text).toBe(expectedFixed);
        const after = lint(expectedFixed, input);
        expect(after.fatal).toBe(false);
        expect(after.parsed.problems.filter((p) => p.kind === "syntax")).toEqual([]);
        // What had no fix is left, and only that (a secret in single quotes, Claude Desktop's, the settings' env).
        const left = after.findings;
        expect(left.every((f) => f.fix === undefined)).toBe(true);
        expect(left.length).toBe(lint(text, input).findings.filter((f) => f.fix === undefined).length);
      });

      it("never puts a secret in a message, a fix description or an inputs description", () => {
        const result = lint(text, input);
        // Each finding's secret, and the text it is written as when quotes or escapes split it there.
        expect(result.secrets.length).toBeGreaterThanOrEqual(result.findings.length);
        for (const f of result.findings) {
          const shown = [f.message, f.fix?.description ?? "", ...(f.fix?.edits.map((e) => e.content) ?? [])];
          for (const secret of result.secrets) for (const s of shown) expect(s).not.toContain(secret);
          expect(scrub(f.message, result.secrets)).toBe(f.message);
        }
      });

      it("fixes nothing at the safe level (the fix changes what the server receives)", () => {
        expect(fix(text, "safe", input).text).toBe(text);
      });
    });
  }
});

describe("inline-secret: good fixtures", () => {
  for (const name of cases("good")) {
    it(`${name} has no finding`, () => {
      const { text, input } = fixtureCase("good", name);
      expect(summarize(lint(text, input).findings)).toEqual([]);
    });
  }
});

const mcp = (server: Record<string, unknown>, name = "acme") => JSON.stringify({ mcpServers: { [name]: server } }, null, 2) + "\n";
const TOKEN = "tk_live_9f2c41d07ab8e6";
const GHP = "ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFu";

describe("inline-secret: details", () => {
  it("VS Code: two secrets in one file end with both inputs entries, comments kept, valid JSONC", () => {
    const { text, input } = fixtureCase("bad", "vscode-two-secrets-jsonc");
    const result = fix(text, "unsafe", input);
    expect(result.applied.map((a) => a.line)).toEqual([9, 16]);
    const errors: ParseError[] = [];
    const parsed = parse(result.text, errors, { allowTrailingComma: true });
    expect(errors).toEqual([]);
    expect(parsed.inputs.map((i: { id: string }) => i.id)).toEqual(["tickets-token", "github-personal-access-token"]);
    expect(parsed.servers.github.env.GITHUB_PERSONAL_ACCESS_TOKEN).toBe("${input:github-personal-access-token}");
    for (const comment of ["// Shared with the team: the servers we use on this repository.", "/* the support team's key */", "// TODO move out"]) {
      expect(result.text).toContain(comment);
    }
  });

  it("the docs page's examples behave as the page says", () => {
    const page = readFileSync(fileURLToPath(new URL("../../docs/rules/inline-secret.md", import.meta.url)), "utf8");
    const [bad, good] = [...page.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]!);
    const message = /^> (.*)$/m.exec(page)![1]!;
    expect(lint(bad!, { rules }).findings.map((f) => f.message)).toEqual([message]);
    expect(page).toContain(`Reported at line ${lint(bad!, { rules }).findings[0]!.range.start.line}, column ${lint(bad!, { rules }).findings[0]!.range.start.column}:`);
    expect(fix(bad!, "unsafe", { rules }).text).toBe(good);
    expect(lint(good!, { rules }).findings).toEqual([]);
  });

  it("changes only the secret's bytes in the article's file", () => {
    const { text } = fixtureCase("bad", "article-bearer-header");
    const out = fix(text, "unsafe", { rules }).text;
    expect(out).toBe(text.replace(`Bearer ${TOKEN}`, "Bearer ${TICKETS_TOKEN}"));
  });

  it("rewrites a string spelled with escapes as a whole, keeping its meaning", () => {
    const text = '{"mcpServers": {"acme": {"command": "acme", "env": {"ACME_TOKEN": "\\u0074k_live_9f2c41d07ab8e6"}}}}';
    expect(summarize(lint(text, { rules }).findings)).toEqual([
      '1:67 inline-secret error server "acme" has a literal token in env "ACME_TOKEN" (tk_l… (22 chars)): rotate it, then read it from ${ACME_TOKEN}',
    ]);
    expect(fix(text, "unsafe", { rules }).text).toBe('{"mcpServers": {"acme": {"command": "acme", "env": {"ACME_TOKEN": "${ACME_TOKEN}"}}}}');
  });

  it("moves a URL's password and its query token in one pass, each to its own variable", () => {
    const text = mcp({ type: "http", url: `https://bot:Wq8s3rVt2LkP@wiki.exemple.fr/mcp?token=${"kAzR7UfC98DU1QuiPOKqVW7Z"}&lang=fr` }, "wiki");
    const result = fix(text, "unsafe", { rules });
    expect(result.text).toContain('"url": "https://bot:${WIKI_PASSWORD}@wiki.exemple.fr/mcp?token=${WIKI_TOKEN}&lang=fr"');
    expect(result.applied).toHaveLength(2);
  });

  it("reads docker -e in its glued and --env= spellings, and podman's", () => {
    const text = mcp({ command: "podman", args: ["run", "-i", `-eACME_TOKEN=${TOKEN}`, `--env=GH=${GHP}`, "ghcr.io/acme/mcp:1.0.0"] });
    expect(summarize(lint(text, { rules }).findings).map((l) => l.replace(/ \(.*$/, ""))).toEqual([
      '8:9 inline-secret error server "acme" has a literal token in "podman run -e ACME_TOKEN"',
      '9:9 inline-secret error server "acme" has a literal GitHub personal access token in "podman run --env GH"',
    ]);
    expect(fix(text, "unsafe", { rules }).text).toContain('"-eACME_TOKEN=${ACME_TOKEN}",\n        "--env=GH=${GH}",');
  });

  it("reads the variables programs take a password from under their own names (PGPASSWORD, SSHPASS), and fixes them", () => {
    const text = mcp({ command: "npx", args: ["-y", "@modelcontextprotocol/server-postgres@0.6.2"], env: { PGPASSWORD: "Hn4sK8wQ2mZp", SSHPASS: "Rb3wK9sL2xQv", PGPASSFILE: "/home/me/.pgpass" } }, "pg");
    expect(summarize(lint(text, { rules }).findings).map((l) => l.replace(/ \(.*$/, ""))).toEqual([
      '10:23 inline-secret error server "pg" has a literal password in env "PGPASSWORD"',
      '11:20 inline-secret error server "pg" has a literal password in env "SSHPASS"',
    ]);
    expect(fix(text, "unsafe", { rules }).text).toContain('"PGPASSWORD": "${PGPASSWORD}",\n        "SSHPASS": "${SSHPASS}",');
  });

  it("does not take the next flag as a secret flag's value", () => {
    const text = mcp({ command: "npx", args: ["-y", "acme-mcp@1.0.0", "--token", "--verbose", `--password=${"s3cr3t!x"}`] });
    expect(summarize(lint(text, { rules }).findings).map((l) => l.replace(/ \(.*$/, ""))).toEqual([
      '10:9 inline-secret error server "acme" has a literal password in argument "--password"',
    ]);
  });

  it("finds a known token in any argument and names the variable after the product", () => {
    const text = mcp({ command: "npx", args: ["-y", "acme-mcp@1.0.0", GHP] });
    expect(fix(text, "unsafe", { rules, host: "cursor" }).text).toContain('"${env:GITHUB_PERSONAL_ACCESS_TOKEN}"');
  });

  it("reports servers the host ignores too: the secret is in the file either way", () => {
    const text = JSON.stringify({ mcpServers: { acme: { command: "acme", env: { GITHUB_TOKEN: GHP } } } });
    expect(lint(text, { rules, host: "vscode" }).findings).toHaveLength(1);
  });

  it("VS Code: fills an empty inputs array in the file's layout", () => {
    const text = `{\n  "inputs": [],\n  "servers": {\n    "acme": { "command": "acme", "env": { "GITHUB_TOKEN": "${GHP}" } }\n  }\n}\n`;
    expect(fix(text, "unsafe", { rules, host: "vscode" }).text).toBe(
      `{\n  "inputs": [\n    {\n      "type": "promptString",\n      "id": "github-token",\n      "description": "Acme GitHub personal access token (mcp-audit moved it out of this file)",\n      "password": true\n    }\n  ],\n  "servers": {\n    "acme": { "command": "acme", "env": { "GITHUB_TOKEN": "\${input:github-token}" } }\n  }\n}\n`,
    );
  });

  it("VS Code: picks a free input id when the natural one is taken", () => {
    const text = `{\n  "inputs": [{ "type": "promptString", "id": "github-token", "password": true }],\n  "servers": {\n    "acme": { "command": "acme", "env": { "GITHUB_TOKEN": "${GHP}" } }\n  }\n}\n`;
    const out = fix(text, "unsafe", { rules, host: "vscode" }).text;
    expect(out).toContain('"GITHUB_TOKEN": "${input:github-token-2}"');
    expect(out).toContain('[{ "type": "promptString", "id": "github-token", "password": true }, {');
  });

  it("VS Code: falls back to ${env:} when inputs is not an array", () => {
    const text = `{\n  "inputs": {},\n  "servers": {\n    "acme": { "command": "acme", "env": { "GITHUB_TOKEN": "${GHP}" } }\n  }\n}\n`;
    expect(fix(text, "unsafe", { rules, host: "vscode" }).text).toBe(text.replace(GHP, "${env:GITHUB_TOKEN}"));
  });

  it("VS Code: an unknown vscodeStyle keeps the default (inputs)", () => {
    const text = `{ "servers": { "acme": { "command": "acme", "env": { "GITHUB_TOKEN": "${GHP}" } } } }`;
    const out = fix(text, "unsafe", { rules, host: "vscode", options: { "inline-secret": { vscodeStyle: "bogus" } } }).text;
    expect(out).toContain("${input:github-token}");
    expect(JSON.parse(out).inputs).toEqual([
      { type: "promptString", id: "github-token", description: "Acme GitHub personal access token (mcp-audit moved it out of this file)", password: true },
    ]);
  });

  it("keeps the fingerprint when the secret is rotated (the secret is not part of it)", () => {
    const a = lint(mcp({ command: "acme", env: { GITHUB_TOKEN: GHP } }), { rules }).findings[0]!;
    const b = lint(mcp({ command: "acme", env: { GITHUB_TOKEN: "ghp_aP4FtWUjYnXIHva4lvmtT1AFa0E5Qyyl4Glz" } }), { rules }).findings[0]!;
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(a.pointer).toBe("/mcpServers/acme/env/GITHUB_TOKEN");
  });

  it("property: a random token under a TOKEN key is reported redacted, and fixed for good", () => {
    const base62 = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789");
    fc.assert(
      fc.property(fc.array(base62, { minLength: 24, maxLength: 80 }).map((a) => a.join("")), fc.constantFrom("claude-code", "cursor", "vscode") , (secret, host) => {
        const text = host === "vscode" ? JSON.stringify({ servers: { acme: { command: "acme", env: { ACME_TOKEN: secret } } } }, null, 2) : mcp({ command: "acme", env: { ACME_TOKEN: secret } });
        const findings = lint(text, { rules, host }).findings;
        for (const f of findings) {
          expect(f.message).not.toContain(secret);
          expect(f.message).toContain(redact(secret));
        }
        const fixed = fix(text, "unsafe", { rules, host }).text;
        expect(fixed).not.toContain(secret);
        expect(lint(fixed, { rules, host }).findings).toEqual([]);
        expect(fix(fixed, "unsafe", { rules, host }).text).toBe(fixed);
      }),
      { numRuns: 60 },
    );
  });

  it("property: any value in any slot, on any host: no crash, no secret in a message, fixes converge to valid JSON", () => {
    const value = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: "grapheme", maxLength: 30 }),
      fc.constantFrom(TOKEN, GHP, `Bearer ${TOKEN}`, `postgres://u:${"p\\\"w@rd9x"}@h/db`, "https://h/x?token=kAzR7UfC98DU1QuiPOKqVW7Z&key=4831b04cd11b2231856bf9f335b0f83408704f2f"),
    );
    const key = fc.constantFrom("API_KEY", "Authorization", "X-API-Key", "DB_PASSWORD", "LOG_LEVEL", "token", "--api-key");
    fc.assert(
      fc.property(key, value, value, fc.constantFrom("claude-code", "cursor", "vscode", "claude-desktop"), (k, v1, v2, host) => {
        const server = { command: "docker", args: ["run", "-e", `${k}=${v1}`, "img:1", `${k}=${v2}`, v2], env: { [k]: v1 }, headers: { [k]: v2 }, url: `https://h/mcp?${k}=${encodeURIComponent(v1)}` };
        const text = JSON.stringify({ [host === "vscode" ? "servers" : "mcpServers"]: { acme: server } }, null, 2);
        const result = lint(text, { rules, host });
        for (const f of result.findings) for (const secret of result.secrets) expect(f.message).not.toContain(secret);
        const fixed = fix(text, "unsafe", { rules, host });
        expect(() => JSON.parse(fixed.text)).not.toThrow();
        expect(fixed.result.findings.filter((f) => f.fix)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it("property: any shell line in a hook or after sh -c: no crash, no secret in a message, fixes converge and leave the line's other words alone", () => {
    const word = fc.oneof(
      fc.constantFrom("mysql", "-u", "root", "-pHa2vK2mX9wL4", "-p", "sshpass", "-p", "Vr8kQ2xLp4wZ", "curl", "-u", "deploy:Vr8kQ2xLp4wZ", "-H", `Authorization: Bearer ${TOKEN}`, `TOKEN=${GHP}`, "|", ";", "&&", "$(", ")", "`", "'", '"', "\\", "$'", "${X}", "$HOME"),
      fc.string({ maxLength: 12 }),
    );
    const line = fc.array(word, { maxLength: 12 }).map((w) => w.join(" "));
    fc.assert(
      fc.property(line, fc.boolean(), (command, inHook) => {
        const text = inHook
          ? JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: "command", command }] }] } }, null, 2)
          : JSON.stringify({ mcpServers: { acme: { command: "sh", args: ["-c", command] } } }, null, 2);
        const input: LintInput = inHook ? { rules, dialect: "claude-code-settings" } : { rules, host: "claude-code" };
        const result = lint(text, input);
        for (const f of result.findings) for (const secret of result.secrets) expect(f.message).not.toContain(secret);
        const fixed = fix(text, "unsafe", input);
        expect(() => JSON.parse(fixed.text)).not.toThrow();
        expect(fixed.result.findings.filter((f) => f.fix)).toEqual([]);
        // A secret as the file holds it is gone after the fix, unless a finding without a fix is left.
        for (const secret of fixed.result.secrets.filter((x) => text.includes(x))) expect(fixed.text.includes(secret)).toBe(fixed.result.findings.some((f) => f.fix === undefined));
      }),
      { numRuns: 400 },
    );
  });
});

describe("inline-secret: one variable per secret", () => {
  it("two servers with different literals under one key get two variables; the same literal, one; a key the file reads elsewhere keeps its name", () => {
    const other = GHP.replace("ghp_6", "ghp_7");
    const text = JSON.stringify({ mcpServers: { a: { command: "x", env: { GITHUB_TOKEN: GHP } }, b: { command: "x", env: { GITHUB_TOKEN: other } }, c: { command: "x", env: { GITHUB_TOKEN: GHP } }, d: { command: "x", env: { GITHUB_TOKEN: "${GITHUB_TOKEN}" } } } }, null, 2) + "\n";
    const fixed = JSON.parse(fix(text, "unsafe", { rules, host: "claude-code" }).text) as { mcpServers: Record<string, { env: { GITHUB_TOKEN: string } }> };
    // Before, all three became ${GITHUB_TOKEN}: server b would have been started with a's token.
    expect(Object.values(fixed.mcpServers).map((s) => s.env.GITHUB_TOKEN)).toEqual(["${GITHUB_TOKEN}", "${GITHUB_TOKEN_2}", "${GITHUB_TOKEN}", "${GITHUB_TOKEN}"]);
  });
});

describe("inline-secret: shell lines", () => {
  const hook = (command: string) => JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: "command", command }] }] } }, null, 2) + "\n";
  const settings: LintInput = { rules, dialect: "claude-code-settings" };
  const commandAfterFix = (command: string) => (JSON.parse(fix(hook(command), "unsafe", settings).text) as { hooks: { Stop: { hooks: { command: string }[] }[] } }).hooks.Stop[0]!.hooks[0]!.command;

  it("writes the variable in the quoting the secret stands in: none, double quotes; never inside single quotes", () => {
    expect(commandAfterFix("mysql -u a -pHa2vK2mX9wL4 db")).toBe('mysql -u a -p"${MYSQL_PASSWORD}" db');
    expect(commandAfterFix('mysql -u a -p"Ha2vK2mX9wL4" db')).toBe('mysql -u a -p"${MYSQL_PASSWORD}" db');
    expect(commandAfterFix("mysql -u a -p'Ha2vK2mX9wL4' db")).toBe("mysql -u a -p'Ha2vK2mX9wL4' db");
    // The quoting is read from the word's own start: a quote in a comment, a heredoc or an escape before
    // it opens nothing (the review's case: a comment's "don't" put the variable inside single quotes).
    expect(commandAfterFix("echo \\' && sshpass -p Vr8kQ2xLp4wZ ssh h")).toBe('echo \\\' && sshpass -p "${SSHPASS}" ssh h');
    expect(commandAfterFix("# don't notify on CI\ncurl -u 'bob:Vr8kQ2xLp4wZ' https://a.example")).toBe("# don't notify on CI\ncurl -u 'bob:Vr8kQ2xLp4wZ' https://a.example");
    expect(commandAfterFix("cat <<EOF\nit's done\nEOF\ncurl -u bob:Vr8kQ2xLp4wZ https://a.example")).toBe('cat <<EOF\nit\'s done\nEOF\ncurl -u bob:"${CURL_PASSWORD}" https://a.example');
    expect(commandAfterFix("x=$(date) sshpass -p Vr8kQ2xLp4wZ ssh h")).toBe('x=$(date) sshpass -p "${SSHPASS}" ssh h');
  });

  it("reads every command of the line, in pipes, lists and substitutions", () => {
    const found = lint(hook(`cd /srv && echo "$(curl -su ci:Vr8kQ2xLp4wZ https://x)" | TOKEN=${GHP} ./post.sh; redis-cli -a Qm4tZ8pLx2Vw ping`), settings).findings;
    expect(found.map((f) => f.message.replace(/ \(\w{4}… .*$/, "")).sort()).toEqual([
      "hook Stop has a literal GitHub personal access token in TOKEN=… in its command",
      "hook Stop has a literal password in the curl -u user:… option of its command",
      "hook Stop has a literal password in the redis-cli -a option of its command",
    ]);
  });

  it("a password written with escapes or quotes in it is reported, with no edit (its text is not one run in the file)", () => {
    const found = lint(hook("mysql -u a -p'It'\\''s-K2mX9wL4' db"), settings).findings;
    expect(found.map((f) => [f.message.replace(/: rotate.*$/, ""), f.fix === undefined])).toEqual([["hook Stop has a literal password in the mysql -p option of its command (It's… (13 chars))", true]]);
  });

  it("an expansion is no literal; a literal `$` in single quotes is", () => {
    expect(lint(hook('mysql -p"$DB_PASS" -e 1; mysql -p${DB_PASS}; sshpass -p "$(pass show db)" ssh h'), settings).findings).toEqual([]);
    expect(lint(hook("mysql -p'pa$$K2mX9wL4' -e 1"), settings).findings.map((f) => f.message.replace(/: rotate.*$/, ""))).toEqual(["hook Stop has a literal password in the mysql -p option of its command (pa$$… (12 chars))"]);
  });

  it("an exec-form hook (args) is read as arguments, not as a shell line", () => {
    const text = JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: "command", command: "sshpass", args: ["-p", "Vr8kQ2xLp4wZ", "ssh", "h", "true"] }] }] } }, null, 2) + "\n";
    const result = lint(text, settings);
    expect(result.findings.map((f) => f.message)).toEqual(['hook Stop has a literal password in the sshpass -p option of its arguments (Vr8k… (12 chars)): rotate it, then read it from ${SSHPASS}']);
    expect(fix(text, "unsafe", settings).text).toContain('"args": [\n              "-p",\n              "${SSHPASS}"');
  });

  it("an http hook's header lists its variable in allowedEnvVars, kept when present; its url is told to move the secret to a header", () => {
    const http = (extra: Record<string, unknown>) => JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: "http", url: `https://h/x?token=${GHP}`, headers: { Authorization: `Bearer ${TOKEN}` }, ...extra }] }] } }, null, 2) + "\n";
    const messages = lint(http({}), settings).findings.map((f) => f.message.replace(/ \(\w{4}… \(\d+ chars\)\)/, ""));
    expect(messages).toEqual([
      'hook Stop has a literal GitHub personal access token in "url": rotate it; an http hook\'s url expands no variable: send it in a header that reads a variable listed in its "allowedEnvVars"',
      'hook Stop has a literal bearer token in header "Authorization": rotate it, then read it from ${STOP_HOOK_TOKEN} (listed in "allowedEnvVars")',
    ]);
    const fixed = JSON.parse(fix(http({ allowedEnvVars: ["OTHER"] }), "unsafe", settings).text) as { hooks: { Stop: { hooks: { headers: object; allowedEnvVars: string[] }[] }[] } };
    expect(fixed.hooks.Stop[0]!.hooks[0]!.headers).toEqual({ Authorization: "Bearer ${STOP_HOOK_TOKEN}" });
    expect(fixed.hooks.Stop[0]!.hooks[0]!.allowedEnvVars).toEqual(["OTHER", "STOP_HOOK_TOKEN"]);
  });

  it("two different secrets never share a variable, nor take one the file reads already; the same secret keeps its name", () => {
    expect(commandAfterFix("curl -u bob:Vr8kQ2xLp4wZ https://staging; curl -u alice:Tq3mZ8vLx2Wp https://prod; curl -u bob:Vr8kQ2xLp4wZ https://x; echo ${CURL_PASSWORD_3}")).toBe('curl -u bob:"${CURL_PASSWORD}" https://staging; curl -u alice:"${CURL_PASSWORD_2}" https://prod; curl -u bob:"${CURL_PASSWORD}" https://x; echo ${CURL_PASSWORD_3}');
  });

  it("a PowerShell hook or pwsh -Command line is reported with $env:NAME and given no edit (bash syntax would read an empty PowerShell variable)", () => {
    const text = JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: "command", shell: "powershell", command: "mysql -u a -pHa2vK2mX9wL4 db" }] }] } }, null, 2) + "\n";
    const found = lint(text, settings).findings;
    expect(found.map((f) => [f.message.replace(/^.*: rotate/, "rotate"), f.fix === undefined])).toEqual([["rotate it, then read it from $env:MYSQL_PASSWORD and set MYSQL_PASSWORD in the environment Claude Code starts from", true]]);
  });

  it("reads comments, heredoc bodies, here-strings, sh -c and ssh's remote line inside a line; edits none of the text another reader expands", () => {
    const line = [
      `# token for later: ${GHP}`,
      "cat <<'EOF' > .env",
      "DB_PASSWORD=Qz7vK2mX9wL4",
      "EOF",
      `gh auth login --with-token <<< ${GHP.replace("ghp_6", "ghp_7")}`,
      "bash -c 'mysql -u a -pHu7vK2mX9wL4 db'",
      `ssh host 'mysql -u a -pTi7vK2mX9wL4 db'`,
    ].join("\n");
    const found = lint(hook(line), settings).findings;
    // bash -c's line and ssh's remote line are nested: reported, not edited.
    expect(found.map((f) => [f.message.replace(/ \(\w{2,4}… \(\d+ chars\)\).*$/, ""), f.fix !== undefined]).sort()).toEqual([
      ["hook Stop has a literal GitHub personal access token in a comment in its command", false],
      ["hook Stop has a literal GitHub personal access token in its command", true],
      ["hook Stop has a literal password in DB_PASSWORD=… in a heredoc in its command", false],
      ["hook Stop has a literal password in the mysql -p option of its command", false],
      ["hook Stop has a literal password in the mysql -p option of its command", false],
    ].sort());
  });

  it("a line nested in bash -c gets no edit (each shell on the way would expand the variable again); quoted heredoc and comment values are read whole", () => {
    const nested = lint(hook(`bash -c "mysql -u app -pHj7Kl2Mn9Bv4 -e 'select 1' mydb"`), settings).findings;
    expect(nested.map((f) => [f.message.replace(/: rotate.*$/, ""), f.fix === undefined])).toEqual([["hook Stop has a literal password in the mysql -p option of its command (Hj7K… (12 chars))", true]]);
    const data = lint(hook(`# export DB_PASSWORD=Lm3Nb6Vc9Xz1Qa\ncat <<EOF > .env\nREDIS_PASSWORD="Zq8vNm4p'Lx7Kt2Rw"\nEOF\nkubectl create secret generic db --from-literal=password=Yq8vNm4pLx7Kt2`), settings).findings;
    expect(data.map((f) => f.message.replace(/: rotate.*$/, "")).sort()).toEqual([
      "hook Stop has a literal password in DB_PASSWORD=… in a comment in its command (Lm3N… (14 chars))",
      "hook Stop has a literal password in REDIS_PASSWORD=… in a heredoc in its command (Zq8v… (17 chars))",
      'hook Stop has a literal password in password=… of argument "--from-literal" in its command (Yq8v… (14 chars))',
    ]);
  });

  it("a line nested deeper than three levels is said not to be read past that (fail closed), once per string", () => {
    const deep = `bash -c 'ssh h1 "sh -c \\"bash -c \\\\\\"mysql -pHj7Kl2Mn9Bv4\\\\\\"\\""'`;
    const found = lint(hook(deep), settings).findings;
    expect(found.map((f) => `${f.severity} ${f.message.replace(/: the lines.*$/, "")}`)).toEqual(["warning hook Stop nests shell lines (sh -c, ssh) more than 3 deep in its command"]);
    expect(lint(hook(`bash -c 'ssh h1 "sh -c \\"mysql -pHj7Kl2Mn9Bv4\\""'`), settings).findings.map((f) => f.message.replace(/ \(.*$/, ""))).toEqual(["hook Stop has a literal password in the mysql -p option of its command"]);
  });

  it("JSON written in a shell line is read by its keys: curl -d and an otelHeadersHelper's echo (the second review's misses)", () => {
    const found = lint(hook(`curl -s -d '{"token":"a8f5f167f44f4964e6c998dee827110c","text":"done"}' https://x; echo '{"Authorization": "Bearer Mk3Nj6Lp9Qr2St5Vw8Xz1"}'; curl -d '{"text":"done","token_type":"bearer"}' https://x`), settings).findings;
    expect(found.map((f) => f.message.replace(/: rotate.*$/, "")).sort()).toEqual([
      'hook Stop has a literal bearer token in "Authorization" of JSON in its command (Mk3N… (21 chars))',
      'hook Stop has a literal token in "token" of JSON in its command (a8f5… (32 chars))',
    ]);
  });

  it("a string of thousands of secrets reports the first hundred and sums up the rest, every one scrubbed; linear", () => {
    const line = Array.from({ length: 3000 }, (_, i) => `sshpass -p kit${String(i).padStart(6, "0")}x ssh h`).join("; ");
    const result = lint(hook(line), settings);
    expect(result.findings).toHaveLength(101);
    expect(result.findings.filter((f) => f.message.includes("more literal")).map((f) => f.message)).toEqual(["hook Stop has 2900 more literal secrets in the same string, not listed one by one: rotate them all and read each from a variable"]);
    // What is past the hundredth is scrubbed as the whole string, one spelling for all.
    expect(result.secrets).toContain(line);
  });

  it("two secrets in one string have their own fingerprints (a baseline of one never hides the other)", () => {
    const found = lint(hook("mysql -pOldKitten1 -e 1; mysql -pNewKitten2 -h prod -e 1"), settings).findings;
    expect(new Set(found.map((f) => f.fingerprint)).size).toBe(2);
  });

  it("statusLine and the helper commands are read; settings env values that are configuration are not secrets", () => {
    const text = JSON.stringify({ env: { ANTHROPIC_BASE_URL: "https://gw.example.com", MAX_THINKING_TOKENS: "31999" }, statusLine: { type: "command", command: `curl -s -H "X-Api-Key: ${TOKEN}" https://s` }, awsAuthRefresh: "aws sso login --profile dev" }, null, 2) + "\n";
    expect(lint(text, settings).findings.map((f) => f.message.replace(/: rotate.*$/, ""))).toEqual(['statusLine has a literal API key in header "X-Api-Key" of argument "-H" in its command (tk_l… (22 chars))']);
  });
});
