import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  SUPPRESSION_SCHEMA,
  isCalendarDate,
  parseSuppression
} from "./chunk-XVJOWXRD.js";
import {
  ALL_RULES
} from "./chunk-AQY7MJY3.js";
import {
  discover
} from "./chunk-LJIYFEGD.js";
import {
  CONFIG_LOCATIONS,
  MCP_RULES,
  hostForPath
} from "./chunk-EHLTFN4A.js";
import "./chunk-LQ224KYA.js";
import {
  KeywordSearch,
  SKILL_FILE,
  SKILL_RULES,
  lintMcpSource,
  lintSkill,
  loadSkill,
  withSkillMdText
} from "./chunk-2OVDAXLO.js";
import {
  lockRootFor,
  projectStart,
  repositoryPath,
  skillLockKey
} from "./chunk-7W2JEOOW.js";
import {
  FileReadError,
  LOCKFILES,
  LOCK_FILE_NAME,
  LockError,
  MAX_FILE_BYTES,
  PEM_HEADER,
  TOKEN_FORMATS,
  atRelease,
  closest,
  describeParseError,
  findProjectRoot,
  formatLiterals,
  isPlaceholder,
  loadProjectFacts,
  lockfileCandidates,
  parse,
  positionAt,
  printParseErrorCode,
  readLock,
  readRegularFile,
  redact,
  sourceFromText
} from "./chunk-GXXKHKKD.js";
import {
  __commonJS,
  __require,
  __toESM,
  isUnprintable
} from "./chunk-H5NEIHFH.js";

