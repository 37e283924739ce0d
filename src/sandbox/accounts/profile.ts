/** Creating and reading connected accounts, and the sandbox's list of them. */
import { createConnectedAccountBody, VERIFICATION_STATUSES } from '../../shared/schemas/accounts';
import { PLATFORM } from '../ledger';
import type { Route } from '../route';
import { json } from '../../web/http-error';
import { enumParam, listQuery, paginate } from '../http';
import { accountView, sandboxAccountView, type AccountStore } from './store';

export function profileRoutes(store: AccountStore): Route[] {
  return [
    {
      method: 'POST',
      path: '/accounts',
      handler: async (ctx) => json(accountView(store.create(await ctx.body(createConnectedAccountBody))), 201),
    },
    {
      // Named for the service's path parameter (docs/service-contract.md#connected-accounts). Ids without acct_ (e.g. "me") answer 404 here, so the
      // platform's GET /accounts/me must be registered before this domain to be reachable.
      method: 'GET',
      path: '/accounts/:connected_account_id',
      handler: (ctx) => json(accountView(store.get(ctx.params.connected_account_id as string))),
    },
    {
      // Sandbox extension (the service has no account list; docs/service-contract.md#lists-and-pagination): every connected account, newest first,
      // with limit/offset and an optional verification_status filter, for the control panel; each
      // entry also carries `name` (from the KYC or KYB details) so applicants can be told apart.
      // Acting for an account (x-on-behalf-of) lists only that account.
      method: 'GET',
      path: '/sandbox/accounts',
      extension: true,
      handler: (ctx) => {
        const page = listQuery(ctx.query);
        const status = enumParam(ctx.query, 'verification_status', VERIFICATION_STATUSES);
        const accounts = store.all().filter((a) => (ctx.owner === PLATFORM || a.id === ctx.owner) && (status === undefined || a.verification_status === status));
        return json(paginate(accounts.map(sandboxAccountView), page));
      },
    },
  ];
}
