// Any host file, whatever its syntax, as the one tree shape rules read (jsonc-parser's).
import { parseJson, type ParsedJson } from "../../core/json.js";
import type { DocumentFormat, HostDialect } from "../types.js";
import { parseToml } from "./toml.js";
import { parseYaml } from "./yaml.js";

/** The syntax's name in messages: `invalid TOML: …`. */
export const FORMAT_NAMES: Readonly<Record<DocumentFormat, string>> = { json: "JSON", yaml: "YAML", toml: "TOML" };

export function formatOf(host: HostDialect): DocumentFormat {
  return host.format ?? "json";
}

/** Parse a host's file: JSON (strict or JSONC, as the host reads it), YAML or TOML. */
export function parseDocument(text: string, host: HostDialect): ParsedJson {
  switch (formatOf(host)) {
    case "yaml":
      return parseYaml(text);
    case "toml":
      return parseToml(text);
    default:
      return parseJson(text, host.jsonc);
  }
}
