// The help texts: `mcp-audit --help` (grouped by task, with examples) and one page per subcommand
// (`mcp-audit help <command>`, `mcp-audit <command> --help`). Plain strings: --help loads nothing else.

// The help text names the hosts without loading them: --help and --version stay at bare-Node cost
// (a test checks this list is every dialect id).
export const HELP_HOST_IDS = [
  "claude-code", "vscode", "cursor", "claude-desktop", "claude-code-user", "claude-code-settings", "vscode-settings",
  "windsurf", "gemini", "codex", "zed", "continue", "cline", "roo", "opencode", "goose", "kiro", "amazon-q",
  "amazon-q-agent", "copilot-cli", "copilot-agent", "crush", "vibe", "lmstudio", "junie", "claude-plugin",
  "claude-marketplace", "claude-hooks", "cursor-hooks", "codex-hooks",
  "copilot-hooks", "mcp-registry",
];

/** Ids in lines under the option's description column. */
function wrapIds(ids: readonly string[]): string {
  const lines: string[] = [];
  let line = "";
  for (const id of ids) {
    const next = line === "" ? id : `${line}, ${id}`;
    if (next.length > 64 && line !== "") {
      lines.push(`${line},`);
      line = id;
    } else line = next;
  }
  lines.push(line);
  return lines.join(`\n${" ".repeat(25)}`);
}

export const MAIN_HELP = `Usage: mcp-audit [options] [paths...]
       mcp-audit <command> [options]

Audit MCP host configs (.mcp.json, .vscode/mcp.json, .cursor/mcp.json, claude_desktop_config.json
and the other hosts' files) and agent skills (SKILL.md folders: front matter, instructions, scripts)
for inline secrets, unpinned launches, missing read-only modes, insecure transports, risky commands,
hidden instructions and unreviewed scripts. Paths default to ".".

Examples:
  mcp-audit                              audit this repository
  mcp-audit --fix                        apply the safe fixes (pin versions), then report the rest
  mcp-audit --statistics                 counts per rule and severity, and the files with most findings
  mcp-audit approve                      record the reviewed skills and pinned packages in mcp-audit.lock.json
  mcp-audit --user                       audit this machine's user-level configs (~/.claude.json, …)
  mcp-audit --format sarif --output mcp-audit.sarif      a report for code scanning
  mcp-audit explain inline-secret        what a rule checks, and how to fix what it finds

Commands:
  approve [paths...]     show what is new or changed since the last review and record it in
                         mcp-audit.lock.json (mcp-audit approve --help)
  skills listing|verify-listing
                         SEP-2640 skill listings over MCP (mcp-audit skills --help)
  explain <rule-id>      print a rule's documentation
  help [command]         this help, or a command's

What to audit:
  --host <id>            dialect of explicitly named files (default: by location, else by
                         server-map key): ${wrapIds(HELP_HOST_IDS)}
  --user                 audit this machine's user-level configs instead of paths: Claude Code
                         (~/.claude.json, settings, managed files), Claude Desktop, Cursor, VS Code,
                         Windsurf, Gemini CLI, Codex, Zed, Continue, Cline, Roo Code, opencode,
                         Goose, Kiro, Amazon Q, Copilot CLI, Crush, Mistral Vibe, LM Studio, Junie
  --home <dir>           with --user: the home directory to audit (default: yours; also $MCP_AUDIT_HOME)

Output:
  --format <name>        stylish (default), json, sarif, github (workflow annotations),
                         junit or gitlab (GitLab Code Quality)
  --output [<format>=]<file>
                         write the report to <file> instead of stdout; with <format>=, write
                         that format there as well as --format to stdout (repeatable), e.g.
                         --format github --output sarif=mcp-audit.sarif
  --statistics           stylish: counts per rule and severity and the top files, instead of
                         every finding
  --no-code-frame        stylish: no source line under each finding (shown on a terminal wide
                         enough; --code-frame to force it)
  --quiet                show only findings at or above --fail-on; no summary when clean
  --sarif-category <id>  SARIF: the run's category (default mcp-audit)
  --color / --no-color   force colours on or off (default: on a TTY, honouring NO_COLOR/FORCE_COLOR)
  --no-progress          no progress line on stderr (shown on a terminal for runs over a second,
                         never with a machine format)

What fails the run:
  --fail-on <severity>   exit 1 when a finding is at or above: error (default), warning (or warn), info
  --min-confidence <c>   report only findings at or above this confidence: medium (default, all) or high
  --rule <id>=<level>    set a rule's severity: error, warning, info or off (repeatable)
  --config <file>        use this config file (default: mcp-audit.config.json or the
                         "mcp-audit" key of package.json, from here up to the repo root)
  --no-config            ignore any config file
  --baseline <file>      report only findings not recorded in this baseline
  --update-baseline      record today's findings in the baseline (default file:
                         .mcp-audit-baseline.json at the repository root, used when it exists)
  --prune-baseline       drop baseline entries no finding matches any more; add nothing
  --no-baseline          ignore .mcp-audit-baseline.json

Fixing:
  --fix[=safe|all]       apply safe fixes (--fix), or safe and unsafe ones (--fix=all); a file
                         outside any git work tree is backed up first as <file>.mcp-audit.bak
  --diff                 print what --fix (or --fix=all) would change as a unified diff; write nothing
  --fix-dry-run          report as --fix would, and write nothing

Registry (supply chain):
  --online               look every launched npm package up in the registry (your npm
                         config: registry, scopes, token, proxy, CA) and run the
                         supply-chain rules: unknown-package, deprecated-package,
                         young-release, install-scripts, known-vulnerability
  --offline              never use the network (by default, only --fix looks a version up,
                         when no local source pins it)
  --trust-project-npmrc  let the project's .npmrc choose the registry, scoped registries,
                         credentials, proxy and CA (default: only your user and global npm
                         config and npm_config_* variables; also MCP_AUDIT_TRUST_PROJECT_NPMRC=1).
                         Variables (\${VAR}) are never expanded from a project .npmrc
  --registry-timeout <ms>  per registry request (default: npm's fetch-timeout, else 10000)
  --cache-dir <dir>      registry cache (default: $MCP_AUDIT_CACHE_DIR, else ~/.cache/mcp-audit)

Live servers:
  --live                 connect to every configured server with the official MCP client and
                         check what it exposes (tools, instructions): tool-poisoning,
                         tool-drift, read-only-unverified, server-identity. Remote servers are
                         contacted (header and URL variables from the environment; an unset one
                         means not contacted). stdio servers are NOT launched unless named:
  --allow-exec <names|all>  with --live: launch these stdio servers (comma-separated, or all):
                         exactly the configured command, args and env, in a temporary folder,
                         with a timeout, killed afterwards
  --live-timeout <ms>    with --live: per exchange with a server (default 10000)

Information:
  --list-rules           list the rules and exit
  -v, --version          print the version
  -h, --help             print this help

Exit codes: 0 nothing at or above the fail level (also when nothing was found to audit),
1 findings at or above it, 2 usage error or a file that could not be read or parsed.
`;

