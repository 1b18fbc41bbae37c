import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fix, lint, summarize } from "../helpers.js";
import { mcpCases, type McpCase } from "../fixture-cases.js";
import type { HostId } from "../../src/hosts/index.js";
import { insecureTransport } from "../../src/rules/insecure-transport.js";
import {
  allInterfaces,
  bindEnvKey,
  canonicalHost,
  isCredentialHeader,
  isCredentialParam,
  isLocalHost,
  publishOnAll,
  queryParams,
  splitUrl,
} from "../../src/rules/data/transport.js";

const RULES = [insecureTransport];

const { caseNames, loadCase } = mcpCases("insecure-transport");

const run = (c: McpCase, text = c.text) => lint(text, { rules: RULES, dialect: c.dialect, path: c.path });
const runFix = (c: McpCase, text: string, level: "safe" | "unsafe" = "unsafe") => fix(text, level, { rules: RULES, dialect: c.dialect, path: c.path });

const BAD: Record<string, string[]> = {
  "plain-http-remote": ['5:14 insecure-transport error server "tickets" connects over plain http to tickets.example.com: use https'],
  "credentials-over-http": [
    '7:9 insecure-transport error server "tickets" sends credentials in header "Authorization" over plain http to tickets.example.com: use https',
    '8:9 insecure-transport error server "tickets" sends credentials in header "X-API-Key" over plain http to tickets.example.com: use https',
  ],
  "credentials-in-url": [
    '4:14 insecure-transport error server "search" sends credentials in query parameter "access_token" over plain http to search.example.com: use https',
    '7:14 insecure-transport error server "wiki" sends credentials in the url user info over plain http to wiki.example.com: use https',
  ],
  "plain-ws": ['6:14 insecure-transport error server "live-logs" connects over plain ws to logs.example.com: use wss'],
  "sse-transport": [
    '5:15 insecure-transport warning server "legacy" uses the SSE transport, deprecated since the 2025-03-26 MCP spec: use "http" (Streamable HTTP) if the server supports it',
  ],
  "listen-all-interfaces": [
    '5:69 insecure-transport warning server "notes" listens on 0.0.0.0 (--host): bind it to 127.0.0.1 so the local network cannot reach it',
    '9:59 insecure-transport warning server "gunicorn-app" listens on 0.0.0.0 (--bind): bind it to 127.0.0.1 so the local network cannot reach it',
    '15:25 insecure-transport warning server "fastmcp-app" listens on 0.0.0.0 (env FASTMCP_HOST): bind it to 127.0.0.1 so the local network cannot reach it',
    '21:37 insecure-transport warning server "ipv6" listens on :: (-H): bind it to 127.0.0.1 so the local network cannot reach it',
  ],
  "docker-publish": [
    '8:15 insecure-transport warning server "grafana" publishes its port on 0.0.0.0 (-p 8080:8080): bind it to 127.0.0.1 so the local network cannot reach it',
    '9:9 insecure-transport warning server "grafana" publishes its port on 0.0.0.0 (--publish=0.0.0.0:9090:9090): bind it to 127.0.0.1 so the local network cannot reach it',
    '10:9 insecure-transport warning server "grafana" publishes its port on 0.0.0.0 (-p9100): bind it to 127.0.0.1 so the local network cannot reach it',
    '18:23 insecure-transport warning server "everything" publishes every exposed port on 0.0.0.0 (-iP): publish only the port it needs with -p 127.0.0.1:<port>:<port>',
  ],
  "mcp-remote-http": [
    '11:9 insecure-transport error server "crm" sends credentials in header "Authorization" over plain http to crm.example.com through mcp-remote: use https',
    '16:36 insecure-transport error server "proxy" connects over plain http to gateway.example.com through mcp-proxy: use https',
  ],
};

