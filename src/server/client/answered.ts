/**
 * Every resource method reads its answer through here: the transport's JSON, parsed with the
 * shared schema of that resource, so a broken answer stops at the edge as a
 * PaykitUpstreamInvalidError naming the operation and the field (never a value).
 */
import type * as z from 'zod/mini';
import { parseAnswer } from '../../shared/schemas/answer';
import type { RequestSpec, Transport } from './transport';

/** Sends `spec` and answers what `schema` reads of the answer. */
export type Answered = <S extends z.ZodMiniType>(operation: string, schema: S, spec: RequestSpec) => Promise<z.output<S>>;

/** The typed request of one transport. */
export function answered(t: Transport): Answered {
  return async (operation, schema, spec) => parseAnswer(schema, await t.request(spec), { operation });
}
