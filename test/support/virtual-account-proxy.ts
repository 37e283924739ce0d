/** A proxy serving `/onboarding/virtual-account` for one account, in front of a scripted service, and the issued answer it expects. */
import type { VirtualAccount } from '../../src/shared/schemas/accounts';
import { createPaykitHandler } from '../../src/server/proxy/handler';
import type { StatusStore } from '../../src/server/proxy/status-store';
import { PROXY_BASE, scriptedClient } from './proxy-harness';
import { virtualAccountView } from './status-store-contract';

/** What the service's `POST …/virtual-account` answers for `accountId`: the contract's details plus the service's own fields. */
export const issuedVirtualAccount = (accountId: string): VirtualAccount => ({
  virtual_account_id: 'va_0001',
  connected_account_id: accountId,
  ...virtualAccountView(),
  currency: 'AUD',
  solana_assets: ['USDT', 'USDC'],
  created_at: '2026-01-15T09:00:00.000Z',
});

/** `call('GET' | 'POST')` as the signed-in `accountId`'s browser would; `upstream` records what reached the service. */
export function virtualAccountProxy(options: { store: StatusStore; accountId: string; answer: (request: Request) => Response | Promise<Response> }) {
  const { client, upstream } = scriptedClient(options.answer);
  const handler = createPaykitHandler({
    upstream: { client, testMode: false },
    store: options.store,
    webhooks: { secret: 'whsec_va' },
    limits: { rateLimit: false },
    policies: { resolveAccount: () => options.accountId },
  });
  const call = async (method: 'GET' | 'POST') => {
    const init = method === 'POST' ? { method, headers: { 'content-type': 'application/json' }, body: '{}' } : { method };
    const response = await handler(new Request(`${PROXY_BASE}/onboarding/virtual-account`, init));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { call, upstream };
}
