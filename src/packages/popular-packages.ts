// Well-known MCP server packages, for package-typosquat (a name a small edit away from one of these,
// that is not itself one of these) and deprecated-package (the replacement a maintainer named).
// Source of every entry: ../shared/reference/least-privilege.md, Table 2 ("popular MCP server package
// names"), which took npm monthly downloads and PyPI ranks from the registries' listings on one day;
// the `source` of each entry says which row and figure. Statuses (archived, deprecated) as recorded there.

export type PackageStatus = "active" | "archived" | "deprecated";

export interface WellKnownPackage {
  ecosystem: "npm" | "pypi";
  name: string;
  /** Who publishes it / what it is. */
  owner: string;
  status: PackageStatus;
  /** The replacement its maintainers name, when it is archived or deprecated. */
  replacement?: string;
  source: string;
}

/** A name that looks official and is not (third-party, unrelated, or not published at all). */
export interface Lookalike {
  ecosystem: "npm" | "pypi";
  name: string;
  /** What the name really is, as a clause: "a third-party package, not GitHub's server". */
  is: string;
  /** What the user most likely meant. */
  meant: string;
  source: string;
}

const TABLE = "least-privilege.md Table 2";
const npm = (name: string, downloads: string, owner: string, status: PackageStatus = "active", replacement?: string): WellKnownPackage => ({
  ecosystem: "npm",
  name,
  owner,
  status,
  ...(replacement ? { replacement } : {}),
  source: `${TABLE}, npm: ~${downloads} downloads/month (npm registry listing)`,
});
const pypi = (name: string, rank: string, owner: string, status: PackageStatus = "active", replacement?: string): WellKnownPackage => ({
  ecosystem: "pypi",
  name,
  owner,
  status,
  ...(replacement ? { replacement } : {}),
  source: `${TABLE}, PyPI: ${rank === "-" ? "listed without a rank" : `rank ${rank} in the top 15000`}`,
});

