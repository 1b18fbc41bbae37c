import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  collected
} from "./chunk-CHJRTSHJ.js";
import {
  safeText
} from "./chunk-RHPYR6QV.js";
import {
  atRelease,
  docsUrl
} from "./chunk-TTKOCA6W.js";
import {
  detectSecret,
  looksLikeCredential
} from "./chunk-SMR4MTZN.js";
import {
  SEVERITY_RANK
} from "./chunk-DVYPNYWB.js";
import "./chunk-IWRHUQC5.js";
import "./chunk-RJC5ITPU.js";
import {
  redact
} from "./chunk-CT6HN24R.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-ZV3BCOS4.js";
import {
  __commonJS,
  __toESM
} from "./chunk-RLJ674YX.js";

// node_modules/picocolors/picocolors.js
var require_picocolors = __commonJS({
  "node_modules/picocolors/picocolors.js"(exports, module) {
    var p = process || {};
    var argv = p.argv || [];
    var env = p.env || {};
    var isColorSupported = !(!!env.NO_COLOR || argv.includes("--no-color")) && (!!env.FORCE_COLOR || argv.includes("--color") || p.platform === "win32" || (p.stdout || {}).isTTY && env.TERM !== "dumb" || !!env.CI);
    var formatter = (open, close, replace = open) => (input) => {
      let string = "" + input, index = string.indexOf(close, open.length);
      return ~index ? open + replaceClose(string, close, replace, index) + close : open + string + close;
    };
    var replaceClose = (string, close, replace, index) => {
      let result = "", cursor = 0;
      do {
        result += string.substring(cursor, index) + replace;
        cursor = index + close.length;
        index = string.indexOf(close, cursor);
      } while (~index);
      return result + string.substring(cursor);
    };
    var createColors = (enabled = isColorSupported) => {
      let f = enabled ? formatter : () => String;
      return {
        isColorSupported: enabled,
        reset: f("\x1B[0m", "\x1B[0m"),
        bold: f("\x1B[1m", "\x1B[22m", "\x1B[22m\x1B[1m"),
        dim: f("\x1B[2m", "\x1B[22m", "\x1B[22m\x1B[2m"),
        italic: f("\x1B[3m", "\x1B[23m"),
        underline: f("\x1B[4m", "\x1B[24m"),
        inverse: f("\x1B[7m", "\x1B[27m"),
        hidden: f("\x1B[8m", "\x1B[28m"),
        strikethrough: f("\x1B[9m", "\x1B[29m"),
        black: f("\x1B[30m", "\x1B[39m"),
        red: f("\x1B[31m", "\x1B[39m"),
        green: f("\x1B[32m", "\x1B[39m"),
        yellow: f("\x1B[33m", "\x1B[39m"),
        blue: f("\x1B[34m", "\x1B[39m"),
        magenta: f("\x1B[35m", "\x1B[39m"),
        cyan: f("\x1B[36m", "\x1B[39m"),
        white: f("\x1B[37m", "\x1B[39m"),
        gray: f("\x1B[90m", "\x1B[39m"),
        bgBlack: f("\x1B[40m", "\x1B[49m"),
        bgRed: f("\x1B[41m", "\x1B[49m"),
        bgGreen: f("\x1B[42m", "\x1B[49m"),
        bgYellow: f("\x1B[43m", "\x1B[49m"),
        bgBlue: f("\x1B[44m", "\x1B[49m"),
        bgMagenta: f("\x1B[45m", "\x1B[49m"),
        bgCyan: f("\x1B[46m", "\x1B[49m"),
        bgWhite: f("\x1B[47m", "\x1B[49m"),
        blackBright: f("\x1B[90m", "\x1B[39m"),
        redBright: f("\x1B[91m", "\x1B[39m"),
        greenBright: f("\x1B[92m", "\x1B[39m"),
        yellowBright: f("\x1B[93m", "\x1B[39m"),
        blueBright: f("\x1B[94m", "\x1B[39m"),
        magentaBright: f("\x1B[95m", "\x1B[39m"),
        cyanBright: f("\x1B[96m", "\x1B[39m"),
        whiteBright: f("\x1B[97m", "\x1B[39m"),
        bgBlackBright: f("\x1B[100m", "\x1B[49m"),
        bgRedBright: f("\x1B[101m", "\x1B[49m"),
        bgGreenBright: f("\x1B[102m", "\x1B[49m"),
        bgYellowBright: f("\x1B[103m", "\x1B[49m"),
        bgBlueBright: f("\x1B[104m", "\x1B[49m"),
        bgMagentaBright: f("\x1B[105m", "\x1B[49m"),
        bgCyanBright: f("\x1B[106m", "\x1B[49m"),
        bgWhiteBright: f("\x1B[107m", "\x1B[49m")
      };
    };
    module.exports = createColors();
    module.exports.createColors = createColors;
  }
});

