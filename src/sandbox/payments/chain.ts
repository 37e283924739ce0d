/**
 * Realistic-looking on-chain identifiers from the seeded generator: the same seed gives
 * the same addresses and hashes, and each one passes its network's format checks.
 * Nothing here touches a real chain.
 */
import type { PaymentNetwork } from 'paykit/schemas';
import { base58CheckEncode, base58Encode } from '../../shared/base58';
import type { IdFactory } from '../random';

/** TRON mainnet address prefix byte; Base58Check of it plus 20 bytes always starts with "T". */
const TRON_PREFIX = 0x41;
/** Bitcoin P2PKH version byte; such addresses start with "1". */
const BITCOIN_P2PKH = 0x00;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function withPrefix(prefix: number, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(body.length + 1);
  out[0] = prefix;
  out.set(body, 1);
  return out;
}

export async function receivingAddress(ids: IdFactory, network: PaymentNetwork): Promise<string> {
  switch (network) {
    case 'tron':
      return base58CheckEncode(withPrefix(TRON_PREFIX, ids.bytes(20)));
    case 'bitcoin':
      return base58CheckEncode(withPrefix(BITCOIN_P2PKH, ids.bytes(20)));
    case 'solana':
      // A Solana address is a bare ed25519 public key in Base58 (no checksum).
      return base58Encode(ids.bytes(32));
    case 'ethereum':
      // Lower-case hex is valid without the EIP-55 mixed-case checksum (Keccak is not in Web Crypto).
      return `0x${hex(ids.bytes(20))}`;
  }
}

/** A transaction hash (a signature on Solana) in the network's usual notation. */
export function transactionHash(ids: IdFactory, network: PaymentNetwork): string {
  switch (network) {
    case 'tron':
    case 'bitcoin':
      return hex(ids.bytes(32));
    case 'ethereum':
      return `0x${hex(ids.bytes(32))}`;
    case 'solana':
      return base58Encode(ids.bytes(64));
  }
}