/** `mcp-audit help <command>` and `mcp-audit <command> --help`. */
export const COMMAND_HELP: Readonly<Record<string, string>> = {
  approve: `Usage: mcp-audit approve [options] [paths...]

Show what is new or changed since the last review, then record it in mcp-audit.lock.json:
skills by their bytes (every file's size and sha256), the packages MCP servers launch by
exact version and registry integrity, and with --live what each server exposes. Commit the
lock: the audit then reports a skill or a launch that moves without review.

Nothing the lock knows is dropped by accident: a version or integrity that cannot be
re-verified (offline, registry unreachable, a tag not resolved) is kept and said so; a
server that no longer launches a package, or a skill pruned, is listed as removed.

Options:
  --dry-run              show what would be recorded; never writes and never goes online
  --offline              never use the network: tags are not resolved, integrities are kept
                         as recorded (not re-verified)
  --prune                drop skills whose folder is gone (within the paths given)
  --verbose              list every file of each skill recorded (default: one line a skill)
  --config <file>        use this config file (its ignorePatterns hide files from approve too)
  --no-config            ignore any config file
  --trust-project-npmrc  let the project's .npmrc choose the registry (see mcp-audit --help)
  --live                 also pin what each server exposes (tools, instructions)
  --allow-exec <names|all>  with --live: launch these stdio servers
  --live-timeout <ms>    with --live: per exchange with a server (default 10000)
  -h, --help             show this help

Exit codes: 0 recorded or up to date, 2 could not approve (a skill not fully read, a corrupt
lock, a registry that serves other bytes for a recorded version, a server not reached live).

Examples:
  mcp-audit approve --dry-run              # what changed since the last review
  mcp-audit approve .claude/skills/deploy  # record one skill after reading it
  mcp-audit approve --prune                # also forget skills that were deleted
`,
  skills: `Usage: mcp-audit skills listing <dir>... [--prefix <path>]
       mcp-audit skills verify-listing <listing.json | http(s)://.../mcp> [dir...] [--header 'Name: \${VAR}']

  listing          print the SEP-2640 skills/list result an MCP SDK 2.4.0 server (loadSkills)
                   would serve for these skill folders (--prefix <path>: the URI path prefix)
  verify-listing   check a listing, or a live server's skills read through the official MCP
                   client, against the folders or mcp-audit.lock.json (exit 1 on mismatch);
                   --header 'Name: \${VAR}' takes values from the environment

Examples:
  mcp-audit skills listing skills/*
  mcp-audit skills verify-listing https://skills.example.com/mcp
`,
  explain: `Usage: mcp-audit explain <rule-id>

Print a rule's documentation: what it checks, why, bad and good examples, and how to fix what it
finds. mcp-audit --list-rules lists the rule ids.

Example:
  mcp-audit explain skill-unaudited-file
`,
  help: `Usage: mcp-audit help [command]

Print the help, or a command's: ${"approve, skills, explain"}.
`,
};

export const COMMANDS = Object.keys(COMMAND_HELP);
