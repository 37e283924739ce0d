/** Business rules for creating a payout: capability and which currency a destination can take (precision: fx/pricing's atCurrencyScale). */
import type { PayoutDestination, PayoutNetwork } from 'paykit/schemas';
import { requireCapability, type SandboxCore } from '../core';
import type { Owner } from '../ledger';
import { unprocessable } from '../../web/http-error';

/**
 * Which currencies each destination accepts (the service leaves this "not shown"; docs/service-contract.md#payouts): a BSB is an
 * Australian bank account, so AUD; wallets take the assets that exist on their network.
 */
export const BANK_PAYOUT_CURRENCIES: readonly string[] = ['AUD'];
export const WALLET_PAYOUT_CURRENCIES: Record<PayoutNetwork, readonly string[]> = {
  solana: ['USDT', 'USDC'],
  tron: ['USDT', 'USDC'],
  ethereum: ['USDT', 'USDC', 'ETH'],
};

export function requirePayoutCapability(core: SandboxCore, owner: Owner): void {
  requireCapability(core, owner, 'outbound_payouts', 'creating payouts');
}

export function requireCurrencyForDestination(currency: string, destination: PayoutDestination): void {
  if (destination.type === 'bank_account') {
    if (BANK_PAYOUT_CURRENCIES.includes(currency)) return;
    throw unprocessable(`A bank_account payout must be in ${BANK_PAYOUT_CURRENCIES.join(' or ')}, not ${currency}`);
  }
  const allowed = WALLET_PAYOUT_CURRENCIES[destination.network];
  if (allowed.includes(currency)) return;
  throw unprocessable(`A crypto_wallet payout on ${destination.network} must be in ${allowed.join(', ')}, not ${currency}`);
}