describe("insecure-transport fixtures", () => {
  it("lists every bad case", () => {
    expect(caseNames("bad")).toEqual(Object.keys(BAD).sort());
  });

  for (const name of Object.keys(BAD)) {
    describe(`bad/${name}`, () => {
      const c = loadCase("bad", name);
      it("reports exactly the expected findings", () => {
        expect(summarize(run(c).findings)).toEqual(BAD[name]);
      });
      it("fixes to the .fixed file, and fixing again changes nothing", () => {
        expect(c.fixed).toBeDefined();
        const fixed = runFix(c, c.text);
        expect(fixed.text).toBe(c.fixed);
        expect(runFix(c, fixed.text).text).toBe(fixed.text);
        // what remains after the fix has no fix left to offer
        expect(run(c, fixed.text).findings.filter((f) => f.fix)).toEqual([]);
      });
      it("offers only unsafe fixes: --fix (safe) changes nothing", () => {
        expect(runFix(c, c.text, "safe").text).toBe(c.text);
      });
    });
  }

  for (const name of caseNames("good")) {
    it(`good/${name} has no finding`, () => {
      expect(summarize(run(loadCase("good", name)).findings)).toEqual([]);
    });
  }
});

const servers = (map: Record<string, unknown>) => JSON.stringify({ mcpServers: map }, null, 2);
const lines = (text: string, host: HostId = "claude-code") => summarize(lint(text, { rules: RULES, host }).findings);

describe("insecure-transport remote urls", () => {
  it("treats every loopback spelling as local, and others as remote", () => {
    const text = servers({
      a: { url: "http://127.1:3000/mcp" },
      b: { url: "http://LOCALHOST./mcp" },
      c: { url: "http://[::ffff:127.0.0.1]/mcp" },
      d: { url: "http://0.0.0.0:8080/mcp" },
      e: { url: "http://localhost:${PORT}/mcp" },
      f: { url: "http://128.0.0.1/mcp" },
      g: { url: "http://localhost.example.com/mcp" },
    });
    expect(lines(text)).toEqual([
      '19:14 insecure-transport error server "f" connects over plain http to 128.0.0.1: use https',
      '22:14 insecure-transport error server "g" connects over plain http to localhost.example.com: use https',
    ]);
  });

  it("does not flag https or wss, even to a public IP literal", () => {
    expect(lines(servers({ a: { url: "https://8.8.8.8/mcp" }, b: { url: "wss://1.1.1.1/ws" }, c: { url: "HTTPS://Example.com/mcp" } }))).toEqual([]);
  });

  it("reads the scheme case-insensitively", () => {
    expect(lines(servers({ a: { url: "HTTP://Example.COM/mcp" } }))).toEqual([
      '4:14 insecure-transport error server "a" connects over plain http to example.com: use https',
    ]);
  });

  it("checks the serverUrl / httpUrl spellings too", () => {
    expect(lines(servers({ a: { serverUrl: "http://a.example.com/mcp" } }))).toEqual([
      '4:20 insecure-transport error server "a" connects over plain http to a.example.com: use https',
    ]);
  });

  it("never prints a credential, and hands literal ones to the scrubber", () => {
    const token = "tk_live_9f2c41d07ab8e6";
    const text = servers({
      a: { url: `http://api.example.com/mcp?key=${token}`, headers: { Authorization: `Bearer ${token}`, "PRIVATE-TOKEN": "${GITLAB_TOKEN}" } },
    });
    const result = lint(text, { rules: RULES });
    expect(summarize(result.findings)).toEqual([
      '4:14 insecure-transport error server "a" sends credentials in query parameter "key" over plain http to api.example.com: use https',
      '6:9 insecure-transport error server "a" sends credentials in header "Authorization" over plain http to api.example.com: use https',
      '7:9 insecure-transport error server "a" sends credentials in header "PRIVATE-TOKEN" over plain http to api.example.com: use https',
    ]);
    for (const f of result.findings) expect(f.message).not.toContain("tk_l");
    expect(result.secrets).toEqual([`Bearer ${token}`, token, token]);
  });

  it("sends nothing worth a stronger message when the headers carry no credential", () => {
    expect(lines(servers({ a: { url: "http://api.example.com/mcp?lang=fr", headers: { Accept: "application/json", Authorization: "" } } }))).toEqual([
      '4:14 insecure-transport error server "a" connects over plain http to api.example.com: use https',
    ]);
  });

  it("says nothing of credentials sent to loopback", () => {
    expect(lines(servers({ a: { url: "http://user:pw@localhost:3000/mcp?token=x", headers: { Authorization: "Bearer abc" } } }))).toEqual([]);
  });

  it("keeps the fingerprint of a finding stable when the url's path changes", () => {
    const a = lint(servers({ a: { url: "http://x.example.com/v1" } }), { rules: RULES }).findings[0]!;
    const b = lint(servers({ a: { url: "http://x.example.com/v2" } }), { rules: RULES }).findings[0]!;
    expect(a.fingerprint).toBe(b.fingerprint);
  });

  it("judges servers under a map the host ignores too: they run once the key is renamed", () => {
    expect(lines(JSON.stringify({ mcpServers: { a: { url: "http://x.example.com/mcp" } } }), "vscode")).toEqual([
      '1:27 insecure-transport error server "a" connects over plain http to x.example.com: use https (under "mcpServers", which VS Code does not read: this runs once the key is renamed to "servers")',
    ]);
    expect(lines(JSON.stringify({ servers: { a: { url: "http://x.example.com/mcp" } } }), "vscode")).toEqual([
      '1:24 insecure-transport error server "a" connects over plain http to x.example.com: use https',
    ]);
  });

  it("has no fix for plain http or SSE: only the server knows what it supports", () => {
    const result = lint(servers({ a: { url: "http://x.example.com/mcp" }, b: { type: "sse", url: "https://y.example.com/sse" } }), { rules: RULES });
    expect(result.findings.map((f) => f.fix)).toEqual([undefined, undefined]);
  });
});

