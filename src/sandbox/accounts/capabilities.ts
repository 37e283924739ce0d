/**
 * Capabilities, activated with {"capabilities": [...]} only while verification_status is approved
 * (docs/service-contract.md#capabilities). Activation adds to what is already active; the answer lists everything active.
 */
import type { AccountCapabilities } from 'paykit/schemas';
import { activateCapabilitiesBody } from '../../shared/schemas/accounts';
import { json, unprocessable } from '../../web/http-error';
import type { Route } from '../route';
import { sortedCapabilities, type AccountStore } from './store';

export function capabilityRoutes(store: AccountStore): Route[] {
  return [
    {
      method: 'POST',
      path: '/accounts/:connected_account_id/capabilities',
      handler: async (ctx) => {
        const record = store.get(ctx.params.connected_account_id as string);
        const { capabilities } = await ctx.body(activateCapabilitiesBody);
        if (record.verification_status !== 'approved') {
          throw unprocessable(`Capabilities can be activated only when verification_status is approved; it is ${record.verification_status}`);
        }
        for (const capability of capabilities) record.capabilities.add(capability);
        const body: AccountCapabilities = { connected_account_id: record.id, capabilities: sortedCapabilities(record) };
        return json(body);
      },
    },
  ];
}
