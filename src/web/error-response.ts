/**
 * The one place an HTTP edge turns a thrown error into its answer: an HttpError is its own
 * envelope; an edge may translate its own kinds first (the proxy's upstream errors, a store
 * outage); anything else is a fault of ours, told to `onError` and answered 500 internal_error,
 * with nothing of the fault in the body.
 */
import { HttpError } from './http-error';

/** How one edge maps the errors its handlers throw. */
export interface ErrorMapping {
  /**
   * Turns an error kind the edge knows into its HttpError (undefined: not one of its kinds). It
   * reports what it translates itself when that is a fault, since only it knows which are.
   */
  translate?: (error: unknown) => HttpError | undefined;
  /** Told of every error answered 500 (never of an HttpError, which is an answer, not a fault). */
  onError?: (error: unknown) => void;
  /** The 500's message (default "Something went wrong on our side; try again"). */
  internalMessage?: string;
  /** Headers every error answer of this edge carries (CORS, nosniff, a request id). */
  headers?: Record<string, string>;
}

const INTERNAL_MESSAGE = 'Something went wrong on our side; try again';

/** The HttpError an error stands for under `mapping`: itself, the edge's translation, or 500 internal_error (reported). */
export function toHttpError(error: unknown, mapping: ErrorMapping = {}): HttpError {
  if (error instanceof HttpError) return error;
  const translated = mapping.translate?.(error);
  if (translated) return translated;
  mapping.onError?.(error);
  return new HttpError(500, 'internal_error', mapping.internalMessage ?? INTERNAL_MESSAGE);
}

/** The JSON envelope answer for an error under `mapping`. */
export function errorResponse(error: unknown, mapping: ErrorMapping = {}): Response {
  return toHttpError(error, mapping).toResponse(mapping.headers);
}
