import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { accounts, createOnboardingBackend } from '../../../test/fixtures/onboarding';
import { PaykitProvider } from '../provider/PaykitProvider';
import { useOnboardingAccount } from './useOnboardingAccount';

function wrapperFor(backend: ReturnType<typeof createOnboardingBackend>) {
  return ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <PaykitProvider client={backend.client}>{children}</PaykitProvider>
    </StrictMode>
  );
}

describe('useOnboardingAccount', () => {
  it('follows the account through the proxy with one shared poll', async () => {
    const backend = createOnboardingBackend({ account: accounts.inReview });
    const { result } = renderHook(() => [useOnboardingAccount({ intervalMs: 20 }), useOnboardingAccount()] as const, { wrapper: wrapperFor(backend) });
    expect(result.current[0].account).toBeNull();
    expect(result.current[0].connection).toBe('connecting');
    await waitFor(() => expect(result.current[0].account?.verification_status).toBe('in_review'));
    expect(result.current[1].account?.verification_status).toBe('in_review');
    expect(result.current[0].connection).toBe('live');
    // One and a half intervals on fake timers: two hooks, StrictMode's double effects, still one request per interval.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // The poll already waiting is on a real timer; the one it schedules next is on the fake clock.
      const before = backend.requests.length;
      await vi.waitFor(() => expect(backend.requests.length).toBeGreaterThan(before));
      await act(async () => {});
      const polls = backend.requests.length;
      await act(() => vi.advanceTimersByTimeAsync(30));
      expect(backend.requests.length - polls).toBe(1);

      backend.setAccount(accounts.approvedActive);
      await act(() => vi.advanceTimersByTimeAsync(20));
      expect(result.current[1].account?.capabilities).toEqual(['inbound_payments']);
      expect(result.current[0].connection).toBe('closed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a session without an account as fatal', async () => {
    const backend = createOnboardingBackend({ account: null });
    const { result } = renderHook(() => useOnboardingAccount({ intervalMs: 20 }), { wrapper: wrapperFor(backend) });
    await waitFor(() => expect(result.current.fatal).toBe(true));
    expect(result.current.error?.message).toMatch(/Sign in to continue/);
    expect(result.current.account).toBeNull();
  });

  it('shows an initial snapshot, publishes to every watcher, and can stay idle', async () => {
    const backend = createOnboardingBackend({ account: accounts.pending });
    function Probe({ label }: { label: string }) {
      const { account, publish } = useOnboardingAccount({ initial: accounts.pending, enabled: label === 'a', intervalMs: 10_000 });
      return (
        <button type="button" onClick={() => publish(accounts.inReview)}>
          {label}: {account?.verification_status ?? 'none'}
        </button>
      );
    }
    render(
      <PaykitProvider client={backend.client}>
        <Probe label="a" />
        <Probe label="b" />
      </PaykitProvider>,
    );
    expect(screen.getByText('a: pending')).toBeInTheDocument();
    expect(screen.getByText('b: pending')).toBeInTheDocument();
    act(() => screen.getByText('a: pending').click());
    expect(screen.getByText('a: in_review')).toBeInTheDocument();
    await waitFor(() => expect(backend.requests).toEqual(['GET /onboarding/account']));
  });
});
