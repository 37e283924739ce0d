/**
 * Base58 (the Bitcoin alphabet, also used by TRON and Solana) and Base58Check.
 * Web Crypto only, so the sandbox can mint realistic addresses in a browser too.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let out = '';
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out;
    value /= 58n;
  }
  // Each leading zero byte is written as "1", which the number alone would lose.
  return '1'.repeat(zeros) + out;
}

/** The bytes of a Base58 string, or null when it holds a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit === -1) return null;
    value = value * 58n + BigInt(digit);
  }
  const body: number[] = [];
  while (value > 0n) {
    body.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros++;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
}

/** payload followed by the first 4 bytes of SHA-256(SHA-256(payload)), in Base58. */
export async function base58CheckEncode(payload: Uint8Array): Promise<string> {
  const data = Uint8Array.from(payload);
  const once = await crypto.subtle.digest('SHA-256', data);
  const twice = new Uint8Array(await crypto.subtle.digest('SHA-256', once));
  const full = new Uint8Array(data.length + 4);
  full.set(data);
  full.set(twice.subarray(0, 4), data.length);
  return base58Encode(full);
}
