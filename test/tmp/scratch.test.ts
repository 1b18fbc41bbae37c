import { it } from "vitest";
import { lint, summarize } from "../helpers.js";
const show = (dialect: any, text: string, path?: string) => console.log(dialect, "\n" + summarize(lint(text, { dialect, ...(path ? { path } : {}) }).findings).join("\n"));
it("scratch", () => {
  show("mcp-registry", `{
  "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
  "name": "io.github.example/weather-mcp",
  "description": "Weather data and forecasts",
  "version": "1.2.0",
  "repository": { "url": "https://github.com/other/weather-mcp", "source": "github" },
  "packages": [
    { "registryType": "npm", "identifier": "@example/weather-mcp", "version": "^1.2.0", "transport": { "type": "stdio" },
      "environmentVariables": [ { "name": "WEATHER_API_KEY", "description": "API key", "isRequired": true },
        { "name": "GITHUB_TOKEN", "default": "ghp_KiwFpmAKlki6Iy2GqxuZHOcEUz73U7eBilRR", "isSecret": true } ] },
    { "registryType": "oci", "identifier": "ghcr.io/example/weather-mcp", "transport": { "type": "stdio" } },
    { "registryType": "pypi", "identifier": "weather-mcp==1.2.0", "version": "1.2.0", "transport": { "type": "bogus" } }
  ],
  "remotes": [ { "type": "streamable-http", "url": "http://weather.example.com/mcp" } ]
}`);
  show("mcp-registry", `{ "$schema": "https://static.modelcontextprotocol.io/schemas/2025-07-09/server.schema.json", "name": "io.github.a/b", "description": "d", "version": "1.0.0" }`);
  show("mcp-registry", `{ "$schema": "https://static.modelcontextprotocol.io/schemas/2026-03-01/server.schema.json", "name": "io.github.a/b", "description": "d", "version": "1.0.0", "packages": [] }`);
  show("mcp-registry", `{ "name": "io.github.a/b", "description": "d", "version": "1.0.0", "packages": [] }`);
});