describe("insecure-transport listen address", () => {
  it("rewrites only the address bytes, in every spelling", () => {
    const text = servers({
      a: { command: "node", args: ["server.js", "--listen=:9000", "--address", "http://0.0.0.0:8080", "--host", "[::]"] },
      b: { command: "python", args: ["-m", "srv"], env: { HOST: "0.0.0.0", BIND_ADDRESS: "0.0.0.0:7000", DB_HOST: "db.internal" } },
    });
    const fixed = fix(text, "unsafe", { rules: RULES });
    expect(summarize(lint(text, { rules: RULES }).findings)).toEqual([
      '7:9 insecure-transport warning server "a" listens on 0.0.0.0 (--listen): bind it to 127.0.0.1 so the local network cannot reach it',
      '9:9 insecure-transport warning server "a" listens on 0.0.0.0 (--address): bind it to 127.0.0.1 so the local network cannot reach it',
      '11:9 insecure-transport warning server "a" listens on :: (--host): bind it to 127.0.0.1 so the local network cannot reach it',
      '21:17 insecure-transport warning server "b" listens on 0.0.0.0 (env HOST): bind it to 127.0.0.1 so the local network cannot reach it',
      '22:25 insecure-transport warning server "b" listens on 0.0.0.0 (env BIND_ADDRESS): bind it to 127.0.0.1 so the local network cannot reach it',
    ]);
    expect(fixed.text).toBe(
      text
        .replace('"--listen=:9000"', '"--listen=127.0.0.1:9000"')
        .replace('"http://0.0.0.0:8080"', '"http://127.0.0.1:8080"')
        .replace('"[::]"', '"127.0.0.1"')
        .replace('"HOST": "0.0.0.0"', '"HOST": "127.0.0.1"')
        .replace('"0.0.0.0:7000"', '"127.0.0.1:7000"'),
    );
    expect(fixed.applied.map((a) => a.safety)).toEqual(["unsafe", "unsafe", "unsafe", "unsafe", "unsafe"]);
    expect(fix(fixed.text, "unsafe", { rules: RULES }).text).toBe(fixed.text);
  });

  it("does not read a bare :port as every interface for --host", () => {
    expect(lines(servers({ a: { command: "node", args: ["s.js", "--host", ":8080"] } }))).toEqual([]);
  });

  it("keeps escapes in a string it rewrites readable as the same value", () => {
    const text = '{"mcpServers": {"a": {"command": "node", "args": ["s.js", "--host=0.0.0.0", "--name=\\u00e9t\\u00e9"]}}}';
    const fixed = fix(text, "unsafe", { rules: RULES });
    expect(fixed.text).toBe('{"mcpServers": {"a": {"command": "node", "args": ["s.js", "--host=127.0.0.1", "--name=\\u00e9t\\u00e9"]}}}');
  });

  it("looks inside a container only when it shares the host network", () => {
    const inner = ["--host", "0.0.0.0"];
    const bridge = servers({ a: { command: "docker", args: ["run", "-i", "--rm", "-e", "HOST=0.0.0.0", "img:1", ...inner] } });
    expect(lines(bridge)).toEqual([]);
    const host = servers({ a: { command: "docker", args: ["run", "-i", "--rm", "--network=host", "-e", "HOST=0.0.0.0", "img:1", ...inner] } });
    expect(lines(host)).toEqual([
      '11:9 insecure-transport warning server "a" listens on 0.0.0.0 (-e HOST): bind it to 127.0.0.1 so the local network cannot reach it',
      '14:9 insecure-transport warning server "a" listens on 0.0.0.0 (--host): bind it to 127.0.0.1 so the local network cannot reach it',
    ]);
    const fixed = fix(host, "unsafe", { rules: RULES }).text;
    expect(fixed).toBe(host.replace('"HOST=0.0.0.0"', '"HOST=127.0.0.1"').replace('"--host",\n        "0.0.0.0"', '"--host",\n        "127.0.0.1"'));
  });

  it("publishes docker's -p=PORT spelling on loopback too", () => {
    const text = servers({ a: { command: "docker", args: ["run", "-p=8080:80", "img:1"] } });
    expect(fix(text, "unsafe", { rules: RULES }).text).toBe(text.replace('"-p=8080:80"', '"-p=127.0.0.1:8080:80"'));
  });
});

