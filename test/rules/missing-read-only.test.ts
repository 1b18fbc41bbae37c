import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { HostId } from "../../src/hosts/index.js";
import { missingReadOnly } from "../../src/rules/missing-read-only.js";
import {
  LEAST_PRIVILEGE,
  NO_SWITCH_NOTICES,
  normalizePypiName,
  pinnedVersion,
  testValue,
  type Switch,
} from "../../src/rules/data/least-privilege.js";
import { mcpCases } from "../fixture-cases.js";
import { fix, lint, summarize } from "../helpers.js";

const rules = [missingReadOnly];
const { caseNames: cases, loadCase } = mcpCases("missing-read-only");

const BAD: Record<string, string[]> = {
  "article-angular": [
    '13:45 missing-read-only warning server "angular" runs @angular/cli mcp without --read-only: add it so only read-only tools are registered (6 of 9 tools)',
  ],
  "article-multiline": [
    '13:9 missing-read-only warning server "angular" runs @angular/cli mcp without --read-only: add it so only read-only tools are registered (6 of 9 tools)',
  ],
  crlf: [
    '7:9 missing-read-only warning server "supabase" runs @supabase/mcp-server-supabase without --project-ref: add --project-ref=<ref> so it reaches only that project instead of every project in the account, and does not register the account tools',
    '7:9 missing-read-only warning server "supabase" runs @supabase/mcp-server-supabase without --read-only: add it so SQL runs as a read-only Postgres user and mutating tools are disabled',
    '12:16 missing-read-only warning server "qdrant" runs mcp-server-qdrant without QDRANT_READ_ONLY=true: add it to env so qdrant-store is not registered',
  ],
  "deprecated-github": [
    '5:22 missing-read-only info server "github" runs @modelcontextprotocol/server-github, which has no read-only switch: use github/github-mcp-server with --read-only instead',
  ],
  "docker-github": [
    '21:9 missing-read-only warning server "github" runs ghcr.io/github/github-mcp-server without GITHUB_READ_ONLY=1: add -e GITHUB_READ_ONLY=1 before the image so only read tools are registered, even when write toolsets or tools are requested',
    '29:72 missing-read-only warning server "mongodb" runs mongodb/mongodb-mcp-server without MDB_MCP_READ_ONLY=true: add -e MDB_MCP_READ_ONLY=true before the image so only read, connect and metadata tools are registered (no create, update or delete)',
  ],
  "gitlab-bare-flag": [
    '5:53 missing-read-only warning server "gitlab" runs @zereight/mcp-gitlab with --read-only, which needs a value (bare, it is ignored or takes the next argument as its value): use --read-only=true so only the read-only tool set is registered',
    '9:16 missing-read-only warning server "kubernetes" runs mcp-server-kubernetes without ALLOW_ONLY_READONLY_TOOLS=true: add it to env so only read-only tools (get, describe, logs) are registered',
  ],
  "pinned-too-old": [
    '5:45 missing-read-only warning server "angular" pins @angular/cli@19.2.0, which predates --read-only (added in 20.2.0): upgrade to 20.2.0 or later and add it so only read-only tools are registered (6 of 9 tools)',
    '9:52 missing-read-only warning server "angular-flag" passes --read-only, but the pinned @angular/cli@20.1.0 predates it (added in 20.2.0): upgrade to 20.2.0 or later so only read-only tools are registered (6 of 9 tools)',
    '13:37 missing-read-only warning server "github" runs ghcr.io/github/github-mcp-server without --read-only: add stdio --read-only after the image (ghcr.io/github/github-mcp-server:v0.18.0 predates GITHUB_READ_ONLY) so only read tools are registered, even when write toolsets or tools are requested',
  ],
  "remote-urls": [
    '4:14 missing-read-only warning server "github" connects to api.githubcopilot.com/mcp/ without the /readonly path suffix: append it to the URL path so only read tools are exposed',
    '7:14 missing-read-only warning server "github-issues" connects to api.githubcopilot.com/mcp/x/issues without the /readonly path suffix: append it to the URL path so only read tools are exposed',
    '10:14 missing-read-only warning server "supabase" connects to mcp.supabase.com/mcp without read_only=true: add it to the URL query so SQL runs as a read-only Postgres user and mutating tools are disabled',
    '13:14 missing-read-only warning server "neon" connects to mcp.neon.tech/mcp without readonly=true: add it to the URL query so write tools (create project or branch, migrations) are removed and run_sql runs only read-only queries',
    '16:14 missing-read-only warning server "buildkite" connects to mcp.buildkite.com/mcp without the /readonly path suffix: append it to the URL path so only read-only tools are exposed',
  ],
  "write-switches": [
    '7:9 missing-read-only warning server "eks" passes --allow-write to awslabs.eks-mcp-server, which registers its mutating tools: remove it unless the agent really needs it',
    '15:9 missing-read-only warning server "clickhouse" sets CLICKHOUSE_ALLOW_WRITE_ACCESS=true for mcp-clickhouse, which lets queries write (by default they run with readonly=1): set it to false unless the agent really needs it',
    '22:9 missing-read-only warning server "slack" sets SLACK_MCP_ADD_MESSAGE_TOOL=true for slack-mcp-server, which lets the agent post messages to every channel: set it to a comma-separated list of the channel IDs it may post to',
    '27:32 missing-read-only warning server "postgres" runs postgres-mcp with --access-mode=unrestricted: use --access-mode=restricted so queries run in read-only transactions with resource limits',
  ],
};

describe("missing-read-only fixtures", () => {
  it("has an expectation for every bad case and a .fixed file beside each", () => {
    expect(cases("bad")).toEqual(Object.keys(BAD).sort());
    for (const name of cases("bad")) expect(fs.existsSync(`${loadCase("bad", name).file}.fixed`), name).toBe(true);
  });

  for (const name of cases("bad")) {
    it(`bad/${name}: exact findings, exact fix, idempotent`, () => {
      const c = loadCase("bad", name);
      const input = { dialect: c.dialect, rules, path: c.path };
      expect(summarize(lint(c.text, input).findings)).toEqual(BAD[name]);
      const expected = fs.readFileSync(`${c.file}.fixed`, "utf8");
      const fixed = fix(c.text, "unsafe", input);
      expect(fixed.text).toBe(expected);
      // every fix is unsafe: the safe level changes nothing
      expect(fix(c.text, "safe", input).text).toBe(c.text);
      // fixing the fixed text changes nothing, and what remains has no fix left to apply
      expect(fix(expected, "unsafe", input).text).toBe(expected);
      expect(lint(expected, input).findings.filter((f) => f.fix)).toEqual([]);
    });
  }

  for (const name of cases("good")) {
    it(`good/${name}: no findings`, () => {
      const c = loadCase("good", name);
      expect(summarize(lint(c.text, { dialect: c.dialect, rules, path: c.path }).findings)).toEqual([]);
    });
  }

  it("the article case changes exactly the args line, byte for byte", () => {
    const c = loadCase("bad", "article-angular");
    const out = fix(c.text, "unsafe", { host: "claude-code", rules }).text;
    expect(out).toBe(c.text.replace('"args": ["-y", "@angular/cli@latest", "mcp"]', '"args": ["-y", "@angular/cli@latest", "mcp", "--read-only"]'));
    expect(out).not.toBe(c.text);
  });

  it("the docs page's first example reports what the page says, where it says", () => {
    const page = fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/rules/missing-read-only.md"), "utf8");
    const m = /Bad \(`\.mcp\.json`\):\n\n```json\n([\s\S]*?)```\n\nReported at line (\d+), column (\d+):\n\n> (.*)\n/.exec(page);
    expect(m).not.toBeNull();
    const [, example, line, column, message] = m!;
    expect(summarize(lint(example!, { rules }).findings)).toEqual([`${line}:${column} missing-read-only warning ${message}`]);
  });

  it("the CRLF fixture really is CRLF, and stays CRLF", () => {
    const c = loadCase("bad", "crlf");
    expect(c.text.split("\n").every((line, i, all) => i === all.length - 1 || line.endsWith("\r"))).toBe(true);
    const out = fs.readFileSync(`${c.file}.fixed`, "utf8");
    expect(out.replace(/\r\n/g, "")).not.toMatch(/\n/);
  });
});

