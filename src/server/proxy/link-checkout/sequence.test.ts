/**
 * The order of a link checkout's steps, as the store and the service see it: the payment is created
 * only under the link's claim and remembered before the claim is let go, which a failed create lets
 * go too (the next payer is not kept waiting for a payment that never came).
 */
import { describe, expect, it } from 'vitest';
import { createPaykitClient } from '../../client';
import { createProxyHarness } from '../../../../test/support/proxy-harness';
import { TEST_API_KEY, TEST_BASE_URL } from '../../../../test/support/harness';
import { MemoryStatusStore, type CheckoutClaim, type PaymentView } from '../status-store';

/** A memory store that writes down each checkout-related call, into a log the test shares. */
class LoggedStore extends MemoryStatusStore {
  constructor(private readonly log: string[]) {
    super();
  }
  override async checkoutPayment(linkId: string) {
    this.log.push('look up');
    return super.checkoutPayment(linkId);
  }
  override async claimCheckout(linkId: string, token: string, leaseMs: number): Promise<CheckoutClaim> {
    const claim = await super.claimCheckout(linkId, token, leaseMs);
    this.log.push(`claim: ${claim.state}`);
    return claim;
  }
  override async apply(next: PaymentView) {
    this.log.push('store status');
    return super.apply(next);
  }
  override async rememberCheckout(linkId: string, paymentId: string) {
    this.log.push('remember');
    return super.rememberCheckout(linkId, paymentId);
  }
  override async releaseCheckout(linkId: string, token: string) {
    this.log.push('release');
    return super.releaseCheckout(linkId, token);
  }
}

async function setup() {
  const p = await createProxyHarness();
  const link = await p.client.paymentLinks.create({ amount: '12.00', currency: 'USDT', description: 'Mug' });
  const log: string[] = [];
  let failCreates = 0;
  const client = createPaykitClient({
    apiKey: TEST_API_KEY,
    baseUrl: TEST_BASE_URL,
    maxRetries: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname === '/v1/payments') {
        log.push('create');
        if (failCreates-- > 0) return Response.json({ error: { code: 'internal_error', message: 'down' } }, { status: 500 });
      }
      return p.sandbox.fetch(request);
    },
  });
  p.useHandler({ upstream: { client }, store: new LoggedStore(log) });
  return { p, log, checkout: () => p.call('POST', `/payment-links/${link.id}/checkout`), failNextCreate: () => (failCreates = 1) };
}

describe('a link checkout, step by step', () => {
  it('looks up, claims, creates, stores, remembers and only then lets go of the claim; a reload only looks up', async () => {
    const { log, checkout } = await setup();
    expect((await checkout()).status).toBe(201);
    expect(log).toEqual(['look up', 'claim: claimed', 'create', 'store status', 'remember', 'release']);
    log.length = 0;
    expect((await checkout()).status).toBe(200);
    expect(log).toEqual(['look up']);
  });

  it('lets go of the claim when the create fails, so the next payer opens the payment at once', async () => {
    const { log, checkout, failNextCreate } = await setup();
    failNextCreate();
    const failed = await checkout();
    expect(failed.status).toBe(502);
    expect(log).toEqual(['look up', 'claim: claimed', 'create', 'release']);
    log.length = 0;
    const next = await checkout();
    expect(next.status).toBe(201);
    expect(log).toEqual(['look up', 'claim: claimed', 'create', 'store status', 'remember', 'release']);
  });
});

/** A store that, once, does not yet show the payment it remembers: as one that another instance remembered just after this one looked. */
class LateStore extends MemoryStatusStore {
  hideOnce = false;
  override async checkoutPayment(linkId: string) {
    if (this.hideOnce) {
      this.hideOnce = false;
      return undefined;
    }
    return super.checkoutPayment(linkId);
  }
}

describe('a link checkout that finds its claim already remembered', () => {
  it('answers that payment with the link it has just read: one read of the link per checkout', async () => {
    const p = await createProxyHarness();
    const link = await p.client.paymentLinks.create({ amount: '12.00', currency: 'USDT', description: 'Mug' });
    const store = new LateStore();
    p.useHandler({ store });
    const first = await p.call('POST', `/payment-links/${link.id}/checkout`);
    expect(first.status).toBe(201);
    store.hideOnce = true;
    const since = p.mark();
    const late = await p.call('POST', `/payment-links/${link.id}/checkout`);
    expect(late.status).toBe(200);
    expect(late.body.payment.payment_id).toBe(first.body.payment.payment_id);
    const linkReads = since().filter((r) => r.method === 'GET' && new URL(r.url).pathname === `/v1/payment-links/${link.id}`);
    expect(linkReads).toHaveLength(1);
  });
});
