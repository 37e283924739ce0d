import { describe, expect, it } from 'vitest';
import { createHarness, TEST_START } from '../../../test/support/harness';
import { BadRequestError, NotFoundError } from '../../shared/errors';

describe('client.webhooks', () => {
  it('registers an endpoint and gets its secret once', async () => {
    const { client } = createHarness();
    const endpoint = await client.webhooks.create({ url: 'https://merchant.example/hooks', events: ['payment.settled'] });
    expect(endpoint).toEqual({
      id: expect.stringMatching(/^we_/),
      url: 'https://merchant.example/hooks',
      events: ['payment.settled'],
      secret: expect.stringMatching(/^whsec_[0-9a-f]{64}$/),
      created_at: new Date(TEST_START).toISOString(),
      status: 'enabled',
    });
    const listed = await client.sandbox.webhooks.list();
    expect(listed.total).toBe(1);
    expect(listed.data[0]).not.toHaveProperty('secret');
  });

  it('surfaces a refused URL as BadRequestError naming the field', async () => {
    const { client } = createHarness();
    const error = await client.webhooks.create({ url: 'http://example.com/hooks', events: ['payment.settled'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_request', message: expect.stringMatching(/^url must use https/) });
  });

  it('reads the delivery log and reports an unknown delivery as NotFoundError', async () => {
    const { client } = createHarness();
    expect(await client.sandbox.webhooks.deliveries({ status: 'failed', limit: 5 })).toEqual({ data: [], total: 0, limit: 5, offset: 0 });
    await expect(client.sandbox.webhooks.delivery('whd_missing')).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.sandbox.webhooks.retryDelivery('whd_missing')).rejects.toBeInstanceOf(NotFoundError);
  });
});