describe("insecure-transport data", () => {
  it("splits urls that WHATWG would reject", () => {
    expect(splitUrl("http://localhost:${env:PORT}/mcp")).toEqual({ scheme: "http", userinfo: undefined, host: "localhost", query: undefined });
    expect(splitUrl("HTTP://u:p@[::1]:80/x?token=a#f")).toEqual({ scheme: "http", userinfo: "u:p", host: "[::1]", query: "token=a" });
    expect(splitUrl("not a url")).toBeUndefined();
  });

  it("canonicalises hosts, and refuses to guess a variable one", () => {
    expect(canonicalHost("0x7f.0.0.1")).toBe("127.0.0.1");
    expect(canonicalHost("Example.COM")).toBe("example.com");
    expect(canonicalHost("${HOST}")).toBeUndefined();
    expect(canonicalHost("%HOST%")).toBeUndefined();
    expect(canonicalHost("")).toBeUndefined();
  });

  it("knows what stays on this machine", () => {
    for (const h of ["localhost", "a.b.localhost", "127.0.0.1", "127.255.255.254", "[::1]", "[::ffff:7f00:1]", "0.0.0.0", "[::]"]) {
      expect(isLocalHost(h), h).toBe(true);
    }
    for (const h of ["example.com", "localhost.example.com", "10.0.0.1", "192.168.1.1", "[::2]", "128.0.0.1", "notlocalhost"]) {
      expect(isLocalHost(h), h).toBe(false);
    }
  });

  it("recognises credential headers and parameters, not look-alikes", () => {
    for (const h of ["Authorization", "proxy-authorization", "Cookie", "X-API-Key", "Api-Key", "apikey", "PRIVATE-TOKEN", "X-Auth-Token", "X-Client-Secret", "X-Password", "X-Goog-Api-Key", "Ocp-Apim-Subscription-Key"]) {
      expect(isCredentialHeader(h), h).toBe(true);
    }
    for (const h of ["Accept", "Content-Type", "X-Request-Id", "Keyboard", "X-Author"]) expect(isCredentialHeader(h), h).toBe(false);
    for (const p of ["token", "access_token", "api_key", "apiKey", "key", "sig", "client_secret", "password", "auth"]) {
      expect(isCredentialParam(p), p).toBe(true);
    }
    for (const p of ["q", "lang", "keyword", "monkey", "author", "tokenizer"]) expect(isCredentialParam(p), p).toBe(false);
  });

  it("decodes query parameter names", () => {
    expect(queryParams("api%5Fkey=a%20b&x&&y=1")).toEqual([
      { name: "api_key", value: "a b" },
      { name: "x", value: "" },
      { name: "y", value: "1" },
    ]);
  });

  it("finds the every-interface part of a listen address", () => {
    expect(allInterfaces("0.0.0.0", false)).toEqual({ start: 0, end: 7, shown: "0.0.0.0" });
    expect(allInterfaces("0.0.0.0:80", false)).toEqual({ start: 0, end: 7, shown: "0.0.0.0" });
    expect(allInterfaces("[::]:80", false)).toEqual({ start: 0, end: 4, shown: "::" });
    expect(allInterfaces("::", false)).toEqual({ start: 0, end: 2, shown: "::" });
    expect(allInterfaces("tcp://0.0.0.0:80", false)).toEqual({ start: 6, end: 13, shown: "0.0.0.0" });
    expect(allInterfaces("http://0.0.0.0/mcp", false)).toEqual({ start: 7, end: 14, shown: "0.0.0.0" });
    expect(allInterfaces(":80", true)).toEqual({ start: 0, end: 0, shown: "0.0.0.0" });
    expect(allInterfaces(":80", false)).toBeUndefined();
    for (const v of ["127.0.0.1", "0.0.0.0/0", "0.0.0.01", "::1", "localhost", "10.0.0.0"]) expect(allInterfaces(v, true), v).toBeUndefined();
  });

  it("reads docker -p values", () => {
    expect(publishOnAll("8080")).toEqual({ start: 0, end: 0, replacement: "127.0.0.1::", shown: "0.0.0.0" });
    expect(publishOnAll("8080:80/udp")).toEqual({ start: 0, end: 0, replacement: "127.0.0.1:", shown: "0.0.0.0" });
    expect(publishOnAll("0.0.0.0:8080:80")).toEqual({ start: 0, end: 7, replacement: "127.0.0.1", shown: "0.0.0.0" });
    expect(publishOnAll("[::]:8080:80")).toEqual({ start: 0, end: 4, replacement: "127.0.0.1", shown: "::" });
    for (const v of ["127.0.0.1:8080:80", "127.0.0.1::80", "[::1]:8080:80", "192.168.1.5:80:80"]) expect(publishOnAll(v), v).toBeUndefined();
  });

  it("recognises listen-address variables", () => {
    expect(bindEnvKey("HOST")).toEqual({ emptyHostMeansAll: false });
    expect(bindEnvKey("FASTMCP_HOST")).toEqual({ emptyHostMeansAll: false });
    expect(bindEnvKey("BIND_ADDRESS")).toEqual({ emptyHostMeansAll: true });
    expect(bindEnvKey("MCP_LISTEN_ADDR")).toEqual({ emptyHostMeansAll: true });
    for (const k of ["HOSTNAME", "GHOST", "HOST_PORT", "PORT"]) expect(bindEnvKey(k), k).toBeUndefined();
  });
});

