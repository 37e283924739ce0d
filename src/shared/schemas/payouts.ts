/**
 * Payouts to external bank accounts or crypto wallets. The service shows only the payout
 * simulator; the create and retrieve shapes here are this kit's documented choice (docs/service-contract.md#payouts).
 */
import * as z from 'zod/mini';
import { amountInput, currencyCode, decimalString, text } from './primitives';

/** Where a payout stands. */
export const PAYOUT_STATUSES = ['pending', 'completed', 'failed'] as const;
/** Where a payout stands. */
export type PayoutStatus = 'pending' | 'completed' | 'failed';

/** The chains a crypto-wallet payout can go out on. */
export const PAYOUT_NETWORKS = ['solana', 'tron', 'ethereum'] as const;
/** A chain a crypto-wallet payout can go out on. */
export type PayoutNetwork = 'solana' | 'tron' | 'ethereum';

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';

/** Format sanity checks only (no checksum): enough to catch an address pasted for the wrong network. */
const ADDRESS_FORMAT: Record<PayoutNetwork, { pattern: RegExp; description: string }> = {
  solana: { pattern: new RegExp(`^${BASE58}{32,44}$`), description: 'a Solana address (32–44 base58 characters)' },
  tron: { pattern: new RegExp(`^T${BASE58}{33}$`), description: 'a Tron address (34 base58 characters starting with T)' },
  ethereum: { pattern: /^0x[0-9a-fA-F]{40}$/, description: 'an Ethereum address (0x followed by 40 hex digits)' },
};

/** True when `address` has the format of an address on `network` (no checksum is verified). */
export function isNetworkAddress(network: PayoutNetwork, address: string): boolean {
  return ADDRESS_FORMAT[network].pattern.test(address);
}

/** A payout to an Australian bank account: name, BSB and account number. */
export const bankAccountDestination = z.object({
  type: z.literal('bank_account'),
  account_name: text(100),
  /** Accepted as "NNN-NNN" or six digits; always answered as "NNN-NNN". */
  bsb: z.pipe(
    z.string().check(z.regex(/^\d{3}-?\d{3}$/, 'must be a BSB written NNN-NNN or as 6 digits')),
    z.transform((bsb) => `${bsb.replace('-', '').slice(0, 3)}-${bsb.replace('-', '').slice(3)}`),
  ),
  account_number: z.string().check(z.regex(/^\d{6,9}$/, 'must be 6 to 9 digits')),
});

/** A payout to a wallet address, which must look like an address on the chosen network. */
export const cryptoWalletDestination = z
  .object({
    type: z.literal('crypto_wallet'),
    network: z.enum(PAYOUT_NETWORKS),
    address: z.string(),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!isNetworkAddress(value.network, value.address)) {
        ctx.issues.push({
          code: 'custom',
          input: value.address,
          path: ['address'],
          message: `must be ${ADDRESS_FORMAT[value.network].description}`,
        });
      }
    }),
  );

/** Where a payout goes: a bank account or a crypto wallet, by `type`. */
export const payoutDestination = z.discriminatedUnion('type', [bankAccountDestination, cryptoWalletDestination], {
  // A missing destination keeps the default "is required".
  error: (issue) => {
    if (issue.code === 'invalid_union') return 'must be "bank_account" or "crypto_wallet"';
    if (issue.input !== undefined) return 'must be an object with type "bank_account" or "crypto_wallet"';
    return undefined;
  },
});
/** A payout to an Australian bank account. */
export type BankAccountDestination = {
  /** Says the destination is a bank account. */
  type: 'bank_account';
  /** The account holder's name. */
  account_name: string;
  /** The branch's BSB: "NNN-NNN" or six digits as written, always "NNN-NNN" once parsed. */
  bsb: string;
  /** The account number, 6 to 9 digits. */
  account_number: string;
};
/** A payout to a wallet address on a chain. */
export type CryptoWalletDestination = {
  /** Says the destination is a crypto wallet. */
  type: 'crypto_wallet';
  /** The chain the payout goes out on. */
  network: PayoutNetwork;
  /** The wallet's address on that chain. */
  address: string;
};
/** A payout destination as written (BSB with or without its hyphen). */
export type PayoutDestinationInput = BankAccountDestination | CryptoWalletDestination;
/** A payout destination once parsed (BSB as NNN-NNN). */
export type PayoutDestination = BankAccountDestination | CryptoWalletDestination;

