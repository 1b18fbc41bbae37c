import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  packageVersion
} from "./chunk-C4H3TBXV.js";
import {
  OutputGuard,
  escapeUnsafe,
  outputModeFor,
  safeText,
  sanitizeOutput
} from "./chunk-YZ5IGPF7.js";
import {
  SEVERITY_RANK
} from "./chunk-DVYPNYWB.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-CT6HN24R.js";
import {
  closest
} from "./chunk-RYKQTHF2.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-RLJ674YX.js";

// src/cli/main.ts
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

// src/cli/help.ts
var HELP_HOST_IDS = [
  "claude-code",
  "vscode",
  "cursor",
  "claude-desktop",
  "claude-code-user",
  "claude-code-settings",
  "vscode-settings",
  "windsurf",
  "gemini",
  "codex",
  "zed",
  "continue",
  "cline",
  "roo",
  "opencode",
  "goose",
  "kiro",
  "amazon-q",
  "amazon-q-agent",
  "copilot-cli",
  "copilot-agent",
  "crush",
  "vibe",
  "lmstudio",
  "junie",
  "claude-plugin",
  "claude-marketplace",
  "claude-hooks",
  "mcp-registry"
];
function wrapIds(ids) {
  const lines = [];
  let line = "";
  for (const id of ids) {
    const next = line === "" ? id : `${line}, ${id}`;
    if (next.length > 64 && line !== "") {
      lines.push(`${line},`);
      line = id;
    } else line = next;
  }
  lines.push(line);
  return lines.join(`
${" ".repeat(25)}`);
}
var MAIN_HELP = `Usage: mcp-audit [options] [paths...]
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
  mcp-audit --user                       audit this machine's user-level configs (~/.claude.json, \u2026)
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
var COMMAND_HELP = {
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
`
};
var COMMANDS = Object.keys(COMMAND_HELP);

// src/cli/did-you-mean.ts
function didYouMean(typed, known, show = (s) => `"${s}"`) {
  const hit = closest(typed.slice(0, 80), known);
  return hit === void 0 ? "" : ` (did you mean ${show(hit)}?)`;
}

