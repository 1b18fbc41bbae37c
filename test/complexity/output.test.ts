// What guards every output stays linear in the text it cleans: escapes, defused workflow commands and
// secrets on every line (CPU time on doubling inputs).
import { describe, it } from "vitest";
import { sanitizeOutput } from "../../src/report/sanitize.js";
import { HOSTILE_CODE_POINTS as HOSTILE } from "../helpers.js";
import { COMPLEXITY_TIMEOUT, expectLinear } from "./harness.js";

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
