/** GET /accounts/me (the platform's details) and wallet balances of the platform or a connected account. */
import type { AccountDetails, WalletBalances } from 'paykit/schemas';
import type { SandboxCore } from '../core';
import type { RequestContext } from '../context';
import { forbidden, json, notFound } from '../../web/http-error';
import { PLATFORM, type Owner } from '../ledger';
import type { Route } from '../route';

/** The platform's own account id; it also works in /accounts/{account_id}/wallet/balances. */
export const PLATFORM_ACCOUNT_ID = 'acct_platform';

export function walletRoutes(core: SandboxCore): Route[] {
  const createdAt = core.clock.isoNow();

  const details = (): AccountDetails => ({
    account_id: PLATFORM_ACCOUNT_ID,
    name: 'Sandbox Platform',
    email: 'platform@sandbox.example.com',
    country: 'AU',
    environment: 'sandbox',
    capabilities: [...core.options.platformCapabilities],
    created_at: createdAt,
  });

  const balances = (owner: Owner): WalletBalances => ({ data: core.ledger.list(owner) });

  function accountBalances(ctx: RequestContext) {
    const id = ctx.params.account_id ?? '';
    const owner = id === PLATFORM_ACCOUNT_ID ? PLATFORM : id;
    if (owner !== PLATFORM && core.accounts.capabilities(id) === undefined) {
      throw notFound(`No account with id ${JSON.stringify(id)}`);
    }
    // A connected account's key-holder acting on its behalf must not read a sibling's wallet.
    if (ctx.owner !== PLATFORM && ctx.owner !== owner) {
      throw forbidden(`x-on-behalf-of ${ctx.owner} may read only its own balances, not those of ${id}`);
    }
    return json(balances(owner));
  }

  return [
    { method: 'GET', path: '/accounts/me', handler: () => json(details()) },
    // Registered before /accounts/:account_id/…: the router takes the first matching route.
    { method: 'GET', path: '/accounts/me/wallet/balances', handler: (ctx) => json(balances(ctx.owner)) },
    { method: 'GET', path: '/accounts/:account_id/wallet/balances', handler: accountBalances },
  ];
}
