import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { clearProjectFactsCache } from "../../src/project/versions.js";
import { unpinnedPackage } from "../../src/rules/unpinned-package.js";
import { fix, lint, projectWith, summarize } from "../helpers.js";
import { lintMcpSource } from "../../src/audit/engine.js";
import { sourceFromText } from "../../src/core/source.js";
import { HOSTS } from "../../src/hosts/index.js";
import { createRegistryView, offlineRegistry } from "../../src/packages/view.js";
import { fixOnline, lintOnline, prepareOnline, type OnlineInput } from "../registry/fixture-registry.js";
import { ruleFixtures } from "../registry/rule-cases.js";

const rules = [unpinnedPackage];
/** Each case's config file, the host its location says, and the project next to it (never above the case). */
const fixtures = ruleFixtures("unpinned-package", rules);
const { loadCase } = fixtures;

// `online-*` cases need the registry (the recorded one, through the prefetch phase): see "online pins" below.
const cases = (kind: "bad" | "good") => fixtures.cases(kind).filter((n) => !n.startsWith("online-"));

beforeEach(() => clearProjectFactsCache());

const BAD: Record<string, string[]> = {
  "ignored-by-host": [
    '6:16 unpinned-package error server "playwright" runs @playwright/mcp@latest: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @playwright/mcp@<version> (under "mcpServers", which VS Code does not read: this runs once the key is renamed to "servers")',
  ],
  "article-angular": [
    '13:22 unpinned-package error server "angular" runs @angular/cli@latest: pin an exact version (the project uses 22.1.8, from package-lock.json)',
  ],
  containers: [
    '5:75 unpinned-package warning server "github" runs image ghcr.io/github/github-mcp-server with no tag, which means :latest: pin a version tag and its digest, e.g. ghcr.io/github/github-mcp-server:<version>@sha256:<digest>',
    '12:37 unpinned-package warning server "fetch" runs image docker.io/mcp/fetch:latest, a tag that moves with every release: pin a version tag and its digest, e.g. docker.io/mcp/fetch:<version>@sha256:<digest>',
    '16:71 unpinned-package info server "time" runs image mcp/time:1.0.0 without a digest: a tag can be moved, pin the digest: mcp/time:1.0.0@sha256:…',
    '20:37 unpinned-package info server "internal" runs image localhost:5000/tools/mcp:2 without a digest: a tag can be moved, pin the digest: localhost:5000/tools/mcp:2@sha256:…',
  ],
  "git-sources": [
    '5:22 unpinned-package warning server "shorthand" runs github:example/weather-mcp, which is not from a registry and cannot be pinned by version: pin a commit (…#<commit sha>)',
    '9:22 unpinned-package warning server "branch" runs git+https://github.com/example/weather-mcp.git#main, which is not from a registry and cannot be pinned by version: pin a commit (…#<commit sha>)',
    '13:22 unpinned-package warning server "tarball" runs https://downloads.example.com/weather-mcp-1.0.0.tgz, which is not from a registry and cannot be pinned by version: install it from a registry at an exact version instead',
  ],
  "npm-exec-range": [
    '7:24 unpinned-package warning server "playwright" runs @playwright/mcp@~0.0.40, a version range: pin an exact version (the project uses 0.0.41, from package-lock.json)',
    '13:27 unpinned-package warning server "bridge" runs mcp-remote@~0.1.0, a version range: pin an exact version, e.g. mcp-remote@<version> (the project uses 0.2.1, from package-lock.json, which ~0.1.0 does not allow)',
  ],
  "npx-no-version": [
    '5:16 unpinned-package error server "playwright" runs @playwright/mcp with no version: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @playwright/mcp@<version>',
    '11:9 unpinned-package error server "filesystem" runs @modelcontextprotocol/server-filesystem@latest: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @modelcontextprotocol/server-filesystem@<version>',
  ],
  "npx-package-flag": [
    '5:28 unpinned-package error server "github" runs @modelcontextprotocol/server-github with no version: pin an exact version (the project uses 2025.4.8, from package.json)',
    '12:16 unpinned-package error server "memory" runs @modelcontextprotocol/server-memory@next: pin an exact version (the project uses 2025.9.25, from package.json)',
  ],
  "pnpm-yarn-bun": [
    '5:23 unpinned-package error server "context7" runs @upstash/context7-mcp@next: pin an exact version (the project uses 1.0.20, from pnpm-lock.yaml)',
    '9:29 unpinned-package error server "sequential" runs @modelcontextprotocol/server-sequential-thinking with no version: pin an exact version: run mcp-audit --fix to pin what latest resolves to today (one registry lookup), or write one, e.g. @modelcontextprotocol/server-sequential-thinking@<version>',
    '13:16 unpinned-package warning server "everything" runs @modelcontextprotocol/server-everything@2025.x, a version range: pin an exact version (the project uses 2025.9.25, from pnpm-lock.yaml)',
  ],
  python: [
    '5:16 unpinned-package error server "fetch" runs mcp-server-fetch with no version: pin an exact version, e.g. mcp-server-fetch@<version> (mcp-audit does not look PyPI versions up yet)',
    '9:16 unpinned-package error server "git" runs mcp-server-git@latest: pin an exact version, e.g. mcp-server-git@<version> (mcp-audit does not look PyPI versions up yet)',
    '13:41 unpinned-package warning server "grafana" runs mcp-grafana>=0.7, a version range: pin an exact version, e.g. mcp-grafana==<version> (mcp-audit does not look PyPI versions up yet)',
    '17:33 unpinned-package warning server "notes" runs git+https://github.com/example/notes-mcp.git, which is not from a registry and cannot be pinned by version: pin a commit (…@<commit sha>)',
    '21:26 unpinned-package error server "sqlite" runs sqlite-utils with no version: pin an exact version, e.g. sqlite-utils==<version> (mcp-audit does not look PyPI versions up yet)',
  ],
  "windows-cmd": [
    '5:35 unpinned-package error server "angular" runs @angular/cli@latest: pin an exact version (the project uses 22.1.8, from package.json)',
  ],
};