// node_modules/ignore/index.js
var require_ignore = __commonJS({
  "node_modules/ignore/index.js"(exports, module) {
    function makeArray(subject) {
      return Array.isArray(subject) ? subject : [subject];
    }
    var UNDEFINED = void 0;
    var EMPTY = "";
    var SPACE = " ";
    var ESCAPE = "\\";
    var REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/;
    var BOM = "\uFEFF";
    var REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/;
    var REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/;
    var REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/;
    var REGEX_SPLITALL_CRLF = /\r?\n/g;
    var DOUBLE_SLASH = "//";
    var SLASH_CODE = 47;
    var DOT_CODE = 46;
    var SLASH = "/";
    var TMP_KEY_IGNORE = "node-ignore";
    if (typeof Symbol !== "undefined") {
      TMP_KEY_IGNORE = /* @__PURE__ */ Symbol.for("node-ignore");
    }
    var KEY_IGNORE = TMP_KEY_IGNORE;
    var define = (object, key, value) => {
      Object.defineProperty(object, key, { value });
      return value;
    };
    var RETURN_FALSE = () => false;
    var POSIX_CLASSES = {
      alnum: "0-9A-Za-z",
      alpha: "A-Za-z",
      blank: " \\t",
      cntrl: "\\x00-\\x1f\\x7f",
      digit: "0-9",
      graph: "!-.0-~",
      lower: "a-z",
      print: " -.0-~",
      punct: "!-.:-@\\[-`{-~",
      // git's `sane-ctype.h` classifies \v and \f as control, not space,
      //   unlike C's `isspace`
      space: " \\t\\n\\r",
      upper: "A-Z",
      xdigit: "0-9A-Fa-f"
    };
    var CLASS_MEMBERS_TO_ESCAPE = "\\]^-[";
    var escapeMember = (char) => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0 ? char : ESCAPE + char;
    var NON_SLASH = "(?!\\/)";
    var classSource = (negated, body) => {
      if (negated) {
        return `[^\\/${body}]`;
      }
      const source = `[${body}]`;
      return new RegExp(source).test("/") ? NON_SLASH + source : source;
    };
    var scanBracket = (pattern, start) => {
      const { length } = pattern;
      let index = start + 1;
      let negated = EMPTY;
      const lead = pattern[index];
      if (lead === "!" || lead === "^") {
        negated = "^";
        index++;
      }
      let body = EMPTY;
      let prev = EMPTY;
      for (; ; ) {
        const char = pattern[index];
        if (char === UNDEFINED) {
          return null;
        }
        if (char === ESCAPE) {
          const escaped = pattern[++index];
          body += escapeMember(escaped);
          prev = escaped;
        } else if (char === "-" && prev && index + 1 < length && pattern[index + 1] !== "]") {
          index++;
          let to = pattern[index];
          if (to === ESCAPE) {
            to = pattern[index += 1];
          }
          if (prev <= to) {
            body += `-${escapeMember(to)}`;
          }
          prev = EMPTY;
        } else if (char === "[" && pattern[index + 1] === ":") {
          const nameStart = index + 2;
          let end = nameStart;
          while (end < length && pattern[end] !== "]") {
            end++;
          }
          if (end === length) {
            return null;
          }
          if (end > nameStart && pattern[end - 1] === ":") {
            const name = pattern.slice(nameStart, end - 1);
            if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
              return null;
            }
            body += POSIX_CLASSES[name];
            prev = EMPTY;
            index = end;
          } else {
            body += escapeMember("[");
            prev = "[";
            index = nameStart - 2;
          }
        } else {
          body += escapeMember(char);
          prev = char;
        }
        index++;
        if (pattern[index] === "]") {
          return {
            end: index,
            source: classSource(negated, body)
          };
        }
      }
    };
    var NEVER_MATCH = "[]";
    var PLACEHOLDER = "\0";
    var REGEX_RESTORE_PLACEHOLDER = new RegExp(
      `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`,
      "g"
    );
    var TRAILING_WILDCARD = "\uE000";
    var TRAILING_DOUBLESTAR = "\uE001";
    var isReserved = (char) => char === PLACEHOLDER || char === TRAILING_WILDCARD || char === TRAILING_DOUBLESTAR;
    var extractBrackets = (pattern) => {
      const sources = [];
      const hold = (source) => `${PLACEHOLDER}${sources.push(source) - 1}${PLACEHOLDER}`;
      const { length } = pattern;
      let out = EMPTY;
      let index = 0;
      while (index < length) {
        const char = pattern[index];
        if (char === ESCAPE) {
          const escaped = pattern[index + 1];
          if (escaped === SLASH && index + 2 === length) {
            out += hold(NEVER_MATCH);
          } else if (escaped === "*" || escaped === "[" || escaped === SPACE) {
            out += pattern.slice(index, index + 2);
          } else {
            out += hold(
              REGEX_LITERAL_SPECIAL.test(escaped) ? ESCAPE + escaped : isReserved(escaped) ? `[${escaped}]` : escaped
            );
          }
          index += 2;
        } else if (isReserved(char)) {
          out += hold(`[${char}]`);
          index++;
        } else if (char === "[") {
          const scanned = scanBracket(pattern, index);
          if (scanned === null) {
            out += hold(NEVER_MATCH);
            index = length;
          } else {
            out += hold(scanned.source);
            index = scanned.end + 1;
          }
        } else {
          out += char;
          index++;
        }
      }
      return {
        source: out,
        sources
      };
    };
    var DIRECT = null;
    var REGEX_INNER_SLASH = /\/(?!$)/;
    var WILDCARD = "[^\\/]*";
    var REPLACERS = [
      // Replace (\ ) with ' '
      // Only a space: an escaped tab or other whitespace is already a literal by
      //   the time it reaches here, and a bare tab must be left as one, not turned
      //   into a space.
      // (\ ) -> ' '
      // (\\ ) -> '\\ '
      // (\\\ ) -> '\\ '
      [
        // A run of backslashes is taken whole, from its first one, so no match
        //   ever starts again inside it -- `(\\+?) ` did, which made a long run
        //   quadratic.
        /(\\+)( ?)/g,
        (_, run, space) => space ? run.slice(0, run.length - run.length % 2) + SPACE : run,
        ESCAPE + SPACE
      ],
      // git's wildmatch() reads a run of two or more asterisks as one globstar
      //   whenever the run fills a path segment: it starts the pattern or follows
      //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
      //   already `**`; a longer one is folded into `**` here, so the steps
      //   below only ever have to know `**`.
      // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
      // git also takes a run beside a literal prefix (`a***/b`) or beside an
      //   escaped slash (`***\/b`) as a globstar, and this does not; the README
      //   lists both, under "A run of asterisks".
      [
        /(^|\/)\*{3,}(?=\/|$)/g,
        (_, start) => `${start}**`,
        "*"
      ],
      // Escape metacharacters
      // which is written down by users but means special for regular expressions.
      // > There are 12 characters with special meanings:
      // > - the backslash \,
      // > - the caret ^,
      // > - the dollar sign $,
      // > - the period or dot .,
      // > - the vertical bar or pipe symbol |,
      // > - the question mark ?,
      // > - the asterisk or star *,
      // > - the plus sign +,
      // > - the opening parenthesis (,
      // > - the closing parenthesis ),
      // > - and the opening square bracket [,
      // > - the opening curly brace {,
      // > These special characters are often called "metacharacters".
      [
        /[\\$.|*+(){^]/g,
        (match) => `\\${match}`
      ],
      [
        // > a question mark (?) matches a single character
        /(?!\\)\?/g,
        () => "[^/]",
        "?"
      ],
      // leading slash
      [
        // > A leading slash matches the beginning of the pathname.
        // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
        // A leading slash matches the beginning of the pathname
        /^\//,
        () => "^",
        SLASH
      ],
      // replace special metacharacter slash after the leading slash
      [
        /\//g,
        () => "\\/",
        SLASH
      ],
      [
        // > A leading "**" followed by a slash means match in all directories.
        // > For example, "**/foo" matches file or directory "foo" anywhere,
        // > the same as pattern "foo".
        // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
        // >   under directory "foo".
        // Notice that the '*'s have been replaced as '\\*'
        /^\^*(?:\\\*\\\*\\\/)+/,
        // '**/foo' <-> 'foo'
        () => "(?:^|\\/)",
        "*"
      ],
      // starting
      [
        // there will be no leading '/'
        //   (which has been replaced by section "leading slash")
        // If starts with '**', adding a '^' to the regular expression also works
        DIRECT,
        (source, pattern) => {
          if (!source || source[0] === "^" || source[0] === "(") {
            return source;
          }
          const anchor = !REGEX_INNER_SLASH.test(pattern) ? "(?:^|\\/)" : "^";
          return anchor + source;
        }
      ],
      // two globstars
      [
        // Use lookahead assertions so that we could match more than one `'/**'`
        /\\\/\\\*\\\*(?=\\\/|$)/g,
        // Zero, one or several directories
        // should not use '*', or it will be replaced by the next replacer
        // Check if it is not the last `'/**'`
        (_, index, str) => index + 6 < str.length ? str.slice(index + 6) === "\\/" ? "(?:\\/[^\\/]+)+" : "(?:\\/[^\\/]+)*" : `\\/${TRAILING_DOUBLESTAR}`,
        "*"
      ],
      // normal intermediate wildcards
      [
        // Never replace escaped '*'
        // ignore rule '\*' will match the path '*'
        // 'abc.*/' -> go
        // 'abc.*'  -> skip this rule,
        //    coz trailing single wildcard will be handed by [trailing wildcard]
        /(^|[^\\])(?:\\\*)+(?!$)/g,
        // '*.js' matches '.js'
        // '*.js' doesn't match 'abc'
        // 1. An asterisk "*" matches anything except a slash.
        // 2. Other consecutive asterisks are considered regular asterisks
        //    and collapse into one non-slash wildcard run.
        (_, p1) => p1 + WILDCARD,
        "*"
      ],
      // trailing wildcard, held apart from a literal star
      [
        // The step above leaves a trailing `*` alone, so a single `\*` is all that
        //   can be left at the end here, and what stands in front of it says which
        //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
        //   nothing before it; a literal arrives as the user's own escape, which
        //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
        //   There is no third case: every backslash still reaching the chain is
        //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
        //   own character, so a longer run can never form. This runs while the
        //   two are still distinct, before the unescape steps below collapse the
        //   literal onto the very `\*` a wildcard leaves behind.
        /(^|[^\\])((?:\\\\)*)\\\*$/,
        (match, p1, p2) => p2 === EMPTY ? p1 + TRAILING_WILDCARD : match,
        "*"
      ],
      [
        // unescape, revert step 3 except for back slash
        // For example, if a user escape a '\\*',
        // after step 3, the result will be '\\\\\\*'
        /\\\\\\(?=[$.|*+(){^])/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // '\\\\' -> '\\'
        /\\\\/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // Every real bracket expression -- POSIX classes included -- has already
        //   been held aside by `extractBrackets`, so the only `[` left in the
        //   pattern is an escaped, literal one.
        // A backslash could only stand at the end of the range if it quoted the
        //   `]`, and `\]` is held aside long before this.
        /\\\[([^\]/]*?)($|\])/g,
        // '\\[bar]' -> '\\\\[bar]'
        (match, range, close) => `\\[${range}${close}`,
        "["
      ],
      // ending
      [
        // 'js' will not match 'js.'
        // 'ab' will not match 'abc'
        DIRECT,
        // WTF!
        // https://git-scm.com/docs/gitignore
        // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
        // which re-fixes #24, #38
        // > If there is a separator at the end of the pattern then the pattern
        // > will only match directories, otherwise the pattern can match both
        // > files and directories.
        // 'js*' will not match 'a.js'
        // 'js/' will not match 'a.js'
        // 'js' will match 'a.js' and 'a.js/'
        (source) => {
          const last = source[source.length - 1];
          if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
            return source;
          }
          return last === SLASH ? `${source}$` : `${source}(?=$|\\/$)`;
        }
      ]
    ];
    var REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/;
    var MODE_IGNORE = "regex";
    var MODE_CHECK_IGNORE = "checkRegex";
    var UNDERSCORE = "_";
    var replaceTrailingWildcard = (_, p1) => {
      const prefix = p1 ? `${p1}[^/]+` : "[^/]*";
      return `${prefix}(?=$|\\/$)`;
    };
    var REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/;
    var replaceTrailingDoublestar = () => "[\\s\\S]";
    var separatorAfter = (run, at) => {
      let separator = EMPTY;
      for (let index = at + 1; index < run.length && !run[index].wildcard; index++) {
        separator += run[index].single;
      }
      return separator;
    };
    var pinWildcards = (source) => {
      if (source.indexOf(WILDCARD) < 0) {
        return source;
      }
      const tokens = [];
      const { length } = source;
      let index = 0;
      while (index < length) {
        const char = source[index];
        if (source.startsWith(WILDCARD, index)) {
          tokens.push({ wildcard: true });
          index += WILDCARD.length;
        } else if (char === "[") {
          let end = index + 1;
          if (source[end] === "^") {
            end++;
          }
          if (source[end] === "]") {
            end++;
          }
          while (end < length && source[end] !== "]") {
            end += source[end] === ESCAPE ? 2 : 1;
          }
          end++;
          tokens.push({ single: source.slice(index, end) });
          index = end;
        } else if (char === ESCAPE) {
          tokens.push({ single: source.slice(index, index + 2) });
          index += 2;
        } else if (char === "(") {
          let depth = 0;
          let end = index;
          do {
            if (source[end] === ESCAPE) {
              end++;
            } else if (source[end] === "(") {
              depth++;
            } else if (source[end] === ")") {
              depth--;
            }
            end++;
          } while (end < length && depth > 0);
          if ("*+?".indexOf(source[end]) >= 0) {
            end++;
          }
          tokens.push({ boundary: source.slice(index, end) });
          index = end;
        } else if (char === "^" || char === "$") {
          tokens.push({ boundary: char });
          index++;
        } else {
          tokens.push({ single: char });
          index++;
        }
      }
      let out = EMPTY;
      let run = [];
      const flush = () => {
        let lastWildcard;
        run.forEach((token, at) => {
          if (token.wildcard) {
            lastWildcard = at;
          }
        });
        run.forEach((token, at) => {
          if (!token.wildcard) {
            out += token.single;
            return;
          }
          out += at === lastWildcard ? WILDCARD : `(?:(?!${separatorAfter(run, at)})[^\\/])*`;
        });
        run = [];
      };
      tokens.forEach((token) => {
        if (token.boundary === void 0) {
          run.push(token);
          return;
        }
        flush();
        out += token.boundary;
      });
      flush();
      return out;
    };
    var makeRegexPrefix = (pattern) => {
      if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
        pattern = "**";
      }
      const { source, sources } = extractBrackets(pattern);
      const replaced = REPLACERS.reduce(
        // A pass whose matcher finds nothing hands back the very string it was
        //   given, so asking first costs a search and saves a rewrite. Ten of the
        //   fifteen passes never fire for a typical .gitignore line, and between
        //   them they were 45% of this chain.
        (prev, [matcher, replacer, required]) => {
          if (matcher === DIRECT) {
            return replacer(prev, pattern);
          }
          if (required !== UNDEFINED && prev.indexOf(required) < 0) {
            return prev;
          }
          return matcher.test(prev) ? prev.replace(matcher, replacer.bind(pattern)) : prev;
        },
        source
      );
      return sources.length ? replaced.replace(
        REGEX_RESTORE_PLACEHOLDER,
        (match, index) => sources[index]
      ) : replaced;
    };
    var checkSourceOf = (body, prefix) => {
      if (body[body.length - 1] === SLASH) {
        prefix = makeRegexPrefix(body.slice(0, -1));
      }
      const head = prefix.slice(0, -1);
      const last = prefix[prefix.length - 1];
      return last === TRAILING_WILDCARD ? `${head}$` : last === TRAILING_DOUBLESTAR ? head : NEVER_MATCH;
    };
    var matchesBasename = (body) => {
      const index = body.indexOf(SLASH);
      return index < 0 || index === body.length - 1;
    };
    var basenameOf = (path5) => {
      const end = path5.length - 1;
      const index = path5.lastIndexOf(
        SLASH,
        path5[end] === SLASH ? end - 1 : end
      );
      return index < 0 ? path5 : path5.slice(index + 1);
    };
    var parentOf = (path5) => {
      if (path5.charCodeAt(0) === SLASH_CODE || path5.indexOf(DOUBLE_SLASH) >= 0) {
        const slices = path5.split(SLASH).filter(Boolean);
        slices.pop();
        return slices.length ? slices.join(SLASH) + SLASH : EMPTY;
      }
      const end = path5.length - 1;
      const cut = path5.lastIndexOf(
        SLASH,
        path5.charCodeAt(end) === SLASH_CODE ? end - 1 : end
      );
      return cut < 0 ? EMPTY : path5.slice(0, cut + 1);
    };
    var isString = (subject) => typeof subject === "string";
    var checkPattern = (pattern) => pattern && isString(pattern);
    var splitPattern = (pattern) => (pattern[pattern.length - 1] === "\r" ? pattern.slice(0, -1) : pattern).split(REGEX_SPLITALL_CRLF).filter(Boolean);
    var IgnoreRule = class {
      constructor(pattern, mark, body, ignoreCase, negative, prefix) {
        this.pattern = pattern;
        this.mark = mark;
        this.negative = negative;
        define(this, "body", body);
        define(this, "ignoreCase", ignoreCase);
        define(this, "regexPrefix", prefix);
      }
      // Worked out on first use and kept behind an own property, the way `regex`
      //   caches itself in `_regex`. Deciding it in the constructor instead would
      //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
      //   every compile -- including the compiles of rules that are never matched
      //   against anything.
      get _basenameOnly() {
        return define(this, "_basenameOnly", matchesBasename(this.body));
      }
      get regex() {
        const key = UNDERSCORE + MODE_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_IGNORE, key);
      }
      get checkRegex() {
        const key = UNDERSCORE + MODE_CHECK_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_CHECK_IGNORE, key);
      }
      _make(mode, key) {
        const str = pinWildcards(
          mode === MODE_IGNORE ? this.regexPrefix.replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard).replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar) : checkSourceOf(this.body, this.regexPrefix)
        );
        const regex = this.ignoreCase ? new RegExp(str, "i") : new RegExp(str);
        return define(this, key, regex);
      }
    };
    var hasTrailingBackslash = (str) => {
      let count = 0;
      while (str[str.length - count - 1] === ESCAPE) {
        count++;
      }
      return count % 2 === 1;
    };
    var trimEnd = (body, stripLineEnd) => {
      let lineEnd = body.length;
      let end;
      for (; ; ) {
        if (stripLineEnd && body[lineEnd - 1] === "\r") {
          lineEnd--;
        }
        end = lineEnd;
        while (body[end - 1] === SPACE) {
          end--;
        }
        if (!stripLineEnd || body[end - 1] !== "\n") {
          break;
        }
        lineEnd = end - 1;
      }
      if (end === lineEnd) {
        return body.slice(0, lineEnd);
      }
      let backslashes = 0;
      while (body[end - backslashes - 1] === ESCAPE) {
        backslashes++;
      }
      return backslashes % 2 ? body.slice(0, end - 1) + SPACE : body.slice(0, end);
    };
    var createRule = (pattern, mark, ignoreCase, stripLineEnd, stripBOM) => {
      let body = stripBOM && pattern[0] === BOM ? pattern.slice(1) : pattern;
      if (body[0] === "#") {
        return;
      }
      let negative = false;
      if (body[0] === "!") {
        negative = true;
        body = body.slice(1);
      }
      const last = body[body.length - 1];
      if (last === SPACE || stripLineEnd && (last === "\r" || last === "\n")) {
        body = trimEnd(body, stripLineEnd);
      }
      if (!body || hasTrailingBackslash(body)) {
        return;
      }
      body = body.replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, "!").replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, "#");
      const regexPrefix = makeRegexPrefix(body);
      return new IgnoreRule(
        pattern,
        mark,
        body,
        ignoreCase,
        negative,
        regexPrefix
      );
    };
    var RuleManager = class {
      constructor(ignoreCase) {
        this._ignoreCase = ignoreCase;
        this._rules = [];
        this._basenameCount = 0;
      }
      _add(pattern, index) {
        if (pattern && pattern[KEY_IGNORE]) {
          this._rules = this._rules.concat(pattern._rules._rules);
          this._basenameCount += pattern._rules._basenameCount;
          this._added = true;
          return;
        }
        const isStr = isString(pattern);
        const raw = isStr ? pattern : pattern.pattern;
        const rule = checkPattern(raw) && createRule(
          raw,
          isStr ? UNDEFINED : pattern.mark,
          this._ignoreCase,
          !this._split,
          this._stripBOM && !index
        );
        if (rule) {
          this._added = true;
          this._rules.push(rule);
          if (matchesBasename(rule.body)) {
            this._basenameCount++;
          }
        }
      }
      // @param {Array<string> | string | Ignore} pattern
      add(pattern) {
        this._added = false;
        this._split = isString(pattern);
        this._stripBOM = !this._split || pattern[0] === BOM;
        makeArray(
          this._split ? splitPattern(pattern) : pattern
        ).forEach(this._add, this);
        if (this._added) {
          this._literalRules = UNDEFINED;
        }
        return this._added;
      }
      // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
      //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
      //   are left out once, rather than tested or compiled for every path.
      testLiteral(path5) {
        const rules2 = this._literalRules || (this._literalRules = this._rules.filter(
          ({ body }) => body[body.length - (body[body.length - 1] === SLASH ? 2 : 1)] === "*"
        ));
        let ignored = false;
        let unignored = false;
        let matchedRule;
        for (let index = rules2.length - 1; index >= 0; index--) {
          const rule = rules2[index];
          if (rule.checkRegex.test(path5)) {
            ignored = !rule.negative;
            unignored = rule.negative;
            matchedRule = rule.negative ? UNDEFINED : rule;
            break;
          }
        }
        const ret = {
          ignored,
          unignored
        };
        if (matchedRule) {
          ret.rule = matchedRule;
        }
        return ret;
      }
      // Test one single path without recursively checking parent directories
      //
      // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`
      // @returns {TestResult}
      test(path5, mode) {
        const rules2 = this._rules;
        const { length } = rules2;
        const shortcut = this._basenameCount * 2 >= length;
        const basename = shortcut ? basenameOf(path5) : path5;
        for (let index = length - 1; index >= 0; index--) {
          const rule = rules2[index];
          if (rule[mode].test(
            shortcut && rule._basenameOnly ? basename : path5
          )) {
            const { negative } = rule;
            const ret = {
              ignored: !negative,
              unignored: negative
            };
            if (!negative) {
              ret.rule = rule;
            }
            return ret;
          }
        }
        return {
          ignored: false,
          unignored: false
        };
      }
    };
    var throwError = (message, Ctor) => {
      throw new Ctor(message);
    };
    var checkPath = (path5, originalPath, doThrow) => {
      if (!isString(path5)) {
        return doThrow(
          `path must be a string, but got \`${originalPath}\``,
          TypeError
        );
      }
      if (!path5) {
        return doThrow(`path must not be empty`, TypeError);
      }
      if (checkPath.isNotRelative(path5)) {
        const r = "`path.relative()`d";
        return doThrow(
          `path should be a ${r} string, but got "${originalPath}"`,
          RangeError
        );
      }
      return true;
    };
    var isNotRelative = (path5) => {
      const first = path5.charCodeAt(0);
      if (first === SLASH_CODE) {
        return true;
      }
      if (first !== DOT_CODE) {
        return false;
      }
      if (path5.length === 1) {
        return true;
      }
      const second = path5.charCodeAt(1);
      if (second === SLASH_CODE) {
        return true;
      }
      if (second !== DOT_CODE) {
        return false;
      }
      return path5.length === 2 || path5.charCodeAt(2) === SLASH_CODE;
    };
    checkPath.isNotRelative = isNotRelative;
    checkPath.convert = (p) => p;
    var convertPath = (target) => isString(target) && checkPath.convert(target);
    var Ignore = class {
      constructor({
        ignorecase = true,
        ignoreCase = ignorecase,
        allowRelativePaths = false
      } = {}) {
        define(this, KEY_IGNORE, true);
        this._rules = new RuleManager(ignoreCase);
        this._strictPathCheck = !allowRelativePaths;
        this._initCache();
      }
      _initCache() {
        this._ignoreCache = /* @__PURE__ */ Object.create(null);
        this._testCache = /* @__PURE__ */ Object.create(null);
      }
      add(pattern) {
        if (this._rules.add(pattern)) {
          this._initCache();
        }
        return this;
      }
      // legacy
      addPattern(pattern) {
        return this.add(pattern);
      }
      // @returns {TestResult}
      _test(originalPath, cache, path5) {
        checkPath(
          path5,
          originalPath,
          this._strictPathCheck ? throwError : RETURN_FALSE
        );
        return path5 ? this._t(path5, cache) : {
          ignored: false,
          unignored: false
        };
      }
      checkIgnore(target) {
        const path5 = convertPath(target);
        if (!path5 || path5.charCodeAt(path5.length - 1) !== SLASH_CODE) {
          return this._test(target, this._testCache, path5);
        }
        const dir = this._t(path5, this._testCache);
        if (dir.ignored) {
          return dir;
        }
        const literal = this._rules.testLiteral(path5);
        return literal.ignored || literal.unignored ? literal : dir;
      }
      _t(path5, cache) {
        const cached = cache[path5];
        if (cached) {
          return cached;
        }
        const parentPath = parentOf(path5);
        const parent = parentPath ? this._t(parentPath, cache) : UNDEFINED;
        return cache[path5] = parent && parent.ignored ? parent : this._rules.test(path5, MODE_IGNORE);
      }
      ignores(path5) {
        return this._test(path5, this._ignoreCache, convertPath(path5)).ignored;
      }
      createFilter() {
        return (path5) => !this.ignores(path5);
      }
      filter(paths) {
        return makeArray(paths).filter(this.createFilter());
      }
      // @returns {TestResult}
      test(path5) {
        return this._test(path5, this._testCache, convertPath(path5));
      }
    };
    var factory = (options) => new Ignore(options);
    var isPathValid = (path5) => checkPath(convertPath(path5), path5, RETURN_FALSE);
    var setupWindows = () => {
      const makePosix = (str) => /^\\\\\?\\/.test(str) || /["<>|\u0000-\u001F]+/u.test(str) ? str : str.replace(/\\/g, "/");
      checkPath.convert = makePosix;
      const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i;
      checkPath.isNotRelative = (path5) => REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path5) || isNotRelative(path5);
    };
    if (
      // Detect `process` so that it can run in browsers.
      typeof process !== "undefined" && process.platform === "win32"
    ) {
      setupWindows();
    }
    module.exports = factory;
    factory.default = factory;
    module.exports.isPathValid = isPathValid;
    define(module.exports, /* @__PURE__ */ Symbol.for("setupWindows"), setupWindows);
  }
});

