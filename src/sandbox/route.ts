/** A sandbox route: served under both /v1 and /api/v1 (the service uses both; the sandbox treats them as one API: docs/service-contract.md#addresses-versions-and-authentication). */
import type { RoutePattern } from '../web/router';
import type { RequestContext } from './context';

export type Method = 'GET' | 'POST';
export type RouteHandler = (ctx: RequestContext) => Response | Promise<Response>;

/** What a domain registers with the sandbox's router. */
export interface Route extends RoutePattern {
  /** The method the route answers. */
  method: Method;
  /** Path after the version prefix, e.g. "/payment-links/:id". */
  path: string;
  /** Answers the request once the guards have passed. */
  handler: RouteHandler;
  /** Routes that answer without the API key (the liveness page a customer opens). */
  public?: boolean;
  /**
   * A sandbox-only extension: the real service has no such route, so the strict sandbox answers it
   * 404 as it answers a path that does not exist (docs/sandbox.md#sandbox-extensions lists each one).
   */
  extension?: boolean;
}

/** What a domain (accounts, payments, fx, …) gives the sandbox: its routes and any pages of its own. */
export interface Domain {
  routes: Route[];
  /**
   * Pages a person opens outside the API's /v1 paths (a payment link's url): public, GET and
   * HEAD only, answered on the service's port in strict mode too. Undefined when the path is not
   * theirs; else what answers it, called once the clock has run what fell due.
   */
  page?: (request: Request, url: URL) => (() => Promise<Response>) | undefined;
}
