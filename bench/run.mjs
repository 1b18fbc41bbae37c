#!/usr/bin/env node
// `npm run bench`: mcp-audit against floors measured in the same run, on this machine.
//   - full offline audit of a large generated tree vs a minimal walk-read-parse script (bench/floor.mjs)
//   - startup: `--version` and an audit of 3 small files vs `node -e ""`
//   - peak RSS of the full audit, and how it grows from one group of 100 configs to the whole tree
// Medians of several runs. Prints the figures beside the targets and writes bench/RESULTS.md.
// Options: --runs <n> (full audit and floor, default 3), --startup-runs <n> (default 15),
//          --tree <dir> (where to build the tree; default a temp dir, removed afterwards),
//          --no-profile (skip the CPU profile taken when the full audit misses its target),
//          --configs <n> --noise <n> --skills <n> (tree size; defaults 1000, 50000, 5000)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { GROUP_SIZE, generateTree, skillsSupported } from "./generate.mjs";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BIN = path.join(REPO, "bin/mcp-audit.js");
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "startup-runs": { type: "string", default: "15" },
    tree: { type: "string" },
    "no-profile": { type: "boolean", default: false },
    // Smaller or partial trees, to see where the time goes (RESULTS.md is written all the same).
    configs: { type: "string" },
    noise: { type: "string" },
    skills: { type: "string" },
  },
});
const RUNS = Number(values.runs);
const STARTUP_RUNS = Number(values["startup-runs"]);

if (!fs.existsSync(path.join(REPO, "dist/cli/main.js"))) {
  console.error("bench: dist/ is missing: run `npm run build` first (npm run bench does)");
  process.exit(2);
}

const node = process.execPath;
const devNull = fs.openSync(os.devNull, "w");

/** Wall time of one process run (ms), with its exit code. */
function timed(args, cwd = REPO) {
  const started = performance.now();
  const r = spawnSync(node, args, { cwd, stdio: ["ignore", devNull, "pipe"], env: { ...process.env, NO_COLOR: "1" } });
  const ms = performance.now() - started;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(" ")} exited with ${r.status}: ${r.stderr}`);
  return ms;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Median wall time of several commands, interleaved so drift hits them alike. */
function medians(commands, runs) {
  const times = commands.map(() => []);
  for (let i = 0; i < runs; i++) commands.forEach((c, k) => times[k].push(timed(c.args, c.cwd)));
  return times.map(median);
}

/** Peak RSS (MB) of one run: GNU time when present, else a preload that reads process.resourceUsage(). */
function peakRss(args, cwd = REPO) {
  const version = fs.existsSync("/usr/bin/time") ? spawnSync("/usr/bin/time", ["--version"], { encoding: "utf8" }) : undefined;
  const gnuTime = version !== undefined && /GNU/.test(`${version.stdout}${version.stderr}`);
  if (gnuTime) {
    const r = spawnSync("/usr/bin/time", ["-f", "MAXRSS %M", node, ...args], { cwd, stdio: ["ignore", devNull, "pipe"], encoding: "utf8" });
    const m = /MAXRSS (\d+)/.exec(r.stderr);
    if (m) return { mb: Number(m[1]) / 1024, how: "/usr/bin/time" };
  }
  const file = path.join(os.tmpdir(), `mcp-audit-bench-rss-${process.pid}`);
  spawnSync(node, ["--import", pathToFileURL(path.join(REPO, "bench/maxrss.mjs")).href, ...args], { cwd, stdio: ["ignore", devNull, "pipe"], env: { ...process.env, MCP_AUDIT_RSS_FILE: file } });
  const kb = Number(fs.readFileSync(file, "utf8"));
  fs.rmSync(file, { force: true });
  return { mb: kb / 1024, how: "process.resourceUsage().maxRSS" };
}

/** The functions that take the most self time in one profiled run. */
function profile(args, cwd = REPO) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-bench-prof-"));
  spawnSync(node, ["--cpu-prof", "--cpu-prof-dir", dir, ...args], { cwd, stdio: ["ignore", devNull, "ignore"] });
  const p = JSON.parse(fs.readFileSync(path.join(dir, fs.readdirSync(dir)[0]), "utf8"));
  fs.rmSync(dir, { recursive: true, force: true });
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  const inclusive = new Map();
  const name = (n) => `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.replace(/^.*\/(dist|node_modules)\//, "$1/")}:${n.callFrame.lineNumber + 1}`;
  let total = 0;
  p.samples.forEach((id, i) => {
    const dt = p.timeDeltas[i] ?? 0;
    total += dt;
    self.set(name(byId.get(id)), (self.get(name(byId.get(id))) ?? 0) + dt);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const k = name(byId.get(cur));
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
    }
  });
  const top = (m, n) => [...m].filter(([k]) => !k.startsWith("(root)") && !k.startsWith("(program)") && !k.startsWith("(idle)")).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, t]) => ({ fn: k, ms: t / 1000, share: t / total }));
  return { self: top(self, 8), inclusive: top(inclusive, 12) };
}

