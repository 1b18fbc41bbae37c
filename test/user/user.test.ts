// `mcp-audit --user` over fake homes: every host's file found at its OS path, exact findings per
// host, nothing read outside the fake home, no secret in any output.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { runAudit, type AuditResult } from "../../src/audit/run.js";
import { findUserConfigs, userEnvironment, USER_LOCATIONS, type UserEnvironment, type UserOs } from "../../src/user/index.js";
import { resolveTemplate } from "../../src/user/resolve.js";
import { cli, REPO } from "../cli/run.js";
import { lint } from "../helpers.js";

const LINUX_HOME = path.join(REPO, "fixtures/home/linux");
const SYSTEM_ROOT = path.join(REPO, "fixtures/home/system");

/** Every fake secret in the fixtures: none may reach any output. */
const SECRETS = [
  "ghp_KiwFpmAKlki6Iy2GqxuZHOcEUz73U7eBilRR",
  "ghp_JEGt4mk2xV6aeEFsuOW8el3k3h91jAgUX7LO",
  "ghp_vF7C7ArTUD9ZACQl63AfCvpjwmzExiLJsC4K",
  "ghp_vxcHc19Ck7b7XuUmDiTFQNhAPqXqGs3qp1dW",
  "lin_api_l2d1pKaawHT2BlGxCEWnUlUlvU2VyWQW9vCzGpsj",
  "lin_api_9LF8bMvGzBK3pD60MpDAegzCfDJabRnzBlCc7Miu",
  "glpat-jfMnaDBRPHoJXHSpUhI9",
  "glpat-sB70WHhPZavsL3YeFbek",
  "xoxb-1240781877570-3488076721034-cxZWo2JzXOqKcXNJSCxK0Ikx",
  "udtUzdoYU8L95Bnw",
  "ctx7sk-4f6b2d1e-9a7c-4e3b-8d5f-0a1b2c3d4e5f",
  "hf_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789",
  "Zq8vN2pL6wR4tY0u",
];

const env = (os: UserOs, home = LINUX_HOME, systemRoot: string | undefined = SYSTEM_ROOT): UserEnvironment => userEnvironment({}, { home, os, ...(systemRoot ? { systemRoot } : {}) });

function audit(userEnv: UserEnvironment): AuditResult {
  const scan = findUserConfigs(userEnv);
  return runAudit({ cwd: userEnv.home, paths: [], files: scan.files.map((f) => ({ path: f.path, displayPath: f.displayPath, host: f.host, identityPath: f.displayPath })) });
}

/** `file line:col rule severity message`, in the order files were found. */
const lines = (result: AuditResult) => result.files.flatMap((f) => f.findings.map((x) => `${f.displayPath} ${x.range.start.line}:${x.range.start.column} ${x.ruleId} ${x.severity} ${x.message}`));

// The linux fake home holds one real-shaped file per host, each with at least one finding.
const LINUX_FILES = [
  ["claude-code-user", "~/.claude.json"],
  ["claude-code", "/etc/claude-code/managed-mcp.json"],
  ["claude-desktop", "~/.config/Claude/claude_desktop_config.json"],
  ["cursor", "~/.cursor/mcp.json"],
  ["vscode", "~/.config/Code/User/mcp.json"],
  ["vscode-settings", "~/.config/Code/User/settings.json"],
  ["windsurf", "~/.codeium/windsurf/mcp_config.json"],
  ["gemini", "~/.gemini/settings.json"],
  ["codex", "~/.codex/config.toml"],
  ["zed", "~/.config/zed/settings.json"],
  ["continue", "~/.continue/config.yaml"],
  ["cline", "~/.config/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json"],
  ["roo", "~/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json"],
  ["claude-code-settings", "~/.claude/settings.json"],
  ["opencode", "~/.config/opencode/opencode.json"],
  ["goose", "~/.config/goose/config.yaml"],
  ["kiro", "~/.kiro/settings/mcp.json"],
  ["amazon-q", "~/.aws/amazonq/mcp.json"],
  ["amazon-q-agent", "~/.aws/amazonq/cli-agents/dev.json"],
  ["copilot-cli", "~/.copilot/mcp-config.json"],
  ["crush", "~/.config/crush/crush.json"],
  ["crush", "~/.local/share/crush/crush.json"],
  ["vibe", "~/.vibe/config.toml"],
  ["lmstudio", "~/.lmstudio/mcp.json"],
  ["junie", "~/.junie/mcp/mcp.json"],
];