const FIX_DESCRIPTIONS: Record<string, string[]> = {
  "article-angular": ["pin @angular/cli to 22.1.8 (from package-lock.json)"],
  "npm-exec-range": ["pin @playwright/mcp to 0.0.41 (from package-lock.json)"],
  "npx-package-flag": [
    "pin @modelcontextprotocol/server-github to 2025.4.8 (from package.json)",
    "pin @modelcontextprotocol/server-memory to 2025.9.25 (from package.json)",
  ],
  "pnpm-yarn-bun": ["pin @upstash/context7-mcp to 1.0.20 (from pnpm-lock.yaml)", "pin @modelcontextprotocol/server-everything to 2025.9.25 (from pnpm-lock.yaml)"],
  "windows-cmd": ["pin @angular/cli to 22.1.8 (from package.json)"],
};

describe("unpinned-package fixtures", () => {
  it("has an expectation for every bad case, and every bad case has a .fixed file", () => {
    expect(cases("bad")).toEqual(Object.keys(BAD).sort());
    for (const name of cases("bad")) expect(fs.existsSync(`${loadCase("bad", name).file}.fixed`), name).toBe(true);
  });

  for (const name of cases("bad")) {
    describe(`bad/${name}`, () => {
      it("reports exactly the expected findings", () => {
        const { text, input } = loadCase("bad", name);
        expect(summarize(lint(text, input).findings)).toEqual(BAD[name]);
      });

      it("fixes (unsafe) to the .fixed file byte for byte, and fixing again changes nothing", () => {
        const { file, text, input } = loadCase("bad", name);
        const expected = fs.readFileSync(`${file}.fixed`, "utf8");
        const fixed = fix(text, "unsafe", input);
        expect(fixed.text).toBe(expected);
        expect(fixed.applied.map((a) => a.description)).toEqual(FIX_DESCRIPTIONS[name] ?? []);
        expect(fixed.applied.every((a) => a.safety === "unsafe")).toBe(true);
        const again = fix(expected, "unsafe", input);
        expect(again.text).toBe(expected);
        expect(again.applied).toEqual([]);
        // what stays reported after the fix is exactly what had no fix
        expect(summarize(again.result.findings)).toEqual(summarize(lint(text, input).findings.filter((f) => !f.fix)));
      });

      it("changes nothing with safe fixes only", () => {
        const { text, input } = loadCase("bad", name);
        expect(fix(text, "safe", input).text).toBe(text);
      });
    });
  }

  for (const name of cases("good")) {
    it(`good/${name} has no findings`, () => {
      const { text, input } = loadCase("good", name);
      expect(summarize(lint(text, input).findings)).toEqual([]);
    });
  }
});

