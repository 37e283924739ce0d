/**
 * examples/nextjs: the route module is called the way Next calls it (its GET/POST/OPTIONS export
 * with a Request); the sandbox delivers webhooks into its POST in-process. No `next` package.
 */
import { readFileSync } from 'node:fs';
import { afterAll, expect, it, vi } from 'vitest';
// Imported before any PAYKIT_* variable is set: `next build` loads route modules without secrets.
import * as route from '../../examples/nextjs/app/api/paykit/[...path]/route';
import { sessions } from '../../examples/nextjs/lib/paykit';
import { describeRecipe } from './scenario';

const ORIGIN = 'http://localhost:3000';

/** What Next does with a request for app/api/paykit/[...path]: the export named after the method, else 405. */
function nextRoute(request: Request): Promise<Response> {
  const method = ({ GET: route.GET, POST: route.POST, OPTIONS: route.OPTIONS } as Record<string, typeof route.GET | undefined>)[request.method];
  return method ? method(request) : Promise.resolve(new Response(null, { status: 405 }));
}

afterAll(() => {
  vi.unstubAllEnvs();
});

describeRecipe(
  'Next.js',
  async (register) => {
    const env = await register(`${ORIGIN}/api/paykit/webhooks`);
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    return {
      request: (path, init) => nextRoute(new Request(ORIGIN + path, init)),
      deliver: nextRoute,
      sessions,
    };
  },
  () => {
    it('takes payments from a page on a real host name, though Next builds request.url from localhost', async () => {
      const answer = await nextRoute(
        new Request(`${ORIGIN}/api/paykit/payments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', host: 'shop.example', origin: 'https://shop.example', 'sec-fetch-site': 'same-origin' },
          body: JSON.stringify({ order: 'tee' }),
        }),
      );
      expect(answer.status).toBe(201);
    });

    it('rate-limits a client by the hop the host added, whatever it writes first in X-Forwarded-For', async () => {
      // The default bucket holds 30; a client inventing a new first hop each time must not get a new one.
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const answer = await nextRoute(new Request(`${ORIGIN}/api/paykit/payments/pay_unknown${i}`, { headers: { 'x-forwarded-for': `10.0.${i}.1, 203.0.113.9` } }));
        statuses.push(answer.status);
      }
      expect(statuses.at(-1)).toBe(429);
    });

    it('exports the handler as GET, POST and OPTIONS and no route segment config', () => {
      expect(route.POST).toBe(route.GET);
      expect(route.OPTIONS).toBe(route.GET);
      // A route file may export only handlers and route config (next build rejects anything else), and an
      // app with Cache Components on (create-next-app's default) refuses `runtime` and `dynamic`.
      expect(Object.keys(route).sort()).toEqual(['GET', 'OPTIONS', 'POST']);
    });

    it('imports nothing from next', () => {
      for (const file of ['examples/nextjs/app/api/paykit/[...path]/route.ts', 'examples/nextjs/lib/paykit.ts']) {
        expect(readFileSync(file, 'utf8')).not.toMatch(/from ['"]next[/'"]/);
      }
    });

    it('answers a preflight from an origin it does not list with 403', async () => {
      const preflight = await nextRoute(
        new Request(`${ORIGIN}/api/paykit/payments`, {
          method: 'OPTIONS',
          headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
        }),
      );
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    });
  },
);
