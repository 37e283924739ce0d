/** Request parsing and response helpers shared by every sandbox route. */
import type * as z from 'zod/mini';
import { describeIssue, issuePath, type IssueLike } from '../shared/schemas/issues';
import { invalidRequest, Problem } from './problem';

export const MAX_JSON_BYTES = 1024 * 1024;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

export function errorResponse(problem: Problem, requestId?: string): Response {
  const error: Record<string, string> = { code: problem.code, message: problem.message };
  if (problem.extra.param) error.param = problem.extra.param;
  return json({ error }, problem.status, {
    ...(requestId ? { 'x-request-id': requestId } : {}),
    ...problem.extra.headers,
  });
}

/** Reads a JSON object body. An empty body is {} (for operations whose body the spec leaves empty). */
export async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_JSON_BYTES) throw new Problem(413, 'payload_too_large', 'Request body is larger than 1 MB');
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) throw new Problem(413, 'payload_too_large', 'Request body is larger than 1 MB');
  if (text.trim() === '') return {};
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type.trim())) {
    throw invalidRequest('Content-Type must be application/json');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidRequest('Request body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalidRequest('Request body must be a JSON object');
  }
  return value;
}

/** Parses input with a schema; the first issue becomes a 400 invalid_request naming the field. */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data as z.infer<S>;
  const issue = result.error.issues[0] as unknown as IssueLike;
  throw invalidRequest(describeIssue(issue), issuePath(issue) || undefined);
}

export interface ListQuery {
  limit: number;
  offset: number;
}

function integerParam(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = query.get(name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw)) throw invalidRequest(`${name} must be a whole number`, name);
  const value = Number(raw);
  if (value < min || value > max) throw invalidRequest(`${name} must be between ${min} and ${max}`, name);
  return value;
}

/** limit 1–100 (default 20) and offset ≥ 0 (default 0), as the spec's Limits table says. */
export function listQuery(query: URLSearchParams): ListQuery {
  return {
    limit: integerParam(query, 'limit', 20, 1, 100),
    offset: integerParam(query, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
  };
}

/** An optional query value that must be one of `allowed`. */
export function enumParam<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw invalidRequest(`${name} must be one of: ${allowed.join(', ')}`, name);
  }
  return raw as T;
}

export function paginate<T>(items: T[], { limit, offset }: ListQuery) {
  return { data: items.slice(offset, offset + limit), total: items.length, limit, offset };
}