// Codex expands no ${…} but passes secrets by name: the message says how.
const CODEX_ADVICE = "Codex passes secrets by name: list the variable in env_vars (stdio), or use bearer_token_env_var / env_http_headers (http)";
const NO_EXPANSION = (host: string) => `${host} expands no variables, so keep the new one out of this file (OS keychain, or a wrapper script that reads it and starts the server)`;
const DISABLED = "(the server is disabled: it does not run, but this is still in the file)";

const LINUX_FINDINGS = [
  `~/.claude.json 22:29 inline-secret error server "db" has a literal GitHub personal access token in env "GITHUB_TOKEN" (ghp_… (40 chars)): rotate it, then read it from \${GITHUB_TOKEN}`,
  `~/.claude.json 40:16 unpinned-package error server "playwright" runs @playwright/mcp@latest: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @playwright/mcp@<version>`,
  `/etc/claude-code/managed-mcp.json 12:25 inline-secret error server "company-internal" has a literal GitLab personal access token in env "GITLAB_TOKEN" (glpa… (26 chars)): rotate it, then read it from \${GITLAB_TOKEN}`,
  `~/.config/Claude/claude_desktop_config.json 11:28 inline-secret error server "slack" has a literal Slack bot token in env "SLACK_BOT_TOKEN" (xoxb… (57 chars)): rotate it; ${NO_EXPANSION("Claude Desktop")}`,
  `~/.cursor/mcp.json 6:26 inline-secret error server "linear" has a literal Linear API key in header "Authorization" (lin_… (48 chars)): rotate it, then read it from \${env:LINEAR_TOKEN}`,
  `~/.cursor/mcp.json 11:22 unpinned-package error server "context7" runs @upstash/context7-mcp with no version: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @upstash/context7-mcp@<version>`,
  `~/.config/Code/User/mcp.json 14:14 missing-read-only warning server "github" connects to api.githubcopilot.com/mcp/ without the /readonly path suffix: append it to the URL path so only read tools are exposed`,
  `~/.config/Code/User/mcp.json 23:41 inline-secret error server "gitlab" has a literal GitLab personal access token in env "GITLAB_PERSONAL_ACCESS_TOKEN" (glpa… (26 chars)): rotate it, then read it from \${input:gitlab-personal-access-token}`,
  `~/.config/Code/User/settings.json 9:24 unpinned-package error server "memory" runs @modelcontextprotocol/server-memory@latest: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @modelcontextprotocol/server-memory@<version>`,
  `~/.codeium/windsurf/mcp_config.json 6:9 insecure-transport error server "internal-docs" sends credentials in header "Authorization" over plain http to docs.internal.example.com: use https`,
  `~/.gemini/settings.json 6:18 missing-read-only warning server "github" connects to api.githubcopilot.com/mcp/ without the /readonly path suffix: append it to the URL path so only read tools are exposed`,
  `~/.gemini/settings.json 11:16 auto-approved-tools warning server "github" has "trust": true: Gemini CLI runs every tool it offers without asking you; set it to false and approve tools one by one`,
  `~/.gemini/settings.json 15:16 unpinned-package error server "fetch" runs mcp-server-fetch with no version: pin an exact version, e.g. mcp-server-fetch@<version> (mcp-audit does not look PyPI versions up yet)`,
  `~/.codex/config.toml 6:15 missing-read-only info server "github" runs @modelcontextprotocol/server-github, which has no read-only switch: use github/github-mcp-server with --read-only instead`,
  `~/.codex/config.toml 6:15 unpinned-package error server "github" runs @modelcontextprotocol/server-github with no version: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @modelcontextprotocol/server-github@<version>`,
  `~/.codex/config.toml 7:40 inline-secret error server "github" has a literal GitHub personal access token in env "GITHUB_PERSONAL_ACCESS_TOKEN" (ghp_… (40 chars)): rotate it; ${CODEX_ADVICE}`,
  `~/.codex/config.toml 13:17 inline-secret error server "linear" has a literal Linear API key in header "Authorization" (lin_… (48 chars)): rotate it; ${CODEX_ADVICE}`,
  `~/.config/zed/settings.json 13:24 unpinned-package error server "postgres" runs @modelcontextprotocol/server-postgres with no version: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @modelcontextprotocol/server-postgres@<version>`,
  `~/.config/zed/settings.json 13:65 inline-secret error server "postgres" has a literal password in a connection URL in args[2] (udtU… (16 chars)): rotate it; ${NO_EXPANSION("Zed")}`,
  `~/.continue/config.yaml 17:9 unpinned-package error server "SQLite" runs mcp-sqlite with no version: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. mcp-sqlite@<version>`,
  `~/.continue/config.yaml 21:18 missing-read-only info server "GitHub" runs @modelcontextprotocol/server-github, which has no read-only switch: use github/github-mcp-server with --read-only instead`,
  `~/.continue/config.yaml 23:37 inline-secret error server "GitHub" has a literal GitHub personal access token in env "GITHUB_PERSONAL_ACCESS_TOKEN" (ghp_… (40 chars)): rotate it, then read it from \${{ secrets.GITHUB_PERSONAL_ACCESS_TOKEN }}`,
  `~/.config/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json 5:22 missing-read-only info server "github" runs @modelcontextprotocol/server-github, which has no read-only switch: use github/github-mcp-server with --read-only instead ${DISABLED}`,
  `~/.config/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json 7:41 inline-secret error server "github" has a literal GitHub personal access token in env "GITHUB_PERSONAL_ACCESS_TOKEN" (ghp_… (40 chars)): rotate it; ${NO_EXPANSION("Cline")} ${DISABLED}`,
  `~/.config/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json 16:23 auto-approved-tools warning server "filesystem" auto-approves every tool ("*" in "autoApprove"): Cline runs them without asking you; list only the read-only tools you want unattended`,
  `~/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json 5:75 missing-read-only warning server "github" runs ghcr.io/github/github-mcp-server without --read-only: add stdio --read-only after the image (ghcr.io/github/github-mcp-server:v0.13.0 predates GITHUB_READ_ONLY) so only read tools are registered, even when write toolsets or tools are requested`,
  `~/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json 5:75 unpinned-package info server "github" runs image ghcr.io/github/github-mcp-server:v0.13.0 without a digest: a tag can be moved, pin the digest: ghcr.io/github/github-mcp-server:v0.13.0@sha256:…`,
  `~/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json 9:7 auto-approved-tools warning server "github" auto-approves 4 tools that change things (create_issue, push_files, merge_pull_request and 1 more) in "alwaysAllow": Roo Code runs them without asking you; keep only read-only tools there`,  `~/.claude/settings.json 5:35 host-wide-approval warning "permissions.allow" has "mcp__github": every tool of server "github" runs without asking you, also tools a later version adds; list its read-only tools one by one ("mcp__github__<tool>")`,
  `~/.config/opencode/opencode.json 7:32 missing-read-only info server "github" runs @modelcontextprotocol/server-github, which has no read-only switch: use github/github-mcp-server with --read-only instead`,
  `~/.config/opencode/opencode.json 7:32 unpinned-package error server "github" runs @modelcontextprotocol/server-github with no version: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @modelcontextprotocol/server-github@<version>`,
  `~/.config/opencode/opencode.json 8:56 inline-secret error server "github" has a literal GitHub personal access token in env "GITHUB_PERSONAL_ACCESS_TOKEN" (ghp_… (40 chars)): rotate it, then read it from {env:GITHUB_PERSONAL_ACCESS_TOKEN}`,
  `~/.config/opencode/opencode.json 17:45 host-wide-approval warning "permission": { "context7_*": "allow" } runs every tool of server "context7" without asking you, also tools a later version adds; allow its read-only tools by name ("context7_<tool>")`,
  `~/.config/goose/config.yaml 3:13 host-wide-approval warning GOOSE_MODE: auto runs every tool of every extension without asking you; use smart_approve (asks before risky actions) or approve`,
  `~/.config/goose/config.yaml 15:18 missing-read-only info server "github" runs @modelcontextprotocol/server-github, which has no read-only switch: use github/github-mcp-server with --read-only instead`,
  `~/.config/goose/config.yaml 25:22 inline-secret error server "linear" has a literal Linear API key in header "Authorization" (lin_… (48 chars)): rotate it; Goose keeps secrets in its keyring: list the variable's name in env_keys, store the value with \`goose configure\` (or in secrets.yaml), and write \${NAME} where a uri or header needs it`,
  `~/.kiro/settings/mcp.json 13:7 auto-approved-tools warning server "filesystem" auto-approves 2 tools that change things (write_file, move_file) in "autoApprove": Kiro runs them without asking you; keep only read-only tools there`,
  `~/.aws/amazonq/mcp.json 5:16 unpinned-package error server "git" runs mcp-server-git with no version: pin an exact version, e.g. mcp-server-git@<version> (mcp-audit does not look PyPI versions up yet)`,
  `~/.aws/amazonq/mcp.json 13:20 insecure-transport error server "docs" sends credentials in header "Authorization" over plain http to docs.internal.example.com: use https`,
  `~/.aws/amazonq/cli-agents/dev.json 7:31 host-wide-approval warning "allowedTools" has "@fetch": every tool of server "fetch" runs without asking you, also tools a later version adds; list its read-only tools ("@fetch/<tool>")`,
  `~/.copilot/mcp-config.json 3:65 unpinned-package error server "playwright" runs @playwright/mcp@latest: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @playwright/mcp@<version>`,
  `~/.copilot/mcp-config.json 7:40 inline-secret error server "context7" has a literal API key in header "CONTEXT7_API_KEY" (ctx7… (43 chars)): rotate it; Copilot CLI documents no variable syntax for this file: keep the secret out of it (a wrapper script that reads it from your keychain and starts the server)`,
  `~/.config/crush/crush.json 7:22 unpinned-package error server "filesystem" runs @modelcontextprotocol/server-filesystem with no version: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @modelcontextprotocol/server-filesystem@<version>`,
  `~/.config/crush/crush.json 12:14 missing-read-only warning server "github" connects to api.githubcopilot.com/mcp/ without the /readonly path suffix: append it to the URL path so only read tools are exposed`,
  `~/.local/share/crush/crush.json 2:46 host-wide-approval warning "permissions.allowed_tools" has "mcp_github_create_issue": MCP tool "github_create_issue" changes things and runs without asking you; keep only read-only tools there`,
  `~/.vibe/config.toml 6:11 unpinned-package error server "fetch_server" runs mcp-server-fetch with no version: pin an exact version, e.g. mcp-server-fetch@<version> (mcp-audit does not look PyPI versions up yet)`,
  `~/.vibe/config.toml 16:29 inline-secret error server "linear" has a literal Linear API key in header "Authorization" (lin_… (48 chars)): rotate it; Mistral Vibe expands no variables: give a remote server's key by name (api_key_env = "NAME", with api_key_header / api_key_format), and keep a local server's secret out of this file`,
  `~/.vibe/config.toml 19:14 host-wide-approval warning [tools.linear_create_issue] permission = "always": tool "create_issue" of server "linear" changes things and runs without asking you; use "ask"`,
  `~/.lmstudio/mcp.json 5:37 inline-secret error server "hf-mcp-server" has a literal bearer token in header "Authorization" (hf_a… (39 chars)): rotate it; LM Studio documents no variable syntax for mcp.json: keep the secret out of it (a wrapper script that reads it from your keychain and starts the server)`,
  `~/.junie/mcp/mcp.json 5:22 unpinned-package error server "postgres" runs @modelcontextprotocol/server-postgres with no version: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @modelcontextprotocol/server-postgres@<version>`,
  `~/.junie/mcp/mcp.json 5:63 inline-secret error server "postgres" has a literal password in a connection URL in args[2] (Zq8v… (16 chars)): rotate it; Junie documents no variable syntax for mcp.json: keep the secret out of it (a wrapper script that reads it from your keychain and starts the server)`,
];