export const WELL_KNOWN_PACKAGES: readonly WellKnownPackage[] = [
  npm("@playwright/mcp", "6.29M", "Microsoft Playwright"),
  npm("chrome-devtools-mcp", "1.85M", "Chrome DevTools"),
  npm("@upstash/context7-mcp", "1.43M", "Upstash Context7"),
  npm("@modelcontextprotocol/server-filesystem", "1.13M", "MCP reference servers"),
  npm("mcp-remote", "920k", "stdio-to-remote proxy"),
  npm("@modelcontextprotocol/inspector", "491k", "MCP dev tool"),
  npm("@modelcontextprotocol/server-sequential-thinking", "297k", "MCP reference servers"),
  npm("@azure-devops/mcp", "286k", "Microsoft"),
  npm("@supabase/mcp-server-supabase", "284k", "Supabase"),
  npm("@modelcontextprotocol/server-github", "281k", "MCP reference servers", "archived", "github/github-mcp-server (ghcr.io/github/github-mcp-server)"),
  npm("@modelcontextprotocol/server-memory", "261k", "MCP reference servers"),
  npm("@modelcontextprotocol/server-postgres", "252k", "MCP reference servers", "archived"),
  npm("@azure/mcp", "252k", "Microsoft Azure"),
  npm("@modelcontextprotocol/server-everything", "245k", "MCP reference test server"),
  npm("@notionhq/notion-mcp-server", "240k", "Notion"),
  npm("@modelcontextprotocol/server-google-maps", "207k", "MCP reference servers", "archived"),
  npm("@gongrzhe/server-gmail-autoauth-mcp", "199k", "community Gmail server"),
  npm("nx-mcp", "198k", "Nx"),
  npm("@circleci/mcp-server-circleci", "195k", "CircleCI"),
  npm("n8n-mcp", "186k", "community n8n server"),
  npm("next-devtools-mcp", "181k", "Vercel / Next.js"),
  npm("mongodb-mcp-server", "162k", "MongoDB"),
  npm("@stripe/mcp", "144k", "Stripe"),
  npm("tavily-mcp", "139k", "Tavily"),
  npm("@modelcontextprotocol/server-slack", "137k", "MCP reference servers", "archived"),
  npm("@zereight/mcp-gitlab", "135k", "community GitLab server"),
  npm("firecrawl-mcp", "129k", "Firecrawl"),
  npm("@wonderwhy-er/desktop-commander", "105k", "community"),
  npm("@modelcontextprotocol/server-brave-search", "102k", "MCP reference servers", "archived", "@brave/brave-search-mcp-server"),
  npm("@salesforce/mcp", "103k", "Salesforce"),
  npm("@sentry/mcp-server", "95k", "Sentry"),
  npm("@modelcontextprotocol/server-puppeteer", "95k", "MCP reference servers", "archived"),
  npm("@launchdarkly/mcp-server", "94k", "LaunchDarkly"),
  npm("figma-developer-mcp", "84k", "Framelink (Figma)"),
  npm("@executeautomation/playwright-mcp-server", "77k", "community (not Microsoft's)"),
  npm("@eslint/mcp", "77k", "ESLint"),
  npm("@winor30/mcp-server-datadog", "69k", "community Datadog server"),
  npm("@dynatrace-oss/dynatrace-mcp-server", "65k", "Dynatrace", "deprecated"),
  npm("@cocal/google-calendar-mcp", "63k", "community"),
  npm("@bytebase/dbhub", "59k", "Bytebase"),
  npm("@hubspot/mcp-server", "54k", "HubSpot"),
  npm("@perplexity-ai/mcp-server", "54k", "Perplexity"),
  npm("@apify/actors-mcp-server", "53k", "Apify"),
  npm("xcodebuildmcp", "53k", "community"),
  npm("@mobilenext/mobile-mcp", "49k", "community"),
  npm("@google-cloud/cloud-run-mcp", "45k", "Google Cloud"),
  npm("@brave/brave-search-mcp-server", "45k", "Brave"),
  npm("slack-mcp-server", "37k", "korotovsky"),
  npm("@aashari/mcp-server-atlassian-jira", "34k", "community"),
  npm("@browsermcp/mcp", "32k", "Browser MCP"),
  npm("exa-mcp-server", "32k", "Exa"),
  npm("@21st-dev/magic", "31k", "21st.dev"),
  npm("@benborla29/mcp-server-mysql", "26k", "community"),
  npm("@shopify/dev-mcp", "26k", "Shopify"),
  npm("@softeria/ms-365-mcp-server", "25k", "community"),
  npm("@railway/mcp-server", "22k", "Railway", "deprecated"),
  npm("@mapbox/mcp-server", "20k", "Mapbox"),
  npm("@modelcontextprotocol/server-gitlab", "20k", "MCP reference servers", "archived"),
  npm("mcp-server-kubernetes", "20k", "Flux159"),
  npm("kubernetes-mcp-server", "17k", "containers (Red Hat)"),
  npm("@heroku/mcp-server", "17k", "Heroku"),
  npm("@modelcontextprotocol/server-gdrive", "17k", "MCP reference servers", "archived"),
  npm("@pinecone-database/mcp", "16k", "Pinecone"),
  npm("@agentdeskai/browser-tools-mcp", "14k", "community"),
  npm("@netlify/mcp", "14k", "Netlify"),
  npm("@cloudflare/mcp-server-cloudflare", "13k", "Cloudflare"),
  npm("@browserbasehq/mcp-server-browserbase", "9k", "Browserbase"),
  npm("@modelcontextprotocol/server-redis", "8k", "MCP reference servers", "archived"),
  npm("@elastic/mcp-server-elasticsearch", "6k", "Elastic", "deprecated"),
  npm("@neondatabase/mcp-server-neon", "5k", "Neon"),
  npm("@supabase/mcp-server-postgrest", "4k", "Supabase"),
  npm("@executeautomation/database-server", "3k", "community"),
  npm("@modelcontextprotocol/server-aws-kb-retrieval", "1k", "MCP reference servers", "archived"),
  npm("@modelcontextprotocol/server-everart", "<1k", "MCP reference servers", "archived"),
  npm("@angular/cli", "19.6M", "Angular (mcp subcommand)"),
  npm("firebase-tools", "5.15M", "Firebase (mcp subcommand)"),

  pypi("mcp-server-qdrant", "2350", "Qdrant"),
  pypi("mcp-proxy", "3348", "proxy"),
  pypi("mcp-server-git", "4167", "MCP reference servers"),
  pypi("awslabs.aws-documentation-mcp-server", "4204", "AWS Labs"),
  pypi("mcp-server-fetch", "4216", "MCP reference servers"),
  pypi("mcp-atlassian", "4297", "sooperset"),
  pypi("awslabs.bedrock-kb-retrieval-mcp-server", "6195", "AWS Labs"),
  pypi("awslabs.aws-api-mcp-server", "6365", "AWS Labs"),
  pypi("mcp-server-duckdb", "6490", "ktanaka101"),
  pypi("awslabs.aws-location-mcp-server", "6787", "AWS Labs"),
  pypi("awslabs.memcached-mcp-server", "6792", "AWS Labs"),
  pypi("mcp-server-time", "7873", "MCP reference servers"),
  pypi("awslabs.billing-cost-management-mcp-server", "8699", "AWS Labs"),
  pypi("workspace-mcp", "8778", "taylorwilsdon (Google Workspace)"),
  pypi("chroma-mcp", "8846", "Chroma"),
  pypi("awslabs.cloudwatch-mcp-server", "8879", "AWS Labs"),
  pypi("awslabs.aws-pricing-mcp-server", "8924", "AWS Labs"),
  pypi("snowflake-labs-mcp", "8994", "Snowflake Labs"),
  pypi("mcpo", "9010", "MCP-to-OpenAPI proxy"),
  pypi("mcp-grafana", "9345", "Grafana"),
  pypi("mcp-clickhouse", "9353", "ClickHouse"),
  pypi("awslabs.aws-iac-mcp-server", "10596", "AWS Labs"),
  pypi("postgres-mcp", "10633", "crystaldba"),
  pypi("arxiv-mcp-server", "11091", "community"),
  pypi("opensearch-mcp-server-py", "11237", "OpenSearch"),
  pypi("duckduckgo-mcp-server", "12310", "community"),
  pypi("dbt-mcp", "12413", "dbt Labs"),
  pypi("awslabs.eks-mcp-server", "12727", "AWS Labs"),
  pypi("markitdown-mcp", "13079", "Microsoft markitdown"),
  pypi("serena-agent", "13493", "Oraios Serena"),
  pypi("mcp-server-motherduck", "13669", "MotherDuck"),
  pypi("pagerduty-mcp", "14529", "PagerDuty"),
  pypi("mysql-mcp-server", "14992", "designcomputer"),
  pypi("redis-mcp-server", "-", "Redis"),
  pypi("couchbase-mcp-server", "-", "Couchbase"),
  pypi("kubernetes-mcp-server", "-", "containers"),
  pypi("mcp-neo4j-cypher", "-", "Neo4j"),
  pypi("mcp-neo4j-memory", "-", "Neo4j"),
  pypi("elasticsearch-mcp-server", "-", "cr7258"),
  pypi("mcp-server-bigquery", "-", "community"),
  pypi("awslabs.ecs-mcp-server", "-", "AWS Labs"),
  pypi("awslabs.dynamodb-mcp-server", "-", "AWS Labs"),
  pypi("awslabs.postgres-mcp-server", "-", "AWS Labs"),
  pypi("awslabs.ccapi-mcp-server", "-", "AWS Labs"),
  pypi("awslabs.aws-serverless-mcp-server", "-", "AWS Labs"),
  pypi("mcp-server-sqlite", "-", "MCP reference servers", "archived"),
  pypi("mcp-server-sentry", "-", "MCP reference servers", "archived", "@sentry/mcp-server"),
  pypi("mcp-server-snowflake", "-", "an older, different server than Snowflake Labs'"),
  pypi("blender-mcp", "10415", "community", "deprecated", "mcp-for-blender"),
  pypi("duckduckgo-mcp", "4902", "community", "deprecated", "web-forager"),
];

