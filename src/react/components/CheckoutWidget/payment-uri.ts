/**
 * What the QR code encodes. A payment URI (which pre-fills the amount) is used only where
 * wallets widely agree on one; everywhere else the plain address, which every wallet reads:
 *
 * - bitcoin, BTC:   `bitcoin:<address>?amount=<BTC>` (BIP 21, decimal BTC).
 * - ethereum, ETH:  `ethereum:<address>?value=<wei>` (EIP-681; value is an integer in wei,
 *                   computed exactly). Tokens on Ethereum (ERC-20) need the token contract in
 *                   the URI and wallets differ: plain address.
 * - solana, SOL:    `solana:<address>?amount=<SOL>` (Solana Pay). SPL tokens (USDC, USDT) need
 *                   the mint as `spl-token=`; without it a wallet would read the amount as SOL,
 *                   so: plain address.
 * - tron (USDT TRC-20): TRON wallets do not agree on a URI scheme for TRC-20 tokens:
 *                   plain address.
 * - anything else:  plain address.
 *
 * The amount in a URI is what is still due (the remainder when underpaid).
 */
import { multiply } from '../../../shared/money';

/** What the QR code encodes. */
export interface QrPayload {
  /** The encoded text. */
  text: string;
  /** The bare address, or a payment URI that also carries the amount (BTC, ETH, SOL only; see above). */
  kind: 'address' | 'uri';
}

const WEI_PER_ETH = '1000000000000000000';

/** What a wallet should scan for this payment: a payment URI for `amount` where wallets agree on one, else the address. */
export function qrPayload(payment: { network: string | null; currency: string; address: string }, amount: string): QrPayload {
  const currency = payment.currency.toUpperCase();
  const { address } = payment;
  switch (payment.network) {
    case 'bitcoin':
      if (currency === 'BTC') return { text: `bitcoin:${address}?amount=${amount}`, kind: 'uri' };
      break;
    case 'ethereum':
      if (currency === 'ETH') return { text: `ethereum:${address}?value=${multiply(amount, WEI_PER_ETH, 0, 'up')}`, kind: 'uri' };
      break;
    case 'solana':
      if (currency === 'SOL') return { text: `solana:${address}?amount=${amount}`, kind: 'uri' };
      break;
  }
  return { text: address, kind: 'address' };
}
