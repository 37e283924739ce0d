/**
 * Reading an answer at the edge: a successful answer is parsed with the schema of what the kit
 * reads before anything uses it. A mismatch is a PaykitUpstreamInvalidError that names the
 * operation and the field's path, never a value (answers may hold personal data).
 */
import type * as z from 'zod/mini';
import { PaykitUpstreamInvalidError } from '../errors';

/** Where an answer came from, for the error a mismatch throws. */
export interface AnswerSource {
  /** The operation asked, e.g. `payments.create` or `GET /payments/{id}`. */
  operation: string;
  /** The HTTP status the answer came with (default 200). */
  status?: number;
  /** The request id the answer carried, when it carried one. */
  requestId?: string | null;
}

/** `answer` as `schema` reads it (unknown extra fields are dropped), or PaykitUpstreamInvalidError. */
export function parseAnswer<S extends z.ZodMiniType>(schema: S, answer: unknown, source: AnswerSource): z.output<S> {
  const result = schema.safeParse(answer);
  if (result.success) return result.data;
  throw new PaykitUpstreamInvalidError({ ...source, field: fieldPath(result.error.issues[0]?.path ?? []) });
}

/** `data[3].amount` for ['data', 3, 'amount']; `(the answer)` for the answer as a whole. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('') || '(the answer)';
}