// ---- the data table ---------------------------------------------------------------------------

const allSwitches = (e: (typeof LEAST_PRIVILEGE)[number]): Switch[] => [
  ...(e.satisfiedBy ?? []),
  ...(e.disabledBy ?? []),
  ...(e.widenedBy ?? []),
  ...(e.alsoRequire?.satisfiedBy ?? []),
];

describe("least-privilege data", () => {
  it("every entry has a unique id, a name and a source naming a repo@sha or an official page", () => {
    const ids = [...LEAST_PRIVILEGE, ...NO_SWITCH_NOTICES].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of [...LEAST_PRIVILEGE, ...NO_SWITCH_NOTICES]) {
      expect(e.name.length, e.id).toBeGreaterThan(0);
      expect(e.source, e.id).toMatch(/[\w.-]+\/[\w.-]+@[0-9a-f]{7,}|buildkite\.com\/docs/);
    }
  });

  it("each kind carries what the rule needs", () => {
    for (const e of LEAST_PRIVILEGE) {
      if (e.kind === "ADD") {
        expect(e.satisfiedBy?.length, e.id).toBeGreaterThan(0);
        expect(e.restricts, e.id).toBeTruthy();
        expect(e.fix?.arg ?? e.fix?.env ?? e.fix?.pathSuffix ?? e.fix?.query, e.id).toBeTruthy();
      } else {
        expect((e.disabledBy?.length ?? 0) + (e.widenedBy?.length ?? 0), e.id).toBeGreaterThan(0);
      }
      for (const sw of [...(e.disabledBy ?? []), ...(e.widenedBy ?? [])]) {
        if (e.kind === "ADD" && e.disabledBy?.includes(sw)) continue;
        expect(sw.effect, `${e.id} ${JSON.stringify(sw)}`).toBeTruthy();
        expect(sw.undo ?? sw.advice, `${e.id} ${JSON.stringify(sw)}`).toBeTruthy();
      }
    }
  });

  it("versions are valid semver, and a fix's switch is one the entry accepts", () => {
    for (const e of LEAST_PRIVILEGE) {
      for (const v of [e.sinceVersion, ...allSwitches(e).map((s) => s.since)]) if (v !== undefined) expect(pinnedVersion("npm", v, "exact"), e.id).toBe(v);
      const fx = e.fix;
      if (fx?.arg) {
        const [name, value] = fx.arg.split("=");
        const sw = e.satisfiedBy?.find((s) => "flag" in s && [s.flag, ...(s.aliases ?? [])].includes(name!));
        expect(sw, e.id).toBeDefined();
        if (sw && "flag" in sw) expect(value === undefined ? sw.bare : sw.value && testValue(sw.value, value), e.id).toBeTruthy();
      }
      if (fx?.env) {
        const sw = e.satisfiedBy?.find((s) => "env" in s && s.env === fx.env!.name);
        expect(sw && "env" in sw && testValue(sw.value, fx.env.value), e.id).toBe(true);
      }
    }
  });

  it("leaves out dbhub's removed --readonly, SCOPE/NONE servers and every UNCONFIRMED one", () => {
    const names = LEAST_PRIVILEGE.flatMap((e) => [...(e.match.npm ?? []), ...(e.match.pypi ?? []).map(normalizePypiName), ...(e.match.bins ?? []), ...(e.match.docker ?? [])]);
    const hosts = LEAST_PRIVILEGE.flatMap((e) => (e.match.remote ?? []).map((r) => r.host));
    for (const out of [
      "@bytebase/dbhub",
      "@softeria/ms-365-mcp-server",
      "workspace-mcp",
      "@neondatabase/mcp-server-neon",
      "@executeautomation/database-server",
      "@floriscornel/teams-mcp",
      "dbt-mcp",
      "@modelcontextprotocol/server-filesystem",
      "@modelcontextprotocol/server-postgres",
      "@stripe/mcp",
      "@notionhq/notion-mcp-server",
      "firebase-tools",
      "@azure-devops/mcp",
      "mcp-server-git",
    ]) {
      expect(names, out).not.toContain(out);
    }
    expect(LEAST_PRIVILEGE.some((e) => e.match.npm?.includes("github-mcp-server")), "npm github-mcp-server is a third-party package").toBe(false);
    for (const h of ["mcp.linear.app", "mcp.vercel.com", "mcp.dev.azure.com", "mcp.atlassian.com"]) expect(hosts).not.toContain(h);
  });

  it("GitLab's fix always carries a value (a bare --read-only is ignored or swallows an argument)", () => {
    const gitlab = LEAST_PRIVILEGE.find((e) => e.id === "gitlab-zereight")!;
    expect(gitlab.fix?.arg).toBe("--read-only=true");
    const flag = gitlab.satisfiedBy!.find((s) => "flag" in s && s.flag === "--read-only");
    expect(flag && "flag" in flag && flag.bare).toBeFalsy();
  });

  it("normalises PyPI names as PEP 503 does", () => {
    expect(normalizePypiName("awslabs.eks-mcp-server")).toBe("awslabs-eks-mcp-server");
    expect(normalizePypiName("AWSLabs__EKS..MCP-server")).toBe("awslabs-eks-mcp-server");
    expect(normalizePypiName("mysql_mcp_server")).toBe("mysql-mcp-server");
  });

  it("reads pinned versions only from exact specs", () => {
    expect(pinnedVersion("npm", "19.2.0", "exact")).toBe("19.2.0");
    expect(pinnedVersion("npm", "latest", "tag")).toBeUndefined();
    expect(pinnedVersion("npm", "^19.0.0", "range")).toBeUndefined();
    expect(pinnedVersion("pypi", "0.8.1", "exact")).toBe("0.8.1");
    expect(pinnedVersion("pypi", "1.0", "exact")).toBe("1.0.0");
    expect(pinnedVersion("pypi", ">=1", "range")).toBeUndefined();
    expect(pinnedVersion("oci", "v0.18.0", "tag")).toBe("0.18.0");
    expect(pinnedVersion("oci", "latest", "tag")).toBeUndefined();
    expect(pinnedVersion("oci", "sha256:abc", "digest")).toBeUndefined();
  });

  it("tests switch values case-insensitively, lists by item", () => {
    expect(testValue({ oneOf: ["true"] }, "True")).toBe(true);
    expect(testValue({ oneOf: ["true"] }, "yes")).toBe(false);
    expect(testValue({ noneOf: ["", "false", "0"] }, "anything")).toBe(true);
    expect(testValue({ noneOf: ["", "false", "0"] }, "FALSE")).toBe(false);
    expect(testValue({ any: true }, "")).toBe(false);
    expect(testValue({ listExcludesAll: ["triage", "project-management"] }, "inspect,seer")).toBe(true);
    expect(testValue({ listExcludesAll: ["triage", "project-management"] }, "inspect, triage")).toBe(false);
    expect(testValue({ listIncludesAll: ["triage", "project-management"] }, "project-management,triage")).toBe(true);
    expect(testValue({ listIncludesAll: ["triage", "project-management"] }, "triage")).toBe(false);
    expect(testValue({ listIncludesAny: ["*"] }, "localhost,*")).toBe(true);
    expect(testValue({ listIncludesAny: ["*"] }, "localhost")).toBe(false);
  });
});