const article = `{
  "mcpServers": {
    "angular": {
      "type": "stdio",
      "command": "npx",
      "args": ["-y", "@angular/cli@latest", "mcp"]
    }
  }
}
`;

describe("unpinned-package", () => {
  it("pins the article's server to the project's version, touching nothing else", () => {
    const result = fix(article, "unsafe", { rules, project: projectWith({ "@angular/cli": "22.1.8" }) });
    expect(result.text).toBe(article.replace('"@angular/cli@latest"', '"@angular/cli@22.1.8"'));
    expect(result.applied).toEqual([{ ruleId: "unpinned-package", safety: "unsafe", description: "pin @angular/cli to 22.1.8 (from package-lock.json)", line: 6 }]);
  });

  it("edits exactly the version bytes (or inserts at the end of the name)", () => {
    const [tag] = lint(article, { rules, project: projectWith({ "@angular/cli": "22.1.8" }) }).findings;
    const at = article.indexOf("@latest");
    expect(tag!.fix!.edits).toEqual([{ offset: at, length: "@latest".length, content: "@22.1.8" }]);
    const none = article.replace("@angular/cli@latest", "@angular/cli");
    const [missing] = lint(none, { rules, project: projectWith({ "@angular/cli": "22.1.8" }) }).findings;
    expect(missing!.fix!.edits).toEqual([{ offset: none.indexOf('cli"') + 3, length: 0, content: "@22.1.8" }]);
  });

  it("points at the string that holds the package, with its pointer", () => {
    const [finding] = lint(article, { rules }).findings;
    expect(finding!.pointer).toBe("/mcpServers/angular/args/1");
    expect(finding!.range.start.offset).toBe(article.indexOf('"@angular/cli@latest"'));
    expect(finding!.range.end.offset).toBe(article.indexOf('"@angular/cli@latest"') + '"@angular/cli@latest"'.length);
  });

  it("keeps the fingerprint when only the version changes", () => {
    const a = lint(article, { rules }).findings[0]!;
    const b = lint(article.replace("@latest", "@next"), { rules }).findings[0]!;
    expect(a.fingerprint).toBe(b.fingerprint);
  });

  it("rewrites a string spelled with escapes as a whole, and keeps it valid", () => {
    const escaped = article.replace('"@angular/cli@latest"', '"@angular\\/cli@latest"');
    const result = fix(escaped, "unsafe", { rules, project: projectWith({ "@angular/cli": "22.1.8" }) });
    expect(result.text).toBe(article.replace('"@angular/cli@latest"', '"@angular/cli@22.1.8"'));
  });

  it("finds the right element when a non-string argument comes before the package", () => {
    const text = article.replace('["-y", "@angular/cli@latest", "mcp"]', '[true, "-y", "@angular/cli@latest", "mcp"]');
    const result = lint(text, { rules, project: projectWith({ "@angular/cli": "22.1.8" }) });
    expect(result.findings.map((f) => f.pointer)).toEqual(["/mcpServers/angular/args/2"]);
    expect(fix(text, "unsafe", { rules, project: projectWith({ "@angular/cli": "22.1.8" }) }).text).toBe(text.replace("@angular/cli@latest", "@angular/cli@22.1.8"));
  });

  it("fixes a range only with a version the range allows", () => {
    const ranged = article.replace("@angular/cli@latest", "@angular/cli@^22.1.0");
    expect(fix(ranged, "unsafe", { rules, project: projectWith({ "@angular/cli": "22.1.8" }) }).text).toBe(article.replace("@angular/cli@latest", "@angular/cli@22.1.8"));
    expect(fix(ranged, "unsafe", { rules, project: projectWith({ "@angular/cli": "21.0.0" }) }).text).toBe(ranged);
    expect(summarize(lint(ranged, { rules, project: projectWith({ "@angular/cli": "21.0.0" }) }).findings)).toEqual([
      '6:22 unpinned-package warning server "angular" runs @angular/cli@^22.1.0, a version range: pin an exact version, e.g. @angular/cli@<version> (the project uses 21.0.0, from package-lock.json, which ^22.1.0 does not allow)',
    ]);
  });

  it("reads every -p package of npx, and the --package= form", () => {
    const text = `{"mcpServers": {"s": {"command": "npx", "args": ["-p", "a@1.0.0", "-p", "b", "--package=c@latest", "run-it"]}}}`;
    expect(summarize(lint(text, { rules, project: projectWith({ b: "2.0.0", c: "3.0.0" }) }).findings)).toEqual([
      '1:73 unpinned-package error server "s" runs b with no version: pin an exact version (the project uses 2.0.0, from package-lock.json)',
      '1:78 unpinned-package error server "s" runs c@latest: pin an exact version (the project uses 3.0.0, from package-lock.json)',
    ]);
    expect(fix(text, "unsafe", { rules, project: projectWith({ b: "2.0.0", c: "3.0.0" }) }).text).toBe(text.replace('"b"', '"b@2.0.0"').replace("c@latest", "c@3.0.0"));
  });

  it("never fixes a PyPI package or an image (no offline source of their versions)", () => {
    const text = `{"mcpServers": {"a": {"command": "uvx", "args": ["mcp-server-fetch"]}, "b": {"command": "docker", "args": ["run", "-i", "mcp/fetch"]}}}`;
    const findings = lint(text, { rules, project: projectWith({ "mcp-server-fetch": "1.0.0", "mcp/fetch": "1.0.0" }) }).findings;
    expect(findings).toHaveLength(2);
    expect(findings.every((f) => f.fix === undefined)).toBe(true);
  });

  it("exempts the packages named in `allow` (exact names, `@scope/*`, PyPI names normalised)", () => {
    const text = `{"mcpServers": {
      "a": {"command": "npx", "args": ["@playwright/mcp@latest"]},
      "b": {"command": "npx", "args": ["@acme/tools"]},
      "c": {"command": "uvx", "args": ["Mcp_Server.Fetch"]},
      "d": {"command": "docker", "args": ["run", "ghcr.io/acme/mcp"]},
      "e": {"command": "npx", "args": ["@acmeish/tools"]}
    }}`;
    const options = { "unpinned-package": { allow: ["@playwright/mcp", "@acme/*", "mcp-server-fetch", "ghcr.io/acme/mcp", 42] } };
    expect(lint(text, { rules, options }).findings.map((f) => f.pointer)).toEqual(["/mcpServers/e/args/0"]);
    expect(lint(text, { rules, options: { "unpinned-package": { allow: "not-a-list" } } }).findings).toHaveLength(5);
  });

  it("skips versions taken from a variable, local paths and commit-pinned git specs", () => {
    const text = `{
      "mcpServers": {
        "v": {"command": "npx", "args": ["pkg@\${PKG_VERSION}"]},
        "l": {"command": "npx", "args": ["../tools/server"]},
        "g": {"command": "npx", "args": ["github:org/repo#0123456789abcdef0123456789abcdef01234567"]},
        "p": {"command": "uvx", "args": ["--from", "git+https://github.com/org/repo@0123456789abcdef0123456789abcdef01234567", "x"]}
      }
    }`;
    expect(lint(text, { rules }).findings).toEqual([]);
  });

  it("reports a short commit or a branch in a git spec", () => {
    const text = `{"mcpServers": {"g": {"command": "npx", "args": ["github:org/repo#0123abc"]}}}`;
    expect(summarize(lint(text, { rules }).findings)).toEqual([
      '1:50 unpinned-package warning server "g" runs github:org/repo#0123abc, which is not from a registry and cannot be pinned by version: pin a commit (…#<commit sha>)',
    ]);
  });

  it("spells the example pin the way the runner reads it", () => {
    const text = `{"mcpServers": {
      "a": {"command": "uvx", "args": ["--from", "pkg-a", "a"]},
      "b": {"command": "pipx", "args": ["run", "pkg-b"]},
      "c": {"command": "uvx", "args": ["pkg-c"]}
    }}`;
    expect(lint(text, { rules }).findings.map((f) => /e\.g\. (\S+)/.exec(f.message)![1])).toEqual(["pkg-a==<version>", "pkg-b==<version>", "pkg-c@<version>"]);
  });
});

