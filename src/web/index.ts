/**
 * The one HTTP edge, Web-standard only (Request, Response, streams; no DOM, no Node): the
 * error class and its JSON envelope, the bounded body readers, the segment router, the
 * constant-time compare, Retry-After, backoff with jitter and the reading of error answers.
 */
export { HttpError, json, invalidRequest, forbidden, notFound, methodNotAllowed, payloadTooLarge, unsupportedMediaType, unprocessable } from './http-error';
export type { HttpErrorExtra } from './http-error';
export { readAtMost } from './read-at-most';
export { formatBytes, readJsonObject, readLimited } from './json-body';
export type { JsonBodyOptions } from './json-body';
export { Router, isRouteMatch } from './router';
export type { RouteMatch, RouteMiss, RoutePattern, RouterOptions } from './router';
export { constantTimeEqual } from './constant-time';
export { parseRetryAfter, retryAfterMs } from './retry-after';
export { backoffDelay, retryDelay } from './backoff';
export type { BackoffOptions, Jitter } from './backoff';
export { apiErrorFromAnswer, envelopeFields } from './error-answer';
export type { ErrorAnswerOptions } from './error-answer';