// ---- one row per entry: a bad launch is flagged (and fixed), a satisfied launch is not ------------

type Server = Record<string, unknown>;
interface EntryCase {
  bad: Server;
  messages: string[];
  /** The server after the unsafe fix; absent when there is no fix. */
  fixed?: Server;
  /** Findings left after the fix (those without one). */
  remaining?: string[];
  good: Server;
}

const npx = (...args: string[]): Server => ({ command: "npx", args: ["-y", ...args] });
const uvx = (...args: string[]): Server => ({ command: "uvx", args });
const S = 'server "s"';

const ENTRY_CASES: Record<string, EntryCase> = {
  "angular-cli": {
    bad: npx("@angular/cli@latest", "mcp"),
    messages: [`${S} runs @angular/cli mcp without --read-only: add it so only read-only tools are registered (6 of 9 tools)`],
    fixed: npx("@angular/cli@latest", "mcp", "--read-only"),
    good: { command: "ng", args: ["mcp", "--read-only=true"] },
  },
  "github-local": {
    bad: { command: "github-mcp-server", args: ["stdio", "--toolsets", "repos"] },
    messages: [`${S} runs github-mcp-server stdio without --read-only: add it so only read tools are registered, even when write toolsets or tools are requested`],
    fixed: { command: "github-mcp-server", args: ["stdio", "--read-only", "--toolsets", "repos"] },
    good: { command: "github-mcp-server", args: ["stdio"], env: { GITHUB_READ_ONLY: "true" } },
  },
  "github-remote": {
    bad: { type: "http", url: "https://api.githubcopilot.com/mcp/x/all" },
    messages: [`${S} connects to api.githubcopilot.com/mcp/x/all without the /readonly path suffix: append it to the URL path so only read tools are exposed`],
    fixed: { type: "http", url: "https://api.githubcopilot.com/mcp/x/all/readonly" },
    good: { type: "http", url: "https://api.githubcopilot.com/mcp/", headers: { "x-mcp-readonly": "1" } },
  },
  "supabase-local": {
    bad: npx("@supabase/mcp-server-supabase@latest", "--project-ref=abcdefghijklmnop"),
    messages: [`${S} runs @supabase/mcp-server-supabase without --read-only: add it so SQL runs as a read-only Postgres user and mutating tools are disabled`],
    fixed: npx("@supabase/mcp-server-supabase@latest", "--read-only", "--project-ref=abcdefghijklmnop"),
    good: npx("@supabase/mcp-server-supabase@latest", "--read-only", "--project-ref", "abcdefghijklmnop"),
  },
  "supabase-remote": {
    bad: { type: "http", url: "https://mcp.supabase.com/mcp" },
    messages: [`${S} connects to mcp.supabase.com/mcp without read_only=true: add it to the URL query so SQL runs as a read-only Postgres user and mutating tools are disabled`],
    fixed: { type: "http", url: "https://mcp.supabase.com/mcp?read_only=true" },
    good: { type: "http", url: "https://mcp.supabase.com/mcp?read_only=true&features=database" },
  },
  mongodb: {
    bad: npx("mongodb-mcp-server@1.2.0", "--connectionString", "${MDB_URI}"),
    messages: [
      `${S} runs mongodb-mcp-server without --readOnly: add it so only read, connect and metadata tools are registered (no create, update or delete)`,
    ],
    fixed: npx("mongodb-mcp-server@1.2.0", "--readOnly", "--connectionString", "${MDB_URI}"),
    good: { command: "docker", args: ["run", "-i", "--rm", "-e", "MDB_MCP_READ_ONLY=true", "mongodb/mongodb-mcp-server"] },
  },
  azure: {
    bad: npx("@azure/mcp@latest", "server", "start"),
    messages: [`${S} runs @azure/mcp server start without --read-only: add it so only read-only operations are exposed`],
    fixed: npx("@azure/mcp@latest", "server", "start", "--read-only"),
    good: { command: "docker", args: ["run", "-i", "--rm", "mcr.microsoft.com/azure-sdk/azure-mcp", "--read-only"] },
  },
  "awslabs-allow-write": {
    bad: uvx("awslabs.eks-mcp-server@latest", "--allow-write", "--allow-sensitive-data-access"),
    messages: [
      `${S} passes --allow-write to awslabs.eks-mcp-server, which registers its mutating tools: remove it unless the agent really needs it`,
      `${S} passes --allow-sensitive-data-access to awslabs.eks-mcp-server, which lets it read logs, events and secrets: remove it unless the agent really needs it`,
    ],
    fixed: uvx("awslabs.eks-mcp-server@latest"),
    // --allow-sensitive-data-access is not a switch of the S3 Tables server
    good: uvx("awslabs.s3-tables-mcp-server@latest", "--allow-sensitive-data-access"),
  },
  "awslabs-aurora-dsql": {
    bad: uvx("awslabs.aurora-dsql-mcp-server@latest", "--cluster_endpoint", "x.dsql.us-east-1.on.aws", "--allow-writes"),
    messages: [`${S} passes --allow-writes to awslabs.aurora-dsql-mcp-server, which enables the transact write path: remove it unless the agent really needs it`],
    fixed: uvx("awslabs.aurora-dsql-mcp-server@latest", "--cluster_endpoint", "x.dsql.us-east-1.on.aws"),
    good: uvx("awslabs.aurora-dsql-mcp-server@latest", "--cluster_endpoint", "x.dsql.us-east-1.on.aws"),
  },
  "awslabs-rds-sql": {
    bad: uvx("awslabs.postgres-mcp-server@latest", "--allow_write_query", "--resource_arn", "arn:aws:rds:us-east-1:123456789012:cluster:db"),
    messages: [
      `${S} passes --allow_write_query to awslabs.postgres-mcp-server, which lets it run write SQL (queries otherwise run read-only): remove it unless the agent really needs it`,
    ],
    fixed: uvx("awslabs.postgres-mcp-server@latest", "--resource_arn", "arn:aws:rds:us-east-1:123456789012:cluster:db"),
    good: uvx("awslabs_mysql_mcp_server@latest", "--resource_arn", "arn:aws:rds:us-east-1:123456789012:cluster:db"),
  },
  "awslabs-ecs": {
    bad: { ...uvx("awslabs.ecs-mcp-server"), env: { ALLOW_WRITE: "true", ALLOW_SENSITIVE_DATA: "false" } },
    messages: [`${S} sets ALLOW_WRITE=true for awslabs.ecs-mcp-server, which enables its write operations: set it to false unless the agent really needs it`],
    fixed: { ...uvx("awslabs.ecs-mcp-server"), env: { ALLOW_WRITE: "false", ALLOW_SENSITIVE_DATA: "false" } },
    good: { ...uvx("awslabs.ecs-mcp-server"), env: { ALLOW_WRITE: "false" } },
  },
  "awslabs-iot-sitewise": {
    bad: { ...uvx("awslabs.aws-iot-sitewise-mcp-server"), env: { SITEWISE_MCP_ALLOW_WRITES: "True" } },
    messages: [`${S} sets SITEWISE_MCP_ALLOW_WRITES=True for awslabs.aws-iot-sitewise-mcp-server, which enables its write tools: set it to false unless the agent really needs it`],
    fixed: { ...uvx("awslabs.aws-iot-sitewise-mcp-server"), env: { SITEWISE_MCP_ALLOW_WRITES: "false" } },
    good: uvx("awslabs.aws-iot-sitewise-mcp-server"),
  },
  "awslabs-timestream-influxdb": {
    bad: { ...uvx("awslabs.timestream-for-influxdb-mcp-server"), env: { INFLUXDB_WRITE_MODE: "true" } },
    messages: [
      `${S} sets INFLUXDB_WRITE_MODE=true for awslabs.timestream-for-influxdb-mcp-server, which enables its write tools: set it to false unless the agent really needs it`,
    ],
    fixed: { ...uvx("awslabs.timestream-for-influxdb-mcp-server"), env: { INFLUXDB_WRITE_MODE: "false" } },
    good: uvx("awslabs.timestream-for-influxdb-mcp-server"),
  },
  "awslabs-valkey-admin": {
    bad: { ...uvx("awslabs.valkey-mcp-server", "--readonly"), env: { VALKEY_ADMIN_ENABLED: "true" } },
    messages: [
      `${S} sets VALKEY_ADMIN_ENABLED=true for awslabs.valkey-mcp-server, which enables the admin tier (FLUSHALL, CONFIG SET, EVAL): set it to false unless the agent really needs it`,
    ],
    fixed: { ...uvx("awslabs.valkey-mcp-server", "--readonly"), env: { VALKEY_ADMIN_ENABLED: "false" } },
    good: uvx("awslabs.valkey-mcp-server", "--readonly"),
  },
  "awslabs-readonly": {
    bad: uvx("awslabs.ccapi-mcp-server@latest"),
    messages: [`${S} runs awslabs.ccapi-mcp-server without --readonly: add it so mutating operations are blocked`],
    fixed: uvx("awslabs.ccapi-mcp-server@latest", "--readonly"),
    good: uvx("awslabs.memcached-mcp-server@latest", "--readonly"),
  },
  "awslabs-aws-api": {
    bad: { ...uvx("awslabs.aws-api-mcp-server@latest"), env: { AWS_REGION: "us-east-1" } },
    messages: [`${S} runs awslabs.aws-api-mcp-server without READ_OPERATIONS_ONLY=true: add it to env so call_aws runs only commands on the known read-only list`],
    fixed: { ...uvx("awslabs.aws-api-mcp-server@latest"), env: { AWS_REGION: "us-east-1", READ_OPERATIONS_ONLY: "true" } },
    good: { ...uvx("awslabs.aws-api-mcp-server@latest"), env: { READ_OPERATIONS_ONLY: "true" } },
  },
  grafana: {
    bad: uvx("mcp-grafana"),
    messages: [`${S} runs mcp-grafana without --disable-write: add it so write tools (create, update) are not registered`],
    fixed: uvx("mcp-grafana", "--disable-write"),
    good: { command: "mcp-grafana", args: ["-t", "stdio", "-disable-write"] },
  },
  "kubernetes-mcp-server": {
    bad: npx("kubernetes-mcp-server@latest"),
    messages: [
      `${S} runs kubernetes-mcp-server without --read-only: add it so only tools annotated readOnlyHint=true are registered (no create, update or delete on the cluster)`,
    ],
    fixed: npx("kubernetes-mcp-server@latest", "--read-only"),
    good: uvx("kubernetes-mcp-server", "--read-only"),
  },
  "mcp-server-kubernetes": {
    bad: npx("mcp-server-kubernetes"),
    messages: [`${S} runs mcp-server-kubernetes without ALLOW_ONLY_READONLY_TOOLS=true: add it to env so only read-only tools (get, describe, logs) are registered`],
    fixed: { ...npx("mcp-server-kubernetes"), env: { ALLOW_ONLY_READONLY_TOOLS: "true" } },
    good: { ...npx("mcp-server-kubernetes"), env: { ALLOWED_TOOLS: "kubectl_get,kubectl_describe" } },
  },
  "postgres-mcp-pro": {
    bad: uvx("postgres-mcp"),
    messages: [`${S} runs postgres-mcp without --access-mode=restricted: add it so queries run in read-only transactions with resource limits`],
    fixed: uvx("postgres-mcp", "--access-mode=restricted"),
    good: uvx("postgres-mcp", "--access-mode", "restricted"),
  },
  "mcp-atlassian": {
    bad: uvx("mcp-atlassian"),
    messages: [`${S} runs mcp-atlassian without --read-only: add it so all Jira and Confluence write tools are disabled`],
    fixed: uvx("mcp-atlassian", "--read-only"),
    good: { command: "docker", args: ["run", "-i", "--rm", "-e", "READ_ONLY_MODE", "ghcr.io/sooperset/mcp-atlassian:latest"], env: { READ_ONLY_MODE: "true" } },
  },
  couchbase: {
    bad: { ...uvx("couchbase-mcp-server"), env: { CB_MCP_READ_ONLY_MODE: "false" } },
    messages: [
      `${S} sets CB_MCP_READ_ONLY_MODE=false for couchbase-mcp-server, which turns off its default read-only mode (KV and query writes are allowed): set it to true unless the agent really needs it`,
    ],
    fixed: { ...uvx("couchbase-mcp-server"), env: { CB_MCP_READ_ONLY_MODE: "true" } },
    good: uvx("couchbase-mcp-server", "--read-only-mode", "true"),
  },
  "buildkite-local": {
    bad: { command: "buildkite-mcp-server", args: ["stdio"] },
    messages: [`${S} runs buildkite-mcp-server stdio without --read-only: add it so write operations are filtered out of every toolset`],
    fixed: { command: "buildkite-mcp-server", args: ["stdio", "--read-only"] },
    good: { command: "docker", args: ["run", "-i", "--rm", "-e", "BUILDKITE_READ_ONLY=true", "ghcr.io/buildkite/buildkite-mcp-server", "stdio"] },
  },
  "buildkite-remote": {
    bad: { type: "http", url: "https://mcp.buildkite.com/direct/x/pipelines" },
    messages: [`${S} connects to mcp.buildkite.com/direct/x/pipelines without the /readonly path suffix: append it to the URL path so only read-only tools are exposed`],
    fixed: { type: "http", url: "https://mcp.buildkite.com/direct/x/pipelines/readonly" },
    good: { type: "http", url: "https://mcp.buildkite.com/direct/readonly" },
  },
  "neon-remote": {
    bad: { type: "sse", url: "https://mcp.neon.tech/sse#frag" },
    messages: [
      `${S} connects to mcp.neon.tech/sse without readonly=true: add it to the URL query so write tools (create project or branch, migrations) are removed and run_sql runs only read-only queries`,
    ],
    fixed: { type: "sse", url: "https://mcp.neon.tech/sse?readonly=true#frag" },
    good: { type: "http", url: "https://mcp.neon.tech/mcp", headers: { "X-Read-Only": "true" } },
  },
  sentry: {
    bad: npx("@sentry/mcp-server@latest"),
    messages: [`${S} runs @sentry/mcp-server without --skills=inspect,seer: add it so the write skills triage and project-management are not enabled`],
    fixed: npx("@sentry/mcp-server@latest", "--skills=inspect,seer"),
    good: { ...npx("@sentry/mcp-server@latest"), env: { MCP_DISABLE_SKILLS: "triage,project-management" } },
  },
  "gitlab-zereight": {
    bad: npx("@zereight/mcp-gitlab"),
    messages: [`${S} runs @zereight/mcp-gitlab without --read-only=true: add it so only the read-only tool set is registered`],
    fixed: npx("@zereight/mcp-gitlab", "--read-only=true"),
    good: npx("@zereight/mcp-gitlab", "--read-only", "true"),
  },
  "neo4j-cypher": {
    bad: uvx("mcp-neo4j-cypher@0.3.0", "--transport", "stdio"),
    messages: [`${S} runs mcp-neo4j-cypher without --read-only: add it so write_neo4j_cypher is disabled`],
    fixed: uvx("mcp-neo4j-cypher@0.3.0", "--read-only", "--transport", "stdio"),
    good: { ...uvx("mcp-neo4j-cypher@0.3.0"), env: { NEO4J_READ_ONLY: "true" } },
  },
  qdrant: {
    bad: { ...uvx("mcp-server-qdrant"), env: { QDRANT_URL: "http://localhost:6333" } },
    messages: [`${S} runs mcp-server-qdrant without QDRANT_READ_ONLY=true: add it to env so qdrant-store is not registered`],
    fixed: { ...uvx("mcp-server-qdrant"), env: { QDRANT_URL: "http://localhost:6333", QDRANT_READ_ONLY: "true" } },
    good: { ...uvx("mcp-server-qdrant"), env: { QDRANT_READ_ONLY: "1" } },
  },
  duckdb: {
    bad: uvx("mcp-server-duckdb", "--db-path", "data.duckdb"),
    messages: [`${S} runs mcp-server-duckdb without --readonly: add it so the database is opened read-only`],
    fixed: uvx("mcp-server-duckdb", "--readonly", "--db-path", "data.duckdb"),
    good: uvx("mcp-server-duckdb", "--db-path", "data.duckdb", "--readonly"),
  },
  motherduck: {
    bad: uvx("mcp-server-motherduck", "--db-path", "md:", "--read-write"),
    messages: [
      `${S} passes --read-write to mcp-server-motherduck, which gives it write access (1.0 and later are read-only by default): remove it unless the agent really needs it`,
    ],
    fixed: uvx("mcp-server-motherduck", "--db-path", "md:"),
    good: uvx("mcp-server-motherduck==1.0.2", "--db-path", "md:"),
  },
  "motherduck-legacy": {
    bad: uvx("mcp-server-motherduck==0.8.1", "--db-path", "md:"),
    messages: [`${S} runs mcp-server-motherduck without --read-only: add it so the database is opened read-only`],
    fixed: uvx("mcp-server-motherduck==0.8.1", "--read-only", "--db-path", "md:"),
    good: uvx("mcp-server-motherduck==0.8.1", "--db-path", "md:", "--read-only"),
  },
  clickhouse: {
    bad: { ...uvx("mcp-clickhouse"), env: { CLICKHOUSE_ALLOW_DROP: "true" } },
    messages: [
      `${S} sets CLICKHOUSE_ALLOW_DROP=true for mcp-clickhouse, which allows DROP and TRUNCATE (together with CLICKHOUSE_ALLOW_WRITE_ACCESS): set it to false unless the agent really needs it`,
    ],
    fixed: { ...uvx("mcp-clickhouse"), env: { CLICKHOUSE_ALLOW_DROP: "false" } },
    good: { ...uvx("mcp-clickhouse"), env: { CLICKHOUSE_ALLOW_WRITE_ACCESS: "false" } },
  },
  "mysql-benborla": {
    bad: { ...npx("@benborla29/mcp-server-mysql"), env: { ALLOW_INSERT_OPERATION: "true", ALLOW_DELETE_OPERATION: "false" } },
    messages: [`${S} sets ALLOW_INSERT_OPERATION=true for @benborla29/mcp-server-mysql, which allows INSERT statements: set it to false unless the agent really needs it`],
    fixed: { ...npx("@benborla29/mcp-server-mysql"), env: { ALLOW_INSERT_OPERATION: "false", ALLOW_DELETE_OPERATION: "false" } },
    good: { ...npx("@benborla29/mcp-server-mysql"), env: { MYSQL_HOST: "127.0.0.1" } },
  },
  "elasticsearch-cr7258": {
    bad: { ...uvx("elasticsearch-mcp-server"), env: {} },
    messages: [`${S} runs elasticsearch-mcp-server without DISABLE_HIGH_RISK_OPERATIONS=true: add it to env so write tools are hidden from the client`],
    fixed: { ...uvx("elasticsearch-mcp-server"), env: { DISABLE_HIGH_RISK_OPERATIONS: "true" } },
    good: { ...uvx("elasticsearch-mcp-server"), env: { DISABLE_HIGH_RISK_OPERATIONS: "true" } },
  },
  aks: {
    bad: { command: "aks-mcp", args: ["--transport", "stdio", "--access-level", "admin"] },
    messages: [`${S} passes --access-level admin to aks-mcp, which allows write (readwrite) or admin kubectl and az operations: set it to readonly unless the agent really needs it`],
    fixed: { command: "aks-mcp", args: ["--transport", "stdio", "--access-level", "readonly"] },
    good: { command: "aks-mcp", args: ["--transport", "stdio"] },
  },
  pagerduty: {
    bad: uvx("pagerduty-mcp", "--enable-write-tools"),
    messages: [
      `${S} passes --enable-write-tools to pagerduty-mcp, which registers its write tools (create incidents, schedule overrides, …): remove it unless the agent really needs it`,
    ],
    fixed: uvx("pagerduty-mcp"),
    good: uvx("pagerduty-mcp"),
  },
  "slack-korotovsky": {
    bad: { ...npx("slack-mcp-server@1.1.24"), env: { SLACK_MCP_MARK_TOOL: "true" } },
    messages: [`${S} sets SLACK_MCP_MARK_TOOL=true for slack-mcp-server, which lets the agent mark channels as read: set it to false unless the agent really needs it`],
    fixed: { ...npx("slack-mcp-server@1.1.24"), env: { SLACK_MCP_MARK_TOOL: "false" } },
    good: { ...npx("slack-mcp-server@1.1.24"), env: { SLACK_MCP_ADD_MESSAGE_TOOL: "C0123456789,C0987654321" } },
  },
  terraform: {
    bad: { command: "docker", args: ["run", "-i", "--rm", "-e", "ENABLE_TF_OPERATIONS=true", "hashicorp/terraform-mcp-server:0.3.0"] },
    messages: [
      `${S} sets ENABLE_TF_OPERATIONS=true for hashicorp/terraform-mcp-server, which enables the Terraform operations that need explicit approval (runs, applies): set it to false unless the agent really needs it`,
    ],
    fixed: { command: "docker", args: ["run", "-i", "--rm", "-e", "ENABLE_TF_OPERATIONS=false", "hashicorp/terraform-mcp-server:0.3.0"] },
    good: { command: "docker", args: ["run", "-i", "--rm", "hashicorp/terraform-mcp-server:0.3.0", "--toolsets=registry"] },
  },
  "docker-mcp-gateway": {
    bad: { command: "docker", args: ["mcp", "gateway", "run", "--block-secrets=false", "--servers", "fetch"] },
    messages: [`${S} passes --block-secrets=false to docker mcp gateway run, which stops it from blocking secrets in tool traffic: remove it unless the agent really needs it`],
    fixed: { command: "docker", args: ["mcp", "gateway", "run", "--servers", "fetch"] },
    good: { command: "docker", args: ["mcp", "gateway", "run", "--block-secrets", "--servers", "fetch", "--block-network"] },
  },
  playwright: {
    bad: npx("@playwright/mcp@0.0.41", "--allow-unrestricted-file-access", "--caps", "vision,pdf"),
    messages: [
      `${S} passes --allow-unrestricted-file-access to @playwright/mcp, which lets it reach files outside the workspace roots and open file:// URLs: remove it unless the agent really needs it`,
      `${S} passes --caps vision,pdf to @playwright/mcp, which turns on opt-in capabilities: keep only the capabilities the agent needs`,
    ],
    fixed: npx("@playwright/mcp@0.0.41", "--caps", "vision,pdf"),
    remaining: [`${S} passes --caps vision,pdf to @playwright/mcp, which turns on opt-in capabilities: keep only the capabilities the agent needs`],
    good: npx("@playwright/mcp@0.0.41", "--isolated", "--allowed-hosts", "localhost"),
  },
  "chrome-devtools": {
    bad: npx("chrome-devtools-mcp@latest", "--allowUnrestrictedPaths=true", "--isolated"),
    messages: [
      `${S} passes --allowUnrestrictedPaths=true to chrome-devtools-mcp, which lets it write files outside the temporary directory and the workspace roots: remove it unless the agent really needs it`,
    ],
    fixed: npx("chrome-devtools-mcp@latest", "--isolated"),
    good: npx("chrome-devtools-mcp@latest", "--isolated", "--slim"),
  },
};

