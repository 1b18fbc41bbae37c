import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  parseLaunch
} from "./chunk-FGBYDFCN.js";
import {
  MAX_YAML_DEPTH,
  parseYamlDocument,
  require_dist
} from "./chunk-OZA2EQYA.js";
import {
  require_semver
} from "./chunk-V4BCTFAF.js";
import {
  MAX_JSON_DEPTH,
  entries,
  parseJson,
  pointer,
  property,
  strictJsonSyntaxError,
  stringValue
} from "./chunk-ZY4Q3GHC.js";
import {
  __esm,
  __export,
  __toCommonJS,
  __toESM
} from "./chunk-ZIYZMNLY.js";

// node_modules/toml-eslint-parser/lib/chunk-15K8U1wQ.mjs
var __defProp, __exportAll;
var init_chunk_15K8U1wQ = __esm({
  "node_modules/toml-eslint-parser/lib/chunk-15K8U1wQ.mjs"() {
    __defProp = Object.defineProperty;
    __exportAll = (all, symbols) => {
      let target = {};
      for (var name2 in all) {
        __defProp(target, name2, {
          get: all[name2],
          enumerable: true
        });
      }
      if (symbols) {
        __defProp(target, Symbol.toStringTag, { value: "Module" });
      }
      return target;
    };
  }
});

// node_modules/eslint-visitor-keys/lib/visitor-keys.js
var KEYS, NODE_TYPES, visitor_keys_default;
var init_visitor_keys = __esm({
  "node_modules/eslint-visitor-keys/lib/visitor-keys.js"() {
    KEYS = {
      ArrayExpression: ["elements"],
      ArrayPattern: ["elements"],
      ArrowFunctionExpression: ["params", "body"],
      AssignmentExpression: ["left", "right"],
      AssignmentPattern: ["left", "right"],
      AwaitExpression: ["argument"],
      BinaryExpression: ["left", "right"],
      BlockStatement: ["body"],
      BreakStatement: ["label"],
      CallExpression: ["callee", "arguments"],
      CatchClause: ["param", "body"],
      ChainExpression: ["expression"],
      ClassBody: ["body"],
      ClassDeclaration: ["id", "superClass", "body"],
      ClassExpression: ["id", "superClass", "body"],
      ConditionalExpression: ["test", "consequent", "alternate"],
      ContinueStatement: ["label"],
      DebuggerStatement: [],
      DoWhileStatement: ["body", "test"],
      EmptyStatement: [],
      ExperimentalRestProperty: ["argument"],
      ExperimentalSpreadProperty: ["argument"],
      ExportAllDeclaration: ["exported", "source", "attributes"],
      ExportDefaultDeclaration: ["declaration"],
      ExportNamedDeclaration: [
        "declaration",
        "specifiers",
        "source",
        "attributes"
      ],
      ExportSpecifier: ["local", "exported"],
      ExpressionStatement: ["expression"],
      ForInStatement: ["left", "right", "body"],
      ForOfStatement: ["left", "right", "body"],
      ForStatement: ["init", "test", "update", "body"],
      FunctionDeclaration: ["id", "params", "body"],
      FunctionExpression: ["id", "params", "body"],
      Identifier: [],
      IfStatement: ["test", "consequent", "alternate"],
      ImportAttribute: ["key", "value"],
      ImportDeclaration: ["specifiers", "source", "attributes"],
      ImportDefaultSpecifier: ["local"],
      ImportExpression: ["source", "options"],
      ImportNamespaceSpecifier: ["local"],
      ImportSpecifier: ["imported", "local"],
      JSXAttribute: ["name", "value"],
      JSXClosingElement: ["name"],
      JSXClosingFragment: [],
      JSXElement: ["openingElement", "children", "closingElement"],
      JSXEmptyExpression: [],
      JSXExpressionContainer: ["expression"],
      JSXFragment: ["openingFragment", "children", "closingFragment"],
      JSXIdentifier: [],
      JSXMemberExpression: ["object", "property"],
      JSXNamespacedName: ["namespace", "name"],
      JSXOpeningElement: ["name", "attributes"],
      JSXOpeningFragment: [],
      JSXSpreadAttribute: ["argument"],
      JSXSpreadChild: ["expression"],
      JSXText: [],
      LabeledStatement: ["label", "body"],
      Literal: [],
      LogicalExpression: ["left", "right"],
      MemberExpression: ["object", "property"],
      MetaProperty: ["meta", "property"],
      MethodDefinition: ["key", "value"],
      NewExpression: ["callee", "arguments"],
      ObjectExpression: ["properties"],
      ObjectPattern: ["properties"],
      PrivateIdentifier: [],
      Program: ["body"],
      Property: ["key", "value"],
      PropertyDefinition: ["key", "value"],
      RestElement: ["argument"],
      ReturnStatement: ["argument"],
      SequenceExpression: ["expressions"],
      SpreadElement: ["argument"],
      StaticBlock: ["body"],
      Super: [],
      SwitchCase: ["test", "consequent"],
      SwitchStatement: ["discriminant", "cases"],
      TaggedTemplateExpression: ["tag", "quasi"],
      TemplateElement: [],
      TemplateLiteral: ["quasis", "expressions"],
      ThisExpression: [],
      ThrowStatement: ["argument"],
      TryStatement: ["block", "handler", "finalizer"],
      UnaryExpression: ["argument"],
      UpdateExpression: ["argument"],
      VariableDeclaration: ["declarations"],
      VariableDeclarator: ["id", "init"],
      WhileStatement: ["test", "body"],
      WithStatement: ["object", "body"],
      YieldExpression: ["argument"]
    };
    NODE_TYPES = Object.keys(KEYS);
    for (const type of NODE_TYPES) {
      Object.freeze(KEYS[type]);
    }
    Object.freeze(KEYS);
    visitor_keys_default = KEYS;
  }
});

// node_modules/eslint-visitor-keys/lib/index.js
function unionWith(additionalKeys) {
  const retv = (
    /** @type {{ [type: string]: ReadonlyArray<string> }} */
    Object.assign({}, visitor_keys_default)
  );
  for (const type of Object.keys(additionalKeys)) {
    if (Object.hasOwn(retv, type)) {
      const keys = new Set(additionalKeys[type]);
      for (const key of retv[type]) {
        keys.add(key);
      }
      retv[type] = Object.freeze(Array.from(keys));
    } else {
      retv[type] = Object.freeze(Array.from(additionalKeys[type]));
    }
  }
  return Object.freeze(retv);
}
var init_lib = __esm({
  "node_modules/eslint-visitor-keys/lib/index.js"() {
    init_visitor_keys();
  }
});