describe("locations", () => {
  const base: UserEnvironment = { os: "linux", home: "/home/me", env: {}, systemRoot: undefined, homeOverridden: false };

  it("expand ~, $XDG_CONFIG_HOME, %APPDATA%, $CODEX_HOME and system paths, showing ~ for the home", () => {
    expect(resolveTemplate("~/.claude.json", base)).toEqual({ path: "/home/me/.claude.json", display: "~/.claude.json" });
    expect(resolveTemplate("$XDG_CONFIG_HOME/zed/settings.json", base)).toEqual({ path: "/home/me/.config/zed/settings.json", display: "~/.config/zed/settings.json" });
    expect(resolveTemplate("$XDG_CONFIG_HOME/zed/settings.json", { ...base, env: { XDG_CONFIG_HOME: "/srv/cfg" } })).toEqual({ path: "/srv/cfg/zed/settings.json", display: "$XDG_CONFIG_HOME/zed/settings.json" });
    // A relative XDG_CONFIG_HOME is invalid per the spec: the default applies.
    expect(resolveTemplate("$XDG_CONFIG_HOME/zed/settings.json", { ...base, env: { XDG_CONFIG_HOME: "cfg" } }).path).toBe("/home/me/.config/zed/settings.json");
    expect(resolveTemplate("$CODEX_HOME/config.toml", { ...base, env: { CODEX_HOME: "/opt/codex" } })).toEqual({ path: "/opt/codex/config.toml", display: "$CODEX_HOME/config.toml" });
    expect(resolveTemplate("%APPDATA%/Claude/claude_desktop_config.json", { ...base, os: "win32" })).toEqual({ path: "/home/me/AppData/Roaming/Claude/claude_desktop_config.json", display: "~/AppData/Roaming/Claude/claude_desktop_config.json" });
    expect(resolveTemplate("%APPDATA%/Claude/claude_desktop_config.json", { ...base, os: "win32", env: { APPDATA: "/home/me/Roaming" } }).display).toBe("~/Roaming/Claude/claude_desktop_config.json");
    expect(resolveTemplate("<root>/etc/claude-code/managed-mcp.json", base)).toEqual({ path: "/etc/claude-code/managed-mcp.json", display: "/etc/claude-code/managed-mcp.json" });
  });

  it("with a fake home: ignore the environment's folders, and read system files only under a given system root", () => {
    const fake: UserEnvironment = { ...base, homeOverridden: true, env: { XDG_CONFIG_HOME: "/srv/cfg", APPDATA: "/srv/app", CODEX_HOME: "/srv/codex" } };
    expect(resolveTemplate("$XDG_CONFIG_HOME/zed/settings.json", fake).path).toBe("/home/me/.config/zed/settings.json");
    expect(resolveTemplate("%APPDATA%/Zed/settings.json", fake).path).toBe("/home/me/AppData/Roaming/Zed/settings.json");
    expect(resolveTemplate("$CODEX_HOME/config.toml", fake).path).toBe("/home/me/.codex/config.toml");
    expect(resolveTemplate("<root>/etc/claude-code/managed-mcp.json", fake)).toEqual({ path: undefined, display: "/etc/claude-code/managed-mcp.json" });
    expect(resolveTemplate("%ProgramFiles%/ClaudeCode/managed-mcp.json", fake)).toEqual({ path: undefined, display: "C:/Program Files/ClaudeCode/managed-mcp.json" });
    expect(resolveTemplate("%ProgramData%/ClaudeCode/managed-mcp.json", { ...fake, systemRoot: "/sys" })).toEqual({ path: "/sys/ProgramData/ClaudeCode/managed-mcp.json", display: "C:/ProgramData/ClaudeCode/managed-mcp.json" });
  });

  it("cover every host on every OS, each entry with its source", () => {
    const hosts = (o: UserOs) => new Set(USER_LOCATIONS.filter((l) => (l.paths[o] ?? []).length > 0).map((l) => l.host));
    for (const o of ["linux", "darwin", "win32"] as const) expect([...hosts(o)].sort()).toEqual([...new Set(LINUX_FILES.map(([id]) => id!))].sort());
    for (const l of USER_LOCATIONS) expect(l.source).toMatch(/^https:\/\//);
  });

  it("refuse an unknown OS", () => {
    expect(() => userEnvironment({ MCP_AUDIT_USER_OS: "plan9" })).toThrow('unknown OS "plan9": use linux, darwin, win32');
  });
});

describe("--user on a Linux fake home", () => {
  it("finds one file per host, missing ones skipped silently", () => {
    const scan = findUserConfigs(env("linux"));
    expect(scan.files.map((f) => [f.host.id, f.displayPath])).toEqual(LINUX_FILES);
    expect(scan.problems).toEqual([]);
  });

  it("reports exactly these findings, with line and column in JSON, JSONC, YAML and TOML", () => {
    const result = audit(env("linux"));
    expect(result.problems).toEqual([]);
    expect(lines(result)).toEqual(LINUX_FINDINGS);
  });

  it("points into ~/.claude.json projects exactly, and fingerprints by ~ paths (the same on every machine)", () => {
    const result = audit(env("linux"));
    const claude = result.files[0]!.findings;
    expect(claude.map((f) => f.pointer)).toEqual(["/projects/~1home~1me~1app/mcpServers/db/env/GITHUB_TOKEN", "/mcpServers/playwright/args/0"]);
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-home-"));
    fs.cpSync(LINUX_HOME, elsewhere, { recursive: true });
    expect(audit(env("linux", elsewhere)).files[0]!.findings.map((f) => f.fingerprint)).toEqual(claude.map((f) => f.fingerprint));
  });

  it("never reads outside the fake home and the given system root", () => {
    // Load the lazily required parsers first: module loading is not the audit reading files.
    lint("a = 1\n", { dialect: "codex" });
    lint("a: 1\n", { dialect: "continue" });
    const touched: string[] = [];
    for (const name of ["readFileSync", "statSync", "lstatSync", "existsSync", "readdirSync", "openSync", "realpathSync", "accessSync"] as const) {
      const original = fs[name] as (...args: unknown[]) => unknown;
      vi.spyOn(fs, name).mockImplementation(((...args: unknown[]) => {
        touched.push(String(args[0]));
        return original.apply(fs, args);
      }) as never);
    }
    const withoutSystem = audit(env("linux", LINUX_HOME, "" as never));
    audit(env("linux"));
    vi.restoreAllMocks();
    expect(withoutSystem.files.map((f) => f.displayPath)).not.toContain("/etc/claude-code/managed-mcp.json");
    expect(touched.length).toBeGreaterThan(20);
    const outside = touched.filter((p) => !p.startsWith(`${LINUX_HOME}${path.sep}`) && !p.startsWith(`${SYSTEM_ROOT}${path.sep}`));
    expect(outside).toEqual([]);
  });
});

/** Copy the linux files to where another OS keeps them. */
function homeFor(target: UserOs): { home: string; system: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `mcp-audit-${target}-`));
  const home = path.join(root, "home");
  const system = path.join(root, "system");
  const layout: Record<UserOs, Record<string, string>> = {
    linux: {},
    darwin: {
      ".config/Claude/claude_desktop_config.json": "Library/Application Support/Claude/claude_desktop_config.json",
      ".config/Code/User": "Library/Application Support/Code/User",
      ".config/zed/settings.json": ".config/zed/settings.json",
      ".config/goose/config.yaml": ".config/goose/config.yaml",
      ".local/share/crush/crush.json": ".local/share/crush/crush.json",
    },
    win32: {
      ".config/Claude/claude_desktop_config.json": "AppData/Roaming/Claude/claude_desktop_config.json",
      ".config/Code/User": "AppData/Roaming/Code/User",
      ".config/zed/settings.json": "AppData/Roaming/Zed/settings.json",
      ".config/goose/config.yaml": "AppData/Roaming/Block/goose/config/config.yaml",
      ".local/share/crush/crush.json": "AppData/Local/crush/crush.json",
    },
  };
  const copy = (from: string, to: string) => {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.cpSync(from, to, { recursive: true });
  };
  for (const name of [".claude.json", ".cursor", ".codeium", ".gemini", ".codex", ".continue", ".claude", ".kiro", ".aws", ".copilot", ".vibe", ".lmstudio", ".junie", ".config/opencode", ".config/crush"]) copy(path.join(LINUX_HOME, name), path.join(home, name));
  for (const [from, to] of Object.entries(layout[target])) copy(path.join(LINUX_HOME, from), path.join(home, to));
  const managed = target === "darwin" ? "Library/Application Support/ClaudeCode/managed-mcp.json" : "Program Files/ClaudeCode/managed-mcp.json";
  copy(path.join(SYSTEM_ROOT, "etc/claude-code/managed-mcp.json"), path.join(system, managed));
  return { home, system };
}

