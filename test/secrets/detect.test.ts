import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { detectSecret, findSecrets, isPlainConfig, looksLikeCredential, shannonEntropy } from "../../src/secrets/detect.js";
import { classifyKey, keyWords } from "../../src/secrets/key-names.js";
import { isPlaceholder } from "../../src/secrets/placeholders.js";

const HEX64 = "0748f944dfc1510ead4a15bf4cc56194525bec3c917e54b677855f7f1a2ec039";
const RAND24 = "kAzR7UfC98DU1QuiPOKqVW7Z";
const GHP = "ghp_6fiXkmQ8YbScxIWmZMCIenoJ7e4007TwzNFu";

describe("detectSecret: known formats", () => {
  it("finds a token whatever the key is called, with its position", () => {
    expect(detectSecret("WHATEVER", GHP)).toMatchObject({ secret: GHP, reason: "format", start: 0, end: 40, format: { id: "github-pat" } });
    expect(detectSecret(undefined, GHP)?.format?.id).toBe("github-pat");
  });

  it("keeps an auth scheme outside the secret", () => {
    const m = detectSecret("Authorization", "Bearer tk_live_9f2c41d07ab8e6");
    expect(m).toMatchObject({ secret: "tk_live_9f2c41d07ab8e6", start: 7, end: 29, scheme: "Bearer", format: { id: "generic-live-key" } });
    expect(detectSecret("Authorization", `token ${GHP}`)).toMatchObject({ secret: GHP, start: 6, scheme: "token" });
  });

  it("takes only the password of a connection string", () => {
    const v = "postgresql://app:Wq8s3rVt2LkP@db.internal:5432/app";
    expect(detectSecret(undefined, v)).toMatchObject({ secret: "Wq8s3rVt2LkP", start: 17, end: 29, format: { id: "connection-string-password" } });
    expect(detectSecret(undefined, "postgresql://app:${PGPASSWORD}@db/app")).toBeUndefined();
    expect(detectSecret(undefined, "postgresql://app@db/app")).toBeUndefined();
  });

  it("prefers the specific format to the loose one", () => {
    expect(detectSecret(undefined, "sk_live_1JxQ3EuizZCVq8R1qi7u9MSs")?.format?.id).toBe("stripe-live-secret-key");
    expect(detectSecret(undefined, "sk-ant-api03-Xb7EJnufqgrm1D0gq5wTjxBd7dlWXstIuc7UIoyi-I-EWHcPn4pAQG8Jx2XOQKtulq5G0UBZGc91qne-44S09BS2LNWE_AA")?.format?.id).toBe("anthropic-api-key");
  });

  it("ignores a format-shaped placeholder", () => {
    expect(detectSecret("GITHUB_TOKEN", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx")).toBeUndefined();
    expect(detectSecret("GITHUB_TOKEN", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX")).toBeUndefined();
    expect(detectSecret("AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE")).toBeUndefined();
  });
});

describe("detectSecret: key names", () => {
  it.each([
    ["GITHUB_TOKEN", HEX64],
    ["ACME_SEARCH_TOKEN", HEX64],
    ["API_KEY", RAND24],
    ["apiKey", RAND24],
    ["X-API-Key", "4831b04cd11b2231856bf9f335b0f83408704f2f"],
    ["ACCESS_KEY", RAND24],
    ["AWS_SECRET_ACCESS_KEY", "KF89Pz+fHHwfsofUmbpRDI8c3hFWVjhF5ZAddDgi"],
    ["CLIENT_SECRET", "Qm9vLk2pX7rT4wZ9aB3c"],
    ["DB_PASSWORD", "hunter2-staging"],
    ["PASSWD", "correcthorse"],
    ["DB_PASS", "s3cr3t!x"],
    // Weak, but real: a capital or a sign sets them apart from an example's `password1`.
    ["DB_PASSWORD", "Password123!"], ["SA_PASSWORD", "Secret2024"], ["REDIS_PASSWORD", "Pass1234"],
    // Read by libpq and sshpass -e: one word, no separator before the password word.
    ["PGPASSWORD", "hunter2-staging"],
    ["SSHPASS", "correcthorse"],
    ["AUTH", RAND24],
    ["CREDENTIALS", RAND24],
    ["SESSION", RAND24],
    ["Cookie", "sid=Qm9vLk2pX7rT4wZ9"],
    ["Authorization", "Basic dXNlcjpwYXNzd29yZA=="],
    ["Authorization", "Bearer Qm9vLk2pX7rT4wZ9"],
    ["PRIVATE_KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"],
    ["BRAVE_API_KEY", "3f1c2b9a-7d4e-4f60-9a8b-1c2d3e4f5a6b"],
  ])("%s = %s is a secret", (key, value) => {
    const m = detectSecret(key, value);
    expect(m?.reason).toBe("key-name");
    expect(value.slice(m!.start, m!.end)).toBe(m!.secret);
  });

  it("treats Bearer/Basic as a credential whatever the key", () => {
    expect(detectSecret("HEADER_VALUE", "Bearer Qm9vLk2pX7rT4wZ9")?.secret).toBe("Qm9vLk2pX7rT4wZ9");
    expect(detectSecret("HEADER_VALUE", "Qm9vLk2pX7rT4wZ9")).toBeUndefined();
  });

  it.each([
    // placeholders
    ["API_KEY", "${API_KEY}"], ["API_KEY", "${input:api-key}"], ["API_KEY", "${env:API_KEY}"], ["API_KEY", "$API_KEY"],
    ["API_KEY", "%API_KEY%"], ["API_KEY", "{{api_key}}"], ["API_KEY", "<your-token>"], ["API_KEY", "<...>"], ["API_KEY", "<token>"],
    ["API_KEY", "YOUR_API_KEY"], ["API_KEY", "your-api-key-here"], ["API_KEY", "xxxxxxxxxxxxxxxxxxxx"], ["PASSWORD", "changeme"],
    ["API_KEY", "[REDACTED]"], ["PASSWORD", "***"], ["API_KEY", "…"], ["API_KEY", "sk-abc...xyz"], ["TOKEN", "placeholder"],
    ["TOKEN", "example-token-1234"], ["PASSWORD", "dummy-password-1"], ["API_KEY", ""], ["Authorization", "Bearer <token>"],
    ["Authorization", "Bearer ${TICKETS_TOKEN}"], ["PASSWORD", "my-secret-password"], ["TOKEN", "none"],
    // plain configuration
    ["AUTH_ENABLED", "true"], ["TOKEN", "true"], ["SESSION", "3600"], ["TOKEN_URL", "https://auth.exemple.fr/oauth/token"],
    ["API_KEY", "https://api.exemple.fr/keys"], ["API_KEY_FILE", "/run/secrets/api_key"], ["PRIVATE_KEY", "~/.ssh/id_ed25519"],
    ["CREDENTIALS", "C:\\Users\\me\\creds.json"], ["CREDENTIALS", "config/service-account.json"], ["AUTH", "info"],
    ["AUTH_MODE", "oauth2-device-code"], ["MAX_TOKENS", "4096"], ["MODEL", "claude-sonnet-4-5-20250929"],
    ["ANTHROPIC_MODEL", "claude-sonnet-4-5-20250929"], ["SECRET_NAME", "prod/tickets/api-key-2024"], ["CLIENT_ID", "a1b2c3d4-e5f6-4789-abcd-ef0123456789"],
    // A filler word with a counter: the dummies of examples.
    ["Authorization", "Bearer token123"], ["DB_PASSWORD", "password1"], ["API_KEY", "secret42"],
    // A name in capitals standing for the value.
    ["DB_PASSWORD", "APP_DB_PASSWORD"], ["Authorization", "Bearer GITHUB_TOKEN"],
    ["PWD", "/home/me/project"], ["AUTH", "v1.2.3"], ["AUTH_EMAIL", "bot@exemple.fr"], ["TOKEN", "gpt-4o-mini"], ["AUTH", "github-app-v2"], ["SESSION", "eu-west-1"],
    // not a secret-sounding key at all
    ["LOG_LEVEL", RAND24], ["TEAM_ID", HEX64],
  ])("%s = %s is not a secret", (key, value) => {
    expect(detectSecret(key, value)).toBeUndefined();
  });
});

describe("detectSecret: entropy edge cases", () => {
  it("needs a random-looking value under a TOKEN-like name", () => {
    expect(detectSecret("TOKEN", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")).toBeUndefined();
    expect(detectSecret("TOKEN", "abcabcabcabcabcabcabcabcabc1")).toBeUndefined();
    expect(detectSecret("TOKEN", "deadbeefdeadbeefdeadbeefdeadbeef")).toBeUndefined(); // hex, but 2.5 bits/char
    expect(detectSecret("TOKEN", "0123456789abcdef0123456789abcdef")).toBeDefined(); // 32 hex, 4 bits/char
    expect(detectSecret("TOKEN", "0748f944dfc1510ead4a15bf4cc5619")).toBeDefined(); // 31 hex: still letters + digits, random
    expect(detectSecret("TOKEN", "short1")).toBeUndefined();
    expect(detectSecret("TOKEN", "abc 123 def 456 ghi")).toBeUndefined(); // a sentence
  });

  it("takes any non-trivial literal in a password slot", () => {
    expect(detectSecret("PASSWORD", "hunter2")).toBeDefined();
    expect(detectSecret("PASSWORD", "postgres")).toBeDefined();
    expect(detectSecret("PASSWORD", "abc")).toBeUndefined(); // too short to be worth a finding
    expect(detectSecret("PASSWORD", "aaaaaaaa")).toBeUndefined();
  });

  it("computes Shannon entropy in bits per character", () => {
    expect(shannonEntropy("")).toBe(0);
    expect(shannonEntropy("aaaa")).toBe(0);
    expect(shannonEntropy("abab")).toBe(1);
    expect(shannonEntropy("0123456789abcdef")).toBe(4);
  });

  it("finds random base62 strings under TOKEN keys, and never reports text with spaces", () => {
    const base62 = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789");
    fc.assert(
      fc.property(fc.array(base62, { minLength: 32, maxLength: 64 }).map((a) => a.join("")), (s) => {
        fc.pre(!isPlaceholder(s) && /[0-9]/.test(s) && /[A-Za-z]/.test(s) && shannonEntropy(s) >= 3.5);
        expect(detectSecret("SERVICE_TOKEN", s)?.secret).toBe(s);
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(looksLikeCredential(`${a} ${b}`, "credential")).toBe(false);
      }),
    );
  });
});

describe("findSecrets: URLs", () => {
  it("finds credentials in the query string, by parameter name", () => {
    const url = `https://maps.exemple.fr/sse?api_key=${RAND24}&region=eu&token=${HEX64}#top`;
    const found = findSecrets(undefined, url);
    expect(found.map((m) => [m.param, m.secret, url.slice(m.start, m.end)])).toEqual([
      ["api_key", RAND24, RAND24],
      ["token", HEX64, HEX64],
    ]);
  });

  it("reports a format match in a query once, as the format", () => {
    const key = "AIzaqxNDeaUCh-4gKICs5T3mB_FqD-5tY7H1QA3";
    const found = findSecrets(undefined, `https://maps.exemple.fr/api?key=${key}`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ secret: key, format: { id: "google-api-key" } });
  });

  it("leaves URLs without credentials alone", () => {
    expect(findSecrets("API_URL", "https://api.exemple.fr/v1?region=eu&page=2")).toEqual([]);
    expect(findSecrets(undefined, "https://api.exemple.fr/v1?token=${TOKEN}")).toEqual([]);
    expect(findSecrets(undefined, "https://api.exemple.fr/v1?key=short")).toEqual([]);
  });
});

describe("key names", () => {
  it("splits header, camelCase, kebab and flag spellings into words", () => {
    expect(keyWords("X-API-Key")).toEqual(["X", "API", "KEY"]);
    expect(keyWords("apiKey")).toEqual(["API", "KEY"]);
    expect(keyWords("APIKey")).toEqual(["API", "KEY"]);
    expect(keyWords("--access-token")).toEqual(["ACCESS", "TOKEN"]);
  });

  it("classifies", () => {
    expect(classifyKey("Authorization")).toEqual({ kind: "password", noun: "credential" });
    expect(classifyKey("DB_PASSWORD")).toEqual({ kind: "password", noun: "password" });
    expect(classifyKey("GITHUB_TOKEN")).toEqual({ kind: "credential", noun: "token" });
    expect(classifyKey("x-api-key")).toEqual({ kind: "credential", noun: "API key" });
    expect(classifyKey("--figma-api-key")).toEqual({ kind: "credential", noun: "API key" });
    expect(classifyKey("STRIPE_KEY")).toEqual({ kind: "credential", noun: "key" });
    expect(classifyKey("GITLAB_PAT")).toEqual({ kind: "credential", noun: "token" });
    expect(classifyKey("PGPASSWORD")).toEqual({ kind: "password", noun: "password" });
    // Helm charts name where the secret is kept: the Secret, and the key inside it.
    expect(classifyKey("auth.existingSecret")).toBeUndefined();
    expect(classifyKey("auth.secretKeys.adminPasswordKey")).toBeUndefined();
    expect(classifyKey("SECRET_KEY")).toEqual({ kind: "credential", noun: "secret" });
    // Where the secret is read from, not the secret.
    for (const k of ["TOKEN_URL", "API_KEY_FILE", "MAX_TOKENS", "AUTH_MODE", "PWD", "MONKEY", "AUTHOR", "--read-only", "--header", "--password-stdin", "--passphrase-fd", "PGPASSFILE", undefined]) {
      expect(classifyKey(k)).toBeUndefined();
    }
  });
});

describe("placeholders and plain config", () => {
  it("are recognised", () => {
    for (const p of ["${X}", "Bearer ${X}", "$X", "%X%", "{{x}}", "<x>", "[REDACTED]", "***", "•••", "…", "TODO", "null", "sk-xxxx"]) {
      expect(isPlaceholder(p), p).toBe(true);
    }
    for (const p of [GHP, RAND24, "hunter2", "secret_kO6cvOYqjoTEd316nVwpzfZVyxnOKm0wVsAm3z8yCPq"]) expect(isPlaceholder(p), p).toBe(false);
    for (const c of ["true", "off", "4096", "30m", "1.2.3", "https://x.y", "/etc/x", "./x", "~/x", "D:\\x", "a/b.json", "info", "a@b.fr"]) {
      expect(isPlainConfig(c), c).toBe(true);
    }
    expect(isPlainConfig(RAND24)).toBe(false);
  });
});
