import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  TOKEN_FORMATS,
  isPlaceholder,
  matchFormat
} from "./chunk-RJC5ITPU.js";

// src/secrets/key-names.ts
var PASSWORD_WORDS = /* @__PURE__ */ new Set(["PASSWORD", "PASSWD", "PASSPHRASE", "AUTHORIZATION", "BEARER", "COOKIE"]);
var NOT_A_SECRET_SUFFIX = /* @__PURE__ */ new Set([
  "FILE",
  "PATH",
  "DIR",
  "DIRECTORY",
  "URL",
  "URI",
  "ENDPOINT",
  "HOST",
  "HOSTNAME",
  "PORT",
  "NAME",
  "ID",
  "TYPE",
  "KIND",
  "MODE",
  "HEADER",
  "ENV",
  "VAR",
  "FORMAT",
  "LENGTH",
  "TTL",
  "TIMEOUT",
  "EXPIRY",
  "EXPIRES",
  "EXPIRATION",
  "LIFETIME",
  "LIMIT",
  "COUNT",
  "SIZE",
  "MAX",
  "MIN",
  "SCOPE",
  "SCOPES",
  "ISSUER",
  "AUDIENCE",
  "ALGORITHM",
  "ALG",
  "PREFIX",
  "SUFFIX",
  "REGION",
  "PROVIDER",
  "STRATEGY",
  "METHOD",
  "ENABLED",
  "DISABLED",
  "ENABLE",
  "DISABLE",
  "REQUIRED",
  "LOCATION",
  "STORE",
  "STORAGE",
  "CACHE",
  "COMMAND",
  "CMD",
  "HELPER",
  "VERSION",
  "EMAIL",
  "USER",
  "USERNAME",
  "ACCOUNT",
  "DOMAIN",
  "TENANT",
  "ORG",
  "PROJECT",
  "WORKSPACE",
  "LEVEL",
  "POLICY",
  "FIELD",
  "SERVER"
]);
function keyWords(key) {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2").toUpperCase().split(/[^A-Z0-9]+/).filter((w) => w.length > 0);
}
function classifyKey(key) {
  if (key === void 0) return void 0;
  const words = keyWords(key);
  const last = words[words.length - 1];
  if (last === void 0 || NOT_A_SECRET_SUFFIX.has(last)) return void 0;
  const has = (w) => words.includes(w);
  const pair = (a, b) => words.some((w, i) => w === a && words[i + 1] === b);
  const shortPassword = words.length > 1 && (last === "PWD" || last === "PASS");
  if (words.some((w) => PASSWORD_WORDS.has(w)) || shortPassword) {
    return { kind: "password", noun: has("COOKIE") ? "cookie" : has("AUTHORIZATION") || has("BEARER") ? "credential" : "password" };
  }
  if (has("TOKEN") || last === "PAT") return { kind: "credential", noun: "token" };
  if (has("APIKEY") || pair("API", "KEY")) return { kind: "credential", noun: "API key" };
  if (pair("PRIVATE", "KEY")) return { kind: "credential", noun: "private key" };
  if (pair("ACCESS", "KEY")) return { kind: "credential", noun: "access key" };
  if (has("SECRET")) return { kind: "credential", noun: "secret" };
  if (has("CREDENTIAL") || has("CREDENTIALS")) return { kind: "credential", noun: "credential" };
  if (has("AUTH") || has("SESSION") || last === "KEY" || last === "SIG" || last === "SIGNATURE") {
    return { kind: "credential", noun: last === "KEY" ? "key" : "secret" };
  }
  return void 0;
}

