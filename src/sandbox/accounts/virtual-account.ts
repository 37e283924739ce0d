/**
 * The virtual account number: a BSB and account number for AUD bank transfers plus a Solana
 * address for USDT/USDC, issued at once when inbound_payments is active (docs/service-contract.md#virtual-accounts). Issuing again
 * returns the same details (200 instead of 201). GET is a sandbox extension for reading it back.
 */
import type { VirtualAccount } from 'paykit/schemas';
import { base58Encode } from '../../shared/base58';
import { SOLANA_ASSETS } from '../../shared/schemas/accounts';
import type { SandboxCore } from '../core';
import { json, notFound, unprocessable } from '../../web/http-error';
import type { Route } from '../route';
import type { AccountRecord, AccountStore } from './store';

export function virtualAccountRoutes(core: SandboxCore, store: AccountStore): Route[] {
  function issue(record: AccountRecord): VirtualAccount {
    const bsb = core.ids.digits(6);
    return {
      virtual_account_id: core.ids.next('virtualAccount'),
      connected_account_id: record.id,
      account_name: accountName(record),
      bsb: `${bsb.slice(0, 3)}-${bsb.slice(3)}`,
      account_number: core.ids.digits(9),
      currency: 'AUD',
      solana_address: solanaAddress(core),
      solana_assets: [...SOLANA_ASSETS],
      created_at: core.clock.isoNow(),
    };
  }

  return [
    {
      method: 'POST',
      path: '/accounts/:connected_account_id/virtual-account',
      handler: (ctx) => {
        const record = store.get(ctx.params.connected_account_id as string);
        if (!record.capabilities.has('inbound_payments')) {
          throw unprocessable('A virtual account can be issued only once the inbound_payments capability is active');
        }
        if (record.virtual_account) return json(record.virtual_account);
        record.virtual_account = issue(record);
        return json(record.virtual_account, 201);
      },
    },
    {
      method: 'GET',
      path: '/accounts/:connected_account_id/virtual-account',
      extension: true,
      handler: (ctx) => {
        const record = store.get(ctx.params.connected_account_id as string);
        if (!record.virtual_account) {
          throw notFound(`No virtual account has been issued for connected account ${record.id}`);
        }
        return json(record.virtual_account);
      },
    },
  ];
}

/** The name bank transfers are addressed to: the verified person or business, else the e-mail. */
function accountName(record: AccountRecord): string {
  if (record.kyc) return `${record.kyc.data.first_name.trim()} ${record.kyc.data.last_name.trim()}`;
  if (record.kyb) return record.kyb.data.legal_name.trim();
  return record.email;
}

/** 32 seeded bytes in base58, redrawn until 43–44 characters like the addresses people see. */
function solanaAddress(core: SandboxCore): string {
  for (;;) {
    const address = base58Encode(core.ids.bytes(32));
    if (address.length >= 43) return address;
  }
}
