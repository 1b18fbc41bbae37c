#!/usr/bin/env node
// `npm run bench`: mcp-audit against references measured in the same run, on this machine.
//   - the realistic tree (bench/generate.mjs: real-sized skills, configs of every dialect, noise):
//     the full offline audit vs the walk-read-parse floor (bench/floor.mjs); the same skills vs
//     skill-check 1.2.0 (installed under bench/, never a dependency of the package); peak RSS of the
//     full audit, and of a quarter and a half of the tree; the same audit three times in one process
//     (bench/warm.mjs: what V8's warm-up costs a run);
//   - the small tree (the same configs and noise, 5,000 skills of ≈600 bytes): audit vs floor, quick;
//   - startup: `--version` and an audit of 3 small files vs `node -e ""`;
//   - registry resolution, cold and warm (bench/registry.mjs).
// Every figure is CPU time (user + system) of whole processes, read at exit by a preload
// (bench/rusage.cjs) put into every measured process alike; runs are interleaved; min and median are
// printed, each ratio (the median of the ratios round by round) beside its target. The benchmark reports, it does not fail: `MISS` marks a
// target not met. Writes bench/RESULTS.md.
// Options: --runs <n> (audits and floors, default 5), --startup-runs <n> (default 20),
//          --tree <dir> (build the trees there and keep them; reused while the generator and sizes
//          are unchanged), --only real|small|startup (one part), --profile / --no-profile (a CPU
//          profile of the full audit, by src/ file; default: when the audit misses its target),
//          --configs <n> --noise <n> --skills <n> (realistic tree size; defaults 1000, 50000, 5000),
//          --no-skill-check (skip the head-to-head), --no-registry
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { generateTree, groupPaths } from "./generate.mjs";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BENCH = path.join(REPO, "bench");
const BIN = path.join(REPO, "bin/mcp-audit.js");
const SKILL_CHECK_VERSION = JSON.parse(fs.readFileSync(path.join(BENCH, "package.json"), "utf8")).devDependencies["skill-check"];
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    "startup-runs": { type: "string", default: "20" },
    tree: { type: "string" },
    only: { type: "string" },
    profile: { type: "boolean" },
    "no-profile": { type: "boolean", default: false },
    configs: { type: "string", default: "1000" },
    noise: { type: "string", default: "50000" },
    skills: { type: "string", default: "5000" },
    "no-skill-check": { type: "boolean", default: false },
    "no-registry": { type: "boolean", default: false },
  },
});
const RUNS = Number(values.runs);
const STARTUP_RUNS = Number(values["startup-runs"]);
const part = (name) => values.only === undefined || values.only === name;
const SIZE = { configs: Number(values.configs), noise: Number(values.noise), skills: Number(values.skills) };

if (!fs.existsSync(path.join(REPO, "bundle/cli.cjs")) || !fs.existsSync(path.join(REPO, "dist/cli/main.js"))) {
  console.error("bench: dist/ is missing: run `npm run build` first (npm run bench does)");
  process.exit(2);
}

const node = process.execPath;
const devNull = fs.openSync(os.devNull, "w");
const rusageFile = path.join(os.tmpdir(), `mcp-audit-bench-rusage-${process.pid}.json`);

// ---- measuring -----------------------------------------------------------------------------------