// src/secrets/detect.ts
var AUTH_SCHEME = /^(Bearer|Basic|Token|Bot|ApiKey|Api-Key|SSWS|OAuth|Digest)[ \t]+(?=\S+$)/i;
var STRONG_SCHEME = /^(Bearer|Basic)$/i;
var URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\//i;
function detectSecret(key, value) {
  return findSecrets(key, value)[0];
}
function findSecrets(key, value) {
  const found = [];
  const scheme = AUTH_SCHEME.exec(value);
  const add = (m) => {
    if (isPlaceholder(m.secret) || found.some((f) => m.start < f.end && f.start < m.end)) return;
    if (scheme && m.start === scheme[0].length) m.scheme = scheme[1];
    found.push(m);
  };
  for (const format of TOKEN_FORMATS) {
    const m = matchFormat(format, value);
    if (m) add({ ...m, format, reason: "format" });
  }
  if (URL_LIKE.test(value)) {
    for (const q of queryParameters(value)) {
      const info = classifyKey(q.name);
      if (info && looksLikeCredential(q.value, info.kind)) add({ secret: q.value, reason: "key-name", start: q.start, end: q.start + q.value.length, param: q.name });
    }
    return found;
  }
  if (found.length > 0) return found;
  const start = scheme ? scheme[0].length : 0;
  const candidate = value.slice(start);
  const kind = classifyKey(key)?.kind ?? (scheme && STRONG_SCHEME.test(scheme[1]) ? "password" : void 0);
  if (kind && looksLikeCredential(candidate, kind)) add({ secret: candidate, reason: "key-name", start, end: value.length });
  return found;
}
function looksLikeCredential(value, kind) {
  if (value.length < 6 || /\s/.test(value) || isPlainConfig(value) || isPlaceholder(value)) return false;
  const h = shannonEntropy(value);
  const lower = /[a-z]/.test(value);
  const upper = /[A-Z]/.test(value);
  const digit = /[0-9]/.test(value);
  const symbol = /[^A-Za-z0-9]/.test(value);
  const letter = lower || upper;
  const classes = [lower, upper, digit, symbol].filter(Boolean).length;
  if (kind === "password") return classes >= 2 || h >= 2.5;
  if (isSlug(value)) return false;
  if (/^[0-9a-f]{32,}$/i.test(value)) return h >= 3;
  if (value.length >= 20 && /^[A-Za-z0-9+/=_.-]+$/.test(value) && h >= 3.5 && (letter && digit || lower && upper)) return true;
  if (value.length >= 12 && letter && digit && h >= 3.2) return true;
  return value.length >= 10 && classes >= 3 && h >= 3;
}
function isPlainConfig(value) {
  return /^(true|false|yes|no|on|off|enabled|disabled|null|none|debug|info|warn|warning|error|trace|fatal|silent|verbose)$/i.test(value) || /^[+-]?\d+(\.\d+)?(ms|s|m|h|d|k|kb|mb|gb)?$/i.test(value) || /^v?\d+(\.\d+)+([-+][\w.]+)?$/.test(value) || URL_LIKE.test(value) || /^(~|\.{1,2})?[\\/]/.test(value) || /^[A-Za-z]:[\\/]/.test(value) || value.includes("/") && /\.[a-z][a-z0-9]{0,4}$/.test(value) || /^[^@\s:/]+@[^@\s:/]+\.[a-z]{2,}$/i.test(value);
}
function isSlug(value) {
  if (!/^[a-z0-9]+([-.][a-z0-9]+)+$/.test(value)) return false;
  const segments = value.split(/[-.]/);
  return segments.some((s) => /^[a-z]{3,}$/.test(s)) && !segments.some((s) => s.length >= 8 && /[a-z]/.test(s) && /[0-9]/.test(s));
}
function shannonEntropy(value) {
  if (value.length === 0) return 0;
  const counts = /* @__PURE__ */ new Map();
  for (const c of value) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / value.length;
    h -= p * Math.log2(p);
  }
  return h;
}
function queryParameters(url) {
  const q = url.indexOf("?");
  if (q === -1) return [];
  const hash = url.indexOf("#", q);
  const end = hash === -1 ? url.length : hash;
  const out = [];
  let at = q + 1;
  for (const pair of url.slice(q + 1, end).split("&")) {
    const eq = pair.indexOf("=");
    if (eq > 0) out.push({ name: safeDecode(pair.slice(0, eq)), value: pair.slice(eq + 1), start: at + eq + 1 });
    at += pair.length + 1;
  }
  return out;
}
function safeDecode(s) {
  try {
    return decodeURIComponent(s.replace(/\+/g, " "));
  } catch {
    return s;
  }
}

export {
  classifyKey,
  detectSecret,
  findSecrets,
  looksLikeCredential
};
