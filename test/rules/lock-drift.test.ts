import { describe, expect, it } from "vitest";
import { lintMcpSource } from "../../src/audit/engine.js";
import { sourceFromText } from "../../src/core/source.js";
import { HOSTS } from "../../src/hosts/index.js";
import { emptyLock, type AuditLock } from "../../src/lock/index.js";
import { lockDrift } from "../../src/rules/lock-drift.js";
import { summarize } from "../helpers.js";
import { prepareOnline } from "../registry/fixture-registry.js";
import { ruleSuite } from "../registry/rule-suite.js";

const rules = [lockDrift];

ruleSuite({
  rule: lockDrift,
  online: {
    // @latest is unpinned-package's (one finding per cause); the exact pin's bytes are judged here.
    "registry-moved": [
      '9:22 lock-drift error server "angular" runs @angular/cli@22.1.8: registry.npmjs.org now serves @angular/cli@22.1.8 with integrity sha512-ZLdHzVpfJCTm…, not the sha512-YQlUpVedr81C… that mcp-audit.lock.json recorded: do not run it until you know why',
    ],
    "swapped-package": [
      '4:62 lock-drift error server "browser" runs @playwright/mcp@0.0.41, but mcp-audit.lock.json recorded @executeautomation/playwright-mcp-server@1.0.6 for it: review the change, then run mcp-audit approve',
      '8:37 lock-drift error server "search" runs mcp/brave-search:1.2.0, but mcp-audit.lock.json recorded 1.1.0: review the change, then run mcp-audit approve',
    ],
    "version-changed": [
      '5:22 lock-drift error server "filesystem" runs @modelcontextprotocol/server-filesystem@2025.8.21, but mcp-audit.lock.json recorded 2025.7.29: review the change, then run mcp-audit approve',
      '13:22 lock-drift error server "memory" runs @modelcontextprotocol/server-memory@2025.9.25, which mcp-audit.lock.json does not record: review it, then run mcp-audit approve',
    ],
  },
  // Offline: a moving tag and the registry's bytes cannot be judged; the config's own changes can.
  offline: {
    "registry-moved": [],
    "swapped-package": [
      '4:62 lock-drift error server "browser" runs @playwright/mcp@0.0.41, but mcp-audit.lock.json recorded @executeautomation/playwright-mcp-server@1.0.6 for it: review the change, then run mcp-audit approve',
      '8:37 lock-drift error server "search" runs mcp/brave-search:1.2.0, but mcp-audit.lock.json recorded 1.1.0: review the change, then run mcp-audit approve',
    ],
    "version-changed": [
      '5:22 lock-drift error server "filesystem" runs @modelcontextprotocol/server-filesystem@2025.8.21, but mcp-audit.lock.json recorded 2025.7.29: review the change, then run mcp-audit approve',
      '13:22 lock-drift error server "memory" runs @modelcontextprotocol/server-memory@2025.9.25, which mcp-audit.lock.json does not record: review it, then run mcp-audit approve',
    ],
  },
  fixes: {
    "version-changed": ["pin @modelcontextprotocol/server-filesystem back to 2025.7.29, the approved version"],
  },
});

const lockWith = (packages: AuditLock["packages"]): AuditLock => ({ ...emptyLock(), packages });
const lintWithLock = (text: string, lock: AuditLock | undefined, lockKey = ".mcp.json") =>
  lintMcpSource(sourceFromText(".mcp.json", ".mcp.json", text), HOSTS["claude-code"], { rules, ...(lock ? { lock } : {}), lockKey }).findings;

describe("lock-drift", () => {
  const text = `{"mcpServers": {"p": {"command": "npx", "args": ["@playwright/mcp@~0.0.40"]}}}`;
  const locked = (version: string) => lockWith({ "npm:@playwright/mcp": { ecosystem: "npm", name: "@playwright/mcp", version, servers: [".mcp.json#p"] } });

  it("is silent with no lock, or a lock where no package was ever approved", () => {
    expect(lintWithLock(text, undefined)).toEqual([]);
    expect(lintWithLock(text, emptyLock())).toEqual([]);
  });

  it("leaves a range or a tag to unpinned-package (one finding per cause), and judges it once exact", () => {
    expect(lintWithLock(text, locked("0.0.39"))).toEqual([]);
    expect(lintWithLock(text.replace("@~0.0.40", "@latest"), emptyLock())).toEqual([]);
    const exact = text.replace("@~0.0.40", "@0.0.41");
    expect(lintWithLock(exact, locked("0.0.41"))).toEqual([]);
    expect(summarize(lintWithLock(exact, locked("0.0.39")))).toEqual([
      '1:50 lock-drift error server "p" runs @playwright/mcp@0.0.41, but mcp-audit.lock.json recorded 0.0.39: review the change, then run mcp-audit approve',
    ]);
  });

  it("matches servers by the config's path from the lock's root", () => {
    expect(lintWithLock(text.replace("@~0.0.40", "@0.0.41"), locked("0.0.41"), "tools/.mcp.json").map((f) => f.message)).toEqual([
      'server "p" runs @playwright/mcp@0.0.41, which mcp-audit.lock.json does not record: review it, then run mcp-audit approve',
    ]);
  });

  it("asks the registry, online only, about approved exact npm pins of this config", async () => {
    const exact = text.replace("@~0.0.40", "@0.0.41");
    const { queries } = await prepareOnline(exact, { rules, lock: locked("0.0.41") });
    expect(queries).toEqual([{ ecosystem: "npm", name: "@playwright/mcp", spec: "0.0.41" }]);
    expect((await prepareOnline(text, { rules, lock: locked("0.0.41") })).queries).toEqual([]);
    expect((await prepareOnline(exact, { rules, lock: locked("0.0.41"), mode: "fixes" })).queries).toEqual([]);
    expect((await prepareOnline(exact, { rules })).queries).toEqual([]);
  });
});

describe("lock-drift on images and PyPI", () => {
  const lock = lockWith({
    "oci:mcp/brave-search": { ecosystem: "oci", name: "mcp/brave-search", version: "1.1.0", servers: [".mcp.json#search"] },
    "pypi:mcp-server-fetch": { ecosystem: "pypi", name: "mcp-server-fetch", version: "2025.4.7", servers: [".mcp.json#fetch"] },
  });
  const config = (image: string, fetch: string) => `{"mcpServers": {"search": {"command": "docker", "args": ["run", "-i", "${image}"]}, "fetch": {"command": "uvx", "args": ["${fetch}"]}}}`;

  it("reports an image or a PyPI package whose exact pin moved; no version or a range is unpinned-package's", () => {
    expect(lintWithLock(config("mcp/brave-search:1.1.0", "mcp-server-fetch==2025.4.7"), lock)).toEqual([]);
    expect(lintWithLock(config("mcp/brave-search:1.2.0", "mcp-server-fetch==2025.5.1"), lock).map((f) => f.message)).toEqual([
      'server "search" runs mcp/brave-search:1.2.0, but mcp-audit.lock.json recorded 1.1.0: review the change, then run mcp-audit approve',
      'server "fetch" runs mcp-server-fetch==2025.5.1, but mcp-audit.lock.json recorded 2025.4.7: review the change, then run mcp-audit approve',
    ]);
    expect(lintWithLock(config("mcp/brave-search", "mcp-server-fetch>=2025"), lock)).toEqual([]);
    expect(lintWithLock(config("mcp/brave-search:latest", "mcp-server-fetch"), lock)).toEqual([]);
  });
});
