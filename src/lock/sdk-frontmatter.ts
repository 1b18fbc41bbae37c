// SKILL.md front matter as an SEP-2640 server and client read it (@modelcontextprotocol 2.4.0). The SDK
// reads a subset of YAML with YAML 1.2 core-schema typing, and refuses anything outside the subset
// rather than read it differently from a full parser. So: parse with the `yaml` library (core schema),
// then refuse what the SDK refuses — anchors, aliases, tags, explicit `?` keys, directives, multi-line
// quoted values and flow collections, block-scalar indentation indicators, non-string keys, values JSON
// cannot hold, tab indentation, nesting deeper than 32. What both accept reads the same (the conformance
// tests compare this with the SDK's own reader); what the SDK would refuse makes the skill unservable.
import type { YamlParse } from "../core/yaml.js";
import { CST, isAlias, isMap, isPair, isScalar, isSeq, Lexer, parseDocument, type Node as YamlNode, type Pair } from "yaml";

export type ManifestRead =
  | { ok: true; frontmatter: Record<string, unknown> }
  | {
      ok: false;
      /** The SDK's terms where it has them: `SKILL.md must begin with a "---" line`, `line 3: anchors, aliases and tags are not supported`. */
      problem: string;
    };

const MAX_DEPTH = 32;
const CLOSE_FENCE = /^---[\t ]*$/m;

/**
 * Read SKILL.md's front matter as the SDK does. `text` is the whole file, decoded, BOM included or not.
 * `parsed`: the audit's own parse of the front matter; reused (not lexed and composed again) when its
 * text is exactly the YAML the SDK reads (no CRLF, same fences) — it was composed with the same options.
 */
export function readManifestFrontmatter(text: string, parsed?: YamlParse): ManifestRead {
  // (Most files have no CRLF: no regex pass over the whole of SKILL.md for them.)
  let t = text.includes("\r\n") ? text.replace(/\r\n/g, "\n") : text;
  if (t.charCodeAt(0) === 0xfeff) t = t.slice(1);
  if (!t.startsWith("---\n")) return fail(`${SKILL_MD} must begin with a "---" line`, 1);
  const rest = t.slice(4);
  const close = CLOSE_FENCE.exec(rest);
  if (!close) return fail('frontmatter has no closing "---" line');
  const yaml = rest.slice(0, close.index);
  return readFrontmatterYaml(yaml, parsed?.tokens !== undefined && parsed.text === yaml ? parsed : undefined);
}

const SKILL_MD = "SKILL.md";

/** The YAML between the fences (line 1 of it is line 2 of SKILL.md). */
export function readFrontmatterYaml(yaml: string, parsed?: YamlParse): ManifestRead {
  const lineOf = (offset: number) => 2 + countNewlines(yaml, offset);

  const lexical = lexicalProblem(parsed?.tokens ?? new Lexer().lex(yaml));
  if (lexical) return fail(lexical.message, lineOf(lexical.offset));

  // Duplicate keys are found below with a Set: yaml's own check compares each key with every other (quadratic).
  const doc = parsed?.document ?? parseDocument(yaml, { version: "1.2", schema: "core", uniqueKeys: false, strict: true, prettyErrors: false });
  const error = parsed ? parsed.libraryErrors[0] : doc.errors[0];
  if (error) return fail(firstLine(error.message), lineOf(error.pos[0]));
  const root = doc.contents;
  if (root === null || (isScalar(root) && root.value === null && root.range[0] === root.range[1])) {
    return tabProblem(yaml, []) ?? { ok: true, frontmatter: {} };
  }
  if (!isMap(root) || root.flow) return fail("frontmatter must be a mapping of keys to values", lineOf(root.range?.[0] ?? 0));

  const blockScalars: [number, number][] = [];
  const structural = nodeProblem(root, 0, false, yaml, blockScalars);
  if (structural) return fail(structural.message, lineOf(structural.offset));
  const tabs = tabProblem(yaml, blockScalars);
  if (tabs) return tabs;

  const value = doc.toJS({ maxAliasCount: 0 }) as Record<string, unknown>;
  return { ok: true, frontmatter: value };
}

function fail(message: string, line?: number): ManifestRead {
  return { ok: false, problem: line === undefined ? message : `line ${line}: ${message}` };
}

interface Problem {
  offset: number;
  message: string;
}

/** Token-level refusals: what the SDK's reader does not implement, found in one pass of yaml's lexer. */
function lexicalProblem(tokens: Iterable<string>): Problem | undefined {
  let offset = 0;
  const flows: string[] = [];
  for (const token of tokens) {
    const type = CST.tokenType(token);
    // Control markers (document mode, "scalar follows") are not source text.
    const inSource = !/^[\u0002\u0018\u001f]/.test(token);
    const at = offset;
    if (inSource) offset += token.length;
    switch (type) {
      case "anchor":
      case "alias":
      case "tag":
        return { offset: at, message: "anchors, aliases and tags are not supported" };
      case "explicit-key-ind":
        return { offset: at, message: 'complex keys ("?") are not supported' };
      case "directive-line":
      case "doc-start":
      case "doc-end":
        return { offset: at, message: "unexpected content" };
      case "byte-order-mark":
        return { offset: at, message: "a byte order mark inside the frontmatter is not supported" };
      case "block-scalar-header":
        if (/\d/.test(token)) return { offset: at, message: "block scalar indentation indicators are not supported" };
        break;
      case "single-quoted-scalar":
      case "double-quoted-scalar":
        if (token.includes("\n")) return { offset: at, message: "a quoted value must close on the same line (multi-line quoted values are not supported)" };
        break;
      case "flow-map-start":
      case "flow-seq-start":
        flows.push(token);
        break;
      case "flow-map-end":
      case "flow-seq-end":
        flows.pop();
        break;
      case "map-value-ind":
        if (flows.at(-1) === "[") return { offset: at, message: "mappings inside flow collections are not supported; quote the value" };
        break;
      case "newline":
        if (flows.length > 0) return { offset: at, message: "a flow collection must close on the same line" };
        break;
      default:
        break;
    }
  }
  return undefined;
}

