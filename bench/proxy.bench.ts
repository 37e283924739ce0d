/**
 * The merchant's server: a payment read through the proxy (the browser's polling fallback hits
 * this every 2 s per open checkout), and a signed webhook's verification and handling.
 */
import { bench, describe } from 'vitest';
import { createProxyHarness, PROXY_BASE, SHOP_ORIGIN } from '../test/support/proxy-harness';
import { checkWebhookSignature, signWebhookPayload } from '../src/server/webhooks/verify';

const harness = await createProxyHarness();
const payment = (await (
  await harness.handler(
    new Request(`${PROXY_BASE}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SHOP_ORIGIN },
      body: JSON.stringify({ order: 'tee' }),
    }),
  )
).json()) as { payment_id: string };

const secret = 'whsec_bench_0123456789abcdef';
const body = JSON.stringify({ event: 'payment.settled', id: 'evt_bench', created_at: new Date().toISOString(), data: { payment_id: payment.payment_id } });
const signature = await signWebhookPayload(body, secret);

describe('proxy', () => {
  bench('GET /payments/:id (the browser’s poll)', async () => {
    const response = await harness.handler(new Request(`${PROXY_BASE}/payments/${payment.payment_id}`));
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    await response.arrayBuffer();
  });
  bench('checkWebhookSignature (HMAC-SHA256, constant-time compare)', async () => {
    if ((await checkWebhookSignature(body, signature, secret)) !== 'valid') throw new Error('signature refused');
  });
});
