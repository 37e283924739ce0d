/** examples/hono/app.ts called through app.request / app.fetch; the sandbox delivers webhooks into app.fetch in-process. */
import { expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApp, sessions } from '../../examples/hono/app';
import { describeRecipe } from './scenario';

let app: Hono;

describeRecipe(
  'Hono',
  async (register) => {
    app = createApp(await register('http://localhost:3000/api/paykit/webhooks'));
    return {
      request: async (path, init) => app.request(path, init),
      deliver: async (request) => app.fetch(request),
      sessions,
    };
  },
  () => {
    it('leaves paths outside /api/paykit to the app', async () => {
      expect((await app.request('/api/paykitx/payments')).status).toBe(404);
      expect((await app.request('/api/paykitx/payments')).headers.get('content-type')).not.toMatch(/json/);
    });
  },
);
