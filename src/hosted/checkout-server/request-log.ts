/**
 * The checkout server's logs: pino's JSON lines, one per request (request id, method, path,
 * status, duration), with credentials redacted wherever they might be logged by mistake.
 */
import { pino, type Logger } from 'pino';
import { errorWithoutCredentials } from './error-redaction';

/** Fields pino replaces with "[Redacted]" in every line this server writes. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["service-signature"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'apiKey',
  'webhookSecret',
  '*.apiKey',
  '*.webhookSecret',
];

/** Errors are logged without the credentials of any URL they carry (a Redis URL's password, say). */
export const ERROR_SERIALIZERS = { err: errorWithoutCredentials, error: errorWithoutCredentials };

/** A request id we pass on as it came: short, and only characters that cannot forge a log line or a header. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming `x-request-id` when well formed, else a new random one. */
export function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id');
  return given !== null && WELL_FORMED_ID.test(given) ? given : crypto.randomUUID();
}

/**
 * A logger writing JSON lines to a file descriptor (stdout by default), each line written before
 * the call returns. pino's default stdout stream writes in the background and, at exit, writes
 * what is queued past a write still in flight: the last lines of a shutdown came out of order or
 * not at all. A log shipper that falls behind now slows requests instead of losing lines.
 */
export function stdoutLogger(level = 'info', fd = 1): Logger {
  return pino({ name: 'paykit-checkout', level, redact: REDACTED_PATHS, serializers: ERROR_SERIALIZERS }, pino.destination({ dest: fd, sync: true }));
}

/** The logger to write with: the caller's (as a child with our redactions and error serializers) or a new one on stdout. */
export function checkoutLogger(logger: Logger | undefined): Logger {
  if (logger) return logger.child({}, { redact: REDACTED_PATHS, serializers: ERROR_SERIALIZERS });
  return stdoutLogger();
}

export interface RequestLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  startedAt: number;
  /** A page on another origin was refused in a way it cannot read: its origin and why. */
  refused?: { origin: string; reason: string } | null;
}

/**
 * The one line for a finished request; server errors are logged as errors, and a refusal only
 * the log can tell (a page on another origin refused) as a warning with its origin and reason.
 */
export function logRequest(logger: Logger, line: RequestLine): void {
  const fields = {
    request_id: line.requestId,
    method: line.method,
    path: line.path,
    status: line.status,
    duration_ms: Math.round((performance.now() - line.startedAt) * 10) / 10,
    ...(line.refused ? { refused_origin: line.refused.origin, reason: line.refused.reason } : {}),
  };
  if (line.status >= 500) logger.error(fields, 'request');
  else if (line.refused) logger.warn(fields, 'request');
  else logger.info(fields, 'request');
}
