// The official MCP client (@modelcontextprotocol/client 2.4.0), loaded only when a command talks MCP:
// `--version`, an audit without --live and the ESLint plugin never load it (test/live/lazy.test.ts).
import type * as ClientModule from "@modelcontextprotocol/client";
import type * as SkillsModule from "@modelcontextprotocol/client/ext/skills";

export type Sdk = typeof ClientModule;
export type SkillsSdk = typeof SkillsModule;

let loading: Promise<{ sdk: Sdk; skills: SkillsSdk }> | undefined;

export function loadSdk(): Promise<{ sdk: Sdk; skills: SkillsSdk }> {
  loading ??= Promise.all([import("@modelcontextprotocol/client"), import("@modelcontextprotocol/client/ext/skills")]).then(([sdk, skills]) => ({ sdk, skills }));
  return loading;
}

/** The name and version mcp-audit gives as a client. */
export const CLIENT_INFO = { name: "mcp-audit", version: "0" };

/** A result schema that accepts anything (Standard Schema v1): for reading a server's raw answer. */
export const RAW_RESULT = {
  "~standard": {
    version: 1 as const,
    vendor: "mcp-audit",
    validate: (value: unknown) => ({ value }),
  },
};
