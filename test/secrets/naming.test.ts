import { describe, expect, it } from "vitest";
import { envName, inputId, scopedName, uniqueId } from "../../src/secrets/naming.js";

describe("variable names", () => {
  it("upper-cases and turns anything not alphanumeric into _", () => {
    expect(envName("GITHUB_TOKEN")).toBe("GITHUB_TOKEN");
    expect(envName("tickets", "X-API-Key")).toBe("TICKETS_X_API_KEY");
    expect(envName("my.server", "--access-token")).toBe("MY_SERVER_ACCESS_TOKEN");
    expect(envName("1password")).toBe("MCP_1PASSWORD");
    expect(envName("---")).toBe("SECRET");
  });

  it("scopes by server without repeating it", () => {
    expect(scopedName("tickets", "TOKEN")).toBe("TICKETS_TOKEN");
    expect(scopedName("supabase", "--access-token")).toBe("SUPABASE_ACCESS_TOKEN");
    expect(scopedName("figma", "--figma-api-key")).toBe("FIGMA_API_KEY");
    expect(scopedName("github", "github")).toBe("GITHUB");
  });

  it("derives VS Code input ids and keeps them unique", () => {
    expect(inputId("TICKETS_TOKEN")).toBe("tickets-token");
    expect(uniqueId("tickets-token", new Set())).toBe("tickets-token");
    expect(uniqueId("tickets-token", new Set(["tickets-token", "tickets-token-2"]))).toBe("tickets-token-3");
  });
});
