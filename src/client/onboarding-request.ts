/**
 * What the onboarding functions need of a client: its proxy address, its cookie policy and its
 * generic request(). Kept apart from the ProxyClient object so a checkout-only bundle never
 * carries onboarding code.
 */
import { PaykitError } from '../shared/errors';
import type { ProxyClient, ProxyRequestInit } from './proxy-client';

/** The part of a ProxyClient the onboarding functions use. */
export type OnboardingClient = Pick<ProxyClient, 'baseUrl' | 'credentials' | 'request' | 'customFetch'>;

/** The client's request(), or a rejection that says how to get a client that has one. */
export function onboardingRequest<T>(client: OnboardingClient, method: 'GET' | 'POST', path: string, init?: ProxyRequestInit): Promise<T> {
  if (typeof client.request !== 'function') {
    return Promise.reject(
      new PaykitError(
        'paykit onboarding needs a client with request(): create it with createProxyClient() from paykit/client, or pass baseUrl/fetch to <PaykitProvider>',
      ),
    );
  }
  return client.request<T>(method, path, init);
}
