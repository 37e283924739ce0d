/**
 * The sandbox control panel's backend: a Web-standard handler the demo server mounts (at
 * /sandbox/panel-api by default). It talks to the sandbox server-side through the typed
 * client, so the API key never reaches the browser; the browser sees only what each
 * operation answers and the sandbox's own error messages.
 */
import type { PaykitClient } from '../../src/server/client';
import { PaykitApiError } from '../../src/shared/errors';
import { forbidden, HttpError, invalidRequest, json, methodNotAllowed, notFound, unsupportedMediaType } from '../../src/web/http-error';
import { errorResponse } from '../../src/web/error-response';
import { readJsonObject } from '../../src/web/json-body';
import { requestSite } from '../../src/web/same-origin';
import { isRouteMatch, Router, type RouteMatch } from '../../src/web/router';
import { panelOperations, type Operation } from './operations';

export interface PanelHandlerOptions {
  /** A client for the sandbox, holding its API key. */
  client: PaykitClient;
  /** Where the handler is mounted; requests outside it answer 404 (default "/sandbox/panel-api"). */
  basePath?: string;
  /** Called with unexpected errors; the browser gets a plain 500 envelope. */
  onError?: (error: unknown) => void;
}

/** The largest action body the panel reads; a POST names an id and a few fields at most. */
export const PANEL_MAX_BODY_BYTES = 16 * 1024;

/** Beside the JSON headers every answer carries: the browser must not sniff another type. */
const NOSNIFF = { 'x-content-type-options': 'nosniff' };

/** The panel API as a Web-standard handler: its routes, same-origin POSTs and JSON envelopes. */
export function createPanelHandler(options: PanelHandlerOptions): (request: Request) => Promise<Response> {
  const basePath = (options.basePath ?? '/sandbox/panel-api').replace(/\/+$/, '');
  // A decoded id longer than 200 characters names nothing the sandbox has: no route, so 404.
  const router = new Router<Operation>({ maxParamLength: 200 }).add(...panelOperations(options.client));

  return async (request) => {
    try {
      const url = new URL(request.url);
      const { route: operation, params } = match(request.method, relativePath(url.pathname, basePath));
      let body: Record<string, unknown> = {};
      if (operation.method === 'POST') {
        requireSameOrigin(request, url);
        body = await readFields(request, operation.fields ?? []);
      }
      return json(await operation.run({ params, body, query: url.searchParams }), 200, NOSNIFF);
    } catch (error) {
      return errorResponse(error, { translate: panelError, onError: options.onError, internalMessage: 'Internal panel error; try again', headers: NOSNIFF });
    }
  };

  function match(method: string, path: string): RouteMatch<Operation> {
    const found = router.match(method, path);
    if (isRouteMatch(found)) return found;
    const shown = `${basePath}/${path.split('/').filter(Boolean).join('/')}`;
    if (found.allowed.length > 0) {
      throw methodNotAllowed(`${method} is not allowed at ${shown}; use ${found.allowed.join(' or ')}`, found.allowed);
    }
    throw notFound(`No panel route ${method} ${shown}`);
  }

  /** The panel's own error kinds, for the one error mapper (which answers the rest 500, reported). */
  function panelError(error: unknown): HttpError | undefined {
    // Typed upstream errors carry the sandbox's own status, code and message (never the key).
    if (error instanceof PaykitApiError) return new HttpError(error.status, error.code, error.message);
    if (!(error instanceof Error && (error.name === 'PaykitConnectionError' || error.name === 'PaykitTimeoutError'))) return undefined;
    options.onError?.(error);
    return new HttpError(502, 'sandbox_unavailable', 'The sandbox did not answer; try again');
  }
}

/** The path below `basePath`, or 404 for anything outside it. */
function relativePath(pathname: string, basePath: string): string {
  if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
    throw notFound(`No panel route at ${pathname}`);
  }
  return pathname.slice(basePath.length);
}

/**
 * CSRF: a POST must come from this origin, by the kit's one same-origin rule
 * (src/web/same-origin.ts): the browser's Sec-Fetch-Site decides when sent; an older browser's
 * Origin must be this handler's origin; a request with neither (curl) passes.
 */
function requireSameOrigin(request: Request, url: URL): void {
  if (requestSite(request.headers, { origin: url.origin }) === 'cross-origin') {
    throw forbidden('Cross-origin request refused: the panel accepts actions from its own page only');
  }
}

/**
 * A JSON object of at most 16 KB with only `fields`. Every POST must say application/json
 * (a cross-site page cannot send that without a preflight); an empty body is {}.
 */
async function readFields(request: Request, fields: readonly string[]): Promise<Record<string, unknown>> {
  const value = await readJsonObject(request, {
    limit: PANEL_MAX_BODY_BYTES,
    typeRequiredWhenEmpty: true,
    wrongType: () => unsupportedMediaType('Content-Type must be application/json'),
  });
  const unknown = Object.keys(value).find((key) => !fields.includes(key));
  if (unknown !== undefined) {
    const accepted = fields.length > 0 ? `send only ${fields.join(', ')}` : 'this action takes no fields';
    throw invalidRequest(`Unknown field ${JSON.stringify(unknown)}: ${accepted}`);
  }
  return value;
}
