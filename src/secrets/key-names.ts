// What a key name (env variable, header, flag, URL parameter) says about its value.

/**
 * `password`: the slot holds a credential by definition (PASSWORD, Authorization, Cookie): any
 * non-trivial literal is one. `credential`: the name suggests a secret (TOKEN, API_KEY, SECRET):
 * the value must also look random before it is reported.
 */
export type KeyKind = "password" | "credential";

export interface KeyInfo {
  kind: KeyKind;
  /** What to call the value in a message: "password", "token", "API key", "secret"… */
  noun: string;
}

const PASSWORD_WORDS = new Set(["PASSWORD", "PASSWD", "PASSPHRASE", "AUTHORIZATION", "BEARER", "COOKIE"]);
/** One word that ends in a password word: libpq's PGPASSWORD, `DBPASSWORD`, `adminPasswd` read as one. */
const GLUED_PASSWORD = /^[A-Z0-9]{2,}(?:PASSWORD|PASSWD|PASSPHRASE)$/;
/** Variables programs read a password from, named without a password word (sshpass -e reads SSHPASS). */
const GLUED_PASSWORD_NAMES = new Set(["SSHPASS"]);

/** A last word that turns a secret-sounding name into configuration about the secret (`TOKEN_URL`, `API_KEY_FILE`). */
const NOT_A_SECRET_SUFFIX = new Set([
  "FILE", "PATH", "DIR", "DIRECTORY", "URL", "URI", "ENDPOINT", "HOST", "HOSTNAME", "PORT", "NAME", "ID", "TYPE",
  "KIND", "MODE", "HEADER", "ENV", "VAR", "FORMAT", "LENGTH", "TTL", "TIMEOUT", "EXPIRY", "EXPIRES", "EXPIRATION",
  "LIFETIME", "LIMIT", "COUNT", "SIZE", "MAX", "MIN", "SCOPE", "SCOPES", "ISSUER", "AUDIENCE", "ALGORITHM", "ALG",
  "PREFIX", "SUFFIX", "REGION", "PROVIDER", "STRATEGY", "METHOD", "ENABLED", "DISABLED", "ENABLE", "DISABLE",
  "REQUIRED", "LOCATION", "STORE", "STORAGE", "CACHE", "COMMAND", "CMD", "HELPER", "VERSION", "EMAIL", "USER",
  "USERNAME", "ACCOUNT", "DOMAIN", "TENANT", "ORG", "PROJECT", "WORKSPACE", "LEVEL", "POLICY", "FIELD", "SERVER",
  // Where the secret is read from: `docker login --password-stdin`, `--passphrase-fd 0`, `--password-prompt`.
  "STDIN", "FD", "PROMPT",
]);

/** `X-API-Key` -> [X, API, KEY]; `apiKey` -> [API, KEY]; `--access-token` -> [ACCESS, TOKEN]. */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((w) => w.length > 0);
}

export function classifyKey(key: string | undefined): KeyInfo | undefined {
  if (key === undefined) return undefined;
  const words = keyWords(key);
  const last = words[words.length - 1];
  if (last === undefined || NOT_A_SECRET_SUFFIX.has(last)) return undefined;
  // Names of where a secret is kept, not the secret: Helm charts' `existingSecret`, `adminPasswordKey`
  // (the key inside that Secret).
  if (words.includes("EXISTING") || (last === "KEY" && words.length > 1 && PASSWORD_WORDS.has(words[words.length - 2]!))) return undefined;
  const has = (w: string) => words.includes(w);
  const pair = (a: string, b: string) => words.some((w, i) => w === a && words[i + 1] === b);
  // PWD alone is the shell's working directory; DB_PWD / DB_PASS are passwords.
  const shortPassword = words.length > 1 && (last === "PWD" || last === "PASS");
  if (words.some((w) => PASSWORD_WORDS.has(w) || GLUED_PASSWORD.test(w)) || shortPassword || GLUED_PASSWORD_NAMES.has(last)) {
    return { kind: "password", noun: has("COOKIE") ? "cookie" : has("AUTHORIZATION") || has("BEARER") ? "credential" : "password" };
  }
  if (has("TOKEN") || last === "PAT") return { kind: "credential", noun: "token" };
  if (has("APIKEY") || pair("API", "KEY")) return { kind: "credential", noun: "API key" };
  if (pair("PRIVATE", "KEY")) return { kind: "credential", noun: "private key" };
  if (pair("ACCESS", "KEY")) return { kind: "credential", noun: "access key" };
  if (has("SECRET")) return { kind: "credential", noun: "secret" };
  if (has("CREDENTIAL") || has("CREDENTIALS")) return { kind: "credential", noun: "credential" };
  if (has("AUTH") || has("SESSION") || last === "KEY" || last === "SIG" || last === "SIGNATURE") {
    return { kind: "credential", noun: last === "KEY" ? "key" : "secret" };
  }
  return undefined;
}
