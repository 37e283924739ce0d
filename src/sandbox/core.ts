/** What every sandbox domain (payments, accounts, FX, …) shares: time, ids, money, events, accounts. */
import type { VirtualClock } from './clock';
import type { IdFactory } from './random';
import type { Ledger, Owner } from './ledger';
import { unprocessable } from '../web/http-error';

/** A capability an account can hold. */
export type Capability = 'inbound_payments' | 'fx_conversion' | 'outbound_payouts';
export const CAPABILITIES: readonly Capability[] = ['inbound_payments', 'fx_conversion', 'outbound_payouts'];

/** The kind of a webhook event the sandbox emits. */
export type EventKind = 'payment.confirmed' | 'payment.settled' | 'payment.failed' | 'account.verification_status_updated';

export interface EventBus {
  /** Records an event and queues its delivery to every endpoint subscribed to `kind`. */
  emit: (kind: EventKind, data: Record<string, unknown>) => void;
}

export interface AccountDirectory {
  /** The activated capabilities of a connected account; undefined when no such account exists. */
  capabilities(accountId: string): ReadonlySet<Capability> | undefined;
}

export interface ResolvedSandboxOptions {
  apiKey: string;
  seed: number;
  /** Template for payment link URLs; "{id}" is replaced. Empty: "<request origin>/pay/{id}". */
  checkoutUrl: string;
  platformCapabilities: readonly Capability[];
  webhookTimeoutMs: number;
  fetch: typeof fetch;
  holdConversions: boolean;
  /** How long a payment stays open before it expires by itself. */
  paymentTtlSeconds: number;
}

export interface SandboxCore {
  clock: VirtualClock;
  ids: IdFactory;
  random: () => number;
  ledger: Ledger;
  events: EventBus;
  accounts: AccountDirectory;
  options: ResolvedSandboxOptions;
}

/** The capabilities of whoever a request acts for: the platform, or the x-on-behalf-of account. */
export function capabilitiesOf(core: SandboxCore, owner: Owner): ReadonlySet<Capability> {
  return owner === 'platform' ? new Set(core.options.platformCapabilities) : (core.accounts.capabilities(owner) ?? new Set());
}

export function describeOwner(owner: Owner): string {
  return owner === 'platform' ? 'the platform account' : `connected account ${owner}`;
}

/** 422 naming the rule unless whoever the request acts for has `capability`. */
export function requireCapability(core: SandboxCore, owner: Owner, capability: Capability, before: string): void {
  if (capabilitiesOf(core, owner).has(capability)) return;
  throw unprocessable(`The ${capability} capability is not active for ${describeOwner(owner)}; activate it before ${before}`);
}
