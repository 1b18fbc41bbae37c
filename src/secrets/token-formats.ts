// Credential formats with a recognisable shape, as data (in the manner of gitleaks' rules): each
// entry carries its source and examples that test/secrets/token-formats.test.ts checks.
// Order matters: detection takes the first format that matches, so specific shapes come before
// looser ones (Anthropic `sk-ant-` before OpenAI `sk-`, Stripe before the generic `*_live_*`).
// All examples are fake: random characters in the documented shape.

export interface TokenFormat {
  id: string;
  /** Noun phrase used in messages: "has a literal GitHub personal access token in env …". */
  description: string;
  /**
   * Finds the token inside a larger string. No `g`/`y` flags. When it has a named group `secret`,
   * only that group is the secret (the password of a connection string, not the whole URL).
   */
  regex: RegExp;
  /** The variable name the tool's own docs use for it, when a fix has nothing better to go on. */
  envName?: string;
  /** A loose shape (any `*_live_*` key): messages prefer what the context says it is. */
  generic?: boolean;
  /** Where the shape comes from. */
  source: string;
  examples: { truePositives: string[]; falsePositives: string[] };
}

const GITHUB_FORMATS = "https://github.blog/engineering/platform-security/behind-githubs-new-authentication-token-formats/";
const GITLAB_PREFIXES = "https://docs.gitlab.com/security/tokens/#token-prefixes";
const SLACK_TOKENS = "https://api.slack.com/concepts/token-types";