const LOOKALIKES_NOTE = `${TABLE}, "npm lookalikes and non-existent names worth hard-coding" (npm registry listing)`;
const PYPI_NOTE = `${TABLE}, "PyPI lookalikes"`;
const missing = (name: string, meant: string, extra = ""): Lookalike => ({
  ecosystem: "npm",
  name,
  is: `a name that looks official but is not published by its maintainers on npm${extra}`,
  meant,
  source: LOOKALIKES_NOTE,
});

export const LOOKALIKES: readonly Lookalike[] = [
  { ecosystem: "npm", name: "github-mcp-server", is: "a third-party package, not GitHub's server (which is not on npm)", meant: "the image ghcr.io/github/github-mcp-server", source: LOOKALIKES_NOTE },
  { ecosystem: "npm", name: "playwright-mcp", is: "a third-party package, not Microsoft's", meant: "@playwright/mcp", source: LOOKALIKES_NOTE },
  { ecosystem: "npm", name: "mcp-server-sqlite", is: "an npm package unrelated to the reference SQLite server (which is on PyPI)", meant: "uvx mcp-server-sqlite", source: LOOKALIKES_NOTE },
  missing("@modelcontextprotocol/server-git", "uvx mcp-server-git", " (the reference git server is on PyPI)"),
  missing("@modelcontextprotocol/server-fetch", "uvx mcp-server-fetch", " (the reference fetch server is on PyPI)"),
  missing("@modelcontextprotocol/server-time", "uvx mcp-server-time", " (the reference time server is on PyPI)"),
  missing("@modelcontextprotocol/server-sqlite", "uvx mcp-server-sqlite", " (the archived reference SQLite server is on PyPI)"),
  missing("@modelcontextprotocol/server-sentry", "@sentry/mcp-server"),
  missing("@modelcontextprotocol/server-docker", "a container runtime's own MCP server"),
  missing("@modelcontextprotocol/server-playwright", "@playwright/mcp"),
  missing("@modelcontextprotocol/server-mysql", "@benborla29/mcp-server-mysql"),
  missing("@modelcontextprotocol/server-notion", "@notionhq/notion-mcp-server"),
  missing("@github/github-mcp-server", "the image ghcr.io/github/github-mcp-server"),
  missing("@github/mcp-server", "the image ghcr.io/github/github-mcp-server"),
  missing("@microsoft/playwright-mcp", "@playwright/mcp"),
  missing("@context7/mcp-server", "@upstash/context7-mcp"),
  missing("context7-mcp", "@upstash/context7-mcp"),
  { ecosystem: "pypi", name: "github-mcp-server", is: "a third-party PyPI package, not GitHub's server", meant: "the image ghcr.io/github/github-mcp-server", source: PYPI_NOTE },
  { ecosystem: "pypi", name: "mcp-github", is: "a third-party PyPI package, not GitHub's server", meant: "the image ghcr.io/github/github-mcp-server", source: PYPI_NOTE },
  { ecosystem: "pypi", name: "mcp-server-memory", is: "a reserved placeholder on PyPI", meant: "npx @modelcontextprotocol/server-memory", source: PYPI_NOTE },
  { ecosystem: "pypi", name: "mcp-server-postgres", is: "an unrelated PyPI package", meant: "a maintained Postgres server such as postgres-mcp", source: PYPI_NOTE },
];
