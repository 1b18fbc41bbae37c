import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  scrub
} from "./chunk-G3M64UOZ.js";

// src/report/sanitize.ts
var UNSAFE = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]|\uDB40[\uDC00-\uDC7F]/g;
function escapeUnsafe(text) {
  return text.replace(UNSAFE, (ch) => `\\u{${ch.codePointAt(0).toString(16).toUpperCase()}}`);
}
function safeText(text, secrets) {
  return escapeUnsafe(secrets.size > 0 ? scrub(text, secrets) : text);
}

export {
  escapeUnsafe,
  safeText
};
