// `mcp-audit [paths…]`: argument parsing, then one audit run, then one reporter.
import fs from "node:fs";
import path from "node:path";
import type { Reporter, StreamingReporter, StreamingReporterFactory } from "../report/types.js";
import type { AuditProgress, FileReport } from "../audit/run.js";
import { escapeUnsafe, OutputGuard, outputModeFor, safeText, sanitizeOutput } from "../report/sanitize.js";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { COMMAND_HELP, MAIN_HELP } from "./help.js";
import { didYouMean } from "./did-you-mean.js";
import type { RuleSetting } from "../core/types.js";
import { SEVERITY_RANK, type Confidence, type FixSafety, type Severity } from "../core/types.js";
import { packageVersion } from "../core/package-root.js";
import { beginYoungGenerationHold, endYoungGenerationHold } from "../core/young-generation.js";

export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_TROUBLE = 2;

export { HELP_HOST_IDS } from "./help.js";
// bin/ writes its code cache only after a run that stayed small (bin/code-cache.cjs).
export { lastRunWasLong } from "../core/young-generation.js";

/**
 * The audit's flags, one table: parseArgs reads it, did-you-mean suggests from it. Helpers that add a
 * flag add a row here (and a line to MAIN_HELP in help.ts).
 */
const AUDIT_FLAGS = {
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
  help: { type: "boolean", short: "h", default: false },
} as const satisfies NonNullable<ParseArgsConfig["options"]>;

/** Code frames need room: below this many columns a frame would be mostly cut. */
const MIN_FRAME_COLUMNS = 60;

/** Flags the table holds that --help does not show (and did-you-mean does not suggest). */
const HIDDEN_FLAGS = new Set(["user-os", "progress"]);

/** Subcommands, each loaded only when run. */
const COMMAND_NAMES = ["approve", "skills", "explain", "help"] as const;

interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** stdout is a terminal (colour, code frames). */
  isTTY: boolean;
  /** stdout's width in columns, when a terminal. */
  columns?: number;
  /** stderr is a terminal (the progress line); a function when asking would open stderr. */
  stderrIsTTY?: boolean | (() => boolean);
}

/** The io every command gets: stdout and stderr behind the one sanitiser (see report/sanitize.ts). */
type GuardedIo = Io & { guard: OutputGuard };

/**
 * A reader that closes early (`mcp-audit --list-rules | head -1`) is not an error to report: stop at
 * once, quietly, with the status a Unix tool killed by SIGPIPE has (128 + 13), so `set -o pipefail`
 * still sees that the output was cut. Any other stream error is one line, never a stack trace.
 */
function quietOnClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE" && stream === process.stdout) process.stderr.write(`mcp-audit: cannot write the output: ${error.code ?? "error"}\n`);
    process.exit(error.code === "EPIPE" ? EXIT_PIPE_CLOSED : EXIT_TROUBLE);
  });
}

export const EXIT_PIPE_CLOSED = 141;

/**
 * stderr is opened on its first line: most runs print nothing there, and opening it (a pipe's socket
 * and the net module behind it) costs a run over a few files a few milliseconds. Whether it is a
 * terminal is asked only by a run that could draw a progress line there.
 */
const defaultIo = (): Io => {
  quietOnClosedPipe(process.stdout);
  let stderrOpen = false;
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => {
      if (!stderrOpen) quietOnClosedPipe(process.stderr);
      stderrOpen = true;
      process.stderr.write(t);
    },
    cwd: process.cwd(),
    env: process.env,
    isTTY: Boolean(process.stdout.isTTY),
    ...(process.stdout.columns ? { columns: process.stdout.columns } : {}),
    stderrIsTTY: () => Boolean(process.stderr.isTTY),
  };
};

class UsageError extends Error {
  /** The subcommand whose usage it is (the hint names its help). */
  constructor(message: string, readonly command?: string) {
    super(message);
  }
}

