// What the skill command scanner reports: a hit names its category, its confidence and where it is.
import type { Severity } from "../../core/types.js";

/** The nine kinds of risk a skill's commands carry (docs/rules/skill-risky-script.md). */
export type Category =
  | "download-execute"
  | "safety-bypass"
  | "credential-access"
  | "hardcoded-secret"
  | "persistence"
  | "exfiltration"
  | "obfuscation"
  | "unpinned-install"
  | "privilege-destruction";

export type Confidence = "high" | "medium";

/** Severity follows the category: running unreviewed code and lifting the agent's guard rails are errors. */
export const CATEGORY_SEVERITY: Readonly<Record<Category, Severity>> = {
  "download-execute": "error",
  "safety-bypass": "error",
  "credential-access": "error",
  "hardcoded-secret": "error",
  exfiltration: "error",
  obfuscation: "error",
  persistence: "warning",
  "unpinned-install": "warning",
  "privilege-destruction": "warning",
};

/** What each category's findings say after the skill's name. */
export const CATEGORY_ADVICE: Readonly<Record<Category, string>> = {
  "download-execute": "what runs can change at any time and nobody reviews it; ship the code in the skill, or pin an exact version and check its digest",
  "safety-bypass": "it turns off the checks that keep an agent from doing harm; remove it and let the user grant what is needed",
  "credential-access": "a skill runs with your rights, and code that reads keys or tokens can leak them; remove it, or let the user pass the one value it needs",
  "hardcoded-secret": "anyone with the skill can use it; revoke it now and read it from the environment instead",
  persistence: "it keeps running after the task is done; leave it to the user to install, or remove it",
  exfiltration: "check what leaves the machine and where it goes; remove it unless the skill exists to do exactly that",
  obfuscation: "the code is hidden from review; ship it readable in the skill",
  "unpinned-install": "what gets installed changes with each release and nobody reviews it; pin an exact version",
  "privilege-destruction": "a skill needs only the user's own rights and deletes only what it made, by name; drop it or narrow it",
};

/** Where in a skill a command stands, which sets how much it says about what the agent will do. */
export type CommandForm = "script" | "fence" | "prompt" | "inline" | "prose" | "dockerfile" | "recipe" | "package-script" | "hook" | "code-string";

export interface Hit {
  /** The check or pattern that found it (`pipe-to-interpreter`), stable: part of the fingerprint. */
  id: string;
  category: Category;
  confidence: Confidence;
  /** Overrides the category's severity (only ever lower: `brew install` is info). */
  severity?: Severity;
  /** What the command does, after the skill's name: "downloads code and runs it". */
  description: string;
  /** The idiom, from fixed words and the command's own names only: `curl | bash`. */
  label: string;
  /** Offsets in the scanned file's text. */
  offset: number;
  length: number;
  /** Literal secrets the hit is about (never printed; scrubbed from every output). */
  secrets?: string[];
  /** Why the confidence was lowered, when it was ("a sentence that warns against it"). */
  lowered?: string;
}