describe.each([
  [
    "darwin",
    {
      "/etc/claude-code/managed-mcp.json": "/Library/Application Support/ClaudeCode/managed-mcp.json",
      "~/.config/Claude/claude_desktop_config.json": "~/Library/Application Support/Claude/claude_desktop_config.json",
      "~/.config/Code/User/": "~/Library/Application Support/Code/User/",
    },
  ],
  [
    "win32",
    {
      "/etc/claude-code/managed-mcp.json": "C:/Program Files/ClaudeCode/managed-mcp.json",
      "~/.config/Claude/claude_desktop_config.json": "~/AppData/Roaming/Claude/claude_desktop_config.json",
      "~/.config/Code/User/": "~/AppData/Roaming/Code/User/",
      "~/.config/zed/settings.json": "~/AppData/Roaming/Zed/settings.json",
      "~/.config/goose/config.yaml": "~/AppData/Roaming/Block/goose/config/config.yaml",
      "~/.local/share/crush/crush.json": "~/AppData/Local/crush/crush.json",
    },
  ],
] as const)("--user on a %s fake home", (target, renames) => {
  const rename = (line: string) => Object.entries(renames).reduce((l, [from, to]) => (l.startsWith(from) ? to + l.slice(from.length) : l), line);

  it("finds every host's file at that OS's path, with the same findings as on Linux", () => {
    const { home, system } = homeFor(target);
    const userEnv = env(target, home, system);
    const scan = findUserConfigs(userEnv);
    expect(scan.files.map((f) => [f.host.id, f.displayPath])).toEqual(LINUX_FILES.map(([id, file]) => [id, rename(file!)]));
    expect(lines(audit(userEnv))).toEqual(LINUX_FINDINGS.map(rename));
  });
});

