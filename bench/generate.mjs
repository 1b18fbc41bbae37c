// Builds the benchmark's tree, deterministic (seeded): what a large repository really holds.
//   - configs: MCP configs of every dialect the project reads (JSON, JSONC with comments and trailing
//     commas, YAML for Continue, TOML for Codex), 3–8 realistic servers each, some literal secrets
//     and unpinned launches, in packages/group-<g>/pkg-<n>/ beside a package.json and sources;
//   - skills: folders of the real size and file mix (public repositories: median ≈26 KB in 4 files,
//     mean ≈145 KB in 11 files): SKILL.md, scripts in several languages, references, assets
//     including binary ones (PNG, fonts), large data files (XML schemas, CSV, JSON), in
//     plugins/part-<g>/<plugin>/skills/<name>/ and in some packages' .claude/skills/;
//   - noise: files discovery must skip (node_modules with decoy configs, .gitignore'd build output,
//     .git objects).
// Everything lives in GROUPS groups, so a run can audit a quarter or a half of the tree (memory vs size).
// `--small` builds the small tree instead: the same configs and noise, skills of ≈600 bytes in 3 files
// (per-file overhead rather than per-byte cost).
// Usage: node bench/generate.mjs <dir> [--configs 1000] [--noise 50000] [--skills 5000] [--small]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Configs and skills are split over this many groups (packages/group-<g>, plugins/part-<g>). */
export const GROUPS = 8;

/** Project-level host files, one dialect each, in turn. */
const HOST_FILES = [
  ".mcp.json",
  ".vscode/mcp.json",
  ".cursor/mcp.json",
  "claude_desktop_config.json",
  ".gemini/settings.json",
  ".codex/config.toml",
  ".zed/settings.json",
  ".continue/mcpServers/servers.yaml",
  ".continue/config.yaml",
  ".roo/mcp.json",
];

// ---- seeded randomness ---------------------------------------------------------------------------

function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

/** A log-normal draw: `median` and the spread `sigma` of its logarithm (Box–Muller). */
function logNormal(rand, median, sigma) {
  const u = Math.max(rand(), 1e-12);
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
  return median * Math.exp(sigma * z);
}

const pick = (rand, list) => list[Math.floor(rand() * list.length)];
const clamp = (x, lo, hi) => Math.max(lo, Math.min(hi, x));

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
function token(rand, prefix, length) {
  let s = prefix;
  while (s.length < prefix.length + length) s += ALNUM[Math.floor(rand() * ALNUM.length)];
  return s;
}

// ---- MCP configs ---------------------------------------------------------------------------------

