/** The outcome's links: the merchant's page to go back to, and the transaction on its network's explorer. Both come from props, so both are checked. */
import { shortenMiddle } from '../../internal/shorten-middle';

/** Where the common networks' transactions are shown; `{hash}` is replaced by the hash (letters and digits only, so nothing to encode). */
export const DEFAULT_EXPLORERS: Readonly<Record<string, string>> = {
  tron: 'https://tronscan.org/#/transaction/{hash}',
  ethereum: 'https://etherscan.io/tx/{hash}',
  solana: 'https://solscan.io/tx/{hash}',
  bitcoin: 'https://mempool.space/tx/{hash}',
};

/** The default explorers' names, for "View on Tronscan"; a merchant's own template has none ("View on explorer"). */
const EXPLORER_NAMES: Readonly<Record<string, string>> = { tron: 'Tronscan', ethereum: 'Etherscan', solana: 'Solscan', bitcoin: 'mempool.space' };

/** The name of the explorer explorerUrl links to, when it is a default one. */
export function explorerName(network: string | null, explorers?: Partial<Record<string, string>>): string | undefined {
  return network && !explorers?.[network] ? EXPLORER_NAMES[network] : undefined;
}

/** The merchant's return URL when it is an absolute http(s) URL; anything else (javascript:, data:, a relative path) gives no link. */
export function safeReturnUrl(url: string | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/**
 * The transaction's page on its network's explorer: the merchant's template for the network, else
 * the default. Only an https template holding `{hash}`, and only a hash of letters and digits (every
 * chain's is): a hash is never a path or query of its own.
 */
export function explorerUrl(network: string | null, hash: string, explorers?: Partial<Record<string, string>>): string | null {
  const template = (network && (explorers?.[network] ?? DEFAULT_EXPLORERS[network])) || '';
  return /^https:\/\/.*\{hash\}/i.test(template) && /^[0-9a-z]+$/i.test(hash) ? template.replace('{hash}', hash) : null;
}

/** A long identifier as its head and tail (`TXYZab…9fQ2`): enough to recognise it, short enough for a phone. */
export function middleShortened(value: string): string {
  // Up to 14 characters it is shown whole: shortened, it would save only one to three of them.
  return value.length > 14 ? shortenMiddle(value, 11, 4) : value;
}
