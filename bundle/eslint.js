import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  CONFIG_FILE_NAME,
  ConfigError,
  effectiveSettings,
  loadConfig
} from "./chunk-LE5RPXKF.js";
import {
  packageVersion
} from "./chunk-C4H3TBXV.js";
import {
  escapeUnsafe,
  redactTokensInText
} from "./chunk-YZ5IGPF7.js";
import {
  discover
} from "./chunk-C267NYH5.js";
import "./chunk-OWKZSN7R.js";
import "./chunk-CG4XZIEM.js";
import {
  ALL_RULES
} from "./chunk-PZIPFRLN.js";
import {
  lintSkill,
  withSkillMdText
} from "./chunk-FFF4BBOR.js";
import {
  SKILL_RULES
} from "./chunk-SR7CYNUN.js";
import "./chunk-FMEAMMLG.js";
import {
  SKILL_FILE,
  loadSkill
} from "./chunk-RFDAH6G3.js";
import {
  MCP_RULES
} from "./chunk-V4UHRZMD.js";
import {
  lintMcpSource
} from "./chunk-4ZLUN7A4.js";
import {
  LOCKFILES,
  findProjectRoot,
  loadProjectFacts,
  lockfileCandidates
} from "./chunk-HNKOAWAS.js";
import "./chunk-GUT2H2LP.js";
import "./chunk-4AEXMRT2.js";
import {
  atRelease
} from "./chunk-TTKOCA6W.js";
import {
  LOCK_FILE_NAME,
  LockError,
  readLock
} from "./chunk-RSCUH2OO.js";
import "./chunk-SMR4MTZN.js";
import "./chunk-4JPVPORZ.js";
import "./chunk-46KCANZA.js";
import "./chunk-KYX5FRLT.js";
import "./chunk-R47VTIVQ.js";
import "./chunk-LFNZU7KB.js";
import "./chunk-YZIASA2I.js";
import "./chunk-GAKXEWR3.js";
import "./chunk-VHZINBXH.js";
import "./chunk-PDMDUPYT.js";
import "./chunk-DVYPNYWB.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-CT6HN24R.js";
import "./chunk-RYKQTHF2.js";
import "./chunk-HF3WKTIK.js";
import {
  lockRootFor,
  projectStart,
  repositoryPath,
  skillLockKey
} from "./chunk-H2PEHED4.js";
import {
  CONFIG_LOCATIONS,
  hostForPath
} from "./chunk-2MHPSNXX.js";
import "./chunk-5PMNYAFY.js";
import "./chunk-G6UFI7LU.js";
import "./chunk-2ILYH3ZT.js";
import "./chunk-7FJOOQNA.js";
import {
  sourceFromText
} from "./chunk-GW5WWG2U.js";
import "./chunk-ZV3BCOS4.js";
import "./chunk-KCTL2LEN.js";
import {
  __commonJS,
  __toESM
} from "./chunk-RLJ674YX.js";

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
    var basenameOf = (path4) => {
      const end = path4.length - 1;
      const index = path4.lastIndexOf(
        SLASH,
        path4[end] === SLASH ? end - 1 : end
      );
      return index < 0 ? path4 : path4.slice(index + 1);
    };
    var parentOf = (path4) => {
      if (path4.charCodeAt(0) === SLASH_CODE || path4.indexOf(DOUBLE_SLASH) >= 0) {
        const slices = path4.split(SLASH).filter(Boolean);
        slices.pop();
        return slices.length ? slices.join(SLASH) + SLASH : EMPTY;
      }
      const end = path4.length - 1;
      const cut = path4.lastIndexOf(
        SLASH,
        path4.charCodeAt(end) === SLASH_CODE ? end - 1 : end
      );
      return cut < 0 ? EMPTY : path4.slice(0, cut + 1);
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
      testLiteral(path4) {
        const rules2 = this._literalRules || (this._literalRules = this._rules.filter(
          ({ body }) => body[body.length - (body[body.length - 1] === SLASH ? 2 : 1)] === "*"
        ));
        let ignored = false;
        let unignored = false;
        let matchedRule;
        for (let index = rules2.length - 1; index >= 0; index--) {
          const rule = rules2[index];
          if (rule.checkRegex.test(path4)) {
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
      test(path4, mode) {
        const rules2 = this._rules;
        const { length } = rules2;
        const shortcut = this._basenameCount * 2 >= length;
        const basename = shortcut ? basenameOf(path4) : path4;
        for (let index = length - 1; index >= 0; index--) {
          const rule = rules2[index];
          if (rule[mode].test(
            shortcut && rule._basenameOnly ? basename : path4
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
    var checkPath = (path4, originalPath, doThrow) => {
      if (!isString(path4)) {
        return doThrow(
          `path must be a string, but got \`${originalPath}\``,
          TypeError
        );
      }
      if (!path4) {
        return doThrow(`path must not be empty`, TypeError);
      }
      if (checkPath.isNotRelative(path4)) {
        const r = "`path.relative()`d";
        return doThrow(
          `path should be a ${r} string, but got "${originalPath}"`,
          RangeError
        );
      }
      return true;
    };
    var isNotRelative = (path4) => {
      const first = path4.charCodeAt(0);
      if (first === SLASH_CODE) {
        return true;
      }
      if (first !== DOT_CODE) {
        return false;
      }
      if (path4.length === 1) {
        return true;
      }
      const second = path4.charCodeAt(1);
      if (second === SLASH_CODE) {
        return true;
      }
      if (second !== DOT_CODE) {
        return false;
      }
      return path4.length === 2 || path4.charCodeAt(2) === SLASH_CODE;
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
      _test(originalPath, cache, path4) {
        checkPath(
          path4,
          originalPath,
          this._strictPathCheck ? throwError : RETURN_FALSE
        );
        return path4 ? this._t(path4, cache) : {
          ignored: false,
          unignored: false
        };
      }
      checkIgnore(target) {
        const path4 = convertPath(target);
        if (!path4 || path4.charCodeAt(path4.length - 1) !== SLASH_CODE) {
          return this._test(target, this._testCache, path4);
        }
        const dir = this._t(path4, this._testCache);
        if (dir.ignored) {
          return dir;
        }
        const literal = this._rules.testLiteral(path4);
        return literal.ignored || literal.unignored ? literal : dir;
      }
      _t(path4, cache) {
        const cached = cache[path4];
        if (cached) {
          return cached;
        }
        const parentPath = parentOf(path4);
        const parent = parentPath ? this._t(parentPath, cache) : UNDEFINED;
        return cache[path4] = parent && parent.ignored ? parent : this._rules.test(path4, MODE_IGNORE);
      }
      ignores(path4) {
        return this._test(path4, this._ignoreCache, convertPath(path4)).ignored;
      }
      createFilter() {
        return (path4) => !this.ignores(path4);
      }
      filter(paths) {
        return makeArray(paths).filter(this.createFilter());
      }
      // @returns {TestResult}
      test(path4) {
        return this._test(path4, this._testCache, convertPath(path4));
      }
    };
    var factory = (options) => new Ignore(options);
    var isPathValid = (path4) => checkPath(convertPath(path4), path4, RETURN_FALSE);
    var setupWindows = () => {
      const makePosix = (str) => /^\\\\\?\\/.test(str) || /["<>|\u0000-\u001F]+/u.test(str) ? str : str.replace(/\\/g, "/");
      checkPath.convert = makePosix;
      const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i;
      checkPath.isNotRelative = (path4) => REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path4) || isNotRelative(path4);
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
function createEslintRule(meta, kind, version2) {
  const fixes = meta.fix !== "none";
  return {
    meta: {
      type: "problem",
      docs: { description: meta.description, recommended: true, url: atRelease(meta.docs, version2) },
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
import fs from "node:fs";
import path from "node:path";
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
      content = fs.statSync(file).isFile() ? fs.readFileSync(file) : "(not a file)";
    } catch {
      content = "(absent)";
    }
    hash.update(`${file}\0${createHash("sha256").update(content).digest("hex")}
`);
  };
  for (let dir = cwd; ; ) {
    add(path.join(dir, CONFIG_FILE_NAME));
    add(path.join(dir, "package.json"));
    const parent = path.dirname(dir);
    if (parent === dir || fs.existsSync(path.join(dir, ".git"))) break;
    dir = parent;
  }
  add(path.join(lockRootFor(cwd), LOCK_FILE_NAME));
  const found = discover(["."], cwd);
  for (const file of found.files) {
    if (!file.host) continue;
    const location = findProjectRoot(projectStart(file.path, file.host));
    if (!location) continue;
    add(path.join(location.root, "package.json"));
    for (const dir of lockfileCandidates(location)) for (const lockfile of LOCKFILES) add(path.join(dir, lockfile));
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
      entries = fs.readdirSync(current, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
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
import path3 from "node:path";

// src/eslint/project.ts
var import_ignore = __toESM(require_ignore(), 1);
import fs2 from "node:fs";
import path2 from "node:path";
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
      const rel = path2.relative(config.baseDir, absolute).split(path2.sep).join("/");
      return rel !== "" && !rel.startsWith("..") && !path2.isAbsolute(rel) && matcher.ignores(rel);
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
      const s = fs2.statSync(file);
      parts.push(`${file}:${s.size}:${s.mtimeMs}`);
    } catch {
      parts.push(`${file}:-`);
    }
  };
  for (let dir = cwd; ; ) {
    stat(path2.join(dir, CONFIG_FILE_NAME));
    stat(path2.join(dir, "package.json"));
    const parent = path2.dirname(dir);
    if (parent === dir || fs2.existsSync(path2.join(dir, ".git"))) break;
    dir = parent;
  }
  stat(path2.join(lockRoot, LOCK_FILE_NAME));
  return parts.join("\n");
}

// src/eslint/documents.ts
var MCP_CONFIG = {
  id: "mcp-config",
  lint({ filename, cwd, text }, only) {
    const host = hostForPath(filename);
    if (!host) return void 0;
    const base = cwd ?? process.cwd();
    const absolute = path3.resolve(base, filename);
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
      lockKey: path3.relative(project.lockRoot, absolute).split(path3.sep).join("/"),
      ...allow && (allow.servers.length > 0 || allow.domains.length > 0) ? { trusted: { servers: allow.servers, domains: allow.domains } } : {}
    }).findings;
    return [...contextProblems(project, "invalid-config"), ...findings];
  }
};
var SKILL_MD = {
  id: "skill",
  lint({ filename, cwd, text }, only) {
    if (path3.basename(filename) !== SKILL_FILE) return void 0;
    const base = cwd ?? process.cwd();
    const absolute = path3.resolve(base, filename);
    const project = projectContext(base);
    if (project.ignored(absolute)) return [];
    const dir = path3.dirname(absolute);
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
var version = packageVersion();
var rules = Object.fromEntries([
  ...MCP_RULES.map((rule) => [rule.meta.id, createEslintRule(rule.meta, MCP_CONFIG, version)]),
  ...SKILL_RULES.map((rule) => [rule.meta.id, createEslintRule(rule.meta, SKILL_MD, version)])
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
  meta: { name: "mcp-audit", version, namespace: NAMESPACE },
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
