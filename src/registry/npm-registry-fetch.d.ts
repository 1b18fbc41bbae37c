// The part of npm-registry-fetch@19 mcp-audit uses. (@types/npm-registry-fetch describes v8: its
// Response is node-fetch's and its logger npmlog, neither of which v19 uses.)
declare module "npm-registry-fetch" {
  interface RegistryResponse {
    status: number;
    url: string;
    headers: { get(name: string): string | null };
    /** A Minipass stream of the body. */
    body: {
      on(event: "data", listener: (chunk: Buffer) => void): unknown;
      on(event: "end", listener: () => void): unknown;
      on(event: "error", listener: (error: Error) => void): unknown;
      destroy?(error?: Error): void;
    };
  }
  interface RegistryFetchError extends Error {
    code?: string;
    type?: string;
    statusCode?: number;
  }
  function fetch(uri: string, options?: Record<string, unknown>): Promise<RegistryResponse>;
  export type { RegistryResponse, RegistryFetchError };
  export default fetch;
}
