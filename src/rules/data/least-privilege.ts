// Least-privilege switches of popular MCP servers, as data for the `missing-read-only` rule.
// Transcribed from the CONFIRMED rows (Table 1) of the knowledge table
// /work/shared/reference/least-privilege.md: each entry keeps the `repo@sha: file` it was read from.
// UNCONFIRMED servers (Linear, ms-365, workspace-mcp, local Neon, Argo CD, ...) are deliberately absent,
// and so are NONE/SCOPE rows, except the deprecated GitHub reference server (a notice, below).
// `@bytebase/dbhub` removed `--readonly` (it now exits at startup): no entry may ever add it.
import * as semver from "../../core/semver.js";

/**
 * ADD: read-only is opt-in; flag it when missing, the fix adds the switch.
 * INVERSE: writes are opt-in; flag a widening switch when present.
 * DEFAULT-RO: read-only is the default; flag only an explicit switch that turns it off.
 */
export type PrivilegeKind = "ADD" | "INVERSE" | "DEFAULT-RO";

/** How the value given to a switch is judged. Strings compare case-insensitively. */
export type ValueTest =
  | { oneOf: string[] }
  /** Anything except these (GitHub's header: only the listed spellings mean false). */
  | { noneOf: string[] }
  /** Any non-empty value (an explicit allowlist is a deliberate choice). */
  | { any: true }
  /** A comma/space separated list naming at least one of these. */
  | { listIncludesAny: string[] }
  /** A list naming all of these. */
  | { listIncludesAll: string[] }
  /** A list naming none of these. */
  | { listExcludesAll: string[] };

interface SwitchBase {
  /** First version that honours it; overrides the entry's `sinceVersion`. */
  since?: string;
  /** For widening/disabling switches: what it does, completing "…, which <effect>". */
  effect?: string;
  /** What to do about it when there is no mechanical fix (or to override the generic advice). */
  advice?: string;
  /** How the unsafe fix undoes a widening/disabling switch: drop the lone arg, set its value, or rewrite the arg. */
  undo?: "remove" | { set: string } | { replace: string };
  /** Applies only to these packages (PEP 503-normalised for PyPI). */
  only?: string[];
}

/** A command-line flag. `bare`: `--flag` alone turns it on; `value`: `--flag=v` (or `--flag v` with `separate`). */
export interface FlagSwitch extends SwitchBase {
  flag: string;
  aliases?: string[];
  bare?: boolean;
  value?: ValueTest;
  separate?: boolean;
}

/** An environment variable (`env` of a stdio server, or `-e NAME=v` of a docker run). */
export interface EnvSwitch extends SwitchBase {
  env: string;
  value: ValueTest;
  /** The value the fix writes when it turns the switch on (default: the first of `oneOf`). */
  canonical?: string;
}

/** An HTTP header of a remote server (name compared case-insensitively). */
export interface HeaderSwitch extends SwitchBase {
  header: string;
  value: ValueTest;
  canonical?: string;
}

/** A URL query parameter of a remote server. */
export interface QuerySwitch extends SwitchBase {
  query: string;
  value: ValueTest;
  canonical?: string;
}

/** A URL path suffix of a remote server (`/mcp/readonly`). */
export interface PathSuffixSwitch extends SwitchBase {
  pathSuffix: string;
}

export type Switch = FlagSwitch | EnvSwitch | HeaderSwitch | QuerySwitch | PathSuffixSwitch;

export interface RemoteMatch {
  host: string;
  /** Path prefixes, matched as whole segments (`/mcp` matches `/mcp/`, `/mcp/x/issues`, not `/mcpx`). */
  paths: string[];
}

export interface ServerMatch {
  npm?: string[];
  /** Compared PEP 503-normalised (`awslabs.eks-mcp-server` = `awslabs-eks-mcp-server`). */
  pypi?: string[];
  /** The `command` itself (basename, without `.exe`/`.cmd`). */
  bins?: string[];
  /** Docker image repositories (`docker.io/` and `library/` prefixes ignored). */
  docker?: string[];
  /**
   * Program arguments that make the package/binary this server (`mcp`, `server start`). Required: a
   * launch without them is not the MCP server. Docker images ignore it (their ENTRYPOINT holds it).
   * The fix inserts its flag right after the subcommand (so before any `--`).
   */
  subcommand?: { words: string[][]; required: boolean };
  remote?: RemoteMatch[];
}

/** The switch the ADD fix writes, per kind of launch. */
export interface AddFix {
  /** npm/PyPI/binary launches: inserted after the subcommand, or right after the package. */
  arg?: string;
  /** Env-only servers get it in `env`; docker launches get `-e NAME=value` before the image. */
  env?: { name: string; value: string };
  /** Docker: args after the image reach the server's own parser (its ENTRYPOINT is the server). */
  dockerArgs?: boolean;
  /**
   * Docker, when the image's version predates the env form: args after the image replace its CMD,
   * so they must name the subcommand again (`stdio --read-only`).
   */
  dockerCmd?: string[];
  pathSuffix?: string;
  query?: { name: string; value: string };
}

export interface LeastPrivilegeEntry {
  id: string;
  name: string;
  kind: PrivilegeKind;
  match: ServerMatch;
  /** ADD: any one of these present and on means read-only is on. */
  satisfiedBy?: Switch[];
  /** Spellings that turn read-only off (`--no-read-only`), or, for DEFAULT-RO, turn the default off. */
  disabledBy?: Switch[];
  /** Switches that widen privileges, reported when present. */
  widenedBy?: Switch[];
  fix?: AddFix;
  /** Completes "… so <restricts>": what read-only mode takes away. */
  restricts?: string;
  /** First version with the switch the fix adds (when the reference gives one). */
  sinceVersion?: string;
  /** The entry applies only to pinned versions in this range; `whenUnknown`: also when not pinned. */
  versions?: { range: string; whenUnknown: boolean };
  /** A further least-privilege switch whose absence is a separate finding (never fixed). */
  alsoRequire?: { id: string; satisfiedBy: Switch[]; display: string; advice: string; restricts: string };
  caveat?: string;
  source: string;
}

