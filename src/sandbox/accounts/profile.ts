/** Creating and reading connected accounts. */
import { createConnectedAccountBody } from '../../shared/schemas/accounts';
import type { Route } from '../router';
import { json } from '../http';
import { accountView, type AccountStore } from './store';

export function profileRoutes(store: AccountStore): Route[] {
  return [
    {
      method: 'POST',
      path: '/accounts',
      handler: async (ctx) => json(accountView(store.create(await ctx.body(createConnectedAccountBody))), 201),
    },
    {
      // Named for the spec's path parameter. Ids without acct_ (e.g. "me") answer 404 here, so the
      // platform's GET /accounts/me must be registered before this domain to be reachable.
      method: 'GET',
      path: '/accounts/:connected_account_id',
      handler: (ctx) => json(accountView(store.get(ctx.params.connected_account_id as string))),
    },
  ];
}
