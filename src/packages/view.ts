// Building the read-only registry view rules get. No network code here: the offline path and the
// tests import this module without loading the npm client.
import type { Ecosystem } from "../launchers/index.js";
import type { AdvisoryLookup, PackageLookup, RegistryMode, RegistryView } from "./types.js";

export const packageKey = (ecosystem: Ecosystem, name: string) => `${ecosystem}:${name}`;
export const versionKey = (ecosystem: Ecosystem, name: string, version: string) => `${ecosystem}:${name}@${version}`;

export interface RegistryFacts {
  mode: RegistryMode;
  now?: Date;
  /** Keyed by `packageKey`. */
  packages?: ReadonlyMap<string, PackageLookup>;
  /** Keyed by `versionKey`. */
  advisories?: ReadonlyMap<string, AdvisoryLookup>;
}

export function createRegistryView(facts: RegistryFacts): RegistryView {
  const packages = facts.packages ?? new Map();
  const advisories = facts.advisories ?? new Map();
  return Object.freeze({
    mode: facts.mode,
    now: facts.now ?? new Date(),
    lookup: (ecosystem: Ecosystem, name: string) => packages.get(packageKey(ecosystem, name)),
    advisories: (ecosystem: Ecosystem, name: string, version: string) => advisories.get(versionKey(ecosystem, name, version)),
  });
}

/** `--offline`: nothing is looked up, and rules say so when a fix needed a lookup. */
export function offlineRegistry(now?: Date): RegistryView {
  return createRegistryView({ mode: "offline", ...(now ? { now } : {}) });
}
