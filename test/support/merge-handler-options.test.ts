import { describe, expect, it } from 'vitest';
import { mergeHandlerOptions } from './merge-handler-options';

describe('mergeHandlerOptions', () => {
  it('merges the option groups field by field, later layers winning', () => {
    const createPayment = () => null;
    const authorize = () => true;
    const merged = mergeHandlerOptions(
      { upstream: { testMode: true }, limits: { rateLimit: false }, policies: { createPayment }, basePath: '/a' },
      { limits: { maxJsonBytes: 100 }, policies: { authorize }, basePath: '/b' },
      { upstream: { testMode: undefined } },
    );
    expect(merged).toEqual({
      upstream: { testMode: undefined },
      limits: { rateLimit: false, maxJsonBytes: 100 },
      policies: { createPayment, authorize },
      basePath: '/b',
    });
  });

  it('adds no group that no layer gave', () => {
    expect(mergeHandlerOptions({ basePath: '/a' }, {})).toEqual({ basePath: '/a' });
  });
});