/** Servers with no switch at all, where the only advice is to move elsewhere (info). */
export interface NoSwitchNotice {
  id: string;
  name: string;
  match: ServerMatch;
  /** Follows `server "x" runs <package>, `. */
  message: string;
  source: string;
}

const TRUE: ValueTest = { oneOf: ["true"] };
/** cobra/pflag, Go flag, kong and yargs booleans also take `--flag=true`. */
const FLAG_TRUE: ValueTest = { oneOf: ["true", "1", "t"] };
/** click's BOOL type. */
const CLICK_FALSE: ValueTest = { oneOf: ["false", "0", "no", "n", "f", "off"] };
const SENTRY_WRITE_SKILLS = ["triage", "project-management"];

const AWS_WRITE_OPT_IN = [
  "awslabs.eks-mcp-server",
  "awslabs.aws-serverless-mcp-server",
  "awslabs.aws-dataprocessing-mcp-server",
  "awslabs.sagemaker-ai-mcp-server",
  "awslabs.s3-tables-mcp-server",
  "awslabs.iam-mcp-server",
  "awslabs.documentdb-mcp-server",
  "awslabs.aws-appsync-mcp-server",
  "awslabs.aws-bedrock-custom-model-import-mcp-server",
];
const AWS_SOURCE = "awslabs/mcp@100b55b6d (2026-08-21)";

