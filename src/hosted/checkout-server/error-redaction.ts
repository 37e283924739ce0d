/**
 * Logged errors without the credentials of the URLs they carry. WHATWG URL's TypeError holds the
 * whole string it refused in `.input`, the redis client puts a URL in some messages, and a wrapped
 * error repeats its cause's message: a Redis password in any of them would land in the logs.
 * pino's path redaction cannot see inside a string, so the error serializer rewrites them.
 */
import { pino } from 'pino';

const CENSOR = '[Redacted]';

/** Fields that hold a URL as a whole: shown without user info, or not at all when they do not parse. */
const URL_FIELDS = new Set(['input', 'url', 'uri', 'href', 'redisUrl', 'connectionString']);

/** `scheme://` then everything up to the last `@` of the same word: the user info, however badly encoded. */
const USERINFO = /\b([A-Za-z][A-Za-z0-9+.-]*:\/\/)[^\s"'<>]*@/g;

/** Nesting kept below this; deeper is a cycle pino's own serializer let through, or junk. */
const MAX_DEPTH = 10;

/** Text with the user info of every `scheme://user:password@` in it replaced. */
export function textWithoutCredentials(text: string): string {
  return text.replace(USERINFO, `$1${CENSOR}@`);
}

/** A URL without its user name and password; a string that is not a URL but has an `@` is replaced whole. */
export function urlWithoutCredentials(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value.includes('@') ? CENSOR : textWithoutCredentials(value);
  }
  if (url.username === '' && url.password === '') return value;
  url.username = '';
  url.password = '';
  return url.href;
}

/**
 * pino's error serializer (message and stack with their causes', every field), then every string
 * in the result without credentials. For the `err` and `error` fields of every line.
 */
export function errorWithoutCredentials(value: unknown): unknown {
  const seen = new WeakSet<object>();
  // A field that points back at the error itself is then a cycle, not a second copy.
  if (value instanceof Error) seen.add(value);
  return scrubbed(pino.stdSerializers.err(value as Error), undefined, seen, 0);
}

function scrubbed(value: unknown, key: string | undefined, seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === 'string') return key !== undefined && URL_FIELDS.has(key) ? urlWithoutCredentials(value) : textWithoutCredentials(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Too deep]';
  seen.add(value);
  if (value instanceof Error) return scrubbed(pino.stdSerializers.err(value), key, seen, depth + 1);
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return scrubbed(toJSON.call(value), key, seen, depth + 1);
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, undefined, seen, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, scrubbed(field, name, seen, depth + 1)]));
}
