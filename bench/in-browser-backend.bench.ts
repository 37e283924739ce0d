/** The in-browser backend the catalogue runs on: a payment created and settled end to end, webhooks included. */
import { bench, describe } from 'vitest';
import { createInBrowserBackend } from '../src/dev';

const backend = await createInBrowserBackend({
  origin: 'http://localhost',
  createPayment: () => ({ amount: '25.00', currency: 'USDT', reference: 'bench' }),
});

describe('in-browser backend', () => {
  bench('create a payment through the proxy, then pay it in full (signed webhooks delivered)', async () => {
    const created = await backend.fetch('/api/paykit/payments', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const { payment_id } = (await created.json()) as { payment_id: string };
    await backend.simulate.payment.payInFull(payment_id);
  });
});
