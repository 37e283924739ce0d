/**
 * The pieces the hand readers of the proxy's answers are built from (./onboarding-account-read,
 * ./balances-read, ./transactions-read, ./payment-links-read, ./fx-read): each piece reads a value
 * as its zod counterpart in shared/schemas does, without the schema library, so no browser page
 * carries zod for reading answers (docs/elements.md#size). Each reader's test holds it to the
 * schema it stands in for. Only functions here: a module-level call is one a bundler must keep.
 */
import { isDecimalString } from '../shared/money';

/** What reading gives: the value, or the path of the first field that does not match. */
export type Read<T> = { ok: true; value: T } | { ok: false; path: PropertyKey[] };

type Path = PropertyKey[];
/** Reads one value at `path`, or throws the path (caught once, in reading()). */
export type Reader<T> = (value: unknown, path: Path) => T;

/** Thrown by a reader and caught in reading(): never leaves this module. */
class Mismatch extends Error {
  constructor(readonly path: Path) {
    super('the answer does not match');
  }
}

export const fail = (path: Path): never => {
  throw new Mismatch(path);
};

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const text: Reader<string> = (value, path) => (typeof value === 'string' ? value : fail(path));

/** A finite number (zod's number takes neither NaN nor Infinity). */
export const count: Reader<number> = (value, path) => (typeof value === 'number' && Number.isFinite(value) ? value : fail(path));

/** A decimal string, negative allowed (decimalString in shared/schemas/money-fields.ts). */
export const decimal: Reader<string> = (value, path) => (isDecimalString(value, { allowNegative: true }) ? value : fail(path));

export const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (value, path) =>
    value === null ? null : read(value, path);

/** Absent (undefined) read as null, as nullWhenAbsent in shared/schemas/absent.ts. */
export const nullWhenAbsent =
  <T>(read: Reader<T>): Reader<T | null> =>
  (value, path) =>
    value === undefined || value === null ? null : read(value, path);

/** Readers object() leaves out of what it reads when their key is absent (as a zod optional). */
const OPTIONAL = new WeakSet<Reader<unknown>>();

/** May be absent: a missing key stays missing, a key present as undefined stays undefined (as zod's optional). */
export const optional = <T>(read: Reader<T>): Reader<T | undefined> => {
  const reader: Reader<T | undefined> = (value, path) => (value === undefined ? undefined : read(value, path));
  OPTIONAL.add(reader);
  return reader;
};

export const oneOf =
  <T extends string>(options: readonly T[]): Reader<T> =>
  (value, path) =>
    (options as readonly unknown[]).includes(value) ? (value as T) : fail(path);

export const listOf =
  <T>(read: Reader<T>): Reader<T[]> =>
  (value, path) =>
    Array.isArray(value) ? value.map((item, index) => read(item, [...path, index])) : fail(path);

/** Only the shape's fields, in its order (as a zod object drops unknown keys); each required unless optional(). */
export const object =
  <T>(shape: { [K in keyof T]-?: Reader<T[K]> }): Reader<T> =>
  (value, path) => {
    if (!isRecord(value)) return fail(path);
    const read = {} as T;
    for (const key in shape) {
      if (!(key in value) && OPTIONAL.has(shape[key])) continue;
      read[key] = shape[key](value[key], [...path, key]);
    }
    return read;
  };

/** A page of a list (page() in shared/schemas/primitives.ts): data, total, limit, offset. */
export const page = <T>(item: Reader<T>) => object({ data: listOf(item), total: count, limit: count, offset: count });

/** The reader as a function of the whole answer: its value, or the path of the first wrong field. */
export const reading =
  <T>(read: Reader<T>) =>
  (value: unknown): Read<T> => {
    try {
      return { ok: true, value: read(value, []) };
    } catch (error) {
      if (error instanceof Mismatch) return { ok: false, path: error.path };
      throw error;
    }
  };
