import type * as z from 'zod/mini';
import type { SandboxCore } from './core';
import type { Owner } from './ledger';
import { readJsonBody, validate } from './http';

/** Everything a route handler sees about one request. */
export interface RequestContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  query: URLSearchParams;
  core: SandboxCore;
  /** 'platform', or the connected account named by x-on-behalf-of (already checked to exist). */
  owner: Owner;
  requestId: string;
  /** Origin plus mount path in front of /v1 or /api/v1, e.g. "http://localhost:5173/sandbox". */
  serviceBase: string;
  /** Reads the JSON body and validates it; failures become 400 invalid_request naming the field. */
  body<S extends z.ZodMiniType>(schema: S): Promise<z.infer<S>>;
}

export function createContext(init: Omit<RequestContext, 'body'>): RequestContext {
  return {
    ...init,
    body: async (schema) => validate(schema, await readJsonBody(init.request)),
  };
}
