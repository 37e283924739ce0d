/**
 * The signed-in customer's onboarding through the merchant's proxy. Plain functions taking
 * the client (not methods on it), so a page that only takes payments never bundles them. The
 * proxy decides which account: the browser never names one.
 */
import { NotFoundError } from '../shared/errors';
import * as z from 'zod/mini';
import { livenessSession, type CapabilityName, type KybBody, type KycBody, type LivenessSession } from '../shared/schemas/accounts';
import { capabilitiesView, onboardingAccountView, virtualAccountView } from '../shared/schemas/view-schemas';
import type { OnboardingAccountView, VirtualAccountView } from '../shared/schemas/views';
import { onboardingRequest, type OnboardingClient } from './onboarding-request';
import { peekOnboardingAccount, publishOnboardingAccount } from './onboarding-watch';
import type { ProxyCallOptions } from './request';

export type { OnboardingClient } from './onboarding-request';
export { getBalances } from './balances';

/** Answers with an account: every watcher of the client sees it at once. */
async function withAccount(client: OnboardingClient, pending: Promise<OnboardingAccountView>): Promise<OnboardingAccountView> {
  const account = await pending;
  publishOnboardingAccount(client, account);
  return account;
}

/**
 * The customer's account, or null when the session has none yet (a first visit): asked with
 * `?optional=true`, which the proxy answers with 200 `null` instead of 401.
 */
export function findOnboardingAccount(client: OnboardingClient, options: ProxyCallOptions = {}): Promise<OnboardingAccountView | null> {
  return onboardingRequest(client, z.nullable(onboardingAccountView), 'GET', '/onboarding/account?optional=true', { signal: options.signal });
}

/** The customer's account; NotFoundError/AuthenticationError when the session has none yet. */
export function getOnboardingAccount(client: OnboardingClient, options: ProxyCallOptions = {}): Promise<OnboardingAccountView> {
  return onboardingRequest(client, onboardingAccountView, 'GET', '/onboarding/account', { signal: options.signal });
}

/**
 * Opens the customer's account (or answers the one the session already has). The body is the
 * page's own input; the proxy's createAccount callback decides type, e-mail and country.
 */
export function createOnboardingAccount(
  client: OnboardingClient,
  body: Record<string, unknown> = {},
  options: ProxyCallOptions = {},
): Promise<OnboardingAccountView> {
  return withAccount(client, onboardingRequest(client, onboardingAccountView, 'POST', '/onboarding/account', { body, signal: options.signal }));
}

/** Sends an individual's identity details (KYC); answers the account, back under review. */
export function submitKyc(client: OnboardingClient, body: KycBody, options: ProxyCallOptions = {}): Promise<OnboardingAccountView> {
  return withAccount(client, onboardingRequest(client, onboardingAccountView, 'POST', '/onboarding/kyc', { body, signal: options.signal }));
}

/** Sends a business's details and owners (KYB); answers the account, back under review. */
export function submitKyb(client: OnboardingClient, body: KybBody, options: ProxyCallOptions = {}): Promise<OnboardingAccountView> {
  return withAccount(client, onboardingRequest(client, onboardingAccountView, 'POST', '/onboarding/kyb', { body, signal: options.signal }));
}

/** A selfie-check session for an individual whose ID document is uploaded: open `liveness_url`. */
export function startLiveness(client: OnboardingClient, options: ProxyCallOptions = {}): Promise<LivenessSession> {
  return onboardingRequest(client, livenessSession, 'POST', '/onboarding/liveness', { body: {}, signal: options.signal });
}

/** After every required_info item is supplied: back to review. */
export function resubmit(client: OnboardingClient, options: ProxyCallOptions = {}): Promise<OnboardingAccountView> {
  return withAccount(client, onboardingRequest(client, onboardingAccountView, 'POST', '/onboarding/resubmit', { body: {}, signal: options.signal }));
}

/** Turns capabilities on (once approved); the proxy refuses (403) those its platform does not allow. */
export async function activateCapabilities(
  client: OnboardingClient,
  capabilities: readonly CapabilityName[],
  options: ProxyCallOptions = {},
): Promise<{ capabilities: CapabilityName[] }> {
  const result = await onboardingRequest(client, capabilitiesView, 'POST', '/onboarding/capabilities', {
    body: { capabilities },
    signal: options.signal,
  });
  const known = peekOnboardingAccount(client);
  if (known) publishOnboardingAccount(client, { ...known, capabilities: result.capabilities });
  return result;
}

/** The virtual account, or null when none has been issued yet. */
export async function getVirtualAccount(client: OnboardingClient, options: ProxyCallOptions = {}): Promise<VirtualAccountView | null> {
  try {
    return await onboardingRequest(client, virtualAccountView, 'GET', '/onboarding/virtual-account', { signal: options.signal });
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** Issues the BSB and account number (needs inbound_payments active); answers the existing one if issued. */
export function issueVirtualAccount(client: OnboardingClient, options: ProxyCallOptions = {}): Promise<VirtualAccountView> {
  return onboardingRequest(client, virtualAccountView, 'POST', '/onboarding/virtual-account', { body: {}, signal: options.signal });
}