export const LEAST_PRIVILEGE: readonly LeastPrivilegeEntry[] = [
  {
    id: "angular-cli",
    name: "Angular CLI MCP server",
    kind: "ADD",
    match: { npm: ["@angular/cli"], bins: ["ng"], subcommand: { words: [["mcp"]], required: true } },
    satisfiedBy: [{ flag: "--read-only", bare: true, value: FLAG_TRUE }],
    disabledBy: [{ flag: "--no-read-only", bare: true, undo: { replace: "--read-only" } }],
    fix: { arg: "--read-only" },
    restricts: "only read-only tools are registered (6 of 9 tools)",
    sinceVersion: "20.2.0",
    caveat:
      "Drops run_target, devserver_start and devserver_stop. Related: --local-only (20.2.0), --root <dir> (22.2.0-next.1). In a TTY the command prints config help and exits.",
    source:
      "angular/angular-cli@9a1b250bbd (2026-08-21): packages/angular/cli/src/commands/mcp/cli.ts, mcp-server.ts (assembleToolDeclarations), tools/** (isReadOnly)",
  },
  {
    id: "github-local",
    name: "GitHub MCP Server (local)",
    kind: "ADD",
    match: {
      bins: ["github-mcp-server"],
      docker: ["ghcr.io/github/github-mcp-server"],
      // a persistent root flag: valid before or after the subcommand, conventionally after it
      subcommand: { words: [["stdio"], ["http"]], required: false },
    },
    satisfiedBy: [
      { flag: "--read-only", bare: true, value: FLAG_TRUE },
      // before v0.19.0 (#1067) the variable was silently ignored
      { env: "GITHUB_READ_ONLY", value: { oneOf: ["1", "true", "t"] }, canonical: "1", since: "0.19.0" },
    ],
    // docker: args after the image replace CMD `stdio`, so the fix uses `-e` before the image
    fix: { arg: "--read-only", env: { name: "GITHUB_READ_ONLY", value: "1" }, dockerCmd: ["stdio", "--read-only"] },
    restricts: "only read tools are registered, even when write toolsets or tools are requested",
    sinceVersion: "0.1.0",
    caveat:
      "github-mcp-server#2156: in v0.31.0 the http subcommand ignored --read-only and GITHUB_READ_ONLY (fixed in v0.33.0). --lockdown-mode is a content filter, not an authorization boundary.",
    source:
      "github/github-mcp-server@64a49f34 (2026-08-20): cmd/github-mcp-server/main.go L236-296; README.md \"Read-Only Mode\"; Dockerfile L50-52; issue #2156, PR #2200",
  },
  {
    id: "github-remote",
    name: "GitHub MCP Server (remote)",
    kind: "ADD",
    match: { remote: [{ host: "api.githubcopilot.com", paths: ["/mcp"] }] },
    satisfiedBy: [
      { pathSuffix: "/readonly" },
      { header: "X-MCP-Readonly", value: { noneOf: ["", "false", "f", "no", "n", "0", "off"] }, canonical: "true" },
    ],
    fix: { pathSuffix: "/readonly" },
    restricts: "only read tools are exposed",
    source:
      "github/github-mcp-server@64a49f34 (2026-08-20): docs/remote-server.md L17-89, docs/server-configuration.md L13, L230-275; PR #1417",
  },
  {
    id: "supabase-local",
    name: "Supabase MCP server (local)",
    kind: "ADD",
    match: { npm: ["@supabase/mcp-server-supabase"] },
    // node parseArgs boolean: `--read-only=true` is rejected
    satisfiedBy: [{ flag: "--read-only", bare: true }],
    fix: { arg: "--read-only" },
    restricts: "SQL runs as a read-only Postgres user and mutating tools are disabled",
    alsoRequire: {
      id: "project-ref",
      satisfiedBy: [{ flag: "--project-ref", separate: true, value: { any: true } }],
      display: "--project-ref",
      advice: "add --project-ref=<ref>",
      restricts: "it reaches only that project instead of every project in the account, and does not register the account tools",
    },
    caveat: "--read-only appeared around v0.3.5/0.4.0 (commit 862a116, 2025-04-10): no exact version, so no version check.",
    source: "supabase-community/supabase-mcp@17fb90f (2026-04-21): packages/mcp-server-supabase/src/transports/stdio.ts L12-74",
  },
  {
    id: "supabase-remote",
    name: "Supabase MCP server (remote)",
    kind: "ADD",
    match: { remote: [{ host: "mcp.supabase.com", paths: ["/mcp"] }] },
    satisfiedBy: [{ query: "read_only", value: TRUE }],
    fix: { query: { name: "read_only", value: "true" } },
    restricts: "SQL runs as a read-only Postgres user and mutating tools are disabled",
    caveat: "The README also recommends project_ref=<ref>.",
    source: "supabase-community/supabase-mcp@17fb90f (2026-04-21): README.md L51-95, L257",
  },
  {
    id: "mongodb",
    name: "MongoDB MCP Server",
    kind: "ADD",
    match: { npm: ["mongodb-mcp-server"], docker: ["mongodb/mongodb-mcp-server"] },
    satisfiedBy: [
      { flag: "--readOnly", bare: true, value: FLAG_TRUE },
      { env: "MDB_MCP_READ_ONLY", value: FLAG_TRUE, canonical: "true" },
    ],
    fix: { arg: "--readOnly", env: { name: "MDB_MCP_READ_ONLY", value: "true" } },
    restricts: "only read, connect and metadata tools are registered (no create, update or delete)",
    sinceVersion: "0.0.6",
    caveat: "yargs-parser may also accept --read-only, but only --readOnly is documented. Related: --disabledTools, --indexCheck.",
    source:
      "mongodb-js/mongodb-mcp-server@36a405e3 (2026-08-21): packages/cli/src/config/userConfig.ts L106-114, configOverrides.ts L139, README.md L431-552",
  },
  {
    id: "azure",
    name: "Azure MCP Server",
    kind: "ADD",
    match: {
      npm: ["@azure/mcp"],
      bins: ["azmcp"],
      // the image's ENTRYPOINT is `server start`: args after the image are appended to it
      docker: ["mcr.microsoft.com/azure-sdk/azure-mcp"],
      subcommand: { words: [["server", "start"]], required: true },
    },
    satisfiedBy: [{ flag: "--read-only", bare: true, value: TRUE }],
    widenedBy: [
      { flag: "--dangerously-disable-elicitation", bare: true, effect: "turns off elicitation (the user is no longer asked before sensitive operations)", undo: "remove" },
      { flag: "--dangerously-disable-http-incoming-auth", bare: true, effect: "turns off authentication of incoming HTTP requests", undo: "remove" },
      {
        flag: "--dangerously-write-support-logs-to-dir",
        separate: true,
        value: { any: true },
        effect: "writes support logs to a local directory",
        advice: "remove it and its directory unless you are collecting logs for support",
      },
    ],
    fix: { arg: "--read-only", dockerArgs: true },
    restricts: "only read-only operations are exposed",
    caveat: "Before 2.0.0-beta.34 read-only was enforced only when listing tools, not when running them (#2226).",
    source:
      "microsoft/mcp@557fca143 (2026-08-21): servers/Azure.Mcp.Server/docs/azmcp-commands.md L110-282, CHANGELOG.md L877-900, core/Microsoft.Mcp.Core/src/Areas/Server/Options/ServerStartOptions.cs L47",
  },
  {
    id: "awslabs-allow-write",
    name: "AWS Labs MCP servers with --allow-write",
    kind: "INVERSE",
    match: { pypi: AWS_WRITE_OPT_IN },
    widenedBy: [
      { flag: "--allow-write", bare: true, effect: "registers its mutating tools", undo: "remove" },
      {
        flag: "--allow-sensitive-data-access",
        bare: true,
        only: ["awslabs.eks-mcp-server", "awslabs.aws-serverless-mcp-server", "awslabs.aws-dataprocessing-mcp-server", "awslabs.sagemaker-ai-mcp-server"],
        effect: "lets it read logs, events and secrets",
        undo: "remove",
      },
      { flag: "--no-confirmation", bare: true, only: ["awslabs.iam-mcp-server"], effect: "skips its confirmation step", undo: "remove" },
    ],
    caveat: "The EKS README warns about combining --allow-write and --allow-sensitive-data-access.",
    source: `${AWS_SOURCE}: src/<server>/awslabs/<pkg>/server.py (argparse), src/eks-mcp-server/README.md L83-125`,
  },
  {
    id: "awslabs-aurora-dsql",
    name: "AWS Labs Aurora DSQL MCP server",
    kind: "INVERSE",
    match: { pypi: ["awslabs.aurora-dsql-mcp-server"] },
    widenedBy: [{ flag: "--allow-writes", bare: true, effect: "enables the transact write path", undo: "remove" }],
    source: `${AWS_SOURCE}: src/aurora-dsql-mcp-server/awslabs/aurora_dsql_mcp_server/server.py`,
  },
  {
    id: "awslabs-rds-sql",
    name: "AWS Labs RDS Postgres / MySQL MCP servers",
    kind: "INVERSE",
    match: { pypi: ["awslabs.postgres-mcp-server", "awslabs.mysql-mcp-server"] },
    widenedBy: [{ flag: "--allow_write_query", bare: true, effect: "lets it run write SQL (queries otherwise run read-only)", undo: "remove" }],
    caveat: "An earlier read-only bypass in postgres-mcp-server was fixed in awslabs/mcp PR #374 (2025-05).",
    source: `${AWS_SOURCE}: src/postgres-mcp-server/..., src/mysql-mcp-server/...; PR #374`,
  },
  {
    id: "awslabs-ecs",
    name: "AWS Labs ECS MCP server",
    kind: "INVERSE",
    match: { pypi: ["awslabs.ecs-mcp-server"] },
    widenedBy: [
      { env: "ALLOW_WRITE", value: TRUE, effect: "enables its write operations", undo: { set: "false" } },
      { env: "ALLOW_SENSITIVE_DATA", value: TRUE, effect: "gives it access to sensitive data", undo: { set: "false" } },
    ],
    caveat: "The ECS README recommends ALLOW_WRITE=false and ALLOW_SENSITIVE_DATA=false for production.",
    source: `${AWS_SOURCE}: src/ecs-mcp-server/awslabs/ecs_mcp_server/api/resource_management.py L32-190`,
  },
  {
    id: "awslabs-iot-sitewise",
    name: "AWS Labs IoT SiteWise MCP server",
    kind: "INVERSE",
    match: { pypi: ["awslabs.aws-iot-sitewise-mcp-server"] },
    widenedBy: [{ env: "SITEWISE_MCP_ALLOW_WRITES", value: TRUE, effect: "enables its write tools", undo: { set: "false" } }],
    source: `${AWS_SOURCE}: src/aws-iot-sitewise-mcp-server/awslabs/aws_iot_sitewise_mcp_server/server.py L234`,
  },
  {
    id: "awslabs-timestream-influxdb",
    name: "AWS Labs Timestream for InfluxDB MCP server",
    kind: "INVERSE",
    match: { pypi: ["awslabs.timestream-for-influxdb-mcp-server"] },
    widenedBy: [{ env: "INFLUXDB_WRITE_MODE", value: TRUE, effect: "enables its write tools", undo: { set: "false" } }],
    source: `${AWS_SOURCE}: src/timestream-for-influxdb-mcp-server/awslabs/timestream_for_influxdb_mcp_server/server.py L44`,
  },
  {
    id: "awslabs-valkey-admin",
    name: "AWS Labs Valkey MCP server (admin tier)",
    kind: "INVERSE",
    match: { pypi: ["awslabs.valkey-mcp-server"] },
    widenedBy: [{ env: "VALKEY_ADMIN_ENABLED", value: TRUE, effect: "enables the admin tier (FLUSHALL, CONFIG SET, EVAL)", undo: { set: "false" } }],
    source: `${AWS_SOURCE}: src/valkey-mcp-server/README.md L32-43`,
  },
  {
    id: "awslabs-readonly",
    name: "AWS Labs MCP servers with --readonly",
    kind: "ADD",
    match: { pypi: ["awslabs.ccapi-mcp-server", "awslabs.elasticache-mcp-server", "awslabs.memcached-mcp-server", "awslabs.valkey-mcp-server"] },
    // argparse BooleanOptionalAction: `--readonly` / `--no-readonly`, no `=value`
    satisfiedBy: [{ flag: "--readonly", bare: true }],
    disabledBy: [{ flag: "--no-readonly", bare: true, undo: { replace: "--readonly" } }],
    fix: { arg: "--readonly" },
    restricts: "mutating operations are blocked",
    caveat: "The ccapi README says read-only mode cannot be bypassed through environment variables.",
    source: `${AWS_SOURCE}: src/{ccapi,elasticache,memcached,valkey}-mcp-server/awslabs/*/server.py, src/ccapi-mcp-server/README.md L301-310`,
  },
  {
    id: "awslabs-aws-api",
    name: "AWS Labs AWS API MCP server",
    kind: "ADD",
    match: { pypi: ["awslabs.aws-api-mcp-server"] },
    satisfiedBy: [{ env: "READ_OPERATIONS_ONLY", value: TRUE }],
    fix: { env: { name: "READ_OPERATIONS_ONLY", value: "true" } },
    restricts: "call_aws runs only commands on the known read-only list",
    caveat: "REQUIRE_MUTATION_CONSENT=true (ask before non-read-only calls) is weaker and does not satisfy the rule. IAM stays the primary control.",
    source: `${AWS_SOURCE}: src/aws-api-mcp-server/awslabs/aws_api_mcp_server/core/common/config.py L28-171, README.md L213-273`,
  },
  {
    id: "grafana",
    name: "Grafana MCP server",
    kind: "ADD",
    // the image's ENTRYPOINT is the binary: args after the image are appended to it
    match: { pypi: ["mcp-grafana"], bins: ["mcp-grafana"], docker: ["grafana/mcp-grafana"] },
    satisfiedBy: [{ flag: "--disable-write", aliases: ["-disable-write"], bare: true, value: FLAG_TRUE }],
    fix: { arg: "--disable-write", dockerArgs: true },
    restricts: "write tools (create, update) are not registered",
    sinceVersion: "0.7.9",
    caveat: "Also skips the assistant tools. Scoping: --enabled-tools, --disable-<category>.",
    source: "grafana/mcp-grafana@c6e492b (2026-08-21): cmd/mcp-grafana/main.go L152-171, README.md L470-505",
  },
  {
    id: "kubernetes-mcp-server",
    name: "Kubernetes MCP server (containers)",
    kind: "ADD",
    match: { npm: ["kubernetes-mcp-server"], pypi: ["kubernetes-mcp-server"], bins: ["kubernetes-mcp-server"] },
    satisfiedBy: [{ flag: "--read-only", bare: true, value: FLAG_TRUE }],
    fix: { arg: "--read-only" },
    restricts: "only tools annotated readOnlyHint=true are registered (no create, update or delete on the cluster)",
    sinceVersion: "0.0.36",
    caveat: "--disable-destructive is weaker (and has no effect with --read-only): it does not satisfy the rule.",
    source: "containers/kubernetes-mcp-server@55749981 (2026-08-21): pkg/kubernetes-mcp-server/cmd/root.go L76-77, L177-178; README.md L201-202",
  },
  {
    id: "mcp-server-kubernetes",
    name: "Kubernetes MCP server (Flux159)",
    kind: "ADD",
    match: { npm: ["mcp-server-kubernetes"] },
    satisfiedBy: [
      { env: "ALLOW_ONLY_READONLY_TOOLS", value: TRUE },
      // an explicit allowlist takes precedence over the read-only switch: a deliberate choice
      { env: "ALLOWED_TOOLS", value: { any: true } },
    ],
    fix: { env: { name: "ALLOW_ONLY_READONLY_TOOLS", value: "true" } },
    restricts: "only read-only tools (get, describe, logs) are registered",
    sinceVersion: "2.5.0",
    caveat: "ALLOW_ONLY_NON_DESTRUCTIVE_TOOLS (1.4.0) keeps create/apply/update and does not satisfy the rule. No CLI flag.",
    source: "Flux159/mcp-server-kubernetes@1ece64e (2026-08-08): src/index.ts L84-103, ADVANCED_README.md L148-174, README.md L313-336",
  },
  {
    id: "postgres-mcp-pro",
    name: "Postgres MCP Pro (crystaldba)",
    kind: "ADD",
    match: { pypi: ["postgres-mcp"], docker: ["crystaldba/postgres-mcp"] },
    // argparse choices unrestricted|restricted, default unrestricted
    satisfiedBy: [{ flag: "--access-mode", separate: true, value: { oneOf: ["restricted"] } }],
    fix: { arg: "--access-mode=restricted" },
    restricts: "queries run in read-only transactions with resource limits",
    caveat: "All README examples use --access-mode=unrestricted. Open PR #148 adds a readonly mode (not merged).",
    source: "crystaldba/postgres-mcp@07eb329 (2026-01-22): src/postgres_mcp/server.py L561-607, README.md L139-227; PR #148",
  },
  {
    id: "mcp-atlassian",
    name: "Atlassian MCP server (sooperset, Jira + Confluence)",
    kind: "ADD",
    match: { pypi: ["mcp-atlassian"], docker: ["ghcr.io/sooperset/mcp-atlassian"] },
    // click is_flag: no `=value`
    satisfiedBy: [{ flag: "--read-only", bare: true }, { env: "READ_ONLY_MODE", value: TRUE }],
    fix: { arg: "--read-only", env: { name: "READ_ONLY_MODE", value: "true" } },
    restricts: "all Jira and Confluence write tools are disabled",
    sinceVersion: "0.3.0",
    caveat: "Scoping: --enabled-tools/ENABLED_TOOLS, --toolsets/TOOLSETS.",
    source: "sooperset/mcp-atlassian@436b37e4 (2026-08-21): src/mcp_atlassian/__init__.py L197-210, L407; docs/configuration.mdx L208",
  },
  {
    id: "couchbase",
    name: "Couchbase MCP server",
    kind: "DEFAULT-RO",
    match: { pypi: ["couchbase-mcp-server"] },
    disabledBy: [
      { env: "CB_MCP_READ_ONLY_MODE", value: CLICK_FALSE, effect: "turns off its default read-only mode (KV and query writes are allowed)", undo: { set: "true" } },
      { flag: "--read-only-mode", separate: true, value: CLICK_FALSE, effect: "turns off its default read-only mode (KV and query writes are allowed)", undo: { set: "true" } },
    ],
    sinceVersion: "0.6.0",
    caveat: "The deprecated CB_MCP_READ_ONLY_QUERY_MODE / --read-only-query-mode covers queries only: KV writes stay possible.",
    source: "Couchbase-Ecosystem/mcp-server-couchbase@233d141 (2026-06-12): src/mcp_server.py L72-78, README.md L174-205",
  },
  {
    id: "buildkite-local",
    name: "Buildkite MCP server (local)",
    kind: "ADD",
    match: {
      bins: ["buildkite-mcp-server"],
      docker: ["ghcr.io/buildkite/buildkite-mcp-server", "buildkite/mcp-server"],
      // kong: the flag belongs to the subcommand
      subcommand: { words: [["stdio"], ["http"]], required: true },
    },
    satisfiedBy: [
      { flag: "--read-only", bare: true, value: FLAG_TRUE },
      { env: "BUILDKITE_READ_ONLY", value: FLAG_TRUE, canonical: "true" },
    ],
    fix: { arg: "--read-only", env: { name: "BUILDKITE_READ_ONLY", value: "true" } },
    restricts: "write operations are filtered out of every toolset",
    sinceVersion: "0.6.0",
    source: "buildkite/buildkite-mcp-server@bcc1642 (2026-08-21): internal/commands/stdio.go L14-49, internal/commands/http.go L20-52",
  },
  {
    id: "buildkite-remote",
    name: "Buildkite MCP server (remote)",
    kind: "ADD",
    match: { remote: [{ host: "mcp.buildkite.com", paths: ["/mcp", "/direct"] }] },
    satisfiedBy: [{ pathSuffix: "/readonly" }],
    fix: { pathSuffix: "/readonly" },
    restricts: "only read-only tools are exposed",
    caveat: "The /direct endpoint is a preview (changelog 363).",
    source:
      "buildkite.com/docs/apis/mcp-server/toolsets; buildkite.com/docs/apis/mcp-server/remote/configuring-ai-tools; buildkite.com/resources/changelog/363",
  },
  {
    id: "neon-remote",
    name: "Neon MCP server (remote)",
    kind: "ADD",
    match: { remote: [{ host: "mcp.neon.tech", paths: ["/mcp", "/sse"] }] },
    satisfiedBy: [{ query: "readonly", value: TRUE }, { header: "x-read-only", value: TRUE }],
    fix: { query: { name: "readonly", value: "true" } },
    restricts: "write tools (create project or branch, migrations) are removed and run_sql runs only read-only queries",
    caveat: "The query parameter wins over the legacy x-read-only header. With OAuth, readonly=true overrides the consent scope.",
    source: "neondatabase/mcp-server-neon@9492812 (2026-08-03): README.md L142-213, CHANGELOG.md L28-81",
  },
  {
    id: "sentry",
    name: "Sentry MCP server",
    kind: "ADD",
    match: { npm: ["@sentry/mcp-server"] },
    satisfiedBy: [
      { flag: "--skills", separate: true, value: { listExcludesAll: SENTRY_WRITE_SKILLS } },
      { env: "MCP_SKILLS", value: { listExcludesAll: SENTRY_WRITE_SKILLS } },
      { flag: "--disable-skills", separate: true, value: { listIncludesAll: SENTRY_WRITE_SKILLS } },
      { env: "MCP_DISABLE_SKILLS", value: { listIncludesAll: SENTRY_WRITE_SKILLS } },
    ],
    widenedBy: [{ flag: "--all-skills", bare: true, effect: "enables every skill, including the write skills triage and project-management", undo: "remove" }],
    fix: { arg: "--skills=inspect,seer" },
    restricts: "the write skills triage and project-management are not enabled",
    caveat: "The stdio default is every active skill. seer triggers AI analysis (not a data write). Remote: ?skills=inspect.",
    source:
      "getsentry/sentry-mcp@4a109327 (2026-08-18): packages/mcp-core/src/skills.ts L10-66, packages/mcp-server/src/cli/parse.ts L19-115, cli/resolve.ts L60-100, README.md L97-98",
  },
  {
    id: "gitlab-zereight",
    name: "GitLab MCP server (zereight)",
    kind: "ADD",
    match: { npm: ["@zereight/mcp-gitlab"] },
    // its parser needs a value: a bare `--read-only` is ignored when last, or swallows the next argument
    satisfiedBy: [
      { flag: "--read-only", separate: true, value: TRUE },
      { flag: "--permission-mode", separate: true, value: { oneOf: ["readonly"] }, since: "2.1.29" },
      { env: "GITLAB_READ_ONLY_MODE", value: TRUE },
      { env: "GITLAB_PERMISSION_MODE", value: { oneOf: ["readonly"] }, since: "2.1.29" },
    ],
    fix: { arg: "--read-only=true" },
    restricts: "only the read-only tool set is registered",
    caveat: "permission-mode `modify` only drops delete tools; the default is `full`. GITLAB_READ_ONLY_MODE=true always wins.",
    source: "zereight/gitlab-mcp@32c5df7 (2026-08-23): config.ts L3-26, L42-56; README.md L120-142",
  },
  {
    id: "neo4j-cypher",
    name: "Neo4j Cypher MCP server",
    kind: "ADD",
    match: { pypi: ["mcp-neo4j-cypher"] },
    satisfiedBy: [{ flag: "--read-only", bare: true }, { env: "NEO4J_READ_ONLY", value: TRUE }],
    fix: { arg: "--read-only" },
    restricts: "write_neo4j_cypher is disabled",
    source: "neo4j-contrib/mcp-neo4j@dbc01ba (2026-04-10): servers/mcp-neo4j-cypher/src/mcp_neo4j_cypher/__init__.py L41-43, README.md L48, L475",
  },
  {
    id: "qdrant",
    name: "Qdrant MCP server",
    kind: "ADD",
    match: { pypi: ["mcp-server-qdrant"] },
    // pydantic bool
    satisfiedBy: [{ env: "QDRANT_READ_ONLY", value: { oneOf: ["true", "1", "yes", "on", "t", "y"] }, canonical: "true" }],
    fix: { env: { name: "QDRANT_READ_ONLY", value: "true" } },
    restricts: "qdrant-store is not registered",
    source: "qdrant/mcp-server-qdrant@e4ec69b (2026-03-30): src/mcp_server_qdrant/settings.py L86, mcp_server.py L193",
  },
  {
    id: "duckdb",
    name: "DuckDB MCP server (ktanaka101)",
    kind: "ADD",
    match: { pypi: ["mcp-server-duckdb"] },
    satisfiedBy: [{ flag: "--readonly", bare: true }],
    fix: { arg: "--readonly" },
    restricts: "the database is opened read-only",
    caveat: "With --readonly the server fails to start when the database file does not exist.",
    source: "ktanaka101/mcp-server-duckdb@2cc7c29 (2025-05-05): src/mcp_server_duckdb/config.py L43, README.md L47-51",
  },
  {
    id: "motherduck",
    name: "MotherDuck / DuckDB MCP server (1.0 and later)",
    kind: "DEFAULT-RO",
    match: { pypi: ["mcp-server-motherduck"] },
    versions: { range: ">=1.0.0", whenUnknown: true },
    disabledBy: [{ flag: "--read-write", bare: true, effect: "gives it write access (1.0 and later are read-only by default)", undo: "remove" }],
    widenedBy: [{ flag: "--allow-switch-databases", bare: true, effect: "lets it switch to other databases", undo: "remove" }],
    caveat: "In 1.0 and later --read-only is deprecated (accepted with a warning). MotherDuck read-only needs a read-scaling token.",
    source: "motherduckdb/mcp-server-motherduck@adef923 (2026-04-29): src/mcp_server_motherduck/__init__.py L72, L130-177; README.md L27-29",
  },
  {
    id: "motherduck-legacy",
    name: "MotherDuck / DuckDB MCP server (before 1.0)",
    kind: "ADD",
    match: { pypi: ["mcp-server-motherduck"] },
    // before the 1.0 rewrite (commit ef0c6ba; the previous release was 0.8.1) writes were the default
    versions: { range: "<1.0.0", whenUnknown: false },
    satisfiedBy: [{ flag: "--read-only", bare: true }],
    fix: { arg: "--read-only" },
    restricts: "the database is opened read-only",
    source: "motherduckdb/mcp-server-motherduck@adef923 (2026-04-29): src/mcp_server_motherduck/__init__.py L72, L130-177; README.md L27-29",
  },
  {
    id: "clickhouse",
    name: "ClickHouse MCP server",
    kind: "DEFAULT-RO",
    match: { pypi: ["mcp-clickhouse"] },
    disabledBy: [
      { env: "CLICKHOUSE_ALLOW_WRITE_ACCESS", value: TRUE, effect: "lets queries write (by default they run with readonly=1)", undo: { set: "false" } },
      { env: "CLICKHOUSE_ALLOW_DROP", value: TRUE, effect: "allows DROP and TRUNCATE (together with CLICKHOUSE_ALLOW_WRITE_ACCESS)", undo: { set: "false" } },
    ],
    source: "ClickHouse/mcp-clickhouse@cb75c27 (2026-04-29): mcp_clickhouse/mcp_env.py L49-156, README.md L16, L264-280, L554-558",
  },
  {
    id: "mysql-benborla",
    name: "MySQL MCP server (benborla)",
    kind: "DEFAULT-RO",
    match: { npm: ["@benborla29/mcp-server-mysql"] },
    disabledBy: [
      { env: "ALLOW_INSERT_OPERATION", value: TRUE, effect: "allows INSERT statements", undo: { set: "false" } },
      { env: "ALLOW_UPDATE_OPERATION", value: TRUE, effect: "allows UPDATE statements", undo: { set: "false" } },
      { env: "ALLOW_DELETE_OPERATION", value: TRUE, effect: "allows DELETE statements", undo: { set: "false" } },
      { env: "ALLOW_DDL_OPERATION", value: TRUE, effect: "allows DDL statements (CREATE, ALTER, DROP)", undo: { set: "false" } },
      { env: "MYSQL_DISABLE_READ_ONLY_TRANSACTIONS", value: TRUE, effect: "stops wrapping queries in read-only transactions", undo: { set: "false" } },
    ],
    caveat: "SCHEMA_{INSERT,UPDATE,DELETE,DDL}_PERMISSIONS grant writes per schema and are not checked.",
    source: "benborla/mcp-server-mysql@27d5b27 (2026-06-29): index.ts L16-75, src/config/*.ts, README.md L66",
  },
  {
    id: "elasticsearch-cr7258",
    name: "Elasticsearch MCP server (cr7258)",
    kind: "ADD",
    match: { pypi: ["elasticsearch-mcp-server"] },
    satisfiedBy: [{ env: "DISABLE_HIGH_RISK_OPERATIONS", value: TRUE }],
    fix: { env: { name: "DISABLE_HIGH_RISK_OPERATIONS", value: "true" } },
    restricts: "write tools are hidden from the client",
    caveat: "DISABLE_OPERATIONS=a,b hides further operations.",
    source: "cr7258/elasticsearch-mcp-server@e84d5f1 (2026-08-02): README.md L170-201",
  },
  {
    id: "aks",
    name: "AKS MCP server (Azure/aks-mcp)",
    kind: "DEFAULT-RO",
    match: { bins: ["aks-mcp"] },
    disabledBy: [
      {
        flag: "--access-level",
        separate: true,
        value: { oneOf: ["readwrite", "admin"] },
        effect: "allows write (readwrite) or admin kubectl and az operations",
        undo: { set: "readonly" },
      },
    ],
    caveat: "The README says the access level is a guardrail, not a security boundary.",
    source: "Azure/aks-mcp@8d28bec (2026-08-11): internal/config/config.go L51, README.md L62-70, L132-137",
  },
  {
    id: "pagerduty",
    name: "PagerDuty MCP server",
    kind: "INVERSE",
    match: { pypi: ["pagerduty-mcp"] },
    widenedBy: [{ flag: "--enable-write-tools", bare: true, effect: "registers its write tools (create incidents, schedule overrides, …)", undo: "remove" }],
    source: "PagerDuty/pagerduty-mcp-server@22adbf1 (2026-07-15): README.md L88-225",
  },
  {
    id: "slack-korotovsky",
    name: "Slack MCP server (korotovsky)",
    kind: "DEFAULT-RO",
    match: { npm: ["slack-mcp-server"], bins: ["slack-mcp-server"] },
    disabledBy: [
      {
        env: "SLACK_MCP_ADD_MESSAGE_TOOL",
        value: TRUE,
        effect: "lets the agent post messages to every channel",
        advice: "set it to a comma-separated list of the channel IDs it may post to",
      },
      { env: "SLACK_MCP_MARK_TOOL", value: TRUE, effect: "lets the agent mark channels as read", undo: { set: "false" } },
    ],
    caveat: "SLACK_MCP_ENABLED_TOOLS / --enabled-tools can also register write tools.",
    source: "korotovsky/slack-mcp-server@b24b1b0 (2026-03-03): README.md L18-101, L261-269; docs/03-configuration-and-usage.md L264",
  },
  {
    id: "terraform",
    name: "Terraform MCP server (HashiCorp)",
    kind: "INVERSE",
    match: { docker: ["hashicorp/terraform-mcp-server"], bins: ["terraform-mcp-server"] },
    widenedBy: [
      { env: "ENABLE_TF_OPERATIONS", value: TRUE, effect: "enables the Terraform operations that need explicit approval (runs, applies)", undo: { set: "false" } },
    ],
    caveat: "Scope with --toolsets=registry or --tools=a,b (not both).",
    source: "hashicorp/terraform-mcp-server@42b9fe7 (2026-08-21): README.md L128-142, L636-646; pkg/tools/dynamic_tool.go L94-96",
  },
  {
    id: "docker-mcp-gateway",
    name: "Docker MCP Gateway",
    kind: "INVERSE",
    match: { bins: ["docker"], subcommand: { words: [["mcp", "gateway", "run"]], required: true } },
    widenedBy: [
      { flag: "--block-secrets", value: { oneOf: ["false", "0", "f"] }, effect: "stops it from blocking secrets in tool traffic", undo: "remove" },
      { flag: "--verify-signatures", value: { oneOf: ["false", "0", "f"] }, effect: "runs server images without verifying their signatures", undo: "remove" },
      { flag: "--enable-all-servers", bare: true, value: FLAG_TRUE, effect: "enables every server in the catalog", undo: "remove" },
    ],
    caveat: "Recommended: --block-network, and scoping with --servers/--tools.",
    source: "docker/mcp-gateway@2bd20fe8 (2026-07-23): docs/mcp-gateway.md L19-112, cmd/docker-mcp/commands/gateway.go L81-193",
  },
  {
    id: "playwright",
    name: "Playwright MCP",
    kind: "INVERSE",
    match: { npm: ["@playwright/mcp"] },
    widenedBy: [
      {
        flag: "--allow-unrestricted-file-access",
        bare: true,
        effect: "lets it reach files outside the workspace roots and open file:// URLs",
        undo: "remove",
      },
      { flag: "--no-sandbox", bare: true, effect: "turns off the browser sandbox", undo: "remove" },
      { flag: "--allowed-hosts", separate: true, value: { listIncludesAny: ["*"] }, effect: "allows every host", advice: "list only the hosts it needs" },
      {
        flag: "--caps",
        separate: true,
        value: { listIncludesAny: ["devtools", "vision", "pdf", "network", "storage", "config", "testing"] },
        effect: "turns on opt-in capabilities",
        advice: "keep only the capabilities the agent needs",
      },
    ],
    caveat: "--allowed-origins/--blocked-origins are not a security boundary (README). --isolated keeps the profile in memory.",
    source: "microsoft/playwright-mcp@7e0457a (2026-08-07): README.md L409-441, L1136-1547",
  },
  {
    id: "chrome-devtools",
    name: "Chrome DevTools MCP",
    kind: "INVERSE",
    match: { npm: ["chrome-devtools-mcp"] },
    widenedBy: [
      {
        flag: "--allow-unrestricted-paths",
        aliases: ["--allowUnrestrictedPaths"],
        bare: true,
        value: FLAG_TRUE,
        effect: "lets it write files outside the temporary directory and the workspace roots",
        undo: "remove",
      },
    ],
    caveat: "Least privilege: --isolated, --slim, --allowed-url-pattern. The default profile persists in $HOME/.cache/chrome-devtools-mcp.",
    source: "ChromeDevTools/chrome-devtools-mcp@ebf58f2f (2026-08-21): README.md L620-810",
  },
];

