import { containsReference, references } from "../hosts/references.js";

// Values that stand for a secret without being one: references, templates, and the fillers
// people put in examples. A placeholder is never reported, whatever its key or shape.

/** Words that mark a value as a stand-in when one is a whole segment of it (`YOUR_API_KEY`, `dummy-token`). */
const PLACEHOLDER_WORDS = new Set([
  "placeholder", "example", "examples", "sample", "dummy", "fake", "changeme", "changeit", "redacted",
  "replaceme", "todo", "fixme",
]);

/** Words that say nothing by themselves: a value made only of them (`my-secret-token`, `none`) is a stand-in. */
const FILLER_WORDS = new Set([
  "secret", "token", "password", "passwd", "pass", "api", "key", "apikey", "access", "auth", "bearer", "my", "here",
  "insert", "enter", "put", "none", "null", "nil", "undefined", "tbd", "na", "n", "a", "value", "string", "test", "goes",
  "the", "of", "to",
]);

/** Fillers long enough that finding them anywhere in a value is no coincidence. */
const PLACEHOLDER_SUBSTRINGS = ["placeholder", "changeme", "redacted", "replaceme", "replace_me", "replace-me", "example", "your_", "your-"];

/** References in the syntax of some host or shell: `${X}`, `${input:x}`, `$X`, `%X%`, `{{x}}`, `$(cmd)`. */
// (`${…}` and `{{…}}` are searched with indexOf: the regex form is quadratic on "${${${…".)
const WHOLE_REFERENCE = /^\$[A-Za-z_][A-Za-z0-9_]*$|^%[A-Za-z_][A-Za-z0-9_]*%$|^\$\(.*\)$/;

function isReference(v: string): boolean {
  return containsReference(v) || !references(v, "{{", "}}").next().done || WHOLE_REFERENCE.test(v);
}

export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  if (v === "") return true;
  if (isReference(v)) return true;
  // `<your-token>`, `<token>`, `<...>`: no token format contains angle brackets.
  if (/<[^<>]*>/.test(v)) return true;
  // `[REDACTED]`, `[...]`, `***`, `•••`, `…`, `sk-abc...xyz` (a shortened sample).
  if (/^\[.*\]$/.test(v) || /^[*•.…#_\-\s]+$/.test(v) || v.includes("…") || v.includes("...") || v.includes("***")) return true;
  const lower = v.toLowerCase();
  if (PLACEHOLDER_SUBSTRINGS.some((s) => lower.includes(s))) return true;
  const segments = lower.split(/[^a-z0-9]+/).filter((s) => s.length > 0);
  if (segments.some((s) => PLACEHOLDER_WORDS.has(s) || /^x{3,}$/.test(s) || /^your/.test(s))) return true;
  if (segments.every((s) => FILLER_WORDS.has(s))) return true;
  // `token123`, `secret42`: an example's filler word with a counter after it, all in lower case and
  // nothing else (`Password123!`, `Pass1234` and `Secret2024` are the weak passwords people use).
  if (/^[a-z]{4,12}\d{1,4}$/.test(v) && FILLER_WORDS.has(v.replace(/\d+$/, ""))) return true;
  // `REDIS_PASS`, `APP_PASSWORD`: a name in capitals standing for the value (`-a REDIS_PASS`, `-u USER:APP_PASSWORD`).
  // A run of 8 or more letters and digits mixed (`QZ7VK2MX9WL4_PROD`) is random, not a name.
  if (/^[A-Z][A-Z0-9]{0,40}(?:_[A-Z0-9]{1,40}){1,8}$/.test(v) && !/(?:^|_)(?=[A-Z0-9]{0,40}\d)(?=[A-Z0-9]{0,40}[A-Z])[A-Z0-9]{8,}(?:_|$)/.test(v)) return true;
  // `ghp_xxxxxxxxxxxx`, `sk-XXXX`, `0000000000`: the random part is one or two characters repeated.
  const longestRun = v.match(/[A-Za-z0-9]+/g)?.reduce((a, b) => (b.length > a.length ? b : a), "") ?? "";
  if (longestRun.length >= 3 && new Set(longestRun.toLowerCase()).size <= 2) return true;
  return false;
}
