// fast-check generators for MCP host configs: what the host schemas accept (stdio and remote
// servers, env, headers, VS Code inputs), filled with secrets in the shapes of
// src/secrets/token-formats.ts, package launchers with every kind of version spec, hostile server
// names, and a printer that adds comments, trailing commas, CRLF and a BOM.
import fc from "fast-check";
import type { HostId } from "../../src/hosts/index.js";
import { TOKEN_FORMATS, type TokenFormat } from "../../src/secrets/token-formats.js";

export const HOST_FILES: Record<HostId, string> = {
  "claude-code": ".mcp.json",
  vscode: ".vscode/mcp.json",
  cursor: ".cursor/mcp.json",
  "claude-desktop": "claude_desktop_config.json",
};

// ---- secrets ----------------------------------------------------------------------------------

/** A value to put in the config and the secret inside it (the password of a connection string, say). */
export interface GeneratedSecret {
  formatId: string;
  secret: string;
  /** The value as written in the config (the whole URL for a connection string). */
  value: string;
}

/** The secret a true-positive example holds: the `secret` group when the format has one, else the match. */
function seedOf(format: TokenFormat, example: string): GeneratedSecret | undefined {
  const m = format.regex.exec(example);
  if (!m) return undefined;
  const secret = m.groups?.secret ?? m[0];
  // The value is the match itself (`token ghp_…` keeps only `ghp_…`): other words are the test's to add.
  return { formatId: format.id, secret, value: m[0] };
}

const SEEDS: GeneratedSecret[] = TOKEN_FORMATS.flatMap((f) => f.examples.truePositives.map((e) => seedOf(f, e)).filter((s): s is GeneratedSecret => s !== undefined));

const DIGITS = "0123456789";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = LOWER.toUpperCase();

/** Replace some characters of the secret by others of the same class (hex stays hex), keeping its prefix. */
function mutate(seed: GeneratedSecret, picks: number[]): GeneratedSecret {
  const chars = [...seed.secret];
  const keep = Math.min(8, Math.floor(chars.length / 3));
  picks.forEach((p, i) => {
    const at = keep + ((p >>> 8) % Math.max(1, chars.length - keep));
    const c = chars[at];
    if (c === undefined) return;
    const pool = /[0-9]/.test(c) ? DIGITS : /[a-f]/.test(c) ? "abcdef" : /[a-z]/.test(c) ? LOWER : /[A-F]/.test(c) ? "ABCDEF" : /[A-Z]/.test(c) ? UPPER : undefined;
    if (pool) chars[at] = pool[(p + i) % pool.length]!;
  });
  const secret = chars.join("");
  return { formatId: seed.formatId, secret, value: seed.value.replace(seed.secret, secret) };
}

/** A format-valid fake secret: a true-positive example with random characters swapped in. */
export const secretArb: fc.Arbitrary<GeneratedSecret> = fc
  .tuple(fc.constantFrom(...SEEDS), fc.array(fc.nat(), { minLength: 0, maxLength: 12 }))
  .map(([seed, picks]) => mutate(seed, picks))
  .filter((s) => {
    const format = TOKEN_FORMATS.find((f) => f.id === s.formatId)!;
    const m = format.regex.exec(s.value);
    // Still a match of its format, found at the same place (mutations must not break the shape).
    return m !== null && (m.groups?.secret ?? m[0]) === s.secret && s.value.includes(s.secret);
  });

export const SEED_COUNT = SEEDS.length;

// ---- names and strings ------------------------------------------------------------------------

/** Characters that must never reach a terminal raw: ESC, BEL, CR, bidi override, zero-width, line separator. */
export const HOSTILE_CHARS = ["\u001b[31m", "\u001b]0;title\u0007", "\u0007", "\r", "\u202e", "\u2066", "\u200b", "\u200f", "\ufeff", "\u2028", "\u0000", "\u009b"];

const realisticName = fc.constantFrom("github", "supabase", "angular", "filesystem", "postgres", "tickets", "my-server", "git", "sentry", "grafana", "docs", "a");

export const serverNameArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: realisticName },
  { weight: 2, arbitrary: fc.string({ minLength: 0, maxLength: 12, unit: "grapheme" }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 8, unit: "binary" }) },
  {
    weight: 2,
    arbitrary: fc.tuple(realisticName, fc.constantFrom(...HOSTILE_CHARS), fc.constantFrom("", "gnp.exe", "é", "名前", "🔥")).map(([a, b, c]) => a + b + c),
  },
);

