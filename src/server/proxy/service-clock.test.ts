/**
 * Payment views leave the proxy stamped with the service's clock and, against the sandbox, test
 * mode: after the sandbox's clock moves 30 minutes, a new 30-minute payment must read as 30
 * minutes left on the service's clock, wherever the browser's clock is (issue 14).
 */
import { describe, expect, it } from 'vitest';
import { approvedIndividual } from '../../../test/fixtures/sandbox-accounts';
import { createProxyHarness } from '../../../test/support/proxy-harness';

const MINUTE = 60_000;

describe('the service clock and test mode in payment views', () => {
  it('a payment made after the sandbox clock moved 30 minutes: server_time is the sandbox’s now, not this machine’s', async () => {
    const p = await createProxyHarness();
    const before = Date.parse((await p.client.sandbox.clock()).now);
    await p.client.sandbox.advanceClock(30 * 60);
    const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
    expect(created.status).toBe(201);
    const id = (created.body as { payment_id: string }).payment_id;
    const { body: view } = (await p.call('GET', `/payments/${id}`)) as { body: Record<string, string> };
    const serviceNow = Date.parse((await p.client.sandbox.clock()).now);
    const stamped = Date.parse(view.server_time!);
    // The Date header has a second's resolution.
    expect(Math.abs(stamped - serviceNow)).toBeLessThan(2_000);
    expect(stamped - before).toBeGreaterThanOrEqual(29 * MINUTE);
    // What a countdown on that clock shows: the payment's own lifetime, not that plus 30 minutes.
    const left = Date.parse(view.expires_at!) - stamped;
    const lifetime = Date.parse(view.expires_at!) - serviceNow;
    expect(Math.abs(left - lifetime)).toBeLessThan(2_000);
    expect(view.test_mode).toBe(true);
  });

  it('an FX quote carries server_time, the sandbox’s now after its clock moved, so quote_expiry is counted on it', async () => {
    const p = await createProxyHarness();
    const accountId = await approvedIndividual(p.client);
    await p.client.connectedAccounts.activateCapabilities(accountId, ['inbound_payments', 'fx_conversion']);
    p.useHandler({ policies: { resolveAccount: () => accountId, authorize: () => true } });
    const before = Date.parse((await p.client.sandbox.clock()).now);
    await p.client.sandbox.advanceClock(2 * 3600);
    const quote = await p.call('POST', '/fx/quotes', { body: { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '10' } });
    expect(quote.status).toBe(201);
    const serviceNow = Date.parse((await p.client.sandbox.clock()).now);
    const stamped = Date.parse(quote.body.server_time);
    expect(Math.abs(stamped - serviceNow)).toBeLessThan(2_000);
    expect(stamped - before).toBeGreaterThanOrEqual(119 * MINUTE);
    // Counted on that clock, the quote has its whole lifetime left, not minus two hours.
    const left = Date.parse(quote.body.quote_expiry) - stamped;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(Date.parse(quote.body.quote_expiry) - serviceNow + 2_000);
  });

  it('testMode: false overrides the detection', async () => {
    const p = await createProxyHarness({ upstream: { testMode: false } });
    const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
    expect((created.body as { test_mode?: boolean }).test_mode).toBeUndefined();
  });

  it('the SSE stream stamps its first event with the service’s clock', async () => {
    const p = await createProxyHarness();
    await p.client.sandbox.advanceClock(3600);
    const serviceNow = Date.parse((await p.client.sandbox.clock()).now);
    const created = await p.call('POST', '/payments', { body: { order: 'tee' } });
    const id = (created.body as { payment_id: string }).payment_id;
    const controller = new AbortController();
    const response = await p.handler(new Request(`https://shop.example/api/paykit/payments/${id}/events`, { signal: controller.signal }));
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('event: status')) text += new TextDecoder().decode((await reader.read()).value);
    while (!/data: .*\n\n/.test(text)) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const data = JSON.parse(/data: (.*)\n/.exec(text)![1]!) as { server_time: string; test_mode: boolean };
    expect(Math.abs(Date.parse(data.server_time) - serviceNow)).toBeLessThan(2_000);
    expect(data.test_mode).toBe(true);
  });
});
