/**
 * The customer's wallet balances through the merchant's proxy. Its own module (re-exported by
 * onboarding.ts, where paykit/client lists it) so the dashboard's balance and FX components do not
 * bundle the onboarding calls and their readers.
 */
import type { WalletBalances } from 'paykit/schemas';
import { readWalletBalances } from './balances-read';
import { proxyCall, type ProxyCallClient } from './proxy-call';
import type { ProxyCallOptions } from './request';

/** The customer's wallet balances, per currency (decimal strings). */
export function getBalances(client: ProxyCallClient, options: ProxyCallOptions = {}): Promise<WalletBalances> {
  return proxyCall(client, readWalletBalances, 'GET', '/balances', { signal: options.signal });
}