describe("unpinned-package docs page", () => {
  const page = fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/rules/unpinned-package.md"), "utf8");
  /** The n-th fenced block after a marker line, without its fences. */
  const blockAfter = (marker: string, n = 0) => {
    const blocks = [...page.slice(page.indexOf(marker)).matchAll(/```[a-z]*\n([\s\S]*?)```/g)];
    return blocks[n]![1]!;
  };

  it("shows the findings the bad example really produces (with a project on 22.1.8)", () => {
    const bad = blockAfter("Bad:");
    const shown = blockAfter("Bad:", 1).trim();
    const project = projectWith({ "@angular/cli": "22.1.8" });
    const lines = lint(bad, { rules, project }).findings.map((f) => `${f.range.start.line}:${f.range.start.column}  ${f.severity.padEnd(7)}  ${f.message}`);
    expect(lines.join("\n")).toBe(shown);
  });

  it("has a good example with no findings", () => {
    expect(lint(blockAfter("Good:"), { rules }).findings).toEqual([]);
  });
});

describe("unpinned-package online pins (project lock -> mcp-audit.lock.json -> registry)", () => {
  const ONLINE_CASES = fixtures.cases("bad").filter((n) => n.startsWith("online-"));
  /** What `--fix` does without --online: the registry is asked only for versions no local source knows. */
  function loadOnline(name: string) {
    const { file, text, input } = loadCase("bad", name);
    const online: OnlineInput = { ...input, mode: "fixes" };
    return { file, text, online };
  }
  const ONLINE: Record<string, string[]> = {
    "online-lock-pin": ['5:22 unpinned-package error server "angular" runs @angular/cli@latest: pin an exact version (mcp-audit.lock.json records 22.1.7)'],
    "online-pins": [
      '3:51 unpinned-package error server "angular" runs @angular/cli@latest: pin an exact version (latest resolves to 22.1.8 on registry.npmjs.org today)',
      '4:54 unpinned-package error server "filesystem" runs @modelcontextprotocol/server-filesystem with no version: pin an exact version (latest resolves to 2025.8.21 on registry.npmjs.org today)',
      '5:48 unpinned-package warning server "playwright" runs @playwright/mcp@~0.0.40, a version range: pin an exact version (~0.0.40 resolves to 0.0.41 on registry.npmjs.org today)',
      '6:51 unpinned-package error server "tickets" runs @acme/mcp-tickets@latest: pin an exact version, e.g. @acme/mcp-tickets@<version> (no project lockfile was found, and registry.npmjs.org has no package of that name)',
      '7:43 unpinned-package error server "fetch" runs mcp-server-fetch with no version: pin an exact version, e.g. mcp-server-fetch@<version> (mcp-audit does not look PyPI versions up yet)',
    ],
  };
  const FIXES: Record<string, { description: string; safety: string }[]> = {
    "online-lock-pin": [{ description: "pin @angular/cli to 22.1.7 (from mcp-audit.lock.json)", safety: "unsafe" }],
    "online-pins": [
      { description: "pin @angular/cli to 22.1.8 (what latest resolves to on registry.npmjs.org today)", safety: "safe" },
      { description: "pin @modelcontextprotocol/server-filesystem to 2025.8.21 (what latest resolves to on registry.npmjs.org today)", safety: "safe" },
      { description: "pin @playwright/mcp to 0.0.41 (what ~0.0.40 resolves to on registry.npmjs.org today)", safety: "safe" },
    ],
  };

  it("has an expectation for every online case", () => {
    expect(ONLINE_CASES).toEqual(Object.keys(ONLINE).sort());
  });

  for (const name of ONLINE_CASES) {
    it(`bad/${name}: exact findings, the .fixed file byte for byte, idempotent`, async () => {
      const { file, text, online } = loadOnline(name);
      expect(summarize((await lintOnline(text, online)).findings)).toEqual(ONLINE[name]);
      const expected = fs.readFileSync(`${file}.fixed`, "utf8");
      const fixed = await fixOnline(text, "unsafe", online);
      expect(fixed.text).toBe(expected);
      expect(fixed.applied.map(({ description, safety }) => ({ description, safety }))).toEqual(FIXES[name]);
      const again = await fixOnline(expected, "unsafe", online);
      expect(again.text).toBe(expected);
      expect(again.applied).toEqual([]);
    });
  }

  it("pins @latest with a safe fix, which plain --fix applies", async () => {
    const { text, online } = loadOnline("online-pins");
    const safe = await fixOnline(text, "safe", online);
    expect(safe.text).toBe(fs.readFileSync(path.join(fixtures.root, "bad/online-pins/.mcp.json.fixed"), "utf8"));
  });

  it("asks the registry only for what no local source pins (and for every unpinned package with --online)", async () => {
    const text = `{"mcpServers": {
      "a": {"command": "npx", "args": ["@angular/cli@latest"]},
      "b": {"command": "npx", "args": ["@playwright/mcp@^0.0.40"]},
      "c": {"command": "npx", "args": ["mcp-remote"]},
      "d": {"command": "npx", "args": ["mcp-remote@0.1.29"]},
      "e": {"command": "uvx", "args": ["mcp-server-fetch"]}
    }}`;
    const project = projectWith({ "@angular/cli": "22.1.8", "@playwright/mcp": "0.0.39" });
    expect((await prepareOnline(text, { rules, project, mode: "fixes" })).queries).toEqual([
      { ecosystem: "npm", name: "@playwright/mcp", spec: "^0.0.40" },
      { ecosystem: "npm", name: "mcp-remote" },
    ]);
    expect((await prepareOnline(text, { rules, project, mode: "online" })).queries.map((q) => q.name)).toEqual(["@angular/cli", "@playwright/mcp", "mcp-remote"]);
  });

  it("makes the project's pin safe when the registry confirms it is what runs today", async () => {
    const { findings } = await lintOnline(article, { rules, project: projectWith({ "@angular/cli": "22.1.8" }), mode: "online" });
    expect(findings.map((f) => [f.message, f.fix!.safety])).toEqual([['server "angular" runs @angular/cli@latest: pin an exact version (the project uses 22.1.8, from package-lock.json)', "safe"]]);
    const older = await lintOnline(article, { rules, project: projectWith({ "@angular/cli": "22.1.7" }), mode: "online" });
    expect(older.findings[0]!.fix!.safety).toBe("unsafe");
  });

  const lintWith = (registry: Parameters<typeof lintMcpSource>[2]["registry"]) =>
    summarize(lintMcpSource(sourceFromText(".mcp.json", ".mcp.json", article), HOSTS["claude-code"], { rules, ...(registry ? { registry } : {}) }).findings);

  it("says when --offline forbade the lookup a fix needed, or why the registry could not pin", () => {
    expect(lintWith(offlineRegistry())).toEqual([
      '6:22 unpinned-package error server "angular" runs @angular/cli@latest: pin an exact version, e.g. @angular/cli@<version> (no project lockfile was found, and --offline forbids the registry lookup that would pin it)',
    ]);
    const failed = createRegistryView({ mode: "fixes", packages: new Map([["npm:@angular/cli", { status: "failed", registry: "registry.example.com", reason: "unreachable: ECONNREFUSED" }]]) });
    expect(lintWith(failed)).toEqual([
      '6:22 unpinned-package error server "angular" runs @angular/cli@latest: pin an exact version, e.g. @angular/cli@<version> (no project lockfile was found, and the lookup on registry.example.com failed: unreachable: ECONNREFUSED)',
    ]);
  });

  it("says a PyPI package is not looked up yet when run --online", async () => {
    const text = `{"mcpServers": {"fetch": {"command": "uvx", "args": ["mcp-server-fetch"]}}}`;
    expect(summarize((await lintOnline(text, { rules, mode: "online" })).findings)).toEqual([
      '1:54 unpinned-package error server "fetch" runs mcp-server-fetch with no version: pin an exact version, e.g. mcp-server-fetch@<version> (mcp-audit does not look PyPI versions up yet)',
    ]);
  });
});

describe("unpinned-package on launches packed into command", () => {
  it("pins the version inside the command string, where the word was written plainly", () => {
    const text = '{\n  "mcpServers": {\n    "pw": { "command": "npx -y @playwright/mcp@latest --headless" }\n  }\n}\n';
    const project = projectWith({ "@playwright/mcp": "0.0.41" });
    expect(summarize(lint(text, { rules, project }).findings)).toEqual([
      '3:24 unpinned-package error server "pw" runs @playwright/mcp@latest: pin an exact version (the project uses 0.0.41, from package-lock.json)',
    ]);
    expect(fix(text, "unsafe", { rules, project }).text).toBe(text.replace("@playwright/mcp@latest", "@playwright/mcp@0.0.41"));
  });
});