export const TOKEN_FORMATS: readonly TokenFormat[] = [
  {
    id: "github-pat",
    description: "GitHub personal access token",
    regex: /\bghp_[A-Za-z0-9]{36}\b/,
    envName: "GITHUB_PERSONAL_ACCESS_TOKEN",
    source: GITHUB_FORMATS,
    examples: {
      truePositives: ["ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFu", "token ghp_aP4FtWUjYnXIHva4lvmtT1AFa0E5Qyyl4Glz"],
      falsePositives: ["ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007Twz", "xghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFu", "ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFuX"],
    },
  },
  {
    id: "github-fine-grained-pat",
    description: "GitHub fine-grained personal access token",
    regex: /\bgithub_pat_[A-Za-z0-9_]{82}\b/,
    envName: "GITHUB_PERSONAL_ACCESS_TOKEN",
    source: "https://github.blog/security/application-security/introducing-fine-grained-personal-access-tokens-for-github/",
    examples: {
      truePositives: ["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"],
      falsePositives: ["github_pat_RmNAKvXfYQqZKXBnrKMDmS", "github_pat_"],
    },
  },
  {
    id: "github-oauth",
    description: "GitHub OAuth access token",
    regex: /\bgho_[A-Za-z0-9]{36}\b/,
    envName: "GITHUB_TOKEN",
    source: GITHUB_FORMATS,
    examples: { truePositives: ["gho_F9jeDStNj79fy7MlUmO69VWQW22pnPHVmq3v"], falsePositives: ["gho_F9jeDStNj79fy7MlUmO69VWQW22pnPH"] },
  },
  {
    id: "github-app-user-token",
    description: "GitHub App user access token",
    regex: /\bghu_[A-Za-z0-9]{36}\b/,
    envName: "GITHUB_TOKEN",
    source: GITHUB_FORMATS,
    examples: { truePositives: ["ghu_eNTLfSMLprN4x1voTJTYYyX8PLZ91g4oBqTx"], falsePositives: ["ghu_eNTLfSMLprN4x1vo-TJTYYyX8PLZ91g4oBqTx"] },
  },
  {
    id: "github-app-installation-token",
    description: "GitHub App installation token",
    regex: /\bghs_[A-Za-z0-9]{36}\b/,
    envName: "GITHUB_TOKEN",
    source: GITHUB_FORMATS,
    examples: { truePositives: ["ghs_LeM4URf2Utkj1xXmpW5eDtKafk511Ko2HAD3"], falsePositives: ["ghs_LeM4URf2Utkj1xXmpW5eDtKafk511Ko2HAD"] },
  },
  {
    id: "github-refresh-token",
    description: "GitHub refresh token",
    regex: /\bghr_[A-Za-z0-9]{36}\b/,
    envName: "GITHUB_TOKEN",
    source: GITHUB_FORMATS,
    examples: { truePositives: ["ghr_dxPJOi9oWjO2gfuyIuMVOKrOWCBGv7zlYrWE"], falsePositives: ["ghr_dxPJOi9oWjO2gfuyIuMVOKrOWC"] },
  },
  {
    id: "gitlab-pat",
    description: "GitLab personal access token",
    // Legacy `glpat-` + 20, and the longer routable form with `.`-separated suffixes.
    regex: /\bglpat-[\w-]{20,}(?:\.[\w-]+)*/,
    envName: "GITLAB_PERSONAL_ACCESS_TOKEN",
    source: GITLAB_PREFIXES,
    examples: {
      truePositives: ["glpat-zoOsWaGeby9twVnKdaB3", "glpat-ZOub9LvxJmSKigG3kpM0w3USzS2.01.vkd9ohzdx"],
      falsePositives: ["glpat-zoOsWaGeby9tw", "glpat-"],
    },
  },
  {
    id: "gitlab-token",
    description: "GitLab token",
    // Deploy, runner, CI job, feed, SCIM, OAuth app, incoming mail, agent, feature flag tokens; pipeline triggers.
    regex: /\b(?:(?:gldt|glrt|glcbt|glft|glsoat|gloas|glimt|glagent|glffct|glwt)-[\w-]{20,}(?:\.[\w-]+)*|glptt-[0-9a-f]{40}\b)/,
    envName: "GITLAB_TOKEN",
    source: GITLAB_PREFIXES,
    examples: {
      truePositives: ["gldt-BKJiAUSaieyk5FjAoaTl", "glrt-LmD8MTALEBL4s2Dr9b27", "glptt-1145f5aa6770012068113f022822cb683ee598d5"],
      falsePositives: ["glptt-1145f5aa677001206811", "glx-BKJiAUSaieyk5FjAoaTl"],
    },
  },
  {
    id: "slack-bot-token",
    description: "Slack bot token",
    regex: /\bxoxb-[0-9]{10,13}-[0-9]{10,13}-[A-Za-z0-9]{24,34}\b/,
    envName: "SLACK_BOT_TOKEN",
    source: SLACK_TOKENS,
    examples: {
      truePositives: ["xoxb-124078187757-3488076721034-2nG0QlJgzSjiHCSuWf94NP2b"],
      falsePositives: ["xoxb-124078187757-2nG0QlJgzSjiHCSuWf94NP2b", "xoxb-your-bot-token"],
    },
  },
  {
    id: "slack-user-token",
    description: "Slack user token",
    regex: /\bxox[pe]-[0-9]{10,13}-[0-9]{10,13}-[0-9]{10,13}-[A-Za-z0-9]{28,34}\b/,
    envName: "SLACK_USER_TOKEN",
    source: SLACK_TOKENS,
    examples: {
      truePositives: ["xoxp-615898635719-809826250787-2575665570542-f53db761934c4c5c15e7f58a686c6082"],
      falsePositives: ["xoxp-615898635719-809826250787-f53db761934c4c5c15e7f58a686c6082"],
    },
  },
  {
    id: "slack-app-token",
    description: "Slack app-level token",
    regex: /\bxapp-\d-[A-Z0-9]{9,12}-\d{10,13}-[a-f0-9]{32,64}\b/,
    envName: "SLACK_APP_TOKEN",
    source: SLACK_TOKENS,
    examples: {
      truePositives: ["xapp-1-AJHDX7GM1G9-9845987453576-f5a6d0570338d71d67f818844cabfaf7ac7ccbfaabf6bf62e2ed3fa9b93e88c8"],
      falsePositives: ["xapp-1-AJHDX7GM1G9-f5a6d0570338d71d67f818844cabfaf7"],
    },
  },
  {
    id: "slack-webhook-url",
    description: "Slack incoming webhook URL",
    regex: /\bhttps:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/]{43,56}(?![A-Za-z0-9+/])/,
    envName: "SLACK_WEBHOOK_URL",
    source: "https://api.slack.com/messaging/webhooks",
    examples: {
      truePositives: ["https://hooks.slack.com/services/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"],
      falsePositives: ["https://hooks.slack.com/services/", "https://api.slack.com/messaging/webhooks"],
    },
  },
  {
    id: "discord-webhook-url",
    description: "Discord webhook URL",
    // The URL is the secret, as Slack's is: whoever holds it posts as the webhook.
    regex: /\bhttps:\/\/discord(?:app)?\.com\/api\/(?:v\d{1,2}\/)?webhooks\/\d{17,20}\/[A-Za-z0-9_-]{60,80}(?![A-Za-z0-9_-])/,
    envName: "DISCORD_WEBHOOK_URL",
    source: "https://discord.com/developers/docs/resources/webhook#execute-webhook",
    examples: {
      truePositives: ["https://discord.com/api/webhooks/1234567890123456789/Xk2mQ8vLp4wZr7tY1uI3oP5aS6dF8gH0jK2lZ4xC6vB8nM1qW3eR5tY7uI9oP2aS4dF6"],
      falsePositives: ["https://discord.com/api/webhooks/1234567890123456789/", "https://discord.com/developers/docs/resources/webhook"],
    },
  },
  {
    id: "telegram-bot-token",
    description: "Telegram bot API URL (with its bot token)",
    // Read in a Bot API URL only: a bare `<id>:<35 characters>` is too common a shape to run on every
    // value. The URL up to the token is the secret (a literal start, as the line scan needs).
    regex: /\bhttps:\/\/api\.telegram\.org\/bot\d{5,16}:[A-Za-z0-9_-]{35}(?![A-Za-z0-9_-])/,
    envName: "TELEGRAM_BOT_URL",
    source: "https://core.telegram.org/bots/api#authorizing-your-bot",
    examples: {
      truePositives: ["https://api.telegram.org/bot123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsawQ"],
      falsePositives: ["https://api.telegram.org/bot<token>/sendMessage", "https://core.telegram.org/bots/api"],
    },
  },
  {
    id: "aws-access-key-id",
    description: "AWS access key ID",
    regex: /\b(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}\b/,
    envName: "AWS_ACCESS_KEY_ID",
    source: "https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_identifiers.html#identifiers-unique-ids",
    examples: {
      truePositives: ["AKIAONP7J7DYOYUKE3XB", "ASIACMUPDJ7R4O2SOWOQ"],
      falsePositives: ["AKIAONP7J7DYOYUKE3X", "AKIA0NP7J7DYOYUKE3XB", "XAKIAONP7J7DYOYUKE3XB"],
    },
  },
  {
    id: "stripe-live-secret-key",
    description: "Stripe live secret key",
    regex: /\bsk_live_[A-Za-z0-9]{16,247}\b/,
    envName: "STRIPE_SECRET_KEY",
    source: "https://docs.stripe.com/keys",
    examples: {
      truePositives: ["sk_live_1JxQ3EuizZCVq8R1qi7u9MSs", "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"],
      falsePositives: ["sk_live_short", "pk_live_1JxQ3EuizZCVq8R1qi7u9MSs"],
    },
  },
  {
    id: "stripe-restricted-key",
    description: "Stripe restricted key",
    regex: /\brk_(?:live|test)_[A-Za-z0-9]{16,247}\b/,
    envName: "STRIPE_SECRET_KEY",
    source: "https://docs.stripe.com/keys#limit-access",
    examples: { truePositives: ["rk_live_atXkxEpAUHVaUifCf35S2kig"], falsePositives: ["rk_live_", "rk_prod_atXkxEpAUHVaUifCf35S2kig"] },
  },
  {
    id: "stripe-test-secret-key",
    description: "Stripe test secret key",
    regex: /\bsk_test_[A-Za-z0-9]{16,247}\b/,
    envName: "STRIPE_SECRET_KEY",
    source: "https://docs.stripe.com/keys#test-live-modes",
    examples: { truePositives: ["sk_test_bmKZoL0ocU355OIcGXGRJXRS"], falsePositives: ["pk_test_bmKZoL0ocU355OIcGXGRJXRS"] },
  },
  {
    id: "anthropic-api-key",
    description: "Anthropic API key",
    regex: /\bsk-ant-(?:api03|admin01)-[\w-]{80,120}(?![\w-])/,
    envName: "ANTHROPIC_API_KEY",
    source: "https://github.com/gitleaks/gitleaks/blob/master/config/gitleaks.toml (anthropic-api-key)",
    examples: {
      truePositives: [
        "sk-ant-api03-Xb7EJnufqgrm1D0gq5wTjxBd7dlWXstIuc7UIoyi-I-EWHcPn4pAQG8Jx2XOQKtulq5G0UBZGc91qne-44S09BS2LNWE_AA",
        "sk-ant-admin01-lySFMggTZA_9tYgHThubTjMRUCPd5WcH_duGhpTmBCukZpz8SQW91HYN3LL0eZi7uDhXwij97kjdn8Dwjv0Tnb9YF54MhAA",
      ],
      falsePositives: ["sk-ant-api03-short", "sk-ant-"],
    },
  },
  {
    id: "openai-project-key",
    description: "OpenAI API key",
    regex: /\bsk-(?:proj|svcacct|admin)-[\w-]{40,}/,
    envName: "OPENAI_API_KEY",
    source: "https://platform.openai.com/docs/api-reference/authentication",
    examples: {
      truePositives: [
        "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",
        "sk-svcacct-LY1q4RpdSScUc7iF7TIpQBv80qRb65H6usqRMSCpnxorUMIGYodijBaa35OF",
      ],
      falsePositives: ["sk-proj-short", "sk-project-manager"],
    },
  },
  {
    id: "openai-api-key",
    description: "OpenAI API key",
    // Legacy user keys: 48 characters, some with the `T3BlbkFJ` ("OpenAI" in base64) marker in the middle.
    regex: /\bsk-(?:[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}|[A-Za-z0-9]{48})\b/,
    envName: "OPENAI_API_KEY",
    source: "https://github.com/gitleaks/gitleaks/blob/master/config/gitleaks.toml (openai-api-key)",
    examples: {
      truePositives: ["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", "sk-B659eSZ9Ah6t843ROL95ZSfYqszDFVGuCxMOgijTHjf5WPYo"],
      falsePositives: ["sk-B659eSZ9Ah6t843ROL95ZSfYqsz", "risk-B659eSZ9Ah6t843ROL95ZSfYqszDFVGuCxMOgijTHjf5WPYo"],
    },
  },
  {
    id: "supabase-access-token",
    description: "Supabase personal access token",
    regex: /\bsbp_[a-f0-9]{40}\b/,
    envName: "SUPABASE_ACCESS_TOKEN",
    source: "https://supabase.com/docs/guides/getting-started/mcp",
    examples: {
      truePositives: ["sbp_eeced0b696e00f85e0f4a62eb0cfda8db0881808"],
      falsePositives: ["sbp_eeced0b696e00f85e0f4a62eb0cfda8db088180", "sbp_EECED0B696E00F85E0F4A62EB0CFDA8DB0881808"],
    },
  },
  {
    id: "supabase-secret-key",
    description: "Supabase secret API key",
    regex: /\bsb_secret_[\w-]{20,}/,
    envName: "SUPABASE_SECRET_KEY",
    source: "https://supabase.com/docs/guides/api/api-keys",
    examples: { truePositives: ["sb_secret_qTvLMhHVYRj7twlYFk6XtoHve0BXTaG"], falsePositives: ["sb_publishable_qTvLMhHVYRj7twlYFk6XtoHve0BXTaG"] },
  },
  {
    id: "npm-access-token",
    description: "npm access token",
    regex: /\bnpm_[A-Za-z0-9]{36}\b/,
    envName: "NPM_TOKEN",
    source: "https://github.blog/changelog/2021-09-23-npm-has-a-new-access-token-format/",
    examples: { truePositives: ["npm_uszopARYOCVpc6BOjjjjyQ8RHrHTlraOrgaQ"], falsePositives: ["npm_uszopARYOCVpc6BOjjjjyQ8RHrHTlra", "npm_config_registry"] },
  },
  {
    id: "huggingface-token",
    description: "Hugging Face access token",
    regex: /\bhf_[A-Za-z]{34}\b/,
    envName: "HF_TOKEN",
    source: "https://huggingface.co/docs/hub/security-tokens",
    examples: { truePositives: ["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"], falsePositives: ["hf_uZGkDgzsFAkMPRbCXlXfALsBHoAKTxPF1s", "hf_hub_offline"] },
  },
  {
    id: "google-api-key",
    description: "Google API key",
    regex: /\bAIza[\w-]{35}(?![\w-])/,
    envName: "GOOGLE_API_KEY",
    source: "https://cloud.google.com/docs/authentication/api-keys",
    examples: { truePositives: ["AIzaqxNDeaUCh-4gKICs5T3mB_FqD-5tY7H1QA3"], falsePositives: ["AIzaqxNDeaUCh-4gKICs5T3mB_FqD", "AIzaqxNDeaUCh-4gKICs5T3mB_FqD-5tY7H1QA3X"] },
  },
  {
    id: "jwt",
    description: "JSON Web Token",
    // Header and payload are base64url JSON objects, so both start `eyJ` (`{"`); a signature follows:
    // `\beyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{16,}`, the token. Written as that, a run of `[\w-]` holding
    // many `eyJ` (`eyJ-eyJ-…`, a hostile file) was rescanned to its end from each one: quadratic, 6 s
    // for 80 KB. Every start inside one run meets the same end, so the regex starts only at a run's
    // first character, checks once what follows the run, then skips lazily to the run's first `eyJ`
    // (at its start or after a `-`, where `\b` holds); the token is the `secret` group, as before.
    regex: /(?<![\w-])(?=[\w-]*\.eyJ[\w-]{8,}\.[\w-]{16,})(?:[\w-]*?-)??(?<secret>eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{16,})/,
    source: "https://datatracker.ietf.org/doc/html/rfc7519#section-3.1",
    examples: {
      truePositives: [
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdmMtdGlja2V0cyIsInJvbGUiOiJzZXJ2aWNlIiwiaWF0IjoxNzAwMDAwMDAwfQ.KX7feemdmwTl8Y6OCrmulsAQLmmuk-GOYB34TOgiwej",
      ],
      falsePositives: ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdmMtdGlja2V0cyJ9.", "eyJhbGciOiJIUzI1NiJ9"],
    },
  },
  {
    id: "twilio-api-key",
    description: "Twilio API key",
    regex: /\bSK[0-9a-fA-F]{32}\b/,
    envName: "TWILIO_API_KEY",
    source: "https://www.twilio.com/docs/iam/api-keys",
    // The account SID (AC…) is an identifier, not a secret.
    examples: { truePositives: ["SK1213cc5c37cbc647e094945d7e4ba56c"], falsePositives: ["AC1213cc5c37cbc647e094945d7e4ba56c", "SK1213cc5c37cbc647e094945d7e4ba5"] },
  },
  {
    id: "sendgrid-api-key",
    description: "SendGrid API key",
    regex: /\bSG\.[\w-]{22}\.[\w-]{43}(?![\w-])/,
    envName: "SENDGRID_API_KEY",
    source: "https://www.twilio.com/docs/sendgrid/ui/account-and-settings/api-keys",
    examples: {
      truePositives: ["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"],
      falsePositives: ["SG.GaDhNRQCe-qQqbPBhVUxku", "SG.GaDhNRQCe.1lyntJdrJ5fr6wbCSBJE"],
    },
  },
  {
    id: "linear-api-key",
    description: "Linear API key",
    regex: /\blin_api_[A-Za-z0-9]{40}\b/,
    envName: "LINEAR_API_KEY",
    source: "https://linear.app/developers/graphql#personal-api-keys",
    examples: { truePositives: ["lin_api_135Ynqt7TzfbwCVHYfMQvBg3A6iEHoNPczyB3DLn"], falsePositives: ["lin_api_135Ynqt7TzfbwCVHYfMQvBg3A6iEHo", "lin_oauth_135Ynqt7TzfbwCVHYfMQvBg3A6iEHoNPczyB3DLn"] },
  },
  {
    id: "notion-token",
    description: "Notion integration token",
    regex: /\b(?:ntn_[0-9]{11}[A-Za-z0-9]{35}|secret_[A-Za-z0-9]{43})\b/,
    envName: "NOTION_TOKEN",
    source: "https://developers.notion.com/docs/authorization",
    examples: {
      truePositives: ["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", "secret_kO6cvOYqjoTEd316nVwpzfZVyxnOKm0wVsAm3z8yCPq"],
      falsePositives: ["ntn_rlEu0MJlN33kYnFjInNfMLto27lCIH5K5lC", "client_secret_kO6cvOYqjoTEd316nVwpzfZVyxnOKm0wVsAm3z8yCPq", "secret_key"],
    },
  },
  {
    id: "figma-token",
    description: "Figma personal access token",
    regex: /\bfigd_[\w-]{38,48}(?![\w-])/,
    envName: "FIGMA_API_KEY",
    source: "https://help.figma.com/hc/en-us/articles/8085703771159-Manage-personal-access-tokens",
    examples: { truePositives: ["figd_68mOqL6CuAEFuzXPGhdKKMBZVTn6Si-DRkSQJ-H8"], falsePositives: ["figd_68mOqL6CuAEFuz", "figma_68mOqL6CuAEFuzXPGhdKKMBZVTn6Si-DRkSQJ-H8"] },
  },
  {
    id: "sentry-token",
    description: "Sentry auth token",
    // Organization tokens: `sntrys_` + base64 JSON + `_` + secret; user tokens: `sntryu_` + 64 hex.
    regex: /\b(?:sntrys_eyJ[A-Za-z0-9+/=_]{30,}|sntryu_[a-f0-9]{64}\b)/,
    envName: "SENTRY_AUTH_TOKEN",
    source: "https://docs.sentry.io/account/auth-tokens/",
    examples: {
      truePositives: [
        "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",
        "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",
      ],
      falsePositives: ["sntrys_", "sntryu_68d2a4d75b6aed200936203b2d4bf5fc"],
    },
  },
  {
    id: "private-key",
    description: "private key",
    // The body stops at the next "-----": a BEGIN with no END costs one scan to the next marker, not to
    // the end of the value (repeated BEGINs would otherwise take quadratic time).
    regex: /-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----(?:[^-]|-(?!----)){32,}?-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----/,
    source: "https://datatracker.ietf.org/doc/html/rfc7468",
    examples: {
      truePositives: [
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACBw5TJx1LQfSbHhV3n4oGxk2Qx4SaD7ylsg9mW1MZtQQAAAJhG7bXvRu21\n-----END OPENSSH PRIVATE KEY-----",
        "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj\\n-----END PRIVATE KEY-----",
      ],
      falsePositives: ["-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n-----END PUBLIC KEY-----", "-----BEGIN PRIVATE KEY----------END PRIVATE KEY-----"],
    },
  },
  {
    id: "connection-string-password",
    description: "password in a connection URL",
    // scheme://user:password@host — the secret is the password only (it may hold an unescaped `@`).
    // An unescaped `#` too: RFC 3986 would read a fragment, but libpq and most drivers read the
    // userinfo up to the `@`, and generated passwords hold `#`; a port followed by a fragment or by
    // JDBC's `;` properties (`host:443#part@x`, `sqlserver://h:1433;user=a@b`) is no password.
    // Bounded repetitions: unbounded ones rescan to the end of the value from every word start ("a.a.a.…").
    regex: /\b[a-z][a-z0-9+.-]{0,31}:\/\/[^\s:/?#@]{0,256}:(?!\d{1,5}[#;,|()[\]])(?<secret>[^\s/?]{1,512})@/i,
    source: "https://datatracker.ietf.org/doc/html/rfc3986#section-3.2.1",
    examples: {
      truePositives: [
        "postgres://app:Wq8s3rVt2LkP@db.internal:5432/app",
        "redis://:hunter2hunter@cache:6379/0",
        "mongodb+srv://svc:p%40ss-W0rd@cluster0.mongodb.net/db",
        "postgres://report:Xk9(vQ2;mZ8#pL4@db.example.com:5432/sales",
      ],
      falsePositives: ["https://learn.microsoft.com:443/api/mcp", "postgres://app@db.internal/app", "git@github.com:org/repo.git", "https://docs.example.com:443#auth@v2", "jdbc:sqlserver://srv.database.windows.net:1433;database=db;user=alice@contoso.com;encrypt=true"],
    },
  },
  {
    id: "generic-live-key",
    description: "live-mode API key",
    // `<prefix>_live_<random>` is the Stripe-style convention many APIs copy (tickets, payments, mail).
    // `pk_live_` is a publishable key, meant to be public.
    regex: /\b(?!pk_)[a-z]{2,8}_live_[A-Za-z0-9]{12,}\b/,
    generic: true,
    source: "https://docs.stripe.com/keys (the prefix convention other APIs follow)",
    examples: {
      truePositives: ["tk_live_9f2c41d07ab8e6", "tk_live_sogFhLwHiGLCnBGoDV0M"],
      falsePositives: ["pk_live_sogFhLwHiGLCnBGoDV0M", "tk_live_short", "is_live_stream"],
    },
  },
];

/** The first occurrence of the format in `text`: the secret and where it sits. */
export function matchFormat(format: TokenFormat, text: string): { secret: string; start: number; end: number } | undefined {
  const m = compiled(format).exec(text);
  if (!m?.indices) return undefined;
  const [start, end] = m.indices.groups?.["secret"] ?? m.indices[0]!;
  return { secret: text.slice(start, end), start, end };
}

const withIndices = new WeakMap<TokenFormat, RegExp>();

function compiled(format: TokenFormat): RegExp {
  let re = withIndices.get(format);
  if (!re) {
    re = new RegExp(format.regex.source, format.regex.flags.replace(/[gy]/g, "") + "d");
    withIndices.set(format, re);
  }
  return re;
}
