import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearProjectFactsCache, loadProjectFacts, NO_PROJECT } from "../../src/project/versions.js";

const PROJECTS = path.resolve(import.meta.dirname, "../../fixtures/projects");
/** The facts of one fixture project, never climbing out of its folder. */
const facts = (kind: string, start = "") => loadProjectFacts(path.join(PROJECTS, kind, start), path.join(PROJECTS, kind));

beforeEach(() => clearProjectFactsCache());

describe("loadProjectFacts: package-lock.json and npm-shrinkwrap.json", () => {
  it("reads v3 packages[node_modules/<name>], top level only", () => {
    const p = facts("npm-v3");
    expect(p.root).toBe(path.join(PROJECTS, "npm-v3"));
    expect(p.npmVersion("@angular/cli")).toEqual({ version: "22.1.8", source: "package-lock.json" });
    expect(p.npmVersion("typescript")).toEqual({ version: "5.9.3", source: "package-lock.json" });
    // the hoisted copy, not the one nested under @angular/cli
    expect(p.npmVersion("semver")).toEqual({ version: "6.3.1", source: "package-lock.json" });
    expect(p.npmVersion("left-pad")).toBeUndefined();
    expect(p.problems).toEqual([]);
  });

  it("does not take an alias folder (npm:other@…) for the package of that name", () => {
    const p = facts("npm-v3");
    expect(p.npmVersion("string-width-cjs")).toBeUndefined();
    expect(p.npmVersion("string-width")).toBeUndefined();
  });

  it("reads v2", () => {
    expect(facts("npm-v2").npmVersion("@modelcontextprotocol/server-filesystem")).toEqual({ version: "2025.8.21", source: "package-lock.json" });
  });

  it("reads v1 dependencies, and ignores a git version", () => {
    const p = facts("npm-v1");
    expect(p.npmVersion("left-pad")).toEqual({ version: "1.3.0", source: "package-lock.json" });
    expect(p.npmVersion("my-fork")).toBeUndefined();
  });

  it("prefers npm-shrinkwrap.json over package-lock.json, as npm does", () => {
    expect(facts("npm-shrinkwrap").npmVersion("@playwright/mcp")).toEqual({ version: "0.0.40", source: "npm-shrinkwrap.json" });
  });
});

describe("loadProjectFacts: pnpm-lock.yaml", () => {
  it("reads v9 importers['.'], stripping the peer suffix", () => {
    const p = facts("pnpm-v9");
    expect(p.npmVersion("@angular/cli")).toEqual({ version: "22.1.8", source: "pnpm-lock.yaml" });
    expect(p.npmVersion("@playwright/mcp")).toEqual({ version: "0.0.41", source: "pnpm-lock.yaml" });
  });

  it("reads v9 package keys for a transitive package with one version, and refuses to guess between two", () => {
    const p = facts("pnpm-v9");
    expect(p.npmVersion("chokidar")).toEqual({ version: "4.0.3", source: "pnpm-lock.yaml" });
    expect(p.npmVersion("semver")).toBeUndefined();
  });

  it("ignores link: versions (falls through to the other sources)", () => {
    expect(facts("pnpm-v9").npmVersion("local-lib")).toBeUndefined();
  });

  it("reads v6 top-level dependencies and /name@version package keys", () => {
    const p = facts("pnpm-v6");
    expect(p.npmVersion("@angular/cli")).toEqual({ version: "22.1.8", source: "pnpm-lock.yaml" });
    expect(p.npmVersion("ajv")).toEqual({ version: "8.17.1", source: "pnpm-lock.yaml" });
    expect(p.npmVersion("@types/node")).toEqual({ version: "20.19.43", source: "pnpm-lock.yaml" });
  });

  it("reads v5 name: version_peer and /name/version keys", () => {
    const p = facts("pnpm-v5");
    expect(p.npmVersion("react-dom")).toEqual({ version: "18.2.0", source: "pnpm-lock.yaml" });
    expect(p.npmVersion("react")).toEqual({ version: "18.2.0", source: "pnpm-lock.yaml" });
    expect(p.npmVersion("loose-envify")).toEqual({ version: "1.4.0", source: "pnpm-lock.yaml" });
  });
});

