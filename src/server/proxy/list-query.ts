/**
 * The query of a list operation as the browser sends it, checked before anything goes upstream:
 * only the service's parameters are read (docs/service-contract.md#lists-and-pagination), and a bad value is a 400 naming it (the service would
 * refuse it too, but with a round trip and in its own words).
 */
import { invalidRequest } from '../../web/http-error';

/** An optional parameter that must be one of `allowed`. */
export function enumParam<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!(allowed as readonly string[]).includes(raw)) throw invalidRequest(`${name} must be one of: ${allowed.join(', ')}`, name);
  return raw as T;
}

function wholeNumber(query: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw invalidRequest(`${name} must be a whole number`, name);
  const value = Number(raw);
  if (value < min || value > max) throw invalidRequest(`${name} must be between ${min} and ${max}`, name);
  return value;
}

/** limit 1–100 and offset ≥ 0 (the service's limits: docs/service-contract.md#lists-and-pagination); left out when not given, for the service's defaults. */
export function pageParams(query: URLSearchParams): { limit?: number; offset?: number } {
  const limit = wholeNumber(query, 'limit', 1, 100);
  const offset = wholeNumber(query, 'offset', 0, Number.MAX_SAFE_INTEGER);
  return { ...(limit === undefined ? {} : { limit }), ...(offset === undefined ? {} : { offset }) };
}
