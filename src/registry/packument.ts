// Registry documents -> the small, cleaned `Packument` rules read. A registry is not trusted: every
// field is checked for its type, and text meant for messages is reduced to one short clean line.
import type { Advisory, AdvisorySeverity, Packument, VersionFacts } from "../packages/types.js";

/** The scripts npm runs when it installs a package (https://docs.npmjs.com/cli/using-npm/scripts). */
export const INSTALL_SCRIPTS = ["preinstall", "install", "postinstall"] as const;

export class RegistryDocumentError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

// C0/C1 controls, bidi controls, zero-width characters: never let registry text steer a terminal.
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]+/g;

/** One line, no control or bidi characters, at most `max` characters (an ellipsis marks a cut). */
export function cleanText(text: string, max = 300): string {
  const line = text.replace(UNSAFE, " ").replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** The sha512 token of an SRI string (`sha512-… sha1-…`), else the whole string. */
function strongestIntegrity(value: unknown): string | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const tokens = value.trim().split(/\s+/);
  return tokens.find((t) => t.startsWith("sha512-")) ?? tokens[0];
}

function versionFacts(version: string, manifest: Record<string, unknown>): VersionFacts {
  const facts: VersionFacts = { version };
  // npm un-deprecates a version by setting the message to "".
  if (typeof manifest.deprecated === "string" && manifest.deprecated.trim() !== "") facts.deprecated = cleanText(manifest.deprecated);
  const dist = isObject(manifest.dist) ? manifest.dist : {};
  const integrity = strongestIntegrity(dist.integrity);
  if (integrity) facts.integrity = integrity;
  if (isObject(manifest.scripts)) {
    const scripts: Record<string, string> = {};
    for (const name of INSTALL_SCRIPTS) {
      const command = manifest.scripts[name];
      if (typeof command === "string" && command.trim() !== "") scripts[name] = cleanText(command, 160);
    }
    if (Object.keys(scripts).length > 0) facts.installScripts = scripts;
  }
  if (manifest.hasInstallScript === true || facts.installScripts) facts.hasInstallScript = true;
  return facts;
}

/** Reduce a registry document (full or abbreviated) to a Packument; throws when it is not one. */
export function normalizePackument(doc: unknown, expectedName: string): Packument {
  if (!isObject(doc)) throw new RegistryDocumentError("the answer is not a JSON object");
  if (doc.name !== expectedName) throw new RegistryDocumentError(`the answer describes ${typeof doc.name === "string" ? `"${cleanText(doc.name, 80)}"` : "no package"}, not ${expectedName}`);
  const versions: Record<string, VersionFacts> = {};
  if (isObject(doc.versions)) {
    for (const [version, manifest] of Object.entries(doc.versions)) {
      if (isObject(manifest)) versions[version] = versionFacts(version, manifest);
    }
  }
  const distTags: Record<string, string> = {};
  if (isObject(doc["dist-tags"])) {
    for (const [tag, version] of Object.entries(doc["dist-tags"])) if (typeof version === "string") distTags[tag] = version;
  }
  const packument: Packument = { name: expectedName, distTags, versions };
  if (isObject(doc.time)) {
    const times: Record<string, string> = {};
    for (const [key, value] of Object.entries(doc.time)) {
      if (typeof value !== "string" || Number.isNaN(Date.parse(value))) continue;
      if (key === "created") packument.created = value;
      else if (key !== "modified" && versions[key]) times[key] = value;
    }
    packument.times = times;
  }
  return packument;
}

const SEVERITIES: readonly AdvisorySeverity[] = ["critical", "high", "moderate", "low", "info"];

/**
 * npm's bulk advisory answer (`{ "<name>": [{ id, url, title, severity, vulnerable_versions }] }`)
 * for one package; entries that do not have that shape are dropped.
 */
export function normalizeAdvisories(entries: unknown): Advisory[] {
  if (!Array.isArray(entries)) return [];
  const advisories: Advisory[] = [];
  for (const entry of entries) {
    if (!isObject(entry) || typeof entry.vulnerable_versions !== "string") continue;
    const url = typeof entry.url === "string" ? entry.url : "";
    const ghsa = /GHSA(?:-[23456789cfghjmpqrvwx]{4}){3}/i.exec(url)?.[0];
    const severity = SEVERITIES.find((s) => s === entry.severity) ?? "moderate";
    advisories.push({
      id: ghsa ?? (typeof entry.id === "number" || typeof entry.id === "string" ? String(entry.id) : "advisory"),
      title: typeof entry.title === "string" ? cleanText(entry.title, 120) : "",
      severity,
      vulnerableVersions: entry.vulnerable_versions,
      url: cleanText(url, 200),
    });
  }
  return advisories;
}
