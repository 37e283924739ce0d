/** Pattern routes served under both /v1 and /api/v1 (the spec uses both; the sandbox treats them as one API). */
import type { RequestContext } from './context';

export type Method = 'GET' | 'POST';
export type RouteHandler = (ctx: RequestContext) => Response | Promise<Response>;

export interface Route {
  method: Method;
  /** Path after the version prefix, e.g. "/payment-links/:id". */
  path: string;
  handler: RouteHandler;
  /** Routes that answer without the API key (the liveness page a customer opens). */
  public?: boolean;
}

interface Compiled extends Route {
  segments: string[];
}

export interface Match {
  route: Route;
  params: Record<string, string>;
}

export class Router {
  private readonly routes: Compiled[] = [];

  add(...routes: Route[]): void {
    for (const route of routes) this.routes.push({ ...route, segments: route.path.split('/').filter(Boolean) });
  }

  /** A match, or the list of methods the path allows (for 405-like answers). */
  match(method: string, path: string): Match | { allowed: Method[] } {
    const parts = path.split('/').filter(Boolean);
    const allowed: Method[] = [];
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method === method) return { route, params };
      allowed.push(route.method);
    }
    return { allowed };
  }
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i] as string;
    const got = parts[i] as string;
    if (want.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(got);
      } catch {
        return null;
      }
      params[want.slice(1)] = value;
    } else if (want !== got) {
      return null;
    }
  }
  return params;
}