/** One run of `node <args>`: CPU ms (user + system), wall ms, peak RSS MiB, exit code. */
function measure(args, cwd = REPO) {
  fs.rmSync(rusageFile, { force: true });
  const started = performance.now();
  const r = spawnSync(node, ["--require", path.join(BENCH, "rusage.cjs"), ...args], {
    cwd,
    stdio: ["ignore", devNull, "pipe"],
    env: { ...process.env, NO_COLOR: "1", MCP_AUDIT_BENCH_RUSAGE: rusageFile, npm_config_registry: "http://127.0.0.1:9/" },
    maxBuffer: 64 << 20,
  });
  const wall = performance.now() - started;
  if (r.status !== 0 && r.status !== 1) throw new Error(`node ${args.join(" ")} exited with ${r.status}: ${String(r.stderr).slice(0, 2000)}`);
  const u = JSON.parse(fs.readFileSync(rusageFile, "utf8"));
  return { cpu: (u.user + u.system) / 1000, main: u.mainThread === undefined ? undefined : u.mainThread / 1000, wall, rss: u.maxRSS / 1024, code: r.status };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const summarise = (samples) => ({
  cpus: samples.map((s) => s.cpu),
  cpuMin: Math.min(...samples.map((s) => s.cpu)),
  mainMedian: samples.every((s) => s.main !== undefined) ? median(samples.map((s) => s.main)) : undefined,
  cpuMedian: median(samples.map((s) => s.cpu)),
  wallMedian: median(samples.map((s) => s.wall)),
  rssMedian: median(samples.map((s) => s.rss)),
  rssMax: Math.max(...samples.map((s) => s.rss)),
  runs: samples.length,
});

/**
 * Each command `runs` times, interleaved (one of each per round, in turn forward and backward, so that
 * neither always runs first) so drift on a shared machine hits them alike.
 */
function interleaved(commands, runs) {
  for (const c of commands) measure(c.args, c.cwd); // warm the file cache and the code cache alike
  const samples = commands.map(() => []);
  for (let i = 0; i < runs; i++) {
    const order = commands.map((_, k) => k);
    if (i % 2 === 1) order.reverse();
    for (const k of order) samples[k][i] = measure(commands[k].args, commands[k].cwd);
  }
  return samples.map(summarise);
}

/**
 * The ratio of two interleaved commands' CPU time: the median of their ratios round by round. On a
 * machine shared with other guests the speed of both drifts by tens of percent within a minute; a
 * round's two runs are seconds apart, so their ratio keeps little of the drift that a ratio of the two
 * medians (taken from different rounds) keeps.
 */
const pairedRatio = (a, b) => median(a.cpus.map((x, i) => x / b.cpus[i]));

// ---- the trees -------------------------------------------------------------------------------------

const keep = values.tree !== undefined;
const treeRoot = keep ? path.resolve(values.tree) : fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-bench-"));
const REAL = path.join(treeRoot, "real");
const SMALL = path.join(treeRoot, "small");
const THREE = path.join(treeRoot, "three");

/** Builds a tree unless the one there was built by this generator with these options. */
function tree(dir, options) {
  const stampFile = path.join(treeRoot, `${path.basename(dir)}.stamp.json`);
  const stamp = JSON.stringify({ generator: createHash("sha256").update(fs.readFileSync(path.join(BENCH, "generate.mjs"))).digest("hex"), options });
  if (keep && fs.existsSync(dir) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === stamp) {
    console.log(`reusing ${dir}`);
    return JSON.parse(fs.readFileSync(path.join(treeRoot, `${path.basename(dir)}.stats.json`), "utf8"));
  }
  console.log(`generating ${dir} …`);
  const started = performance.now();
  const stats = generateTree(dir, options);
  console.log(`  ${stats.configs} configs, ${stats.skills} skills (${stats.skillFiles} files, ${mb(stats.skillBytes)}), ${stats.noise} noise files: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  fs.writeFileSync(path.join(treeRoot, `${path.basename(dir)}.stats.json`), JSON.stringify(stats));
  fs.writeFileSync(stampFile, stamp);
  return stats;
}

const HISTORY = "## History";
const mb = (bytes) => `${(bytes / 1048576).toFixed(bytes < 10 * 1048576 ? 1 : 0)} MiB`;

function threeFiles() {
  fs.rmSync(THREE, { recursive: true, force: true });
  for (const [file, doc] of [
    [".mcp.json", { mcpServers: { git: { command: "uvx", args: ["mcp-server-git==2025.7.1"] } } }],
    [".vscode/mcp.json", { servers: { fs: { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem@2025.8.21", "."] } } }],
    [".cursor/mcp.json", { mcpServers: { sentry: { type: "http", url: "https://mcp.sentry.dev/mcp" } } }],
  ]) {
    fs.mkdirSync(path.join(THREE, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(THREE, file), JSON.stringify(doc, null, 2) + "\n");
  }
}

/** Where the full audit's CPU goes, by src/ file (dist/ as tsc writes it maps one to one), and the top functions. */
function profile(args, cwd) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-bench-prof-"));
  spawnSync(node, ["--cpu-prof", "--cpu-prof-dir", dir, path.join(BENCH, "profile-entry.mjs"), ...args], { cwd, stdio: ["ignore", devNull, "ignore"] });
  const p = JSON.parse(fs.readFileSync(path.join(dir, fs.readdirSync(dir)[0]), "utf8"));
  fs.rmSync(dir, { recursive: true, force: true });
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const where = (n) => {
    const url = n.callFrame.url;
    const fn = n.callFrame.functionName;
    if (url === "") return fn === "(garbage collector)" ? "(garbage collector)" : fn.startsWith("(") ? fn : `(native) ${fn}`;
    const dist = /\/dist\/(.*)\.js$/.exec(url);
    if (dist && !url.includes("node_modules")) return `src/${dist[1]}.ts`;
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (pkg) return `node_modules/${pkg[1]}`;
    if (url.startsWith("node:")) return "(node internals)";
    return url.replace(/^file:\/\//, "");
  };
  const fnName = (n) => `${n.callFrame.functionName || "(anonymous)"} ${where(n)}:${n.callFrame.lineNumber + 1}`;
  const byFile = new Map();
  const byFn = new Map();
  let total = 0;
  p.samples.forEach((id, i) => {
    const dt = p.timeDeltas[i] ?? 0;
    const n = byId.get(id);
    if (n.callFrame.functionName === "(idle)" || n.callFrame.functionName === "(program)" || n.callFrame.functionName === "(root)") return;
    total += dt;
    byFile.set(where(n), (byFile.get(where(n)) ?? 0) + dt);
    byFn.set(fnName(n), (byFn.get(fnName(n)) ?? 0) + dt);
  });
  const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([what, t]) => ({ what, ms: t / 1000, share: t / total }));
  return { totalMs: total / 1000, files: top(byFile, 14), functions: top(byFn, 12) };
}

// ---- the runs ------------------------------------------------------------------------------------

const rows = [];
const notes = [];
const sections = [];
const ratioRow = (what, value, base, ratio, target, limit) => rows.push({ what, value, base, ratio: `${ratio.toFixed(2)}×`, target, ok: ratio <= limit });
const cpu = (s) => `${fmtMs(s.cpuMedian)} (min ${fmtMs(s.cpuMin)})`;
const fmtMs = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
let realStats;
let smallStats;
let floorReal;
let prof;

if (part("real")) {
  realStats = tree(REAL, SIZE);
  floorReal = JSON.parse(spawnSync(node, [path.join(BENCH, "floor.mjs"), REAL], { encoding: "utf8" }).stdout);
  console.log(`floor reads ${floorReal.configs} configs and ${floorReal.skills} skills (${floorReal.skillFiles} files), ${mb(floorReal.bytes)}`);
  console.log(`full audit and floor, ${RUNS} interleaved runs …`);
  const [audit, floor] = interleaved([{ args: [BIN, "--format", "json", REAL] }, { args: [path.join(BENCH, "floor.mjs"), REAL] }], RUNS);
  ratioRow("full offline audit, realistic tree (CPU)", cpu(audit), `floor ${cpu(floor)}`, pairedRatio(audit, floor), "≤ 3×", 3);
  if (audit.mainMedian !== undefined) notes.push(`The full audit's CPU time on its main thread: ${fmtMs(audit.mainMedian)} (median); the rest, ${fmtMs(audit.cpuMedian - audit.mainMedian)}, is V8's background threads (optimizing compiles, garbage collection). The floor's main thread: ${fmtMs(floor.mainMedian)} of ${fmtMs(floor.cpuMedian)}.`);

  // The same audit three times in one process: how much of its cost is V8 warming up (compiling
  // what turns hot) rather than the audit's own work. Reported, not a target: a CLI run is always cold.
  console.log("three audits in one process, 3 processes …");
  const warm = [];
  for (let i = 0; i < 3; i++) {
    const r = spawnSync(node, [path.join(BENCH, "warm.mjs"), "--format", "json", REAL], { cwd: REPO, encoding: "utf8", stdio: ["ignore", devNull, "pipe"], maxBuffer: 1 << 20 });
    if (r.status !== 0) throw new Error(`bench/warm.mjs exited with ${r.status}: ${String(r.stderr).slice(0, 2000)}`);
    warm.push(JSON.parse(r.stderr.trim().split("\n").pop()));
  }
  const nth = (k) => median(warm.map((w) => w[k]));
  notes.push(`Warm-up: in one process, the same audit three times in a row took ${fmtMs(nth(0))}, ${fmtMs(nth(1))} and ${fmtMs(nth(2))} (medians of 3 processes): the third is ${(nth(2) / floor.cpuMedian).toFixed(2)}× the floor's median. What the first pays more is V8 compiling the code that turns hot; a CLI run always pays it.`);

  const skillCheck = path.join(BENCH, "node_modules/skill-check/bin/skill-check.js");
  if (!values["no-skill-check"] && !fs.existsSync(skillCheck)) {
    console.log(`installing skill-check ${SKILL_CHECK_VERSION} under bench/ (npm ci --prefix bench) …`);
    const r = spawnSync("npm", ["ci", "--prefix", BENCH, "--no-audit", "--no-fund", "--ignore-scripts"], { stdio: ["ignore", "inherit", "inherit"] });
    if (r.status !== 0) notes.push(`skill-check could not be installed (npm ci --prefix bench exited ${r.status}): no head-to-head`);
  }
  if (!values["no-skill-check"] && fs.existsSync(skillCheck)) {
    // The same skills: the plugins/ folder holds 80% of the tree's skills and nothing else.
    const plugins = path.join(REAL, "plugins");
    console.log(`same skills (${plugins}) vs skill-check ${SKILL_CHECK_VERSION}, ${RUNS} interleaved runs …`);
    const [ours, theirs, floorOfThem] = interleaved([{ args: [BIN, "--format", "json", plugins] }, { args: [skillCheck, "check", "--no-security-scan", "--format", "json", plugins] }, { args: [path.join(BENCH, "floor.mjs"), plugins] }], RUNS);
    ratioRow(`same skills vs skill-check ${SKILL_CHECK_VERSION} (CPU)`, cpu(ours), `skill-check ${cpu(theirs)}`, pairedRatio(ours, theirs), "≤ 1×", 1);
    // What reading every byte costs by itself, against a tool that reads one file per skill.
    notes.push(`The floor alone on the same skills (walk, read every byte, decode the text, parse SKILL.md's front matter): ${cpu(floorOfThem)}, ${pairedRatio(floorOfThem, theirs).toFixed(2)}× skill-check; mcp-audit on them is ${pairedRatio(ours, floorOfThem).toFixed(2)}× that floor.`);
    notes.push(`skill-check reads only each SKILL.md; mcp-audit reads every file of every skill. skill-check runs \`check --no-security-scan --format json\` (its security scan would start an external scanner).`);
  }

  // The ¼ and ½ trees are run as often as the full one (interleaved). Peak RSS moves by ±5 MiB from
  // run to run (when V8's threads and its collector run, and as any one run's highest point is an
  // outlier): the ratio is of medians, like the CPU ratios; the full tree's own target is checked
  // against the highest of its runs.
  // And the GitHub Action's run over the full tree: annotations on stdout, the SARIF report to a file.
  console.log(`peak memory at a quarter and a half of the tree, and of the Action's run, ${RUNS} interleaved runs …`);
  const actionSarif = path.join(os.tmpdir(), `mcp-audit-bench-${process.pid}.sarif`);
  const [quarter, half, action] = interleaved([{ args: [BIN, "--format", "json", ...groupPaths(REAL, 0.25)] }, { args: [BIN, "--format", "json", ...groupPaths(REAL, 0.5)] }, { args: [BIN, "--format", "github", "--output", `sarif=${actionSarif}`, REAL] }], RUNS);
  fs.rmSync(actionSarif, { force: true });
  const rssOf = (s) => `${s.rssMedian.toFixed(0)} (max ${s.rssMax.toFixed(0)})`;
  rows.push({ what: "peak RSS, full audit of the realistic tree (highest of the runs)", value: `${audit.rssMax.toFixed(0)} MiB (median ${audit.rssMedian.toFixed(0)})`, base: "", ratio: "", target: "≤ 150 MiB", ok: audit.rssMax <= 150 });
  rows.push({ what: "peak RSS, the Action's run: `--format github --output sarif=…` (highest of the runs)", value: `${action.rssMax.toFixed(0)} MiB (median ${action.rssMedian.toFixed(0)})`, base: "", ratio: "", target: "≤ 150 MiB", ok: action.rssMax <= 150 });
  ratioRow("peak RSS, full tree vs ¼ tree", `${rssOf(audit)} / ${rssOf(quarter)} MiB (½: ${rssOf(half)})`, `floor ${floor.rssMax.toFixed(0)} MiB`, audit.rssMedian / quarter.rssMedian, "≤ 1.2×", 1.2);

  const wantProfile = values.profile ?? (!values["no-profile"] && audit.cpuMedian > 3 * floor.cpuMedian);
  if (wantProfile) {
    console.log("one profiled run of the full audit …");
    prof = profile(["--format", "json", REAL], REPO);
  }
}

if (part("small")) {
  smallStats = tree(SMALL, { ...SIZE, skillSize: "small" });
  console.log(`small tree: audit and floor, ${RUNS} interleaved runs …`);
  const [audit, floor] = interleaved([{ args: [BIN, "--format", "json", SMALL] }, { args: [path.join(BENCH, "floor.mjs"), SMALL] }], RUNS);
  ratioRow("full offline audit, small tree (CPU)", cpu(audit), `floor ${cpu(floor)}`, pairedRatio(audit, floor), "≤ 3×", 3);
  if (audit.mainMedian !== undefined) notes.push(`The small tree's audit: ${fmtMs(audit.mainMedian)} of its ${fmtMs(audit.cpuMedian)} on its main thread (median).`);
}

if (part("startup")) {
  threeFiles();
  console.log(`startup, ${STARTUP_RUNS} interleaved runs …`);
  const [bare, version, three] = interleaved([{ args: ["-e", ""] }, { args: [BIN, "--version"] }, { args: [BIN, "--format", "json", ".mcp.json", ".vscode/mcp.json", ".cursor/mcp.json"], cwd: THREE }], STARTUP_RUNS);
  ratioRow("`mcp-audit --version` (CPU)", cpu(version), `\`node -e ""\` ${cpu(bare)}`, pairedRatio(version, bare), "≤ 1.2×", 1.2);
  ratioRow("audit of 3 small files (CPU)", cpu(three), `\`node -e ""\` ${cpu(bare)}`, pairedRatio(three, bare), "≤ 1.5×", 1.5);
}

let registry;
if (!values["no-registry"] && values.only === undefined) {
  console.log("registry resolution …");
  const r = spawnSync(node, [path.join(BENCH, "registry.mjs")], { encoding: "utf8" });
  registry = `${r.stdout}${r.stderr}`.trim();
}

if (!keep) fs.rmSync(treeRoot, { recursive: true, force: true });
fs.rmSync(rusageFile, { force: true });

// ---- report ------------------------------------------------------------------------------------------

console.log("");
for (const r of rows) console.log(`${r.ok ? "ok  " : "MISS"}  ${r.what.replace(/`/g, "").padEnd(48)} ${r.value.padEnd(30)} ${r.base.replace(/`/g, "").padEnd(34)} ${r.ratio.padEnd(7)} target ${r.target}`);
for (const n of notes) console.log(`note: ${n}`);
if (prof) {
  console.log(`\nwhere the full audit's CPU goes (${fmtMs(prof.totalMs)} sampled), by file:`);
  for (const p of prof.files) console.log(`  ${(p.share * 100).toFixed(1).padStart(5)}%  ${p.ms.toFixed(0).padStart(6)} ms  ${p.what}`);
  console.log("by function (self time):");
  for (const p of prof.functions) console.log(`  ${(p.share * 100).toFixed(1).padStart(5)}%  ${p.ms.toFixed(0).padStart(6)} ms  ${p.what}`);
}
if (registry) console.log(`\n${registry}`);

const machine = `${os.cpus().length} CPU (${os.cpus()[0]?.model.trim() ?? "unknown"}), ${(os.totalmem() / 1073741824).toFixed(1)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`;
const dialects = (s) => Object.entries(s.dialects).map(([f, n]) => `${n} \`${f}\``).join(", ");
const md = [
  "# Benchmark results",
  "",
  "Written by `npm run bench` (bench/run.mjs, see docs/bench.md). Every figure is the CPU time (user + system) of whole",
  "processes, read at exit by the same preload in each (bench/rusage.cjs); runs are interleaved; medians with the",
  "minimum in brackets; each CPU ratio is the median of the ratios of the two commands round by round (a round runs",
  "each once, seconds apart), the memory ratio one of medians.",
  "",
  `- date: ${new Date().toISOString().slice(0, 10)}; commit ${spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: REPO, encoding: "utf8" }).stdout.trim() || "?"}`,
  `- machine: ${machine}`,
  ...(realStats
    ? [
        `- realistic tree: ${realStats.skills} skills, ${realStats.skillFiles} files, **${mb(realStats.skillBytes)} of skill files** (${realStats.binaryFiles} binary), ${realStats.configs} configs (${dialects(realStats)}), ${realStats.noise} noise files discovery must skip (${realStats.decoys} decoy configs among them); ${mb(realStats.bytes)} read by the floor: ${floorReal.configs} configs, ${floorReal.skillFiles} skill files`,
      ]
    : []),
  ...(smallStats ? [`- small tree: the same configs and noise, ${smallStats.skills} skills of 3 files (${mb(smallStats.skillBytes)} of skill files)`] : []),
  `- runs: ${RUNS} (audits, floors, skill-check) after one warm-up each, ${STARTUP_RUNS} (startup); peak RSS: the largest of the runs, and medians for the ratio to the ¼ tree`,
  "",
  "| measure | mcp-audit | against | ratio | target | met |",
  "|---|---|---|---|---|---|",
  ...rows.map((r) => `| ${r.what} | ${r.value} | ${r.base} | ${r.ratio} | ${r.target} | ${r.ok ? "yes" : "**no**"} |`),
  "",
  ...notes.map((n) => `- ${n}`),
  ...(notes.length > 0 ? [""] : []),
  ...(prof
    ? [
        "## Where the full audit's CPU goes",
        "",
        `One run of the realistic tree under \`node --cpu-prof\` (unbundled dist/, so each function maps to its src/ file; ${fmtMs(prof.totalMs)} sampled), self time:`,
        "",
        "| share | ms | file |",
        "|---|---|---|",
        ...prof.files.map((p) => `| ${(p.share * 100).toFixed(1)}% | ${p.ms.toFixed(0)} | \`${p.what}\` |`),
        "",
        "| share | ms | function |",
        "|---|---|---|",
        ...prof.functions.map((p) => `| ${(p.share * 100).toFixed(1)}% | ${p.ms.toFixed(0)} | \`${p.what}\` |`),
        "",
      ]
    : []),
  ...(registry ? ["## Registry resolution (bench/registry.mjs)", "", "```", registry, "```", ""] : []),
];
// A partial run (--only) prints its figures and leaves RESULTS.md alone. What follows HISTORY in the
// file (figures from earlier runs, kept by hand) survives a rewrite.
if (values.only === undefined) {
  const resultsFile = path.join(BENCH, "RESULTS.md");
  const old = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, "utf8") : "";
  const kept = old.includes(HISTORY) ? old.slice(old.indexOf(HISTORY)) : "";
  fs.writeFileSync(resultsFile, `${md.join("\n")}${kept ? `\n${kept}` : ""}`);
  console.log(`\nwrote ${path.relative(REPO, resultsFile)}`);
}