/** Comment text: anything but what would end the comment early or break the line. */
const commentTextArb = fc.string({ maxLength: 16, unit: "grapheme" }).map((s) => s.replace(/[\r\n\u2028\u2029]|\*\//g, " "));

// ---- launchers --------------------------------------------------------------------------------

/** npm packages the generators launch, with the version a project lockfile could hold. */
export const PROJECT_VERSIONS: Record<string, string> = {
  "@angular/cli": "22.1.8",
  "@modelcontextprotocol/server-filesystem": "2025.8.21",
  "@modelcontextprotocol/server-github": "2025.4.8",
  "@supabase/mcp-server-supabase": "0.5.5",
  "@playwright/mcp": "0.0.41",
  "mcp-remote": "0.1.29",
  "@upstash/context7-mcp": "1.0.17",
  "firecrawl-mcp": "3.2.1",
};
const npmName = fc.constantFrom(...Object.keys(PROJECT_VERSIONS), "some-tool");
const npmSpec = fc.constantFrom("", "@latest", "@next", "@^1.2.3", "@~0.6", "@1.x", "@>=2", "@1.2.3", "@22.1.8", "@0.0.1-beta.3", "@*", "@github:o/r");
const pypiName = fc.constantFrom("mcp-server-git", "mcp-server-fetch", "awslabs.aws-api-mcp-server", "mcp-grafana", "postgres-mcp", "mcp-atlassian");
const pypiSpec = fc.constantFrom("", "==1.2.3", "@latest", ">=1", "==2025.7.1", "~=1.0", "@0.7.9");
const image = fc.constantFrom("ghcr.io/github/github-mcp-server", "mcp/postgres", "docker.io/acme/mcp", "grafana/mcp-grafana", "localhost:5000/x");
const imageRef = fc.constantFrom("", ":latest", ":1.2", ":v0.19.0", "@sha256:" + "ab".repeat(32), ":1.2@sha256:" + "0c".repeat(32));
const programArgs = fc.array(fc.constantFrom("mcp", "stdio", "--read-only", "--port", "8080", "--host", "0.0.0.0", "--allow-write", "/tmp", "--project-ref=abc", "--no-read-only"), { maxLength: 3 });

export interface Launch {
  command: string;
  args: string[];
}

function withSecretArgs(args: string[], secret: GeneratedSecret | undefined, style: number): string[] {
  if (!secret) return args;
  if (style === 0) return [...args, `--token=${secret.value}`];
  if (style === 1) return [...args, "--access-token", secret.value];
  return [...args, "--api-key", secret.value];
}

export const launchArb = (secret: fc.Arbitrary<GeneratedSecret | undefined>): fc.Arbitrary<Launch> =>
  fc.oneof(
    fc.tuple(fc.constantFrom("npx", "npx.cmd", "/usr/local/bin/npx"), fc.constantFrom(["-y"], ["--yes"], [], ["-y", "-p", "extra-pkg"]), npmName, npmSpec, programArgs, secret, fc.nat(2)).map(
      ([command, flags, name, spec, rest, s, style]) => ({ command, args: withSecretArgs([...flags, name + spec, ...rest], s, style) }),
    ),
    fc.tuple(fc.constantFrom<[string, string[]]>(["npm", ["exec", "--yes", "--"]], ["pnpm", ["dlx"]], ["yarn", ["dlx"]], ["bunx", []]), npmName, npmSpec, programArgs).map(([[command, pre], name, spec, rest]) => ({
      command,
      args: [...pre, name + spec, ...rest],
    })),
    fc.tuple(fc.constantFrom<[string, string[]]>(["uvx", []], ["uvx", ["--from", "mcp-server-git==1.0.0"]], ["pipx", ["run"]], ["uv", ["tool", "run"]]), pypiName, pypiSpec, programArgs, secret, fc.nat(2)).map(
      ([[command, pre], name, spec, rest, s, style]) => ({ command, args: withSecretArgs([...pre, name + spec, ...rest], s, style) }),
    ),
    fc.tuple(fc.constantFrom("docker", "podman"), fc.constantFrom(["-i", "--rm"], ["-it"], ["--rm", "--privileged"], ["-v", "/:/host"], ["-v", "/var/run/docker.sock:/var/run/docker.sock"]), image, imageRef, secret, programArgs).map(
      ([command, flags, img, ref, s, rest]) => ({ command, args: ["run", ...flags, ...(s ? ["-e", `GITHUB_PERSONAL_ACCESS_TOKEN=${s.value}`] : []), img + ref, ...rest] }),
    ),
    fc.tuple(fc.constantFrom<[string, string[]]>(["bash", ["-c"]], ["sh", ["-c"]], ["cmd", ["/c"]], ["sudo", []]), npmName, npmSpec).map(([[command, pre], name, spec]) => ({
      command,
      args: command === "cmd" || command === "sudo" ? [...pre, "npx", "-y", name + spec] : [...pre, `npx -y ${name}${spec}`],
    })),
    fc.tuple(fc.constantFrom("node", "python", "/opt/server/bin/run", "C:\\tools\\mcp.exe"), programArgs).map(([command, args]) => ({ command, args })),
  );

// ---- servers and configs ----------------------------------------------------------------------

/** A JSON value kept as ordered entries, so duplicate keys can be printed. */
export type Json = string | number | boolean | null | Json[] | { entries: [string, Json][] };

const obj = (entries: [string, Json][]): Json => ({ entries });

const ENV_KEYS = ["GITHUB_PERSONAL_ACCESS_TOKEN", "API_KEY", "OPENAI_API_KEY", "SUPABASE_ACCESS_TOKEN", "DATABASE_URL", "SLACK_BOT_TOKEN", "X_CONFIG", "token"];

const envArb = (secret: fc.Arbitrary<GeneratedSecret | undefined>) =>
  fc.array(
    fc.tuple(fc.constantFrom(...ENV_KEYS), fc.oneof(secret.map((s) => s?.value ?? "true"), fc.constantFrom("1", "${HOME}", "${env:TOKEN}", "${input:token}", "debug", "", "https://example.com"))),
    { maxLength: 3 },
  );

export interface ServerSpec {
  stdio: boolean;
  json: Json;
}

const stdioServerArb = (secret: fc.Arbitrary<GeneratedSecret | undefined>): fc.Arbitrary<Json> =>
  fc.tuple(launchArb(secret), envArb(secret), fc.boolean(), fc.constantFrom(undefined, "stdio", "local")).map(([launch, env, withCwd, type]) => {
    const e: [string, Json][] = [];
    if (type) e.push(["type", type]);
    e.push(["command", launch.command], ["args", launch.args]);
    if (env.length > 0) e.push(["env", obj(env)]);
    if (withCwd) e.push(["cwd", "${workspaceFolder}"]);
    return obj(e);
  });

const urlArb = (secret: fc.Arbitrary<GeneratedSecret | undefined>) =>
  fc.tuple(
    fc.constantFrom("https", "http"),
    fc.constantFrom("api.githubcopilot.com/mcp", "mcp.supabase.com/mcp", "localhost:3000/mcp", "127.0.0.1:8080/sse", "0.0.0.0:9000/mcp", "tickets.example.fr/mcp", "[::1]:4000/x"),
    secret,
    fc.nat(2),
  ).map(([scheme, rest, s, style]) => {
    if (!s) return `${scheme}://${rest}`;
    if (s.formatId === "connection-string-password" || style === 0) return `${scheme}://user:${s.secret}@${rest}`;
    return `${scheme}://${rest}?api_key=${encodeURIComponent(s.secret)}`;
  });

const remoteServerArb = (secret: fc.Arbitrary<GeneratedSecret | undefined>): fc.Arbitrary<Json> =>
  fc.tuple(
    fc.constantFrom(undefined, "http", "sse", "streamable-http", "ws", "bogus"),
    fc.constantFrom("url", "url", "serverUrl", "httpUrl"),
    urlArb(secret),
    fc.array(fc.tuple(fc.constantFrom("Authorization", "X-API-Key", "X-MCP-Readonly", "Accept"), fc.oneof(secret.map((s) => (s ? `Bearer ${s.value}` : "true")), secret.map((s) => s?.value ?? "application/json"))), { maxLength: 2 }),
  ).map(([type, urlKey, url, headers]) => {
    const e: [string, Json][] = [];
    if (type) e.push(["type", type]);
    e.push([urlKey, url]);
    if (headers.length > 0) e.push(["headers", obj(headers)]);
    return obj(e);
  });

/** Shapes the schemas reject: wrong value types, both command and url, neither, unknown keys. */
const oddServerArb: fc.Arbitrary<Json> = fc.constantFrom<Json>(
  obj([["command", 42]]),
  obj([["command", "node"], ["args", "not-an-array"]]),
  obj([["command", "node"], ["url", "https://x.example/mcp"]]),
  obj([["comand", "node"]]),
  obj([["command", "node"], ["env", obj([["A", 1]])]]),
  obj([]),
  "not an object",
  null,
);

export interface ConfigSpec {
  host: HostId;
  root: Json;
  secrets: GeneratedSecret[];
}

export interface Style {
  indent: string;
  eol: "\n" | "\r\n";
  bom: boolean;
  /** One decision per printed member: 0 = none, 1 = line comment before it, 2 = block comment before it. */
  comments: number[];
  commentTexts: string[];
  trailingCommas: boolean;
  inlineArrays: boolean;
}

/** A config for `host` plus the secrets it holds (each secret value collected as it is drawn). */
export function configArb(host: HostId, options: { comments?: boolean } = {}): fc.Arbitrary<{ spec: ConfigSpec; style: Style }> {
  return fc
    .tuple(
      fc.array(fc.option(secretArb, { nil: undefined, freq: 2 }), { minLength: 12, maxLength: 12 }),
      fc.array(fc.tuple(serverNameArb, fc.nat(9)), { minLength: 0, maxLength: 5 }),
      fc.boolean(),
      fc.constantFrom(0, 0, 0, 1, 2),
      styleArb(host, options.comments ?? host === "vscode"),
    )
    .chain(([secretPool, serverSlots, withInputs, mapKeyVariant, style]) => {
      // Every slot that can hold a secret draws one from the pool (or none): configs do repeat a token.
      const secret: fc.Arbitrary<GeneratedSecret | undefined> = fc.nat(secretPool.length - 1).map((k) => secretPool[k]);
      const servers = serverSlots.map(([name, kind]) =>
        (kind < 5 ? stdioServerArb(secret) : kind < 8 ? remoteServerArb(secret) : kind < 9 ? oddServerArb : stdioServerArb(secret)).map((json) => [name, json] as [string, Json]),
      );
      return fc.tuple(fc.tuple(...servers), fc.constant(secretPool), fc.constant(style), fc.constant(withInputs), fc.constant(mapKeyVariant));
    })
    .map(([servers, secretPool, style, withInputs, mapKeyVariant]) => {
      const mapKey = host === "vscode" ? (mapKeyVariant === 1 ? "mcpServers" : "servers") : mapKeyVariant === 1 ? "servers" : "mcpServers";
      const rootEntries: [string, Json][] = [];
      if (mapKeyVariant === 2) rootEntries.push(["$schema", "https://example.com/schema.json"]);
      rootEntries.push([mapKey, obj(servers)]);
      if (host === "vscode" && withInputs) {
        rootEntries.push(["inputs", [obj([["type", "promptString"], ["id", "token"], ["description", "API token"], ["password", true]]), obj([["type", "promptString"], ["id", "unused"]])]]);
      }
      const secrets = secretPool.filter((s): s is GeneratedSecret => s !== undefined);
      return { spec: { host, root: obj(rootEntries), secrets }, style };
    });
}

function styleArb(host: HostId, comments: boolean): fc.Arbitrary<Style> {
  return fc.record({
    indent: fc.constantFrom("  ", "    ", "\t", ""),
    eol: fc.constantFrom<"\n" | "\r\n">("\n", "\r\n"),
    bom: fc.boolean(),
    comments: comments ? fc.array(fc.constantFrom(0, 0, 0, 1, 2), { minLength: 16, maxLength: 16 }) : fc.constant([]),
    commentTexts: fc.array(commentTextArb, { minLength: 4, maxLength: 4 }),
    // Strict hosts get them too, now and then: the safe fix must remove them and leave strict JSON.
    trailingCommas: host === "vscode" ? fc.boolean() : fc.constantFrom(false, false, false, true),
    inlineArrays: fc.boolean(),
  });
}

/** Unique marker for the n-th comment, so a test can find every one after a fix. */
export function commentMarker(n: number): string {
  return `c#${n}#`;
}

/** Print a config: the style decides indentation, line endings, comments and trailing commas. */
export function render(root: Json, style: Style): { text: string; comments: string[] } {
  const comments: string[] = [];
  let member = 0;
  const { eol, indent } = style;
  const compact = indent === "";
  const nl = (depth: number) => (compact ? "" : eol + indent.repeat(depth));
  const commentBefore = (depth: number): string => {
    const decision = style.comments.length > 0 ? style.comments[member++ % style.comments.length]! : 0;
    if (decision === 0) return "";
    const text = `${commentMarker(comments.length)} ${style.commentTexts[comments.length % style.commentTexts.length] ?? ""}`;
    if (decision === 1 && !compact) {
      const c = `// ${text}`;
      comments.push(c);
      return c + nl(depth);
    }
    const c = `/* ${text} */`;
    comments.push(c);
    return c + " ";
  };
  const print = (v: Json, depth: number): string => {
    if (v === null || typeof v !== "object") return JSON.stringify(v);
    if (Array.isArray(v)) {
      if (v.length === 0) return "[]";
      if (style.inlineArrays) return `[${v.map((x) => print(x, depth + 1)).join(", ")}${style.trailingCommas ? "," : ""}]`;
      return `[${v.map((x) => nl(depth + 1) + print(x, depth + 1)).join(",")}${style.trailingCommas ? "," : ""}${nl(depth)}]`;
    }
    if (v.entries.length === 0) return "{}";
    const parts = v.entries.map(([k, x]) => nl(depth + 1) + commentBefore(depth + 1) + JSON.stringify(k) + ": " + print(x, depth + 1));
    return `{${parts.join(",")}${style.trailingCommas ? "," : ""}${nl(depth)}}`;
  };
  return { text: print(root, 0) + eol, comments };
}
