// The CLI from dist/ as tsc writes it (one file per module), not from the bundle: a CPU profile of it
// maps each function to its src/ file. Used by bench/run.mjs for the profile; same arguments as the CLI.
import { main } from "../dist/cli/main.js";

process.exitCode = await main(process.argv.slice(2));
