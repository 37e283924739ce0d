/** Request parsing and response helpers shared by every sandbox route. */
import type * as z from 'zod/mini';
import { describeIssue, issuePath, type IssueLike } from '../shared/schemas/issues';
import { type HttpError, invalidRequest, notFound } from '../web/http-error';
import { readJsonObject } from '../web/json-body';

/** The largest JSON body the sandbox reads; one byte more is 413 payload_too_large. */
export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * Reads a JSON object body of at most 1 MB. The service requires `Content-Type: application/json` (docs/service-contract.md#errors):
 * any other declared type (`text/plain`, which `fetch` gives a string body by default, even over
 * an empty body) or a body with none is 400 invalid_request naming `content-type`, as the
 * service answers. Only a request with neither a body nor a Content-Type reads as {}.
 */
export function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  return readJsonObject(request, {
    limit: MAX_JSON_BYTES,
    declaredTypeMustBeJson: true,
    wrongType: () => invalidRequest('Content-Type must be application/json', 'content-type'),
  });
}

/** 404 not_found for an id the caller may not see, worded as the service words it. */
export function noSuch(what: string, id: string): HttpError {
  return notFound(`No ${what} with id ${JSON.stringify(id)}`);
}

/** Parses input with a schema; the first issue becomes a 400 invalid_request naming the field. */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
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

/** limit 1–100 (default 20) and offset ≥ 0 (default 0), as the service's limits say (docs/service-contract.md#lists-and-pagination). */
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
