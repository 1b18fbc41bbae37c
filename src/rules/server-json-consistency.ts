// server-json-consistency: what the published schema cannot check in an MCP Registry server.json.
// Clients install exactly what it says: a package without an exact version installs whatever is
// newest, an identifier of the wrong kind installs something else, a secret not marked `isSecret`
// is shown and stored as plain text, a plain-http remote leaks its token, a namespace that is not the
// repository's fails the registry's ownership check, and a version that disagrees with the
// repository's own manifest or configs publishes something nobody tested.
//
// Sources: modelcontextprotocol/registry docs/modelcontextprotocol-io/package-types.mdx (identifiers,
// base URLs, mcpName / mcp-name ownership), docs/reference/server-json/official-registry-requirements.md,
// docs/modelcontextprotocol-io/authentication.mdx (namespaces), the published schemas (version: "Version
// ranges are rejected", `isSecret`).
import type { Node as JsonNode } from "jsonc-parser";
import * as semver from "../core/semver.js";
import { docsUrl } from "../core/docs.js";
import { appendProperty, pointer, property, stringValue } from "../core/json.js";
import type { Severity } from "../core/types.js";
import { imageRef, pypiPackageRef } from "../launchers/index.js";
import { pep503 } from "../packages/launches.js";
import { classifyKey } from "../secrets/key-names.js";
import { findSecrets } from "../secrets/detect.js";
import { redact } from "../secrets/redact.js";
import type { McpRule, McpRuleContext } from "./types.js";

export const serverJsonConsistency: McpRule = {
  meta: {
    id: "server-json-consistency",
    description: "An MCP Registry server.json must publish exact package versions, identifiers of its registry type, secrets marked isSecret, https remotes, a namespace that matches its repository, and the version its repository builds",
    defaultSeverity: "error",
    appliesTo: "mcp-config",
    fix: "unsafe",
    network: false,
    docs: docsUrl("server-json-consistency"),
  },
  check(context) {
    const root = context.tree;
    if (context.host.id !== "mcp-registry" || root?.type !== "object") return;
    const r = reporter(context);
    const version = stringValue(property(root, "version"));
    items(property(root, "packages")).forEach((pkg, i) => checkPackage(context, r, pkg, i, version));
    items(property(root, "remotes")).forEach((remote, i) => {
      const at = ["remotes", i];
      checkUrl(r, property(remote, "url"), [...at, "url"], `remote ${i}`);
      items(property(remote, "headers")).forEach((h, j) => checkInput(context, r, h, [...at, "headers", j], "header"));
    });
    checkNamespace(r, root);
    checkManifests(context, r, root, version);
  },
};

type Report = (node: JsonNode, path: (string | number)[], subject: string, message: string, extra?: { severity?: Severity; secrets?: string[]; fix?: ReturnType<typeof isSecretFix> }) => void;

function reporter(context: McpRuleContext): Report {
  return (node, path, subject, message, extra = {}) => context.report({ node, pointer: pointer(...path), subject, message, ...extra });
}

function items(node: JsonNode | undefined): JsonNode[] {
  return node?.type === "array" ? (node.children ?? []).filter((n) => n.type === "object") : [];
}

// ---- packages ---------------------------------------------------------------------------------

/** Registry types and the registry each one's packages must come from (the official registry's rule). */
const BASE_URLS: Readonly<Record<string, readonly string[]>> = {
  npm: ["https://registry.npmjs.org"],
  pypi: ["https://pypi.org"],
  nuget: ["https://api.nuget.org/v3/index.json", "https://api.nuget.org"],
  cargo: ["https://crates.io"],
};
const KNOWN_TYPES = new Set(["npm", "pypi", "oci", "nuget", "mcpb", "cargo", "go"]);
/** https://github.com/npm/validate-npm-package-name: lower case, URL-safe, an optional scope. */
const NPM_NAME = /^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/;
/** PEP 508 names. */
const PYPI_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
const NUGET_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
const PEP440_EXACT = /^v?\d+(\.\d+)*((a|b|rc)\d+)?(\.post\d+)?(\.dev\d+)?(\+[a-z0-9.]+)?$/i;

