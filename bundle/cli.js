import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  packageVersion
} from "./chunk-C4H3TBXV.js";
import {
  SEVERITY_RANK
} from "./chunk-DVYPNYWB.js";
import {
  OutputGuard,
  outputModeFor,
  sanitizeOutput
} from "./chunk-USMNNPET.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-ZIYZMNLY.js";

// src/cli/main.ts
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
var EXIT_OK = 0;
var EXIT_FINDINGS = 1;
var EXIT_TROUBLE = 2;
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
var HELP = `Usage: mcp-audit [options] [paths...]

Audit MCP host configs (.mcp.json, .vscode/mcp.json, .cursor/mcp.json,
claude_desktop_config.json) for inline secrets, unpinned launches, missing
read-only modes, insecure transports and risky commands. Paths default to ".".

Options:
  --fix[=safe|all]       apply safe fixes (--fix), or safe and unsafe ones (--fix=all); a file
                         outside any git work tree is backed up first as <file>.mcp-audit.bak
  --diff                 print what --fix (or --fix=all) would change as a unified diff; write nothing
  --fix-dry-run          report as --fix would, and write nothing
  --format <name>        stylish (default), json, sarif, github (workflow annotations),
                         junit or gitlab (GitLab Code Quality)
  --output [<format>=]<file>
                         write the report to <file> instead of stdout; with <format>=, write
                         that format there as well as --format to stdout (repeatable), e.g.
                         --format github --output sarif=mcp-audit.sarif
  --sarif-category <id>  SARIF: the run's category (default mcp-audit)
  --fail-on <severity>   exit 1 when a finding is at or above: error (default), warning, info
  --quiet                show only findings at or above --fail-on; no summary when clean
  --min-confidence <c>   report only findings at or above this confidence: medium (default, all) or high
  --host <id>            dialect of explicitly named files (default: by location, else by
                         server-map key): ${wrapIds(HELP_HOST_IDS)}
  --user                 audit this machine's user-level configs instead of paths: Claude Code
                         (~/.claude.json, settings, managed files), Claude Desktop, Cursor, VS Code,
                         Windsurf, Gemini CLI, Codex, Zed, Continue, Cline, Roo Code, opencode,
                         Goose, Kiro, Amazon Q, Copilot CLI, Crush, Mistral Vibe, LM Studio, Junie
  --home <dir>           with --user: the home directory to audit (default: yours;
                         also $MCP_AUDIT_HOME)
  --rule <id>=<level>    set a rule's severity: error, warning, info or off (repeatable)
  --config <file>        use this config file (default: mcp-audit.config.json or the
                         "mcp-audit" key of package.json, from here up to the repo root)
  --no-config            ignore any config file
  --baseline <file>      report only findings not recorded in this baseline
  --update-baseline      record today's findings in the baseline (default file:
                         .mcp-audit-baseline.json at the repository root, used when it exists)
  --prune-baseline       drop baseline entries no finding matches any more; add nothing
  --no-baseline          ignore .mcp-audit-baseline.json
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
  --live                 connect to every configured server with the official MCP client and
                         check what it exposes (tools, instructions): tool-poisoning,
                         tool-drift, read-only-unverified, server-identity. Remote servers are
                         contacted (header and URL variables from the environment; an unset one
                         means not contacted). stdio servers are NOT launched unless named:
  --allow-exec <names|all>  with --live: launch these stdio servers (comma-separated, or all):
                         exactly the configured command, args and env, in a temporary folder,
                         with a timeout, killed afterwards
  --live-timeout <ms>    with --live: per exchange with a server (default 10000)
  --cache-dir <dir>      registry cache (default: $MCP_AUDIT_CACHE_DIR, else ~/.cache/mcp-audit)
  --color / --no-color   force colours on or off (default: on a TTY, honouring NO_COLOR/FORCE_COLOR)
  --list-rules           list the rules and exit
  explain <rule-id>      print a rule's documentation

Commands:
  approve [paths...]     show what is new or changed since the last review (skills by their
                         bytes, launched packages by version and integrity) and record it in
                         mcp-audit.lock.json (--dry-run to only show, --prune to drop skills
                         whose folder is gone, --offline to record only exact pins,
                         --trust-project-npmrc as above, --live [--allow-exec \u2026] to pin
                         what each server exposes)
  skills listing <dir>...
                         print the SEP-2640 skills/list result an MCP SDK 2.4.0 server
                         (loadSkills) would serve for these skill folders (--prefix <path>)
  skills verify-listing <listing.json | http(s)://.../mcp> [dir...]
                         check a listing, or a live server's skills read through the official
                         MCP client, against the folders or mcp-audit.lock.json (exit 1 on
                         mismatch); --header 'Name: \${VAR}' takes values from the environment
  -v, --version          print the version
  -h, --help             print this help

Exit codes: 0 nothing at or above the fail level, 1 findings at or above it,
2 usage error or a file that could not be read or parsed.
`;
var defaultIo = () => ({
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  cwd: process.cwd(),
  env: process.env,
  isTTY: Boolean(process.stdout.isTTY)
});
var UsageError = class extends Error {
};
async function main(argv, rawIo = defaultIo()) {
  const guard = new OutputGuard(rawIo);
  const io = { ...rawIo, stdout: guard.stdout, stderr: guard.stderr, guard };
  try {
    return await run(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`mcp-audit: ${error.message}
Run "mcp-audit --help" for usage.
`);
      return EXIT_TROUBLE;
    }
    io.stderr(`mcp-audit: internal error: ${error instanceof Error ? error.message : String(error)}
`);
    return EXIT_TROUBLE;
  }
}
async function run(argv, io) {
  if (argv[0] === "approve" || argv[0] === "skills") {
    const commands = await import("./commands-JOT5AXG4.js");
    try {
      return argv[0] === "approve" ? await commands.approve(argv.slice(1), io) : await commands.skillsCommand(argv.slice(1), io);
    } catch (error) {
      if (error instanceof commands.CommandUsageError) throw new UsageError(error.message);
      throw error;
    }
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: fixArgs(argv, io.cwd),
      allowPositionals: true,
      strict: true,
      options: {
        fix: { type: "string" },
        diff: { type: "boolean", default: false },
        "fix-dry-run": { type: "boolean", default: false },
        format: { type: "string", default: "stylish" },
        output: { type: "string", multiple: true },
        "sarif-category": { type: "string" },
        "fail-on": { type: "string" },
        "min-confidence": { type: "string" },
        quiet: { type: "boolean", default: false },
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
      }
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message.split("\n")[0] : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(HELP);
    return EXIT_OK;
  }
  if (values.version) {
    io.stdout(`${toolVersion()}
`);
    return EXIT_OK;
  }
  if (positionals[0] === "explain") return explain(positionals.slice(1), io);
  const { ALL_RULE_IDS, loadAllRules } = await import("./lazy-VO7QFKWF.js");
  if (values["list-rules"]) {
    for (const rule of await loadAllRules()) {
      io.stdout(`${rule.meta.id.padEnd(24)} ${rule.meta.appliesTo.padEnd(11)} ${rule.meta.defaultSeverity.padEnd(8)} fix:${rule.meta.fix.padEnd(7)} ${rule.meta.description}
`);
    }
    return EXIT_OK;
  }
  const fixLevel = values.fix === void 0 ? void 0 : values.fix === "safe" ? "safe" : values.fix === "all" ? "unsafe" : void 0;
  if (values.fix !== void 0 && fixLevel === void 0) throw new UsageError(`--fix accepts "safe" or "all", got "${values.fix}"`);
  const preview = values.diff || values["fix-dry-run"];
  if (values.diff && values["fix-dry-run"]) throw new UsageError("--diff and --fix-dry-run are two previews: choose one");
  if (values.diff && (values.format !== "stylish" || (values.output ?? []).length > 0)) throw new UsageError("--diff prints a unified diff instead of a report: it takes no --format or --output");
  if (preview && values["update-baseline"]) throw new UsageError("--update-baseline records findings, not a preview: run it without --diff or --fix-dry-run");
  const fix = fixLevel ?? (preview ? "safe" : void 0);
  const format = values.format;
  if (!isFormat(format)) throw new UsageError(`unknown --format "${format}": use ${FORMATS.join(", ")}`);
  io.guard.stdoutMode = outputModeFor(format);
  const outputs = parseOutputs(values.output ?? [], format);
  const sarifCategory = values["sarif-category"];
  if (sarifCategory !== void 0 && !/^[\w.-]+(\/[\w.-]+)*$/.test(sarifCategory)) throw new UsageError(`--sarif-category takes letters, digits, ".", "-", "_" and "/", got "${sarifCategory}"`);
  if (values["update-baseline"] && values["prune-baseline"]) throw new UsageError("--update-baseline rewrites the baseline, --prune-baseline only drops what was fixed: choose one");
  if (values["no-baseline"] && (values.baseline !== void 0 || values["update-baseline"] || values["prune-baseline"])) throw new UsageError("--no-baseline ignores the baseline: it does not go with --baseline, --update-baseline or --prune-baseline");
  if (values["min-confidence"] !== void 0 && values["min-confidence"] !== "high" && values["min-confidence"] !== "medium") throw new UsageError(`--min-confidence accepts high or medium, got "${values["min-confidence"]}"`);
  if (values["fail-on"] !== void 0 && !isSeverity(values["fail-on"])) throw new UsageError(`--fail-on accepts error, warning or info, got "${values["fail-on"]}"`);
  const { DIALECT_IDS, DIALECTS, isDialectId } = await import("./hosts-DDNJI4DP.js");
  if (values.host !== void 0 && !isDialectId(values.host)) {
    const { closest } = await import("./suggest-LF5QNAS7.js");
    const guess = closest(values.host, DIALECT_IDS);
    throw new UsageError(`unknown --host "${values.host}"${guess ? `: did you mean "${guess}"?` : ""} (one of ${DIALECT_IDS.join(", ")})`);
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
  const { ConfigError, effectiveSettings, emptyConfig, loadConfig } = await import("./config-TRMRKJN7.js");
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
  const failOn = values["fail-on"] ?? config.failOn ?? "error";
  const { prefetchAudit, prepareAudit, runAudit } = await import("./run-3QLMEETL.js");
  let user;
  if (values.user) {
    user = await findUser(io, values.home, values["user-os"]);
    if (user.scan.files.length === 0 && user.scan.problems.length === 0) {
      io.stderr(`mcp-audit: no user-level MCP configs found (looked in ${user.scan.looked} places for ${user.hostCount} hosts; see docs/user-configs.md)
`);
      return EXIT_OK;
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
  const prefetched = mode === "fixes" && !fix ? void 0 : await prefetchAudit(auditOptions, {
    mode,
    env: io.env,
    ...values["trust-project-npmrc"] ? { trustProjectNpmrc: true } : {},
    ...registryTimeout !== void 0 ? { timeoutMs: Number(registryTimeout) } : {},
    ...values["cache-dir"] !== void 0 ? { cacheDir: values["cache-dir"] } : {}
  });
  let live;
  if (values.live) {
    const { prefetchLive } = await import("./live-BK5F3HEK.js");
    live = await prefetchLive(auditOptions, { env: io.env, ...allowExecOption(values["allow-exec"]), ...liveTimeout !== void 0 ? { timeoutMs: Number(liveTimeout) } : {} });
    io.guard.addSecrets(live.secrets.filter((s) => s.length >= 6));
    const { escapeUnsafe } = await import("./sanitize-4RG7WYDU.js");
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
      return EXIT_OK;
    }
    for (const note of discovered.notes) io.stderr(`mcp-audit: ${note}
`);
    io.stderr(`mcp-audit: no MCP host configs or skills found in ${positionals.length > 0 ? positionals.join(", ") : "."} (looked for the config files of every host mcp-audit knows, e.g. .mcp.json, .vscode/mcp.json, opencode.json, and for SKILL.md)
`);
    return EXIT_TROUBLE;
  }
  const color = values["no-color"] ? false : values.color ? true : useColor(io);
  io.guard.color = color;
  const context = { failOn, quiet: values.quiet, color, fixMode: fix, toolVersion: toolVersion(), ...sarifCategory ? { sarifCategory } : {} };
  const { lockRootFor } = await import("./repository-77LQ6FQV.js");
  const defaultBaseline = path.join(lockRootFor(io.cwd), ".mcp-audit-baseline.json");
  const baselineFile = values.baseline !== void 0 ? path.resolve(io.cwd, values.baseline) : !values["no-baseline"] && !user && (values["update-baseline"] || values["prune-baseline"] || fs.existsSync(defaultBaseline)) ? defaultBaseline : void 0;
  const baselineShown = values.baseline ?? (baselineFile ? path.relative(io.cwd, baselineFile).split(path.sep).join("/") || baselineFile : "");
  const baselineModule = baselineFile === void 0 ? void 0 : await import("./baseline-35TSLWBZ.js");
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
        const { auditLockRoot } = await import("./options-VKWQGOW7.js");
        filter = baselineModule.baselineFilter(baselineModule.readBaseline(baselineFile, auditLockRoot(options)));
      } catch (error) {
        return baselineError(error);
      }
    }
    const stream = format === "json" ? (await import("./json-IPINANVZ.js")).jsonStream : (await import("./stylish-JTEB7OOC.js")).stylishStream;
    let reporter;
    let failed = false;
    const result2 = runAudit(options, {
      start(run2) {
        io.guard.addSecrets(run2.secrets);
        reporter = stream({ ...context, secrets: run2.secrets });
      },
      file(report) {
        const shown = filter ? filter.apply(confident(report)) : confident(report);
        if (failing(shown.findings)) failed = true;
        io.stdout(reporter.file(shown));
      }
    });
    reporter ??= stream({ ...context, secrets: result2.secrets });
    if (user) result2.problems.push(...user.scan.problems);
    result2.problems.push(...liveProblems);
    if (filter) reportBaseline({ suppressed: filter.suppressed(), unmatched: filter.unmatched() });
    io.stdout(reporter.end(result2));
    reportFixOutputs(result2, io);
    if (result2.problems.length > 0 || result2.tally.fatal) return EXIT_TROUBLE;
    return failed ? EXIT_FINDINGS : EXIT_OK;
  }
  const result = runAudit(options);
  io.guard.addSecrets(result.secrets);
  if (user) result.problems.push(...user.scan.problems);
  result.problems.push(...liveProblems);
  result.files = result.files.map(confident);
  let reported = result;
  if (baselineModule && baselineFile) {
    try {
      if (values["update-baseline"]) {
        const { recorded } = baselineModule.writeBaseline(baselineFile, result, result.lockRoot);
        io.stderr(`mcp-audit: recorded ${recorded} finding${recorded === 1 ? "" : "s"} in ${baselineShown}
`);
      }
      if (values["prune-baseline"]) {
        const { pruned, kept } = baselineModule.pruneBaseline(baselineFile, result, result.lockRoot);
        io.stderr(`mcp-audit: ${pruned === 0 ? `nothing to prune in ${baselineShown}` : `pruned ${pruned} entr${pruned === 1 ? "y" : "ies"} no finding matches any more from ${baselineShown}`} (${kept} kept)
`);
      }
      const outcome = baselineModule.applyBaseline(baselineFile, result, result.lockRoot);
      reported = outcome.result;
      reportBaseline(outcome);
    } catch (error) {
      return baselineError(error);
    }
  }
  const whole = { ...context, result: reported };
  if (outputs.length > 0) {
    const { writeFileSafely, WriteError } = await import("./write-AWDKKGQW.js");
    const { describeFsError } = await import("./fs-errors-3VAM6LST.js");
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
  const { unifiedDiff } = await import("./unified-diff-OND7ROR5.js");
  const { safeText } = await import("./sanitize-4RG7WYDU.js");
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
      return (await import("./json-IPINANVZ.js")).json;
    case "sarif":
      return (await import("./sarif-6D55772R.js")).sarif;
    case "github":
      return (await import("./github-GRV7KREE.js")).github;
    case "junit":
      return (await import("./junit-VATZTNQR.js")).junit;
    case "gitlab":
      return (await import("./gitlab-EOQONM72.js")).gitlab;
    default:
      return (await import("./stylish-JTEB7OOC.js")).stylish;
  }
}
async function findUser(io, home, osName) {
  const { describeFound, findUserConfigs, USER_LOCATIONS, UserLocationError, userEnvironment } = await import("./user-7S4K4DDL.js");
  const { DIALECTS } = await import("./hosts-DDNJI4DP.js");
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
function isSeverity(value) {
  return value === "error" || value === "warning" || value === "info";
}
function parseRuleSettings(specs, known) {
  const settings = /* @__PURE__ */ new Map();
  for (const spec of specs) {
    const m = /^([a-z0-9-]+)=(error|warning|info|off)$/.exec(spec);
    if (!m) throw new UsageError(`--rule expects <rule-id>=<error|warning|info|off>, got "${spec}"`);
    if (!known.has(m[1])) throw new UsageError(`--rule: unknown rule "${m[1]}" (see --list-rules)`);
    settings.set(m[1], { severity: m[2] });
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
  const { rulePage } = await import("./docs-page-IHA6DRBN.js");
  const page = rulePage(id, toolVersion());
  if (page === void 0) throw new UsageError(`unknown rule "${id}" (see --list-rules)`);
  io.guard.stdoutDocs(page);
  return EXIT_OK;
}
function toolVersion() {
  return packageVersion();
}
export {
  EXIT_FINDINGS,
  EXIT_OK,
  EXIT_TROUBLE,
  HELP_HOST_IDS,
  main,
  toolVersion,
  useColor
};
