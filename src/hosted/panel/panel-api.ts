/**
 * The sandbox control panel's backend: a Web-standard handler the demo server mounts (at
 * /sandbox/panel-api by default). It talks to the sandbox server-side through the typed
 * client, so the API key never reaches the browser; the browser sees only what each
 * operation answers and the sandbox's own error messages.
 */
import type { PaykitClient } from '../../server/client';
import { PaykitApiError } from '../../shared/errors';
import { readAtMost } from '../../shared/read-at-most';
import { panelOperations, type Operation } from './operations';
import { PanelProblem } from './problem';

export interface PanelHandlerOptions {
  /** A client for the sandbox, holding its API key. */
  client: PaykitClient;
  /** Where the handler is mounted; requests outside it answer 404 (default "/sandbox/panel-api"). */
  basePath?: string;
  /** Called with unexpected errors; the browser gets a plain 500 envelope. */
  onError?: (error: unknown) => void;
}

export const PANEL_MAX_BODY_BYTES = 16 * 1024;

const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function createPanelHandler(options: PanelHandlerOptions): (request: Request) => Promise<Response> {
  const basePath = (options.basePath ?? '/sandbox/panel-api').replace(/\/+$/, '');
  const operations = panelOperations(options.client).map((op) => ({ ...op, segments: op.path.split('/') }));

  return async (request) => {
    try {
      const url = new URL(request.url);
      const { operation, params } = match(request.method, relativePath(url.pathname, basePath));
      let body: Record<string, unknown> = {};
      if (operation.method === 'POST') {
        requireSameOrigin(request, url);
        body = await readJsonObject(request, operation.fields ?? []);
      }
      return respond(200, await operation.run({ params, body }));
    } catch (error) {
      if (error instanceof PanelProblem) return problem(error.status, error.code, error.message, error.headers);
      // Typed upstream errors carry the sandbox's own status, code and message (never the key).
      if (error instanceof PaykitApiError) return problem(error.status, error.code, error.message);
      options.onError?.(error);
      if (error instanceof Error && (error.name === 'PaykitConnectionError' || error.name === 'PaykitTimeoutError')) {
        return problem(502, 'sandbox_unavailable', 'The sandbox did not answer; try again');
      }
      return problem(500, 'internal_error', 'Internal panel error; try again');
    }
  };

  function match(method: string, path: string[]): { operation: Operation; params: Record<string, string> } {
    const allowed: string[] = [];
    for (const op of operations) {
      const params = matchSegments(op.segments, path);
      if (!params) continue;
      if (op.method === method) return { operation: op, params };
      allowed.push(op.method);
    }
    const shown = `${basePath}/${path.join('/')}`;
    if (allowed.length > 0) {
      throw new PanelProblem(405, 'method_not_allowed', `${method} is not allowed at ${shown}; use ${allowed.join(' or ')}`, {
        allow: allowed.join(', '),
      });
    }
    throw new PanelProblem(404, 'not_found', `No panel route ${method} ${shown}`);
  }
}

function relativePath(pathname: string, basePath: string): string[] {
  if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
    throw new PanelProblem(404, 'not_found', `No panel route at ${pathname}`);
  }
  return pathname.slice(basePath.length).split('/').filter(Boolean);
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i] as string;
    const got = parts[i] as string;
    if (!want.startsWith(':')) {
      if (want !== got) return null;
      continue;
    }
    let value: string;
    try {
      value = decodeURIComponent(got);
    } catch {
      return null;
    }
    if (value.length === 0 || value.length > 200) return null;
    params[want.slice(1)] = value;
  }
  return params;
}

/** CSRF: a POST must come from this origin; a request without Origin (curl, a same-origin form of old) passes. */
function requireSameOrigin(request: Request, url: URL): void {
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== url.origin) {
    throw new PanelProblem(403, 'forbidden', 'Cross-origin request refused: the panel accepts actions from its own page only');
  }
}

/**
 * A JSON object of at most 16 KB with only `fields`. Every POST must say application/json
 * (a cross-site page cannot send that without a preflight); an empty body is {}.
 */
async function readJsonObject(request: Request, fields: readonly string[]): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type.trim())) {
    throw new PanelProblem(415, 'unsupported_media_type', 'Content-Type must be application/json');
  }
  const tooLarge = () => new PanelProblem(413, 'payload_too_large', `Request body is larger than ${PANEL_MAX_BODY_BYTES / 1024} KB`);
  if (Number(request.headers.get('content-length') ?? '0') > PANEL_MAX_BODY_BYTES) throw tooLarge();
  const bytes = await readAtMost(request.body, PANEL_MAX_BODY_BYTES);
  if (bytes === null) throw tooLarge();
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new PanelProblem(400, 'invalid_request', 'Request body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new PanelProblem(400, 'invalid_request', 'Request body must be a JSON object');
  }
  const unknown = Object.keys(value).find((key) => !fields.includes(key));
  if (unknown !== undefined) {
    const accepted = fields.length > 0 ? `send only ${fields.join(', ')}` : 'this action takes no fields';
    throw new PanelProblem(400, 'invalid_request', `Unknown field ${JSON.stringify(unknown)}: ${accepted}`);
  }
  return value as Record<string, unknown>;
}

function respond(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...headers } });
}

function problem(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return respond(status, { error: { code, message } }, headers);
}
