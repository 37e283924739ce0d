/**
 * What an element shows when nothing more will come: the failure's kind picks the payer's words
 * and whether "Try again" can help (a network or server failure may pass; a missing payment or a
 * page that set the element up wrong will not).
 */
/** The kinds of fatal failure, each with its own words (ElementFallback.tsx). */
export type FatalKind = 'unreachable' | 'server' | 'notFound' | 'refused' | 'invalid';

/** The kind of a fatal failure: an HTTP status decides, else the request never got an answer. */
export function fatalKind(error: unknown): FatalKind {
  // InvalidAttribute.tsx's name, compared as a string: the class would weigh on every page.
  if ((error as Error | null)?.name === 'PaykitAttributeError') return 'invalid';
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return 'unreachable';
  if (status === 404) return 'notFound';
  // A rate limit passes with time.
  return status >= 500 || status === 429 ? 'server' : 'refused';
}

/** Trying again can help: the failure may be gone in a moment. */
export const canRetry = (kind: FatalKind): boolean => kind === 'unreachable' || kind === 'server';
