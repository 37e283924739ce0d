import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkWebhookSignature, signWebhookPayload, verifyWebhook } from './verify';

// GitHub's published example for its X-Hub-Signature-256 (same construction: hex HMAC-SHA256 of the raw body).
const GITHUB = {
  secret: "It's a Secret to Everybody",
  body: 'Hello, World!',
  signature: '757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17',
};

const oracle = (secret: string, body: string | Uint8Array) => createHmac('sha256', secret).update(body).digest('hex');
const secrets = fc.string({ minLength: 1, maxLength: 64, unit: 'grapheme' });
const HEX = '0123456789abcdef';

describe('signWebhookPayload', () => {
  it('matches the published vector', async () => {
    expect(await signWebhookPayload(GITHUB.body, GITHUB.secret)).toBe(GITHUB.signature);
  });

  it('matches node:crypto for any UTF-8 text and any bytes', async () => {
    await fc.assert(
      fc.asyncProperty(secrets, fc.string({ unit: 'grapheme', maxLength: 300 }), async (secret, body) => {
        expect(await signWebhookPayload(body, secret)).toBe(oracle(secret, body));
      }),
    );
    await fc.assert(
      fc.asyncProperty(secrets, fc.uint8Array({ maxLength: 300 }), async (secret, body) => {
        expect(await signWebhookPayload(body, secret)).toBe(oracle(secret, body));
      }),
    );
  });

  it('signs only the viewed bytes of a Uint8Array that is a window on a larger buffer', async () => {
    const whole = new TextEncoder().encode(`xx${GITHUB.body}yy`);
    expect(await signWebhookPayload(whole.subarray(2, 2 + GITHUB.body.length), GITHUB.secret)).toBe(GITHUB.signature);
  });
});

describe('verifyWebhook', () => {
  it('accepts the published vector as a string, bytes, an ArrayBuffer and a Buffer', async () => {
    const bytes = new TextEncoder().encode(GITHUB.body);
    for (const body of [GITHUB.body, bytes, bytes.buffer, Buffer.from(GITHUB.body)]) {
      expect(await verifyWebhook(body, GITHUB.signature, GITHUB.secret)).toBe(true);
    }
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['upper-case hex', GITHUB.signature.toUpperCase()],
    ['"sha256=" prefixed', `sha256=${GITHUB.signature}`],
    ['padded with spaces', ` ${GITHUB.signature} `],
    ['a trailing newline', `${GITHUB.signature}\n`],
    ['two headers joined by a comma', `${GITHUB.signature}, ${GITHUB.signature}`],
    ['two headers joined without a space', `${GITHUB.signature},${GITHUB.signature}`],
    ['truncated', GITHUB.signature.slice(0, 63)],
    ['one char too long', `${GITHUB.signature}0`],
    ['non-hex', `${GITHUB.signature.slice(0, 63)}g`],
    ['base64 of the MAC', Buffer.from(GITHUB.signature, 'hex').toString('base64')],
  ])('rejects a %s header', async (_name, header) => {
    expect(await verifyWebhook(GITHUB.body, header, GITHUB.secret)).toBe(false);
  });

  it('rejects the wrong secret, an empty secret and a re-serialised body', async () => {
    expect(await verifyWebhook(GITHUB.body, GITHUB.signature, "It's a secret to everybody")).toBe(false);
    expect(await verifyWebhook(GITHUB.body, GITHUB.signature, '')).toBe(false);
    const raw = '{"a": 1}';
    const signature = oracle('whsec_x', raw);
    expect(await verifyWebhook(raw, signature, 'whsec_x')).toBe(true);
    expect(await verifyWebhook(JSON.stringify(JSON.parse(raw)), signature, 'whsec_x')).toBe(false);
  });

  it('never throws on a body, header or secret of the wrong type', async () => {
    const wrong = [undefined, null, 42, {}, { body: 'x' }, ['x'], Symbol('x')] as unknown[];
    for (const value of wrong) {
      await expect(verifyWebhook(value as string, GITHUB.signature, GITHUB.secret)).resolves.toBe(false);
      await expect(verifyWebhook(GITHUB.body, value as string, GITHUB.secret)).resolves.toBe(false);
      await expect(verifyWebhook(GITHUB.body, GITHUB.signature, value as string)).resolves.toBe(false);
    }
  });

  it('holds for sign-then-verify over any text or bytes and any secret', async () => {
    await fc.assert(
      fc.asyncProperty(secrets, fc.oneof(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.uint8Array({ maxLength: 300 })), async (secret, body) => {
        expect(await verifyWebhook(body, await signWebhookPayload(body, secret), secret)).toBe(true);
      }),
    );
  });

  it('rejects the body with any single byte changed', async () => {
    await fc.assert(
      fc.asyncProperty(
        secrets,
        fc.uint8Array({ minLength: 1, maxLength: 200 }),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        async (secret, body, position, mask) => {
          const signature = oracle(secret, body);
          const tampered = Uint8Array.from(body);
          const i = position % body.length;
          tampered[i] = (tampered[i] as number) ^ mask;
          expect(await verifyWebhook(tampered, signature, secret)).toBe(false);
        },
      ),
    );
  });

  it('rejects the signature with any single hex digit changed', async () => {
    await fc.assert(
      fc.asyncProperty(secrets, fc.string({ maxLength: 200 }), fc.nat(63), fc.integer({ min: 1, max: 15 }), async (secret, body, i, shift) => {
        const signature = oracle(secret, body);
        const replaced = HEX[(HEX.indexOf(signature[i] as string) + shift) % 16] as string;
        const tampered = signature.slice(0, i) + replaced + signature.slice(i + 1);
        expect(await verifyWebhook(body, tampered, secret)).toBe(false);
      }),
    );
  });

  it('returns false, never throws, for arbitrary header strings', async () => {
    const asText = (value: unknown) => {
      try {
        return String(value);
      } catch {
        return Object.prototype.toString.call(value);
      }
    };
    const headers = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.stringMatching(/^[0-9a-fA-F]{60,68}$/),
      fc.anything({ maxDepth: 2 }).map(asText),
      fc.constantFrom(null, undefined),
    );
    await fc.assert(
      fc.asyncProperty(headers, async (header) => {
        const result = await verifyWebhook(GITHUB.body, header, GITHUB.secret);
        expect(result).toBe(header === GITHUB.signature);
      }),
    );
    // Raw values of any type, as an untyped caller might pass them.
    await fc.assert(
      fc.asyncProperty(fc.anything({ maxDepth: 2 }), async (header) => {
        expect(await verifyWebhook(GITHUB.body, header as string, GITHUB.secret)).toBe(false);
      }),
    );
  });
});

describe('checkWebhookSignature', () => {
  it('tells a missing header from a malformed one and from a mismatch', async () => {
    expect(await checkWebhookSignature(GITHUB.body, null, GITHUB.secret)).toBe('missing');
    expect(await checkWebhookSignature(GITHUB.body, 'abc', GITHUB.secret)).toBe('malformed');
    expect(await checkWebhookSignature(GITHUB.body, ['x'], GITHUB.secret)).toBe('malformed');
    // The service's form is lowercase (docs/service-contract.md#signatures); the right MAC in upper case is refused as malformed, not compared.
    expect(await checkWebhookSignature(GITHUB.body, GITHUB.signature.toUpperCase(), GITHUB.secret)).toBe('malformed');
    expect(await checkWebhookSignature('Hello, World?', GITHUB.signature, GITHUB.secret)).toBe('mismatch');
    expect(await checkWebhookSignature(GITHUB.body, GITHUB.signature, GITHUB.secret)).toBe('valid');
  });
});
