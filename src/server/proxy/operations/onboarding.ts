/**
 * The signed-in customer's onboarding. Every call acts on resolveAccount(request) — the
 * browser never names an account — and capabilities are limited to the merchant's list.
 */
import type { VirtualAccountView } from 'paykit/schemas';
import * as z from 'zod/mini';
import { CAPABILITY_NAMES, kybBody, kycBody } from '../../../shared/schemas/accounts';
import type { ProxyContext } from '../context';
import { issueOnce } from '../virtual-account-issue';
import { forbidden, HttpError, invalidRequest, json } from '../../../web/http-error';
import { validated } from '../validated';
import { onboardingAccountView } from '../views';

/**
 * The customer's account. With `?optional=true` a session without one gets 200 `null` instead of
 * 401: the onboarding flow's first question on a first visit is not an error, and browsers log
 * every 4xx in the console.
 */
export async function retrieveAccount(ctx: ProxyContext): Promise<Response> {
  const optional = new URL(ctx.request.url).searchParams.get('optional') === 'true';
  const id = optional ? await ctx.findAccount() : await ctx.account();
  if (id === null) return json(null);
  return json(onboardingAccountView(await ctx.upstream.connectedAccounts.retrieve(id)));
}

/** Creates the customer's account once; a second call answers the existing one. */
export async function createAccount(ctx: ProxyContext): Promise<Response> {
  const { upstream: client } = ctx;
  const { createAccount: decide, onAccountCreated, resolveAccount } = ctx.policies;
  const existing = resolveAccount ? await resolveAccount(ctx.request) : null;
  if (existing) return json(onboardingAccountView(await client.connectedAccounts.retrieve(existing)));
  if (!decide) throw forbidden('This platform does not open accounts from the browser');
  const fields = await decide(ctx.request, await ctx.json());
  if (!fields) throw invalidRequest('An account cannot be opened for this session');
  const account = await client.connectedAccounts.create(fields);
  await onAccountCreated?.(ctx.request, account.connected_account_id);
  return json(onboardingAccountView(account), 201);
}

export async function submitKyc(ctx: ProxyContext): Promise<Response> {
  const id = await ctx.account();
  const body = validated(kycBody, await ctx.json());
  return json(onboardingAccountView(await ctx.upstream.connectedAccounts.submitKyc(id, body)));
}

export async function submitKyb(ctx: ProxyContext): Promise<Response> {
  const id = await ctx.account();
  const body = validated(kybBody, await ctx.json());
  return json(onboardingAccountView(await ctx.upstream.connectedAccounts.submitKyb(id, body)));
}

export async function startLiveness(ctx: ProxyContext): Promise<Response> {
  return json(await ctx.upstream.connectedAccounts.createLivenessUrl(await ctx.account()));
}

export async function resubmit(ctx: ProxyContext): Promise<Response> {
  return json(onboardingAccountView(await ctx.upstream.connectedAccounts.resubmit(await ctx.account())));
}

const capabilitiesBody = z.object({ capabilities: z.array(z.enum(CAPABILITY_NAMES)).check(z.minLength(1, 'must name at least one capability')) });

export async function activateCapabilities(ctx: ProxyContext): Promise<Response> {
  const id = await ctx.account();
  const { capabilities } = validated(capabilitiesBody, await ctx.json());
  const refused = capabilities.filter((c) => !ctx.policies.allowedCapabilities.includes(c));
  if (refused.length > 0) throw forbidden(`This platform does not let customers turn on: ${refused.join(', ')}`);
  const result = await ctx.upstream.connectedAccounts.activateCapabilities(id, capabilities);
  return json({ capabilities: result.capabilities });
}

function virtualAccountView(va: VirtualAccountView): VirtualAccountView {
  const { account_name, bsb, account_number, currency, solana_address, solana_assets } = va;
  return { account_name, bsb, account_number, currency, solana_address, solana_assets };
}

/**
 * Served from the store only: the service has no read of issued details (that GET is paykit's
 * sandbox's extension), so what `POST` kept is all this server knows. Nothing kept is not
 * "never issued" — another store, an expired key — and issuing again recovers them.
 */
export async function retrieveVirtualAccount(ctx: ProxyContext): Promise<Response> {
  const kept = await ctx.store.virtualAccount(await ctx.account());
  if (!kept) {
    throw new HttpError(
      404,
      'virtual_account_not_kept',
      'This server keeps no virtual account details for this account; POST /onboarding/virtual-account issues them, or answers them again if they were issued before',
    );
  }
  return json(kept);
}

/** How long an issuing instance holds the account's claim beyond its upstream budget, and the wait for another's. */
const CLAIM_MARGIN_MS = 5_000;
const CLAIM_WAIT_MS = 2_000;
const CLAIM_POLL_MS = 50;

/**
 * Kept details are answered without asking the service; otherwise one request (on a shared store:
 * one instance) asks it to issue them and keeps them (virtual-account-issue.ts).
 */
export async function issueVirtualAccount(ctx: ProxyContext): Promise<Response> {
  const id = await ctx.account();
  // Shared by every request that joins: one browser leaving must not cancel the others' issue.
  const shared = ctx.detached();
  const details = await issueOnce(ctx.store, id, async () => virtualAccountView(await shared.upstream.connectedAccounts.issueVirtualAccount(id)), {
    leaseMs: ctx.limits.upstreamBudgetMs + CLAIM_MARGIN_MS,
    waitMs: CLAIM_WAIT_MS,
    pollMs: CLAIM_POLL_MS,
  });
  return json(details);
}
