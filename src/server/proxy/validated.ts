import type * as z from 'zod/mini';
import { describeIssue, issuePath, type IssueLike } from '../../shared/schemas/issues';
import { invalidRequest } from '../../web/http-error';

/** Checks browser input against the shared schema before anything goes upstream: 400 naming the field. */
export function validated<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0] as unknown as IssueLike;
  throw invalidRequest(describeIssue(issue), issuePath(issue));
}