describe("docs/user-configs.md", () => {
  const doc = fs.readFileSync(path.join(REPO, "docs/user-configs.md"), "utf8");

  it("shows every host's place on every OS that the data holds, and each source", () => {
    for (const l of USER_LOCATIONS) {
      for (const [o, templates] of Object.entries(l.paths)) expect([l.host, o, doc.includes(`\`${templates[0]}\``)]).toEqual([l.host, o, true]);
      expect([l.host, doc.includes(l.source.split(" ")[0]!.replace(/\/$/, ""))]).toEqual([l.host, true]);
    }
  });

  it("shows header lines the CLI really prints", async () => {
    const shown = /```\n(mcp-audit --user:[\s\S]*?)```/.exec(doc)![1]!.split("\n").filter((l) => l !== "" && !l.includes("…"));
    const r = await cli(["--user", "--home", LINUX_HOME], { env: { MCP_AUDIT_USER_OS: "linux", MCP_AUDIT_SYSTEM_ROOT: SYSTEM_ROOT } });
    const printed = r.stdout.split("\n");
    for (const line of shown) expect([line, printed.includes(line)]).toEqual([line, true]);
  });
});

describe("mcp-audit --user (CLI)", () => {
  const run = (args: string[], extra: NodeJS.ProcessEnv = {}) => cli(["--user", "--home", LINUX_HOME, ...args], { env: { MCP_AUDIT_USER_OS: "linux", MCP_AUDIT_SYSTEM_ROOT: SYSTEM_ROOT, ...extra } });

  it("says which files it found, then the findings; exit 1", async () => {
    const r = await run([]);
    expect(r.code).toBe(1);
    const header = r.stdout.split("\n\n")[0]!.split("\n");
    expect(header).toEqual([
      "mcp-audit --user: 25 user configs of 20 hosts",
      "  Claude Code         ~/.claude.json  (user and local-scope servers)",
      "  Claude Code         /etc/claude-code/managed-mcp.json  (managed servers, system-wide)",
      "  Claude Desktop      ~/.config/Claude/claude_desktop_config.json  (desktop app servers)",
      "  Cursor              ~/.cursor/mcp.json  (global servers)",
      "  VS Code             ~/.config/Code/User/mcp.json  (user servers)",
      "  VS Code             ~/.config/Code/User/settings.json  (legacy settings.json \"mcp\")",
      "  Windsurf            ~/.codeium/windsurf/mcp_config.json  (Cascade servers)",
      "  Gemini CLI          ~/.gemini/settings.json  (user settings)",
      "  Codex               ~/.codex/config.toml  (config.toml)",
      "  Zed                 ~/.config/zed/settings.json  (settings.json context_servers)",
      "  Continue            ~/.continue/config.yaml  (config.yaml)",
      "  Cline               ~/.config/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json  (extension MCP settings)",
      "  Roo Code            ~/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json  (extension MCP settings)",
      "  Claude Code         ~/.claude/settings.json  (user settings: approvals, hooks)",
      "  opencode            ~/.config/opencode/opencode.json  (global config)",
      "  Goose               ~/.config/goose/config.yaml  (config.yaml extensions)",
      "  Kiro                ~/.kiro/settings/mcp.json  (user MCP servers)",
      "  Amazon Q Developer  ~/.aws/amazonq/mcp.json  (global MCP servers, legacy mcp.json)",
      "  Amazon Q Developer  ~/.aws/amazonq/cli-agents/dev.json  (global agents)",
      "  Copilot CLI         ~/.copilot/mcp-config.json  (user MCP servers)",
      "  Crush               ~/.config/crush/crush.json  (global config)",
      "  Crush               ~/.local/share/crush/crush.json  (machine-written config)",
      "  Mistral Vibe        ~/.vibe/config.toml  (config.toml mcp_servers)",
      "  LM Studio           ~/.lmstudio/mcp.json  (app MCP servers)",
      "  Junie               ~/.junie/mcp/mcp.json  (user MCP servers)",
    ]);
    expect(r.stdout).toContain("✖ 51 problems (31 errors, 14 warnings, 6 info) in 25 configs");
  });

  it("prints no secret in any format; machine formats get the summary on stderr", async () => {
    for (const format of ["stylish", "json", "sarif", "github"]) {
      const r = await run(["--format", format]);
      expect(r.code).toBe(1);
      for (const secret of SECRETS) expect(r.stdout + r.stderr, `${format} leaks ${secret.slice(0, 4)}`).not.toContain(secret);
      if (format !== "stylish") expect(r.stderr).toContain("mcp-audit --user: 25 user configs of 20 hosts\n");
    }
  });

  it("finds nothing in an empty home, and says so (exit 0)", async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-empty-"));
    const r = await cli(["--user", "--home", empty], { env: { MCP_AUDIT_USER_OS: "darwin" } });
    expect([r.code, r.stdout]).toEqual([0, ""]);
    expect(r.stderr).toMatch(/^mcp-audit: no user-level MCP configs found \(looked in \d+ places for 20 hosts; see docs\/user-configs\.md\)\n$/);
  });

  it("knows a named user-level JSON file by its location, outside --user too", async () => {
    const r = await cli(["--format", "json", ".claude.json", ".gemini/settings.json"], { cwd: LINUX_HOME });
    const report = JSON.parse(r.stdout) as { files: { file: string; host: string }[]; findings: { file: string; ruleId: string; line: number; pointer: string }[] };
    expect(report.files.map((f) => [f.file, f.host])).toEqual([
      [".claude.json", "claude-code-user"],
      [".gemini/settings.json", "gemini"],
    ]);
    expect(report.findings.map((x) => `${x.file}:${x.line} ${x.ruleId} ${x.pointer}`)).toEqual([
      ".claude.json:22 inline-secret /projects/~1home~1me~1app/mcpServers/db/env/GITHUB_TOKEN",
      ".claude.json:40 unpinned-package /mcpServers/playwright/args/0",
      ".gemini/settings.json:6 missing-read-only /mcpServers/github/httpUrl",
      ".gemini/settings.json:11 auto-approved-tools /mcpServers/github/trust",
      ".gemini/settings.json:15 unpinned-package /mcpServers/fetch/args/0",
    ]);
  });

  it("rejects what does not go together", async () => {
    expect((await cli(["--user", "."])).stderr).toContain("--user audits this machine's user-level configs: give no paths with it");
    expect((await cli(["--home", LINUX_HOME])).stderr).toContain("--home goes with --user");
    expect((await cli(["--user", "--host", "cursor", "--home", LINUX_HOME])).stderr).toContain("--host does not apply");
    const missing = await cli(["--user", "--home", "/nonexistent/home"]);
    expect([missing.code, missing.stderr.split("\n")[0]]).toEqual([2, 'mcp-audit: --home: no such directory "/nonexistent/home"']);
    const badOs = await cli(["--user", "--home", LINUX_HOME, "--user-os", "beos"]);
    expect([badOs.code, badOs.stderr.split("\n")[0]]).toEqual([2, 'mcp-audit: unknown OS "beos": use linux, darwin, win32']);
  });

  describe("--fix=all on a copy", () => {
    let home: string;
    beforeAll(() => {
      home = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-fix-"));
      fs.cpSync(LINUX_HOME, home, { recursive: true });
    });
    afterEach(() => vi.restoreAllMocks());

    it("fixes JSON files in each host's own syntax, leaves YAML and TOML byte for byte, and a second run changes nothing", async () => {
      const read = (rel: string) => fs.readFileSync(path.join(home, rel), "utf8");
      const before = { toml: read(".codex/config.toml"), yaml: read(".continue/config.yaml"), desktop: read(".config/Claude/claude_desktop_config.json") };
      const first = await cli(["--user", "--home", home, "--fix=all", "--offline"], { env: { MCP_AUDIT_USER_OS: "linux" } });
      expect(first.code).toBe(1);
      expect(read(".codex/config.toml")).toBe(before.toml);
      expect(read(".continue/config.yaml")).toBe(before.yaml);
      // Claude Desktop expands no variables: nothing to move the secret to, no fix.
      expect(read(".config/Claude/claude_desktop_config.json")).toBe(before.desktop);
      expect(read(".claude.json")).toContain('"GITHUB_TOKEN": "${GITHUB_TOKEN}"');
      expect(read(".cursor/mcp.json")).toContain('"Authorization": "Bearer ${env:LINEAR_TOKEN}"');
      expect(read(".gemini/settings.json")).toContain('"trust": false');
      const snapshot = (rel: string[]) => rel.map(read);
      const files = [".claude.json", ".cursor/mcp.json", ".gemini/settings.json", ".config/Code/User/mcp.json"];
      const after = snapshot(files);
      await cli(["--user", "--home", home, "--fix=all", "--offline"], { env: { MCP_AUDIT_USER_OS: "linux" } });
      expect(snapshot(files)).toEqual(after);
    });
  });
});
