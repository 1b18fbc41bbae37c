// Property tests run with a fixed seed by default, so CI is reproducible: a failure there is a
// failure on every machine. MCP_AUDIT_PROPERTY_SEED=random explores new inputs (do it locally, often);
// any other number replays that seed.
import fc from "fast-check";

const seed = process.env.MCP_AUDIT_PROPERTY_SEED;
if (seed !== "random") fc.configureGlobal({ seed: seed === undefined ? 20261130 : Number(seed) });

// The CLI loads the skill support (skill rules, skill model) only when it finds a skill (prepareAudit);
// tests also call the sync runAudit directly, so it is loaded up front here, as the library entry does.
const { loadSkillSupport } = await import("../src/audit/run.js");
await loadSkillSupport();
