/**
 * A call through the merchant's proxy whose answer is read before anyone uses it: the request
 * the plain functions of paykit/client make (onboarding, balances, transactions, payment links,
 * FX). Each passes a reader written by hand (./onboarding-account-read, ./dashboard-read) in
 * place of a schema, so a browser page carries no schema library (docs/elements.md#size). An
 * unexpected shape is a PaykitUpstreamInvalidError naming the field, which components show as an
 * error, never a TypeError further on.
 */
import { PaykitUpstreamInvalidError } from '../shared/errors';
import { fieldPath } from '../shared/schemas/answer';
import type { Read } from './answer-readers';
import type { ProxyClient, ProxyRequestInit } from './proxy-client';

/**
 * The part of a ProxyClient the plain call functions use (onboarding and dashboard alike): its
 * proxy address, its cookie policy and its generic request(). Kept apart from the ProxyClient
 * object so a checkout-only bundle never carries these calls.
 */
export type ProxyCallClient = Pick<ProxyClient, 'baseUrl' | 'credentials' | 'request' | 'customFetch'>;

/** Sends through the client's request() and answers what `read` reads of the answer, or PaykitUpstreamInvalidError naming the field. */
export async function proxyCall<T>(
  client: ProxyCallClient,
  read: (answer: unknown) => Read<T>,
  method: 'GET' | 'POST',
  path: string,
  init?: ProxyRequestInit,
): Promise<T> {
  const answer = await client.request(method, path, init);
  const result = read(answer);
  if (result.ok) return result.value;
  throw new PaykitUpstreamInvalidError({ operation: `${method} ${path.split('?')[0]}`, field: fieldPath(result.path) });
}

/**
 * The client the onboarding functions take: ProxyCallClient under its earlier name.
 * @deprecated Use ProxyCallClient, the same type: its name says it serves every call function, not onboarding's alone.
 */
export type OnboardingClient = ProxyCallClient;

/**
 * The client the dashboard functions take: ProxyCallClient under its earlier name.
 * @deprecated Use ProxyCallClient, the same type: its name says it serves every call function, not the dashboard's alone.
 */
export type DashboardClient = ProxyCallClient;