/** A payout request: currency, a positive amount, the destination and an optional reference. */
export const createPayoutRequest = z.object({
  currency: currencyCode,
  amount: amountInput,
  destination: payoutDestination,
  reference: z.optional(text(200)),
});
/** A payout request as written (amount as a decimal string or exact number). */
export type CreatePayoutRequestInput = {
  /** The currency to pay out (an upper-case code such as AUD or USDT). */
  currency: string;
  /** The amount: a positive decimal string, or a number that converts exactly. */
  amount: string | number;
  /** Where the payout goes. */
  destination: PayoutDestinationInput;
  /** The caller's reference, at most 200 characters. */
  reference?: string;
};
/** A payout request once parsed. */
export type CreatePayoutRequest = {
  /** The currency to pay out. */
  currency: string;
  /** The amount, a trimmed decimal string. */
  amount: string;
  /** Where the payout goes (BSB as NNN-NNN). */
  destination: PayoutDestination;
  /** The caller's reference, when given. */
  reference?: string;
};

/** A payout as the service answers it. */
export const payout = z.object({
  payout_id: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  currency: z.string(),
  amount: decimalString,
  destination: payoutDestination,
  reference: z.nullable(z.string()),
  failure_reason: z.nullable(z.string()),
  created_at: z.string(),
  completed_at: z.nullable(z.string()),
});
/** A payout as the service answers it. */
export type Payout = {
  /** The payout's id. */
  payout_id: string;
  /** Where the payout stands. */
  status: PayoutStatus;
  /** The currency paid out. */
  currency: string;
  /** The amount paid out, a decimal string. */
  amount: string;
  /** Where it goes. */
  destination: PayoutDestination;
  /** The caller's reference, or null. */
  reference: string | null;
  /** Why it failed, or null. */
  failure_reason: string | null;
  /** When the payout was asked for. */
  created_at: string;
  /** When it completed, or null until then. */
  completed_at: string | null;
};

/** The service's payout simulator body (docs/service-contract.md#payouts): failure_reason is required for failed (and refused for completed). */
export const simulatePayoutRequest = z
  .object({
    status: z.enum(['completed', 'failed']),
    failure_reason: z.optional(text(500)),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.status === 'failed' && value.failure_reason === undefined) {
        ctx.issues.push({ code: 'custom', input: undefined, path: ['failure_reason'], message: 'is required when status is failed' });
      }
      if (value.status === 'completed' && value.failure_reason !== undefined) {
        ctx.issues.push({
          code: 'custom',
          input: value.failure_reason,
          path: ['failure_reason'],
          message: 'must not be sent when status is completed',
        });
      }
    }),
  );
/** The payout simulator's body as written. */
export type SimulatePayoutRequestInput = {
  /** The outcome to produce. */
  status: 'completed' | 'failed';
  /** Why it failed: required for failed, refused for completed. */
  failure_reason?: string;
};
/** The payout simulator's body once parsed. */
export type SimulatePayoutRequest = SimulatePayoutRequestInput;

/**
 * Sandbox extension: an item of GET /sandbox/payouts, the payout plus whose it is (null for
 * the platform's own). The payout simulator acts for that owner (x-on-behalf-of).
 */
export const sandboxPayout = z.extend(payout, { connected_account_id: z.nullable(z.string()) });
/** An item of the sandbox's payout list: the payout and whose it is (null: the platform's). */
export type SandboxPayout = {
  /** The payout's id. */
  payout_id: string;
  /** Where the payout stands. */
  status: PayoutStatus;
  /** The currency paid out. */
  currency: string;
  /** The amount paid out, a decimal string. */
  amount: string;
  /** Where it goes. */
  destination: PayoutDestination;
  /** The caller's reference, or null. */
  reference: string | null;
  /** Why it failed, or null. */
  failure_reason: string | null;
  /** When the payout was asked for. */
  created_at: string;
  /** When it completed, or null until then. */
  completed_at: string | null;
  /** The connected account the payout is for, or null for the platform's own. */
  connected_account_id: string | null;
};
