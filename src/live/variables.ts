// Variables in the URLs, headers, commands, args and env of a live target, resolved from the
// environment the way hosts resolve them — and never sent literally: a value whose variable is not set
// makes the server "not contacted", so `Bearer ${TOKEN}` never reaches a server as those characters.
//   ${VAR}, ${VAR:-default}   Claude Code, Cursor, Windsurf, Gemini CLI, Roo
//   ${env:VAR}                VS Code, Cursor, Windsurf
//   ${input:id}               VS Code (a prompt there): taken from MCP_AUDIT_INPUT_<ID> (upper case, _ for others)
//   ${workspaceFolder}        VS Code: the project folder
//   $VAR                      Gemini CLI only

export interface Resolved {
  value: string;
  /** Variables that were not set (as written: `${TOKEN}`, `${input:api-key}`). */
  missing: string[];
  /** The values substituted (for scrubbing output; never printed). */
  secrets: string[];
}

/** The environment variable a VS Code `${input:id}` is read from. */
export function inputVariable(id: string): string {
  return `MCP_AUDIT_INPUT_${id.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`;
}

const BRACED = /\$\{([^}]*)\}/g;
/** Braced or bare, in one pass (a substituted value is never expanded again). */
const WITH_BARE = /\$\{([^}]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

export function resolveVariables(text: string, env: NodeJS.ProcessEnv, options: { projectDir?: string; bare?: boolean } = {}): Resolved {
  const missing: string[] = [];
  const secrets: string[] = [];
  const lookup = (name: string, written: string, fallback?: string): string => {
    const v = env[name];
    if (v !== undefined && v !== "") {
      secrets.push(v);
      return v;
    }
    if (fallback !== undefined) return fallback;
    missing.push(written);
    return "";
  };
  const value = text.replace(options.bare ? WITH_BARE : BRACED, (written, inner: string | undefined, bare: string | undefined) => {
    if (inner === undefined) return lookup(bare!, written);
    if (inner.startsWith("env:")) return lookup(inner.slice(4), written);
    if (inner.startsWith("input:")) return lookup(inputVariable(inner.slice(6)), written);
    if (inner === "workspaceFolder" || inner === "workspaceRoot") {
      if (options.projectDir !== undefined) return options.projectDir;
      missing.push(written);
      return "";
    }
    const m = /^([A-Za-z_][A-Za-z0-9_]*)(?::-(.*))?$/s.exec(inner);
    if (!m) {
      missing.push(written);
      return "";
    }
    return lookup(m[1]!, written, m[2]);
  });
  return { value, missing, secrets };
}