// node_modules/toml-eslint-parser/lib/index.mjs
var lib_exports = {};
__export(lib_exports, {
  ParseError: () => ParseError,
  VisitorKeys: () => VisitorKeys,
  getStaticTOMLValue: () => getStaticTOMLValue,
  meta: () => meta_exports,
  name: () => name,
  parseForESLint: () => parseForESLint,
  parseTOML: () => parseTOML,
  traverseNodes: () => traverseNodes
});
function last(arr) {
  return arr[arr.length - 1] ?? null;
}
function toKeyName(node2) {
  return node2.type === "TOMLBare" ? node2.name : node2.value;
}
function getTOMLVer(v) {
  return v && SUPPORTED_TOML_VERSIONS[v] || DEFAULT_TOML_VERSION;
}
function getMessage(code, data) {
  if (data) return MESSAGES[code].replace(/\{\{(.*?)\}\}/gu, (_, name$2) => {
    if (name$2 in data) return data[name$2];
    return `{{${name$2}}}`;
  });
  return MESSAGES[code];
}
function isControl(cp) {
  return cp >= CodePoint.NULL && cp <= CodePoint.US;
}
function isWhitespace(cp) {
  return cp === CodePoint.TABULATION || cp === CodePoint.SPACE;
}
function isEOL(cp) {
  return cp === CodePoint.LINE_FEED || cp === CodePoint.CARRIAGE_RETURN;
}
function isUpperLetter(cp) {
  return cp >= CodePoint.LATIN_CAPITAL_A && cp <= CodePoint.LATIN_CAPITAL_Z;
}
function isLowerLetter(cp) {
  return cp >= CodePoint.LATIN_SMALL_A && cp <= CodePoint.LATIN_SMALL_Z;
}
function isLetter(cp) {
  return isLowerLetter(cp) || isUpperLetter(cp);
}
function isDigit(cp) {
  return cp >= CodePoint.DIGIT_0 && cp <= CodePoint.DIGIT_9;
}
function isHexDig(cp) {
  return isDigit(cp) || cp >= CodePoint.LATIN_SMALL_A && cp <= CodePoint.LATIN_SMALL_F || cp >= CodePoint.LATIN_CAPITAL_A && cp <= CodePoint.LATIN_CAPITAL_F;
}
function isOctalDig(cp) {
  return cp >= CodePoint.DIGIT_0 && cp <= CodePoint.DIGIT_7;
}
function isUnicodeScalarValue(cp) {
  return cp >= 0 && cp <= 55295 || cp >= 57344 && cp <= 1114111;
}
function sortedLastIndex(array, value) {
  let low = 0;
  let high = array.length;
  while (low < high) {
    const mid = low + high >>> 1;
    const val = array[mid];
    if (val === value) return mid + 1;
    if (val < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
function isUnquotedKeyChar(cp, tomlVersion) {
  if (isLetter(cp) || isDigit(cp) || cp === CodePoint.UNDERSCORE || cp === CodePoint.DASH) return true;
  if (tomlVersion.lt(1, 1)) return false;
  return false;
}
function isControlOtherThanTab(cp) {
  return isControl(cp) && cp !== CodePoint.TABULATION || cp === CodePoint.DELETE;
}
function isNonEOL(cp) {
  return cp === CodePoint.TABULATION || CodePoint.SPACE <= cp && cp <= CodePoint.TILDE || isNonAscii(cp);
}
function isNonAscii(cp) {
  return CodePoint.PAD <= cp && cp <= CodePoint.CP_D7FF || CodePoint.CP_E000 <= cp && cp <= CodePoint.CP_10FFFF;
}
function isValidDate(y, m, d) {
  if (y >= 0 && m <= 12 && m >= 1 && d >= 1) return d <= (m === 2 ? y & 3 || !(y % 25) && y & 15 ? 28 : 29 : 30 + (m + (m >> 3) & 1));
  return false;
}
function isValidTime(h, m, s) {
  if (h >= 24 || h < 0 || m > 59 || m < 0 || s > 60 || s < 0) return false;
  return true;
}
function getDateFromDateTimeData(data, timeZone) {
  const year = padStart(data.year, 4);
  const month = data.month ? padStart(data.month, 2) : "01";
  const day = data.day ? padStart(data.day, 2) : "01";
  const hour = padStart(data.hour, 2);
  const minute = padStart(data.minute, 2);
  const second = padStart(data.second, 2);
  const textDate = `${year}-${month}-${day}`;
  const frac = data.frac ? `.${data.frac}` : "";
  const dateValue = /* @__PURE__ */ new Date(`${textDate}T${hour}:${minute}:${second}${frac}${timeZone}`);
  if (!isNaN(dateValue.getTime()) || data.second !== 60) return dateValue;
  return /* @__PURE__ */ new Date(`${textDate}T${hour}:${minute}:59${frac}${timeZone}`);
}
function padStart(num, maxLength) {
  return String(num).padStart(maxLength, "0");
}
function verifyDuplicateKeysForKeyValue(ctx, defineKeys, node2) {
  let keys = defineKeys;
  const lastKey = last(node2.key.keys);
  for (const keyNode2 of node2.key.keys) {
    const key = toKeyName(keyNode2);
    let defineKey = keys.get(key);
    if (defineKey) {
      if (defineKey.value === VALUE_KIND_VALUE) ctx.reportParseError("dupe-keys", getAfterNode(keyNode2, defineKey.node));
      else if (lastKey === keyNode2) ctx.reportParseError("dupe-keys", getAfterNode(keyNode2, defineKey.node));
      else if (defineKey.table) ctx.reportParseError("dupe-keys", getAfterNode(keyNode2, defineKey.node));
      defineKey.value = VALUE_KIND_INTERMEDIATE;
    } else {
      if (lastKey === keyNode2) defineKey = {
        value: VALUE_KIND_VALUE,
        node: keyNode2,
        keys: /* @__PURE__ */ new Map()
      };
      else defineKey = {
        value: VALUE_KIND_INTERMEDIATE,
        node: keyNode2,
        keys: /* @__PURE__ */ new Map()
      };
      keys.set(key, defineKey);
    }
    keys = defineKey.keys;
  }
  if (node2.value.type === "TOMLInlineTable") verifyDuplicateKeysForInlineTable(ctx, keys, node2.value);
  else if (node2.value.type === "TOMLArray") verifyDuplicateKeysForArray(ctx, keys, node2.value);
}
function verifyDuplicateKeysForInlineTable(ctx, defineKeys, node2) {
  for (const body of node2.body) verifyDuplicateKeysForKeyValue(ctx, defineKeys, body);
}
function verifyDuplicateKeysForArray(ctx, defineKeys, node2) {
  const keys = defineKeys;
  for (let index = 0; index < node2.elements.length; index++) {
    const element = node2.elements[index];
    let defineKey = keys.get(index);
    if (defineKey) ctx.reportParseError("dupe-keys", getAfterNode(element, defineKey.node));
    else {
      defineKey = {
        value: VALUE_KIND_VALUE,
        node: element,
        keys: /* @__PURE__ */ new Map()
      };
      defineKeys.set(index, defineKey);
      if (element.type === "TOMLInlineTable") verifyDuplicateKeysForInlineTable(ctx, defineKey.keys, element);
      else if (element.type === "TOMLArray") verifyDuplicateKeysForArray(ctx, defineKey.keys, element);
    }
  }
}
function getAfterNode(a, b) {
  return a.range[0] <= b.range[0] ? b : a;
}
function isDot(token) {
  return isPunctuator(token) && token.value === ".";
}
function isEq(token) {
  return isPunctuator(token) && token.value === "=";
}
function isLeftBracket(token) {
  return isPunctuator(token) && token.value === "[";
}
function isRightBracket(token) {
  return isPunctuator(token) && token.value === "]";
}
function isLeftBrace(token) {
  return isPunctuator(token) && token.value === "{";
}
function isRightBrace(token) {
  return isPunctuator(token) && token.value === "}";
}
function isComma(token) {
  return isPunctuator(token) && token.value === ",";
}
function isPunctuator(token) {
  return Boolean(token && token.type === "Punctuator");
}
function isBare(token) {
  return token.type === "Bare";
}
function isString(token) {
  return token.type === "BasicString" || token.type === "LiteralString";
}
function isMultiLineString(token) {
  return token.type === "MultiLineBasicString" || token.type === "MultiLineLiteralString";
}
function isNumber(token) {
  return token.type === "Integer" || token.type === "Float";
}
function isBoolean(token) {
  return token.type === "Boolean";
}
function isDateTime(token) {
  return token.type === "OffsetDateTime" || token.type === "LocalDateTime" || token.type === "LocalDate" || token.type === "LocalTime";
}
function applyEndLoc(node2, child2) {
  if (child2) {
    node2.range[1] = child2.range[1];
    node2.loc.end = clonePos(child2.loc.end);
  }
}
function cloneRange(range) {
  return [range[0], range[1]];
}
function cloneLoc(loc) {
  return {
    start: clonePos(loc.start),
    end: clonePos(loc.end)
  };
}
function clonePos(pos) {
  return {
    line: pos.line,
    column: pos.column
  };
}
function parseForESLint(code, options) {
  return {
    ast: new TOMLParser(code, options).parse(),
    visitorKeys: KEYS2,
    services: { isTOML: true }
  };
}
function fallbackKeysFilter(key) {
  let value = null;
  return key !== "comments" && key !== "leadingComments" && key !== "loc" && key !== "parent" && key !== "range" && key !== "tokens" && key !== "trailingComments" && (value = this[key]) !== null && typeof value === "object" && (typeof value.type === "string" || Array.isArray(value));
}
function getFallbackKeys(node2) {
  return Object.keys(node2).filter(fallbackKeysFilter, node2);
}
function getKeys(node2, visitorKeys) {
  return ((visitorKeys || KEYS2)[node2.type] || getFallbackKeys(node2)).filter((key) => !getNodes(node2, key).next().done);
}
function* getNodes(node2, key) {
  const child2 = node2[key];
  if (Array.isArray(child2)) {
    for (const c of child2) if (isNode(c)) yield c;
  } else if (isNode(child2)) yield child2;
}
function isNode(x) {
  return x !== null && typeof x === "object" && typeof x.type === "string";
}
function traverse(node2, parent, visitor) {
  visitor.enterNode(node2, parent);
  const keys = getKeys(node2, visitor.visitorKeys);
  for (const key of keys) for (const child2 of getNodes(node2, key)) traverse(child2, node2, visitor);
  visitor.leaveNode(node2, parent);
}
function traverseNodes(node2, visitor) {
  traverse(node2, null, visitor);
}
function generateConvertTOMLValue(convertValue) {
  function resolveValue(node2, baseTable) {
    return resolver[node2.type](node2, baseTable);
  }
  const resolver = {
    Program(node2, baseTable = {}) {
      return resolveValue(node2.body[0], baseTable);
    },
    TOMLTopLevelTable(node2, baseTable = {}) {
      for (const body of node2.body) resolveValue(body, baseTable);
      return baseTable;
    },
    TOMLKeyValue(node2, baseTable = {}) {
      const value = resolveValue(node2.value);
      set(baseTable, resolveValue(node2.key), value);
      return baseTable;
    },
    TOMLTable(node2, baseTable = {}) {
      const table = getTable(baseTable, resolveValue(node2.key), node2.kind === "array");
      for (const body of node2.body) resolveValue(body, table);
      return baseTable;
    },
    TOMLArray(node2) {
      return node2.elements.map((e) => resolveValue(e));
    },
    TOMLInlineTable(node2) {
      const table = {};
      for (const body of node2.body) resolveValue(body, table);
      return table;
    },
    TOMLKey(node2) {
      return node2.keys.map((key) => resolveValue(key));
    },
    TOMLBare(node2) {
      return node2.name;
    },
    TOMLQuoted(node2) {
      return node2.value;
    },
    TOMLValue(node2) {
      return convertValue(node2);
    }
  };
  return (node2) => resolveValue(node2);
}
function getTable(baseTable, keys, array) {
  let target = baseTable;
  for (let index = 0; index < keys.length - 1; index++) {
    const key = keys[index];
    target = getNextTargetFromKey(target, key);
  }
  const lastKey = last(keys);
  const lastTarget = target[lastKey];
  if (lastTarget == null) {
    const tableValue$1 = {};
    target[lastKey] = array ? [tableValue$1] : tableValue$1;
    return tableValue$1;
  }
  if (isValue(lastTarget)) {
    const tableValue$1 = {};
    target[lastKey] = array ? [tableValue$1] : tableValue$1;
    return tableValue$1;
  }
  if (!array) {
    if (Array.isArray(lastTarget)) {
      const tableValue$1 = {};
      target[lastKey] = tableValue$1;
      return tableValue$1;
    }
    return lastTarget;
  }
  if (Array.isArray(lastTarget)) {
    const tableValue$1 = {};
    lastTarget.push(tableValue$1);
    return tableValue$1;
  }
  const tableValue = {};
  target[lastKey] = [tableValue];
  return tableValue;
  function getNextTargetFromKey(currTarget, key) {
    const nextTarget = currTarget[key];
    if (nextTarget == null) {
      const val = {};
      currTarget[key] = val;
      return val;
    }
    if (isValue(nextTarget)) {
      const val = {};
      currTarget[key] = val;
      return val;
    }
    let resultTarget = nextTarget;
    while (Array.isArray(resultTarget)) {
      const lastIndex = resultTarget.length - 1;
      const nextElement = resultTarget[lastIndex];
      if (isValue(nextElement)) {
        const val = {};
        resultTarget[lastIndex] = val;
        return val;
      }
      resultTarget = nextElement;
    }
    return resultTarget;
  }
}
function set(baseTable, keys, value) {
  let target = baseTable;
  for (let index = 0; index < keys.length - 1; index++) {
    const key = keys[index];
    const nextTarget = target[key];
    if (nextTarget == null) {
      const val = {};
      target[key] = val;
      target = val;
    } else if (isValue(nextTarget) || Array.isArray(nextTarget)) {
      const val = {};
      target[key] = val;
      target = val;
    } else target = nextTarget;
  }
  target[last(keys)] = value;
}
function isValue(value) {
  return typeof value !== "object" || value instanceof Date;
}
function parseTOML(code, options) {
  return parseForESLint(code, options).ast;
}
var TOMLVerImpl, TOML_VERSION_1_0, TOML_VERSION_1_1, DEFAULT_TOML_VERSION, SUPPORTED_TOML_VERSIONS, MESSAGES, ParseError, CodePoint, Locations, CodePointIterator, HAS_BIGINT, RADIX_PREFIXES, ESCAPES_1_0, ESCAPES_LATEST, Tokenizer, VALUE_KIND_VALUE, VALUE_KIND_INTERMEDIATE, KeysResolver, Context, STATE_FOR_ERROR, STRING_VALUE_STYLE_MAP, STRING_KEY_STYLE_MAP, DATETIME_VALUE_KIND_MAP, TOMLParser, tomlKeys, KEYS2, getStaticTOMLValue, name$1, version$1, meta_exports, name, version, VisitorKeys;
var init_lib2 = __esm({
  "node_modules/toml-eslint-parser/lib/index.mjs"() {
    init_chunk_15K8U1wQ();
    init_lib();
    TOMLVerImpl = class {
      constructor(major, minor) {
        this.major = major;
        this.minor = minor;
      }
      lt(major, minor) {
        return this.major < major || this.major === major && this.minor < minor;
      }
      gte(major, minor) {
        return this.major > major || this.major === major && this.minor >= minor;
      }
    };
    TOML_VERSION_1_0 = new TOMLVerImpl(1, 0);
    TOML_VERSION_1_1 = new TOMLVerImpl(1, 1);
    DEFAULT_TOML_VERSION = TOML_VERSION_1_1;
    SUPPORTED_TOML_VERSIONS = {
      "1.0": TOML_VERSION_1_0,
      "1.0.0": TOML_VERSION_1_0,
      "1.1": TOML_VERSION_1_1,
      "1.1.0": TOML_VERSION_1_1,
      latest: TOML_VERSION_1_1,
      next: TOML_VERSION_1_1
    };
    MESSAGES = {
      "unterminated-string": "Unterminated string constant",
      "unterminated-table-key": "Unterminated table-key",
      "unterminated-array": "Unterminated array",
      "unterminated-inline-table": "Unterminated inline table",
      "missing-key": "Empty bare keys are not allowed",
      "missing-newline": "Must be a newline",
      "missing-equals-sign": "Expected equal (=) token",
      "missing-value": "Unspecified values are invalid",
      "missing-comma": "Expected comma (,) token",
      "dupe-keys": "Defining a key multiple times is invalid",
      "unexpected-char": "Unexpected character",
      "unexpected-token": "Unexpected token",
      "invalid-control-character": "Control characters (codes < 0x1f and 0x7f) are not allowed",
      "invalid-comment-character": "Invalid code point {{cp}} within comments",
      "invalid-key-value-newline": "The key, equals sign, and value must be on the same line",
      "invalid-inline-table-newline": "No newlines are allowed between the curly braces unless they are valid within a value",
      "invalid-underscore": "Underscores are allowed between digits",
      "invalid-space": "Unexpected spaces",
      "invalid-three-quotes": "Three or more quotes are not permitted",
      "invalid-date": "Unexpected invalid date",
      "invalid-time": "Unexpected invalid time",
      "invalid-leading-zero": "Leading zeros are not allowed",
      "invalid-trailing-comma-in-inline-table": "Trailing comma is not permitted in an inline table",
      "invalid-char-in-escape-sequence": "Invalid character in escape sequence",
      "invalid-consecutive-dots-in-key": "Consecutive dots are not permitted in keys",
      "invalid-code-point": "Invalid code point {{cp}}",
      "invalid-trailing-dot-in-key": "Keys cannot end with a dot",
      "invalid-leading-dot-in-key": "Keys cannot start with a dot"
    };
    ParseError = class extends SyntaxError {
      /**
      * Initialize this ParseError instance.
      *
      */
      constructor(code, offset, line, column, data) {
        super(getMessage(code, data));
        this.index = offset;
        this.lineNumber = line;
        this.column = column;
      }
    };
    CodePoint = {
      EOF: -1,
      NULL: 0,
      SOH: 1,
      BACKSPACE: 8,
      TABULATION: 9,
      LINE_FEED: 10,
      FORM_FEED: 12,
      CARRIAGE_RETURN: 13,
      ESCAPE: 27,
      SO: 14,
      US: 31,
      SPACE: 32,
      QUOTATION_MARK: 34,
      HASH: 35,
      SINGLE_QUOTE: 39,
      PLUS_SIGN: 43,
      COMMA: 44,
      DASH: 45,
      DOT: 46,
      DIGIT_0: 48,
      DIGIT_1: 49,
      DIGIT_2: 50,
      DIGIT_3: 51,
      DIGIT_7: 55,
      DIGIT_9: 57,
      COLON: 58,
      EQUALS_SIGN: 61,
      LATIN_CAPITAL_A: 65,
      LATIN_CAPITAL_E: 69,
      LATIN_CAPITAL_F: 70,
      LATIN_CAPITAL_T: 84,
      LATIN_CAPITAL_U: 85,
      LATIN_CAPITAL_Z: 90,
      LEFT_BRACKET: 91,
      BACKSLASH: 92,
      RIGHT_BRACKET: 93,
      UNDERSCORE: 95,
      LATIN_SMALL_A: 97,
      LATIN_SMALL_B: 98,
      LATIN_SMALL_E: 101,
      LATIN_SMALL_F: 102,
      LATIN_SMALL_I: 105,
      LATIN_SMALL_L: 108,
      LATIN_SMALL_N: 110,
      LATIN_SMALL_O: 111,
      LATIN_SMALL_R: 114,
      LATIN_SMALL_S: 115,
      LATIN_SMALL_T: 116,
      LATIN_SMALL_U: 117,
      LATIN_SMALL_X: 120,
      LATIN_SMALL_Z: 122,
      LEFT_BRACE: 123,
      RIGHT_BRACE: 125,
      TILDE: 126,
      DELETE: 127,
      PAD: 128,
      SUPERSCRIPT_TWO: 178,
      SUPERSCRIPT_THREE: 179,
      SUPERSCRIPT_ONE: 185,
      VULGAR_FRACTION_ONE_QUARTER: 188,
      VULGAR_FRACTION_THREE_QUARTERS: 190,
      LATIN_CAPITAL_LETTER_A_WITH_GRAVE: 192,
      LATIN_CAPITAL_LETTER_O_WITH_DIAERESIS: 214,
      LATIN_CAPITAL_LETTER_O_WITH_STROKE: 216,
      LATIN_SMALL_LETTER_O_WITH_DIAERESIS: 246,
      LATIN_SMALL_LETTER_O_WITH_STROKE: 248,
      GREEK_SMALL_REVERSED_DOTTED_LUNATE_SIGMA_SYMBOL: 891,
      GREEK_CAPITAL_LETTER_YOT: 895,
      CP_1FFF: 8191,
      ZERO_WIDTH_NON_JOINER: 8204,
      ZERO_WIDTH_JOINER: 8205,
      UNDERTIE: 8255,
      CHARACTER_TIE: 8256,
      SUPERSCRIPT_ZERO: 8304,
      CP_218F: 8591,
      CIRCLED_DIGIT_ONE: 9312,
      NEGATIVE_CIRCLED_DIGIT_ZERO: 9471,
      GLAGOLITIC_CAPITAL_LETTER_AZU: 11264,
      CP_2FEF: 12271,
      IDEOGRAPHIC_COMMA: 12289,
      CP_D7FF: 55295,
      CP_E000: 57344,
      CJK_COMPATIBILITY_IDEOGRAPH_F900: 63744,
      ARABIC_LIGATURE_SALAAMUHU_ALAYNAA: 64975,
      ARABIC_LIGATURE_SALLA_USED_AS_KORANIC_STOP_SIGN_ISOLATED_FORM: 65008,
      REPLACEMENT_CHARACTER: 65533,
      LINEAR_B_SYLLABLE_B008_A: 65536,
      CP_EFFFF: 983039,
      CP_10FFFF: 1114111
    };
    Locations = class {
      constructor() {
        this.offsets = [];
      }
      addOffset(offset) {
        for (let i = this.offsets.length - 1; i >= 0; i--) {
          const element = this.offsets[i];
          if (element === offset) return;
          if (element < offset) break;
        }
        this.offsets.push(offset);
      }
      /**
      * Calculate the location of the given index.
      * @param index The index to calculate their location.
      * @returns The location of the index.
      */
      getLocFromIndex(offset) {
        const line = sortedLastIndex(this.offsets, offset) + 1;
        return {
          line,
          column: offset - (line === 1 ? 0 : this.offsets[line - 2])
        };
      }
    };
    CodePointIterator = class {
      /**
      * Initialize this char iterator.
      */
      constructor(text) {
        this.locs = new Locations();
        this.lastCodePoint = CodePoint.NULL;
        this.start = -1;
        this.end = 0;
        this.text = text;
      }
      next() {
        if (this.lastCodePoint === CodePoint.EOF) return CodePoint.EOF;
        return this.lastCodePoint = this.moveAt(this.end);
      }
      getLocFromIndex(index) {
        return this.locs.getLocFromIndex(index);
      }
      eat(cp) {
        if (this.text.codePointAt(this.end) === cp) {
          this.next();
          return true;
        }
        return false;
      }
      moveAt(offset) {
        this.start = this.end = offset;
        const cp = this.text.codePointAt(this.start) ?? CodePoint.EOF;
        if (cp === CodePoint.EOF) {
          this.end = this.start;
          return cp;
        }
        this.end += cp >= 65536 ? 2 : 1;
        if (cp === CodePoint.LINE_FEED) this.locs.addOffset(this.end);
        else if (cp === CodePoint.CARRIAGE_RETURN) {
          if (this.text.codePointAt(this.end) === CodePoint.LINE_FEED) {
            this.end++;
            this.locs.addOffset(this.end);
          }
          return CodePoint.LINE_FEED;
        }
        return cp;
      }
    };
    HAS_BIGINT = typeof BigInt !== "undefined";
    RADIX_PREFIXES = {
      16: "0x",
      10: "",
      8: "0o",
      2: "0b"
    };
    ESCAPES_1_0 = {
      [CodePoint.QUOTATION_MARK]: CodePoint.QUOTATION_MARK,
      [CodePoint.BACKSLASH]: CodePoint.BACKSLASH,
      [CodePoint.LATIN_SMALL_B]: CodePoint.BACKSPACE,
      [CodePoint.LATIN_SMALL_F]: CodePoint.FORM_FEED,
      [CodePoint.LATIN_SMALL_N]: CodePoint.LINE_FEED,
      [CodePoint.LATIN_SMALL_R]: CodePoint.CARRIAGE_RETURN,
      [CodePoint.LATIN_SMALL_T]: CodePoint.TABULATION
    };
    ESCAPES_LATEST = {
      ...ESCAPES_1_0,
      [CodePoint.LATIN_SMALL_E]: CodePoint.ESCAPE
    };
    Tokenizer = class {
      /**
      * Initialize this tokenizer.
      */
      constructor(text, parserOptions) {
        this.backCode = false;
        this.lastCodePoint = CodePoint.NULL;
        this.state = "DATA";
        this.token = null;
        this.tokenStart = -1;
        this.valuesEnabled = false;
        this.text = text;
        this.parserOptions = parserOptions || {};
        this.codePointIterator = new CodePointIterator(text);
        this.tomlVersion = getTOMLVer(this.parserOptions.tomlVersion);
        this.ESCAPES = this.tomlVersion.gte(1, 1) ? ESCAPES_LATEST : ESCAPES_1_0;
      }
      get start() {
        return this.codePointIterator.start;
      }
      get end() {
        return this.codePointIterator.end;
      }
      getLocFromIndex(index) {
        return this.codePointIterator.getLocFromIndex(index);
      }
      /**
      * Report an invalid character error.
      */
      reportParseError(code, data) {
        const offset = this.codePointIterator.start;
        const loc = this.codePointIterator.getLocFromIndex(offset);
        throw new ParseError(code, offset, loc.line, loc.column, data);
      }
      /**
      * Get the next token.
      */
      nextToken() {
        let token = this.token;
        if (token != null) {
          this.token = null;
          return token;
        }
        let cp = this.lastCodePoint;
        while (cp !== CodePoint.EOF && !this.token) {
          cp = this.nextCode();
          const nextState = this[this.state](cp);
          if (!nextState) throw new Error(`Unknown error: pre state=${this.state}`);
          this.state = nextState;
        }
        token = this.token;
        this.token = null;
        return token;
      }
      /**
      * Get the next code point.
      */
      nextCode() {
        if (this.lastCodePoint === CodePoint.EOF) return CodePoint.EOF;
        if (this.backCode) {
          this.backCode = false;
          return this.lastCodePoint;
        }
        return this.lastCodePoint = this.codePointIterator.next();
      }
      /**
      * Eat the next code point.
      */
      eatCode(cp) {
        if (this.lastCodePoint === CodePoint.EOF) return false;
        if (this.backCode) {
          if (this.lastCodePoint === cp) {
            this.backCode = false;
            return true;
          }
          return false;
        }
        return this.codePointIterator.eat(cp);
      }
      /**
      * Moves the character position to the given position.
      */
      moveAt(loc) {
        if (this.backCode) this.backCode = false;
        this.lastCodePoint = this.codePointIterator.moveAt(loc);
      }
      /**
      * Back the current code point as the given state.
      */
      back(state) {
        this.backCode = true;
        return state;
      }
      punctuatorToken() {
        this.startToken();
        this.endToken("Punctuator", "end");
      }
      startToken() {
        this.tokenStart = this.codePointIterator.start;
      }
      /**
      * Commit the current token.
      */
      endToken(type, pos, option1, option2) {
        const { tokenStart } = this;
        const end = this.codePointIterator[pos];
        const range = [tokenStart, end];
        const loc = {
          start: this.codePointIterator.getLocFromIndex(tokenStart),
          end: this.codePointIterator.getLocFromIndex(end)
        };
        if (type === "Block") this.token = {
          type,
          value: this.text.slice(tokenStart + 1, end),
          range,
          loc
        };
        else {
          let token;
          const value = this.text.slice(tokenStart, end);
          if (type === "BasicString" || type === "LiteralString" || type === "MultiLineBasicString" || type === "MultiLineLiteralString") token = {
            type,
            value,
            string: option1,
            range,
            loc
          };
          else if (type === "Integer") {
            const text = option1;
            token = {
              type,
              value,
              number: parseInt(text, option2),
              bigint: HAS_BIGINT ? BigInt(RADIX_PREFIXES[option2] + text) : null,
              range,
              loc
            };
          } else if (type === "Float") token = {
            type,
            value,
            number: option1,
            range,
            loc
          };
          else if (type === "Boolean") token = {
            type,
            value,
            boolean: option1,
            range,
            loc
          };
          else if (type === "LocalDate" || type === "LocalTime" || type === "LocalDateTime" || type === "OffsetDateTime") token = {
            type,
            value,
            date: option1,
            range,
            loc
          };
          else token = {
            type,
            value,
            range,
            loc
          };
          this.token = token;
        }
      }
      DATA(cp) {
        while (isWhitespace(cp) || isEOL(cp)) cp = this.nextCode();
        if (cp === CodePoint.HASH) {
          this.startToken();
          return "COMMENT";
        }
        if (cp === CodePoint.QUOTATION_MARK) {
          this.startToken();
          return "BASIC_STRING";
        }
        if (cp === CodePoint.SINGLE_QUOTE) {
          this.startToken();
          return "LITERAL_STRING";
        }
        if (cp === CodePoint.DOT || cp === CodePoint.EQUALS_SIGN || cp === CodePoint.LEFT_BRACKET || cp === CodePoint.RIGHT_BRACKET || cp === CodePoint.LEFT_BRACE || cp === CodePoint.RIGHT_BRACE || cp === CodePoint.COMMA) {
          this.punctuatorToken();
          return "DATA";
        }
        if (this.valuesEnabled) {
          if (cp === CodePoint.DASH || cp === CodePoint.PLUS_SIGN) {
            this.startToken();
            return "SIGN";
          }
          if (cp === CodePoint.LATIN_SMALL_N || cp === CodePoint.LATIN_SMALL_I) {
            this.startToken();
            return this.back("NAN_OR_INF");
          }
          if (isDigit(cp)) {
            this.startToken();
            return this.back("NUMBER");
          }
          if (cp === CodePoint.LATIN_SMALL_T || cp === CodePoint.LATIN_SMALL_F) {
            this.startToken();
            return this.back("BOOLEAN");
          }
        } else if (isUnquotedKeyChar(cp, this.tomlVersion)) {
          this.startToken();
          return "BARE";
        }
        if (cp === CodePoint.EOF) return "DATA";
        return this.reportParseError("unexpected-char");
      }
      COMMENT(cp) {
        const processCommentChar = this.tomlVersion.gte(1, 1) ? (c) => {
          if (!isNonEOL(c)) this.reportParseError("invalid-comment-character", { cp: JSON.stringify(String.fromCodePoint(c)).slice(1, -1) });
        } : (c) => {
          if (isControlOtherThanTab(c)) this.reportParseErrorControlChar();
        };
        while (!isEOL(cp) && cp !== CodePoint.EOF) {
          processCommentChar(cp);
          cp = this.nextCode();
        }
        this.endToken("Block", "start");
        return "DATA";
      }
      BARE(cp) {
        while (isUnquotedKeyChar(cp, this.tomlVersion)) cp = this.nextCode();
        this.endToken("Bare", "start");
        return this.back("DATA");
      }
      BASIC_STRING(cp) {
        if (cp === CodePoint.QUOTATION_MARK) {
          cp = this.nextCode();
          if (cp === CodePoint.QUOTATION_MARK) return "MULTI_LINE_BASIC_STRING";
          this.endToken("BasicString", "start", "");
          return this.back("DATA");
        }
        const out = [];
        while (cp !== CodePoint.QUOTATION_MARK && cp !== CodePoint.EOF && cp !== CodePoint.LINE_FEED) {
          if (isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
          if (cp === CodePoint.BACKSLASH) {
            cp = this.nextCode();
            const ecp = this.ESCAPES[cp];
            if (ecp) {
              out.push(ecp);
              cp = this.nextCode();
              continue;
            } else if (cp === CodePoint.LATIN_SMALL_U) {
              const code = this.parseUnicode(4);
              out.push(code);
              cp = this.nextCode();
              continue;
            } else if (cp === CodePoint.LATIN_CAPITAL_U) {
              const code = this.parseUnicode(8);
              out.push(code);
              cp = this.nextCode();
              continue;
            } else if (cp === CodePoint.LATIN_SMALL_X && this.tomlVersion.gte(1, 1)) {
              const code = this.parseUnicode(2);
              out.push(code);
              cp = this.nextCode();
              continue;
            }
            return this.reportParseError("invalid-char-in-escape-sequence");
          }
          out.push(cp);
          cp = this.nextCode();
        }
        if (cp !== CodePoint.QUOTATION_MARK) return this.reportParseError("unterminated-string");
        this.endToken("BasicString", "end", String.fromCodePoint(...out));
        return "DATA";
      }
      MULTI_LINE_BASIC_STRING(cp) {
        const out = [];
        if (cp === CodePoint.LINE_FEED) cp = this.nextCode();
        while (cp !== CodePoint.EOF) {
          if (cp !== CodePoint.LINE_FEED && isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
          if (cp === CodePoint.QUOTATION_MARK) {
            const startPos = this.codePointIterator.start;
            if (this.eatCode(CodePoint.QUOTATION_MARK) && this.eatCode(CodePoint.QUOTATION_MARK)) {
              if (this.eatCode(CodePoint.QUOTATION_MARK)) {
                out.push(CodePoint.QUOTATION_MARK);
                if (this.eatCode(CodePoint.QUOTATION_MARK)) {
                  out.push(CodePoint.QUOTATION_MARK);
                  if (this.eatCode(CodePoint.QUOTATION_MARK)) {
                    this.moveAt(startPos);
                    return this.reportParseError("invalid-three-quotes");
                  }
                }
              }
              this.endToken("MultiLineBasicString", "end", String.fromCodePoint(...out));
              return "DATA";
            }
            this.moveAt(startPos);
          }
          if (cp === CodePoint.BACKSLASH) {
            cp = this.nextCode();
            const ecp = this.ESCAPES[cp];
            if (ecp) {
              out.push(ecp);
              cp = this.nextCode();
              continue;
            } else if (cp === CodePoint.LATIN_SMALL_U) {
              const code = this.parseUnicode(4);
              out.push(code);
              cp = this.nextCode();
              continue;
            } else if (cp === CodePoint.LATIN_CAPITAL_U) {
              const code = this.parseUnicode(8);
              out.push(code);
              cp = this.nextCode();
              continue;
            } else if (cp === CodePoint.LATIN_SMALL_X && this.tomlVersion.gte(1, 1)) {
              const code = this.parseUnicode(2);
              out.push(code);
              cp = this.nextCode();
              continue;
            } else if (cp === CodePoint.LINE_FEED) {
              cp = this.nextCode();
              while (isWhitespace(cp) || cp === CodePoint.LINE_FEED) cp = this.nextCode();
              continue;
            } else if (isWhitespace(cp)) {
              let valid = true;
              const startPos = this.codePointIterator.start;
              let nextCp;
              while ((nextCp = this.nextCode()) !== CodePoint.EOF) {
                if (nextCp === CodePoint.LINE_FEED) break;
                if (!isWhitespace(nextCp)) {
                  this.moveAt(startPos);
                  valid = false;
                  break;
                }
              }
              if (valid) {
                cp = this.nextCode();
                while (isWhitespace(cp) || cp === CodePoint.LINE_FEED) cp = this.nextCode();
                continue;
              }
            }
            return this.reportParseError("invalid-char-in-escape-sequence");
          }
          out.push(cp);
          cp = this.nextCode();
        }
        return this.reportParseError("unterminated-string");
      }
      LITERAL_STRING(cp) {
        if (cp === CodePoint.SINGLE_QUOTE) {
          cp = this.nextCode();
          if (cp === CodePoint.SINGLE_QUOTE) return "MULTI_LINE_LITERAL_STRING";
          this.endToken("LiteralString", "start", "");
          return this.back("DATA");
        }
        const out = [];
        while (cp !== CodePoint.SINGLE_QUOTE && cp !== CodePoint.EOF && cp !== CodePoint.LINE_FEED) {
          if (isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
          out.push(cp);
          cp = this.nextCode();
        }
        if (cp !== CodePoint.SINGLE_QUOTE) return this.reportParseError("unterminated-string");
        this.endToken("LiteralString", "end", String.fromCodePoint(...out));
        return "DATA";
      }
      MULTI_LINE_LITERAL_STRING(cp) {
        const out = [];
        if (cp === CodePoint.LINE_FEED) cp = this.nextCode();
        while (cp !== CodePoint.EOF) {
          if (cp !== CodePoint.LINE_FEED && isControlOtherThanTab(cp)) return this.reportParseErrorControlChar();
          if (cp === CodePoint.SINGLE_QUOTE) {
            const startPos = this.codePointIterator.start;
            if (this.eatCode(CodePoint.SINGLE_QUOTE) && this.eatCode(CodePoint.SINGLE_QUOTE)) {
              if (this.eatCode(CodePoint.SINGLE_QUOTE)) {
                out.push(CodePoint.SINGLE_QUOTE);
                if (this.eatCode(CodePoint.SINGLE_QUOTE)) {
                  out.push(CodePoint.SINGLE_QUOTE);
                  if (this.eatCode(CodePoint.SINGLE_QUOTE)) {
                    this.moveAt(startPos);
                    return this.reportParseError("invalid-three-quotes");
                  }
                }
              }
              this.endToken("MultiLineLiteralString", "end", String.fromCodePoint(...out));
              return "DATA";
            }
            this.moveAt(startPos);
          }
          out.push(cp);
          cp = this.nextCode();
        }
        return this.reportParseError("unterminated-string");
      }
      SIGN(cp) {
        if (cp === CodePoint.LATIN_SMALL_N || cp === CodePoint.LATIN_SMALL_I) return this.back("NAN_OR_INF");
        if (isDigit(cp)) return this.back("NUMBER");
        return this.reportParseError("unexpected-char");
      }
      NAN_OR_INF(cp) {
        if (cp === CodePoint.LATIN_SMALL_N) {
          const startPos = this.codePointIterator.start;
          if (this.eatCode(CodePoint.LATIN_SMALL_A) && this.eatCode(CodePoint.LATIN_SMALL_N)) {
            this.endToken("Float", "end", NaN);
            return "DATA";
          }
          this.moveAt(startPos);
        } else if (cp === CodePoint.LATIN_SMALL_I) {
          const startPos = this.codePointIterator.start;
          if (this.eatCode(CodePoint.LATIN_SMALL_N) && this.eatCode(CodePoint.LATIN_SMALL_F)) {
            this.endToken("Float", "end", this.text[this.tokenStart] === "-" ? -Infinity : Infinity);
            return "DATA";
          }
          this.moveAt(startPos);
        }
        return this.reportParseError("unexpected-char");
      }
      NUMBER(cp) {
        const start = this.text[this.tokenStart];
        const sign = start === "+" ? CodePoint.PLUS_SIGN : start === "-" ? CodePoint.DASH : CodePoint.NULL;
        if (cp === CodePoint.DIGIT_0) {
          if (sign === CodePoint.NULL) {
            const startPos = this.codePointIterator.start;
            const nextCp$1 = this.nextCode();
            if (isDigit(nextCp$1)) {
              const nextNextCp = this.nextCode();
              if (nextNextCp === CodePoint.COLON) {
                this.data = {
                  hasDate: false,
                  year: 0,
                  month: 0,
                  day: 0,
                  hour: Number(String.fromCodePoint(CodePoint.DIGIT_0, nextCp$1)),
                  minute: 0,
                  second: 0
                };
                return "TIME_MINUTE";
              }
              if (isDigit(nextNextCp)) {
                const nextNextNextCp = this.nextCode();
                if (isDigit(nextNextNextCp) && this.eatCode(CodePoint.DASH)) {
                  this.data = {
                    hasDate: true,
                    year: Number(String.fromCodePoint(CodePoint.DIGIT_0, nextCp$1, nextNextCp, nextNextNextCp)),
                    month: 0,
                    day: 0,
                    hour: 0,
                    minute: 0,
                    second: 0
                  };
                  return "DATE_MONTH";
                }
              }
              this.moveAt(startPos);
              return this.reportParseError("invalid-leading-zero");
            }
            this.moveAt(startPos);
          }
          cp = this.nextCode();
          if (cp === CodePoint.LATIN_SMALL_X || cp === CodePoint.LATIN_SMALL_O || cp === CodePoint.LATIN_SMALL_B) {
            if (sign !== CodePoint.NULL) return this.reportParseError("unexpected-char");
            return cp === CodePoint.LATIN_SMALL_X ? "HEX" : cp === CodePoint.LATIN_SMALL_O ? "OCTAL" : "BINARY";
          }
          if (cp === CodePoint.LATIN_SMALL_E || cp === CodePoint.LATIN_CAPITAL_E) {
            this.data = {
              minus: sign === CodePoint.DASH,
              left: [CodePoint.DIGIT_0]
            };
            return "EXPONENT_RIGHT";
          }
          if (cp === CodePoint.DOT) {
            this.data = {
              minus: sign === CodePoint.DASH,
              absInt: [CodePoint.DIGIT_0]
            };
            return "FRACTIONAL_RIGHT";
          }
          this.endToken("Integer", "start", "0", 10);
          return this.back("DATA");
        }
        const { out, nextCp, hasUnderscore } = this.parseDigits(cp, isDigit);
        if (nextCp === CodePoint.DASH && sign === CodePoint.NULL && !hasUnderscore && out.length === 4) {
          this.data = {
            hasDate: true,
            year: Number(String.fromCodePoint(...out)),
            month: 0,
            day: 0,
            hour: 0,
            minute: 0,
            second: 0
          };
          return "DATE_MONTH";
        }
        if (nextCp === CodePoint.COLON && sign === CodePoint.NULL && !hasUnderscore && out.length === 2) {
          this.data = {
            hasDate: false,
            year: 0,
            month: 0,
            day: 0,
            hour: Number(String.fromCodePoint(...out)),
            minute: 0,
            second: 0
          };
          return "TIME_MINUTE";
        }
        if (nextCp === CodePoint.LATIN_SMALL_E || nextCp === CodePoint.LATIN_CAPITAL_E) {
          this.data = {
            minus: sign === CodePoint.DASH,
            left: out
          };
          return "EXPONENT_RIGHT";
        }
        if (nextCp === CodePoint.DOT) {
          this.data = {
            minus: sign === CodePoint.DASH,
            absInt: out
          };
          return "FRACTIONAL_RIGHT";
        }
        this.endToken("Integer", "start", sign === CodePoint.DASH ? String.fromCodePoint(CodePoint.DASH, ...out) : String.fromCodePoint(...out), 10);
        return this.back("DATA");
      }
      HEX(cp) {
        const { out } = this.parseDigits(cp, isHexDig);
        this.endToken("Integer", "start", String.fromCodePoint(...out), 16);
        return this.back("DATA");
      }
      OCTAL(cp) {
        const { out } = this.parseDigits(cp, isOctalDig);
        this.endToken("Integer", "start", String.fromCodePoint(...out), 8);
        return this.back("DATA");
      }
      BINARY(cp) {
        const { out } = this.parseDigits(cp, (c) => c === CodePoint.DIGIT_0 || c === CodePoint.DIGIT_1);
        this.endToken("Integer", "start", String.fromCodePoint(...out), 2);
        return this.back("DATA");
      }
      FRACTIONAL_RIGHT(cp) {
        const { minus, absInt } = this.data;
        const { out, nextCp } = this.parseDigits(cp, isDigit);
        const absNum = [
          ...absInt,
          CodePoint.DOT,
          ...out
        ];
        if (nextCp === CodePoint.LATIN_SMALL_E || nextCp === CodePoint.LATIN_CAPITAL_E) {
          this.data = {
            minus,
            left: absNum
          };
          return "EXPONENT_RIGHT";
        }
        const value = Number(minus ? String.fromCodePoint(CodePoint.DASH, ...absNum) : String.fromCodePoint(...absNum));
        this.endToken("Float", "start", value);
        return this.back("DATA");
      }
      EXPONENT_RIGHT(cp) {
        const { left, minus: leftMinus } = this.data;
        let minus = false;
        if (cp === CodePoint.DASH || cp === CodePoint.PLUS_SIGN) {
          minus = cp === CodePoint.DASH;
          cp = this.nextCode();
        }
        const { out } = this.parseDigits(cp, isDigit);
        const right = out;
        if (minus) right.unshift(CodePoint.DASH);
        const value = Number(leftMinus ? String.fromCodePoint(CodePoint.DASH, ...left, CodePoint.LATIN_SMALL_E, ...right) : String.fromCodePoint(...left, CodePoint.LATIN_SMALL_E, ...right));
        this.endToken("Float", "start", value);
        return this.back("DATA");
      }
      BOOLEAN(cp) {
        if (cp === CodePoint.LATIN_SMALL_T) {
          const startPos = this.codePointIterator.start;
          if (this.eatCode(CodePoint.LATIN_SMALL_R) && this.eatCode(CodePoint.LATIN_SMALL_U) && this.eatCode(CodePoint.LATIN_SMALL_E)) {
            this.endToken("Boolean", "end", true);
            return "DATA";
          }
          this.moveAt(startPos);
        } else if (cp === CodePoint.LATIN_SMALL_F) {
          const startPos = this.codePointIterator.start;
          if (this.eatCode(CodePoint.LATIN_SMALL_A) && this.eatCode(CodePoint.LATIN_SMALL_L) && this.eatCode(CodePoint.LATIN_SMALL_S) && this.eatCode(CodePoint.LATIN_SMALL_E)) {
            this.endToken("Boolean", "end", false);
            return "DATA";
          }
          this.moveAt(startPos);
        }
        return this.reportParseError("unexpected-char");
      }
      DATE_MONTH(cp) {
        const start = this.codePointIterator.start;
        if (!isDigit(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (!isDigit(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (cp !== CodePoint.DASH) return this.reportParseError("unexpected-char");
        const end = this.codePointIterator.start;
        const data = this.data;
        data.month = Number(this.text.slice(start, end));
        return "DATE_DAY";
      }
      DATE_DAY(cp) {
        const start = this.codePointIterator.start;
        if (!isDigit(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (!isDigit(cp)) return this.reportParseError("unexpected-char");
        const end = this.codePointIterator.end;
        const data = this.data;
        data.day = Number(this.text.slice(start, end));
        if (!isValidDate(data.year, data.month, data.day)) return this.reportParseError("invalid-date");
        cp = this.nextCode();
        if (cp === CodePoint.LATIN_CAPITAL_T || cp === CodePoint.LATIN_SMALL_T) return "TIME_HOUR";
        if (cp === CodePoint.SPACE) {
          const startPos = this.codePointIterator.start;
          if (isDigit(this.nextCode()) && isDigit(this.nextCode())) {
            this.moveAt(startPos);
            return "TIME_HOUR";
          }
          this.moveAt(startPos);
        }
        const dateValue = getDateFromDateTimeData(data, "");
        this.endToken("LocalDate", "start", dateValue);
        return this.back("DATA");
      }
      TIME_HOUR(cp) {
        const start = this.codePointIterator.start;
        if (!isDigit(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (!isDigit(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (cp !== CodePoint.COLON) return this.reportParseError("unexpected-char");
        const end = this.codePointIterator.start;
        const data = this.data;
        data.hour = Number(this.text.slice(start, end));
        return "TIME_MINUTE";
      }
      TIME_MINUTE(cp) {
        const start = this.codePointIterator.start;
        if (!isDigit(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (!isDigit(cp)) return this.reportParseError("unexpected-char");
        const end = this.codePointIterator.end;
        const data = this.data;
        data.minute = Number(this.text.slice(start, end));
        cp = this.nextCode();
        if (cp === CodePoint.COLON) return "TIME_SECOND";
        if (this.tomlVersion.lt(1, 1)) return this.reportParseError("unexpected-char");
        if (!isValidTime(data.hour, data.minute, data.second)) return this.reportParseError("invalid-time");
        return this.processTimeEnd(cp, data);
      }
      TIME_SECOND(cp) {
        const start = this.codePointIterator.start;
        if (!isDigit(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (!isDigit(cp)) return this.reportParseError("unexpected-char");
        const end = this.codePointIterator.end;
        const data = this.data;
        data.second = Number(this.text.slice(start, end));
        if (!isValidTime(data.hour, data.minute, data.second)) return this.reportParseError("invalid-time");
        cp = this.nextCode();
        if (cp === CodePoint.DOT) return "TIME_SEC_FRAC";
        return this.processTimeEnd(cp, data);
      }
      TIME_SEC_FRAC(cp) {
        if (!isDigit(cp)) return this.reportParseError("unexpected-char");
        const start = this.codePointIterator.start;
        while (isDigit(cp)) cp = this.nextCode();
        const end = this.codePointIterator.start;
        const data = this.data;
        data.frac = this.text.slice(start, end);
        return this.processTimeEnd(cp, data);
      }
      processTimeEnd(cp, data) {
        if (data.hasDate) {
          if (cp === CodePoint.DASH || cp === CodePoint.PLUS_SIGN) {
            data.offsetSign = cp;
            return "TIME_OFFSET";
          }
          if (cp === CodePoint.LATIN_CAPITAL_Z || cp === CodePoint.LATIN_SMALL_Z) {
            const dateValue$2 = getDateFromDateTimeData(data, "Z");
            this.endToken("OffsetDateTime", "end", dateValue$2);
            return "DATA";
          }
          const dateValue$1 = getDateFromDateTimeData(data, "");
          this.endToken("LocalDateTime", "start", dateValue$1);
          return this.back("DATA");
        }
        const dateValue = getDateFromDateTimeData(data, "");
        this.endToken("LocalTime", "start", dateValue);
        return this.back("DATA");
      }
      TIME_OFFSET(cp) {
        if (!isDigit(cp)) return this.reportParseError("unexpected-char");
        const hourStart = this.codePointIterator.start;
        cp = this.nextCode();
        if (!isDigit(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (cp !== CodePoint.COLON) return this.reportParseError("unexpected-char");
        const hourEnd = this.codePointIterator.start;
        cp = this.nextCode();
        const minuteStart = this.codePointIterator.start;
        if (!isDigit(cp)) return this.reportParseError("unexpected-char");
        cp = this.nextCode();
        if (!isDigit(cp)) return this.reportParseError("unexpected-char");
        const minuteEnd = this.codePointIterator.end;
        const hour = Number(this.text.slice(hourStart, hourEnd));
        const minute = Number(this.text.slice(minuteStart, minuteEnd));
        if (!isValidTime(hour, minute, 0)) return this.reportParseError("invalid-time");
        const data = this.data;
        const dateValue = getDateFromDateTimeData(data, `${String.fromCodePoint(data.offsetSign)}${padStart(hour, 2)}:${padStart(minute, 2)}`);
        this.endToken("OffsetDateTime", "end", dateValue);
        return "DATA";
      }
      parseDigits(cp, checkDigit) {
        if (cp === CodePoint.UNDERSCORE) return this.reportParseError("invalid-underscore");
        if (!checkDigit(cp)) return this.reportParseError("unexpected-char");
        const out = [];
        let before = CodePoint.NULL;
        let hasUnderscore = false;
        while (checkDigit(cp) || cp === CodePoint.UNDERSCORE) {
          if (cp === CodePoint.UNDERSCORE) {
            hasUnderscore = true;
            if (before === CodePoint.UNDERSCORE) return this.reportParseError("invalid-underscore");
          } else out.push(cp);
          before = cp;
          cp = this.nextCode();
        }
        if (before === CodePoint.UNDERSCORE) return this.reportParseError("invalid-underscore");
        return {
          out,
          nextCp: cp,
          hasUnderscore
        };
      }
      parseUnicode(count) {
        const startLoc = this.codePointIterator.start;
        const start = this.codePointIterator.end;
        let charCount = 0;
        let cp;
        while ((cp = this.nextCode()) !== CodePoint.EOF) {
          if (!isHexDig(cp)) {
            this.moveAt(startLoc);
            return this.reportParseError("invalid-char-in-escape-sequence");
          }
          charCount++;
          if (charCount >= count) break;
        }
        const end = this.codePointIterator.end;
        const code = this.text.slice(start, end);
        const codePoint = parseInt(code, 16);
        if (!isUnicodeScalarValue(codePoint)) return this.reportParseError("invalid-code-point", { cp: code });
        return codePoint;
      }
      reportParseErrorControlChar() {
        return this.reportParseError("invalid-control-character");
      }
    };
    VALUE_KIND_VALUE = /* @__PURE__ */ Symbol("VALUE_KIND_VALUE");
    VALUE_KIND_INTERMEDIATE = /* @__PURE__ */ Symbol("VALUE_KIND_INTERMEDIATE");
    KeysResolver = class {
      constructor(ctx) {
        this.rootKeys = /* @__PURE__ */ new Map();
        this.tables = [];
        this.ctx = ctx;
      }
      applyResolveKeyForTable(node2) {
        let keys = this.rootKeys;
        const peekKeyIndex = node2.key.keys.length - 1;
        for (let index = 0; index < peekKeyIndex; index++) {
          const keyNode2 = node2.key.keys[index];
          const keyName2 = toKeyName(keyNode2);
          node2.resolvedKey.push(keyName2);
          let keyStore = keys.get(keyName2);
          if (!keyStore) {
            keyStore = {
              node: keyNode2,
              keys: /* @__PURE__ */ new Map()
            };
            keys.set(keyName2, keyStore);
          } else if (keyStore.table === "array") {
            const peekIndex = keyStore.peekIndex;
            node2.resolvedKey.push(peekIndex);
            keyStore = keyStore.keys.get(peekIndex);
          }
          keys = keyStore.keys;
        }
        const lastKeyNode = node2.key.keys[peekKeyIndex];
        const lastKeyName = toKeyName(lastKeyNode);
        node2.resolvedKey.push(lastKeyName);
        const lastKeyStore = keys.get(lastKeyName);
        if (!lastKeyStore) if (node2.kind === "array") {
          node2.resolvedKey.push(0);
          const newKeyStore = {
            node: lastKeyNode,
            keys: /* @__PURE__ */ new Map()
          };
          keys.set(lastKeyName, {
            table: node2.kind,
            node: lastKeyNode,
            keys: /* @__PURE__ */ new Map([[0, newKeyStore]]),
            peekIndex: 0
          });
          this.tables.push({
            node: node2,
            keys: newKeyStore.keys
          });
        } else {
          const newKeyStore = {
            table: node2.kind,
            node: lastKeyNode,
            keys: /* @__PURE__ */ new Map()
          };
          keys.set(lastKeyName, newKeyStore);
          this.tables.push({
            node: node2,
            keys: newKeyStore.keys
          });
        }
        else if (!lastKeyStore.table) if (node2.kind === "array") this.ctx.reportParseError("dupe-keys", lastKeyNode);
        else {
          const transformKey = {
            table: node2.kind,
            node: lastKeyNode,
            keys: lastKeyStore.keys
          };
          keys.set(lastKeyName, transformKey);
          this.tables.push({
            node: node2,
            keys: transformKey.keys
          });
        }
        else if (lastKeyStore.table === "array") if (node2.kind === "array") {
          const newKeyStore = {
            node: lastKeyNode,
            keys: /* @__PURE__ */ new Map()
          };
          const newIndex = lastKeyStore.peekIndex + 1;
          node2.resolvedKey.push(newIndex);
          lastKeyStore.keys.set(newIndex, newKeyStore);
          lastKeyStore.peekIndex = newIndex;
          this.tables.push({
            node: node2,
            keys: newKeyStore.keys
          });
        } else this.ctx.reportParseError("dupe-keys", lastKeyNode);
        else this.ctx.reportParseError("dupe-keys", lastKeyNode);
      }
      verifyDuplicateKeys(node2) {
        for (const body of node2.body) if (body.type === "TOMLKeyValue") verifyDuplicateKeysForKeyValue(this.ctx, this.rootKeys, body);
        for (const { node: tableNode, keys } of this.tables) for (const body of tableNode.body) verifyDuplicateKeysForKeyValue(this.ctx, keys, body);
      }
    };
    Context = class {
      constructor(data) {
        this.tokens = [];
        this.comments = [];
        this.back = null;
        this.stateStack = [];
        this.needNewLine = false;
        this.needSameLine = false;
        this.currToken = null;
        this.prevToken = null;
        this.valueContainerStack = [];
        this.tokenizer = new Tokenizer(data.text, data.parserOptions);
        this.topLevelTable = data.topLevelTable;
        this.table = data.topLevelTable;
        this.keysResolver = new KeysResolver(this);
      }
      /**
      * Get the next token.
      */
      nextToken(option) {
        this.prevToken = this.currToken;
        if (this.back) {
          this.currToken = this.back;
          this.back = null;
        } else this.currToken = this._nextTokenFromTokenizer(option);
        if ((this.needNewLine || this.needSameLine || option?.needSameLine) && this.prevToken && this.currToken) if (this.prevToken.loc.end.line === this.currToken.loc.start.line) {
          if (this.needNewLine) return this.reportParseError("missing-newline", this.currToken);
        } else {
          const needSameLine = this.needSameLine || option?.needSameLine;
          if (needSameLine) return this.reportParseError(needSameLine, this.currToken);
        }
        this.needNewLine = false;
        this.needSameLine = false;
        return this.currToken;
      }
      _nextTokenFromTokenizer(option) {
        const valuesEnabled = this.tokenizer.valuesEnabled;
        if (option?.valuesEnabled) this.tokenizer.valuesEnabled = option.valuesEnabled;
        let token = this.tokenizer.nextToken();
        while (token && token.type === "Block") {
          this.comments.push(token);
          token = this.tokenizer.nextToken();
        }
        if (token) this.tokens.push(token);
        this.tokenizer.valuesEnabled = valuesEnabled;
        return token;
      }
      backToken() {
        if (this.back) throw new Error("Illegal state");
        this.back = this.currToken;
        this.currToken = this.prevToken;
      }
      addValueContainer(valueContainer) {
        this.valueContainerStack.push(valueContainer);
        this.tokenizer.valuesEnabled = true;
      }
      consumeValueContainer() {
        const valueContainer = this.valueContainerStack.pop();
        this.tokenizer.valuesEnabled = this.valueContainerStack.length > 0;
        return valueContainer;
      }
      applyResolveKeyForTable(node2) {
        this.keysResolver.applyResolveKeyForTable(node2);
      }
      verifyDuplicateKeys() {
        this.keysResolver.verifyDuplicateKeys(this.topLevelTable);
      }
      /**
      * Report an invalid token error.
      */
      reportParseError(code, token) {
        let offset, line, column;
        if (token) {
          offset = token.range[0];
          line = token.loc.start.line;
          column = token.loc.start.column;
        } else {
          offset = this.tokenizer.start;
          const startPos = this.tokenizer.getLocFromIndex(offset);
          line = startPos.line;
          column = startPos.column;
        }
        throw new ParseError(code, offset, line, column);
      }
    };
    STATE_FOR_ERROR = { VALUE: "missing-value" };
    STRING_VALUE_STYLE_MAP = {
      BasicString: "basic",
      MultiLineBasicString: "basic",
      LiteralString: "literal",
      MultiLineLiteralString: "literal"
    };
    STRING_KEY_STYLE_MAP = {
      BasicString: "basic",
      LiteralString: "literal"
    };
    DATETIME_VALUE_KIND_MAP = {
      OffsetDateTime: "offset-date-time",
      LocalDateTime: "local-date-time",
      LocalDate: "local-date",
      LocalTime: "local-time"
    };
    TOMLParser = class {
      /**
      * Initialize this parser.
      */
      constructor(text, parserOptions) {
        this.text = text;
        this.parserOptions = parserOptions || {};
        this.tomlVersion = getTOMLVer(this.parserOptions.tomlVersion);
      }
      /**
      * Parse TOML
      */
      parse() {
        const ast = {
          type: "Program",
          body: [],
          sourceType: "module",
          tokens: [],
          comments: [],
          parent: null,
          range: [0, 0],
          loc: {
            start: {
              line: 1,
              column: 0
            },
            end: {
              line: 1,
              column: 0
            }
          }
        };
        const node2 = {
          type: "TOMLTopLevelTable",
          body: [],
          parent: ast,
          range: cloneRange(ast.range),
          loc: cloneLoc(ast.loc)
        };
        ast.body = [node2];
        const ctx = new Context({
          text: this.text,
          parserOptions: this.parserOptions,
          topLevelTable: node2
        });
        let token = ctx.nextToken();
        if (token) {
          node2.range[0] = token.range[0];
          node2.loc.start = clonePos(token.loc.start);
          while (token) {
            const state$1 = ctx.stateStack.pop() || "TABLE";
            ctx.stateStack.push(...this[state$1](token, ctx));
            token = ctx.nextToken();
          }
          const state = ctx.stateStack.pop() || "TABLE";
          if (state in STATE_FOR_ERROR) return ctx.reportParseError(STATE_FOR_ERROR[state], null);
          if (ctx.table.type === "TOMLTable") applyEndLoc(ctx.table, last(ctx.table.body));
          applyEndLoc(node2, last(node2.body));
        }
        ctx.verifyDuplicateKeys();
        ast.tokens = ctx.tokens;
        ast.comments = ctx.comments;
        const endOffset = ctx.tokenizer.end;
        const endPos = ctx.tokenizer.getLocFromIndex(endOffset);
        ast.range[1] = endOffset;
        ast.loc.end = {
          line: endPos.line,
          column: endPos.column
        };
        return ast;
      }
      TABLE(token, ctx) {
        if (isBare(token) || isString(token)) return this.processKeyValue(token, ctx.table, ctx);
        if (isLeftBracket(token)) return this.processTable(token, ctx.topLevelTable, ctx);
        return ctx.reportParseError("unexpected-token", token);
      }
      VALUE(token, ctx) {
        if (isString(token) || isMultiLineString(token)) return this.processStringValue(token, ctx);
        if (isNumber(token)) return this.processNumberValue(token, ctx);
        if (isBoolean(token)) return this.processBooleanValue(token, ctx);
        if (isDateTime(token)) return this.processDateTimeValue(token, ctx);
        if (isLeftBracket(token)) return this.processArray(token, ctx);
        if (isLeftBrace(token)) return this.processInlineTable(token, ctx);
        return ctx.reportParseError("unexpected-token", token);
      }
      processTable(token, topLevelTableNode, ctx) {
        const tableNode = {
          type: "TOMLTable",
          kind: "standard",
          key: null,
          resolvedKey: [],
          body: [],
          parent: topLevelTableNode,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        if (ctx.table.type === "TOMLTable") applyEndLoc(ctx.table, last(ctx.table.body));
        topLevelTableNode.body.push(tableNode);
        ctx.table = tableNode;
        let targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
        if (isLeftBracket(targetToken)) {
          if (token.range[1] < targetToken.range[0]) return ctx.reportParseError("invalid-space", targetToken);
          tableNode.kind = "array";
          targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
        }
        if (isRightBracket(targetToken)) return ctx.reportParseError("missing-key", targetToken);
        if (!targetToken) return ctx.reportParseError("unterminated-table-key", null);
        targetToken = this.processKeyNode(targetToken, tableNode, ctx).nextToken;
        if (!isRightBracket(targetToken)) return ctx.reportParseError("unterminated-table-key", targetToken);
        if (tableNode.kind === "array") {
          const rightBracket = targetToken;
          targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
          if (!isRightBracket(targetToken)) return ctx.reportParseError("unterminated-table-key", targetToken);
          if (rightBracket.range[1] < targetToken.range[0]) return ctx.reportParseError("invalid-space", targetToken);
        }
        applyEndLoc(tableNode, targetToken);
        ctx.applyResolveKeyForTable(tableNode);
        ctx.needNewLine = true;
        return [];
      }
      processKeyValue(token, tableNode, ctx) {
        const keyValueNode = {
          type: "TOMLKeyValue",
          key: null,
          value: null,
          parent: tableNode,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        tableNode.body.push(keyValueNode);
        const { nextToken: targetToken } = this.processKeyNode(token, keyValueNode, ctx);
        if (!isEq(targetToken)) return ctx.reportParseError("missing-equals-sign", targetToken);
        ctx.addValueContainer({
          parent: keyValueNode,
          set: (valNode) => {
            keyValueNode.value = valNode;
            applyEndLoc(keyValueNode, valNode);
            ctx.needNewLine = true;
            return [];
          }
        });
        ctx.needSameLine = "invalid-key-value-newline";
        return ["VALUE"];
      }
      processKeyNode(token, parent, ctx) {
        if (isDot(token)) ctx.reportParseError("invalid-leading-dot-in-key", token);
        const keyNode2 = {
          type: "TOMLKey",
          keys: [],
          parent,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        parent.key = keyNode2;
        let targetToken = token;
        let dotToken = null;
        do {
          if (isBare(targetToken)) this.processBareKey(targetToken, keyNode2);
          else if (isString(targetToken)) this.processStringKey(targetToken, keyNode2);
          else break;
          dotToken = null;
          targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
          if (!isDot(targetToken)) break;
          dotToken = targetToken;
          targetToken = ctx.nextToken({ needSameLine: "invalid-key-value-newline" });
        } while (targetToken);
        if (dotToken) ctx.reportParseError(isDot(targetToken) ? "invalid-consecutive-dots-in-key" : "invalid-trailing-dot-in-key", dotToken);
        applyEndLoc(keyNode2, last(keyNode2.keys));
        return {
          keyNode: keyNode2,
          nextToken: targetToken
        };
      }
      processBareKey(token, keyNode2) {
        const node2 = {
          type: "TOMLBare",
          name: token.value,
          parent: keyNode2,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        keyNode2.keys.push(node2);
      }
      processStringKey(token, keyNode2) {
        const node2 = {
          type: "TOMLQuoted",
          kind: "string",
          value: token.string,
          style: STRING_KEY_STYLE_MAP[token.type],
          multiline: false,
          parent: keyNode2,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        keyNode2.keys.push(node2);
      }
      processStringValue(token, ctx) {
        const valueContainer = ctx.consumeValueContainer();
        const node2 = {
          type: "TOMLValue",
          kind: "string",
          value: token.string,
          style: STRING_VALUE_STYLE_MAP[token.type],
          multiline: isMultiLineString(token),
          parent: valueContainer.parent,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        return valueContainer.set(node2);
      }
      processNumberValue(token, ctx) {
        const valueContainer = ctx.consumeValueContainer();
        const text = this.text;
        const [startRange, endRange] = token.range;
        let numberString = null;
        const getNumberText = () => {
          return numberString ?? (numberString = text.slice(startRange, endRange).replace(/_/g, ""));
        };
        let node2;
        if (token.type === "Integer") node2 = {
          type: "TOMLValue",
          kind: "integer",
          value: token.number,
          bigint: token.bigint,
          get number() {
            return getNumberText();
          },
          parent: valueContainer.parent,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        else node2 = {
          type: "TOMLValue",
          kind: "float",
          value: token.number,
          get number() {
            return getNumberText();
          },
          parent: valueContainer.parent,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        return valueContainer.set(node2);
      }
      processBooleanValue(token, ctx) {
        const valueContainer = ctx.consumeValueContainer();
        const node2 = {
          type: "TOMLValue",
          kind: "boolean",
          value: token.boolean,
          parent: valueContainer.parent,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        return valueContainer.set(node2);
      }
      processDateTimeValue(token, ctx) {
        const valueContainer = ctx.consumeValueContainer();
        const node2 = {
          type: "TOMLValue",
          kind: DATETIME_VALUE_KIND_MAP[token.type],
          value: token.date,
          datetime: token.value,
          parent: valueContainer.parent,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        return valueContainer.set(node2);
      }
      processArray(token, ctx) {
        const valueContainer = ctx.consumeValueContainer();
        const node2 = {
          type: "TOMLArray",
          elements: [],
          parent: valueContainer.parent,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        const nextToken = ctx.nextToken({ valuesEnabled: true });
        if (isRightBracket(nextToken)) {
          applyEndLoc(node2, nextToken);
          return valueContainer.set(node2);
        }
        ctx.backToken();
        return this.processArrayValue(node2, valueContainer, ctx);
      }
      processArrayValue(node2, valueContainer, ctx) {
        ctx.addValueContainer({
          parent: node2,
          set: (valNode) => {
            node2.elements.push(valNode);
            let nextToken = ctx.nextToken({ valuesEnabled: true });
            const hasComma = isComma(nextToken);
            if (hasComma) nextToken = ctx.nextToken({ valuesEnabled: true });
            if (isRightBracket(nextToken)) {
              applyEndLoc(node2, nextToken);
              return valueContainer.set(node2);
            }
            if (hasComma) {
              ctx.backToken();
              return this.processArrayValue(node2, valueContainer, ctx);
            }
            return ctx.reportParseError(nextToken ? "missing-comma" : "unterminated-array", nextToken);
          }
        });
        return ["VALUE"];
      }
      processInlineTable(token, ctx) {
        const valueContainer = ctx.consumeValueContainer();
        const node2 = {
          type: "TOMLInlineTable",
          body: [],
          parent: valueContainer.parent,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        const needSameLine = this.tomlVersion.gte(1, 1) ? void 0 : "invalid-inline-table-newline";
        const nextToken = ctx.nextToken({ needSameLine });
        if (nextToken) {
          if (isBare(nextToken) || isString(nextToken)) return this.processInlineTableKeyValue(nextToken, node2, valueContainer, ctx);
          if (isRightBrace(nextToken)) {
            applyEndLoc(node2, nextToken);
            return valueContainer.set(node2);
          }
        }
        return ctx.reportParseError("unexpected-token", nextToken);
      }
      processInlineTableKeyValue(token, inlineTableNode, valueContainer, ctx) {
        const keyValueNode = {
          type: "TOMLKeyValue",
          key: null,
          value: null,
          parent: inlineTableNode,
          range: cloneRange(token.range),
          loc: cloneLoc(token.loc)
        };
        inlineTableNode.body.push(keyValueNode);
        const { nextToken: targetToken } = this.processKeyNode(token, keyValueNode, ctx);
        if (!isEq(targetToken)) return ctx.reportParseError("missing-equals-sign", targetToken);
        const needSameLine = this.tomlVersion.gte(1, 1) ? void 0 : "invalid-inline-table-newline";
        ctx.addValueContainer({
          parent: keyValueNode,
          set: (valNode) => {
            keyValueNode.value = valNode;
            applyEndLoc(keyValueNode, valNode);
            let nextToken = ctx.nextToken({ needSameLine });
            if (isComma(nextToken)) {
              nextToken = ctx.nextToken({ needSameLine });
              if (nextToken && (isBare(nextToken) || isString(nextToken))) return this.processInlineTableKeyValue(nextToken, inlineTableNode, valueContainer, ctx);
              if (isRightBrace(nextToken)) {
                if (this.tomlVersion.lt(1, 1)) return ctx.reportParseError("invalid-trailing-comma-in-inline-table", nextToken);
              } else return ctx.reportParseError(nextToken ? "unexpected-token" : "unterminated-inline-table", nextToken);
            }
            if (isRightBrace(nextToken)) {
              applyEndLoc(inlineTableNode, nextToken);
              return valueContainer.set(inlineTableNode);
            }
            return ctx.reportParseError(nextToken ? "missing-comma" : "unterminated-inline-table", nextToken);
          }
        });
        ctx.needSameLine = "invalid-key-value-newline";
        return ["VALUE"];
      }
    };
    tomlKeys = {
      Program: ["body"],
      TOMLTopLevelTable: ["body"],
      TOMLTable: ["key", "body"],
      TOMLKeyValue: ["key", "value"],
      TOMLKey: ["keys"],
      TOMLArray: ["elements"],
      TOMLInlineTable: ["body"],
      TOMLBare: [],
      TOMLQuoted: [],
      TOMLValue: []
    };
    KEYS2 = unionWith(tomlKeys);
    getStaticTOMLValue = generateConvertTOMLValue((node2) => node2.value);
    name$1 = "toml-eslint-parser";
    version$1 = "1.0.3";
    meta_exports = /* @__PURE__ */ __exportAll({
      name: () => name,
      version: () => version
    });
    name = name$1;
    version = version$1;
    VisitorKeys = KEYS2;
  }
});

// src/project/versions.ts
import fs2 from "node:fs";
import path2 from "node:path";

// src/project/lockfiles.ts
var import_semver = __toESM(require_semver(), 1);
var LockfileError = class extends Error {
};
function exactVersion(value) {
  return typeof value === "string" ? import_semver.default.valid(value) ?? void 0 : void 0;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function own(object, key) {
  return isObject(object) && Object.hasOwn(object, key) ? object[key] : void 0;
}
function parseJsonObject(text, what) {
  let value;
  const body = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  try {
    value = JSON.parse(body);
  } catch {
    throw new LockfileError(`not valid JSON (${strictJsonSyntaxError(body)})`);
  }
  if (!isObject(value)) throw new LockfileError(`not a ${what} (the top level is not an object)`);
  return value;
}
function readNpmLock(text) {
  const lock = parseJsonObject(text, "package lock");
  const packages = own(lock, "packages");
  const dependencies = own(lock, "dependencies");
  if (packages === void 0 && dependencies === void 0 && own(lock, "lockfileVersion") === void 0) {
    throw new LockfileError("not a package lock (no lockfileVersion, packages or dependencies)");
  }
  const versionOf = (name2, { importer }) => {
    if (isObject(packages)) {
      const keys = importer ? [`${importer}/node_modules/${name2}`, `node_modules/${name2}`] : [`node_modules/${name2}`];
      for (const key of keys) {
        let entry = own(packages, key);
        const resolved = own(entry, "resolved");
        if (own(entry, "link") === true && typeof resolved === "string") entry = own(packages, resolved);
        const realName = own(entry, "name");
        if (realName !== void 0 && realName !== name2) continue;
        const version2 = exactVersion(own(entry, "version"));
        if (version2) return version2;
      }
    }
    if (!importer) return exactVersion(own(own(dependencies, name2), "version"));
    return void 0;
  };
  return { versionOf, hasImporter: (importer) => importer === "" || own(packages, importer) !== void 0 };
}
var DEP_FIELDS = ["dependencies", "devDependencies", "optionalDependencies"];
function pnpmVersion(raw) {
  if (typeof raw !== "string" && typeof raw !== "number") return void 0;
  let value = String(raw);
  const paren = value.indexOf("(");
  if (paren !== -1) value = value.slice(0, paren);
  const exact = exactVersion(value);
  if (exact) return exact;
  const underscore = value.indexOf("_");
  return underscore === -1 ? void 0 : exactVersion(value.slice(0, underscore));
}
var VERSION_WINDOW = 300;
function readPnpmLock(text) {
  let lock;
  try {
    const doc = parseYamlDocument(text);
    const error = doc.errors[0];
    if (error) throw error;
    lock = doc.toJS({ maxAliasCount: 0 });
  } catch (error) {
    throw new LockfileError(`not valid YAML (${error.message.split("\n")[0]})`);
  }
  if (!isObject(lock) || own(lock, "lockfileVersion") === void 0) throw new LockfileError("not a pnpm lockfile (no lockfileVersion)");
  const importers = own(lock, "importers");
  const packageKeys = [...Object.keys(isObject(own(lock, "packages")) ? lock.packages : {}), ...Object.keys(isObject(own(lock, "snapshots")) ? lock.snapshots : {})];
  let byName;
  const keyVersions = () => {
    if (byName) return byName;
    byName = /* @__PURE__ */ new Map();
    for (const key of packageKeys) {
      const bare = key.startsWith("/") ? key.slice(1) : key;
      for (let i = 1; i < bare.length; i++) {
        const c = bare[i];
        if (c !== "@" && c !== "/") continue;
        const version2 = pnpmVersion(bare.slice(i + 1, i + 1 + VERSION_WINDOW));
        if (!version2) continue;
        const name2 = bare.slice(0, i);
        let versions = byName.get(name2);
        if (!versions) byName.set(name2, versions = /* @__PURE__ */ new Set());
        versions.add(version2);
      }
    }
    return byName;
  };
  const versionOf = (name2, { importer }) => {
    const project = isObject(importers) ? own(importers, importer || ".") : importer ? void 0 : lock;
    for (const field of DEP_FIELDS) {
      const dep = own(own(project, field), name2);
      const version2 = pnpmVersion(isObject(dep) ? own(dep, "version") : dep);
      if (version2) return version2;
    }
    const versions = keyVersions().get(name2);
    return versions?.size === 1 ? [...versions][0] : void 0;
  };
  return { versionOf, hasImporter: (importer) => importer === "" || own(importers, importer) !== void 0 };
}
function readYarnLock(text) {
  const byName = /* @__PURE__ */ new Map();
  let current;
  let headers = 0;
  let content = 0;
  for (const rawLine of text.split(/\r?\n/)) {
    if (rawLine.trim() === "" || rawLine.startsWith("#")) continue;
    content++;
    if (!/^\s/.test(rawLine)) {
      current = void 0;
      if (!rawLine.endsWith(":")) continue;
      headers++;
      const names = /* @__PURE__ */ new Map();
      for (const descriptor of rawLine.slice(0, -1).split(",")) {
        const parsed = yarnDescriptor(descriptor.trim().replace(/^"|"$/g, ""));
        if (!parsed) continue;
        const ranges = names.get(parsed.name);
        if (ranges) ranges.push(parsed.range);
        else names.set(parsed.name, [parsed.range]);
      }
      if (names.size > 0) current = { names };
      continue;
    }
    const m = /^ {2}version:? "?([^"\s]+)"?\s*$/.exec(rawLine);
    if (current && m) {
      const version2 = exactVersion(m[1]);
      if (version2) {
        for (const [name2, ranges] of current.names) {
          const list = byName.get(name2);
          if (list) list.push({ ranges, version: version2 });
          else byName.set(name2, [{ ranges, version: version2 }]);
        }
      }
      current = void 0;
    }
  }
  if (content > 0 && headers === 0) throw new LockfileError("not a yarn lockfile (no entries could be read)");
  const answers = /* @__PURE__ */ new Map();
  const versionOf = (name2, context) => {
    const key = `${name2}\0${context.declared ?? ""}\0${context.declared === void 0}`;
    if (answers.has(key)) return answers.get(key);
    const answer = yarnVersionOf(name2, context);
    answers.set(key, answer);
    return answer;
  };
  const yarnVersionOf = (name2, { declared }) => {
    const entries2 = byName.get(name2) ?? [];
    if (declared !== void 0) {
      const wanted = declared.replace(/^npm:/, "");
      const match = entries2.find((e) => e.ranges.includes(wanted));
      if (match) return match.version;
    }
    const versions = [...new Set(entries2.map((e) => e.version))];
    if (versions.length === 1) return versions[0];
    if (declared !== void 0 && import_semver.default.validRange(declared)) {
      const satisfying = versions.filter((v) => import_semver.default.satisfies(v, declared));
      if (satisfying.length === 1) return satisfying[0];
    }
    return void 0;
  };
  return { versionOf, hasImporter: (importer) => importer === "" || text.includes(`@workspace:${importer}"`) || text.includes(`@workspace:${importer}:`) };
}
function yarnDescriptor(descriptor) {
  const at = descriptor.indexOf("@", descriptor.startsWith("@") ? 1 : 0);
  if (at <= 0) return void 0;
  const name2 = descriptor.slice(0, at);
  const range = descriptor.slice(at + 1).replace(/^npm:/, "");
  if (range.includes(":") || range.includes("@") || range.includes("/")) return void 0;
  return { name: name2, range };
}
function readManifest(text) {
  const json = parseJsonObject(text, "package.json");
  const declared = /* @__PURE__ */ new Map();
  for (const field of DEP_FIELDS) {
    const deps = own(json, field);
    if (!isObject(deps)) continue;
    for (const [name2, range] of Object.entries(deps)) if (typeof range === "string") declared.set(name2, range);
  }
  return { name: own(json, "name"), workspaces: own(json, "workspaces") !== void 0, version: exactVersion(own(json, "version")), declared };
}

// src/project/root.ts
import fs from "node:fs";
import path from "node:path";
var LOCKFILES = ["npm-shrinkwrap.json", "package-lock.json", "pnpm-lock.yaml", "yarn.lock"];
function exists(file) {
  try {
    fs.statSync(file);
    return true;
  } catch {
    return false;
  }
}
function isBoundary(dir, stopDir) {
  return dir === stopDir || exists(path.join(dir, ".git"));
}
function findProjectRoot(startDir, stopDir) {
  const stop = stopDir === void 0 ? void 0 : path.resolve(stopDir);
  let dir = path.resolve(startDir);
  for (; ; ) {
    if (exists(path.join(dir, "package.json")) || LOCKFILES.some((f) => exists(path.join(dir, f)))) {
      return { root: dir, boundary: findBoundary(dir, stop) };
    }
    if (isBoundary(dir, stop)) return void 0;
    const parent = path.dirname(dir);
    if (parent === dir) return void 0;
    dir = parent;
  }
}
function findBoundary(from, stop) {
  let dir = from;
  for (; ; ) {
    if (isBoundary(dir, stop)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return void 0;
    dir = parent;
  }
}
function lockfileCandidates(location) {
  const dirs = [];
  let dir = location.root;
  for (; ; ) {
    dirs.push(dir);
    if (dir === location.boundary) return dirs;
    const parent = path.dirname(dir);
    if (parent === dir) return dirs;
    dir = parent;
  }
}

// src/project/versions.ts
var NO_PROJECT = { root: void 0, npmVersion: () => void 0 };
var MAX_PROJECT_FILE_BYTES = 64 * 1024 * 1024;
var NPM_NAME = /^(?:@[a-z0-9~][a-z0-9._~-]*\/)?[a-z0-9~][a-z0-9._~-]*$/i;
var READERS = {
  "npm-shrinkwrap.json": readNpmLock,
  "package-lock.json": readNpmLock,
  "pnpm-lock.yaml": readPnpmLock,
  "yarn.lock": readYarnLock
};
var factsByRoot = /* @__PURE__ */ new Map();
function loadProjectFacts(startDir, stopDir) {
  const location = findProjectRoot(startDir, stopDir);
  if (!location) return NO_PROJECT;
  const key = `${location.root}\0${location.boundary ?? ""}`;
  let facts = factsByRoot.get(key);
  if (!facts) {
    facts = createFacts(location);
    factsByRoot.set(key, facts);
  }
  return facts;
}
function createFacts(location) {
  const { root } = location;
  const problems = [];
  const files = /* @__PURE__ */ new Map();
  function load3(file, parse) {
    let stat;
    try {
      stat = fs2.statSync(file);
    } catch {
      return void 0;
    }
    if (!stat.isFile()) return void 0;
    const signature = `${stat.size}:${stat.mtimeMs}`;
    const cached = files.get(file);
    if (cached?.signature === signature) return cached.value;
    let value;
    try {
      if (stat.size > MAX_PROJECT_FILE_BYTES) throw new LockfileError(`larger than ${MAX_PROJECT_FILE_BYTES / 1024 / 1024} MB`);
      value = parse(fs2.readFileSync(file, "utf8"));
    } catch (error) {
      const reason = error instanceof LockfileError ? error.message : `could not be read (${error.code ?? error.message})`;
      const problem = `${file}: ${reason}; the versions it holds are ignored`;
      if (!problems.includes(problem)) problems.push(problem);
    }
    files.set(file, { signature, value });
    return value;
  }
  const manifestAt = (dir) => load3(path2.join(dir, "package.json"), readManifest);
  const relative = (file) => path2.relative(root, file).split(path2.sep).join("/");
  let lockDir;
  function findLockDir() {
    for (const dir of lockfileCandidates(location)) {
      const present = LOCKFILES.filter((f) => fs2.existsSync(path2.join(dir, f)));
      if (present.length === 0) continue;
      const importer = path2.relative(dir, root).split(path2.sep).join("/");
      if (importer === "") return { dir, importer };
      const covers = present.some((f) => {
        const lookup = load3(path2.join(dir, f), READERS[f]);
        return lookup?.hasImporter(importer) === true || f === "yarn.lock" && manifestAt(dir)?.workspaces === true;
      });
      return covers ? { dir, importer } : null;
    }
    return null;
  }
  function npmVersion(name2) {
    if (!NPM_NAME.test(name2)) return void 0;
    const declared = manifestAt(root)?.declared.get(name2);
    lockDir ??= findLockDir();
    if (lockDir) {
      for (const lockfile of LOCKFILES) {
        const file = path2.join(lockDir.dir, lockfile);
        const version2 = load3(file, READERS[lockfile])?.versionOf(name2, { importer: lockDir.importer, declared });
        if (version2) return { version: version2, source: relative(file) };
      }
    }
    const moduleDirs = lockDir && lockDir.dir !== root ? [root, lockDir.dir] : [root];
    for (const dir of moduleDirs) {
      const file = path2.join(dir, "node_modules", ...name2.split("/"), "package.json");
      const installed = load3(file, readManifest);
      if (installed && installed.name === name2 && installed.version) return { version: installed.version, source: relative(file) };
    }
    const exact = exactVersion(declared);
    return exact ? { version: exact, source: "package.json" } : void 0;
  }
  return { root, npmVersion, problems };
}

// src/hosts/formats/tree.ts
function node(type, offset, length, value) {
  const n = { type, offset, length };
  if (value !== void 0) n.value = value;
  if (type === "object" || type === "array" || type === "property") n.children = [];
  return n;
}
function propertyNode(key, value, end = value.offset + value.length) {
  const p = node("property", key.offset, Math.max(end, key.offset + key.length) - key.offset);
  p.children = [key, value];
  p.colonOffset = key.offset + key.length;
  return p;
}
function scalarNode(value, offset, length) {
  if (value === null || value === void 0) return node("null", offset, length, null);
  if (typeof value === "string") return node("string", offset, length, value);
  if (typeof value === "number") return node("number", offset, length, value);
  if (typeof value === "bigint") return node("number", offset, length, Number(value));
  if (typeof value === "boolean") return node("boolean", offset, length, value);
  return node("string", offset, length, value instanceof Date ? value.toISOString() : String(value));
}
function tooDeepNode(root, max) {
  const stack = [[root, 0]];
  while (stack.length > 0) {
    const [n, above] = stack.pop();
    const depth = n.type === "object" || n.type === "array" ? above + 1 : above;
    if (depth > max) return n;
    for (const child2 of n.children ?? []) stack.push([child2, depth]);
  }
  return void 0;
}
function linkParents(root) {
  const stack = [root];
  while (stack.length > 0) {
    const n = stack.pop();
    for (const child2 of n.children ?? []) {
      child2.parent = n;
      stack.push(child2);
    }
  }
  return root;
}

// src/hosts/formats/toml.ts
var toml;
var load = () => toml ??= (init_lib2(), __toCommonJS(lib_exports));
var TOO_DEEP = `TOML nested deeper than ${MAX_JSON_DEPTH} levels: no MCP config needs this, the file is likely corrupt or hostile`;
function tooDeep(offset) {
  return { tree: void 0, fatal: true, problems: [{ offset, length: 1, kind: "syntax", message: TOO_DEEP }] };
}
var keyIndex = /* @__PURE__ */ new WeakMap();
function parseToml(text) {
  const nesting = bracketNesting(text, MAX_JSON_DEPTH);
  if (nesting !== void 0) return tooDeep(nesting);
  let ast;
  try {
    ast = load().parseTOML(text);
  } catch (error) {
    const e = error;
    if (typeof e.index !== "number") throw error;
    return { tree: void 0, fatal: true, problems: [{ offset: e.index, length: 1, kind: "syntax", message: lowerFirst(e.message ?? "syntax error") }] };
  }
  const root = node("object", 0, text.length);
  const top = ast.body[0];
  for (const item of top?.body ?? []) {
    if (item.type === "TOMLKeyValue") {
      addKeyValue(root, item);
      continue;
    }
    const parts = item.key.keys;
    let target = root;
    parts.forEach((part, i) => {
      const last2 = i === parts.length - 1;
      if (last2 && item.kind === "array") {
        const array = child(target, part, () => node("array", item.range[0], item.range[1] - item.range[0]));
        const element = node("object", item.range[0], item.range[1] - item.range[0]);
        array.children.push(element);
        target = element;
      } else {
        target = intoObject(child(target, part, () => node("object", item.range[0], item.range[1] - item.range[0])));
      }
    });
    for (const kv of item.body) addKeyValue(target, kv);
  }
  const deep = tooDeepNode(root, MAX_JSON_DEPTH);
  if (deep) return tooDeep(deep.offset);
  return { tree: linkParents(root), problems: [], fatal: false };
}
function bracketNesting(text, max) {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 35) {
      const nl = text.indexOf("\n", i);
      if (nl === -1) return void 0;
      i = nl;
    } else if (c === 34 || c === 39) {
      i = stringEnd(text, i);
    } else if (c === 91 || c === 123) {
      if (++depth > max) return i;
    } else if ((c === 93 || c === 125) && depth > 0) depth--;
  }
  return void 0;
}
function stringEnd(text, start) {
  const quote = text[start];
  const escapes = quote === '"';
  const triple = text.startsWith(quote.repeat(3), start);
  for (let i = start + (triple ? 3 : 1); i < text.length; i++) {
    const c = text[i];
    if (escapes && c === "\\") i++;
    else if (!triple && c === "\n") return i;
    else if (c === quote && (!triple || text.startsWith(quote.repeat(3), i))) {
      if (triple) {
        let end = i + 2;
        while (text[end + 1] === quote && end - i < 4) end++;
        return end;
      }
      return i;
    }
  }
  return text.length;
}
function addKeyValue(object, kv) {
  const parts = kv.key.keys;
  let target = object;
  parts.forEach((part, i) => {
    if (i < parts.length - 1) {
      target = intoObject(child(target, part, () => node("object", part.range[0], kv.range[1] - part.range[0])));
    } else {
      const value = convert(kv.value);
      addProperty(target, keyName(part), propertyNode(keyNode(part), value));
    }
  });
}
function child(object, part, make) {
  const name2 = keyName(part);
  const found = keyIndex.get(object)?.get(name2)?.children?.[1];
  if (found) return found;
  const value = make();
  addProperty(object, name2, propertyNode(keyNode(part), value, value.offset + value.length));
  return value;
}
function addProperty(object, name2, property2) {
  object.children.push(property2);
  let index = keyIndex.get(object);
  if (!index) keyIndex.set(object, index = /* @__PURE__ */ new Map());
  if (!index.has(name2)) index.set(name2, property2);
}
function intoObject(n) {
  if (n.type === "array") return n.children[n.children.length - 1] ?? n;
  return n;
}
function keyNode(part) {
  return node("string", part.range[0], part.range[1] - part.range[0], keyName(part));
}
function keyName(part) {
  return part.type === "TOMLBare" ? part.name : part.value;
}
function convert(value) {
  const [start, end] = value.range;
  switch (value.type) {
    case "TOMLArray": {
      const array = node("array", start, end - start);
      for (const element of value.elements) array.children.push(convert(element));
      return array;
    }
    case "TOMLInlineTable": {
      const object = node("object", start, end - start);
      for (const kv of value.body) addKeyValue(object, kv);
      return object;
    }
    default:
      return value.kind === "string" || value.kind === "integer" || value.kind === "float" || value.kind === "boolean" ? scalarNode(value.value, start, end - start) : scalarNode(String(value.value instanceof Date ? value.value.toISOString() : value.value), start, end - start);
  }
}
function lowerFirst(message) {
  return message.charAt(0).toLowerCase() + message.slice(1);
}

// src/hosts/formats/yaml.ts
var yaml;
var load2 = () => yaml ??= require_dist();
var MAX_DEPTH = MAX_YAML_DEPTH;
var MAX_NODES = 2e5;
function parseYaml(text) {
  const doc = parseYamlDocument(text, { strict: true });
  if (doc.errors.length > 0) {
    return {
      tree: void 0,
      fatal: true,
      problems: doc.errors.map((e) => ({ offset: e.pos[0], length: Math.max(1, e.pos[1] - e.pos[0]), kind: "syntax", message: firstSentence(e.message) }))
    };
  }
  try {
    const tree = doc.contents ? convert2(doc, doc.contents, 0, { nodes: 0 }) : node("object", 0, 0);
    return { tree: linkParents(tree), problems: [], fatal: false };
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
    return { tree: void 0, fatal: true, problems: [{ offset: error.offset, length: 1, kind: "syntax", message: error.message }] };
  }
}
var TooLarge = class extends Error {
  constructor(offset, message) {
    super(message);
    this.offset = offset;
  }
  offset;
};
function convert2(doc, n, depth, count) {
  const { isAlias, isMap, isScalar, isSeq } = load2();
  const [start, end] = n.range ?? [0, 0];
  if (depth > MAX_DEPTH) throw new TooLarge(start, `YAML nested deeper than ${MAX_DEPTH} levels: no MCP config needs this, the file is likely corrupt or hostile`);
  if (++count.nodes > MAX_NODES) throw new TooLarge(start, `YAML expands to more than ${MAX_NODES} values (aliases repeating aliases): no MCP config needs this, the file is likely corrupt or hostile`);
  if (isAlias(n)) {
    const target = n.resolve(doc);
    return target ? convert2(doc, target, depth + 1, count) : node("null", start, end - start, null);
  }
  if (isMap(n)) {
    const object = node("object", start, end - start);
    for (const pair of n.items) {
      const key = pair.key;
      if (!key || !isScalar(key)) continue;
      const [ks, ke] = key.range ?? [0, 0];
      const keyNode2 = node("string", ks, ke - ks, String(key.value));
      const value = pair.value ? convert2(doc, pair.value, depth + 1, count) : node("null", ke, 0, null);
      object.children.push(propertyNode(keyNode2, value));
    }
    return object;
  }
  if (isSeq(n)) {
    const array = node("array", start, end - start);
    for (const item of n.items) {
      array.children.push(item ? convert2(doc, item, depth + 1, count) : node("null", start, 0, null));
    }
    return array;
  }
  if (isScalar(n)) return scalarNode(n.value, start, end - start);
  return node("null", start, end - start, null);
}
function firstSentence(message) {
  const line = message.split("\n")[0] ?? message;
  return line.replace(/ at line \d+, column \d+:?$/, "");
}

// src/hosts/formats/index.ts
var FORMAT_NAMES = { json: "JSON", yaml: "YAML", toml: "TOML" };
function formatOf(host) {
  return host.format ?? "json";
}
function parseDocument(text, host) {
  switch (formatOf(host)) {
    case "yaml":
      return parseYaml(text);
    case "toml":
      return parseToml(text);
    default:
      return parseJson(text, host.jsonc);
  }
}

// src/hosts/model.ts
var URL_KEYS = ["url", "serverUrl", "httpUrl"];
var DEFAULT_FIELDS = {
  type: [["type"]],
  command: [["command"]],
  args: [["args"]],
  env: [["env"]],
  url: URL_KEYS.map((k) => [k]),
  headers: [["headers"]]
};
function serverMapsOf(host, root) {
  if (host.serverMaps) return host.serverMaps(root);
  const maps = [];
  for (const key of [host.serverMapKey, ...host.foreignServerMapKeys]) {
    const node2 = property(root, key);
    if (node2) maps.push({ path: [key], node: node2, shape: "object", ignoredByHost: key !== host.serverMapKey });
  }
  return maps;
}
function buildModel(host, root) {
  const model = { host, root, serverMap: void 0, serverMaps: [], servers: [], hooks: [], inputsNode: void 0, inputs: [] };
  if (root?.type !== "object") return model;
  if (host.hookMaps) model.hooks = host.hookMaps(root).flatMap(hookCommands);
  model.serverMaps = serverMapsOf(host, root);
  model.serverMap = host.serverMaps ? model.serverMaps.find((m) => !m.ignoredByHost)?.node : property(root, host.serverMapKey);
  for (const map of model.serverMaps) {
    if (map.shape === "list") {
      (map.node.type === "array" ? map.node.children ?? [] : []).forEach((item, index) => {
        const nameNode = property(item, "name");
        const name2 = stringValue(nameNode);
        if (item.type !== "object" || name2 === void 0 || !nameNode || host.isBuiltin?.(item)) return;
        model.servers.push(buildServer(host, name2, nameNode, item, pointer(...map.path, index), map.ignoredByHost));
      });
      continue;
    }
    for (const entry of entries(map.node)) {
      if (entry.value.type !== "object" || host.isBuiltin?.(entry.value) || map.exclude?.includes(entry.key)) continue;
      model.servers.push(buildServer(host, entry.key, entry.keyNode, entry.value, pointer(...map.path, entry.key), map.ignoredByHost));
    }
  }
  if (host.inputs) {
    model.inputsNode = property(root, "inputs");
    (model.inputsNode?.children ?? []).forEach((item, i) => {
      const idNode = property(item, "id");
      const id = stringValue(idNode);
      if (id !== void 0 && idNode) {
        model.inputs.push({ id, node: item, idNode, pointer: pointer("inputs", i), password: property(item, "password")?.value === true });
      }
    });
  }
  return model;
}
function nodeAt(node2, keys) {
  let at = node2;
  for (const key of keys) at = property(at, key);
  return at;
}
function buildServer(host, name2, keyNode2, node2, at, ignoredByHost) {
  const paths = (field) => host.serverFields?.[field] ?? DEFAULT_FIELDS[field];
  const find = (field) => {
    for (const keys of paths(field)) {
      const n = nodeAt(node2, keys);
      if (n) return [n, keys];
    }
    return [void 0, []];
  };
  const str = (field) => {
    for (const keys of paths(field)) {
      const n = nodeAt(node2, keys);
      const v = stringValue(n);
      if (v !== void 0 && n) return { value: v, node: n, pointer: `${at}${pointer(...keys)}` };
    }
    return void 0;
  };
  const keyed = (field) => {
    const [n, keys] = find(field);
    return [
      n,
      entries(n).map((e) => ({
        key: e.key,
        keyNode: e.keyNode,
        valueNode: e.value,
        value: stringValue(e.value),
        pointer: `${at}${pointer(...keys, e.key)}`
      }))
    ];
  };
  const [commandNode, commandKeys] = find("command");
  const commandList = host.commandArray && commandNode?.type === "array" ? commandNode : void 0;
  const [argsNode, argsKeys] = commandList ? [commandList, commandKeys] : find("args");
  const args = [];
  if (argsNode?.type === "array") {
    (argsNode.children ?? []).forEach((child2, index) => {
      const v = stringValue(child2);
      if (commandList && index === 0) return;
      if (v !== void 0) args.push({ value: v, node: child2, pointer: `${at}${pointer(...argsKeys, index)}`, index });
    });
  }
  const [envNode, env] = keyed("env");
  const [headersNode, headers] = keyed("headers");
  const type = str("type");
  const url = str("url");
  const first = commandList?.children?.[0];
  const command = commandList ? stringValue(first) !== void 0 && first ? { value: stringValue(first), node: first, pointer: `${at}${pointer(...commandKeys, 0)}` } : void 0 : str("command");
  const server = {
    name: name2,
    keyNode: keyNode2,
    node: node2,
    pointer: at,
    ignoredByHost,
    type,
    transport: transportOf(host, type?.value, command !== void 0, url?.value),
    command,
    argsNode,
    args,
    envNode,
    env,
    url,
    headersNode,
    headers,
    launch: command ? parseLaunch(command.value, args.map((a) => a.value)) : void 0
  };
  if (host.isDisabled?.(node2)) server.disabled = true;
  return server;
}
function transportOf(host, type, hasCommand, url) {
  if (type !== void 0 && host.transportAliases && Object.hasOwn(host.transportAliases, type)) return host.transportAliases[type];
  switch (type) {
    case "stdio":
    case "http":
    case "sse":
    case "streamable-http":
    case "ws":
      return type;
    case void 0:
      if (hasCommand) return "stdio";
      if (url) return /^wss?:/i.test(url) ? "ws" : "http";
      return "unknown";
    default:
      return "unknown";
  }
}
function hookCommands(map) {
  const out = [];
  const add = (hook, at, name2, label) => {
    const commandNode = property(hook, "command");
    const command = stringValue(commandNode);
    if (command === void 0 || !commandNode) return;
    const argsNode = property(hook, "args");
    const args = [];
    (argsNode?.type === "array" ? argsNode.children ?? [] : []).forEach((child2, index) => {
      const v = stringValue(child2);
      if (v !== void 0) args.push({ value: v, node: child2, pointer: `${at}/args/${index}`, index });
    });
    out.push({
      name: name2,
      kind: "hook",
      label,
      keyNode: commandNode,
      node: hook,
      pointer: at,
      ignoredByHost: false,
      type: void 0,
      transport: "stdio",
      command: { value: command, node: commandNode, pointer: `${at}/command` },
      argsNode,
      args,
      envNode: void 0,
      env: [],
      url: void 0,
      headersNode: void 0,
      headers: [],
      launch: parseLaunch(command, args.map((a) => a.value))
    });
  };
  if (map.shape === "monitors") {
    (map.node.type === "array" ? map.node.children ?? [] : []).forEach((monitor, i) => {
      const name2 = stringValue(property(monitor, "name")) ?? String(i);
      add(monitor, pointer(...map.path, i), name2, `monitor ${JSON.stringify(name2)}`);
    });
    return out;
  }
  if (map.shape === "lsp") {
    for (const e of entries(map.node)) add(e.value, pointer(...map.path, e.key), e.key, `LSP server ${JSON.stringify(e.key)}`);
    return out;
  }
  for (const event of entries(map.node)) {
    (event.value.type === "array" ? event.value.children ?? [] : []).forEach((group, g) => {
      const list = property(group, "hooks");
      const matcher = stringValue(property(group, "matcher"));
      (list?.type === "array" ? list.children ?? [] : []).forEach((hook, h) => {
        const type = stringValue(property(hook, "type"));
        if (type !== void 0 && type !== "command") return;
        add(hook, pointer(...map.path, event.key, g, "hooks", h), `${event.key}[${g}]`, `hook ${event.key}${matcher ? ` (${JSON.stringify(matcher)})` : ""}`);
      });
    });
  }
  return out;
}

export {
  LOCKFILES,
  findProjectRoot,
  lockfileCandidates,
  NO_PROJECT,
  loadProjectFacts,
  parseToml,
  FORMAT_NAMES,
  formatOf,
  parseDocument,
  buildModel
};
