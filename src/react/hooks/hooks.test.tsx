import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeClient, FIXED_NOW, payments } from '../../../test/fixtures/payments';
import { PaykitProvider } from '../provider/PaykitProvider';
import { useCopy } from './useCopy';
import { useCountdown } from './useCountdown';
import { usePaymentStatus } from './usePaymentStatus';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useCountdown', () => {
  it('ticks on second boundaries with an injected clock and stops at zero', () => {
    vi.useFakeTimers({ now: FIXED_NOW });
    const expiresAt = new Date(FIXED_NOW + 2500).toISOString();
    const { result } = renderHook(() => useCountdown(expiresAt, { now: () => Date.now() }));
    expect(result.current).toMatchObject({ secondsLeft: 3, expired: false, label: '0:03' });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current.secondsLeft).toBe(2);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.secondsLeft).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toMatchObject({ secondsLeft: 0, expired: true, label: '0:00' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the provider clock', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PaykitProvider client={createFakeClient()} now={() => FIXED_NOW}>
        {children}
      </PaykitProvider>
    );
    const { result } = renderHook(() => useCountdown(new Date(FIXED_NOW + 3_723_000).toISOString()), { wrapper });
    expect(result.current.label).toBe('1:02:03');
    expect(result.current.spoken).toBe('1 hour, 2 minutes, 3 seconds');
  });

  it('counts from the first render that has a deadline, so a countdown does not appear a frame late and push the page down', () => {
    const rendered: (number | null)[] = [];
    const { rerender } = renderHook(
      ({ expiresAt }: { expiresAt: string | null }) => {
        const countdown = useCountdown(expiresAt, { now: () => FIXED_NOW });
        rendered.push(countdown.secondsLeft);
        return countdown;
      },
      { initialProps: { expiresAt: null as string | null } },
    );
    rendered.length = 0;
    rerender({ expiresAt: new Date(FIXED_NOW + 90_000).toISOString() });
    expect(rendered[0]).toBe(90);
    expect(rendered).not.toContain(null);
  });

  it('is empty without a deadline', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toEqual({ secondsLeft: null, expired: false, label: '', spoken: '' });
  });
});

describe('useCopy', () => {
  it('falls back to a hidden textarea without the Clipboard API, and resets after 2 s', async () => {
    vi.useFakeTimers();
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    try {
      const { result } = renderHook(() => useCopy());
      await act(async () => {
        expect(await result.current.copy('TJRab')).toBe(true);
      });
      expect(exec).toHaveBeenCalledWith('copy');
      expect(result.current.copied).toBe(true);
      act(() => {
        vi.advanceTimersByTime(2000);
      });
      expect(result.current.copied).toBe(false);
    } finally {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
      if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
      delete (document as unknown as Record<string, unknown>).execCommand;
    }
  });

  it('says when copying failed', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    try {
      const { result } = renderHook(() => useCopy());
      await act(async () => {
        expect(await result.current.copy('x')).toBe(false);
      });
      expect(result.current).toMatchObject({ copied: false, failed: true });
    } finally {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
      delete (document as unknown as Record<string, unknown>).execCommand;
    }
  });
});

describe('usePaymentStatus', () => {
  it('starts over at once when the payment id changes', () => {
    const client = createFakeClient({ views: [payments.pending, payments.settled] });
    const wrapper = ({ children }: { children: ReactNode }) => <PaykitProvider client={client}>{children}</PaykitProvider>;
    const { result, rerender } = renderHook(({ id }) => usePaymentStatus(id), { wrapper, initialProps: { id: 'pay_pending' } });
    expect(result.current.view?.status).toBe('pending');
    expect(result.current.connection).toBe('live');
    rerender({ id: 'pay_unknown' });
    expect(result.current.view).toBeNull();
    expect(result.current.connection).toBe('connecting');
    rerender({ id: 'pay_settled' });
    expect(result.current.view?.status).toBe('settled');
    expect(result.current.connection).toBe('closed');
    expect(client.subscribers('pay_pending')).toBe(0);
  });
});
