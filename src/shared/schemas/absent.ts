/** Field readers shared by the payment, link and transaction schemas. */
import * as z from 'zod/mini';

/** A timestamp as the service writes it (read as given). */
export const timestamp = z.string();

/**
 * A field the service leaves out until it has a value ("present once confirmed") or does not show
 * at all: read as null when absent, so an answer without it still parses and types stay simple
 * (docs/service-contract.md#payments).
 */
export const nullWhenAbsent = <T extends z.ZodMiniType<string>>(inner: T) => z._default(z.nullable(inner), null);