/** A server as people write it (pinned, unpinned, remote, docker, secrets, read-only). */
function server(rand, i, envRef) {
  const leak = rand() < 0.15;
  switch (Math.floor(rand() * 10)) {
    case 0:
      return ["github", { command: "docker", args: ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server:v0.19.0"], env: { GITHUB_PERSONAL_ACCESS_TOKEN: leak ? token(rand, "ghp_", 36) : envRef("GITHUB_TOKEN") } }];
    case 1:
      return ["filesystem", { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem@2025.8.21", `/srv/data/${i}`] }];
    case 2:
      return ["supabase", { command: "npx", args: ["-y", rand() < 0.5 ? "@supabase/mcp-server-supabase@latest" : "@supabase/mcp-server-supabase@0.5.5", "--read-only", `--project-ref=${token(rand, "", 20).toLowerCase()}`], env: { SUPABASE_ACCESS_TOKEN: leak ? `sbp_${token(rand, "", 40).toLowerCase().replace(/[g-z]/g, "a")}` : envRef("SUPABASE_ACCESS_TOKEN") } }];
    case 3:
      return ["angular", { command: "npx", args: ["-y", rand() < 0.5 ? "@angular/cli@latest" : "@angular/cli@22.1.8", "mcp"] }];
    case 4:
      return ["postgres", { command: "uvx", args: ["postgres-mcp==0.3.0", "--access-mode=restricted"], env: { DATABASE_URI: leak ? `postgresql://app:${token(rand, "", 14)}@db.internal:5432/app` : envRef("DATABASE_URI") } }];
    case 5:
      return ["sentry", { type: "http", url: "https://mcp.sentry.dev/mcp" }];
    case 6:
      return ["context7", { type: "http", url: "https://mcp.context7.com/mcp", headers: { CONTEXT7_API_KEY: leak ? token(rand, "ctx7sk-", 32) : envRef("CONTEXT7_API_KEY") } }];
    case 7:
      return ["git", { command: "uvx", args: [rand() < 0.5 ? "mcp-server-git==2025.7.1" : "mcp-server-git", "--repository", `/srv/repos/${i}`] }];
    case 8:
      return ["tickets", { type: "http", url: rand() < 0.2 ? "http://tickets.internal:8080/mcp" : "https://tickets.example.com/mcp" }];
    default:
      return ["memory", { command: "npx", args: ["-y", "@modelcontextprotocol/server-memory"] }];
  }
}

/** 3–8 servers; `localOnly` for hosts that launch only local servers (Claude Desktop). */
function servers(rand, i, envRef, { localOnly = false, httpType = "http" } = {}) {
  const out = {};
  const count = 3 + Math.floor(rand() * 6);
  for (let k = 0; k < count; k++) {
    let [name, value] = server(rand, i, envRef);
    if (value.url && localOnly) [name, value] = ["fetch", { command: "uvx", args: [rand() < 0.5 ? "mcp-server-fetch==2025.4.7" : "mcp-server-fetch"] }];
    else if (value.url && httpType !== "http") value.type = httpType;
    out[out[name] ? `${name}-${k}` : name] = value;
  }
  return out;
}

const tomlString = (s) => JSON.stringify(s);
// Plain YAML only for what cannot be read as anything else (`@scope/pkg` must be quoted).
const yamlScalar = (s) => (/^[A-Za-z/][\w@./:=-]*$/.test(s) && !/^(true|false|null|yes|no|on|off)$/i.test(s) ? s : JSON.stringify(s));

/** The text of one host file, in its dialect. */
function configText(rand, i, hostFile) {
  switch (hostFile) {
    case ".mcp.json":
      return `${JSON.stringify({ mcpServers: servers(rand, i, (n) => `\${${n}}`) }, null, 2)}\n`;
    case ".cursor/mcp.json":
      return `${JSON.stringify({ mcpServers: servers(rand, i, (n) => `\${env:${n}}`) }, null, 2)}\n`;
    case ".roo/mcp.json":
      return `${JSON.stringify({ mcpServers: servers(rand, i, (n) => `\${env:${n}}`, { httpType: "streamable-http" }) }, null, 2)}\n`;
    case "claude_desktop_config.json":
      return `${JSON.stringify({ mcpServers: servers(rand, i, () => "", { localOnly: true }) }, null, 2)}\n`;
    case ".vscode/mcp.json": {
      // JSONC: comments and a trailing comma, as people write them.
      const text = JSON.stringify({ servers: servers(rand, i, (n) => `\${env:${n}}`) }, null, 2);
      return `${text.replace('{\n  "servers": {', '{\n  // MCP servers for this package (see docs/mcp.md)\n  "servers": {').replace(/\n  }\n}$/, ",\n  }\n}")}\n`;
    }
    case ".gemini/settings.json": {
      const map = servers(rand, i, (n) => `$${n}`);
      for (const v of Object.values(map)) if (v.url) ((v.httpUrl = v.url), delete v.url, delete v.type);
      return `${JSON.stringify({ theme: "GitHub", selectedAuthType: "oauth-personal", mcpServers: map }, null, 2)}\n`;
    }
    case ".zed/settings.json": {
      const map = {};
      for (const [name, v] of Object.entries(servers(rand, i, () => ""))) {
        if (v.command) map[name] = { source: "custom", command: v.command, args: v.args, env: v.env ?? {} };
      }
      return `// Zed settings\n//\n// For information on how to configure Zed, see the Zed\n// documentation: https://zed.dev/docs/configuring-zed\n${JSON.stringify({ theme: "One Dark", buffer_font_size: 15, context_servers: map }, null, 2)}\n`;
    }
    case ".codex/config.toml": {
      const lines = ['model = "gpt-5-codex"', 'approval_policy = "on-request"', ""];
      for (const [name, v] of Object.entries(servers(rand, i, () => undefined))) {
        lines.push(`[mcp_servers.${name}]`);
        if (v.command) {
          lines.push(`command = ${tomlString(v.command)}`, `args = [${v.args.map(tomlString).join(", ")}]`);
          const env = Object.entries(v.env ?? {}).filter(([, x]) => x !== undefined);
          if (env.length > 0) lines.push(`env = { ${env.map(([k, x]) => `${k} = ${tomlString(x)}`).join(", ")} }`);
        } else {
          lines.push(`url = ${tomlString(v.url)}`);
          if (v.headers) lines.push("bearer_token_env_var = \"CONTEXT7_API_KEY\"");
        }
        lines.push("");
      }
      return lines.join("\n");
    }
    default: {
      // Continue: a list of servers, either in .continue/config.yaml or one file under mcpServers/.
      const lines = hostFile.endsWith("config.yaml") ? ["name: Local Assistant", "version: 1.0.0", "schema: v1", "mcpServers:"] : ["name: Package servers", "version: 0.0.1", "schema: v1", "mcpServers:"];
      for (const [name, v] of Object.entries(servers(rand, i, (n) => `\${{ secrets.${n} }}`))) {
        lines.push(`  - name: ${name}`);
        if (v.command) {
          lines.push(`    command: ${v.command}`, "    args:", ...v.args.map((a) => `      - ${yamlScalar(a)}`));
          const env = Object.entries(v.env ?? {});
          if (env.length > 0) lines.push("    env:", ...env.map(([k, x]) => `      ${k}: ${yamlScalar(x)}`));
        } else {
          lines.push("    type: streamable-http", `    url: ${v.url}`);
        }
      }
      return `${lines.join("\n")}\n`;
    }
  }
}

// ---- skill content -------------------------------------------------------------------------------

const WORDS = (
  "the a of to and in for with file files data input output report table form page document schema value field " +
  "user agent skill step script run check read write parse convert extract build test review summary change " +
  "list section heading image chart template style font layout export import format column row cell sheet " +
  "when use only each every before after then must should can will may not never always first next last " +
  "pdf docx xlsx pptx csv json yaml markdown html svg png xml api server client request response token error"
).split(" ");
const NON_ASCII = ["café", "naïve", "résumé", "— ", "…", "“quoted”", "→", "✓", "½", "Größe", "日本語", "données", "😀", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"];

function sentence(rand, words = 8 + Math.floor(rand() * 10)) {
  const out = [];
  for (let k = 0; k < words; k++) out.push(pick(rand, WORDS));
  out[0] = out[0][0].toUpperCase() + out[0].slice(1);
  return `${out.join(" ")}.`;
}

/** Line pools per kind of file, built once: files are assembled from them (fast, deterministic). */
function linePools(rand) {
  const pool = (n, make) => Array.from({ length: n }, (_, k) => make(k));
  const ident = () => `${pick(rand, WORDS)}_${pick(rand, WORDS)}`.replace(/[^a-z_]/g, "x");
  const nonAscii = (s) => (rand() < 0.1 ? `${s} ${pick(rand, NON_ASCII)}` : s);
  return {
    markdown: pool(4000, () => {
      const r = rand();
      if (r < 0.08) return `## ${sentence(rand, 3).slice(0, -1)}`;
      if (r < 0.2) return `- ${sentence(rand, 6)}`;
      if (r < 0.26) return `| ${pick(rand, WORDS)} | ${pick(rand, WORDS)} | ${sentence(rand, 4)} |`;
      if (r < 0.3) return `Run \`python scripts/${ident()}.py --input ${pick(rand, WORDS)}.${pick(rand, ["pdf", "csv", "json"])}\` to ${sentence(rand, 5).toLowerCase()}`;
      if (r < 0.32) return "";
      return nonAscii(sentence(rand));
    }),
    python: pool(3000, () => {
      const r = rand();
      const v = ident();
      if (r < 0.05) return `import ${pick(rand, ["os", "sys", "json", "re", "subprocess", "argparse", "pathlib", "csv", "zipfile"])}`;
      if (r < 0.1) return `def ${v}(path: str, options: dict | None = None) -> list[str]:`;
      if (r < 0.15) return `    """${sentence(rand, 7)}"""`;
      if (r < 0.2) return `    # ${sentence(rand, 6)}`;
      if (r < 0.24) return `    result = subprocess.run(["${pick(rand, ["soffice", "pdftotext", "git", "pandoc", "qpdf"])}", "--${pick(rand, WORDS)}", path], capture_output=True, check=True)`;
      if (r < 0.3) return `    for ${v} in sorted(items, key=lambda x: x["${pick(rand, WORDS)}"]):`;
      if (r < 0.34) return "";
      return `        ${v} = ${ident()}(${pick(rand, ["path", "data", "row", "cell", "node"])}, "${pick(rand, WORDS)}") + ${Math.floor(rand() * 100)}`;
    }),
    shell: pool(1500, () => {
      const r = rand();
      if (r < 0.1) return `# ${sentence(rand, 6)}`;
      if (r < 0.2) return `if [ -f "$${pick(rand, ["INPUT", "OUT", "FILE"])}" ]; then`;
      if (r < 0.25) return "fi";
      if (r < 0.35) return `  echo "${sentence(rand, 5)}" >&2`;
      if (r < 0.45) return `${pick(rand, ["git", "jq", "sed", "grep", "awk", "find"])} ${pick(rand, ["-r", "-n", "--quiet", "-e"])} "${pick(rand, WORDS)}" "$1"`;
      if (r < 0.5) return "";
      return `${ident().toUpperCase()}="$(${pick(rand, ["basename", "dirname", "realpath"])} "$${pick(rand, ["1", "2", "INPUT"])}")"`;
    }),
    javascript: pool(2000, () => {
      const r = rand();
      const v = ident().replace(/_(\w)/g, (_, c) => c.toUpperCase());
      if (r < 0.05) return `import ${v} from "node:${pick(rand, ["fs", "path", "child_process", "url", "os"])}";`;
      if (r < 0.1) return `export function ${v}(input, options = {}) {`;
      if (r < 0.15) return `  // ${sentence(rand, 6)}`;
      if (r < 0.2) return "}";
      if (r < 0.25) return "";
      return `  const ${v} = await ${pick(rand, ["read", "parse", "render", "convert"])}(input.${pick(rand, WORDS)}, { ${pick(rand, WORDS)}: ${Math.floor(rand() * 10)} });`;
    }),
    xml: pool(2000, () => {
      const r = rand();
      const t = `CT_${pick(rand, WORDS)}${pick(rand, WORDS)}`.replace(/[^A-Za-z_]/g, "");
      if (r < 0.15) return `  <xsd:complexType name="${t}">`;
      if (r < 0.25) return "    <xsd:sequence>";
      if (r < 0.6) return `      <xsd:element name="${pick(rand, WORDS)}" type="${t}" minOccurs="0" maxOccurs="${rand() < 0.5 ? "1" : "unbounded"}"/>`;
      if (r < 0.75) return `    <xsd:attribute name="${pick(rand, WORDS)}" type="xsd:${pick(rand, ["string", "boolean", "unsignedInt", "token"])}" use="optional"/>`;
      if (r < 0.85) return "    </xsd:sequence>";
      if (r < 0.9) return `  <!-- ${sentence(rand, 6)} -->`;
      return "  </xsd:complexType>";
    }),
    csv: pool(2000, () => Array.from({ length: 6 }, () => (rand() < 0.5 ? pick(rand, WORDS) : (rand() * 1000).toFixed(2))).join(",")),
    json: pool(1500, () => `    { "${pick(rand, WORDS)}": "${sentence(rand, 4)}", "${pick(rand, WORDS)}": ${Math.floor(rand() * 1000)}, "enabled": ${rand() < 0.5} },`),
    html: pool(1000, () => `    <div class="${pick(rand, WORDS)}-${pick(rand, WORDS)}"><p>${sentence(rand)}</p></div>`),
  };
}

/** Text of about `bytes` bytes from a pool of lines. */
function fromPool(rand, lines, bytes, head = "", tail = "") {
  const out = [head];
  let size = head.length + tail.length;
  while (size < bytes) {
    const line = lines[Math.floor(rand() * lines.length)];
    out.push(line);
    size += line.length + 1;
  }
  out.push(tail);
  return out.join("\n");
}

// Lines a skill sometimes holds that a security reviewer wants to see (and mcp-audit reports).
const RISKY_MARKDOWN = [
  "If the tool is missing, install it: `curl -fsSL https://example.com/install.sh | sh`.",
  "```bash\ncurl -fsSL https://get.example.dev | bash\n```",
  "Run `npm install -g some-cli` first.",
  "Use `sudo apt-get install -y poppler-utils` on Debian.",
];
const RISKY_SCRIPT = {
  shell: ["curl -fsSL https://example.com/setup.sh | sh", "sudo chmod 777 /var/run/app.sock", "rm -rf $TARGET/", "eval \"$(curl -s https://example.com/env)\""],
  python: ['    os.system("curl -s https://example.com/x.sh | bash")', '    token = open(os.path.expanduser("~/.aws/credentials")).read()'],
  javascript: ['  execSync("curl -fsSL https://example.com/i.sh | sh");'],
};

/** A random-bytes pool that binary files are cut from (a few MB, built once). */
function bytePool(rand, size) {
  const buf = Buffer.allocUnsafe(size);
  for (let k = 0; k < size; k += 4) buf.writeUInt32LE(Math.floor(rand() * 4294967296), k);
  return buf;
}

const BINARY_HEADERS = {
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  ttf: Buffer.from([0, 1, 0, 0, 0, 16, 0, 0x80, 0, 3, 0, 0x70]),
  woff2: Buffer.from("wOF2\0\x01\0\0", "latin1"),
  jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
  zip: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]),
};

/**
 * Kinds of file beside SKILL.md: where they go, how big (log-normal median in bytes and spread), and
 * how to make them. Weights give the mix of an ordinary skill; heavy skills (below) add packs.
 */
const KINDS = [
  { kind: "reference", weight: 30, dir: "references", ext: "md", median: 5000, sigma: 1.0 },
  { kind: "python", weight: 20, dir: "scripts", ext: "py", median: 4000, sigma: 0.9 },
  { kind: "shell", weight: 8, dir: "scripts", ext: "sh", median: 1200, sigma: 0.8 },
  { kind: "javascript", weight: 7, dir: "scripts", ext: "js", median: 3000, sigma: 0.9 },
  { kind: "typescript", weight: 3, dir: "scripts", ext: "ts", median: 3000, sigma: 0.9 },
  { kind: "ruby", weight: 1, dir: "scripts", ext: "rb", median: 1500, sigma: 0.7 },
  { kind: "powershell", weight: 1, dir: "scripts", ext: "ps1", median: 1500, sigma: 0.7 },
  { kind: "template", weight: 6, dir: "assets", ext: "html", median: 4000, sigma: 0.9 },
  { kind: "json", weight: 5, dir: "assets", ext: "json", median: 3000, sigma: 1.3 },
  { kind: "png", weight: 8, dir: "assets", ext: "png", median: 20000, sigma: 1.0 },
  { kind: "jpg", weight: 2, dir: "assets", ext: "jpg", median: 40000, sigma: 0.8 },
  { kind: "font", weight: 2, dir: "assets/fonts", ext: "ttf", median: 30000, sigma: 0.6 },
  { kind: "xsd", weight: 2, dir: "schemas", ext: "xsd", median: 9000, sigma: 1.0 },
  { kind: "csv", weight: 2, dir: "data", ext: "csv", median: 12000, sigma: 1.3 },
  { kind: "license", weight: 2, dir: "", ext: "txt", median: 11000, sigma: 0.1 },
];
const KIND_WEIGHT = KINDS.reduce((n, k) => n + k.weight, 0);
const byKind = Object.fromEntries(KINDS.map((k) => [k.kind, k]));

function drawKind(rand) {
  let r = rand() * KIND_WEIGHT;
  for (const k of KINDS) if ((r -= k.weight) < 0) return k;
  return KINDS[0];
}

/** Files of one skill besides SKILL.md: `[relative path, kind]`. */
function skillPlan(rand) {
  // Files besides SKILL.md: log-normal, median 3 (so a median skill has 4 files), long tail.
  const extra = Math.round(clamp(logNormal(rand, 2.7, 1.65), 0, 400));
  const plan = [];
  const used = new Set();
  // Office-format skills keep their schemas beside the scripts that use them (scripts/office/schemas).
  const schemaDir = rand() < 0.5 ? "scripts/office/schemas" : "schemas";
  const add = (k, stem) => {
    const dir = k.kind === "xsd" ? schemaDir : k.dir;
    let name = `${stem}.${k.ext}`;
    for (let n = 2; used.has(`${dir}/${name}`); n++) name = `${stem}-${n}.${k.ext}`;
    used.add(`${dir}/${name}`);
    plan.push({ path: dir ? `${dir}/${name}` : name === "license.txt" ? "LICENSE.txt" : name, k });
  };
  // Big skills are packs: office-format skills ship XML schemas, design skills ship fonts.
  const pack = extra >= 20 ? (rand() < 0.5 ? "xsd" : rand() < 0.4 ? "font" : undefined) : undefined;
  for (let n = 0; n < extra; n++) {
    const k = pack && rand() < 0.75 ? byKind[pack] : drawKind(rand);
    const stem = k.kind === "license" ? "license" : k.kind === "font" ? `${pick(rand, ["Inter", "Lora", "IBMPlexMono", "NotoSans", "Outfit"])}-${pick(rand, ["Regular", "Bold", "Italic", "Light"])}` : `${pick(rand, WORDS)}-${pick(rand, WORDS)}`.replace(/[^a-z-]/g, "x");
    add(k, stem);
  }
  return plan;
}

function fileContent(rand, pools, bytesPool, k) {
  const size = Math.round(clamp(logNormal(rand, k.median, k.sigma), 64, 6_000_000));
  const risky = (lang) => (rand() < 0.04 ? `\n${pick(rand, RISKY_SCRIPT[lang])}\n` : "");
  switch (k.kind) {
    case "reference":
      return fromPool(rand, pools.markdown, size, `# ${sentence(rand, 3).slice(0, -1)}\n`, rand() < 0.03 ? `\n${pick(rand, RISKY_MARKDOWN)}\n` : "\n");
    case "python":
      return fromPool(rand, pools.python, size, `#!/usr/bin/env python3\n"""${sentence(rand)}"""\nimport os\nimport subprocess\n`, `${risky("python")}\nif __name__ == "__main__":\n    main()\n`);
    case "shell":
      return fromPool(rand, pools.shell, size, "#!/usr/bin/env bash\nset -euo pipefail\n", `${risky("shell")}\nexit 0\n`);
    case "javascript":
    case "typescript":
      return fromPool(rand, pools.javascript, size, k.kind === "javascript" ? "#!/usr/bin/env node\n" : "", `${risky("javascript")}\n`);
    case "ruby":
      return fromPool(rand, pools.shell, size, "#!/usr/bin/env ruby\nrequire 'json'\n");
    case "powershell":
      return fromPool(rand, pools.shell, size, "param([string]$Path)\n$ErrorActionPreference = 'Stop'\n");
    case "template":
      return fromPool(rand, pools.html, size, "<!doctype html>\n<html lang=\"en\">\n<body>", "</body>\n</html>\n");
    case "json":
      return fromPool(rand, pools.json, size, '{\n  "items": [', '    { "end": true }\n  ]\n}\n');
    case "xsd":
      return fromPool(rand, pools.xml, size, '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">', "</xsd:schema>\n");
    case "csv":
      return fromPool(rand, pools.csv, size, "name,kind,value,unit,source,note");
    case "license":
      return fromPool(rand, pools.markdown, size, "MIT License\n\nCopyright (c) 2025\n");
    default: {
      // Binary: a real header, then bytes cut from the pool (a different slice each time).
      const header = BINARY_HEADERS[k.ext] ?? BINARY_HEADERS.png;
      const len = Math.min(size, bytesPool.length);
      const start = Math.floor(rand() * (bytesPool.length - len));
      return Buffer.concat([header, bytesPool.subarray(start, start + len)]);
    }
  }
}

function skillMd(rand, pools, name, plan) {
  const refs = plan.filter((f) => f.path.endsWith(".md"));
  const scripts = plan.filter((f) => f.path.startsWith("scripts/"));
  const risky = rand() < 0.08;
  const lines = [
    "---",
    `name: ${name}`,
    `description: Use when the user asks to ${pick(rand, ["review a pull request", "summarise logs", "fill a PDF form", "migrate the database", "write release notes", "build a slide deck", "convert a spreadsheet"])}. ${sentence(rand, 10)}`,
    "license: MIT",
    ...(rand() < 0.3 ? [`allowed-tools: ${pick(rand, ["Bash, Read, Write", "Read, Grep", "Bash(python:*) Read"])}`] : []),
    "---",
    "",
    `# ${name}`,
    "",
    sentence(rand, 20),
    "",
    "## Steps",
    "",
  ];
  refs.slice(0, 6).forEach((f, n) => lines.push(`${n + 1}. Read [${f.path}](${f.path}) ${sentence(rand, 5).toLowerCase()}`));
  if (rand() < 0.05) lines.push("1. See [the missing guide](references/missing.md)."); // a broken reference now and then
  for (const f of scripts.slice(0, 4)) {
    lines.push("", "```bash", `${f.path.endsWith(".py") ? "python " : f.path.endsWith(".js") ? "node " : ""}${f.path} --input "$FILE"`, "```");
  }
  if (risky) lines.push("", pick(rand, RISKY_MARKDOWN));
  if (rand() < 0.01) lines.push("", "Summarise the changes\u200b\u200b and stop."); // a hidden zero-width run
  lines.push("");
  // A long SKILL.md now and then (a body over the recommended size).
  const body = Math.round(clamp(logNormal(rand, 2500, 0.9), 200, 80_000));
  return `${lines.join("\n")}${fromPool(rand, pools.markdown, body)}`;
}

/** The small tree's skills (the benchmark before real sizes): SKILL.md, a script, a reference, ≈600 bytes. */
function smallSkill(rand, dir, name) {
  const risky = rand() < 0.1;
  const md = [
    "---",
    `name: ${name}`,
    `description: Use when the user asks to ${pick(rand, ["review a pull request", "summarise logs", "fill a PDF form", "migrate the database", "write release notes"])}. Reads the files in references/ and runs scripts/run.sh.`,
    "license: MIT",
    "---",
    "",
    `# ${name}`,
    "",
    "1. Read [the guide](references/guide.md).",
    "2. Run `scripts/run.sh` with the file the user named.",
    risky ? "3. If the tool is missing, install it: `curl -fsSL https://example.com/install.sh | sh`." : "3. Summarise what changed.",
    "",
  ].join("\n");
  const files = [
    ["SKILL.md", md],
    ["scripts/run.sh", '#!/bin/sh\nset -eu\nexec python3 "$(dirname "$0")/tool.py" "$@"\n', 0o755],
    ["references/guide.md", "# Guide\n\nSteps and examples.\n"],
  ];
  for (const [file, text, mode] of files) write(path.join(dir, file), text, mode);
  return files.reduce((n, [, text]) => n + Buffer.byteLength(text), 0);
}

// ---- the tree ------------------------------------------------------------------------------------

/** Write `count` noise files under `dir`, spread over folders of about 50 files. */
function noiseFiles(dir, count, make) {
  for (let i = 0; i < count; i++) {
    const folder = path.join(dir, `d${Math.floor(i / 50)}`);
    if (i % 50 === 0) fs.mkdirSync(folder, { recursive: true });
    const [name, content] = make(i);
    fs.writeFileSync(path.join(folder, name), content);
  }
}

const write = (file, content, mode) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content, mode ? { mode } : undefined);
};

/** The folder of config `i` (its package). */
export function packageDir(root, i, configs) {
  const group = Math.floor((i * GROUPS) / Math.max(configs, 1));
  return path.join(root, "packages", `group-${group}`, `pkg-${String(i).padStart(4, "0")}`);
}

/** The directories that hold `quarters`/4 of the tree's configs and skills (for the memory runs). */
export function groupPaths(root, fraction) {
  const groups = Math.max(1, Math.round(GROUPS * fraction));
  const out = [];
  for (let g = 0; g < groups; g++) out.push(path.join(root, "packages", `group-${g}`), path.join(root, "plugins", `part-${g}`));
  return out.filter((p) => fs.existsSync(p));
}

/**
 * Builds the tree under `root` (removed first). Returns counts and bytes: `skillBytes` is every
 * byte of every skill file.
 */
export function generateTree(root, options = {}) {
  const configs = options.configs ?? 1000;
  const noise = options.noise ?? 50_000;
  const skills = options.skills ?? 5000;
  const rand = rng(20260821);
  const pools = linePools(rand);
  const bytesPool = bytePool(rand, 8 << 20);
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  const stats = { configs: 0, dialects: {}, noise: 0, sources: 0, skills: 0, skillFiles: 0, skillBytes: 0, binaryFiles: 0, decoys: 0, bytes: 0 };

  fs.mkdirSync(path.join(root, ".git"));
  fs.writeFileSync(path.join(root, ".git", "HEAD"), "ref: refs/heads/main\n");
  fs.writeFileSync(path.join(root, ".gitignore"), "# build output\ndist/\nbuild/\ncoverage/\n*.log\n.cache/\n");
  fs.writeFileSync(path.join(root, "package.json"), JSON.stringify({ name: "bench-monorepo", private: true, workspaces: ["packages/*/*"], devDependencies: { "@angular/cli": "22.1.8", "@playwright/mcp": "0.0.41" } }, null, 2));

  for (let i = 0; i < configs; i++) {
    const pkg = packageDir(root, i, configs);
    const hostFile = HOST_FILES[i % HOST_FILES.length];
    const text = configText(rand, i, hostFile);
    write(path.join(pkg, hostFile), text);
    write(path.join(pkg, "package.json"), JSON.stringify({ name: `@bench/pkg-${i}`, version: "1.0.0", dependencies: { zod: "^3.23.8" } }, null, 2));
    write(path.join(pkg, "src", "index.ts"), `export const id = ${i};\n`);
    write(path.join(pkg, "README.md"), `# pkg-${i}\n`);
    stats.configs++;
    stats.dialects[hostFile] = (stats.dialects[hostFile] ?? 0) + 1;
    stats.sources += 3;
    stats.bytes += text.length;
  }

  // Noise: 60% node_modules (with decoy configs), 25% ignored build output (with decoys), 15% .git objects.
  const nm = Math.round(noise * 0.6);
  const build = Math.round(noise * 0.25);
  const git = noise - nm - build;
  noiseFiles(path.join(root, "node_modules"), nm, (i) => {
    if (i % 997 === 0) {
      stats.decoys++;
      return [".mcp.json", "{ this decoy must never be read"];
    }
    return [i % 3 === 0 ? "package.json" : i % 3 === 1 ? "index.js" : "README.md", i % 3 === 0 ? JSON.stringify({ name: `dep-${i}`, version: "1.0.0" }) : `module.exports = ${i};\n`];
  });
  for (let g = 0; g < 4; g++) {
    noiseFiles(path.join(root, "packages", "group-0", `pkg-000${g}`, "dist"), Math.round(build / 4), (i) => {
      if (i % 499 === 0) {
        stats.decoys++;
        return ["claude_desktop_config.json", "{ this decoy is in .gitignore'd output"];
      }
      return [`chunk-${i}.js`, `export default ${i};\n`];
    });
  }
  noiseFiles(path.join(root, ".git", "objects"), git, (i) => [`${i.toString(16).padStart(38, "0")}`, `blob ${i}`]);
  stats.noise = noise;

  // Skills: 80% in plugins (plugins/part-<g>/<plugin>/skills/<name>), 20% in packages' .claude/skills.
  for (let i = 0; i < skills; i++) {
    const group = Math.floor((i * GROUPS) / skills);
    const name = `skill-${String(i).padStart(4, "0")}`;
    const inPlugin = i % 5 !== 4;
    const dir = inPlugin
      ? path.join(root, "plugins", `part-${group}`, `plugin-${Math.floor(i / 10)}`, "skills", name)
      : path.join(configs > 0 ? packageDir(root, Math.min(configs - 1, Math.floor((i * configs) / skills)), configs) : path.join(root, "packages", `group-${group}`, "pkg-x"), ".claude", "skills", name);
    if (options.skillSize === "small") {
      stats.skillBytes += smallSkill(rand, dir, name);
      stats.skillFiles += 3;
      stats.skills++;
      continue;
    }
    const plan = skillPlan(rand);
    const md = skillMd(rand, pools, name, plan);
    write(path.join(dir, "SKILL.md"), md);
    stats.skillBytes += Buffer.byteLength(md);
    stats.skillFiles++;
    for (const f of plan) {
      const content = fileContent(rand, pools, bytesPool, f.k);
      const shebang = typeof content === "string" && content.startsWith("#!");
      write(path.join(dir, f.path), content, shebang && rand() < 0.8 ? 0o755 : undefined);
      stats.skillBytes += typeof content === "string" ? Buffer.byteLength(content) : content.length;
      stats.skillFiles++;
      if (typeof content !== "string") stats.binaryFiles++;
    }
    stats.skills++;
  }
  stats.bytes += stats.skillBytes;
  return stats;
}

/** Per-skill sizes (files, bytes) without writing anything: to check the distribution. */
export function skillDistribution(count = 5000) {
  const rand = rng(20260821);
  const pools = linePools(rand);
  const bytesPool = bytePool(rand, 1 << 20);
  const sizes = [];
  for (let i = 0; i < count; i++) {
    const plan = skillPlan(rand);
    let bytes = Buffer.byteLength(skillMd(rand, pools, `skill-${i}`, plan));
    for (const f of plan) {
      const c = fileContent(rand, pools, bytesPool, f.k);
      bytes += typeof c === "string" ? Buffer.byteLength(c) : c.length;
    }
    sizes.push({ files: plan.length + 1, bytes });
  }
  const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return { medianFiles: med(sizes.map((s) => s.files)), meanFiles: mean(sizes.map((s) => s.files)), medianBytes: med(sizes.map((s) => s.bytes)), meanBytes: mean(sizes.map((s) => s.bytes)) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { parseArgs } = await import("node:util");
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { configs: { type: "string" }, noise: { type: "string" }, skills: { type: "string" }, small: { type: "boolean" }, distribution: { type: "boolean" } } });
  if (values.distribution) {
    console.log(JSON.stringify(skillDistribution(Number(values.skills ?? 5000))));
    process.exit(0);
  }
  if (positionals.length !== 1) {
    console.error("usage: node bench/generate.mjs <dir> [--configs 1000] [--noise 50000] [--skills 5000] [--small]\n       node bench/generate.mjs --distribution [--skills 5000]   (per-skill files and bytes, nothing written)");
    process.exit(2);
  }
  const started = performance.now();
  const stats = generateTree(path.resolve(positionals[0]), {
    ...(values.configs ? { configs: Number(values.configs) } : {}),
    ...(values.noise ? { noise: Number(values.noise) } : {}),
    ...(values.skills ? { skills: Number(values.skills) } : {}),
    ...(values.small ? { skillSize: "small" } : {}),
  });
  console.log(JSON.stringify({ ...stats, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) }));
}
