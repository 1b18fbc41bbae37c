import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);

// src/core/docs.ts
var REPOSITORY_URL = "https://github.com/mcp-audit/mcp-audit";
var DOCS_BASE = `${REPOSITORY_URL}/blob/main/docs/rules/`;
function docsUrl(ruleId) {
  return `${DOCS_BASE}${ruleId}.md`;
}
function atRelease(url, version) {
  const prefix = `${REPOSITORY_URL}/blob/main/`;
  return url.startsWith(prefix) ? `${REPOSITORY_URL}/blob/v${version}/${url.slice(prefix.length)}` : url;
}

export {
  REPOSITORY_URL,
  docsUrl,
  atRelease
};
