/** Seeded randomness so a sandbox with the same seed hands out the same ids, addresses and rates. */
import type { IdKind } from 'paykit/schemas';
import { ID_PREFIX } from '../shared/ids';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** mulberry32: tiny, fast, good enough for test data (not for secrets). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface IdFactory {
  next(kind: IdKind): string;
  /** n random characters from `alphabet` (default base62). */
  chars(n: number, alphabet?: string): string;
  digits(n: number): string;
  bytes(n: number): Uint8Array;
}

export function createIdFactory(random: () => number): IdFactory {
  const chars = (n: number, alphabet = ALPHABET) => Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  return {
    next: (kind) => `${ID_PREFIX[kind]}${chars(24)}`,
    chars,
    digits: (n) => chars(n, '0123456789'),
    bytes: (n) => Uint8Array.from({ length: n }, () => Math.floor(random() * 256)),
  };
}

/** Secrets (webhook signing secrets, generated API keys) come from Web Crypto, never the seeded generator. */
export function secureToken(prefix: string, bytes = 24): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return prefix + Array.from(raw, (b) => b.toString(16).padStart(2, '0')).join('');
}