// ---- the trees ---------------------------------------------------------------------------------

const treeRoot = values.tree ? path.resolve(values.tree) : fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-bench-"));
const tree = path.join(treeRoot, "tree");
const small = path.join(treeRoot, "small");
console.log(`generating the tree in ${tree} …`);
let started = performance.now();
const stats = generateTree(tree, {
  ...(values.configs !== undefined ? { configs: Number(values.configs) } : {}),
  ...(values.noise !== undefined ? { noise: Number(values.noise) } : {}),
  ...(values.skills !== undefined ? { skills: Number(values.skills) } : {}),
});
console.log(`  ${stats.configs} configs, ${stats.skills} skills, ${stats.noise} noise files (${stats.decoys} decoy configs in skipped folders), ${stats.sources} source files: ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(skillsSupported() ? `skills: ${stats.skills} skill folders` : "skills: not yet supported");

fs.rmSync(small, { recursive: true, force: true });
for (const [file, doc] of [
  [".mcp.json", { mcpServers: { git: { command: "uvx", args: ["mcp-server-git==2025.7.1"] } } }],
  [".vscode/mcp.json", { servers: { fs: { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem@2025.8.21", "."] } } }],
  [".cursor/mcp.json", { mcpServers: { sentry: { type: "http", url: "https://mcp.sentry.dev/mcp" } } }],
]) {
  fs.mkdirSync(path.join(small, path.dirname(file)), { recursive: true });
  fs.writeFileSync(path.join(small, file), JSON.stringify(doc, null, 2) + "\n");
}

// ---- measurements ------------------------------------------------------------------------------

const full = { args: [BIN, "--format", "json", tree] };
const floorCmd = { args: [path.join(REPO, "bench/floor.mjs"), tree] };
const floorOut = JSON.parse(spawnSync(node, floorCmd.args, { encoding: "utf8" }).stdout);
console.log(`floor reads ${floorOut.configs} configs, ${floorOut.skills} skills (${floorOut.skillFiles} files), ${(floorOut.bytes / 1048576).toFixed(1)} MB`);

console.log(`full audit and floor, ${RUNS} runs each …`);
timed(floorCmd.args); // warm the file cache for both
const [auditMs, floorMs] = medians([full, floorCmd], RUNS);

console.log(`startup, ${STARTUP_RUNS} runs each …`);
const [bareMs, versionMs, threeMs] = medians(
  [{ args: ["-e", ""] }, { args: [BIN, "--version"] }, { args: [BIN, "--format", "json", ".mcp.json", ".vscode/mcp.json", ".cursor/mcp.json"], cwd: small }],
  STARTUP_RUNS,
);

console.log("peak memory …");
const rssFull = peakRss(full.args);
const rssGroup = peakRss([BIN, "--format", "json", path.join(tree, "packages", "group-00")]);

const rows = [
  { what: "full audit (`--format json <tree>`)", value: `${(auditMs / 1000).toFixed(2)} s`, base: `floor ${(floorMs / 1000).toFixed(2)} s`, ratio: auditMs / floorMs, target: "≤ 2×", ok: auditMs <= 2 * floorMs },
  { what: "`mcp-audit --version`", value: `${versionMs.toFixed(0)} ms`, base: `\`node -e ""\` ${bareMs.toFixed(0)} ms`, ratio: versionMs / bareMs, target: "≤ 1.5×", ok: versionMs <= 1.5 * bareMs },
  { what: "audit of 3 small files", value: `${threeMs.toFixed(0)} ms`, base: `\`node -e ""\` ${bareMs.toFixed(0)} ms`, ratio: threeMs / bareMs, target: "≤ 2×", ok: threeMs <= 2 * bareMs },
  { what: "peak RSS, full audit", value: `${rssFull.mb.toFixed(0)} MB`, base: "", ratio: undefined, target: "< 300 MB", ok: rssFull.mb < 300 },
  {
    what: `peak RSS, whole tree vs one group (${GROUP_SIZE} configs)`,
    value: `${rssFull.mb.toFixed(0)} / ${rssGroup.mb.toFixed(0)} MB`,
    base: "",
    ratio: rssFull.mb / rssGroup.mb,
    target: "flat (≤ 1.5×)",
    ok: rssFull.mb <= 1.5 * rssGroup.mb,
  },
];

