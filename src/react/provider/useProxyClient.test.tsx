import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchStub, FIXED_NOW, payments } from '../../../test/fixtures/payments';
import { CheckoutWidget } from '../components/CheckoutWidget/CheckoutWidget';
import { usePaykit } from './context';
import { PaykitProvider } from './PaykitProvider';

afterEach(() => vi.restoreAllMocks());

describe('PaykitProvider keeps one client for its lifetime', () => {
  it('an inline fetch and five parent re-renders: one request, one client, one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stub = createFetchStub({ views: [payments.settled] });
    const clients = new Set<unknown>();
    function Probe() {
      clients.add(usePaykit().client);
      return null;
    }
    function Shop({ renders }: { renders: number }) {
      return (
        // A new fetch function on every render, as an inline arrow gives.
        <PaykitProvider fetch={(input, init) => stub(input, init)} now={() => FIXED_NOW} className={`r${renders}`}>
          <Probe />
          <CheckoutWidget paymentId="pay_settled" />
        </PaykitProvider>
      );
    }
    const { rerender } = render(<Shop renders={0} />);
    // The amount received, once: the paid moment's hero.
    expect(await screen.findAllByText('125.50 USDT')).toHaveLength(1);
    for (let renders = 1; renders <= 5; renders += 1) rerender(<Shop renders={renders} />);
    await act(async () => {});

    expect(stub.calls).toEqual(['/api/paykit/payments/pay_settled']);
    expect(clients.size).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/PaykitProvider.*`fetch`.*after mount.*ignored/));
  });

  it('warns once when baseUrl changes after mount, and keeps the first one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stub = createFetchStub({ views: [payments.settled] });
    const { rerender } = render(<PaykitProvider baseUrl="/a" fetch={stub} />);
    rerender(<PaykitProvider baseUrl="/b" fetch={stub} />);
    rerender(<PaykitProvider baseUrl="/c" fetch={stub} />);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/`baseUrl`/));
  });

  it('does not warn while fetch and baseUrl stay the same, nor for a client passed in', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stub = createFetchStub();
    const { rerender } = render(<PaykitProvider fetch={stub} />);
    rerender(<PaykitProvider fetch={stub} className="again" />);
    const client = { baseUrl: '/x' } as never;
    const other = render(<PaykitProvider client={client} fetch={() => Promise.reject(new Error('unused'))} />);
    other.rerender(<PaykitProvider client={client} fetch={() => Promise.reject(new Error('unused'))} />);
    expect(warn).not.toHaveBeenCalled();
  });
});
