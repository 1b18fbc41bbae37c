import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  require_semver
} from "./chunk-PDMDUPYT.js";

// src/core/semver.ts
import { createRequire } from "node:module";
var requireLazily = createRequire(import.meta.url);
var lib;
var semver = () => lib ??= require_semver();
var PLAIN = /^(0|[1-9]\d{0,14})\.(0|[1-9]\d{0,14})\.(0|[1-9]\d{0,14})$/;
function plain(version) {
  const m = typeof version === "string" ? PLAIN.exec(version) : null;
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : void 0;
}
function comparePlain(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}
function valid(version, options) {
  return plain(version) ? version : semver().valid(version, options);
}
function lt(a, b, options) {
  const pa = plain(a);
  const pb = plain(b);
  return pa && pb ? comparePlain(pa, pb) < 0 : semver().lt(a, b, options);
}
function gt(a, b, options) {
  const pa = plain(a);
  const pb = plain(b);
  return pa && pb ? comparePlain(pa, pb) > 0 : semver().gt(a, b, options);
}
var validRange = (range, options) => semver().validRange(range, options);
var satisfies = (version, range, options) => semver().satisfies(version, range, options);
var clean = (version, options) => semver().clean(version, options);
var coerce = (version) => semver().coerce(version);
var compare = (a, b, options) => semver().compare(a, b, options);
var rcompare = (a, b, options) => semver().rcompare(a, b, options);
var eq = (a, b, options) => semver().eq(a, b, options);
var prerelease = (version, options) => semver().prerelease(version, options);

export {
  valid,
  lt,
  gt,
  validRange,
  satisfies,
  clean,
  coerce,
  compare,
  rcompare,
  eq,
  prerelease
};
