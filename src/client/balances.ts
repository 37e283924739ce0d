/**
 * The customer's wallet balances through the merchant's proxy. Its own module (re-exported by
 * onboarding.ts, where paykit/client lists it) so the dashboard's balance and FX components do not
 * bundle the onboarding calls and their account schemas.
 */
import { walletBalances, type WalletBalances } from '../shared/schemas/balances';
import { onboardingRequest, type OnboardingClient } from './onboarding-request';
import type { ProxyCallOptions } from './request';

/** The customer's wallet balances, per currency (decimal strings). */
export function getBalances(client: OnboardingClient, options: ProxyCallOptions = {}): Promise<WalletBalances> {
  return onboardingRequest(client, walletBalances, 'GET', '/balances', { signal: options.signal });
}