// src/cli/main.ts
var EXIT_OK = 0;
var EXIT_FINDINGS = 1;
var EXIT_TROUBLE = 2;
var AUDIT_FLAGS = {
  fix: { type: "string" },
  diff: { type: "boolean", default: false },
  "fix-dry-run": { type: "boolean", default: false },
  format: { type: "string", default: "stylish" },
  output: { type: "string", multiple: true },
  "sarif-category": { type: "string" },
  "fail-on": { type: "string" },
  "min-confidence": { type: "string" },
  quiet: { type: "boolean", default: false },
  statistics: { type: "boolean", default: false },
  "code-frame": { type: "boolean" },
  "no-code-frame": { type: "boolean" },
  progress: { type: "boolean" },
  "no-progress": { type: "boolean" },
  host: { type: "string" },
  user: { type: "boolean", default: false },
  home: { type: "string" },
  // Hidden, for tests: read another OS's locations (also $MCP_AUDIT_USER_OS).
  "user-os": { type: "string" },
  rule: { type: "string", multiple: true },
  config: { type: "string" },
  "no-config": { type: "boolean", default: false },
  baseline: { type: "string" },
  "update-baseline": { type: "boolean", default: false },
  "prune-baseline": { type: "boolean", default: false },
  "no-baseline": { type: "boolean", default: false },
  online: { type: "boolean", default: false },
  offline: { type: "boolean", default: false },
  "trust-project-npmrc": { type: "boolean", default: false },
  "registry-timeout": { type: "string" },
  "cache-dir": { type: "string" },
  live: { type: "boolean", default: false },
  "allow-exec": { type: "string", multiple: true },
  "live-timeout": { type: "string" },
  color: { type: "boolean" },
  "no-color": { type: "boolean" },
  "list-rules": { type: "boolean", default: false },
  version: { type: "boolean", short: "v", default: false },
  help: { type: "boolean", short: "h", default: false }
};
var MIN_FRAME_COLUMNS = 60;
var HEAP_GROWING_PERCENT = 25;
var HIDDEN_FLAGS = /* @__PURE__ */ new Set(["user-os", "progress"]);
var COMMAND_NAMES = ["approve", "skills", "explain", "help"];
function quietOnClosedPipe() {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (error) => {
      if (error.code !== "EPIPE" && stream === process.stdout) process.stderr.write(`mcp-audit: cannot write the output: ${error.code ?? "error"}
`);
      process.exit(error.code === "EPIPE" ? EXIT_PIPE_CLOSED : EXIT_TROUBLE);
    });
  }
}
var EXIT_PIPE_CLOSED = 141;
var defaultIo = () => (quietOnClosedPipe(), {
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  cwd: process.cwd(),
  env: process.env,
  isTTY: Boolean(process.stdout.isTTY),
  ...process.stdout.columns ? { columns: process.stdout.columns } : {},
  stderrIsTTY: Boolean(process.stderr.isTTY)
});
var UsageError = class extends Error {
  /** The subcommand whose usage it is (the hint names its help). */
  constructor(message, command) {
    super(message);
    this.command = command;
  }
  command;
};
async function main(argv, rawIo = defaultIo()) {
  const guard = new OutputGuard(rawIo);
  const io = { ...rawIo, stdout: guard.stdout, stderr: guard.stderr, guard };
  try {
    return await run(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`mcp-audit: ${error.message}
Run "mcp-audit ${error.command ? `${error.command} ` : ""}--help" for usage.
`);
      return EXIT_TROUBLE;
    }
    io.stderr(`mcp-audit: internal error: ${error instanceof Error ? error.message : String(error)}
`);
    return EXIT_TROUBLE;
  }
}
async function run(argv, io) {
  const command = COMMAND_NAMES.includes(argv[0] ?? "") ? argv[0] : void 0;
  if (command === "help") {
    const topic = argv[1] === "--help" || argv[1] === "-h" ? "help" : argv[1];
    if (topic === void 0) io.stdout(MAIN_HELP);
    else if (Object.hasOwn(COMMAND_HELP, topic)) io.stdout(COMMAND_HELP[topic]);
    else throw new UsageError(`help: no command "${topic}"${didYouMean(topic, COMMAND_NAMES)}; the commands are ${COMMAND_NAMES.join(", ")}`);
    return EXIT_OK;
  }
  if (command !== void 0 && wantsHelp(argv.slice(1))) {
    io.stdout(COMMAND_HELP[command]);
    return EXIT_OK;
  }
  if (command === "approve" || command === "skills") {
    const commands = await import("./commands-Z5Q2CVIG.js");
    try {
      return command === "approve" ? await commands.approve(argv.slice(1), io) : await commands.skillsCommand(argv.slice(1), io);
    } catch (error) {
      if (error instanceof commands.CommandUsageError) throw new UsageError(withFlagSuggestion(error.message, flagsOf(COMMAND_HELP[command])), command);
      throw error;
    }
  }
  const { values, positionals } = parseAuditArgs(argv, io.cwd);
  if (values.help) {
    io.stdout(MAIN_HELP);
    return EXIT_OK;
  }
  if (values.version) {
    io.stdout(`${toolVersion()}
`);
    return EXIT_OK;
  }
  if (positionals[0] === "explain") return explain(positionals.slice(1), io);
  const { ALL_RULE_IDS, loadAllRules } = await import("./lazy-GNWKHZS6.js");
  if (values["list-rules"]) {
    for (const rule of await loadAllRules()) {
      io.stdout(`${rule.meta.id.padEnd(24)} ${rule.meta.appliesTo.padEnd(11)} ${rule.meta.defaultSeverity.padEnd(8)} fix:${rule.meta.fix.padEnd(7)} ${rule.meta.description}
`);
    }
    return EXIT_OK;
  }
  (await import("node:v8")).setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const fixLevel = values.fix === void 0 ? void 0 : values.fix === "safe" ? "safe" : values.fix === "all" ? "unsafe" : void 0;
  if (values.fix !== void 0 && fixLevel === void 0) throw new UsageError(`--fix accepts "safe" or "all", got "${values.fix}"`);
  const preview = values.diff || values["fix-dry-run"];
  if (values.diff && values["fix-dry-run"]) throw new UsageError("--diff and --fix-dry-run are two previews: choose one");
  if (values.diff && (values.format !== "stylish" || (values.output ?? []).length > 0)) throw new UsageError("--diff prints a unified diff instead of a report: it takes no --format or --output");
  if (preview && values["update-baseline"]) throw new UsageError("--update-baseline records findings, not a preview: run it without --diff or --fix-dry-run");
  const fix = fixLevel ?? (preview ? "safe" : void 0);
  const format = values.format;
  if (!isFormat(format)) throw new UsageError(`unknown --format "${format}"${didYouMean(format, FORMATS)}: use ${FORMATS.join(", ")}`);
  io.guard.stdoutMode = outputModeFor(format);
  const outputs = parseOutputs(values.output ?? [], format);
  if (values.statistics && format !== "stylish") throw new UsageError(`--statistics is a summary for people: use it with --format stylish (${format} carries every finding)`);
  if (values["code-frame"] && values["no-code-frame"]) throw new UsageError("--code-frame and --no-code-frame contradict each other: choose one");
  const frameColumns = format !== "stylish" || values["no-code-frame"] ? void 0 : values["code-frame"] ? io.columns ?? 100 : io.isTTY && (io.columns ?? 0) >= MIN_FRAME_COLUMNS ? io.columns : void 0;
  const progress = format === "stylish" && io.stderrIsTTY && !values["no-progress"] && values.progress !== false ? new (await import("./progress-GWPSWMJQ.js")).ProgressLine(io.guard, io.columns ?? 80, progressDelay(io.env)) : void 0;
  const sarifCategory = values["sarif-category"];
  if (sarifCategory !== void 0 && !/^[\w.-]+(\/[\w.-]+)*$/.test(sarifCategory)) throw new UsageError(`--sarif-category takes letters, digits, ".", "-", "_" and "/", got "${sarifCategory}"`);
  if (values["update-baseline"] && values["prune-baseline"]) throw new UsageError("--update-baseline rewrites the baseline, --prune-baseline only drops what was fixed: choose one");
  if (values["no-baseline"] && (values.baseline !== void 0 || values["update-baseline"] || values["prune-baseline"])) throw new UsageError("--no-baseline ignores the baseline: it does not go with --baseline, --update-baseline or --prune-baseline");
  if (values["min-confidence"] !== void 0 && values["min-confidence"] !== "high" && values["min-confidence"] !== "medium") throw new UsageError(`--min-confidence accepts high or medium, got "${values["min-confidence"]}"`);
  const failOnFlag = values["fail-on"] === void 0 ? void 0 : severityWord(values["fail-on"]);
  if (values["fail-on"] !== void 0 && failOnFlag === void 0) throw new UsageError(`--fail-on accepts error, warning (or warn) or info, got "${values["fail-on"]}"${didYouMean(values["fail-on"], ["error", "warning", "info"])}`);
  const { DIALECT_IDS, DIALECTS, isDialectId } = await import("./hosts-QBK2L3GH.js");
  if (values.host !== void 0 && !isDialectId(values.host)) {
    const guess = didYouMean(values.host, DIALECT_IDS).replace(/^ \((.*)\)$/, ": $1");
    throw new UsageError(`unknown --host "${values.host}"${guess} (one of ${DIALECT_IDS.join(", ")})`);
  }
  if (values.online && values.offline) throw new UsageError("--online and --offline contradict each other: choose one");
  if (!values.user && (values.home !== void 0 || values["user-os"] !== void 0)) throw new UsageError(`--${values.home !== void 0 ? "home" : "user-os"} goes with --user`);
  if (values.user && positionals.length > 0) throw new UsageError("--user audits this machine's user-level configs: give no paths with it (run it separately)");
  if (values.user && values.host !== void 0) throw new UsageError("--user knows each file's host by its location: --host does not apply");
  if (!values.live && (values["allow-exec"] !== void 0 || values["live-timeout"] !== void 0)) throw new UsageError(`--${values["allow-exec"] !== void 0 ? "allow-exec" : "live-timeout"} goes with --live`);
  const liveTimeout = values["live-timeout"];
  if (liveTimeout !== void 0 && !/^[1-9][0-9]*$/.test(liveTimeout)) throw new UsageError(`--live-timeout takes a number of milliseconds, got "${liveTimeout}"`);
  const registryTimeout = values["registry-timeout"];
  if (registryTimeout !== void 0 && !/^[1-9][0-9]*$/.test(registryTimeout)) throw new UsageError(`--registry-timeout takes a number of milliseconds, got "${registryTimeout}"`);
  const ruleIds = [...ALL_RULE_IDS];
  const cliSettings = parseRuleSettings(values.rule ?? [], new Set(ruleIds));
  const { ConfigError, effectiveSettings, emptyConfig, loadConfig } = await import("./config-DRQRVE7M.js");
  let config;
  try {
    config = values["no-config"] || values.user && values.config === void 0 ? emptyConfig(io.cwd) : loadConfig(io.cwd, ruleIds, values.config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr(`mcp-audit: invalid configuration: ${error.message}
`);
    return EXIT_TROUBLE;
  }
  const settings = effectiveSettings(config, cliSettings);
  const failOn = failOnFlag ?? config.failOn ?? "error";
  const { prefetchAudit, prepareAudit, runAudit } = await import("./run-YH5W6O7B.js");
  let user;
  if (values.user) {
    user = await findUser(io, values.home, values["user-os"]);
    if (user.scan.files.length === 0 && user.scan.problems.length === 0) {
      io.stderr(`mcp-audit: no user-level MCP configs found (looked in ${user.scan.looked} places for ${user.hostCount} hosts; see docs/user-configs.md)
`);
      if (format === "stylish" && outputs.length === 0) return EXIT_OK;
    }
  }
  const auditOptions = await prepareAudit({
    cwd: io.cwd,
    paths: positionals,
    ...user ? { files: user.scan.files.map((f) => ({ path: f.path, displayPath: f.displayPath, host: f.host, identityPath: f.displayPath })) } : {},
    ...values.host !== void 0 ? { hostOverride: DIALECTS[values.host] } : {},
    ...fix ? { fix } : {},
    ...preview ? { fixPreview: true } : {},
    settings,
    config,
    ...config.skillProfile ? { skillProfile: config.skillProfile } : {}
  });
  const mode = values.offline ? "offline" : values.online ? "online" : "fixes";
  const prefetched = mode === "fixes" && !fix ? void 0 : await withProgress(progress, "asking the registry\u2026", prefetchAudit(auditOptions, {
    mode,
    env: io.env,
    ...values["trust-project-npmrc"] ? { trustProjectNpmrc: true } : {},
    ...registryTimeout !== void 0 ? { timeoutMs: Number(registryTimeout) } : {},
    ...values["cache-dir"] !== void 0 ? { cacheDir: values["cache-dir"] } : {}
  }));
  let live;
  if (values.live) {
    const { prefetchLive } = await import("./live-H3D2VEGP.js");
    live = await withProgress(progress, "talking to the servers (--live)\u2026", prefetchLive(auditOptions, { env: io.env, ...allowExecOption(values["allow-exec"]), ...liveTimeout !== void 0 ? { timeoutMs: Number(liveTimeout) } : {} }));
    io.guard.addSecrets(live.secrets.filter((s) => s.length >= 6));
    for (const w of live.warnings) io.stderr(`mcp-audit: ${escapeUnsafe(w)}
`);
    for (const n of live.unknownAllowed) io.stderr(`mcp-audit: --allow-exec ${escapeUnsafe(n)}: no stdio server has that name
`);
  }
  const withLive = live ? { ...prefetched ?? { registry: void 0, warnings: [] }, live: live.view } : prefetched;
  const options = { ...auditOptions, ...withLive ? { prefetched: withLive } : {} };
  const liveProblems = live?.problems ?? [];
  if (user) {
    const { summary, lines } = user.found;
    if (format === "stylish") io.stdout(`mcp-audit --user: ${summary}
${lines.map((l) => `  ${l}
`).join("")}
`);
    else io.stderr(`mcp-audit --user: ${summary}
`);
  }
  const discovered = auditOptions.discovered;
  if (!user && discovered.files.length === 0 && discovered.skills.length === 0 && discovered.problems.length === 0) {
    if (discovered.skipped.length > 0) {
      for (const shown of discovered.skipped) io.stderr(`mcp-audit: ${shown}: skipped: not an MCP host config (use --host to read it as one) nor a file of a skill
`);
      for (const note of discovered.notes) io.stderr(`mcp-audit: ${note}
`);
    } else {
      for (const note of discovered.notes) io.stderr(`mcp-audit: ${note}
`);
      io.stderr(`mcp-audit: no MCP host configs or skills found in ${positionals.length > 0 ? positionals.join(", ") : "."} (looked for the config files of every host mcp-audit knows, e.g. .mcp.json, .vscode/mcp.json, opencode.json, and for SKILL.md)
`);
    }
    if (format === "stylish" && outputs.length === 0) return EXIT_OK;
  }
  const color = values["no-color"] ? false : values.color ? true : useColor(io);
  io.guard.color = color;
  const context = {
    failOn,
    quiet: values.quiet,
    color,
    fixMode: fix,
    toolVersion: toolVersion(),
    ...sarifCategory ? { sarifCategory } : {},
    ...values.statistics ? { statistics: true } : {},
    ...user ? {} : { lockHint: true }
  };
  const { lockRootFor } = await import("./repository-N5SQ3S3F.js");
  const defaultBaseline = path.join(lockRootFor(io.cwd), ".mcp-audit-baseline.json");
  const baselineFile = values.baseline !== void 0 ? path.resolve(io.cwd, values.baseline) : !values["no-baseline"] && !user && (values["update-baseline"] || values["prune-baseline"] || fs.existsSync(defaultBaseline)) ? defaultBaseline : void 0;
  const baselineShown = values.baseline ?? (baselineFile ? path.relative(io.cwd, baselineFile).split(path.sep).join("/") || baselineFile : "");
  const baselineModule = baselineFile === void 0 ? void 0 : await import("./baseline-DGM5UVWG.js");
  const minConfidence = values["min-confidence"] ?? config.minConfidence ?? "medium";
  const confident = (report) => minConfidence === "high" ? { ...report, findings: report.findings.filter((f) => f.confidence !== "medium") } : report;
  const failing = (findings) => findings.some((x) => SEVERITY_RANK[x.severity] >= SEVERITY_RANK[failOn]);
  const reportBaseline = (outcome) => {
    if (outcome.suppressed > 0) io.stderr(`mcp-audit: ${outcome.suppressed} finding${outcome.suppressed === 1 ? "" : "s"} suppressed by the baseline ${baselineShown}
`);
    if (outcome.unmatched > 0) io.stderr(`mcp-audit: ${outcome.unmatched} baseline entr${outcome.unmatched === 1 ? "y no longer matches" : "ies no longer match"} a finding: run with --prune-baseline to drop them
`);
  };
  const baselineError = (error) => {
    if (!(baselineModule && error instanceof baselineModule.BaselineError)) throw error;
    io.stderr(`mcp-audit: ${error.message}
`);
    return EXIT_TROUBLE;
  };
  if (values.diff) return printDiff(runAudit(options), io);
  if ((format === "stylish" || format === "json") && outputs.length === 0 && !values["update-baseline"] && !values["prune-baseline"]) {
    let filter;
    if (baselineModule && baselineFile) {
      try {
        const { auditLockRoot } = await import("./options-M3D7FCQI.js");
        filter = baselineModule.baselineFilter(baselineModule.readBaseline(baselineFile, auditLockRoot(options)));
      } catch (error) {
        return baselineError(error);
      }
    }
    const stream = format === "json" ? (await import("./json-ZU2HCFGQ.js")).jsonStream : (await import("./stylish-OQDRKFSR.js")).stylishStream;
    let reporter;
    let failed = false;
    const write = (text) => {
      if (text === "") return;
      progress?.clear();
      io.stdout(text);
    };
    const streamContext = { ...context, ...frameColumns !== void 0 && format === "stylish" ? { codeFrame: frameColumns } : {} };
    const result2 = runAudit(
      { ...options, ...streamContext.codeFrame !== void 0 ? { withSources: true } : {} },
      {
        start(run2) {
          io.guard.addSecrets(run2.secrets);
          reporter = stream({ ...streamContext, secrets: run2.secrets });
        },
        file(report) {
          const shown = filter ? filter.apply(confident(report)) : confident(report);
          if (failing(shown.findings)) failed = true;
          write(reporter.file(shown));
        },
        ...progress ? { progress: (done) => progress.update(done) } : {}
      }
    );
    progress?.clear();
    reporter ??= stream({ ...streamContext, secrets: result2.secrets });
    if (user) result2.problems.push(...user.scan.problems);
    result2.problems.push(...liveProblems);
    if (filter) reportBaseline({ suppressed: filter.suppressed(), unmatched: filter.unmatched() });
    for (const piece of reporter.end(result2)) io.stdout(piece);
    reportFixOutputs(result2, io);
    if (result2.problems.length > 0 || result2.tally.fatal) return EXIT_TROUBLE;
    return failed ? EXIT_FINDINGS : EXIT_OK;
  }
  const collectedReports = [];
  const result = runAudit(options, progress ? { file: (report) => collectedReports.push(report), progress: (done) => progress.update(done) } : void 0);
  progress?.clear();
  if (progress) result.files = collectedReports;
  io.guard.addSecrets(result.secrets);
  if (user) result.problems.push(...user.scan.problems);
  result.problems.push(...liveProblems);
  result.files = result.files.map(confident);
  let reported = result;
  if (baselineModule && baselineFile) {
    try {
      let baseline;
      if (values["update-baseline"]) {
        baseline = baselineModule.writeBaseline(baselineFile, result, result.lockRoot);
        const recorded = baseline.findings.length;
        io.stderr(`mcp-audit: recorded ${recorded} finding${recorded === 1 ? "" : "s"} in ${baselineShown}
`);
      }
      if (values["prune-baseline"]) {
        const pruning = baselineModule.pruneBaseline(baselineFile, result, result.lockRoot);
        baseline = pruning.baseline;
        const { pruned } = pruning;
        const kept = baseline.findings.length;
        io.stderr(`mcp-audit: ${pruned === 0 ? `nothing to prune in ${baselineShown}` : `pruned ${pruned} entr${pruned === 1 ? "y" : "ies"} no finding matches any more from ${baselineShown}`} (${kept} kept)
`);
      }
      const outcome = baselineModule.filterByBaseline(baseline ?? baselineModule.readBaseline(baselineFile, result.lockRoot), result);
      reported = outcome.result;
      reportBaseline(outcome);
    } catch (error) {
      return baselineError(error);
    }
  }
  const whole = { ...context, result: reported };
  if (outputs.length > 0) {
    const { writeFileSafely, WriteError } = await import("./write-JO7JJJ3S.js");
    const { describeFsError } = await import("./fs-errors-KFCI7OJ3.js");
    for (const output of outputs) {
      const mode2 = outputModeFor(output.format);
      const text = sanitizeOutput((await loadReporter(output.format))({ ...whole, color: false }), mode2, { secrets: [io.guard.secrets, result.secrets], ownCommands: mode2 === "github" });
      try {
        writeFileSafely(path.resolve(io.cwd, output.file), text, { root: io.cwd });
      } catch (error) {
        io.stderr(`mcp-audit: could not write the ${output.format} report to ${output.file}: ${error instanceof WriteError ? error.reason : describeFsError(error)}
`);
        return EXIT_TROUBLE;
      }
    }
  }
  if (!outputs.some((o) => o.replacesStdout)) io.stdout((await loadReporter(format))(whole));
  reportFixOutputs(result, io);
  if (result.problems.length > 0 || result.tally.fatal) return EXIT_TROUBLE;
  return reported.files.some((f) => failing(f.findings)) ? EXIT_FINDINGS : EXIT_OK;
}
function fixArgs(argv, cwd) {
  const out = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") {
      out.push(...argv.slice(i));
      break;
    }
    if (a !== "--fix") {
      out.push(a);
      continue;
    }
    const next = argv[i + 1];
    if (next === "all" || next === "safe") {
      if (fs.existsSync(path.resolve(cwd, next))) throw new UsageError(`did you mean --fix=${next}? "--fix ${next}" reads ${next} as a path to audit, and one exists: write --fix=${next}, or ./${next} for the path`);
      out.push(`--fix=${next}`);
      i++;
      continue;
    }
    out.push("--fix=safe");
  }
  return out;
}
async function printDiff(result, io) {
  const { unifiedDiff } = await import("./unified-diff-KVUP63G4.js");
  io.guard.addSecrets(result.secrets);
  const previews = [...result.previews ?? []].sort((a, b) => a.displayPath < b.displayPath ? -1 : a.displayPath > b.displayPath ? 1 : 0);
  for (const p of previews) io.stdout(unifiedDiff(p.displayPath, p.before, p.after, { show: (line) => safeText(line, result.secrets) }));
  const fixes = result.files.reduce((n, f) => n + f.fixed.length, 0);
  for (const p of result.problems) io.stderr(`mcp-audit: ${p.displayPath}: ${p.reason}
`);
  io.stderr(previews.length === 0 ? "mcp-audit: --diff: no fix applies; nothing would change\n" : `mcp-audit: --diff: ${fixes} fix${fixes === 1 ? "" : "es"} in ${previews.length} file${previews.length === 1 ? "" : "s"}; nothing was written (run with --fix${result.files.some((f) => f.fixed.some((x) => x.safety === "unsafe")) ? "=all" : ""} to apply)
`);
  if (result.problems.length > 0 || result.tally.fatal) return EXIT_TROUBLE;
  return previews.length > 0 ? EXIT_FINDINGS : EXIT_OK;
}
function reportFixOutputs(result, io) {
  const previews = result.previews ?? [];
  if (previews.length > 0) io.stderr(`mcp-audit: --fix-dry-run: ${previews.length} file${previews.length === 1 ? "" : "s"} would be changed (${previews.map((p) => p.displayPath).join(", ")}); nothing was written
`);
  for (const b of result.backups ?? []) io.stderr(`mcp-audit: ${b.slice(0, -".mcp-audit.bak".length)} is outside any git work tree: its previous version is kept as ${b} (delete it once the fix is checked)
`);
}
function parseAuditArgs(argv, cwd) {
  const args = fixArgs(argv, cwd);
  try {
    return parseArgs({ args, allowPositionals: true, strict: true, options: AUDIT_FLAGS });
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new UsageError(withFlagSuggestion(message, Object.keys(AUDIT_FLAGS).filter((f) => !HIDDEN_FLAGS.has(f)).map((f) => `--${f}`)));
  }
}
function withFlagSuggestion(message, flags) {
  const m = /^Unknown option '(-{1,2}[^']*)'/.exec(message);
  if (!m) return message.replace(/\. To specify a positional argument starting with a '-'.*$/, "");
  const typed = m[1].split("=")[0];
  const hint = didYouMean(typed, flags, (s) => s);
  return `unknown option ${typed}${hint || ' (a path that starts with "-" goes after --)'}`;
}
function flagsOf(help) {
  return [...new Set(help.match(/--[a-z][a-z-]*/g) ?? [])];
}
function progressDelay(env) {
  const v = env.MCP_AUDIT_PROGRESS_DELAY_MS;
  return v !== void 0 && /^[0-9]{1,6}$/.test(v) ? Number(v) : void 0;
}
function withProgress(progress, what, work) {
  return progress ? progress.during(what, work) : work;
}
function wantsHelp(args) {
  for (const a of args) {
    if (a === "--") return false;
    if (a === "--help" || a === "-h") return true;
  }
  return false;
}
var FORMATS = ["stylish", "json", "sarif", "github", "junit", "gitlab"];
function isFormat(value) {
  return FORMATS.includes(value);
}
function parseOutputs(specs, format) {
  const outputs = specs.map((spec) => {
    const m = /^([a-z]+)=(.+)$/.exec(spec);
    if (m && isFormat(m[1])) return { format: m[1], file: m[2], replacesStdout: false };
    if (spec === "") throw new UsageError("--output needs a file name");
    return { format, file: spec, replacesStdout: true };
  });
  if (outputs.filter((o) => o.replacesStdout).length > 1) throw new UsageError("--output <file> takes the --format report once: name other formats as --output <format>=<file>");
  const files = outputs.map((o) => o.file);
  const twice = files.find((f, i) => files.indexOf(f) !== i);
  if (twice !== void 0) throw new UsageError(`--output names "${twice}" twice`);
  return outputs;
}
async function loadReporter(format) {
  switch (format) {
    case "json":
      return (await import("./json-ZU2HCFGQ.js")).json;
    case "sarif":
      return (await import("./sarif-QHZBURPF.js")).sarif;
    case "github":
      return (await import("./github-CL7MNWBR.js")).github;
    case "junit":
      return (await import("./junit-QECYTL2P.js")).junit;
    case "gitlab":
      return (await import("./gitlab-3BQYRN32.js")).gitlab;
    default:
      return (await import("./stylish-OQDRKFSR.js")).stylish;
  }
}
async function findUser(io, home, osName) {
  const { describeFound, findUserConfigs, USER_LOCATIONS, UserLocationError, userEnvironment } = await import("./user-G3ANXMGA.js");
  const { DIALECTS } = await import("./hosts-QBK2L3GH.js");
  let env;
  try {
    env = userEnvironment(io.env, { ...home !== void 0 ? { home: path.resolve(io.cwd, home) } : {}, ...osName !== void 0 ? { os: osName } : {} });
  } catch (error) {
    if (error instanceof UserLocationError) throw new UsageError(error.message);
    throw error;
  }
  if (home !== void 0 && !fs.existsSync(env.home)) throw new UsageError(`--home: no such directory "${home}"`);
  const scan = findUserConfigs(env);
  return { scan, found: describeFound(scan.files), hostCount: new Set(USER_LOCATIONS.map((l) => DIALECTS[l.host].displayName)).size };
}
function allowExecOption(values) {
  if (values === void 0) return {};
  const names = values.flatMap((v) => v.split(",")).map((n) => n.trim()).filter((n) => n !== "");
  if (names.length === 0) throw new UsageError("--allow-exec takes server names (comma-separated) or all");
  return { allowExec: names.includes("all") ? "all" : new Set(names) };
}
function severityWord(value) {
  if (value === "warn") return "warning";
  return value === "error" || value === "warning" || value === "info" ? value : void 0;
}
function parseRuleSettings(specs, known) {
  const settings = /* @__PURE__ */ new Map();
  for (const spec of specs) {
    const m = /^([a-z0-9-]+)=(error|warning|warn|info|off)$/.exec(spec);
    if (!m) throw new UsageError(`--rule expects <rule-id>=<error|warning|info|off>, got "${spec}"`);
    if (!known.has(m[1])) throw new UsageError(`--rule: unknown rule "${m[1]}"${didYouMean(m[1], [...known])} (see --list-rules)`);
    settings.set(m[1], { severity: m[2] === "warn" ? "warning" : m[2] });
  }
  return settings;
}
function useColor(io) {
  if (io.env.NO_COLOR !== void 0 && io.env.NO_COLOR !== "") return false;
  if (io.env.FORCE_COLOR !== void 0) return io.env.FORCE_COLOR !== "0" && io.env.FORCE_COLOR !== "false";
  return io.isTTY;
}
async function explain(ids, io) {
  if (ids.length !== 1) throw new UsageError("explain takes one rule id, e.g. mcp-audit explain inline-secret");
  const id = ids[0];
  if (!/^[a-z0-9-]+$/.test(id)) throw new UsageError(`unknown rule "${id}"`);
  const { rulePage } = await import("./docs-page-L3MCQKLR.js");
  const page = rulePage(id, toolVersion());
  if (page === void 0) {
    const { ALL_RULE_IDS } = await import("./lazy-GNWKHZS6.js");
    throw new UsageError(`unknown rule "${id}"${didYouMean(id, ALL_RULE_IDS)} (see --list-rules)`);
  }
  io.guard.stdoutDocs(page);
  return EXIT_OK;
}
function toolVersion() {
  return packageVersion();
}
export {
  EXIT_FINDINGS,
  EXIT_OK,
  EXIT_PIPE_CLOSED,
  EXIT_TROUBLE,
  HELP_HOST_IDS,
  main,
  toolVersion,
  useColor
};
