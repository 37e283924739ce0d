import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base58CheckEncode, base58Decode, base58Encode } from '../../shared/base58';
import { createHarness } from '../../../test/support/harness';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Independent of src/shared/base58: a plain big-integer decode. */
function decode(text: string): Buffer {
  let n = 0n;
  for (const c of text) {
    const digit = ALPHABET.indexOf(c);
    if (digit < 0) throw new Error(`not base58: ${c}`);
    n = n * 58n + BigInt(digit);
  }
  const hex = n === 0n ? '' : n.toString(16);
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  const zeros = /^1*/.exec(text)?.[0].length ?? 0;
  return Buffer.concat([Buffer.alloc(zeros), body]);
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** Splits a Base58Check string and checks its 4-byte double-SHA-256 checksum with node:crypto. */
function checkBase58Check(text: string): { version: number; payload: Buffer } {
  const raw = decode(text);
  const body = raw.subarray(0, -4);
  expect(raw.subarray(-4).toString('hex')).toBe(sha256(sha256(body)).subarray(0, 4).toString('hex'));
  return { version: body[0] as number, payload: body.subarray(1) };
}

describe('shared/base58', () => {
  it('encodes known vectors, leading zero bytes as "1"', () => {
    expect(base58Encode(new TextEncoder().encode('Hello World!'))).toBe('2NEpo7TZRRrLZSi2U');
    expect(base58Encode(Uint8Array.from([0, 0, 1]))).toBe('112');
    expect(base58Encode(new Uint8Array())).toBe('');
  });

  it('decodes what it encodes and refuses characters outside the alphabet', () => {
    const bytes = Uint8Array.from([0, 7, 255, 0, 128]);
    expect(Array.from(base58Decode(base58Encode(bytes)) ?? [])).toEqual([0, 7, 255, 0, 128]);
    expect(base58Decode('0OIl')).toBeNull();
  });

  it('Base58Check appends a checksum node:crypto agrees with', async () => {
    const encoded = await base58CheckEncode(Uint8Array.from([0x41, ...new Array<number>(20).fill(7)]));
    const { version, payload } = checkBase58Check(encoded);
    expect(version).toBe(0x41);
    expect([...payload]).toEqual(new Array(20).fill(7));
  });
});

describe('receiving addresses', () => {
  it('gives USDT a TRON address: "T", 34 Base58 characters, 0x41 + 20 bytes, valid checksum', async () => {
    const { client } = createHarness();
    for (let i = 0; i < 5; i++) {
      const { payer_instructions } = await client.payments.create({ currency: 'USDT', amount: '1', reference: `r${i}` });
      expect(payer_instructions.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      const { version, payload } = checkBase58Check(payer_instructions.address);
      expect(version).toBe(0x41);
      expect(payload).toHaveLength(20);
    }
  });

  it('gives BTC a P2PKH address with a valid checksum', async () => {
    const { client } = createHarness();
    const { payer_instructions } = await client.payments.create({ currency: 'BTC', amount: '0.01', reference: 'r' });
    const { version, payload } = checkBase58Check(payer_instructions.address);
    expect(version).toBe(0x00);
    expect(payload).toHaveLength(20);
  });

  it('gives USDC a Solana address of 32 bytes', async () => {
    const { client } = createHarness();
    const { payer_instructions } = await client.payments.create({ currency: 'USDC', amount: '1', reference: 'r' });
    expect(decode(payer_instructions.address)).toHaveLength(32);
  });

  it('is deterministic for a seed and differs between seeds and payments', async () => {
    const addresses = async (seed: number) => {
      const { client } = createHarness({ seed });
      const a = await client.payments.create({ currency: 'USDT', amount: '1', reference: 'a' });
      const b = await client.payments.create({ currency: 'USDT', amount: '1', reference: 'b' });
      return [a.payer_instructions.address, b.payer_instructions.address];
    };
    const first = await addresses(42);
    expect(await addresses(42)).toEqual(first);
    expect(first[0]).not.toBe(first[1]);
    expect((await addresses(43))[0]).not.toBe(first[0]);
  });

  it('gives settled payments a 64-hex lower-case tx_hash', async () => {
    const { client } = createHarness();
    const payment = await client.payments.create({ currency: 'USDT', amount: '1', reference: 'r' });
    const settled = await client.sandbox.simulatePayment(payment.payment_id, { status: 'settled' });
    expect(settled.tx_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
