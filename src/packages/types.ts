// What the online layer knows, as rules see it: a read-only snapshot fetched before they run.
// Types only: importing this module costs nothing at run time (rules and the engine import it).
import type { Ecosystem } from "../launchers/index.js";

/**
 * online: every package the config launches was looked up and the online rules run;
 * fixes: only the versions that fixes needed were looked up (no --online): online rules stay quiet;
 * offline: the network was forbidden (--offline): nothing was looked up.
 */
export type RegistryMode = "online" | "fixes" | "offline";

/** One version of a package, reduced to what rules read. */
export interface VersionFacts {
  version: string;
  /** The deprecation message (registry text, cleaned: one line, at most 300 characters). */
  deprecated?: string;
  /** `sha512-…` (subresource integrity of the tarball), when the registry gives it. */
  integrity?: string;
  /** `preinstall` / `install` / `postinstall` commands (full document only), cleaned. */
  installScripts?: Record<string, string>;
  /** npm's flag in abbreviated metadata: the version runs install scripts (names unknown). */
  hasInstallScript?: boolean;
}

/** A package's metadata, reduced and cleaned (a packument is npm's name for it). */
export interface Packument {
  name: string;
  /** `latest`, `next`, … -> version. */
  distTags: Readonly<Record<string, string>>;
  versions: Readonly<Record<string, VersionFacts>>;
  /**
   * Dist-tags whose value could not be used (not an exact version, or not one the answer lists), with
   * why in words: `latest` -> `it names "git+https://…", which is not a version`. Never pinned from.
   */
  unusableTags?: Readonly<Record<string, string>>;
  /** Publish time per version (ISO 8601), present when the full document was fetched. */
  times?: Readonly<Record<string, string>>;
  /** When the package was first published (`time.created`), full document only. */
  created?: string;
}

/** The answer for one package. `registry` names where it came from (`registry.npmjs.org`). */
export type PackageLookup =
  | { status: "found"; registry: string; packument: Packument }
  | { status: "missing"; registry: string }
  | { status: "failed"; registry: string; reason: string };

export type AdvisorySeverity = "critical" | "high" | "moderate" | "low" | "info";

/** One advisory from npm's bulk advisory endpoint. */
export interface Advisory {
  /** `GHSA-xxxx-xxxx-xxxx` when the URL names one, else the registry's numeric id. */
  id: string;
  title: string;
  severity: AdvisorySeverity;
  /** The semver range of affected versions. */
  vulnerableVersions: string;
  url: string;
}

export type AdvisoryLookup =
  | { status: "found"; registry: string; advisories: readonly Advisory[] }
  | { status: "failed"; registry: string; reason: string };

/** The read-only view rules get as `context.registry`. */
export interface RegistryView {
  readonly mode: RegistryMode;
  /** The time the facts were taken (rules compare publish dates with it, never with the clock). */
  readonly now: Date;
  /** Undefined when the package was not looked up (offline, not needed, or an ecosystem not supported yet). */
  lookup(ecosystem: Ecosystem, name: string): PackageLookup | undefined;
  /** Advisories that affect this exact version; undefined when they were not looked up. */
  advisories(ecosystem: Ecosystem, name: string, version: string): AdvisoryLookup | undefined;
}

/** What a rule asks the prefetch phase for, about one package it will read. */
export interface PackageQuery {
  ecosystem: Ecosystem;
  name: string;
  /** The version spec as written (undefined: none), resolved once the metadata is in. */
  spec?: string;
  /** Publish times are needed: npm then sends the full document instead of abbreviated metadata. */
  times?: boolean;
  /** Advisories for the version the spec resolves to. */
  advisories?: boolean;
}