/** Node-level refusals, depth first; block scalar ranges are collected for the tab check. */
function nodeProblem(node: YamlNode | null, depth: number, inFlow: boolean, yaml: string, blockScalars: [number, number][]): Problem | undefined {
  if (node === null) return undefined;
  const offset = node.range?.[0] ?? 0;
  if (isAlias(node)) return { offset, message: "anchors, aliases and tags are not supported" };
  if (isScalar(node)) {
    const [start, end, nodeEnd] = node.range ?? [offset, offset, offset];
    if (node.type === "BLOCK_LITERAL" || node.type === "BLOCK_FOLDED") blockScalars.push([start, nodeEnd]);
    if (node.type === "PLAIN") {
      const first = yaml[offset] ?? "";
      const next = yaml[offset + 1] ?? " ";
      if (inFlow ? "|>%@`#".includes(first) || ("-?:".includes(first) && " \t,[]{}".includes(next)) : "%@`,]}".includes(first)) {
        return { offset, message: `"${first}" cannot start a plain value; quote it` };
      }
      if (typeof node.value === "number" && !Number.isFinite(node.value)) return { offset, message: `"${yaml.slice(start, end)}" cannot be represented in JSON; quote it` };
    }
    return undefined;
  }
  if (isMap(node) || isSeq(node)) {
    if (depth > MAX_DEPTH) return { offset, message: `nesting deeper than ${MAX_DEPTH} levels is not supported` };
    const flow = inFlow || Boolean(node.flow);
    const keys = new Set<unknown>();
    for (const item of node.items as unknown[]) {
      if (isPair(item) && isScalar(item.key)) {
        if (keys.has(item.key.value)) return { offset: item.key.range?.[0] ?? offset, message: `duplicate key "${String(item.key.value)}"` };
        keys.add(item.key.value);
      }
      const problem = isPair(item) ? pairProblem(item as Pair<YamlNode | null, YamlNode | null>, depth, flow, Boolean(node.flow) && isMap(node), yaml, blockScalars) : nodeProblem(item as YamlNode, depth + 1, flow, yaml, blockScalars);
      if (problem) return problem;
    }
  }
  return undefined;
}

function pairProblem(pair: Pair<YamlNode | null, YamlNode | null>, depth: number, inFlow: boolean, inFlowMap: boolean, yaml: string, blockScalars: [number, number][]): Problem | undefined {
  const key = pair.key;
  const at = key?.range?.[0] ?? pair.value?.range?.[0] ?? 0;
  if (!isScalar(key)) return { offset: at, message: "complex keys are not supported" };
  if (key.type === "PLAIN" && typeof key.value !== "string") return { offset: at, message: `key "${yaml.slice(at, key.range?.[1] ?? at)}" must be a string; quote it` };
  if (key.value === "__proto__") return { offset: at, message: 'the key "__proto__" is not supported' };
  if (inFlowMap && (pair.value === null || (isScalar(pair.value) && pair.value.range?.[0] === pair.value.range?.[1]))) return { offset: at, message: 'expected "key: value" in a flow mapping' };
  return nodeProblem(key, depth + 1, inFlow, yaml, blockScalars) ?? nodeProblem(pair.value, depth + 1, inFlow, yaml, blockScalars);
}

/** A line indented with a tab (after its spaces), outside block scalars: the SDK refuses it. */
function tabProblem(yaml: string, blockScalars: [number, number][]): ManifestRead | undefined {
  let lineStart = 0;
  let line = 2;
  let scalar = 0; // block scalars come in document order: one pointer keeps this linear
  while (lineStart <= yaml.length) {
    const end = yaml.indexOf("\n", lineStart);
    const lineEnd = end === -1 ? yaml.length : end;
    let i = lineStart;
    while (yaml[i] === " ") i++;
    if (yaml[i] === "\t") {
      let j = i;
      while (yaml[j] === " " || yaml[j] === "\t") j++;
      while (scalar < blockScalars.length && blockScalars[scalar]![1] <= lineStart) scalar++;
      const inBlockScalar = scalar < blockScalars.length && lineStart > blockScalars[scalar]![0];
      if (j < lineEnd && yaml[j] !== "#" && !inBlockScalar) return fail("tabs cannot be used for indentation", line);
    }
    if (end === -1) break;
    lineStart = end + 1;
    line++;
  }
  return undefined;
}

function countNewlines(text: string, end: number): number {
  let n = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

function firstLine(message: string): string {
  return message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
}
