/**
 * The demo store's "Pay with a payment link" is a link of the visitor's own: before, one link was
 * shared by every visitor, so once anyone paid it the button was dead for everybody until a restart.
 */
import { rm } from 'node:fs/promises';
import { afterEach, expect, it } from 'vitest';
import { pino } from 'pino';
import { startDemoServer, type DemoServer } from '../demo/demo-server';
import { createPaykitClient } from '../src/server';
import { writePageFolder } from './support/checkout-harness';
import { CATALOGUE } from '../demo/demo-shop';

const API_KEY = 'sk_demo_links_test';
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(): Promise<DemoServer> {
  const pagesDir = await writePageFolder();
  cleanups.push(() => rm(pagesDir, { recursive: true, force: true }));
  const demo = await startDemoServer({ port: 0, apiKey: API_KEY, pagesDir, logger: pino({ level: 'silent' }) });
  cleanups.push(() => demo.close());
  return demo;
}

/** A browser of its own: keeps the demo's session cookie between requests. */
function visitor(demo: DemoServer) {
  let cookie = '';
  return async function linkId(): Promise<string> {
    const response = await fetch(`${demo.url}/demo/config.json`, { headers: cookie ? { cookie } : {} });
    cookie ||= (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
    return ((await response.json()) as { payment_link_id: string }).payment_link_id;
  };
}

it('gives each visitor a link of their own, the same one on every reload', async () => {
  const demo = await start();
  const ada = visitor(demo);
  const bob = visitor(demo);
  const adasLink = await ada();
  expect(adasLink).toMatch(/^pl_/);
  expect(await ada()).toBe(adasLink);
  expect(await bob()).not.toBe(adasLink);
});

it('gives a visitor whose link was paid a fresh one, and leaves everyone else’s alone', async () => {
  const demo = await start();
  const ada = visitor(demo);
  const bob = visitor(demo);
  const [adasLink, bobsLink] = [await ada(), await bob()];

  const opened = await fetch(`${demo.url}/api/paykit/payment-links/${adasLink}/checkout`, {
    method: 'POST',
    headers: { origin: demo.url, 'content-type': 'application/json' },
    body: '{}',
  });
  const { payment } = (await opened.json()) as { payment: { payment_id: string } };
  const service = createPaykitClient({ apiKey: API_KEY, baseUrl: `${demo.url}/sandbox` });
  await service.sandbox.simulatePayment(payment.payment_id, { status: 'settled' });
  await demo.sandbox.idle();
  expect((await service.paymentLinks.retrieve(adasLink)).status).toBe('paid');

  const fresh = await ada();
  expect(fresh).not.toBe(adasLink);
  expect((await service.paymentLinks.retrieve(fresh)).status).toBe('active');
  expect(await bob()).toBe(bobsLink);
});

it('sells the link under the product’s own name, not the mechanism’s (the payer sees it as the description)', async () => {
  const demo = await start();
  const link = await visitor(demo)();
  const service = createPaykitClient({ apiKey: API_KEY, baseUrl: `${demo.url}/sandbox` });
  const tee = CATALOGUE.find((product) => product.sku === 'tee');
  expect((await service.paymentLinks.retrieve(link)).description).toBe(tee?.name);
});
