/** Virtual accounts: the AUD bank details and Solana address issued once an account's inbound_payments is active (docs/service-contract.md#virtual-accounts). */
import * as z from 'zod/mini';

/** The stablecoins a virtual account's Solana address receives. */
export const SOLANA_ASSETS = ['USDT', 'USDC'] as const;

/** A virtual account as the service answers it. */
export const virtualAccount = z.object({
  virtual_account_id: z.string(),
  connected_account_id: z.string(),
  account_name: z.string(),
  /** "NNN-NNN". */
  bsb: z.string().check(z.regex(/^\d{3}-\d{3}$/)),
  account_number: z.string().check(z.regex(/^\d{9}$/)),
  currency: z.literal('AUD'),
  solana_address: z.string(),
  solana_assets: z.array(z.enum(SOLANA_ASSETS)),
  created_at: z.string(),
});
/** A virtual account as the service answers it. */
export type VirtualAccount = {
  /** The virtual account's id. */
  virtual_account_id: string;
  /** The connected account it belongs to. */
  connected_account_id: string;
  /** The account name to pay to. */
  account_name: string;
  /** The BSB, "NNN-NNN". */
  bsb: string;
  /** The bank account number, 9 digits. */
  account_number: string;
  /** Always AUD. */
  currency: 'AUD';
  /** The Solana address to pay in digital assets. */
  solana_address: string;
  /** The stablecoins accepted at `solana_address`. */
  solana_assets: ('USDT' | 'USDC')[];
  /** When it was issued. */
  created_at: string;
};