// src/eslint/index.ts
import json from "@eslint/json";

// src/core/config.ts
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
var CONFIG_FILE_NAME = "mcp-audit.config.json";
var ConfigError = class extends Error {
  constructor(file, reason) {
    super(`${file}: ${reason}`);
    this.file = file;
    this.reason = reason;
    this.name = "ConfigError";
  }
  file;
  reason;
};
var SEVERITY_OR_OFF = { enum: ["error", "warning", "info", "off"] };
var CONFIG_SCHEMA = {
  $id: "https://github.com/mcp-audit/mcp-audit/schema/config.json",
  type: "object",
  additionalProperties: false,
  properties: {
    $schema: { type: "string" },
    rules: {
      type: "object",
      additionalProperties: {
        oneOf: [
          SEVERITY_OR_OFF,
          { type: "array", minItems: 1, maxItems: 2, items: [SEVERITY_OR_OFF, { type: "object" }], additionalItems: false }
        ]
      }
    },
    ignorePatterns: { type: "array", items: { type: "string", minLength: 1 } },
    ignore: SUPPRESSION_SCHEMA,
    failOn: { enum: ["error", "warning", "info"] },
    minConfidence: { enum: ["high", "medium"] },
    allow: {
      type: "object",
      additionalProperties: false,
      properties: {
        packages: { type: "array", items: { type: "string", minLength: 1 } },
        domains: { type: "array", items: { type: "string", minLength: 1 } },
        servers: { type: "array", items: { type: "string", minLength: 1 } }
      }
    },
    skills: {
      type: "object",
      additionalProperties: false,
      properties: { profile: { type: "string", minLength: 1 } }
    }
  }
};
var requireLazily = createRequire(import.meta.url);
function emptyConfig(baseDir) {
  return { source: void 0, baseDir, settings: /* @__PURE__ */ new Map(), ignorePatterns: [], failOn: void 0, minConfidence: void 0, allow: { packages: [], domains: [], servers: [] }, skillProfile: void 0, suppressions: [] };
}
function loadConfig(cwd, knownRuleIds, explicit) {
  const found = explicit ? { file: path.resolve(cwd, explicit), key: void 0 } : findConfig(cwd);
  if (!found) return emptyConfig(cwd);
  const shown = displayName(cwd, found.file);
  let text;
  try {
    text = readRegularFile(found.file, { maxBytes: MAX_FILE_BYTES, followSymlink: true }).bytes.toString("utf8");
  } catch (error) {
    if (!(error instanceof FileReadError)) throw error;
    throw new ConfigError(shown, error.code === "ENOENT" ? "no such file" : error.reason);
  }
  const errors = [];
  const parsed = parse(text, errors, { allowTrailingComma: true });
  if (errors.length > 0) {
    const at = positionAt(sourceFromText(found.file, shown, text), errors[0].offset);
    throw new ConfigError(shown, `invalid JSON at line ${at.line}, column ${at.column}: ${describeParseError(printParseErrorCode(errors[0].error))}`);
  }
  const data = found.key ? parsed?.[found.key] : parsed;
  const where = found.key ? `${shown} ("${found.key}")` : shown;
  return fromData(data, where, path.dirname(found.file), knownRuleIds);
}
function findConfig(cwd) {
  for (let dir = cwd; ; ) {
    const file = path.join(dir, CONFIG_FILE_NAME);
    if (fs.existsSync(file)) return { file, key: void 0 };
    const pkg = path.join(dir, "package.json");
    if (fs.existsSync(pkg)) {
      try {
        const data = JSON.parse(readRegularFile(pkg, { maxBytes: MAX_FILE_BYTES, followSymlink: true }).bytes.toString("utf8"));
        if (data && typeof data === "object" && "mcp-audit" in data) return { file: pkg, key: "mcp-audit" };
      } catch {
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir || fs.existsSync(path.join(dir, ".git"))) return void 0;
    dir = parent;
  }
}
function fromData(data, where, baseDir, knownRuleIds) {
  const { Ajv } = __require("./vendor/ajv.cjs");
  const schema = JSON.parse(JSON.stringify(CONFIG_SCHEMA));
  const validate = new Ajv({ allErrors: false, strict: false }).compile(schema);
  if (!validate(data)) {
    const errors = validate.errors ?? [];
    throw new ConfigError(where, describeSchemaError(errors.find((e) => e.keyword === "oneOf") ?? errors[0]));
  }
  const config = data;
  const settings2 = /* @__PURE__ */ new Map();
  for (const [id, value] of Object.entries(config.rules ?? {})) {
    if (!knownRuleIds.includes(id)) {
      const guess = id.length <= MAX_SHOWN_KEY ? closest(id, knownRuleIds) : void 0;
      throw new ConfigError(where, `"rules.${shownKey(id)}" is not a rule${guess ? ` (did you mean "${guess}"?)` : ""}: see mcp-audit --list-rules`);
    }
    const [severity, options] = Array.isArray(value) ? value : [value, void 0];
    settings2.set(id, { severity, ...options ? { options } : {} });
  }
  const suppressions = [];
  for (const [id, entries] of Object.entries(config.ignore ?? {})) {
    if (!knownRuleIds.includes(id)) {
      const guess = id.length <= MAX_SHOWN_KEY ? closest(id, knownRuleIds) : void 0;
      throw new ConfigError(where, `"ignore.${shownKey(id)}" is not a rule${guess ? ` (did you mean "${guess}"?)` : ""}: see mcp-audit --list-rules`);
    }
    entries.forEach((entry, i) => {
      if (entry.until !== void 0 && !isCalendarDate(entry.until)) throw new ConfigError(where, `"ignore.${id}[${i}].until" is not a date: write YYYY-MM-DD, e.g. "2026-12-31"`);
      suppressions.push(parseSuppression(id, i, entry));
    });
  }
  return {
    source: where,
    baseDir,
    settings: settings2,
    ignorePatterns: config.ignorePatterns ?? [],
    failOn: config.failOn,
    minConfidence: config.minConfidence,
    allow: { packages: config.allow?.packages ?? [], domains: config.allow?.domains ?? [], servers: config.allow?.servers ?? [] },
    skillProfile: config.skills?.profile,
    suppressions
  };
}
function describeSchemaError(error) {
  if (!error) return "invalid configuration";
  const suppression = /^\/ignore\/([^/]+)\/(\d+)(?:\/(\w+))?$/.exec(error.instancePath);
  if (suppression) {
    const at2 = `ignore.${shownKey(suppression[1].replace(/~1/g, "/").replace(/~0/g, "~"))}[${suppression[2]}]`;
    if (error.keyword === "type" && suppression[3] === void 0) return `"${at2}" must be an object { "path": "\u2026", "reason": "\u2026" }: a suppression says why (string forms go in "path": "file:12", "file#server", a glob)`;
    if (error.keyword === "required") return `"${at2}" needs a "${error.params.missingProperty}": ${error.params.missingProperty === "reason" ? "say why this finding is accepted, so the next reader knows" : "name the file (a gitignore-style pattern from the config's folder)"}`;
    if (error.keyword === "additionalProperties") return `"${at2}" has an unknown key "${shownKey(String(error.params.additionalProperty))}": use path, line, server, reason, until`;
    if (suppression[3] === "until") return `"${at2}.until" is not a date: write YYYY-MM-DD, e.g. "2026-12-31"`;
    if (suppression[3] === "reason") return `"${at2}.reason" is empty: say why this finding is accepted`;
    return `"${at2}${suppression[3] ? `.${suppression[3]}` : ""}" ${error.message ?? "is invalid"}`;
  }
  const at = error.instancePath.replace(/^\//, "").replace(/\//g, ".") || "(top level)";
  const shownAt = shownKey(at);
  if (error.keyword === "additionalProperties") {
    const key = String(error.params.additionalProperty);
    const known = Object.keys(CONFIG_SCHEMA.properties[at]?.properties ?? (at === "(top level)" ? CONFIG_SCHEMA.properties : {}));
    const guess = key.length <= MAX_SHOWN_KEY ? closest(key, known) : void 0;
    return `unknown key "${at === "(top level)" ? shownKey(key) : `${shownKey(at)}.${shownKey(key)}`}"${guess ? ` (did you mean "${guess}"?)` : ""}`;
  }
  if (error.keyword === "enum") return `"${shownAt}" must be one of ${error.params.allowedValues.map((v) => `"${v}"`).join(", ")}`;
  if (error.keyword === "oneOf") return `"${shownAt}" must be a severity ("error", "warning", "info", "off") or [severity, { options }]`;
  return `"${shownAt}" ${error.message ?? "is invalid"}`;
}
var MAX_SHOWN_KEY = 80;
function shownKey(key) {
  const chars = Array.from(key);
  return chars.length <= MAX_SHOWN_KEY ? key : `${chars.slice(0, MAX_SHOWN_KEY - 1).join("")}\u2026`;
}
function displayName(cwd, file) {
  const rel = path.relative(cwd, file);
  return (path.isAbsolute(rel) ? file : rel).split(path.sep).join("/");
}
var PACKAGE_RULES = ["unpinned-package", "unknown-package", "package-typosquat", "deprecated-package", "young-release", "install-scripts", "known-vulnerability", "lock-drift"];
function effectiveSettings(config, cli) {
  const out = /* @__PURE__ */ new Map();
  for (const [id, s] of config.settings) out.set(id, { ...s });
  for (const [id, s] of cli) out.set(id, { ...out.get(id), ...s });
  if (config.allow.packages.length > 0) {
    for (const id of PACKAGE_RULES) {
      const current = out.get(id) ?? {};
      const options = current.options ?? {};
      const existing = Array.isArray(options.allow) ? options.allow : [];
      out.set(id, { ...current, options: { ...options, allow: [...existing, ...config.allow.packages] } });
    }
  }
  return out;
}

// src/core/package-root.ts
import fs2 from "node:fs";
var root;
var version;
function packageRoot() {
  if (root) return root;
  for (let dir = new URL(".", import.meta.url); ; ) {
    try {
      const manifest = JSON.parse(fs2.readFileSync(new URL("package.json", dir), "utf8"));
      if (manifest.name === "mcp-audit") return root = dir;
    } catch {
    }
    const parent = new URL("..", dir);
    if (parent.href === dir.href) throw new Error("cannot find mcp-audit's own package.json above its modules");
    dir = parent;
  }
}
function packageFile(relative) {
  return new URL(relative, packageRoot());
}
function packageVersion() {
  version ??= JSON.parse(fs2.readFileSync(packageFile("package.json"), "utf8")).version;
  return version;
}

// src/secrets/scan-text.ts
var plan;
var literalPlan;
function plannedLiterals() {
  if (literalPlan) return literalPlan;
  const all = formats();
  const isPem = (c) => c.format.id === "private-key";
  const caselessOf = (c) => formatLiterals(c.format).caseless;
  const swept = all.filter((c) => !isPem(c) && !caselessOf(c));
  const startsFormat = /* @__PURE__ */ new Map();
  const spelled = /* @__PURE__ */ new Map();
  const held = [];
  for (const c of swept) {
    const { place, literals } = formatLiterals(c.format);
    if (place === "starts") for (const l of literals) startsFormat.set(l.toLowerCase(), true);
    else held.push(...literals);
    for (const l of literals) {
      const spellings = spelled.get(l.toLowerCase()) ?? [];
      if (!spellings.includes(l)) spellings.push(l);
      spelled.set(l.toLowerCase(), spellings);
    }
  }
  for (const l of held) startsFormat.set(l.toLowerCase(), false);
  const caseless = all.filter((c) => !isPem(c) && caselessOf(c)).map((compiled2) => ({ compiled: compiled2, literal: formatLiterals(compiled2.format).literals[0] ?? "" }));
  literalPlan = { swept, startsFormat, spelled, perLine: all.filter((c) => !isPem(c)), caseless, pem: all.filter(isPem) };
  return literalPlan;
}
function planned() {
  if (plan) return plan;
  const { swept, ...rest } = plannedLiterals();
  const sticky = new RegExp(swept.map((c) => `(?:${c.format.regex.source.replace(/\(\?<[A-Za-z]+>/g, "(")})`).join("|"), "y");
  plan = { ...rest, hints: new KeywordSearch([...rest.startsFormat.keys()]), sticky };
  return plan;
}
var SHORT_TEXT = 8192;
function nothingToScan(text) {
  const { startsFormat, spelled, caseless } = plannedLiterals();
  if (text.includes(PEM_HEADER)) return false;
  for (const { literal } of caseless) if (literal === "" || text.includes(literal)) return false;
  let lower;
  for (const [hint, starts] of startsFormat) {
    if (starts) {
      for (const spelling of spelled.get(hint)) if (text.includes(spelling)) return false;
    } else if ((lower ??= text.toLowerCase()).includes(hint)) return false;
  }
  return true;
}
var PEM_WINDOW = 16384;
var compiled;
function formats() {
  compiled ??= TOKEN_FORMATS.map((format) => ({ format, regex: new RegExp(format.regex.source, format.regex.flags.replace(/[gyd]/g, "") + "gd") }));
  return compiled;
}
function findTokensInText(text, options = {}) {
  return scanTokens(text, options).tokens;
}
function scanTokens(text, options = {}) {
  if (!plan && text.length <= SHORT_TEXT && nothingToScan(text)) return { tokens: [], holdsLiteral: false };
  const { hints, startsFormat, spelled, sticky, perLine, caseless, pem } = planned();
  const found = [];
  let holdsLiteral = false;
  const lineAt = (at) => {
    const newline = text.indexOf("\n", at);
    return { start: text.lastIndexOf("\n", at) + 1, end: newline === -1 ? text.length : newline };
  };
  const hits = hints.search(text);
  for (let k = 0, scannedTo = 0; k < hits.at.length; k++) {
    const at = hits.at[k];
    const keyword = hits.keyword[k];
    const starts = startsFormat.get(keyword);
    if (starts && !isSpelledAt(text, at, spelled.get(keyword))) continue;
    holdsLiteral ||= starts || isSpelledAt(text, at, spelled.get(keyword));
    if (at < scannedTo) continue;
    if (starts) {
      sticky.lastIndex = at;
      if (!sticky.test(text)) continue;
    }
    const line = lineAt(at);
    search(text, line.start, line.end, found, options, perLine);
    scannedTo = line.end;
  }
  for (const { compiled: c, literal } of caseless) {
    if (literal === "") {
      holdsLiteral = true;
      search(text, 0, text.length, found, options, [c]);
      continue;
    }
    for (let at = text.indexOf(literal), scannedTo = -1; at !== -1; at = text.indexOf(literal, Math.max(at + literal.length, scannedTo))) {
      holdsLiteral = true;
      const line = lineAt(at);
      search(text, line.start, line.end, found, options, [c]);
      scannedTo = line.end;
    }
  }
  for (let at = text.indexOf(PEM_HEADER), scannedTo = -Infinity; at !== -1; at = text.indexOf(PEM_HEADER, at + PEM_HEADER.length)) {
    holdsLiteral = true;
    if (at < scannedTo - PEM_WINDOW / 2) continue;
    scannedTo = Math.min(text.length, at + PEM_WINDOW);
    search(text, at, scannedTo, found, options, pem);
  }
  if (found.length === 0) return { tokens: found, holdsLiteral };
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const out = [];
  for (const f of found) if (out.length === 0 || f.start >= out[out.length - 1].end) out.push(f);
  return { tokens: out, holdsLiteral };
}
function isSpelledAt(text, at, spellings) {
  for (const s of spellings) if (text.startsWith(s, at)) return true;
  return false;
}
function search(text, from, to, found, options, which) {
  const slice = text.slice(from, to);
  for (const c of which) {
    c.regex.lastIndex = 0;
    for (let m = c.regex.exec(slice); m !== null; m = c.regex.exec(slice)) {
      if (m[0].length === 0) c.regex.lastIndex++;
      const [start, end] = m.indices?.groups?.["secret"] ?? m.indices[0];
      const secret = slice.slice(start, end);
      if (isPlaceholder(secret)) continue;
      if (options.json && /["\\]/.test(secret)) continue;
      found.push({ secret, start: from + start, end: from + end });
    }
  }
}
function redactTokensInText(text, options = {}) {
  return redactTokens(text, findTokensInText(text, options));
}
function redactTokens(text, found) {
  if (found.length === 0) return text;
  let out = "";
  let at = 0;
  for (const f of found) {
    out += text.slice(at, f.start) + redact(f.secret);
    at = f.end;
  }
  return out + text.slice(at);
}

// src/report/sanitize.ts
var plainPatterns = /* @__PURE__ */ new Map();
function plainFor(keep) {
  let patterns = plainPatterns.get(keep);
  if (patterns === void 0) {
    let kept = "";
    for (const c of new Set(keep)) {
      const unit = c.charCodeAt(0);
      if (c.length === 1 && unit < 128 && (unit < 32 || unit === 127)) kept += `\\x${unit.toString(16).padStart(2, "0")}`;
    }
    patterns = { plain: new RegExp(`^[\\x20-\\x7e${kept}]*$`), notPlain: new RegExp(`[^\\x20-\\x7e${kept}]`, "g") };
    if (plainPatterns.size < 16) plainPatterns.set(keep, patterns);
  }
  return patterns;
}
function hex(cp) {
  return cp.toString(16).toUpperCase();
}
function jsonUnit(unit) {
  return `\\u${unit.toString(16).padStart(4, "0")}`;
}
function escapeCodePoints(text, mode, keep) {
  const { plain, notPlain } = plainFor(keep);
  if (plain.test(text)) return text;
  let out = "";
  let from = 0;
  notPlain.lastIndex = 0;
  for (let m = notPlain.exec(text); m !== null; m = notPlain.exec(text)) {
    const i = m.index;
    const cp = text.codePointAt(i);
    const width = cp > 65535 ? 2 : 1;
    notPlain.lastIndex = i + width;
    if (!isUnprintable(cp)) continue;
    out += text.slice(from, i);
    if (mode === "text") out += `\\u{${hex(cp)}}`;
    else for (let j = 0; j < width; j++) out += jsonUnit(text.charCodeAt(i + j));
    from = i + width;
  }
  return from === 0 ? text : out + text.slice(from);
}
function escapeUnsafe(text) {
  return escapeCodePoints(text, "text", "	");
}
var STDOUT_BLOCK = 64 * 1024;

// src/eslint/adapter.ts
var ROOT_NODES = ["Document", "Program", "root"];
var runs = /* @__PURE__ */ new WeakMap();
function findingsFor(kind, context, text, only) {
  const { sourceCode } = context;
  let cached = runs.get(sourceCode);
  if (!cached) {
    cached = /* @__PURE__ */ new Map();
    runs.set(sourceCode, cached);
  }
  const key = [kind.id, context.filename, only ? `${only.ruleId}\0${JSON.stringify(only.options)}` : "*"].join("\0");
  if (!cached.has(key)) cached.set(key, kind.lint({ filename: context.filename, cwd: context.cwd, text }, only));
  return cached.get(key);
}
function createEslintRule(meta, kind, version3) {
  const fixes = meta.fix !== "none";
  return {
    meta: {
      type: "problem",
      docs: { description: meta.description, recommended: true, url: atRelease(meta.docs, version3) },
      languages: ["*"],
      // A rule that can fix may offer safe fixes and unsafe suggestions: declare both.
      ...fixes ? { fixable: "code", hasSuggestions: true } : {},
      // The core rule's own options (e.g. unpinned-package `allow`), passed through as they are.
      schema: [{ type: "object" }]
    },
    create(context) {
      let done = false;
      const lint = () => {
        if (done) return;
        done = true;
        const { text } = context.sourceCode;
        if (typeof text !== "string") return;
        const options = context.options[0];
        const only = options && typeof options === "object" && Object.keys(options).length > 0 ? { ruleId: meta.id, options } : void 0;
        for (const finding of findingsFor(kind, context, text, only) ?? []) {
          if (finding.ruleId === meta.id) context.report(toReport(finding, context.sourceCode, fixes));
        }
      };
      return Object.fromEntries(ROOT_NODES.map((node) => [node, lint]));
    }
  };
}
function toReport(finding, sourceCode, fixes) {
  const { start, end } = finding.range;
  const descriptor = { loc: { start: locAt(sourceCode, start), end: locAt(sourceCode, end) }, message: escapeUnsafe(redactTokensInText(finding.message)) };
  const fix = fixes && finding.fix && applicable(finding.fix) ? finding.fix : void 0;
  if (fix) {
    const apply = (fixer) => fix.edits.map((e) => fixer.replaceTextRange([e.offset, e.offset + e.length], e.content));
    if (fix.safety === "safe") descriptor.fix = apply;
    else descriptor.suggest = [{ desc: fix.description, fix: apply }];
  }
  return descriptor;
}
function locAt(sourceCode, position) {
  if (typeof sourceCode.getLocFromIndex === "function") return sourceCode.getLocFromIndex(position.offset);
  return { line: position.line, column: position.column };
}
function applicable(fix) {
  if (fix.edits.length === 0) return false;
  const sorted = [...fix.edits].sort((a, b) => a.offset - b.offset);
  return sorted.every((e, i) => i === 0 || e.offset >= sorted[i - 1].offset + sorted[i - 1].length);
}

// src/eslint/cache-key.ts
import { createHash } from "node:crypto";
import fs3 from "node:fs";
import path2 from "node:path";
var MAX_SKILL_FILES = 512;
function inputsDigestSetting(cwd) {
  return { toJSON: () => inputsDigest(cwd()) };
}
function inputsDigest(cwd) {
  const hash = createHash("sha256");
  const seen = /* @__PURE__ */ new Set();
  const add = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    let content;
    try {
      content = fs3.statSync(file).isFile() ? fs3.readFileSync(file) : "(not a file)";
    } catch {
      content = "(absent)";
    }
    hash.update(`${file}\0${createHash("sha256").update(content).digest("hex")}
`);
  };
  for (let dir = cwd; ; ) {
    add(path2.join(dir, CONFIG_FILE_NAME));
    add(path2.join(dir, "package.json"));
    const parent = path2.dirname(dir);
    if (parent === dir || fs3.existsSync(path2.join(dir, ".git"))) break;
    dir = parent;
  }
  add(path2.join(lockRootFor(cwd), LOCK_FILE_NAME));
  const found = discover(["."], cwd);
  for (const file of found.files) {
    if (!file.host) continue;
    const location = findProjectRoot(projectStart(file.path, file.host));
    if (!location) continue;
    add(path2.join(location.root, "package.json"));
    for (const dir of lockfileCandidates(location)) for (const lockfile of LOCKFILES) add(path2.join(dir, lockfile));
  }
  for (const skill of found.skills) {
    const files = listFiles(skill.dir);
    hash.update(`skill ${skill.dir} ${files.length}
`);
    for (const file of files.slice(0, MAX_SKILL_FILES)) add(file);
  }
  return hash.digest("hex");
}
function listFiles(dir) {
  const out = [];
  const stack = [dir];
  while (stack.length > 0 && out.length <= MAX_SKILL_FILES) {
    const current = stack.pop();
    let entries;
    try {
      entries = fs3.readdirSync(current, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const full = path2.join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== ".git") stack.push(full);
      } else {
        out.push(full);
      }
    }
  }
  return out.sort();
}

// src/eslint/documents.ts
import path4 from "node:path";

// src/eslint/project.ts
var import_ignore = __toESM(require_ignore(), 1);
import fs4 from "node:fs";
import path3 from "node:path";
var contexts = /* @__PURE__ */ new Map();
function projectContext(cwd) {
  const lockRoot = lockRootFor(cwd);
  const signature = inputSignature(cwd, lockRoot);
  const cached = contexts.get(cwd);
  if (cached?.signature === signature) return cached.context;
  const context = load(cwd, lockRoot);
  contexts.set(cwd, { signature, context });
  return context;
}
function load(cwd, lockRoot) {
  let config;
  let configProblem;
  try {
    config = loadConfig(cwd, ALL_RULES.map((r) => r.meta.id));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    configProblem = `invalid configuration: ${error.message}`;
  }
  let lock;
  let lockProblem;
  try {
    lock = readLock(lockRoot);
  } catch (error) {
    if (!(error instanceof LockError)) throw error;
    lockProblem = `${error.file}: ${error.reason}`;
  }
  const matcher = config && config.ignorePatterns.length > 0 ? (0, import_ignore.default)().add(config.ignorePatterns) : void 0;
  return {
    config,
    configProblem,
    settings: config ? effectiveSettings(config, /* @__PURE__ */ new Map()) : /* @__PURE__ */ new Map(),
    ignored: (absolute) => {
      if (!matcher || !config) return false;
      const rel = path3.relative(config.baseDir, absolute).split(path3.sep).join("/");
      return rel !== "" && !rel.startsWith("..") && !path3.isAbsolute(rel) && matcher.ignores(rel);
    },
    lockRoot,
    lock,
    lockProblem
  };
}
function inputSignature(cwd, lockRoot) {
  const parts = [];
  const stat = (file) => {
    try {
      const s = fs4.statSync(file);
      parts.push(`${file}:${s.size}:${s.mtimeMs}`);
    } catch {
      parts.push(`${file}:-`);
    }
  };
  for (let dir = cwd; ; ) {
    stat(path3.join(dir, CONFIG_FILE_NAME));
    stat(path3.join(dir, "package.json"));
    const parent = path3.dirname(dir);
    if (parent === dir || fs4.existsSync(path3.join(dir, ".git"))) break;
    dir = parent;
  }
  stat(path3.join(lockRoot, LOCK_FILE_NAME));
  return parts.join("\n");
}

// src/eslint/documents.ts
var MCP_CONFIG = {
  id: "mcp-config",
  lint({ filename, cwd, text }, only) {
    const host = hostForPath(filename);
    if (!host) return void 0;
    const base = cwd ?? process.cwd();
    const absolute = path4.resolve(base, filename);
    const project = projectContext(base);
    if (project.ignored(absolute)) return [];
    const rule = only ? MCP_RULES.find((r) => r.meta.id === only.ruleId) : void 0;
    const source = sourceFromText(absolute, filename, text);
    source.identityPath = repositoryPath(absolute);
    const allow = project.config?.allow;
    const findings = lintMcpSource(source, host, {
      rules: rule ? [rule] : MCP_RULES,
      project: loadProjectFacts(projectStart(absolute, host)),
      settings: withOnly(project.settings, only),
      ...project.lock ? { lock: project.lock } : {},
      lockKey: path4.relative(project.lockRoot, absolute).split(path4.sep).join("/"),
      ...allow && (allow.servers.length > 0 || allow.domains.length > 0) ? { trusted: { servers: allow.servers, domains: allow.domains } } : {}
    }).findings;
    return [...contextProblems(project, "invalid-config"), ...findings];
  }
};
var SKILL_MD = {
  id: "skill",
  lint({ filename, cwd, text }, only) {
    if (path4.basename(filename) !== SKILL_FILE) return void 0;
    const base = cwd ?? process.cwd();
    const absolute = path4.resolve(base, filename);
    const project = projectContext(base);
    if (project.ignored(absolute)) return [];
    const dir = path4.dirname(absolute);
    const key = skillLockKey(project.lockRoot, dir);
    let skill;
    try {
      skill = withSkillMdText(loadSkill(dir, key, key), text);
    } catch {
      return void 0;
    }
    const rule = only ? SKILL_RULES.find((r) => r.meta.id === only.ruleId) : void 0;
    const shown = skill.skillMd.displayPath;
    const profile = project.config?.skillProfile;
    const findings = lintSkill(skill, {
      rules: rule ? [rule] : SKILL_RULES,
      lock: project.lock,
      lockKey: key,
      settings: withOnly(project.settings, only),
      ...profile ? { profile } : {}
    }).findings.filter((f) => f.file === shown);
    return [...contextProblems(project, "skill-frontmatter"), ...findings];
  }
};
function withOnly(settings2, only) {
  if (!only) return settings2;
  const merged = new Map(settings2);
  merged.set(only.ruleId, { ...settings2.get(only.ruleId), options: only.options });
  return merged;
}
function contextProblems(project, ruleId) {
  const problems = [project.configProblem, project.lockProblem ? `the audit lock cannot be read (${project.lockProblem}): the lock's pins were not compared` : void 0].filter((p) => p !== void 0);
  const at = { line: 1, column: 1, offset: 0 };
  return problems.map((message) => ({ ruleId, severity: "error", message: `mcp-audit: ${message}`, file: "", range: { start: at, end: at }, pointer: "", fingerprint: "" }));
}

// src/eslint/languages.ts
function acceptForeignRules(sourceCode) {
  if (typeof sourceCode.getAllComments !== "function") {
    Object.defineProperty(sourceCode, "getAllComments", { value: () => [], configurable: true });
  }
  if (sourceCode.parserServices === void 0) {
    Object.defineProperty(sourceCode, "parserServices", { value: {}, configurable: true });
  }
  return sourceCode;
}
function ownedLanguage(base, fixedOptions) {
  const context = (given) => ({ ...given, languageOptions: { ...fixedOptions } });
  return {
    fileType: base.fileType,
    lineStart: base.lineStart,
    columnStart: base.columnStart,
    nodeTypeKey: base.nodeTypeKey,
    visitorKeys: base.visitorKeys,
    defaultLanguageOptions: {},
    // Options belong to other languages (a JavaScript parser, sourceType, globals): not ours to refuse.
    validateLanguageOptions() {
    },
    parse: (file, given) => base.parse(file, context(given)),
    createSourceCode: (file, parsed, given) => acceptForeignRules(base.createSourceCode(file, parsed, context(given))),
    ...base.matchesSelectorClass ? { matchesSelectorClass: base.matchesSelectorClass.bind(base) } : {}
  };
}

// src/eslint/index.ts
var markdown = await import("@eslint/markdown").then((m) => m.default, () => void 0);
var NAMESPACE = "mcp-audit";
var MCP_CONFIG_FILES = CONFIG_LOCATIONS.filter((l) => hostForPath(`/p/${l.glob.slice(3).replace(/\*/g, "x")}`) !== void 0).map((l) => l.glob);
var SKILL_FILES = ["**/SKILL.md"];
var ESLINT_LEVEL = { error: "error", warning: "warn", info: "warn" };
var version2 = packageVersion();
var rules = Object.fromEntries([
  ...MCP_RULES.map((rule) => [rule.meta.id, createEslintRule(rule.meta, MCP_CONFIG, version2)]),
  ...SKILL_RULES.map((rule) => [rule.meta.id, createEslintRule(rule.meta, SKILL_MD, version2)])
]);
function levels(ruleIds) {
  let configured = /* @__PURE__ */ new Map();
  try {
    configured = loadConfig(process.cwd(), ALL_RULES.map((r) => r.meta.id)).settings;
  } catch {
  }
  return Object.fromEntries(
    ruleIds.map((id) => {
      const severity = configured.get(id)?.severity ?? ALL_RULES.find((r) => r.meta.id === id).meta.defaultSeverity;
      return [`${NAMESPACE}/${id}`, severity === "off" ? "off" : ESLINT_LEVEL[severity]];
    })
  );
}
var baseLanguage = (plugin2, id) => plugin2.languages[id];
var languages = {
  // JSONC with trailing commas for every host: a comment or trailing comma in a strict-JSON file reaches
  // invalid-config (which says the host will fail to load it, and fixes the comma) instead of stopping the parser.
  jsonc: ownedLanguage(baseLanguage(json, "jsonc"), { allowTrailingCommas: true }),
  ...markdown ? { markdown: ownedLanguage(baseLanguage(markdown, "commonmark"), { frontmatter: "yaml" }) } : {}
};
var plugin = {
  meta: { name: "mcp-audit", version: version2, namespace: NAMESPACE },
  languages,
  rules,
  configs: { recommended: [] }
};
var settings = { [NAMESPACE]: { inputs: inputsDigestSetting(() => process.cwd()) } };
plugin.configs.recommended.push({
  name: "mcp-audit/recommended/mcp-configs",
  files: MCP_CONFIG_FILES,
  language: `${NAMESPACE}/jsonc`,
  plugins: { [NAMESPACE]: plugin },
  rules: levels(MCP_RULES.map((r) => r.meta.id)),
  settings
});
if (markdown) {
  plugin.configs.recommended.push({
    name: "mcp-audit/recommended/skills",
    files: SKILL_FILES,
    language: `${NAMESPACE}/markdown`,
    plugins: { [NAMESPACE]: plugin },
    rules: levels(SKILL_RULES.map((r) => r.meta.id)),
    settings
  });
}
var eslint_default = plugin;
export {
  ESLINT_LEVEL,
  MCP_CONFIG_FILES,
  SKILL_FILES,
  eslint_default as default
};
