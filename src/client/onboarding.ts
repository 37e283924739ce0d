/**
 * The signed-in customer's onboarding through the merchant's proxy. Plain functions taking
 * the client (not methods on it), so a page that only takes payments never bundles them. The
 * proxy decides which account: the browser never names one.
 */
import type { CapabilityName, LivenessSession, VirtualAccountView } from 'paykit/schemas';
import { NotFoundError } from '../shared/errors';
import { readCapabilities, readLivenessSession, readVirtualAccount } from './onboarding-account-read';
import { proxyCall, type ProxyCallClient } from './proxy-call';
import { peekOnboardingAccount, publishOnboardingAccount } from './onboarding-watch';
import type { ProxyCallOptions } from './request';

export { createOnboardingAccount, findOnboardingAccount, getOnboardingAccount, resubmit, submitKyb, submitKyc } from './onboarding-account';

/** A selfie-check session for an individual whose ID document is uploaded: open `liveness_url`. */
export function startLiveness(client: ProxyCallClient, options: ProxyCallOptions = {}): Promise<LivenessSession> {
  return proxyCall(client, readLivenessSession, 'POST', '/onboarding/liveness', { body: {}, signal: options.signal });
}

/** Turns capabilities on (once approved); the proxy refuses (403) those its platform does not allow. */
export async function activateCapabilities(
  client: ProxyCallClient,
  capabilities: readonly CapabilityName[],
  options: ProxyCallOptions = {},
): Promise<{ capabilities: CapabilityName[] }> {
  const result = await proxyCall(client, readCapabilities, 'POST', '/onboarding/capabilities', {
    body: { capabilities },
    signal: options.signal,
  });
  const known = peekOnboardingAccount(client);
  if (known) publishOnboardingAccount(client, { ...known, capabilities: result.capabilities });
  return result;
}

/** The virtual account, or null when none has been issued yet. */
export async function getVirtualAccount(client: ProxyCallClient, options: ProxyCallOptions = {}): Promise<VirtualAccountView | null> {
  try {
    return await proxyCall(client, readVirtualAccount, 'GET', '/onboarding/virtual-account', { signal: options.signal });
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** Issues the BSB and account number (needs inbound_payments active); answers the existing one if issued. */
export function issueVirtualAccount(client: ProxyCallClient, options: ProxyCallOptions = {}): Promise<VirtualAccountView> {
  return proxyCall(client, readVirtualAccount, 'POST', '/onboarding/virtual-account', { body: {}, signal: options.signal });
}
