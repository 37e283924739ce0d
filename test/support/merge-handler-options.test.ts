import { describe, expect, it } from 'vitest';
import { mergeHandlerOptions } from './merge-handler-options';

describe('mergeHandlerOptions', () => {
  it('merges the option groups field by field, later layers winning', () => {
    const createPayment = () => null;
    const authorize = () => true;
    const merged = mergeHandlerOptions(
      { upstream: { testMode: true }, limits: { rateLimit: false }, policies: { createPayment }, http: { basePath: '/a', trustProxy: true } },
      { limits: { maxJsonBytes: 100 }, policies: { authorize }, http: { basePath: '/b' }, webhooks: { secret: 'whsec_1' }, onError: () => {} },
      { webhooks: { maxInFlight: 2 } },
      { upstream: { testMode: undefined } },
    );
    expect(merged).toEqual({
      upstream: { testMode: undefined },
      limits: { rateLimit: false, maxJsonBytes: 100 },
      policies: { createPayment, authorize },
      http: { basePath: '/b', trustProxy: true },
      webhooks: { secret: 'whsec_1', maxInFlight: 2 },
      onError: expect.any(Function),
    });
  });

  it('adds no group that no layer gave', () => {
    expect(mergeHandlerOptions({ receipt: { reference: true } }, {})).toEqual({ receipt: { reference: true } });
  });
});
