/** The repository; package.json's `repository`, `homepage` and `bugs` say the same. */
export const REPOSITORY_URL = "https://github.com/mcp-audit/mcp-audit";

/** Where each rule's page lives; the pages themselves are docs/rules/<id>.md in this repository. */
export const DOCS_BASE = `${REPOSITORY_URL}/blob/main/docs/rules/`;

export function docsUrl(ruleId: string): string {
  return `${DOCS_BASE}${ruleId}.md`;
}

/**
 * A link into this repository at the tag of a release (`/blob/v0.1.0/…`) instead of the moving main
 * branch, so a report or an editor links the page of the version that produced it. Other URLs pass unchanged.
 */
export function atRelease(url: string, version: string): string {
  const prefix = `${REPOSITORY_URL}/blob/main/`;
  return url.startsWith(prefix) ? `${REPOSITORY_URL}/blob/v${version}/${url.slice(prefix.length)}` : url;
}
