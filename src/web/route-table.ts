/**
 * RouteTable: one Web handler made of routes and mounted handlers, the shape of every HTTP edge
 * (the checkout server, the demo). Routes answer a method and a pattern (router.ts); a mounted
 * handler owns every path under its prefix and sees the whole request, so a proxy keeps its own
 * basePath and path vetting. A miss is 404, or 405 with Allow when the path takes other methods.
 * Whatever a route or check throws is answered by the one error mapper (error-response.ts).
 * Connection facts go in as the second argument and on to every route and mounted handler.
 */
import type { ConnectionInfo } from './connection';
import { errorResponse, toHttpError, type ErrorMapping } from './error-response';
import { methodNotAllowed, notFound, type HttpError } from './http-error';
import { isRouteMatch, Router } from './router';

/** The methods a route that only reads takes (a page, a file): `on(READ_METHODS, …)`. */
export const READ_METHODS = ['GET', 'HEAD'] as const;

/** A Web handler that may be told its connection's facts: what a RouteTable mounts, and is. */
export type EdgeHandler = (request: Request, connection?: ConnectionInfo) => Promise<Response>;

/** What a route's handler is given besides the request. */
export interface RouteContext {
  /** The request's URL, parsed once. */
  url: URL;
  /** Parameter name (without ":") → segment as sent (not decoded: each route knows its own spelling); `*` for a rest. */
  params: Record<string, string>;
  /** The connection's facts, as the table was given them. */
  connection: ConnectionInfo | undefined;
}

/** A route's handler: answers, or throws an HttpError (or anything, answered 500). */
export type RouteHandler = (request: Request, context: RouteContext) => Response | Promise<Response>;

/** A check every request passes before routing (a Host allow-list, a drain); it refuses by throwing. */
export type RouteCheck = (request: Request, context: Omit<RouteContext, 'params'>) => void | Promise<void>;

/** How a table answers what no route takes and what its handlers throw. */
export interface RouteTableOptions extends ErrorMapping {
  /** The refusal for a path no route takes (default: 405 with Allow when other methods match, else 404 "Nothing at <path>"). */
  miss?: (request: Request, url: URL, allowed: readonly string[]) => HttpError;
  /** The edge's own form of an error answer for some requests (text for a page a person opens); undefined: the JSON envelope. */
  render?: (error: HttpError, request: Request, url: URL) => Response | undefined;
}

interface TableRoute {
  method: string;
  path: string;
  handler: RouteHandler;
}

/** Routes and mounts in the order added; checks run first, then mounts by prefix, then routes. */
export class RouteTable {
  private readonly router = new Router<TableRoute>();
  private readonly mounts: { prefix: string; handler: EdgeHandler }[] = [];
  private readonly checks: RouteCheck[] = [];

  constructor(private readonly options: RouteTableOptions = {}) {}

  /** Answers `pattern` (see Router) for `method`, several methods, or `*` for every one. */
  on(method: string | readonly string[], pattern: string, handler: RouteHandler): this {
    for (const one of typeof method === 'string' ? [method] : method) this.router.add({ method: one, path: pattern, handler });
    return this;
  }

  /** Hands `prefix` and every path below it to `handler`, with the whole request and the connection's facts. */
  mount(prefix: string, handler: EdgeHandler): this {
    this.mounts.push({ prefix: prefix.replace(/\/+$/, ''), handler });
    return this;
  }

  /** Adds a check every request passes before it is routed. */
  check(check: RouteCheck): this {
    this.checks.push(check);
    return this;
  }

  /** The table as a Web handler: never throws, every error answered by the table's mapper. */
  readonly fetch: EdgeHandler = async (request, connection) => {
    const url = new URL(request.url);
    try {
      return await this.dispatch(request, url, connection);
    } catch (error) {
      const answer = toHttpError(error, this.options);
      return this.options.render?.(answer, request, url) ?? errorResponse(answer, this.options);
    }
  };

  private async dispatch(request: Request, url: URL, connection: ConnectionInfo | undefined): Promise<Response> {
    for (const check of this.checks) await check(request, { url, connection });
    const path = url.pathname;
    for (const { prefix, handler } of this.mounts) {
      if (path === prefix || path.startsWith(`${prefix}/`)) return handler(request, connection);
    }
    // Segments exactly as the path has them: "/healthz/" or "//healthz" is not "/healthz".
    const segments = path === '/' ? [] : path.slice(1).split('/');
    const found = segments.includes('') ? { allowed: [] } : this.router.matchSegments(request.method, segments);
    if (isRouteMatch(found)) return found.route.handler(request, { url, params: found.params, connection });
    throw this.options.miss?.(request, url, found.allowed) ?? defaultMiss(request, url, found.allowed);
  }
}

function defaultMiss(request: Request, url: URL, allowed: readonly string[]): HttpError {
  if (allowed.length > 0) return methodNotAllowed(`${request.method} is not allowed at ${url.pathname}; use ${allowed.join(' or ')}`, allowed);
  return notFound(`Nothing at ${url.pathname}`);
}