export async function main(argv: readonly string[], rawIo: Io = defaultIo()): Promise<number> {
  // Before anything can print: every byte to either stream, on every path, goes through the guard.
  const guard = new OutputGuard(rawIo);
  // To a file or a pipe, stdout goes in blocks; to a terminal, as it comes.
  guard.batchStdout = !rawIo.isTTY;
  const io: GuardedIo = { ...rawIo, stdout: guard.stdout, stderr: guard.stderr, guard };
  try {
    return await run(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`mcp-audit: ${error.message}\nRun "mcp-audit ${error.command ? `${error.command} ` : ""}--help" for usage.\n`);
      return EXIT_TROUBLE;
    }
    // Never a stack trace: one line, and the exit code that says the audit did not happen.
    io.stderr(`mcp-audit: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT_TROUBLE;
  } finally {
    guard.flush();
    endYoungGenerationHold();
  }
}

async function run(argv: readonly string[], io: GuardedIo): Promise<number> {
  const command = (COMMAND_NAMES as readonly string[]).includes(argv[0] ?? "") ? (argv[0] as (typeof COMMAND_NAMES)[number]) : undefined;
  if (command === "help") {
    const topic = argv[1] === "--help" || argv[1] === "-h" ? "help" : argv[1];
    if (topic === undefined) io.stdout(MAIN_HELP);
    else if (Object.hasOwn(COMMAND_HELP, topic)) io.stdout(COMMAND_HELP[topic]!);
    else throw new UsageError(`help: no command "${topic}"${didYouMean(topic, COMMAND_NAMES)}; the commands are ${COMMAND_NAMES.join(", ")}`);
    return EXIT_OK;
  }
  // `<command> --help` (before any `--`): that command's page, whatever else was given.
  if (command !== undefined && wantsHelp(argv.slice(1))) {
    io.stdout(COMMAND_HELP[command]!);
    return EXIT_OK;
  }
  if (command === "approve" || command === "skills") {
    const commands = await import("./commands.js");
    try {
      return command === "approve" ? await commands.approve(argv.slice(1), io) : await commands.skillsCommand(argv.slice(1), io);
    } catch (error) {
      if (error instanceof commands.CommandUsageError) throw new UsageError(withFlagSuggestion(error.message, flagsOf(COMMAND_HELP[command]!)), command);
      throw error;
    }
  }
  const { values, positionals } = parseAuditArgs(argv, io.cwd);

  if (values.help) {
    io.stdout(MAIN_HELP);
    return EXIT_OK;
  }
  if (values.version) {
    io.stdout(`${toolVersion()}\n`);
    return EXIT_OK;
  }
  if (positionals[0] === "explain") return explain(positionals.slice(1), io);

  // The skill rules (and their data) load only for --list-rules or when a skill is audited.
  const { ALL_RULE_IDS, loadAllRules } = await import("../rules/registry/lazy.js");
  if (values["list-rules"]) {
    for (const rule of await loadAllRules()) {
      io.stdout(`${rule.meta.id.padEnd(24)} ${rule.meta.appliesTo.padEnd(11)} ${rule.meta.defaultSeverity.padEnd(8)} fix:${rule.meta.fix.padEnd(7)} ${rule.meta.description}\n`);
    }
    return EXIT_OK;
  }

  // V8's heap settings for a big run, set only once the run's heap is big (src/core/young-generation.ts).
  // Those the user gave Node (its command line, NODE_OPTIONS) are left as given.
  beginYoungGenerationHold(() => process.getBuiltinModule("node:v8"), [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)]);

  const fixLevel: FixSafety | undefined = values.fix === undefined ? undefined : values.fix === "safe" ? "safe" : values.fix === "all" ? "unsafe" : undefined;
  if (values.fix !== undefined && fixLevel === undefined) throw new UsageError(`--fix accepts "safe" or "all", got "${values.fix}"`);
  // --diff and --fix-dry-run make the fixes --fix would (safe ones, or --fix=all's), and write nothing.
  const preview = values.diff || values["fix-dry-run"];
  if (values.diff && values["fix-dry-run"]) throw new UsageError("--diff and --fix-dry-run are two previews: choose one");
  if (values.diff && (values.format !== "stylish" || (values.output ?? []).length > 0)) throw new UsageError("--diff prints a unified diff instead of a report: it takes no --format or --output");
  if (preview && values["update-baseline"]) throw new UsageError("--update-baseline records findings, not a preview: run it without --diff or --fix-dry-run");
  const fix: FixSafety | undefined = fixLevel ?? (preview ? "safe" : undefined);
  const format = values.format;
  if (!isFormat(format)) throw new UsageError(`unknown --format "${format}"${didYouMean(format, FORMATS)}: use ${FORMATS.join(", ")}`);
  io.guard.stdoutMode = outputModeFor(format);
  const outputs = parseOutputs(values.output ?? [], format);
  if (values.statistics && format !== "stylish") throw new UsageError(`--statistics is a summary for people: use it with --format stylish (${format} carries every finding)`);
  if (values["code-frame"] && values["no-code-frame"]) throw new UsageError("--code-frame and --no-code-frame contradict each other: choose one");
  // Code frames where a terminal has room (or when asked); never in a machine format.
  const frameColumns = format !== "stylish" || values["no-code-frame"] ? undefined : values["code-frame"] ? (io.columns ?? 100) : io.isTTY && (io.columns ?? 0) >= MIN_FRAME_COLUMNS ? io.columns : undefined;
  // Progress on a terminal's stderr, for people: never with a machine format.
  const progress = format === "stylish" && !values["no-progress"] && values.progress !== false && (typeof io.stderrIsTTY === "function" ? io.stderrIsTTY() : io.stderrIsTTY) ? new (await import("./progress.js")).ProgressLine(io.guard, io.columns ?? 80, progressDelay(io.env)) : undefined;
  const sarifCategory = values["sarif-category"];
  if (sarifCategory !== undefined && !/^[\w.-]+(\/[\w.-]+)*$/.test(sarifCategory)) throw new UsageError(`--sarif-category takes letters, digits, ".", "-", "_" and "/", got "${sarifCategory}"`);
  if (values["update-baseline"] && values["prune-baseline"]) throw new UsageError("--update-baseline rewrites the baseline, --prune-baseline only drops what was fixed: choose one");
  if (values["no-baseline"] && (values.baseline !== undefined || values["update-baseline"] || values["prune-baseline"])) throw new UsageError("--no-baseline ignores the baseline: it does not go with --baseline, --update-baseline or --prune-baseline");
  if (values["min-confidence"] !== undefined && values["min-confidence"] !== "high" && values["min-confidence"] !== "medium") throw new UsageError(`--min-confidence accepts high or medium, got "${values["min-confidence"]}"`);
  const failOnFlag = values["fail-on"] === undefined ? undefined : severityWord(values["fail-on"]);
  if (values["fail-on"] !== undefined && failOnFlag === undefined) throw new UsageError(`--fail-on accepts error, warning (or warn) or info, got "${values["fail-on"]}"${didYouMean(values["fail-on"], ["error", "warning", "info"])}`);
  const { DIALECT_IDS, DIALECTS, isDialectId } = await import("../hosts/index.js");
  if (values.host !== undefined && !isDialectId(values.host)) {
    const guess = didYouMean(values.host, DIALECT_IDS).replace(/^ \((.*)\)$/, ": $1");
    throw new UsageError(`unknown --host "${values.host}"${guess} (one of ${DIALECT_IDS.join(", ")})`);
  }
  if (values.online && values.offline) throw new UsageError("--online and --offline contradict each other: choose one");
  if (!values.user && (values.home !== undefined || values["user-os"] !== undefined)) throw new UsageError(`--${values.home !== undefined ? "home" : "user-os"} goes with --user`);
  if (values.user && positionals.length > 0) throw new UsageError("--user audits this machine's user-level configs: give no paths with it (run it separately)");
  if (values.user && values.host !== undefined) throw new UsageError("--user knows each file's host by its location: --host does not apply");
  if (!values.live && (values["allow-exec"] !== undefined || values["live-timeout"] !== undefined)) throw new UsageError(`--${values["allow-exec"] !== undefined ? "allow-exec" : "live-timeout"} goes with --live`);
  const liveTimeout = values["live-timeout"];
  if (liveTimeout !== undefined && !/^[1-9][0-9]*$/.test(liveTimeout)) throw new UsageError(`--live-timeout takes a number of milliseconds, got "${liveTimeout}"`);
  const registryTimeout = values["registry-timeout"];
  if (registryTimeout !== undefined && !/^[1-9][0-9]*$/.test(registryTimeout)) throw new UsageError(`--registry-timeout takes a number of milliseconds, got "${registryTimeout}"`);
  const ruleIds = [...ALL_RULE_IDS];
  const cliSettings = parseRuleSettings(values.rule ?? [], new Set(ruleIds));
  const { ConfigError, effectiveSettings, emptyConfig, loadConfig } = await import("../core/config.js");
  let config;
  try {
    // User-level configs belong to no project: a project's config applies to them only when named.
    config = values["no-config"] || (values.user && values.config === undefined) ? emptyConfig(io.cwd) : loadConfig(io.cwd, ruleIds, values.config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr(`mcp-audit: invalid configuration: ${error.message}\n`);
    return EXIT_TROUBLE;
  }
  const settings = effectiveSettings(config, cliSettings);
  const failOn: Severity = failOnFlag ?? config.failOn ?? "error";

  const { prefetchAudit, prepareAudit, runAudit } = await import("../audit/run.js");
  let user: Awaited<ReturnType<typeof findUser>> | undefined;
  if (values.user) {
    user = await findUser(io, values.home, values["user-os"]);
    // Nothing found is a clean result, not a failure: the notice says where it looked, and a machine
    // format still gets its (empty, valid) document.
    if (user.scan.files.length === 0 && user.scan.problems.length === 0) {
      io.stderr(`mcp-audit: no user-level MCP configs found (looked in ${user.scan.looked} places for ${user.hostCount} hosts; see docs/user-configs.md)\n`);
      if (format === "stylish" && outputs.length === 0) return EXIT_OK;
    }
  }
  // Discovery first, then only what it found is loaded (the skill rules when a skill is present).
  const auditOptions = await prepareAudit({
    cwd: io.cwd,
    paths: positionals,
    ...(user ? { files: user.scan.files.map((f) => ({ path: f.path, displayPath: f.displayPath, host: f.host, identityPath: f.displayPath })) } : {}),
    ...(values.host !== undefined ? { hostOverride: DIALECTS[values.host as keyof typeof DIALECTS] } : {}),
    ...(fix ? { fix } : {}),
    ...(preview ? { fixPreview: true } : {}),
    settings,
    config,
    ...(config.skillProfile ? { skillProfile: config.skillProfile } : {}),
  });
  // The registry is involved only with --online, --offline (to say a fix needed it) or --fix; a plain
  // run never loads the registry code.
  const mode = values.offline ? "offline" : values.online ? "online" : "fixes";
  const prefetched =
    mode === "fixes" && !fix
      ? undefined
      : await withProgress(progress, "asking the registry…", prefetchAudit(auditOptions, {
          mode,
          env: io.env,
          ...(values["trust-project-npmrc"] ? { trustProjectNpmrc: true } : {}),
          ...(registryTimeout !== undefined ? { timeoutMs: Number(registryTimeout) } : {}),
          ...(values["cache-dir"] !== undefined ? { cacheDir: values["cache-dir"] } : {}),
        }));
  // --live: a session with every server (remote ones; stdio ones only when named by --allow-exec).
  let live: Awaited<ReturnType<typeof import("../audit/live.js").prefetchLive>> | undefined;
  if (values.live) {
    const { prefetchLive } = await import("../audit/live.js");
    live = await withProgress(progress, "talking to the servers (--live)…", prefetchLive(auditOptions, { env: io.env, ...allowExecOption(values["allow-exec"]), ...(liveTimeout !== undefined ? { timeoutMs: Number(liveTimeout) } : {}) }));
    io.guard.addSecrets(live.secrets.filter((s) => s.length >= 6));
    for (const w of live.warnings) io.stderr(`mcp-audit: ${escapeUnsafe(w)}\n`);
    for (const n of live.unknownAllowed) io.stderr(`mcp-audit: --allow-exec ${escapeUnsafe(n)}: no stdio server has that name\n`);
  }
  const withLive = live ? { ...(prefetched ?? { registry: undefined, warnings: [] }), live: live.view } : prefetched;
  const options = { ...auditOptions, ...(withLive ? { prefetched: withLive } : {}) };
  const liveProblems = live?.problems ?? [];
  if (user) {
    // Which files were found: a header for people, a line on stderr for machine formats.
    const { summary, lines } = user.found;
    if (format === "stylish") io.stdout(`mcp-audit --user: ${summary}\n${lines.map((l) => `  ${l}\n`).join("")}\n`);
    else io.stderr(`mcp-audit --user: ${summary}\n`);
  }
  const discovered = auditOptions.discovered!;
  if (!user && discovered.files.length === 0 && discovered.skills.length === 0 && discovered.problems.length === 0) {
    // Files a hook passed that are neither configs nor skill files: say so, and do not fail the commit.
    if (discovered.skipped.length > 0) {
      for (const shown of discovered.skipped) io.stderr(`mcp-audit: ${shown}: skipped: not an MCP host config (use --host to read it as one) nor a file of a skill\n`);
      for (const note of discovered.notes) io.stderr(`mcp-audit: ${note}\n`);
    } else {
      // What ignorePatterns hid, or why git could not be asked, explains the empty result. A tree without
      // an MCP config yet is not an error (CI on a repository that has none passes): exit 0 with a notice,
      // and a machine format still gets its empty, valid document.
      for (const note of discovered.notes) io.stderr(`mcp-audit: ${note}\n`);
      io.stderr(`mcp-audit: no MCP host configs or skills found in ${positionals.length > 0 ? positionals.join(", ") : "."} (looked for the config files of every host mcp-audit knows, e.g. .mcp.json, .vscode/mcp.json, opencode.json, and for SKILL.md)\n`);
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
    ...(sarifCategory ? { sarifCategory } : {}),
    ...(values.statistics ? { statistics: true } : {}),
    ...(user ? {} : { lockHint: true }),
  };
  // The baseline named, else the project's .mcp-audit-baseline.json (at the repository root) when it
  // exists or is being written; never for --user (user-level files belong to no project).
  const { lockRootFor } = await import("../project/repository.js");
  const defaultBaseline = path.join(lockRootFor(io.cwd), ".mcp-audit-baseline.json");
  const baselineFile =
    values.baseline !== undefined
      ? path.resolve(io.cwd, values.baseline)
      : !values["no-baseline"] && !user && (values["update-baseline"] || values["prune-baseline"] || fs.existsSync(defaultBaseline))
        ? defaultBaseline
        : undefined;
  const baselineShown = values.baseline ?? (baselineFile ? path.relative(io.cwd, baselineFile).split(path.sep).join("/") || baselineFile : "");
  const baselineModule = baselineFile === undefined ? undefined : await import("../report/baseline.js");
  // --min-confidence high drops the heuristic findings a rule marked medium (before the baseline, which records what is shown).
  const minConfidence = (values["min-confidence"] as Confidence | undefined) ?? config.minConfidence ?? "medium";
  const confident = (report: FileReport): FileReport => (minConfidence === "high" ? { ...report, findings: report.findings.filter((f) => f.confidence !== "medium") } : report);
  const failing = (findings: readonly { severity: Severity }[]) => findings.some((x) => SEVERITY_RANK[x.severity] >= SEVERITY_RANK[failOn]);
  const reportBaseline = (outcome: { suppressed: number; unmatched: number }) => {
    if (outcome.suppressed > 0) io.stderr(`mcp-audit: ${outcome.suppressed} finding${outcome.suppressed === 1 ? "" : "s"} suppressed by the baseline ${baselineShown}\n`);
    if (outcome.unmatched > 0) io.stderr(`mcp-audit: ${outcome.unmatched} baseline entr${outcome.unmatched === 1 ? "y no longer matches" : "ies no longer match"} a finding: run with --prune-baseline to drop them\n`);
  };
  const baselineError = (error: unknown): number => {
    if (!(baselineModule && error instanceof baselineModule.BaselineError)) throw error;
    io.stderr(`mcp-audit: ${error.message}\n`);
    return EXIT_TROUBLE;
  };

  if (values.diff) return printDiff(runAudit(options), io);

  // Stylish, JSON, SARIF and GitHub annotations stream, to stdout and to --output files alike: each
  // file's report is written as soon as its file (or skill) is done and is not kept. JUnit, GitLab and
  // --update-baseline/--prune-baseline need every finding at once: a run that asks for one collects.
  if (isStreamed(format) && outputs.every((o) => isStreamed(o.format)) && !values["update-baseline"] && !values["prune-baseline"]) {
    let filter: ReturnType<NonNullable<typeof baselineModule>["baselineFilter"]> | undefined;
    if (baselineModule && baselineFile) {
      try {
        const { auditLockRoot } = await import("../audit/options.js");
        filter = baselineModule.baselineFilter(baselineModule.readBaseline(baselineFile, auditLockRoot(options)));
      } catch (error) {
        return baselineError(error);
      }
    }
    // Each report file is a temp file beside it from the start, renamed over it once the run is done
    // (all or nothing, as a collected report), behind its own guard: the sanitiser every byte of
    // stdout goes through, with the same secrets.
    const files: ReportFile[] = [];
    const abandon = () => {
      for (const f of files) f.writer.abort();
    };
    if (outputs.length > 0) {
      const { SafeFileWriter } = await import("../core/write.js");
      for (const output of outputs) {
        try {
          // The user named this file: written as named, but never through a link that leaves the working folder.
          const writer = SafeFileWriter.open(path.resolve(io.cwd, output.file), { root: io.cwd });
          const guard = new OutputGuard({ stdout: (text) => writer.write(text), stderr: () => {} });
          guard.stdoutMode = outputModeFor(output.format);
          guard.batchStdout = true;
          guard.addSecrets(io.guard.secrets);
          files.push({ output, writer, guard, stream: await loadStream(output.format as (typeof STREAMED_FORMATS)[number]), reporter: undefined }); // every output is streamed (checked above)
        } catch (error) {
          abandon();
          io.stderr(await unwrittenReport(output, error));
          return EXIT_TROUBLE;
        }
      }
    }
    const toStdout = !outputs.some((o) => o.replacesStdout);
    const stream = await loadStream(format);
    let reporter: StreamingReporter | undefined;
    let failed = false;
    const write = (text: string) => {
      if (text === "") return;
      progress?.clear();
      io.stdout(text);
    };
    // The JSON reporter tells the guard which pieces it proved token-free (the guard then scans them for tokens no more).
    const streamContext = { ...context, markTokenFree: io.guard.markTokenFree, ...(frameColumns !== undefined && format === "stylish" && toStdout ? { codeFrame: frameColumns } : {}) };
    // Report files as a collected report prints them: never in colour, no code frames.
    const fileContext = (f: ReportFile, secrets: ReadonlySet<string>) => ({ ...context, color: false, secrets, markTokenFree: f.guard.markTokenFree });
    let result: ReturnType<typeof runAudit>;
    try {
      result = runAudit(
        { ...options, ...(streamContext.codeFrame !== undefined ? { withSources: true } : {}) },
        {
          start(run) {
            // The run's secret set fills as files are linted: the guard redacts every one known by the time a line is written.
            io.guard.addSecrets(run.secrets);
            if (toStdout) reporter = stream({ ...streamContext, secrets: run.secrets });
            for (const f of files) {
              f.guard.addSecrets(run.secrets);
              f.reporter = f.stream(fileContext(f, run.secrets));
            }
          },
          file(report) {
            const shown = filter ? filter.apply(confident(report)) : confident(report);
            if (failing(shown.findings)) failed = true;
            if (reporter) write(reporter.file(shown));
            for (const f of files) {
              if (f.failure !== undefined) continue;
              // A write that fails mid-run (a full disk) stops that file, not the audit: reported at the end.
              try {
                f.guard.stdout(f.reporter!.file(shown));
              } catch (error) {
                f.failure = error;
              }
            }
          },
          ...(progress ? { progress: (done: AuditProgress) => progress.update(done) } : {}),
        },
      );
    } catch (error) {
      abandon();
      throw error;
    }
    progress?.clear();
    if (user) result.problems.push(...user.scan.problems);
    result.problems.push(...liveProblems);
    if (filter) reportBaseline({ suppressed: filter.suppressed(), unmatched: filter.unmatched() });
    // The report files are finished and renamed into place; stdout's report ends whatever became of
    // them (it has been printed as the audit went), then a file that could not be written is exit 2.
    const unwritten: string[] = [];
    for (const f of files) {
      try {
        if (f.failure !== undefined) throw f.failure;
        f.guard.addSecrets(result.secrets);
        f.reporter ??= f.stream(fileContext(f, result.secrets));
        for (const piece of f.reporter.end(result)) f.guard.stdout(piece);
        f.guard.flush();
        f.writer.commit();
      } catch (error) {
        f.writer.abort();
        unwritten.push(await unwrittenReport(f.output, error));
      }
    }
    if (toStdout) {
      reporter ??= stream({ ...streamContext, secrets: result.secrets });
      for (const piece of reporter.end(result)) io.stdout(piece);
    }
    for (const line of unwritten) io.stderr(line);
    reportFixOutputs(result, io);
    if (unwritten.length > 0 || result.problems.length > 0 || result.tally.fatal) return EXIT_TROUBLE;
    return failed ? EXIT_FINDINGS : EXIT_OK;
  }

  const collectedReports: FileReport[] = [];
  const result = runAudit(options, progress ? { file: (report) => collectedReports.push(report), progress: (done) => progress.update(done) } : undefined);
  progress?.clear();
  if (progress) result.files = collectedReports;
  // What the rules found is redacted on both streams from here on, whoever prints it.
  io.guard.addSecrets(result.secrets);
  if (user) result.problems.push(...user.scan.problems);
  result.problems.push(...liveProblems);
  result.files = result.files.map(confident);
  let reported = result;
  if (baselineModule && baselineFile) {
    try {
      // The baseline the run filters with: the one just written or pruned (not read back), else the file's.
      let baseline: import("../report/baseline.js").Baseline | undefined;
      if (values["update-baseline"]) {
        baseline = baselineModule.writeBaseline(baselineFile, result, result.lockRoot);
        const recorded = baseline.findings.length;
        io.stderr(`mcp-audit: recorded ${recorded} finding${recorded === 1 ? "" : "s"} in ${baselineShown}\n`);
      }
      if (values["prune-baseline"]) {
        const pruning = baselineModule.pruneBaseline(baselineFile, result, result.lockRoot);
        baseline = pruning.baseline;
        const { pruned } = pruning;
        const kept = baseline.findings.length;
        io.stderr(`mcp-audit: ${pruned === 0 ? `nothing to prune in ${baselineShown}` : `pruned ${pruned} entr${pruned === 1 ? "y" : "ies"} no finding matches any more from ${baselineShown}`} (${kept} kept)\n`);
      }
      const outcome = baselineModule.filterByBaseline(baseline ?? baselineModule.readBaseline(baselineFile, result.lockRoot), result);
      reported = outcome.result;
      reportBaseline(outcome);
    } catch (error) {
      return baselineError(error);
    }
  }
  const whole = { ...context, result: reported };
  // Reports to files first (never with colour), each written whole or not at all, through the same
  // sanitiser as the streams: a report file is as public as a log.
  if (outputs.length > 0) {
    const { writeFileSafely } = await import("../core/write.js");
    for (const output of outputs) {
      const mode = outputModeFor(output.format);
      const text = sanitizeOutput((await loadReporter(output.format))({ ...whole, color: false }), mode, { secrets: [io.guard.secrets, result.secrets], ownCommands: mode === "github" });
      try {
        // The user named this file: written as named, but never through a link that leaves the working folder.
        writeFileSafely(path.resolve(io.cwd, output.file), text, { root: io.cwd });
      } catch (error) {
        io.stderr(await unwrittenReport(output, error));
        return EXIT_TROUBLE;
      }
    }
  }
  if (!outputs.some((o) => o.replacesStdout)) io.stdout((await loadReporter(format))(whole));
  reportFixOutputs(result, io);

  if (result.problems.length > 0 || result.tally.fatal) return EXIT_TROUBLE;
  return reported.files.some((f) => failing(f.findings)) ? EXIT_FINDINGS : EXIT_OK;
}

/**
 * `--fix all` (a space) would read `all` as a path: taken as `--fix=all` when no such path exists,
 * refused with the spelling to use when one does. A bare `--fix` is `--fix=safe`.
 */
function fixArgs(argv: readonly string[], cwd: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
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

/** `--diff`: what the fixes would change, as a unified diff on stdout (secrets redacted); exit 1 when there is any. */
async function printDiff(result: FileReportResult, io: GuardedIo): Promise<number> {
  const { unifiedDiff } = await import("../core/unified-diff.js");
  io.guard.addSecrets(result.secrets);
  const previews = [...(result.previews ?? [])].sort((a, b) => (a.displayPath < b.displayPath ? -1 : a.displayPath > b.displayPath ? 1 : 0));
  // Every line shown is redacted here (a removed line holds the secret a fix moved out), not only by the guard.
  for (const p of previews) io.stdout(unifiedDiff(p.displayPath, p.before, p.after, { show: (line) => safeText(line, result.secrets) }));
  const fixes = result.files.reduce((n, f) => n + f.fixed.length, 0);
  for (const p of result.problems) io.stderr(`mcp-audit: ${p.displayPath}: ${p.reason}\n`);
  io.stderr(previews.length === 0 ? "mcp-audit: --diff: no fix applies; nothing would change\n" : `mcp-audit: --diff: ${fixes} fix${fixes === 1 ? "" : "es"} in ${previews.length} file${previews.length === 1 ? "" : "s"}; nothing was written (run with --fix${result.files.some((f) => f.fixed.some((x) => x.safety === "unsafe")) ? "=all" : ""} to apply)\n`);
  if (result.problems.length > 0 || result.tally.fatal) return EXIT_TROUBLE;
  return previews.length > 0 ? EXIT_FINDINGS : EXIT_OK;
}

type FileReportResult = ReturnType<typeof import("../audit/run.js").runAudit>;

/** After a fix run: what --fix-dry-run did not write, and the backups kept of files outside git. */
function reportFixOutputs(result: FileReportResult, io: GuardedIo): void {
  const previews = result.previews ?? [];
  if (previews.length > 0) io.stderr(`mcp-audit: --fix-dry-run: ${previews.length} file${previews.length === 1 ? "" : "s"} would be changed (${previews.map((p) => p.displayPath).join(", ")}); nothing was written\n`);
  for (const b of result.backups ?? []) io.stderr(`mcp-audit: ${b.slice(0, -".mcp-audit.bak".length)} is outside any git work tree: its previous version is kept as ${b} (delete it once the fix is checked)\n`);
}

/** The audit's arguments, read by the flag table; an unknown flag gets a did-you-mean instead of the parser's text. */
function parseAuditArgs(argv: readonly string[], cwd: string) {
  const args = fixArgs(argv, cwd);
  try {
    return parseArgs({ args, allowPositionals: true, strict: true, options: AUDIT_FLAGS });
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0]! : String(error);
    throw new UsageError(withFlagSuggestion(message, Object.keys(AUDIT_FLAGS).filter((f) => !HIDDEN_FLAGS.has(f)).map((f) => `--${f}`)));
  }
}

/** node:util's "Unknown option '--x'…" as one line of ours: `unknown option --x (did you mean --y?)`. */
function withFlagSuggestion(message: string, flags: readonly string[]): string {
  const m = /^Unknown option '(-{1,2}[^']*)'/.exec(message);
  if (!m) return message.replace(/\. To specify a positional argument starting with a '-'.*$/, "");
  const typed = m[1]!.split("=")[0]!;
  const hint = didYouMean(typed, flags, (s) => s);
  return `unknown option ${typed}${hint || " (a path that starts with \"-\" goes after --)"}`;
}

/** The `--flags` a help page names. */
function flagsOf(help: string): string[] {
  return [...new Set(help.match(/--[a-z][a-z-]*/g) ?? [])];
}

/** When the progress line first shows: after a second, or $MCP_AUDIT_PROGRESS_DELAY_MS (tests). */
function progressDelay(env: NodeJS.ProcessEnv): number | undefined {
  const v = env.MCP_AUDIT_PROGRESS_DELAY_MS;
  return v !== undefined && /^[0-9]{1,6}$/.test(v) ? Number(v) : undefined;
}

/** `work`, with the progress line saying what it waits for when it lasts (no line: just `work`). */
function withProgress<T>(progress: { during<U>(what: string, work: Promise<U>): Promise<U> } | undefined, what: string, work: Promise<T>): Promise<T> {
  return progress ? progress.during(what, work) : work;
}

function wantsHelp(args: readonly string[]): boolean {
  for (const a of args) {
    if (a === "--") return false;
    if (a === "--help" || a === "-h") return true;
  }
  return false;
}

const FORMATS = ["stylish", "json", "sarif", "github", "junit", "gitlab"] as const;
type Format = (typeof FORMATS)[number];

function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}

interface Output {
  format: Format;
  file: string;
  /** `--output <file>`: the --format report goes there instead of stdout. */
  replacesStdout: boolean;
}

/** `--output <file>` (the --format report, instead of stdout) or `--output <format>=<file>` (also that format). */
function parseOutputs(specs: readonly string[], format: Format): Output[] {
  const outputs = specs.map((spec): Output => {
    const m = /^([a-z]+)=(.+)$/.exec(spec);
    if (m && isFormat(m[1]!)) return { format: m[1], file: m[2]!, replacesStdout: false };
    if (spec === "") throw new UsageError("--output needs a file name");
    return { format, file: spec, replacesStdout: true };
  });
  if (outputs.filter((o) => o.replacesStdout).length > 1) throw new UsageError("--output <file> takes the --format report once: name other formats as --output <format>=<file>");
  const files = outputs.map((o) => o.file);
  const twice = files.find((f, i) => files.indexOf(f) !== i);
  if (twice !== undefined) throw new UsageError(`--output names "${twice}" twice`);
  return outputs;
}

/** The formats whose reporter writes as the audit goes (src/report/types.ts's StreamingReporter). */
const STREAMED_FORMATS = ["stylish", "json", "sarif", "github"] as const;

function isStreamed(format: Format): format is (typeof STREAMED_FORMATS)[number] {
  return (STREAMED_FORMATS as readonly string[]).includes(format);
}

/** An --output file of a streamed run: its temp file, its guard, its reporter once the run starts. */
interface ReportFile {
  output: Output;
  writer: import("../core/write.js").SafeFileWriter;
  guard: OutputGuard;
  stream: StreamingReporterFactory;
  reporter: StreamingReporter | undefined;
  /** Why writing it failed during the run (reported once the run is over). */
  failure?: unknown;
}

async function loadStream(format: (typeof STREAMED_FORMATS)[number]): Promise<StreamingReporterFactory> {
  switch (format) {
    case "json":
      return (await import("../report/json.js")).jsonStream;
    case "sarif":
      return (await import("../report/sarif.js")).sarifStream;
    case "github":
      return (await import("../report/github.js")).githubStream;
    default:
      return (await import("../report/stylish.js")).stylishStream;
  }
}

/** The line saying a report file could not be written, and why. */
async function unwrittenReport(output: Output, error: unknown): Promise<string> {
  const { WriteError } = await import("../core/write.js");
  const { describeFsError } = await import("../core/fs-errors.js");
  return `mcp-audit: could not write the ${output.format} report to ${output.file}: ${error instanceof WriteError ? error.reason : describeFsError(error)}\n`;
}

/** Reporters are loaded on demand: a stylish run never pays for SARIF's rule metadata. A streamed format's is its stream, collected. */
async function loadReporter(format: Format): Promise<Reporter> {
  if (isStreamed(format)) return (await import("../report/types.js")).collected(await loadStream(format));
  return format === "junit" ? (await import("../report/junit.js")).junit : (await import("../report/gitlab.js")).gitlab;
}

/** The user-level configs of this machine (or of `--home`), loaded only for --user. */
async function findUser(io: Io, home: string | undefined, osName: string | undefined) {
  const { describeFound, findUserConfigs, USER_LOCATIONS, UserLocationError, userEnvironment } = await import("../user/index.js");
  const { DIALECTS } = await import("../hosts/index.js");
  let env;
  try {
    env = userEnvironment(io.env, { ...(home !== undefined ? { home: path.resolve(io.cwd, home) } : {}), ...(osName !== undefined ? { os: osName } : {}) });
  } catch (error) {
    if (error instanceof UserLocationError) throw new UsageError(error.message);
    throw error;
  }
  if (home !== undefined && !fs.existsSync(env.home)) throw new UsageError(`--home: no such directory "${home}"`);
  const scan = findUserConfigs(env);
  return { scan, found: describeFound(scan.files), hostCount: new Set(USER_LOCATIONS.map((l) => DIALECTS[l.host].displayName)).size };
}

/** `--allow-exec a,b --allow-exec c` or `--allow-exec all`: which stdio servers --live may launch. */
function allowExecOption(values: readonly string[] | undefined): { allowExec?: "all" | ReadonlySet<string> } {
  if (values === undefined) return {};
  const names = values.flatMap((v) => v.split(",")).map((n) => n.trim()).filter((n) => n !== "");
  if (names.length === 0) throw new UsageError("--allow-exec takes server names (comma-separated) or all");
  return { allowExec: names.includes("all") ? "all" : new Set(names) };
}

/** A severity as typed: `warn` is accepted for warning (ESLint's spelling). */
function severityWord(value: string): Severity | undefined {
  if (value === "warn") return "warning";
  return value === "error" || value === "warning" || value === "info" ? value : undefined;
}

function parseRuleSettings(specs: readonly string[], known: Set<string>): Map<string, Partial<RuleSetting>> {
  const settings = new Map<string, Partial<RuleSetting>>();
  for (const spec of specs) {
    const m = /^([a-z0-9-]+)=(error|warning|warn|info|off)$/.exec(spec);
    if (!m) throw new UsageError(`--rule expects <rule-id>=<error|warning|info|off>, got "${spec}"`);
    if (!known.has(m[1]!)) throw new UsageError(`--rule: unknown rule "${m[1]}"${didYouMean(m[1]!, [...known])} (see --list-rules)`);
    settings.set(m[1]!, { severity: m[2] === "warn" ? "warning" : (m[2] as RuleSetting["severity"]) });
  }
  return settings;
}

/** Colour only on a TTY; NO_COLOR (any value) turns it off, FORCE_COLOR (not "0") turns it on. */
export function useColor(io: Pick<Io, "env" | "isTTY">): boolean {
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== "") return false;
  if (io.env.FORCE_COLOR !== undefined) return io.env.FORCE_COLOR !== "0" && io.env.FORCE_COLOR !== "false";
  return io.isTTY;
}

async function explain(ids: string[], io: GuardedIo): Promise<number> {
  if (ids.length !== 1) throw new UsageError("explain takes one rule id, e.g. mcp-audit explain inline-secret");
  const id = ids[0]!;
  if (!/^[a-z0-9-]+$/.test(id)) throw new UsageError(`unknown rule "${id}"`);
  // The installed package's page, its relative links made absolute at this release (a terminal has no folder to resolve them in).
  const { rulePage } = await import("../report/docs-page.js");
  const page = rulePage(id, toolVersion());
  if (page === undefined) {
    const { ALL_RULE_IDS } = await import("../rules/registry/lazy.js");
    throw new UsageError(`unknown rule "${id}"${didYouMean(id, ALL_RULE_IDS)} (see --list-rules)`);
  }
  io.guard.stdoutDocs(page);
  return EXIT_OK;
}

export function toolVersion(): string {
  return packageVersion();
}