function checkPackage(context: McpRuleContext, r: Report, pkg: JsonNode, i: number, serverVersion: string | undefined): void {
  const at = ["packages", i];
  const typeNode = property(pkg, "registryType");
  const type = stringValue(typeNode);
  const idNode = property(pkg, "identifier");
  const id = stringValue(idNode);
  const versionNode = property(pkg, "version");
  const version = stringValue(versionNode);
  const label = `package ${i}${id !== undefined ? ` (${type ?? "?"} ${id})` : ""}`;
  if (type !== undefined && !KNOWN_TYPES.has(type)) {
    r(typeNode!, [...at, "registryType"], `type:${type}`, `${label} has registryType ${JSON.stringify(type)}, which no MCP client installs from: use npm, pypi, oci, nuget, mcpb, cargo or go`, { severity: "warning" });
  }
  if (type !== undefined && id !== undefined) checkIdentifier(r, type, id, idNode!, [...at, "identifier"], label, serverVersion);
  const base = stringValue(property(pkg, "registryBaseUrl"));
  const allowed = type === undefined ? undefined : BASE_URLS[type];
  if (base !== undefined && allowed && !allowed.includes(base.replace(/\/$/, ""))) {
    r(property(pkg, "registryBaseUrl")!, [...at, "registryBaseUrl"], "registryBaseUrl", `${label} comes from ${base}, but the official registry accepts only ${allowed[0]} for ${type}: publish it there, or drop registryBaseUrl`, { severity: "warning" });
  }
  // A version that is not exact lets every install get another build.
  if (type === "npm" || type === "pypi" || type === "nuget" || type === "cargo") {
    if (version === undefined) {
      r(idNode ?? pkg, idNode ? [...at, "identifier"] : at, "no-version", `${label} has no "version": clients install whatever is newest; set the exact version this server.json publishes${serverVersion ? ` (${serverVersion})` : ""}`);
    } else if (!exactFor(type, version)) {
      r(versionNode!, [...at, "version"], "inexact-version", `${label} has version ${JSON.stringify(version)}, which is not one exact version: clients install whatever matches at the time; write the exact version (e.g. ${JSON.stringify(serverVersion && exactFor(type, serverVersion) ? serverVersion : "1.2.3")})`);
    }
  }
  if (type === "mcpb" && property(pkg, "fileSha256") === undefined) {
    r(idNode ?? pkg, [...at, "identifier"], "mcpb-sha", `${label} has no "fileSha256": a client cannot tell the bundle it downloads from the one you built; add the file's sha256 (the official registry requires it)`);
  }
  const transport = property(pkg, "transport");
  checkUrl(r, property(transport, "url"), [...at, "transport", "url"], label);
  items(property(transport, "headers")).forEach((h, j) => checkInput(context, r, h, [...at, "transport", "headers", j], "header"));
  items(property(pkg, "environmentVariables")).forEach((e, j) => checkInput(context, r, e, [...at, "environmentVariables", j], "environment variable"));
  for (const list of ["runtimeArguments", "packageArguments"]) {
    items(property(pkg, list)).forEach((a, j) => {
      if (stringValue(property(a, "type")) === "named") checkInput(context, r, a, [...at, list, j], "argument");
    });
  }
}

function exactFor(type: string, version: string): boolean {
  if (type === "pypi") return PEP440_EXACT.test(version);
  return semver.valid(version) !== null;
}

