/**
 * The signed-in customer's onboarding account: reading it, opening it, and the submissions that
 * answer with it. Apart from ./onboarding (liveness, capabilities, the virtual account), and read
 * by hand (./onboarding-account-read), so the first screen of an onboarding page loads no schema
 * library (docs/elements.md#size). The proxy decides which account: the browser never names one.
 */
import type { KycBody } from 'paykit/schemas';
import type { KybBody, OnboardingAccountView } from 'paykit/schemas';
import { readOnboardingAccount, readOptionalOnboardingAccount } from './onboarding-account-read';
import { proxyCall, type ProxyCallClient } from './proxy-call';
import { publishOnboardingAccount } from './onboarding-watch';
import type { ProxyCallOptions } from './request';

/** Answers with an account: every watcher of the client sees it at once. */
async function withAccount(client: ProxyCallClient, pending: Promise<OnboardingAccountView>): Promise<OnboardingAccountView> {
  const account = await pending;
  publishOnboardingAccount(client, account);
  return account;
}

/**
 * The customer's account, or null when the session has none yet (a first visit): asked with
 * `?optional=true`, which the proxy answers with 200 `null` instead of 401.
 */
export function findOnboardingAccount(client: ProxyCallClient, options: ProxyCallOptions = {}): Promise<OnboardingAccountView | null> {
  return proxyCall(client, readOptionalOnboardingAccount, 'GET', '/onboarding/account?optional=true', { signal: options.signal });
}

/** The customer's account; NotFoundError/AuthenticationError when the session has none yet. */
export function getOnboardingAccount(client: ProxyCallClient, options: ProxyCallOptions = {}): Promise<OnboardingAccountView> {
  return proxyCall(client, readOnboardingAccount, 'GET', '/onboarding/account', { signal: options.signal });
}

/**
 * Opens the customer's account (or answers the one the session already has). The body is the
 * page's own input; the proxy's createAccount callback decides type, e-mail and country.
 */
export function createOnboardingAccount(
  client: ProxyCallClient,
  body: Record<string, unknown> = {},
  options: ProxyCallOptions = {},
): Promise<OnboardingAccountView> {
  return withAccount(client, proxyCall(client, readOnboardingAccount, 'POST', '/onboarding/account', { body, signal: options.signal }));
}

/** Sends an individual's identity details (KYC); answers the account, back under review. */
export function submitKyc(client: ProxyCallClient, body: KycBody, options: ProxyCallOptions = {}): Promise<OnboardingAccountView> {
  return withAccount(client, proxyCall(client, readOnboardingAccount, 'POST', '/onboarding/kyc', { body, signal: options.signal }));
}

/** Sends a business's details and owners (KYB); answers the account, back under review. */
export function submitKyb(client: ProxyCallClient, body: KybBody, options: ProxyCallOptions = {}): Promise<OnboardingAccountView> {
  return withAccount(client, proxyCall(client, readOnboardingAccount, 'POST', '/onboarding/kyb', { body, signal: options.signal }));
}

/** After every required_info item is supplied: back to review. */
export function resubmit(client: ProxyCallClient, options: ProxyCallOptions = {}): Promise<OnboardingAccountView> {
  return withAccount(client, proxyCall(client, readOnboardingAccount, 'POST', '/onboarding/resubmit', { body: {}, signal: options.signal }));
}