export const NO_SWITCH_NOTICES: readonly NoSwitchNotice[] = [
  {
    id: "github-legacy",
    name: "GitHub (legacy reference server)",
    match: { npm: ["@modelcontextprotocol/server-github"] },
    message: "which has no read-only switch: use github/github-mcp-server with --read-only instead",
    source: "modelcontextprotocol/servers@d53d6cc7~1: src/github/README.md L3, src/github/common/utils.ts L42 (no readonly anywhere in src/github)",
  },
];

// ---- matching helpers (pure) ----------------------------------------------------------------

/** PEP 503 name normalisation: lowercase, runs of `-`, `_`, `.` become one `-`. */
export function normalizePypiName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}

/** Image repository without the default registry and `library/` (`docker.io/library/x` = `x`). */
export function normalizeImageName(name: string): string {
  return name
    .toLowerCase()
    .replace(/^(index\.)?docker\.io\//, "")
    .replace(/^library\//, "");
}

export function sameName(ecosystem: "npm" | "pypi" | "oci", a: string, b: string): boolean {
  if (ecosystem === "pypi") return normalizePypiName(a) === normalizePypiName(b);
  if (ecosystem === "oci") return normalizeImageName(a) === normalizeImageName(b);
  return a === b;
}

function listItems(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length > 0);
}

export function testValue(test: ValueTest, raw: string): boolean {
  const value = raw.trim().toLowerCase();
  const lower = (xs: string[]) => xs.map((x) => x.toLowerCase());
  if ("oneOf" in test) return lower(test.oneOf).includes(value);
  if ("noneOf" in test) return !lower(test.noneOf).includes(value);
  if ("any" in test) return value.length > 0;
  const items = listItems(raw);
  if ("listIncludesAny" in test) return lower(test.listIncludesAny).some((x) => items.includes(x));
  if ("listIncludesAll" in test) return lower(test.listIncludesAll).every((x) => items.includes(x));
  return lower(test.listExcludesAll).every((x) => !items.includes(x));
}

/** The value a fix writes to turn a switch on, when the test names one. */
export function canonicalValue(sw: Switch): string | undefined {
  if ("canonical" in sw && sw.canonical !== undefined) return sw.canonical;
  if ("value" in sw && sw.value && "oneOf" in sw.value) return sw.value.oneOf[0];
  return undefined;
}

/** Every spelling of a flag switch. */
export function flagNames(sw: FlagSwitch): string[] {
  return [sw.flag, ...(sw.aliases ?? [])];
}

/**
 * The version a package spec pins, when it pins one we can compare: an exact npm version, PyPI
 * `==1.2.3`, or a numeric image tag (`v0.18.0`, `1.0`).
 */
export function pinnedVersion(ecosystem: "npm" | "pypi" | "oci", spec: string | undefined, specKind: string): string | undefined {
  if (spec === undefined) return undefined;
  if (ecosystem === "npm") return specKind === "exact" ? (semver.valid(spec) ?? undefined) : undefined;
  if (ecosystem === "pypi" && specKind !== "exact") return undefined;
  if (ecosystem === "oci" && specKind !== "tag") return undefined;
  if (!/^v?\d+(\.\d+){0,2}$/.test(spec)) return undefined;
  return semver.coerce(spec)?.version;
}

/** Whether a pinned version predates `since` (unknown versions never do). */
export function predates(version: string | undefined, since: string | undefined): boolean {
  return version !== undefined && since !== undefined && semver.lt(version, since);
}

export function inRange(version: string, range: string): boolean {
  return semver.satisfies(version, range);
}