function checkIdentifier(r: Report, type: string, id: string, node: JsonNode, path: (string | number)[], label: string, serverVersion: string | undefined): void {
  const say = (subject: string, message: string) => r(node, path, `identifier:${subject}`, `${label}: ${message}`);
  switch (type) {
    case "npm": {
      const at = id.indexOf("@", 1);
      if (at !== -1 && NPM_NAME.test(id.slice(0, at))) return say("npm-version", `the identifier carries a version (${JSON.stringify(id.slice(at))}): write the package name alone and the version in "version"`);
      if (!NPM_NAME.test(id)) return say("npm", `${JSON.stringify(id)} is not an npm package name (lower case, an optional @scope/): ${looksLikeImage(id) ? 'it looks like a container image: use registryType "oci"' : "write the name as published on npm"}`);
      return;
    }
    case "pypi": {
      if (PYPI_NAME.test(id)) return;
      const ref = pypiPackageRef(id, 0, 0);
      return say("pypi", ref.spec !== undefined && PYPI_NAME.test(ref.name) ? `the identifier carries a version specifier (${JSON.stringify(id.slice(ref.nameEnd))}): write the project name alone and the version in "version"` : `${JSON.stringify(id)} is not a PyPI project name`);
    }
    case "nuget":
      if (!NUGET_NAME.test(id)) say("nuget", `${JSON.stringify(id)} is not a NuGet package id`);
      return;
    case "oci": {
      if (id.startsWith("@") || !id.includes("/")) return say("oci-name", `${JSON.stringify(id)} is not a container image reference (registry/namespace/repository:tag): ${id.startsWith("@") ? 'it looks like an npm package: use registryType "npm"' : "write the full reference, e.g. docker.io/user/app:1.0.0"}`);
      const ref = imageRef(id, 0);
      if (ref.specKind === "none") return say("oci-tag", `image ${id} has no tag or digest, which means :latest: append the version tag (and its digest), e.g. ${id}:${serverVersion ?? "1.0.0"}`);
      if (ref.tag === "latest" && !ref.digest) return say("oci-latest", `image ${id} uses the tag "latest", which moves with every release: use the version tag (and its digest)`);
      return;
    }
    case "mcpb":
      if (!/^https:\/\//.test(id)) say("mcpb", `${JSON.stringify(id)} is not an https download URL of the bundle (a GitHub or GitLab release asset)`);
      return;
  }
}

function looksLikeImage(id: string): boolean {
  return /^[a-z0-9.-]+\.[a-z]+\//.test(id) || /:[\w.-]+$/.test(id);
}

// ---- inputs: secrets ----------------------------------------------------------------------------

/**
 * An environment variable, header or named argument whose name says it holds a secret must be
 * marked `isSecret: true` (clients then mask it and keep it in a keychain); and no literal secret
 * may sit in its `value` or `default` (the file is published).
 */
function checkInput(context: McpRuleContext, r: Report, input: JsonNode, path: (string | number)[], what: string): void {
  const nameNode = property(input, "name");
  const name = stringValue(nameNode);
  if (name === undefined || !nameNode) return;
  for (const key of ["value", "default"]) {
    const node = property(input, key);
    const value = stringValue(node);
    if (value === undefined || !node || /\{[A-Za-z_][\w-]*\}/.test(value)) continue;
    const secret = findSecrets(name.replace(/^-+/, ""), value)[0];
    if (!secret) continue;
    r(node, [...path, key], `literal:${key}`, `${what} ${JSON.stringify(name)} has a literal secret in "${key}" (${redact(secret.secret)}): server.json is published, so rotate it; leave "${key}" out and mark the ${what} "isSecret": true so each user gives their own`, { secrets: [secret.secret] });
  }
  const secretName = classifyKey(name.replace(/^-+/, ""));
  const isSecret = property(input, "isSecret");
  if (secretName && isSecret?.value !== true) {
    r(isSecret ?? nameNode, [...path, isSecret ? "isSecret" : "name"], `not-secret:${name}`, `${what} ${JSON.stringify(name)} holds ${/^[aeiou]/i.test(secretName.noun) ? "an" : "a"} ${secretName.noun} but is not marked "isSecret": true: clients show and store it as plain text; mark it secret`, {
      severity: "warning",
      fix: isSecretFix(context, input, isSecret),
    });
  }
}

/** `"isSecret": true`, added, or in place of a `false` (unsafe: clients then mask and store the value differently). */
function isSecretFix(context: McpRuleContext, input: JsonNode, current: JsonNode | undefined) {
  const edit = current ? { offset: current.offset, length: current.length, content: "true" } : appendProperty(context.file.text, input, "isSecret", "true");
  return { safety: "unsafe" as const, description: 'mark it "isSecret": true', edits: [edit] };
}

// ---- transports ---------------------------------------------------------------------------------

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

function checkUrl(r: Report, node: JsonNode | undefined, path: (string | number)[], label: string): void {
  const url = stringValue(node);
  if (url === undefined || !node || !/^http:\/\//i.test(url)) return;
  const host = /^http:\/\/(\[[^\]]*\]|[^/:?#]*)/i.exec(url)?.[1] ?? "";
  if (LOOPBACK.test(host)) return;
  r(node, path, "plain-http", `${label} is reached over plain http (${host || url}): tokens and tool calls cross the network readable by anyone on the path; publish an https URL`);
}

// ---- namespace and repository -------------------------------------------------------------------

/**
 * A GitHub-authenticated namespace is `io.github.<owner>/…`: the registry lets only that user or
 * org publish it, so `repository.url` should be that owner's. (A reverse-DNS namespace is proven by
 * DNS or HTTP, which the file cannot show: not checked.)
 */
function checkNamespace(r: Report, root: JsonNode): void {
  const nameNode = property(root, "name");
  const name = stringValue(nameNode);
  const repoUrlNode = property(property(root, "repository"), "url");
  const repoUrl = stringValue(repoUrlNode);
  if (name === undefined || repoUrl === undefined || !nameNode) return;
  const namespace = /^io\.github\.([^/]+)\//i.exec(name)?.[1];
  const owner = /^https?:\/\/(?:www\.)?github\.com\/([^/]+)\//i.exec(`${repoUrl}/`)?.[1];
  if (namespace === undefined) return;
  if (owner === undefined) {
    r(repoUrlNode!, ["repository", "url"], "namespace-host", `"name" ${JSON.stringify(name)} is in a GitHub namespace, but "repository.url" is not on github.com (${repoUrl}): the registry checks the namespace against the GitHub account that publishes; use that account's repository`, { severity: "warning" });
  } else if (owner.toLowerCase() !== namespace.toLowerCase()) {
    r(nameNode, ["name"], "namespace-owner", `"name" ${JSON.stringify(name)} is in the namespace of GitHub account "${namespace}", but "repository.url" belongs to "${owner}": name it io.github.${owner}/…, or point the repository at ${namespace}'s`, { severity: "warning" });
  }
}

/** The repository's own manifests, and its configs that launch the same packages. */
function checkManifests(context: McpRuleContext, r: Report, root: JsonNode, version: string | undefined): void {
  const facts = context.repository;
  if (!facts) return;
  const name = stringValue(property(root, "name"));
  const versionNode = property(root, "version");
  items(property(root, "packages")).forEach((pkg, i) => {
    const type = stringValue(property(pkg, "registryType"));
    const id = stringValue(property(pkg, "identifier"));
    const pkgVersionNode = property(pkg, "version");
    const published = stringValue(pkgVersionNode) ?? version;
    if (type === undefined || id === undefined) return;
    const at = pkgVersionNode ? ["packages", i, "version"] : ["version"];
    const atNode = pkgVersionNode ?? versionNode;
    const kind = type === "npm" ? "package.json" : type === "pypi" ? "pyproject.toml" : undefined;
    const manifest = facts.manifests.find((m) => m.kind === kind && m.name !== undefined && (type === "pypi" ? pep503(m.name) === pep503(id) : m.name === id));
    if (manifest && atNode && published !== undefined && manifest.version !== undefined && manifest.version !== published) {
      r(atNode, at, `manifest-version:${manifest.kind}`, `package ${i} (${type} ${id}) is published as ${published}, but ${manifest.file} says ${manifest.version}: publish the version the repository builds`);
    }
    if (manifest?.kind === "package.json" && name !== undefined && manifest.mcpName !== name) {
      const idNode = property(pkg, "identifier")!;
      r(idNode, ["packages", i, "identifier"], "mcpName", manifest.mcpName === undefined
        ? `package ${i} (npm ${id}): ${manifest.file} has no "mcpName", so the registry cannot tell the package is this server's; add "mcpName": ${JSON.stringify(name)} to it`
        : `package ${i} (npm ${id}): ${manifest.file} says "mcpName": ${JSON.stringify(manifest.mcpName)}, not this server's ${JSON.stringify(name)}: the registry refuses the package; make them the same`, { severity: "warning" });
    }
    // Configs in this repository that launch the same package at another version.
    const ecosystem = type === "npm" || type === "pypi" || type === "oci" ? type : undefined;
    const ref = type === "oci" ? imageRef(id, 0) : undefined;
    const expected = type === "oci" ? ref?.tag : published;
    if (!ecosystem || expected === undefined || !atNode) return;
    const same = (n: string) => (type === "pypi" ? pep503(n) === pep503(id) : type === "oci" ? n === ref!.name : n === id);
    for (const launch of facts.launches) {
      if (launch.ecosystem !== ecosystem || !same(launch.name) || launch.version === undefined) continue;
      const launched = type === "oci" ? launch.version.replace(/@.*$/, "") : launch.version;
      if (launched === expected) continue;
      r(type === "oci" ? property(pkg, "identifier")! : atNode, type === "oci" ? ["packages", i, "identifier"] : at, `launched:${launch.file}#${launch.server}`, `package ${i} (${type} ${id}) is published as ${expected}, but ${launch.file} launches it at ${launched} (server "${launch.server}"): test and publish the same version`, { severity: "warning" });
    }
  });
}
