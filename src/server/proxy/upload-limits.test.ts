/**
 * Uploads held open by an attacker: each document in flight costs the proxy up to 10 MB, so how
 * many may be in flight is capped per client and in total. A refused upload is not read at all,
 * and every way an upload ends (stored, refused, broken off) gives its slot back.
 */
import { describe, expect, it, vi } from 'vitest';
import { createProxyHarness, PROXY_BASE } from '../../../test/support/proxy-harness';
import { JPEG, newIndividual } from '../../../test/fixtures/sandbox-accounts';

const BOUNDARY = '----paykitSlowUpload';
const encoder = new TextEncoder();
const head = encoder.encode(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\npassport\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
);
const tail = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);

/** An upload whose body stops after its first bytes until `finish()` (or `breakOff()`), counting what was pulled. */
function slowUpload() {
  let release: (how: 'finish' | 'break') => void = () => {};
  const released = new Promise<'finish' | 'break'>((resolve) => (release = resolve));
  let pulled = 0;
  let step = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        step += 1;
        if (step === 1) {
          pulled += head.byteLength + 4;
          controller.enqueue(head);
          controller.enqueue(JPEG.subarray(0, 4));
          return;
        }
        if ((await released) === 'break') return controller.error(new Error('the client went away'));
        pulled += JPEG.byteLength - 4 + tail.byteLength;
        controller.enqueue(JPEG.subarray(4));
        controller.enqueue(tail);
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled, finish: () => release('finish'), breakOff: () => release('break') };
}

async function proxyFor(options: { maxUploadsPerClient?: number; maxUploadsInFlight?: number } = {}) {
  const p = await createProxyHarness();
  const account = await newIndividual(p.client);
  p.useHandler({
    policies: { resolveAccount: () => account.connected_account_id },
    limits: { ...options, clientKey: (request) => request.headers.get('x-client') ?? 'one' },
  });
  const upload = (body: ReadableStream<Uint8Array>, client = 'one') =>
    p.handler(
      new Request(`${PROXY_BASE}/onboarding/documents`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'x-client': client },
        body,
        duplex: 'half',
      } as RequestInit),
    );
  const stored = () => p.upstream.filter((r) => r.method === 'POST').length;
  return { upload, stored };
}

/** Starts uploads that stall, and waits until the proxy is reading each of them. */
async function holdOpen(upload: (body: ReadableStream<Uint8Array>, client?: string) => Promise<Response>, clients: string[]) {
  const held = clients.map((client) => {
    const slow = slowUpload();
    return { ...slow, answer: upload(slow.stream, client) };
  });
  await vi.waitFor(() => expect(held.every((h) => h.pulled() > 0)).toBe(true));
  return held;
}

describe('uploads in flight', () => {
  it('refuses a client’s fourth upload at once with 429 and Retry-After, reading none of it', async () => {
    const { upload, stored } = await proxyFor();
    const held = await holdOpen(upload, ['one', 'one', 'one']);
    const fourth = slowUpload();
    const answer = await upload(fourth.stream);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect((await answer.json()).error).toEqual({ code: 'too_many_uploads', message: 'Too many uploads at once from you; wait for one to finish and try again' });
    expect(fourth.pulled()).toBe(0);
    for (const h of held) h.finish();
    expect((await Promise.all(held.map((h) => h.answer))).map((r) => r.status)).toEqual([201, 201, 201]);
    expect(stored()).toBe(3);
  });

  it('refuses any upload past the total in flight, whoever sends it', async () => {
    const { upload } = await proxyFor({ maxUploadsInFlight: 4 });
    const held = await holdOpen(upload, ['a', 'b', 'c', 'd']);
    const answer = await upload(slowUpload().stream, 'e');
    expect(answer.status).toBe(429);
    expect((await answer.json()).error.code).toBe('uploads_busy');
    for (const h of held) h.finish();
    await Promise.all(held.map((h) => h.answer));
  });

  it('gives the slot back however an upload ends: stored, refused, or broken off by the client', async () => {
    const { upload, stored } = await proxyFor({ maxUploadsPerClient: 1 });
    const [broken] = await holdOpen(upload, ['one']);
    broken!.breakOff();
    expect((await broken!.answer).status).toBe(400);

    const refused = await upload(
      new ReadableStream({
        start(controller) {
          controller.enqueue(encoder.encode('not multipart at all'));
          controller.close();
        },
      }),
    );
    expect(refused.status).toBe(400);

    const [last] = await holdOpen(upload, ['one']);
    last!.finish();
    expect((await last!.answer).status).toBe(201);
    expect(stored()).toBe(1);
  });
});
