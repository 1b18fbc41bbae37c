import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectSecret } from "../../src/secrets/detect.js";
import { matchFormat, TOKEN_FORMATS } from "../../src/secrets/token-formats.js";

describe("token formats (data)", () => {
  it("are well-formed entries with a source and examples on both sides", () => {
    const ids = new Set<string>();
    for (const f of TOKEN_FORMATS) {
      expect(f.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(ids.has(f.id), `duplicate id ${f.id}`).toBe(false);
      ids.add(f.id);
      expect(f.description.length).toBeGreaterThan(0);
      expect(f.source).toMatch(/^https:\/\//);
      expect(f.regex.flags).not.toMatch(/[gy]/);
      expect(f.examples.truePositives.length).toBeGreaterThan(0);
      expect(f.examples.falsePositives.length).toBeGreaterThan(0);
      if (f.envName !== undefined) expect(f.envName).toMatch(/^[A-Z][A-Z0-9_]*$/);
    }
  });

  it("cover the providers the rule promises", () => {
    const ids = TOKEN_FORMATS.map((f) => f.id);
    for (const id of [
      "github-pat", "github-fine-grained-pat", "github-oauth", "github-app-user-token", "github-app-installation-token",
      "github-refresh-token", "gitlab-pat", "gitlab-token", "slack-bot-token", "slack-user-token", "slack-app-token",
      "slack-webhook-url", "discord-webhook-url", "telegram-bot-token", "aws-access-key-id", "stripe-live-secret-key", "stripe-restricted-key", "stripe-test-secret-key",
      "openai-project-key", "openai-api-key", "anthropic-api-key", "supabase-access-token", "npm-access-token",
      "huggingface-token", "google-api-key", "jwt", "twilio-api-key", "sendgrid-api-key", "linear-api-key", "notion-token",
      "figma-token", "sentry-token", "private-key", "connection-string-password", "generic-live-key",
    ]) {
      expect(ids).toContain(id);
    }
  });

  for (const f of TOKEN_FORMATS) {
    describe(f.id, () => {
      it.each(f.examples.truePositives)("matches %s", (tp) => {
        const m = matchFormat(f, tp);
        expect(m).toBeDefined();
        // The regex takes the whole token, not a prefix of it (connection strings keep only the password).
        if (f.id === "connection-string-password") expect(tp).toContain(`:${m!.secret}@`);
        else if (!/\s/.test(tp)) expect(m!.secret).toBe(tp);
        // And detection (format order, placeholder filter) attributes it to this very format.
        expect(detectSecret(undefined, tp)?.format?.id).toBe(f.id);
      });

      it.each(f.examples.falsePositives)("does not match %s (nor does any other format)", (fp) => {
        expect(matchFormat(f, fp)).toBeUndefined();
        expect(TOKEN_FORMATS.filter((g) => matchFormat(g, fp)).map((g) => g.id)).toEqual([]);
      });

      it("does not report a copy of its examples with every letter and digit turned into x", () => {
        for (const tp of f.examples.truePositives) expect(detectSecret(undefined, tp.replace(/[A-Za-z0-9]/g, "x"))).toBeUndefined();
      });
    });
  }
});

describe("the JWT format", () => {
  const jwt = TOKEN_FORMATS.find((f) => f.id === "jwt")!;
  // The plain definition: the leftmost match of the token's own shape.
  const definition = /\beyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{16,}/;

  it("finds what its plain definition finds, where it finds it, on any mix of its pieces", () => {
    const pieces = fc.constantFrom("eyJ", "eyJhbGciOi", "-", "_", ".", "a", "Z9", "abcdefgh", "0123456789abcdef", " ", "=", "/", "é");
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const text = parts.join("");
        const plain = definition.exec(text);
        const found = matchFormat(jwt, text);
        expect(found && { secret: found.secret, start: found.start }, JSON.stringify(text)).toEqual(plain ? { secret: plain[0], start: plain.index } : undefined);
      }),
      { numRuns: 3000 },
    );
  });

  it("starts a token after a '-' inside a run, as \\b allows, and not inside a word", () => {
    const token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdmMifQ.KX7feemdmwTl8Y6OCrmulsAQ";
    expect(matchFormat(jwt, `auth-${token} `)?.start).toBe(5);
    expect(matchFormat(jwt, `authx${token} `)).toBeUndefined();
  });
});
