/**
 * What an element shows when nothing more will come: the failure's kind picks the payer's words
 * and whether "Try again" can help (a network or server failure may pass; a missing payment or a
 * page that set the element up wrong will not).
 */
import { PaykitError } from '../shared/errors';

/** The kinds of fatal failure, each with its own words (`element.error.<kind>`; `closed`, a link paid, expired or disabled, has the link's). */
export type FatalKind = 'unreachable' | 'server' | 'notFound' | 'closed' | 'refused' | 'invalid';

/** An attribute is missing or malformed: the page, not the network, must change. */
export class PaykitAttributeError extends PaykitError {
  /** The class name, set explicitly so it survives minification. */
  override name = 'PaykitAttributeError';
}

/** The kind of a fatal failure: an HTTP status decides, else the request never got an answer. */
export function fatalKind(error: unknown): FatalKind {
  if (error instanceof PaykitAttributeError) return 'invalid';
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return 'unreachable';
  if (status === 404) return 'notFound';
  if ((error as { code?: unknown }).code === 'link_not_active') return 'closed';
  // 408 and 429 pass with time; a 2xx is an answer the client could not read (the server's fault).
  return status >= 500 || status < 400 || status === 408 || status === 429 ? 'server' : 'refused';
}

/** Trying again can help: the failure may be gone in a moment. */
export const canRetry = (kind: FatalKind): boolean => kind === 'unreachable' || kind === 'server';