describe("loadProjectFacts: yarn.lock", () => {
  it("classic: prefers the entry whose range is the one package.json declares", () => {
    const p = facts("yarn-classic");
    expect(p.npmVersion("@angular/cli")).toEqual({ version: "22.1.8", source: "yarn.lock" });
    expect(p.npmVersion("chalk")).toEqual({ version: "4.1.2", source: "yarn.lock" });
    // two versions and nothing to choose between them
    expect(p.npmVersion("semver")).toBeUndefined();
  });

  it("berry: reads npm: descriptors, skips workspace and patch entries", () => {
    const p = facts("yarn-berry");
    expect(p.npmVersion("@angular/cli")).toEqual({ version: "22.1.8", source: "yarn.lock" });
    expect(p.npmVersion("resolve")).toEqual({ version: "1.22.10", source: "yarn.lock" });
    expect(p.npmVersion("semver")).toEqual({ version: "7.7.2", source: "yarn.lock" });
    expect(p.npmVersion("berry-app")).toBeUndefined();
  });
});

describe("loadProjectFacts: package.json", () => {
  it("gives exact versions only, normalised", () => {
    const p = facts("package-json-only");
    expect(p.npmVersion("@angular/cli")).toEqual({ version: "22.1.8", source: "package.json" });
    expect(p.npmVersion("left-pad")).toEqual({ version: "1.3.0", source: "package.json" });
    expect(p.npmVersion("fsevents")).toEqual({ version: "2.3.3", source: "package.json" });
    expect(p.npmVersion("@playwright/mcp")).toBeUndefined();
  });
});

describe("loadProjectFacts: corrupt files", () => {
  it("treats a broken package-lock.json as unknown, reports it once, and falls back", () => {
    const p = facts("corrupt-json");
    expect(p.npmVersion("@angular/cli")).toEqual({ version: "22.1.8", source: "package.json" });
    expect(p.npmVersion("other")).toBeUndefined();
    expect(p.problems).toHaveLength(1);
    expect(p.problems![0]).toMatch(/^.*corrupt-json[\\/]package-lock\.json: not valid JSON \(.+\); the versions it holds are ignored$/);
  });

  it("treats a pnpm-lock.yaml with conflict markers as unknown", () => {
    const p = facts("corrupt-yaml");
    expect(p.npmVersion("@angular/cli")).toBeUndefined();
    expect(p.problems).toHaveLength(1);
    expect(p.problems![0]).toContain(`${path.join(PROJECTS, "corrupt-yaml", "pnpm-lock.yaml")}: not valid YAML (`);
  });

  it("reads nothing until asked", () => {
    const p = facts("corrupt-json");
    expect(p.problems).toEqual([]);
  });
});

describe("loadProjectFacts: finding the root", () => {
  it("for .vscode/mcp.json, the project is the folder above .vscode (whichever of the two is given)", () => {
    const fromVscode = facts("vscode", ".vscode");
    expect(fromVscode.root).toBe(path.join(PROJECTS, "vscode"));
    expect(fromVscode.npmVersion("@playwright/mcp")).toEqual({ version: "0.0.41", source: "package-lock.json" });
    expect(facts("vscode").root).toBe(path.join(PROJECTS, "vscode"));
  });

  it("caches per root: the same object for the same project", () => {
    expect(facts("vscode", ".vscode")).toBe(facts("vscode"));
  });

  it("returns NO_PROJECT when nothing up to stopDir holds a package.json or lockfile", () => {
    expect(facts("no-project")).toBe(NO_PROJECT);
  });

  it("uses a monorepo root's lockfile for a workspace package, with its own and hoisted entries", () => {
    const p = facts("monorepo", "packages/app");
    expect(p.root).toBe(path.join(PROJECTS, "monorepo", "packages", "app"));
    expect(p.npmVersion("@angular/cli")).toEqual({ version: "22.1.8", source: "../../package-lock.json" });
    expect(p.npmVersion("semver")).toEqual({ version: "6.3.1", source: "../../package-lock.json" });
    // a workspace link: the version of the linked folder
    expect(p.npmVersion("@acme/tools")).toEqual({ version: "0.2.0", source: "../../package-lock.json" });
  });

  it("rejects names that are not npm names (nothing outside node_modules is read)", () => {
    const p = facts("npm-v3");
    for (const name of ["../../etc", "@angular/../x", "", "a/b/c", "__proto__/x"]) expect(p.npmVersion(name)).toBeUndefined();
    expect(p.npmVersion("__proto__")).toBeUndefined();
    expect(p.npmVersion("constructor")).toBeUndefined();
  });
});

