import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/lock/skill-uri.ts
var SKILL_SCHEME = "skill://";
var SKILL_MANIFEST = "SKILL.md";
var KEPT_IN_SEGMENT = /[^\w!$&'()*+,.:;=@[\]|~-]/gu;
function encodePathText(text) {
  return text.replace(KEPT_IN_SEGMENT, (char) => encodeURIComponent(char));
}
function encodeSegment(segment) {
  if (segment === "." || segment === "..") return segment.replace(/\./g, "%2E");
  return encodePathText(segment);
}
function joinSkillUri(segments) {
  const [authority, ...rest] = segments;
  if (authority === void 0) return SKILL_SCHEME;
  return [SKILL_SCHEME + encodeURIComponent(authority), ...rest.map(encodeSegment)].join("/");
}
function wellFormed(text) {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}
function canonicalUri(uri) {
  try {
    return new URL(uri).href;
  } catch {
    return void 0;
  }
}
function representableUri(segments) {
  let uri;
  try {
    uri = joinSkillUri(segments);
  } catch {
    return void 0;
  }
  return canonicalUri(uri) === uri ? uri : void 0;
}
function skillRootUri(manifestUri) {
  const canonical = canonicalUri(manifestUri);
  if (canonical === void 0 || !canonical.endsWith(`/${SKILL_MANIFEST}`)) return void 0;
  const root = canonical.slice(0, -(SKILL_MANIFEST.length + 1));
  return root.endsWith("/") || root === "skill:/" ? void 0 : root;
}
function safeDecode(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
function lastSegment(rootUri) {
  const url = new URL(rootUri);
  const p = url.pathname;
  return safeDecode(p === "" || p === "/" ? url.host : p.slice(p.lastIndexOf("/") + 1));
}
function pathInSkill(rootUri, uri) {
  const canonical = canonicalUri(uri);
  if (canonical === void 0 || /[?#]/.test(canonical) || !canonical.startsWith(`${rootUri}/`)) return void 0;
  const segments = canonical.slice(rootUri.length + 1).split("/").map(safeDecode);
  if (segments.some((s) => s === "" || s === "." || s === ".." || s.includes("/") || s.includes("\0"))) return void 0;
  return segments.join("/");
}
function fileKey(rootUri, uri) {
  const inside = pathInSkill(rootUri, uri);
  if (inside === void 0) return canonicalUri(uri) ?? uri;
  return `${rootUri}/${inside.split("/").map(encodeSegment).join("/")}`;
}
function compareUris(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

export {
  SKILL_MANIFEST,
  encodeSegment,
  joinSkillUri,
  wellFormed,
  canonicalUri,
  representableUri,
  skillRootUri,
  lastSegment,
  pathInSkill,
  fileKey,
  compareUris
};
