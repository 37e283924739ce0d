/** examples/vite-express/server.ts on a real node:http port; the sandbox delivers webhooks to it over HTTP. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { expect, it } from 'vitest';
import { createApp, sessions } from '../../examples/vite-express/server';
import { describeRecipe } from './scenario';

describeRecipe(
  'Express',
  async (register) => {
    // The webhook URL needs the port and the app needs that endpoint's secret: listen first, then mount.
    const mounted: { app?: Express } = {};
    const server = createServer((req, res) => mounted.app?.(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    mounted.app = createApp(await register(`${base}/api/paykit/webhooks`));
    return {
      request: (path, init) => fetch(base + path, init),
      sessions,
      close: () =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  },
  (recipe) => {
    it('keeps express.json() working on the merchant’s own routes', async () => {
      const post = (order: string) =>
        recipe().request('/orders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order }) });
      const ok = await post('tee');
      expect([ok.status, await ok.json()]).toEqual([201, { order: 'tee' }]);
      expect((await post('hat')).status).toBe(400);
    });

    it('streams payment events through Express unbuffered', async () => {
      const created = await recipe().request('/api/paykit/payments', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order: 'tee' }),
      });
      const { payment_id } = (await created.json()) as { payment_id: string };
      const controller = new AbortController();
      const events = await recipe().request(`/api/paykit/payments/${payment_id}/events`, { signal: controller.signal });
      expect(events.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = events.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toContain(payment_id);
      controller.abort();
    });
  },
);
