// SKILL.md's YAML front matter: found between its `---` fences, parsed with offsets into SKILL.md's text.
import { isMap, isScalar, type Document, type Pair, type ParsedNode } from "yaml";
import { nestedDeeperThan } from "../core/json.js";
import { NESTING_CODE, parseYaml, type YamlParse } from "../core/yaml.js";

/** yaml's limit on alias expansions: a "billion laughs" front matter fails fast instead of hanging. */
const MAX_YAML_ALIASES = 50;
/**
 * Nesting no front matter needs (a few levels of `metadata` at most). Deeper is refused before
 * anything recurses into it: the lock and listings hold the front matter under a few more levels.
 */
export const MAX_FRONT_MATTER_DEPTH = 64;
const TOO_DEEP = `nested deeper than ${MAX_FRONT_MATTER_DEPTH} levels (no front matter needs this: the file is likely corrupt or hostile)`;

export interface YamlProblem {
  /** Offsets in SKILL.md's text. */
  offset: number;
  length: number;
  message: string;
  code: string;
}

export interface FrontMatter {
  present: boolean;
  /** Offset and end of the YAML text between the `---` fences, in SKILL.md's text. */
  start: number;
  end: number;
  /** The parsed document (undefined when absent); node ranges are relative to `start`. */
  document: Document.Parsed | undefined;
  /** Plain data when it parsed to a mapping without errors. */
  data: Record<string, unknown> | undefined;
  problems: YamlProblem[];
  /** The one parse of the YAML text (tokens, document), for the SEP-2640 reader of the same text (src/lock/sdk-frontmatter.ts). */
  syntax?: YamlParse;
}

const OPEN_FENCE = /^---[ \t]*\r?\n/;
const CLOSE_FENCE = /^---[ \t]*$/m;

export function parseFrontMatter(text: string): FrontMatter {
  const open = OPEN_FENCE.exec(text);
  if (!open) return { present: false, start: 0, end: 0, document: undefined, data: undefined, problems: [] };
  const start = open[0].length;
  const rest = text.slice(start);
  // An empty front matter closes on the very next line.
  const close = rest.startsWith("---") ? { index: 0 } : CLOSE_FENCE.exec(rest) ?? undefined;
  if (!close) {
    return {
      present: true,
      start,
      end: text.length,
      document: undefined,
      data: undefined,
      problems: [{ offset: 0, length: 3, code: "UNCLOSED", message: "front matter is not closed: add a line with --- after it" }],
    };
  }
  const end = start + close.index;
  const yamlText = text.slice(start, end);
  // Duplicate keys are errors (found in linear time); nesting is bounded before the composer recurses.
  const syntax = parseYaml(yamlText, { strict: true, maxDepth: MAX_FRONT_MATTER_DEPTH });
  const document = syntax.document;
  const problems: YamlProblem[] = [...document.errors, ...document.warnings].map((e) => ({
    offset: start + e.pos[0],
    length: Math.max(1, e.pos[1] - e.pos[0]),
    code: e.code,
    message:
      e.code === "DUPLICATE_KEY"
        ? `duplicate key: ${firstLine(e.message).replace(/^Map keys must be unique.*$/, "map keys must be unique")}`
        : e.code === NESTING_CODE
          ? TOO_DEEP
          : firstLine(e.message),
  }));
  let data: Record<string, unknown> | undefined;
  if (document.errors.length === 0) {
    try {
      const value: unknown = document.toJS({ maxAliasCount: MAX_YAML_ALIASES });
      // Aliases can stack shallow values into a deep one: measured again on the data.
      if (nestedDeeperThan(value, MAX_FRONT_MATTER_DEPTH)) problems.push({ offset: start, length: Math.max(1, yamlText.length), code: NESTING_CODE, message: TOO_DEEP });
      else if (value && typeof value === "object" && !Array.isArray(value)) data = value as Record<string, unknown>;
    } catch (error) {
      // yaml refuses alias expansions past maxAliasCount: a resource exhaustion attempt.
      problems.push({ offset: start, length: Math.max(1, yamlText.length), code: "ALIAS_BOMB", message: `YAML aliases expand too much (${firstLine((error as Error).message)})` });
    }
  }
  return { present: true, start, end, document, data, problems, syntax };
}

/**
 * Whether rules about individual keys can read the front matter: present and parsed. A duplicate key
 * still leaves a usable document (skill-frontmatter reports it); any other YAML problem does not.
 */
export function isReadable(fm: FrontMatter): fm is FrontMatter & { document: Document.Parsed } {
  return fm.present && fm.document !== undefined && fm.problems.every((p) => p.code === "DUPLICATE_KEY");
}

function firstLine(message: string): string {
  return message.split("\n")[0]!.trim();
}

export function bodyStart(text: string, frontMatterEnd: number): number {
  const nl = text.indexOf("\n", frontMatterEnd);
  return nl === -1 ? text.length : nl + 1;
}

type TopPair = Pair<ParsedNode, ParsedNode | null>;

/** The top-level pairs by key (the first of a duplicated key) and by the key's offset: built once per front matter. */
const topLevel = new WeakMap<FrontMatter, { byKey: Map<unknown, TopPair>; byOffset: Map<number, TopPair> }>();

function topLevelIndex(fm: FrontMatter): { byKey: Map<unknown, TopPair>; byOffset: Map<number, TopPair> } | undefined {
  const contents = fm.document?.contents;
  if (!isMap(contents)) return undefined;
  let index = topLevel.get(fm);
  if (!index) {
    index = { byKey: new Map(), byOffset: new Map() };
    for (const pair of contents.items as TopPair[]) {
      if (!isScalar(pair.key)) continue;
      if (!index.byKey.has(pair.key.value)) index.byKey.set(pair.key.value, pair);
      index.byOffset.set(fm.start + pair.key.range[0], pair);
    }
    topLevel.set(fm, index);
  }
  return index;
}

/** The key/value pair of a top-level front-matter key, with offsets in SKILL.md's text. */
export function frontMatterEntry(fm: FrontMatter, key: string): { keyOffset: number; keyLength: number; valueOffset: number; valueLength: number; pair: TopPair } | undefined {
  const pair = topLevelIndex(fm)?.byKey.get(key);
  if (!pair || !isScalar(pair.key)) return undefined;
  const [ks, ke] = pair.key.range;
  const v = pair.value;
  const [vs, ve] = v ? [v.range[0], v.range[1]] : [ke, ke];
  return { keyOffset: fm.start + ks, keyLength: ke - ks, valueOffset: fm.start + vs, valueLength: ve - vs, pair };
}

/** The top-level key that starts at `offset` in SKILL.md's text (where a duplicate-key problem points), if any. */
export function frontMatterKeyAt(fm: FrontMatter, offset: number): string | undefined {
  const pair = topLevelIndex(fm)?.byOffset.get(offset);
  return pair && isScalar(pair.key) ? String(pair.key.value) : undefined;
}
