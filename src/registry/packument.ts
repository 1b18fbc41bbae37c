// Registry documents -> the small, cleaned `Packument` rules read. A registry is not trusted (a
// project, a mirror or a proxy may point mcp-audit at a hostile one): every field is checked for its
// type and shape before anything uses it. A version is kept only when it is an exact semver version
// (so a fix can never write `pkg@git+https://…` or control characters into a config); a dist-tag only
// when it names one of those versions, else it is recorded as unusable (rules say so, nothing is
// pinned from it); integrity only in SRI form; text meant for messages is reduced to one short line
// with no control, bidi or invisible character.
import semver from "semver";
import type { Advisory, AdvisorySeverity, Packument, VersionFacts } from "../packages/types.js";
import { isExactVersion } from "../packages/resolve.js";
import { isUnprintable } from "../skills/unicode.js";

/** The scripts npm runs when it installs a package (https://docs.npmjs.com/cli/using-npm/scripts). */
export const INSTALL_SCRIPTS = ["preinstall", "install", "postinstall"] as const;

export class RegistryDocumentError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** One line, no control, bidi or invisible characters (shown as a space), at most `max` characters (an ellipsis marks a cut). */
export function cleanText(text: string, max = 300): string {
  let visible = "";
  let from = 0;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    if (isUnprintable(cp)) {
      visible += `${text.slice(from, i)} `;
      from = i + width;
    }
    i += width;
  }
  visible += text.slice(from);
  const line = visible.replace(/\s+/g, " ").trim();
  const chars = Array.from(line);
  return chars.length <= max ? line : `${chars.slice(0, max - 1).join("").trimEnd()}…`;
}

/**
 * An error message as one short clean line with every URL reduced to its scheme and host: fetch
 * errors echo the request URL, which may carry credentials (`https://user:token@host/`) or a token in
 * its path or query.
 */
export function withoutUrls(text: string): string {
  const reduced = text.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]*/gi, (url) => {
    try {
      const u = new URL(url);
      return `${u.protocol}//${u.host}/…`;
    } catch {
      return "<a URL>";
    }
  });
  return cleanText(reduced, 120);
}

/** A registry value quoted for a message: cleaned, short. */
export function quoteValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(cleanText(value, 60));
  return Array.isArray(value) ? "a list" : value === null ? "null" : typeof value === "object" ? "an object" : `a ${typeof value}`;
}

/** Subresource integrity (https://www.w3.org/TR/SRI/): algorithm, then the base64 digest of its exact length. */
const SRI_LENGTHS: Record<string, number> = { sha512: 88, sha384: 64, sha256: 44, sha1: 28 };
const SRI = /^(sha512|sha384|sha256|sha1)-([A-Za-z0-9+/]+={0,2})$/;

function isIntegrity(token: string): boolean {
  const m = SRI.exec(token);
  return m !== null && m[2]!.length === SRI_LENGTHS[m[1]!];
}

/** An ISO 8601 date-time as the registry writes publish times (anything else is dropped). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

function isTime(value: unknown): value is string {
  return typeof value === "string" && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

/** A dist-tag name shown in messages: printable ASCII, no spaces, short (npm's own are far shorter). */
const TAG_NAME = /^[\x21-\x7e]{1,64}$/;

/** The strongest well-formed token of an SRI string (`sha512-… sha1-…`); undefined when none is well formed. */
function strongestIntegrity(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 1024) return undefined;
  const tokens = value.trim().split(/\s+/).filter(isIntegrity);
  for (const algorithm of Object.keys(SRI_LENGTHS)) {
    const found = tokens.find((t) => t.startsWith(`${algorithm}-`));
    if (found) return found;
  }
  return undefined;
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
  if (doc.name !== expectedName) throw new RegistryDocumentError(`the answer describes ${typeof doc.name === "string" ? quoteValue(doc.name) : "no package"}, not ${expectedName}`);
  // Only exact semver versions: anything else can never be pinned, shown or recorded.
  const versions: Record<string, VersionFacts> = {};
  if (isObject(doc.versions)) {
    for (const [version, manifest] of Object.entries(doc.versions)) {
      if (isObject(manifest) && isExactVersion(version)) versions[version] = versionFacts(version, manifest);
    }
  }
  const distTags: Record<string, string> = {};
  const unusableTags: Record<string, string> = {};
  if (isObject(doc["dist-tags"])) {
    for (const [tag, version] of Object.entries(doc["dist-tags"])) {
      if (!TAG_NAME.test(tag) || semver.validRange(tag) !== null) continue; // not a tag a spec can name
      if (typeof version === "string" && versions[version]) distTags[tag] = version;
      else unusableTags[tag] = typeof version === "string" && isExactVersion(version) ? `it names ${version}, which the answer does not list` : `it names ${quoteValue(version)}, which is not a version`;
    }
  }
  const packument: Packument = { name: expectedName, distTags, versions };
  if (Object.keys(unusableTags).length > 0) packument.unusableTags = unusableTags;
  if (isObject(doc.time)) {
    const times: Record<string, string> = {};
    for (const [key, value] of Object.entries(doc.time)) {
      if (!isTime(value)) continue;
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
    if (!isObject(entry) || !isRange(entry.vulnerable_versions)) continue;
    const url = typeof entry.url === "string" && /^https?:\/\/[\x21-\x7e]{1,500}$/.test(entry.url) ? entry.url : "";
    const ghsa = /GHSA(?:-[23456789cfghjmpqrvwx]{4}){3}/i.exec(url)?.[0];
    const severity = SEVERITIES.find((s) => s === entry.severity) ?? "moderate";
    const id = typeof entry.id === "number" || typeof entry.id === "string" ? String(entry.id) : "";
    advisories.push({
      id: ghsa ?? (ADVISORY_ID.test(id) ? id : "advisory"),
      title: typeof entry.title === "string" ? cleanText(entry.title, 120) : "",
      severity,
      vulnerableVersions: entry.vulnerable_versions,
      url: cleanText(url, 200),
    });
  }
  return advisories;
}

/** Advisories read back from the disk cache: the same checks (the cache folder may be anyone's). */
export function reviveAdvisories(value: unknown): Advisory[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: Advisory[] = [];
  for (const a of value) {
    if (!isObject(a) || typeof a.id !== "string" || typeof a.title !== "string" || typeof a.url !== "string" || !isRange(a.vulnerableVersions)) return undefined;
    const severity = SEVERITIES.find((s) => s === a.severity);
    if (!severity || !ADVISORY_ID.test(a.id)) return undefined;
    out.push({ id: a.id, title: cleanText(a.title, 120), severity, vulnerableVersions: a.vulnerableVersions, url: /^https?:\/\/[\x21-\x7e]{1,500}$/.test(a.url) ? a.url : "" });
  }
  return out;
}

/** An advisory id as shown: GHSA ids, npm's numbers, CVE ids. */
const ADVISORY_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** A semver range of bounded length that semver can read. */
function isRange(value: unknown): value is string {
  return typeof value === "string" && value.length <= 1024 && semver.validRange(value) !== null;
}
