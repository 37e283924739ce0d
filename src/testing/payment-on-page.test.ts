/** paymentIdOn over a page shaped like Playwright's: what it asks of the page, and a widget without an id. */
import { describe, expect, it } from 'vitest';
import { paymentIdOn, type PageWithLocator } from './index';

function pageWith(id: string | null, asked: unknown[] = []): PageWithLocator {
  return {
    locator: (selector) => ({
      first: () => ({
        getAttribute: (name, options) => {
          asked.push([selector, name, options]);
          return Promise.resolve(id);
        },
      }),
    }),
  };
}

describe('paymentIdOn', () => {
  it('reads data-payment-id of the first checkout widget, waiting as long as asked', async () => {
    const asked: unknown[] = [];
    expect(await paymentIdOn(pageWith('pay_123', asked), { timeoutMs: 2000 })).toBe('pay_123');
    expect(asked).toEqual([['[data-payment-id]', 'data-payment-id', { timeout: 2000 }]]);
  });

  it('leaves the wait to the runner when no timeout is given', async () => {
    const asked: unknown[] = [];
    await paymentIdOn(pageWith('pay_123', asked));
    expect(asked).toEqual([['[data-payment-id]', 'data-payment-id', undefined]]);
  });

  it('rejects, saying so, when the widget carries no id', async () => {
    await expect(paymentIdOn(pageWith(''))).rejects.toThrow('shows no payment id');
  });
});