// src/report/stylish.ts
var import_picocolors = __toESM(require_picocolors(), 1);

// src/report/code-frame.ts
var MAX_FRAME_LINE = 1e3;
var KEY_VALUE = /"((?:[^"\\\n]|\\.){1,200})"\s*:\s*"((?:[^"\\\n]|\\.){1,4000})"|\b([A-Za-z_][\w.-]{0,100})\s*[=:]\s*['"]?([^\s'",;]{1,4000})/g;
var WORD = /[A-Za-z0-9+/=_.~-]{12,}/g;
function redactLikelySecrets(line) {
  const spans = [];
  const add = (start, end) => {
    if (end > start && !spans.some((s) => start < s.end && s.start < end)) spans.push({ start, end });
  };
  KEY_VALUE.lastIndex = 0;
  for (let m = KEY_VALUE.exec(line); m !== null; m = KEY_VALUE.exec(line)) {
    const key = m[1] ?? m[3];
    const value = m[2] ?? m[4];
    const found = detectSecret(key, value);
    if (!found) continue;
    const at2 = m.index + m[0].lastIndexOf(value);
    add(at2 + found.start, at2 + found.end);
  }
  WORD.lastIndex = 0;
  for (let m = WORD.exec(line); m !== null; m = WORD.exec(line)) {
    if (looksLikeCredential(m[0], "credential")) add(m.index, m.index + m[0].length);
  }
  if (spans.length === 0) return line;
  spans.sort((a, b) => a.start - b.start);
  let out = "";
  let at = 0;
  for (const s of spans) {
    out += line.slice(at, s.start) + redact(line.slice(s.start, s.end));
    at = s.end;
  }
  return out + line.slice(at);
}
function displayWidth(text) {
  let width = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    width += isWide(cp) ? 2 : 1;
  }
  return width;
}
function isWide(cp) {
  return cp >= 4352 && cp <= 4447 || cp >= 11904 && cp <= 42191 && cp !== 12351 || cp >= 44032 && cp <= 55203 || cp >= 63744 && cp <= 64255 || cp >= 65072 && cp <= 65103 || cp >= 65280 && cp <= 65376 || cp >= 65504 && cp <= 65510 || cp >= 127744 && cp <= 129791 || cp >= 131072 && cp <= 262141;
}
function lineText(source, line) {
  const start = source.lineStarts[line - 1];
  if (start === void 0) return void 0;
  const next = source.lineStarts[line];
  return source.text.slice(start, next ?? source.text.length).replace(/\r?\n$/, "");
}
function codeFrame(source, range, secrets, width, gutter) {
  const raw = lineText(source, range.start.line);
  if (raw === void 0 || raw.trim() === "" || raw.length > MAX_FRAME_LINE) return void 0;
  const plain = raw.replace(/\t/g, " ");
  const safe = (text2) => safeText(redactLikelySecrets(text2), secrets);
  const indent = /^ */.exec(plain)[0].length;
  const shown = safe(plain).slice(indent);
  const startCol = range.start.column - 1;
  const endCol = range.end.line === range.start.line ? Math.max(range.end.column - 1, startCol + 1) : plain.length;
  const before = safe(plain.slice(0, Math.max(startCol, indent))).slice(indent);
  const upTo = safe(plain.slice(0, Math.max(Math.min(endCol, plain.length), indent))).slice(indent);
  const caretStart = shown.startsWith(before) ? displayWidth(before) : 0;
  const caretEnd = shown.startsWith(upTo) ? displayWidth(upTo) : displayWidth(shown);
  const number = String(range.start.line).padStart(gutter);
  const room = width - gutter - 3;
  const lineWidth = displayWidth(shown);
  if (room < 20) return void 0;
  let text = shown;
  let offset = 0;
  if (lineWidth > room) {
    const from = Math.max(0, Math.min(caretStart - Math.floor(room / 3), lineWidth - room + 1));
    text = sliceColumns(shown, from, from + room - 2);
    text = (from > 0 ? "\u2026" : "") + text + (from + room - 2 < lineWidth ? "\u2026" : "");
    offset = from - (from > 0 ? 1 : 0);
  }
  const visibleStart = Math.max(0, caretStart - offset);
  const visibleEnd = Math.min(displayWidth(text), Math.max(visibleStart + 1, caretEnd - offset));
  const carets = " ".repeat(visibleStart) + "^".repeat(Math.max(1, visibleEnd - visibleStart));
  return [`${number} \u2502 ${text.trimEnd()}`, `${" ".repeat(gutter)} \u2502 ${carets}`];
}
function sliceColumns(text, from, to) {
  let out = "";
  let col = 0;
  for (const ch of text) {
    const w = isWide(ch.codePointAt(0)) ? 2 : 1;
    if (col >= from && col + w <= to) out += ch;
    col += w;
    if (col >= to) break;
  }
  return out;
}

// src/report/stylish.ts
var GROUP_NAMES_SHOWN = 3;
var TOP_FILES = 10;
function stylishStream(ctx) {
  const colors = import_picocolors.default.createColors(ctx.color);
  const secrets = ctx.secrets;
  const safe = (s) => safeText(s, secrets);
  const severityLabel = (s) => s === "error" ? colors.red("error") : s === "warning" ? colors.yellow("warning") : colors.blue("info");
  const counts = { error: 0, warning: 0, info: 0 };
  let fixableSafe = 0;
  let fixableUnsafe = 0;
  let fixableAfterLookup = 0;
  const lookups = /* @__PURE__ */ new Set();
  let configs = 0;
  const rulesShown = /* @__PURE__ */ new Set();
  const perRule = /* @__PURE__ */ new Map();
  const perFile = /* @__PURE__ */ new Map();
  let held;
  const text = (lines) => lines.map((l) => `${l}
`).join("");
  const shownOf = (file) => file.findings.filter((f) => !ctx.quiet || SEVERITY_RANK[f.severity] >= SEVERITY_RANK[ctx.failOn]);
  const row = (f, posWidth, file) => {
    const pos = `${f.range.start.line}:${f.range.start.column}`;
    const sev = f.severity.padEnd(7);
    rulesShown.add(f.ruleId);
    const lines = [`  ${colors.dim(pos.padEnd(posWidth))}  ${severityLabel(f.severity)}${sev.slice(f.severity.length)}  ${safe(f.message)}  ${colors.dim(f.ruleId)}`];
    if (ctx.codeFrame !== void 0 && file.source && !(f.range.start.line === 1 && f.range.start.column === 1 && f.range.end.offset === 0)) {
      const frame = codeFrame(file.source, f.range, secrets, ctx.codeFrame - 4, String(f.range.start.line).length);
      if (frame) lines.push(...frame.map((l) => `    ${colors.dim(l)}`), "");
    }
    return lines;
  };
  const renderFile = (file, collapsed) => {
    const out = [];
    if (file.fixed.length > 0) {
      out.push(colors.underline(safe(file.displayPath)) + colors.green(`  fixed ${file.fixed.length} problem${file.fixed.length === 1 ? "" : "s"}`));
      for (const f of file.fixed) out.push(`  ${colors.green("fixed")}  line ${f.line}: ${safe(f.description)}  ${colors.dim(`${f.ruleId}${f.safety === "unsafe" ? ", unsafe" : ""}`)}`);
      out.push("");
    }
    const shown = shownOf(file).filter((f) => !f.group || !collapsed.has(groupKey(f)));
    if (shown.length > 0) {
      out.push(colors.underline(safe(file.displayPath)));
      const posWidth = Math.max(...shown.map((f) => `${f.range.start.line}:${f.range.start.column}`.length));
      for (const f of shown) out.push(...row(f, posWidth, file));
      if (out[out.length - 1] !== "") out.push("");
    }
    return out;
  };
  const release = () => {
    if (!held) return "";
    const groups = /* @__PURE__ */ new Map();
    for (const file of held.reports) {
      for (const f of shownOf(file)) {
        if (!f.group) continue;
        const key = groupKey(f);
        let g = groups.get(key);
        if (!g) groups.set(key, g = { group: f.group, ruleId: f.ruleId, severity: f.severity, count: 0, items: /* @__PURE__ */ new Map(), names: [] });
        g.count++;
        g.items.set(f.group.item, (g.items.get(f.group.item) ?? 0) + 1);
        if (g.names.length < GROUP_NAMES_SHOWN) g.names.push(f.pointer);
      }
    }
    const collapsed = new Set(
      [...groups].filter(([, g]) => g.count > 1).sort((a, b) => SEVERITY_RANK[b[1].severity] - SEVERITY_RANK[a[1].severity]).map(([k]) => k)
    );
    const out = [];
    for (const file of held.reports) out.push(...renderFile(file, collapsed));
    if (collapsed.size > 0) {
      out.push(colors.underline(safe(held.scope === "." ? "./" : `${held.scope}/`)));
      for (const key of collapsed) {
        const g = groups.get(key);
        rulesShown.add(g.ruleId);
        const files = `${g.count} files (${[...g.items].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([item, n]) => `${n} ${n === 1 ? item : plural(item)}`).join(", ")})`;
        out.push(`  ${severityLabel(g.severity)}${g.severity.padEnd(7).slice(g.severity.length)}  ${safe(g.group.message.replace("{files}", files))}  ${colors.dim(g.ruleId)}`);
        const more = g.count - g.names.length;
        out.push(`           ${colors.dim(safe(g.names.join(", ") + (more > 0 ? ` and ${more} more` : "")))}`);
      }
      out.push("");
    }
    held = void 0;
    return text(out);
  };
  return {
    file(file) {
      if (file.kind === "mcp-config") configs++;
      for (const f of file.findings) {
        counts[f.severity]++;
        if (f.fix?.safety === "safe") fixableSafe++;
        else if (f.fix?.safety === "unsafe") fixableUnsafe++;
        else if (f.fixAfterLookup) {
          fixableAfterLookup++;
          lookups.add(f.fixAfterLookup.lookup);
        }
      }
      if (ctx.statistics) {
        for (const f of shownOf(file)) {
          let r = perRule.get(f.ruleId);
          if (!r) perRule.set(f.ruleId, r = { severity: { error: 0, warning: 0, info: 0 }, safe: 0, unsafe: 0 });
          r.severity[f.severity]++;
          if (f.fix) r[f.fix.safety]++;
          perFile.set(file.displayPath, (perFile.get(file.displayPath) ?? 0) + 1);
        }
        return file.fixed.length > 0 ? text(renderFile({ ...file, findings: [] }, /* @__PURE__ */ new Set())) : "";
      }
      let out = "";
      if (held && !file.displayPath.startsWith(held.scope === "." ? "" : `${held.scope}/`)) out += release();
      const scope = file.findings.find((f) => f.group)?.group?.scope;
      if (held || scope !== void 0) {
        held ??= { scope, reports: [] };
        held.reports.push(file);
        return out;
      }
      return out + text(renderFile(file, /* @__PURE__ */ new Set()));
    },
    end(result) {
      const out = [];
      const released = release();
      if (released !== "") out.push(released.replace(/\n$/, ""));
      if (ctx.statistics) out.push(...statistics(perRule, perFile, colors, safe));
      for (const w of result.warnings) out.push(`${colors.yellow("warning")}  ${safe(w)}`);
      for (const p of result.problems) out.push(`${colors.red("error")}  ${safe(p.displayPath)}: ${safe(p.reason)}`);
      if (result.problems.length + result.warnings.length > 0) out.push("");
      const scope = () => {
        const parts = [];
        if (configs > 0 || result.skills === 0) parts.push(`${configs} config${configs === 1 ? "" : "s"}`);
        if (result.skills > 0) parts.push(`${result.skills} skill${result.skills === 1 ? "" : "s"}`);
        return parts.join(" and ");
      };
      const total = counts.error + counts.warning + counts.info;
      const nothingAudited = configs === 0 && result.skills === 0;
      if (total === 0 && result.problems.length === 0) {
        if (!ctx.quiet && !nothingAudited) out.push(colors.green(`\u2714 no problems in ${scope()}`));
      } else if (total > 0) {
        const mark = counts.error > 0 ? colors.red("\u2716") : colors.yellow("\u26A0");
        out.push(
          `${mark} ${total} problem${total === 1 ? "" : "s"} (${counts.error} error${counts.error === 1 ? "" : "s"}, ${counts.warning} warning${counts.warning === 1 ? "" : "s"}, ${counts.info} info) in ${scope()}`
        );
        const hints = [];
        const safe2 = fixableSafe + fixableAfterLookup;
        if (safe2 > 0) hints.push(`${safe2} fixable with --fix${lookups.size > 0 ? ` (${lookups.size} registry lookup${lookups.size === 1 ? "" : "s"})` : ""}`);
        if (fixableUnsafe > 0) hints.push(`${fixableUnsafe} more with --fix=all (unsafe: review the change)`);
        if (hints.length > 0) out.push(`  ${hints.join(", ")}`);
      }
      if (!ctx.quiet && rulesShown.size > 0 && !ctx.statistics) {
        out.push("", colors.dim(`What each rule checks and how to fix it (or mcp-audit explain <rule>):`));
        const width = Math.max(...[...rulesShown].map((r) => r.length));
        for (const id of [...rulesShown].sort()) out.push(colors.dim(`  ${id.padEnd(width)}  ${atRelease(docsUrl(id), ctx.toolVersion)}`));
      }
      if (ctx.lockHint && !ctx.quiet && total > 0 && result.lock === void 0 && !nothingAudited && !result.problems.some((p) => p.displayPath.endsWith("mcp-audit.lock.json"))) {
        const what = result.skills > 0 ? configs > 0 ? "the skills' files and the launched packages" : "the skills' files" : "the launched packages";
        out.push("", `${colors.cyan("hint")}  no mcp-audit.lock.json yet: once you have reviewed ${what}, run \`mcp-audit approve\``, `      to record them; from then on a run reports what is new or changed since that review`);
      }
      return [text(out)];
    }
  };
}
function groupKey(f) {
  return `${f.group.key}\0${f.severity}`;
}
function plural(item) {
  return item.endsWith("y") && !/[aeiou]y$/.test(item) ? `${item.slice(0, -1)}ies` : `${item}s`;
}
function statistics(perRule, perFile, colors, safe) {
  if (perRule.size === 0) return [];
  const rows = [...perRule].map(([rule, r]) => ({ rule, ...r, total: r.severity.error + r.severity.warning + r.severity.info }));
  rows.sort((a, b) => b.total - a.total || (a.rule < b.rule ? -1 : 1));
  const ruleWidth = Math.max(4, ...rows.map((r) => r.rule.length));
  const num = (n) => n === 0 ? "-" : String(n);
  const line = (count, rule, e, w, i, fixable) => `${count.padStart(7)}  ${rule.padEnd(ruleWidth)}  ${e.padStart(5)}${w.padStart(9)}${i.padStart(6)}  ${fixable}`.trimEnd();
  const out = [colors.bold(line("count", "rule", "error", "warning", "info", "fixable"))];
  for (const r of rows) {
    const fixable = [r.safe > 0 ? `${r.safe} with --fix` : "", r.unsafe > 0 ? `${r.unsafe} with --fix=all` : ""].filter(Boolean).join(", ");
    out.push(line(String(r.total), r.rule, num(r.severity.error), num(r.severity.warning), num(r.severity.info), fixable));
  }
  const files = [...perFile].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  out.push("", colors.bold(`Top files (${Math.min(TOP_FILES, files.length)} of ${files.length}):`));
  for (const [file, n] of files.slice(0, TOP_FILES)) out.push(`${String(n).padStart(7)}  ${safe(file)}`);
  out.push("");
  return out;
}
var stylish = collected(stylishStream);
export {
  stylish,
  stylishStream
};