describe("insecure-transport docs page", () => {
  const page = readFileSync(fileURLToPath(new URL("../../docs/rules/insecure-transport.md", import.meta.url)), "utf8");
  const examples = page.slice(page.indexOf("## Examples"), page.indexOf("## How to fix"));
  const [bad, good] = [...examples.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const reported = [...examples.matchAll(/^> (server .*)$/gm)].map((m) => m[1]!);

  it("reports exactly the messages the page shows for its bad example", () => {
    expect(reported.length).toBeGreaterThan(0);
    expect(lint(bad!, { rules: RULES }).findings.map((f) => f.message)).toEqual(reported);
  });

  it("has no finding on its good example", () => {
    expect(summarize(lint(good!, { rules: RULES }).findings)).toEqual([]);
  });

  it("shows, in its table of checks, messages the rule really writes", () => {
    const table = page.slice(page.indexOf("## What it checks"), page.indexOf("## Why"));
    const messages = [...table.matchAll(/`(server "[^`]*)`/g)].map((m) => m[1]!.replace(/\\\|/g, "|"));
    expect(messages.length).toBeGreaterThan(3);
    const written = new Set(fixtureMessages());
    for (const m of messages) {
      const known = [...written].some((w) => (m.endsWith("…") ? w.startsWith(m.slice(0, -1).replace(/: $/, ":")) : w === m));
      expect(known, m).toBe(true);
    }
  });
});

/** Every message the rule writes for the bad fixtures. */
function fixtureMessages(): string[] {
  return caseNames("bad").flatMap((name) => run(loadCase("bad", name)).findings.map((f) => f.message));
}
