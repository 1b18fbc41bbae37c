/** Where each rule's page lives; the pages themselves are docs/rules/<id>.md in this repository. */
export const DOCS_BASE = "https://github.com/mcp-audit/mcp-audit/blob/main/docs/rules/";

export function docsUrl(ruleId: string): string {
  return `${DOCS_BASE}${ruleId}.md`;
}