let prof;
if (!rows[0].ok && !values["no-profile"]) {
  console.log("full audit over its target: one profiled run …");
  prof = profile(full.args);
}

// ---- report ------------------------------------------------------------------------------------

const machine = `${os.cpus().length} CPU (${os.cpus()[0]?.model.trim() ?? "unknown"}), ${(os.totalmem() / 1073741824).toFixed(1)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`;
const date = new Date().toISOString().slice(0, 10);
const table = [
  "| measure | median | against | ratio | target | met |",
  "|---|---|---|---|---|---|",
  ...rows.map((r) => `| ${r.what} | ${r.value} | ${r.base} | ${r.ratio === undefined ? "" : `${r.ratio.toFixed(2)}×`} | ${r.target} | ${r.ok ? "yes" : "**no**"} |`),
];
console.log("");
for (const r of rows) console.log(`${r.ok ? "ok  " : "MISS"}  ${r.what.replace(/`/g, "").padEnd(52)} ${r.value.padEnd(16)} ${r.base.replace(/`/g, "").padEnd(24)} ${(r.ratio === undefined ? "" : `${r.ratio.toFixed(2)}×`).padEnd(8)} target ${r.target}`);
if (prof) {
  console.log("\nwhere the full audit's time goes (self time):");
  for (const p of prof.self) console.log(`  ${(p.share * 100).toFixed(1).padStart(5)}%  ${p.ms.toFixed(0).padStart(6)} ms  ${p.fn}`);
  console.log("inclusive:");
  for (const p of prof.inclusive) console.log(`  ${(p.share * 100).toFixed(1).padStart(5)}%  ${p.ms.toFixed(0).padStart(6)} ms  ${p.fn}`);
}

const md = [
  "# Benchmark results",
  "",
  "Written by `npm run bench` (bench/run.mjs); figures are medians, each ratio against a floor measured in the same run.",
  "",
  `- date: ${date}`,
  `- machine: ${machine}`,
  `- tree: ${stats.configs} MCP configs (the four host dialects in turn, 3–8 servers each), ${skillsSupported() ? `${stats.skills} skill folders (SKILL.md, a script, a reference)` : "skills: not yet supported"}, ${stats.noise} noise files that discovery must skip (node_modules, .gitignore'd build output, .git objects; ${stats.decoys} decoy configs among them), ${stats.sources} source files`,
  `- floor (bench/floor.mjs): the same walk and skips, reads the same ${floorOut.configs} configs and ${floorOut.skillFiles} skill files (${(floorOut.bytes / 1048576).toFixed(1)} MB) and parses them (JSON.parse, YAML front matter)`,
  `- runs: ${RUNS} (full audit, floor), ${STARTUP_RUNS} (startup); peak RSS by ${rssFull.how}`,
  "",
  ...table,
  "",
  ...(prof
    ? [
        "## Where the full audit's time goes",
        "",
        "One run under `node --cpu-prof` (self time, then inclusive):",
        "",
        "| share | ms | function |",
        "|---|---|---|",
        ...prof.self.map((p) => `| ${(p.share * 100).toFixed(1)}% | ${p.ms.toFixed(0)} | \`${p.fn}\` |`),
        "",
        "| share | ms | function (inclusive) |",
        "|---|---|---|",
        ...prof.inclusive.map((p) => `| ${(p.share * 100).toFixed(1)}% | ${p.ms.toFixed(0)} | \`${p.fn}\` |`),
        "",
      ]
    : []),
];
fs.writeFileSync(path.join(REPO, "bench/RESULTS.md"), md.join("\n"));
console.log("\nwrote bench/RESULTS.md");
if (!values.tree) fs.rmSync(treeRoot, { recursive: true, force: true });
