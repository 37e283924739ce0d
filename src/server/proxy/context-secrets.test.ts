import { describe, expect, it, vi } from 'vitest';
import * as contextModule from './context';
import { createPaykitHandler } from './handler';

// Every context an operation is handed, as the handler built it.
const seen = vi.hoisted(() => [] as unknown[]);
vi.mock('./context', async (importOriginal) => {
  const original = await importOriginal<typeof contextModule>();
  return {
    ...original,
    createProxyContext: (...args: Parameters<typeof original.createProxyContext>) => {
      const context = original.createProxyContext(...args);
      seen.push(context, context.detached());
      return context;
    },
  };
});

const API_KEY = 'sk_live_never_in_a_context_7f3a';
const BASE_URL = 'https://secret-upstream.example/root';

/** Every string reachable from `root` through own enumerable properties, Map and Set members, with the path to it. */
function reachableStrings(root: unknown): Array<{ path: string; value: string }> {
  const found: Array<{ path: string; value: string }> = [];
  const visited = new Set<unknown>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') found.push({ path, value });
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || visited.has(value)) return;
    visited.add(value);
    if (value instanceof Map) {
      for (const [key, member] of value) {
        walk(key, `${path}<key>`);
        walk(member, `${path}<${String(key)}>`);
      }
    }
    if (value instanceof Set) for (const member of value) walk(member, `${path}<member>`);
    for (const key of Object.keys(value)) walk((value as Record<string, unknown>)[key], `${path}.${key}`);
  };
  walk(root, 'ctx');
  return found;
}

describe('what an operation is handed', () => {
  it('never reaches the API key or the service URL', async () => {
    const upstream = { apiKey: API_KEY, baseUrl: BASE_URL };
    const fetch = vi.fn(() => Promise.resolve(Response.json({ error: { code: 'not_found', message: 'none' } }, { status: 404 })));
    vi.stubGlobal('fetch', fetch);
    try {
      const open = createPaykitHandler({ upstream, webhooks: { secret: 'whsec_x' }, policies: { resolveAccount: () => 'acct_1', authorize: () => true } });
      const shut = createPaykitHandler({ upstream, webhooks: { secret: 'whsec_x' }, policies: { resolveAccount: () => 'acct_1' } });
      for (const handler of [open, shut]) {
        await handler(new Request('https://shop.example/api/paykit/payments/pay_1'));
        await handler(new Request('https://shop.example/api/paykit/onboarding/account'));
        await handler(new Request('https://shop.example/api/paykit/webhooks', { method: 'POST', body: '{}' }));
      }
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
    // The walk did reach into the contexts: the webhook secret the receiver needs is there.
    expect(seen.length).toBeGreaterThanOrEqual(12);
    expect(reachableStrings(seen).some(({ value }) => value === 'whsec_x')).toBe(true);
    const leaks = reachableStrings(seen).filter(({ value }) => value.includes(API_KEY) || value.includes('secret-upstream.example'));
    expect(leaks).toEqual([]);
  });
});