describe("loadProjectFacts on a scratch directory", () => {
  let tmp: string;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-audit-project-"));
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
    fs.writeFileSync(path.join(tmp, rel), text);
  };

  it("reads node_modules/<name>/package.json after the lockfiles, checking the name", () => {
    write("package.json", JSON.stringify({ name: "app", dependencies: { "@playwright/mcp": "^0.0.41", aliased: "npm:other@1" } }));
    write("node_modules/@playwright/mcp/package.json", JSON.stringify({ name: "@playwright/mcp", version: "0.0.42" }));
    write("node_modules/aliased/package.json", JSON.stringify({ name: "other", version: "1.0.0" }));
    const p = loadProjectFacts(tmp, tmp);
    expect(p.npmVersion("@playwright/mcp")).toEqual({ version: "0.0.42", source: "node_modules/@playwright/mcp/package.json" });
    expect(p.npmVersion("aliased")).toBeUndefined();
  });

  it("stops at a directory holding .git: a package.json above the repository is not the project", () => {
    write("package.json", JSON.stringify({ dependencies: { x: "1.0.0" } }));
    fs.mkdirSync(path.join(tmp, "repo", ".git"), { recursive: true });
    fs.mkdirSync(path.join(tmp, "repo", "sub"), { recursive: true });
    expect(loadProjectFacts(path.join(tmp, "repo", "sub"))).toBe(NO_PROJECT);
    // without the .git, the walk goes on up to the package.json
    fs.rmSync(path.join(tmp, "repo", ".git"), { recursive: true });
    expect(loadProjectFacts(path.join(tmp, "repo", "sub"), tmp).root).toBe(tmp);
  });

  it("ignores an ancestor lockfile that does not list this project as a workspace", () => {
    write("package-lock.json", JSON.stringify({ lockfileVersion: 3, packages: { "": {}, "node_modules/x": { version: "9.9.9" } } }));
    write("nested/package.json", JSON.stringify({ name: "nested", dependencies: { x: "1.0.0" } }));
    const p = loadProjectFacts(path.join(tmp, "nested"), tmp);
    expect(p.npmVersion("x")).toEqual({ version: "1.0.0", source: "package.json" });
  });

  it("re-reads a lockfile that changed on disk", () => {
    write("package-lock.json", JSON.stringify({ lockfileVersion: 3, packages: { "node_modules/x": { version: "1.0.0" } } }));
    const p = loadProjectFacts(tmp, tmp);
    expect(p.npmVersion("x")?.version).toBe("1.0.0");
    write("package-lock.json", JSON.stringify({ lockfileVersion: 3, packages: { "node_modules/x": { version: "1.0.10" } } }));
    expect(p.npmVersion("x")?.version).toBe("1.0.10");
  });

  it("reports a package.json that is not JSON, and a JSON lockfile that is not a lock", () => {
    write("package.json", "{ nope");
    write("package-lock.json", "[]");
    const p = loadProjectFacts(tmp, tmp);
    expect(p.npmVersion("x")).toBeUndefined();
    expect(p.problems?.map((m) => m.replace(tmp, "<tmp>").replace(/\(.*\)/, "(…)"))).toEqual([
      `<tmp>${path.sep}package.json: not valid JSON (…); the versions it holds are ignored`,
      `<tmp>${path.sep}package-lock.json: not a package lock (…); the versions it holds are ignored`,
    ]);
  });
});
