// What guards every output stays linear in the text it cleans: escapes, defused workflow commands and
// secrets on every line (CPU time on doubling inputs).
import { describe, it } from "vitest";
import { sanitizeOutput } from "../../src/report/sanitize.js";
import { COMPLEXITY_TIMEOUT, expectLinear } from "./harness.js";

/** Control, bidi, invisible and unpaired code points (test/report/sanitize.test.ts's hostile string). */
const HOSTILE = "a\u001b[2J\u009b\u0007\r\u202e\u2066\u200b\u2060\ufeff\u206f\ufff9\u00ad\u3164\u{e0041}\ufe0f\ufe0f\u2028\ud800z";

describe("sanitizeOutput is linear", { timeout: COMPLEXITY_TIMEOUT }, () => {
  it("on text dense with escapes, defused lines and secrets", () => {
    const secrets = new Set(["tk_live_9f2c41d07ab8e6", "AKIAJ7Q2XK4B5N3MZP6W"]);
    expectLinear({
      name: "sanitizeOutput",
      start: 500,
      input: (n) => `::x ${HOSTILE} akiaj7q2xk4b5n3mzp6w ##[ \n`.repeat(n),
      run: (text) => sanitizeOutput(text, "text", { secrets }),
      doublings: 3,
      repetitions: 3,
    });
  });
});
