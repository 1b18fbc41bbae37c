import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  packageFile
} from "./chunk-C4H3TBXV.js";
import {
  REPOSITORY_URL
} from "./chunk-TTKOCA6W.js";

// src/report/docs-page.ts
import fs from "node:fs";
import path from "node:path";
function rulePage(ruleId, version) {
  if (!/^[a-z0-9-]+$/.test(ruleId)) return void 0;
  const file = packageFile(`docs/rules/${ruleId}.md`);
  let text;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return void 0;
  }
  return absoluteLinks(text, `docs/rules/${ruleId}.md`, `v${version}`);
}
var SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
var INLINE_LINK = /(\]\()([^)\s]+)(\))/g;
var DEFINITION = /^(\s{0,3}\[[^\]]+\]:\s*)(\S+)/;
function absoluteLinks(markdown, pagePath, ref) {
  const base = path.posix.dirname(pagePath);
  const resolve = (target) => {
    if (SCHEME.test(target) || target.startsWith("#") || target.startsWith("/")) return target;
    const [file, fragment] = splitFragment(target);
    const resolved = path.posix.normalize(path.posix.join(base, file));
    if (resolved.startsWith("..")) return target;
    return `${REPOSITORY_URL}/blob/${ref}/${resolved}${fragment}`;
  };
  let fence;
  return markdown.split("\n").map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === void 0 || marker[0] === fence[0] && marker.length >= fence.length)) {
      fence = fence === void 0 ? marker : void 0;
      return line;
    }
    if (fence !== void 0) return line;
    const definition = DEFINITION.exec(line);
    if (definition) return `${definition[1]}${resolve(definition[2])}${line.slice(definition[0].length)}`;
    return line.split(/(`+[^`]*`+)/).map((part, i) => i % 2 === 1 ? part : part.replace(INLINE_LINK, (_, open, target, close) => `${open}${resolve(target)}${close}`)).join("");
  }).join("\n");
}
function splitFragment(target) {
  const at = target.indexOf("#");
  return at < 0 ? [target, ""] : [target.slice(0, at), target.slice(at)];
}

export {
  rulePage,
  absoluteLinks
};
