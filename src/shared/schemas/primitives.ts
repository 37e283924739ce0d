/**
 * Field-level building blocks shared by every resource and request schema.
 * zod/mini keeps browser bundles small; every message here is written for a person. The form
 * fields and the money fields live in modules of their own (re-exported here), so a page takes
 * only the schemas it uses.
 */
import * as z from 'zod/mini';

export * from './form-fields';
export * from './money-fields';

/** An e-mail address of at most 254 characters (a shape check only; nothing is sent to it). */
export const email = z
  .string()
  .check(z.maxLength(254, 'must be at most 254 characters'), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address such as "name@example.com"'));

/** Error envelope of every failure: { "error": { "code", "message", "param"? } }, param naming the field at fault. */
export const errorEnvelope = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    param: z.optional(z.string()),
  }),
});
/** The body of every error answer. */
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Page of a list endpoint: data, total, limit, offset. */
export function page<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), total: z.number(), limit: z.number(), offset: z.number() });
}
/** One page of a list endpoint. */
export interface Page<T> {
  /** The items of this page, in the list's order. */
  data: T[];
  /** How many items the whole list holds. */
  total: number;
  /** The most items a page holds. */
  limit: number;
  /** How many items come before this page. */
  offset: number;
}