const config = (server: Server) => `${JSON.stringify({ mcpServers: { s: server } }, null, 2)}\n`;

describe("one case per data entry", () => {
  it("covers every entry of the table", () => {
    expect(Object.keys(ENTRY_CASES).sort()).toEqual(LEAST_PRIVILEGE.map((e) => e.id).sort());
  });

  for (const [id, c] of Object.entries(ENTRY_CASES)) {
    it(`${id}: bad launch flagged and fixed, satisfied launch not flagged`, () => {
      const bad = config(c.bad);
      const findings = lint(bad, { rules }).findings;
      expect(findings.map((f) => f.message)).toEqual(c.messages);
      expect(findings.every((f) => f.severity === "warning")).toBe(true);
      const out = fix(bad, "unsafe", { rules }).text;
      expect(out).toBe(c.fixed ? config(c.fixed) : bad);
      if (c.fixed) expect(lint(out, { rules }).findings.map((f) => f.message)).toEqual(c.remaining ?? []);
      expect(fix(out, "unsafe", { rules }).text).toBe(out);
      expect(lint(config(c.good), { rules }).findings.map((f) => f.message)).toEqual([]);
    });
  }
});

describe("fixes in any layout", () => {
  it("give the same JSON, leave nothing fixable, and are idempotent", () => {
    const ids = Object.keys(ENTRY_CASES).filter((id) => ENTRY_CASES[id]!.fixed);
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.constantFrom<string | number>(0, 2, 4, "\t"), fc.boolean(), (id, indent, crlf) => {
        const c = ENTRY_CASES[id]!;
        const layout = (server: Server) => {
          const text = `${JSON.stringify({ mcpServers: { s: server } }, null, indent)}\n`;
          return crlf ? text.replace(/\n/g, "\r\n") : text;
        };
        const out = fix(layout(c.bad), "unsafe", { rules }).text;
        expect(JSON.parse(out)).toEqual({ mcpServers: { s: c.fixed } });
        expect(lint(out, { rules }).findings.filter((f) => f.fix)).toEqual([]);
        expect(fix(out, "unsafe", { rules }).text).toBe(out);
        if (crlf) expect(out.replace(/\r\n/g, "")).not.toMatch(/\n/);
      }),
      { numRuns: 200 },
    );
  });
});

