// The languages mcp-audit's configs give the files they own, under the plugin's own namespace
// (`mcp-audit/jsonc`, `mcp-audit/markdown`), so they never collide with a `json` or `markdown`
// plugin the project registers itself. Each is @eslint/json's or @eslint/markdown's language with
// two differences:
//
// - its options are fixed inside (JSONC with trailing commas; YAML front matter), never set as
//   `languageOptions`: a config that comes later and gives these files another language (a user's
//   `**/*.json` block with `json/json`, eslint-plugin-jsonc's `jsonc/x`) inherits nothing it rejects;
//   and options meant for JavaScript (typescript-eslint's unscoped `parser`) are ignored, not fatal;
// - its SourceCode answers the few questions that JavaScript rules and eslint-plugin-jsonc's rules ask
//   before they look at any node, because configs without `files` (an unscoped `js.configs.recommended`,
//   typescript-eslint's quick start, jsonc's rule presets) apply to every file ESLint lints, these
//   included. Those rules then find no node of theirs and report nothing; they do not crash the run.
import type { EslintLanguage, EslintLanguageContext, EslintSourceCodeLike } from "./adapter.js";

/** What JavaScript and JSON-plugin rules read from any SourceCode at `create()` time. */
function acceptForeignRules<T extends EslintSourceCodeLike>(sourceCode: T): T {
  // no-irregular-whitespace (in @eslint/js recommended) asks for the comments up front: JavaScript
  // comments, of which these files have none.
  if (typeof (sourceCode as { getAllComments?: unknown }).getAllComments !== "function") {
    Object.defineProperty(sourceCode, "getAllComments", { value: () => [], configurable: true });
  }
  // eslint-plugin-jsonc's rules return early unless `parserServices.isJSON`: an object without it.
  if ((sourceCode as { parserServices?: unknown }).parserServices === undefined) {
    Object.defineProperty(sourceCode, "parserServices", { value: {}, configurable: true });
  }
  return sourceCode;
}

/** `base` with fixed options and a SourceCode foreign rules can stand. */
export function ownedLanguage(base: EslintLanguage, fixedOptions: Record<string, unknown>): EslintLanguage {
  const context = (given: EslintLanguageContext | undefined): EslintLanguageContext => ({ ...given, languageOptions: { ...fixedOptions } });
  return {
    fileType: base.fileType,
    lineStart: base.lineStart,
    columnStart: base.columnStart,
    nodeTypeKey: base.nodeTypeKey,
    visitorKeys: base.visitorKeys,
    defaultLanguageOptions: {},
    // Options belong to other languages (a JavaScript parser, sourceType, globals): not ours to refuse.
    validateLanguageOptions() {},
    parse: (file, given) => base.parse(file, context(given)),
    createSourceCode: (file, parsed, given) => acceptForeignRules(base.createSourceCode(file, parsed, context(given))),
    ...(base.matchesSelectorClass ? { matchesSelectorClass: base.matchesSelectorClass.bind(base) } : {}),
  };
}
