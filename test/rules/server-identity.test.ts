// server-identity: serverInfo against the pinned package that launches the server.
import { describe, expect, test } from "vitest";
import { serverIdentity } from "../../src/rules/server-identity.js";
import { serverCases } from "./server-cases.js";

const { names, lintCase } = serverCases(serverIdentity);

describe("fixtures (offline, from the lock)", () => {
  test("bad/other-version: the package's own name answers with another version", () => {
    expect(lintCase("bad", "other-version")).toEqual([
      '3:5 server-identity warning server "tickets" launches @acme/tickets-mcp@1.4.2 but answers as "tickets-mcp" "1.3.0" (as pinned in mcp-audit.lock.json): another program may be answering (a cached or global install, a wrapper); check what the command really runs',
    ]);
  });
  test.each(names("good"))("good/%s has no finding", (name) => {
    expect(lintCase("good", name)).toEqual([]);
  });
});
