import { describe, expect, it } from 'vitest';
import { PaykitError } from '../../shared/errors';
import { createPaykitClient } from '../client';
import { createPaykitHandler } from './handler';

// No upstream call is made by anything here: a call would be a bug, answered 500.
const client = createPaykitClient({
  apiKey: 'sk_test_option_names',
  baseUrl: 'https://api.example.com',
  fetch: () => Promise.resolve(new Response(null, { status: 500 })),
  maxRetries: 0,
});

/** Options as a JavaScript caller (or an object built elsewhere) passes them: unchecked by TypeScript. */
const untyped = (options: Record<string, unknown>) => () => createPaykitHandler(options);

describe('createPaykitHandler: option names it no longer takes', () => {
  it.each([
    ['webhookSecret', 'webhooks.secret'],
    ['onEvent', 'webhooks.onEvent'],
    ['authorize', 'policies.authorize'],
    ['apiKey', 'upstream.apiKey'],
    ['upstreamBudgetMs', 'upstream.budgetMs'],
    ['maxJsonBytes', 'limits.maxJsonBytes'],
    ['corsOrigins', 'http.corsOrigins'],
    ['webhookRateLimit', 'webhooks.rateLimit'],
  ])('refuses `%s` at start-up, naming `%s`', (name, moved) => {
    const create = untyped({ upstream: { client }, [name]: 'anything' });
    expect(create).toThrow(PaykitError);
    expect(create).toThrow(`\`${name}\` is now \`${moved}\``);
  });

  it('refuses a webhook limit still under `limits`, naming its place under `webhooks`', () => {
    expect(untyped({ upstream: { client }, limits: { maxWebhooksInFlight: 4 } })).toThrow('`limits.maxWebhooksInFlight` is now `webhooks.maxInFlight`');
  });

  it('refuses a name it never took, listing the groups it does take', () => {
    expect(untyped({ upstream: { client }, webhookSecrets: ['whsec_1'] })).toThrow(
      'unknown option `webhookSecrets`; it takes `upstream`, `store`, `policies`, `limits`, `webhooks`, `http`, `receipt`, `onError`',
    );
  });

  it('takes every group, the secret under `webhooks` verifying deliveries', async () => {
    const handler = createPaykitHandler({
      upstream: { client },
      store: undefined,
      policies: {},
      limits: { maxJsonBytes: 1_000 },
      webhooks: { secret: 'whsec_groups', maxInFlight: 2 },
      http: { basePath: '/pk' },
      receipt: {},
      onError: () => {},
    });
    const unsigned = await handler(new Request('https://shop.example/pk/webhooks', { method: 'POST', body: '{}' }));
    // Configured (not 404) and refused for want of a signature.
    expect(unsigned.status).toBe(400);
  });
});
