/**
 * One segment router for every edge: patterns like "/payments/:id/events" match a path
 * segment by segment, literal segments exactly, `:name` segments into params, and a last `*`
 * segment every remaining segment (one or more, into `params['*']`). A route whose method is
 * `*` takes every method. A miss says which methods the path does take, so the edge can answer
 * 405 rather than 404. RouteTable (route-table.ts) builds a Web handler on it.
 */

/** What a router holds: a method and a pattern; the rest is the caller's. */
export interface RoutePattern {
  /** The HTTP method, e.g. "GET"; `*` for every method. */
  method: string;
  /** Segments separated by "/", `:name` for a parameter, e.g. "/payment-links/:id". */
  path: string;
}

/** A route found, with its decoded parameters. */
export interface RouteMatch<R> {
  /** The route as it was added. */
  route: R;
  /** Parameter name (without ":") → decoded segment. */
  params: Record<string, string>;
}

/** A miss: the methods other routes take on this path (empty: the path is unknown). */
export interface RouteMiss {
  /** Methods that would have matched, in the order the routes were added. */
  allowed: string[];
}

/** Limits a router puts on parameters. */
export interface RouterOptions {
  /** Longest decoded parameter accepted; a longer one matches no route (default: no limit). */
  maxParamLength?: number;
}

/** Routes in the order added; the first whose method and pattern both match wins. */
export class Router<R extends RoutePattern> {
  private readonly routes: { route: R; pattern: string[] }[] = [];

  /** `options.maxParamLength` caps decoded parameters. */
  constructor(private readonly options: RouterOptions = {}) {}

  /** Adds routes after those already there. */
  add(...routes: R[]): this {
    for (const route of routes) this.routes.push({ route, pattern: splitPath(route.path) });
    return this;
  }

  /**
   * Matches a raw path ("/payments/pay%201"): literal segments compare as sent, parameters
   * are percent-decoded; a malformed escape in a parameter matches nothing.
   */
  match(method: string, path: string): RouteMatch<R> | RouteMiss {
    return this.find(method, splitPath(path), decodeSegment);
  }

  /** Matches segments the caller has already split and decoded (and vetted), as they are. */
  matchSegments(method: string, segments: readonly string[]): RouteMatch<R> | RouteMiss {
    return this.find(method, segments, (segment) => segment);
  }

  private find(method: string, parts: readonly string[], decode: (segment: string) => string | null): RouteMatch<R> | RouteMiss {
    const allowed: string[] = [];
    for (const { route, pattern } of this.routes) {
      const params = this.bind(pattern, parts, decode);
      if (!params) continue;
      if (route.method === method || route.method === '*') return { route, params };
      allowed.push(route.method);
    }
    return { allowed };
  }

  private bind(pattern: readonly string[], parts: readonly string[], decode: (segment: string) => string | null): Record<string, string> | null {
    const rest = pattern.at(-1) === '*';
    if (rest ? parts.length < pattern.length : pattern.length !== parts.length) return null;
    const params: Record<string, string> = {};
    for (let i = 0; i < pattern.length; i++) {
      const want = pattern[i] as string;
      const got = parts[i] as string;
      if (rest && i === pattern.length - 1) {
        // The rest as sent: whoever reads it (a file table) knows how its names are spelled.
        params['*'] = parts.slice(i).join('/');
        break;
      }
      if (!want.startsWith(':')) {
        if (want !== got) return null;
        continue;
      }
      const value = decode(got);
      if (value === null || (this.options.maxParamLength !== undefined && value.length > this.options.maxParamLength)) return null;
      params[want.slice(1)] = value;
    }
    return params;
  }
}

/** True when a lookup found a route (the other outcome lists the allowed methods). */
export function isRouteMatch<R>(result: RouteMatch<R> | RouteMiss): result is RouteMatch<R> {
  return 'route' in result;
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
