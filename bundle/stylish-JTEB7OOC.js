import { createRequire as __mcpAuditRequire } from "node:module"; const require = __mcpAuditRequire(import.meta.url);
import {
  collected
} from "./chunk-OVBHL4RJ.js";
import {
  SEVERITY_RANK
} from "./chunk-DVYPNYWB.js";
import {
  safeText
} from "./chunk-USMNNPET.js";
import "./chunk-RJC5ITPU.js";
import "./chunk-QYU7G22G.js";
import "./chunk-HF3WKTIK.js";
import "./chunk-ZV3BCOS4.js";
import {
  __commonJS,
  __toESM
} from "./chunk-ZIYZMNLY.js";

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
function stylishStream(ctx) {
  const colors = import_picocolors.default.createColors(ctx.color);
  const secrets = ctx.secrets;
  const severityLabel = (s) => s === "error" ? colors.red("error") : s === "warning" ? colors.yellow("warning") : colors.blue("info");
  const counts = { error: 0, warning: 0, info: 0 };
  let fixableSafe = 0;
  let fixableUnsafe = 0;
  let fixableAfterLookup = 0;
  const lookups = /* @__PURE__ */ new Set();
  let configs = 0;
  const text = (lines) => lines.map((l) => `${l}
`).join("");
  return {
    file(file) {
      const out = [];
      if (file.kind === "mcp-config") configs++;
      if (file.fixed.length > 0) {
        out.push(colors.underline(safeText(file.displayPath, secrets)) + colors.green(`  fixed ${file.fixed.length} problem${file.fixed.length === 1 ? "" : "s"}`));
        for (const f of file.fixed) {
          out.push(`  ${colors.green("fixed")}  line ${f.line}: ${safeText(f.description, secrets)}  ${colors.dim(`${f.ruleId}${f.safety === "unsafe" ? ", unsafe" : ""}`)}`);
        }
        out.push("");
      }
      for (const f of file.findings) {
        counts[f.severity]++;
        if (f.fix?.safety === "safe") fixableSafe++;
        else if (f.fix?.safety === "unsafe") fixableUnsafe++;
        else if (f.fixAfterLookup) {
          fixableAfterLookup++;
          lookups.add(f.fixAfterLookup.lookup);
        }
      }
      const shown = file.findings.filter((f) => !ctx.quiet || SEVERITY_RANK[f.severity] >= SEVERITY_RANK[ctx.failOn]);
      if (shown.length > 0) {
        out.push(colors.underline(safeText(file.displayPath, secrets)));
        const rows = shown.map((f) => [`${f.range.start.line}:${f.range.start.column}`, f]);
        const posWidth = Math.max(...rows.map(([p]) => p.length));
        for (const [pos, f] of rows) {
          const sev = f.severity.padEnd(7);
          out.push(`  ${colors.dim(pos.padEnd(posWidth))}  ${severityLabel(f.severity)}${sev.slice(f.severity.length)}  ${safeText(f.message, secrets)}  ${colors.dim(f.ruleId)}`);
        }
        out.push("");
      }
      return text(out);
    },
    end(result) {
      const out = [];
      for (const w of result.warnings) out.push(`${colors.yellow("warning")}  ${safeText(w, secrets)}`);
      for (const p of result.problems) out.push(`${colors.red("error")}  ${safeText(p.displayPath, secrets)}: ${safeText(p.reason, secrets)}`);
      if (result.problems.length + result.warnings.length > 0) out.push("");
      const scope = () => {
        const parts = [];
        if (configs > 0 || result.skills === 0) parts.push(`${configs} config${configs === 1 ? "" : "s"}`);
        if (result.skills > 0) parts.push(`${result.skills} skill${result.skills === 1 ? "" : "s"}`);
        return parts.join(" and ");
      };
      const total = counts.error + counts.warning + counts.info;
      if (total === 0 && result.problems.length === 0) {
        if (!ctx.quiet) out.push(colors.green(`\u2714 no problems in ${scope()}`));
      } else if (total > 0) {
        const mark = counts.error > 0 ? colors.red("\u2716") : colors.yellow("\u26A0");
        out.push(
          `${mark} ${total} problem${total === 1 ? "" : "s"} (${counts.error} error${counts.error === 1 ? "" : "s"}, ${counts.warning} warning${counts.warning === 1 ? "" : "s"}, ${counts.info} info) in ${scope()}`
        );
        const hints = [];
        const safe = fixableSafe + fixableAfterLookup;
        if (safe > 0) hints.push(`${safe} fixable with --fix${lookups.size > 0 ? ` (${lookups.size} registry lookup${lookups.size === 1 ? "" : "s"})` : ""}`);
        if (fixableUnsafe > 0) hints.push(`${fixableUnsafe} more with --fix=all (unsafe: review the change)`);
        if (hints.length > 0) out.push(`  ${hints.join(", ")}`);
      }
      return text(out);
    }
  };
}
var stylish = collected(stylishStream);
export {
  stylish,
  stylishStream
};