// ---- focused behaviour ----------------------------------------------------------------------

const one = (server: Server, host: HostId = "claude-code") => lint(config(server), { rules, host }).findings.map((f) => f.message);
const fixOne = (server: Server, host: HostId = "claude-code") => fix(config(server), "unsafe", { rules, host }).text;

describe("missing-read-only details", () => {
  it("inserts before a `--` that follows the subcommand or the package", () => {
    expect(fixOne({ command: "ng", args: ["mcp", "--", "extra"] })).toBe(config({ command: "ng", args: ["mcp", "--read-only", "--", "extra"] }));
    expect(fixOne(npx("@supabase/mcp-server-supabase", "--", "x"))).toBe(config(npx("@supabase/mcp-server-supabase", "--read-only", "--", "x")));
    // a flag after `--` is a positional argument: it does not count
    expect(one({ command: "ng", args: ["mcp", "--", "--read-only"] })).toHaveLength(1);
  });

  it("does not take `npx @angular/cli` without the mcp subcommand for the MCP server", () => {
    expect(one(npx("@angular/cli@latest", "build"))).toEqual([]);
    expect(one({ command: "npx", args: ["-p", "@angular/cli@22.1.8", "ng", "mcp"] })).toEqual([
      `${S} runs @angular/cli mcp without --read-only: add it so only read-only tools are registered (6 of 9 tools)`,
    ]);
  });

  it("keeps a multi-line args array multi-line, and an inline one inline", () => {
    const text = '{\n\t"mcpServers": {\n\t\t"a": {\n\t\t\t"command": "npx",\n\t\t\t"args": [\n\t\t\t\t"-y",\n\t\t\t\t"@angular/cli@latest",\n\t\t\t\t"mcp"\n\t\t\t]\n\t\t}\n\t}\n}\n';
    expect(fix(text, "unsafe", { rules }).text).toBe(text.replace('\t\t\t\t"mcp"\n', '\t\t\t\t"mcp",\n\t\t\t\t"--read-only"\n'));
    const inline = '{"mcpServers":{"a":{"command":"npx","args":["-y","@angular/cli@latest","mcp"]}}}';
    expect(fix(inline, "unsafe", { rules }).text).toBe('{"mcpServers":{"a":{"command":"npx","args":["-y","@angular/cli@latest","mcp", "--read-only"]}}}');
  });

  it("keeps CRLF line endings when it creates env", () => {
    const text = config(npx("mcp-server-kubernetes")).replace(/\n/g, "\r\n");
    expect(fix(text, "unsafe", { rules }).text).toBe(config({ ...npx("mcp-server-kubernetes"), env: { ALLOW_ONLY_READONLY_TOOLS: "true" } }).replace(/\n/g, "\r\n"));
  });

  it("docker GitHub: -e GITHUB_READ_ONLY=1 goes before the image, never after it", () => {
    const server = { command: "docker", args: ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server:v0.33.0", "stdio"] };
    expect(fixOne(server)).toBe(
      config({ command: "docker", args: ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "-e", "GITHUB_READ_ONLY=1", "ghcr.io/github/github-mcp-server:v0.33.0", "stdio"] }),
    );
    // satisfied by the flag after the subcommand, or by the env passed through from `env`
    expect(one({ ...server, args: [...server.args, "--read-only"] })).toEqual([]);
    expect(one({ command: "docker", args: ["run", "-i", "--rm", "-e", "GITHUB_READ_ONLY", "ghcr.io/github/github-mcp-server"], env: { GITHUB_READ_ONLY: "1" } })).toEqual([]);
    // `env` alone does not reach the container
    expect(one({ command: "docker", args: ["run", "-i", "--rm", "ghcr.io/github/github-mcp-server"], env: { GITHUB_READ_ONLY: "1" } })).toHaveLength(1);
    // with --env-file the environment is unknown: no guess
    expect(one({ command: "docker", args: ["run", "-i", "--rm", "--env-file", ".env", "ghcr.io/github/github-mcp-server"] })).toEqual([]);
  });

  it("docker GitHub older than v0.19.0: the env form is ignored there, the flag is added after stdio", () => {
    const old = { command: "docker", args: ["run", "-i", "--rm", "-e", "GITHUB_READ_ONLY=1", "ghcr.io/github/github-mcp-server:v0.18.0", "stdio"] };
    expect(one(old)).toEqual([
      `${S} sets GITHUB_READ_ONLY=1, but the pinned ghcr.io/github/github-mcp-server:v0.18.0 predates it (added in 0.19.0): upgrade to 0.19.0 or later so only read tools are registered, even when write toolsets or tools are requested`,
    ]);
    const bare = { command: "docker", args: ["run", "-i", "--rm", "ghcr.io/github/github-mcp-server:v0.18.0", "stdio"] };
    expect(fixOne(bare)).toBe(config({ ...bare, args: [...bare.args, "--read-only"] }));
  });

  it("respects the version the switch appeared in only for exact pins", () => {
    expect(one(npx("@angular/cli@20.2.0", "mcp"))).toEqual([
      `${S} runs @angular/cli mcp without --read-only: add it so only read-only tools are registered (6 of 9 tools)`,
    ]);
    expect(one(npx("@angular/cli@^19.0.0", "mcp"))[0]).toMatch(/without --read-only: add it/);
    expect(fixOne(npx("@angular/cli@19.2.0", "mcp"))).toBe(config(npx("@angular/cli@19.2.0", "mcp")));
    expect(one(uvx("mcp-grafana==0.7.8"))).toEqual([
      `${S} pins mcp-grafana==0.7.8, which predates --disable-write (added in 0.7.9): upgrade to 0.7.9 or later and add it so write tools (create, update) are not registered`,
    ]);
  });

  it("rewrites a switch written so it does not turn read-only on", () => {
    expect(one(npx("@angular/cli", "mcp", "--read-only=false"))).toEqual([
      `${S} runs @angular/cli mcp with --read-only=false: use --read-only so only read-only tools are registered (6 of 9 tools)`,
    ]);
    expect(fixOne(npx("@angular/cli", "mcp", "--no-read-only"))).toBe(config(npx("@angular/cli", "mcp", "--read-only")));
    expect(fixOne(npx("@angular/cli", "mcp", "--read-only=false"))).toBe(config(npx("@angular/cli", "mcp", "--read-only")));
    // node parseArgs rejects a value on a boolean
    expect(one(npx("@supabase/mcp-server-supabase", "--read-only=true", "--project-ref=x"))).toEqual([
      `${S} runs @supabase/mcp-server-supabase with --read-only=true, which takes no value: use --read-only so SQL runs as a read-only Postgres user and mutating tools are disabled`,
    ]);
    expect(fixOne(uvx("awslabs.valkey-mcp-server", "--no-readonly"))).toBe(config(uvx("awslabs.valkey-mcp-server", "--readonly")));
    expect(fixOne(npx("@zereight/mcp-gitlab", "--permission-mode=full"))).toBe(config(npx("@zereight/mcp-gitlab", "--permission-mode=readonly")));
    expect(fixOne({ type: "http", url: "https://api.githubcopilot.com/mcp/", headers: { "X-MCP-Readonly": "off" } })).toBe(
      config({ type: "http", url: "https://api.githubcopilot.com/mcp/", headers: { "X-MCP-Readonly": "true" } }),
    );
    expect(fixOne({ type: "http", url: "https://mcp.supabase.com/mcp?read_only=false&features=docs" })).toBe(
      config({ type: "http", url: "https://mcp.supabase.com/mcp?read_only=true&features=docs" }),
    );
    expect(fixOne({ ...npx("mongodb-mcp-server"), env: { MDB_MCP_READ_ONLY: "false" } })).toBe(config({ ...npx("mongodb-mcp-server"), env: { MDB_MCP_READ_ONLY: "true" } }));
  });

  it("GitLab: a bare --read-only is never the fix, and never counts", () => {
    expect(fixOne(npx("@zereight/mcp-gitlab", "--read-only"))).toBe(config(npx("@zereight/mcp-gitlab", "--read-only=true")));
    expect(fixOne(npx("@zereight/mcp-gitlab", "--read-only", "--api-url=https://gitlab.example.com/api/v4"))).toBe(
      config(npx("@zereight/mcp-gitlab", "--read-only=true", "--api-url=https://gitlab.example.com/api/v4")),
    );
    expect(one({ ...npx("@zereight/mcp-gitlab"), env: { GITLAB_READ_ONLY_MODE: "true" } })).toEqual([]);
  });

  it("reads host variables as set, except in Claude Desktop which expands nothing", () => {
    const server = { ...npx("mcp-server-kubernetes"), env: { ALLOW_ONLY_READONLY_TOOLS: "${K8S_READONLY}" } };
    expect(one(server, "claude-code")).toEqual([]);
    expect(one(server, "claude-desktop")).toEqual([
      `${S} runs mcp-server-kubernetes with ALLOW_ONLY_READONLY_TOOLS=\${K8S_READONLY}: use ALLOW_ONLY_READONLY_TOOLS=true so only read-only tools (get, describe, logs) are registered`,
    ]);
  });

  it("matches PyPI names PEP 503-normalised, and image names without docker.io/library", () => {
    expect(one(uvx("AWSLabs_EKS_MCP_Server", "--allow-write"))).toHaveLength(1);
    expect(one({ command: "uvx", args: ["--from", "awslabs.eks-mcp-server==0.1.0", "awslabs.eks-mcp-server", "--allow-write"] })).toHaveLength(1);
    expect(one({ command: "docker", args: ["run", "-i", "docker.io/grafana/mcp-grafana", "-t", "stdio"] })).toEqual([
      `${S} runs docker.io/grafana/mcp-grafana without --disable-write: add it after the image so write tools (create, update) are not registered`,
    ]);
    expect(fixOne({ command: "docker", args: ["run", "-i", "grafana/mcp-grafana", "-t", "stdio"] })).toBe(
      config({ command: "docker", args: ["run", "-i", "grafana/mcp-grafana", "--disable-write", "-t", "stdio"] }),
    );
  });

  it("does not confuse third-party lookalikes with the real servers", () => {
    // npm `github-mcp-server` is not GitHub's server
    expect(one(npx("github-mcp-server"))).toEqual([]);
    expect(one(npx("@bytebase/dbhub"))).toEqual([]);
    expect(one({ type: "http", url: "https://api.githubcopilot.com/mcpx" })).toEqual([]);
    expect(one({ type: "http", url: "https://evil.example/api.githubcopilot.com/mcp" })).toEqual([]);
  });

  it("creates args when a binary has none", () => {
    expect(fixOne({ command: "/usr/local/bin/kubernetes-mcp-server" })).toBe(
      config({ command: "/usr/local/bin/kubernetes-mcp-server" }).replace('"/usr/local/bin/kubernetes-mcp-server"', '"/usr/local/bin/kubernetes-mcp-server",\n      "args": ["--read-only"]'),
    );
  });

  it("removes a widening flag with its separator, but not across a comment", () => {
    const text = '{\n  "servers": {\n    "s": {\n      "command": "uvx",\n      "args": [\n        "pagerduty-mcp",\n        // needed for on-call handoffs\n        "--enable-write-tools"\n      ]\n    }\n  }\n}\n';
    const findings = lint(text, { rules, host: "vscode" }).findings;
    expect(findings).toHaveLength(1);
    expect(findings[0]!.fix).toBeUndefined();
    const plain = text.replace("        // needed for on-call handoffs\n", "");
    expect(fix(plain, "unsafe", { rules, host: "vscode" }).text).toBe(plain.replace(',\n        "--enable-write-tools"', ""));
  });

  it("the Supabase project-ref finding is separate and has no fix", () => {
    const findings = lint(config(npx("@supabase/mcp-server-supabase", "--read-only")), { rules }).findings;
    expect(findings.map((f) => f.message)).toEqual([
      `${S} runs @supabase/mcp-server-supabase without --project-ref: add --project-ref=<ref> so it reaches only that project instead of every project in the account, and does not register the account tools`,
    ]);
    expect(findings[0]!.fix).toBeUndefined();
  });

  it("the deprecated GitHub reference server is an info finding without a fix", () => {
    const findings = lint(config(npx("@modelcontextprotocol/server-github")), { rules }).findings;
    expect(findings.map((f) => [f.severity, f.message, f.fix])).toEqual([
      ["info", `${S} runs @modelcontextprotocol/server-github, which has no read-only switch: use github/github-mcp-server with --read-only instead`, undefined],
    ]);
  });

  it("ignores entries and servers named in the ignore option", () => {
    const text = `${JSON.stringify({ mcpServers: { a: npx("@angular/cli", "mcp"), b: uvx("pagerduty-mcp", "--enable-write-tools") } }, null, 2)}\n`;
    expect(lint(text, { rules }).findings).toHaveLength(2);
    expect(lint(text, { rules, options: { "missing-read-only": { ignore: ["angular-cli"] } } }).findings.map((f) => f.pointer)).toEqual(["/mcpServers/b/args/1"]);
    expect(lint(text, { rules, options: { "missing-read-only": { ignore: ["b"] } } }).findings.map((f) => f.pointer)).toEqual(["/mcpServers/a/args/2"]);
    expect(lint(text, { rules, options: { "missing-read-only": { ignore: "angular-cli" } } }).findings).toHaveLength(2);
  });

  it("judges servers the host ignores too: they run once the key is renamed", () => {
    const text = `${JSON.stringify({ servers: { a: npx("@angular/cli", "mcp") } }, null, 2)}\n`;
    expect(lint(text, { rules, host: "claude-code" }).findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/^server "a" .*\(under "servers", which Claude Code does not read: this runs once the key is renamed to "mcpServers"\)$/),
    ]);
  });

  it("keeps the fingerprint subject free of values", () => {
    const a = lint(config(npx("@angular/cli@latest", "mcp")), { rules }).findings[0]!;
    const b = lint(config(npx("@angular/cli@22.1.8", "mcp")), { rules }).findings[0]!;
    expect(a.fingerprint).toBe(b.fingerprint);
  });
});
