/**
 * What the onboarding and dashboard functions need of a client: its proxy address, its cookie
 * policy and its generic request(). Kept apart from the ProxyClient object so a checkout-only
 * bundle never carries onboarding code. Every answer is read with the shared schema of what the
 * caller expects: an unexpected shape is a PaykitUpstreamInvalidError, which components show as
 * an error, never a TypeError further on.
 */
import type * as z from 'zod/mini';
import { parseAnswer } from '../shared/schemas/answer';
import type { ProxyClient, ProxyRequestInit } from './proxy-client';

/** The part of a ProxyClient the onboarding functions use. */
export type OnboardingClient = Pick<ProxyClient, 'baseUrl' | 'credentials' | 'request' | 'customFetch'>;

/** Sends through the client's request() and answers what `schema` reads of the answer. */
export async function onboardingRequest<S extends z.ZodMiniType>(
  client: OnboardingClient,
  schema: S,
  method: 'GET' | 'POST',
  path: string,
  init?: ProxyRequestInit,
): Promise<z.output<S>> {
  const answer = await client.request(method, path, init);
  return parseAnswer(schema, answer, { operation: `${method} ${path.split('?')[0]}` });
}
