import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthenticationError } from '../shared/errors';
import { accounts } from '../../test/fixtures/onboarding';
import { envelope, fakePage, json, scriptedFetch } from '../../test/support/client-fakes';
import { isAccountSettled, peekOnboardingAccount, publishOnboardingAccount, watchOnboardingAccount, type OnboardingAccountEvent } from './onboarding-watch';
import { createProxyClient } from './proxy-client';

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00.000Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup(...responders: Parameters<typeof scriptedFetch>) {
  const scripted = scriptedFetch(...responders);
  const page = fakePage();
  const client = createProxyClient({ fetch: scripted.fetch, EventSource: null, page: null });
  return { client, page, calls: scripted.calls };
}

function recorder() {
  const events: OnboardingAccountEvent[] = [];
  return {
    events,
    listener: (event: OnboardingAccountEvent) => void events.push(event),
    statuses: () => events.flatMap((e) => (e.type === 'account' ? [e.account.verification_status] : [])),
    states: () => events.flatMap((e) => (e.type === 'connection' ? [e.state] : [])),
    errors: () => events.flatMap((e) => (e.type === 'error' ? [e] : [])),
  };
}

describe('watchOnboardingAccount', () => {
  it('polls until approved with capabilities, delivering each change once', async () => {
    const { client, page, calls } = setup(
      () => json(accounts.inReview),
      () => json(accounts.inReview),
      () => json(accounts.approved),
      () => json(accounts.approvedActive),
    );
    const r = recorder();
    watchOnboardingAccount(client, r.listener, { intervalMs: 1000, page });
    await tick();
    expect(calls.map((c) => c.url)).toEqual(['/api/paykit/onboarding/account']);
    expect(r.statuses()).toEqual(['in_review']);
    await tick(1000);
    expect(r.statuses()).toEqual(['in_review']);
    await tick(1000);
    await tick(1000);
    expect(r.statuses()).toEqual(['in_review', 'approved', 'approved']);
    expect(r.states()).toEqual(['connecting', 'live', 'closed']);
    await tick(60_000);
    expect(calls).toHaveLength(4);
  });

  it('stops at a rejection', async () => {
    const { client, calls } = setup(() => json(accounts.rejectedNameMismatch));
    const r = recorder();
    watchOnboardingAccount(client, r.listener, { intervalMs: 1000, page: null });
    await tick(10_000);
    expect(calls).toHaveLength(1);
    expect(r.states()).toEqual(['connecting', 'closed']);
    expect(isAccountSettled(accounts.rejectedNameMismatch)).toBe(true);
    expect(isAccountSettled(accounts.approved)).toBe(false);
  });

  it('makes no request while the page is hidden or offline, and polls at once on return', async () => {
    const { client, page, calls } = setup(() => json(accounts.inReview));
    page.setHidden(true);
    watchOnboardingAccount(client, () => {}, { intervalMs: 1000, page });
    await tick(10_000);
    expect(calls).toHaveLength(0);
    page.setHidden(false);
    expect(calls).toHaveLength(1);
    await tick();
    page.setOffline(true);
    await tick(10_000);
    expect(calls).toHaveLength(1);
    page.setOffline(false);
    expect(calls).toHaveLength(2);
  });

  it('backs off on errors and honours Retry-After', async () => {
    const { client, calls } = setup(
      () => envelope(503, 'unavailable', 'Try later', { 'retry-after': '20' }),
      () => envelope(500, 'internal_error', 'Oops'),
      () => json(accounts.pending),
    );
    const r = recorder();
    watchOnboardingAccount(client, r.listener, { intervalMs: 1000, page: null, random: () => 0, jitter: 'none' });
    await tick();
    expect(r.errors()).toHaveLength(1);
    expect(r.errors()[0]?.fatal).toBe(false);
    expect(r.states()).toEqual(['connecting', 'reconnecting']);
    await tick(19_000);
    expect(calls).toHaveLength(1);
    await tick(1000);
    expect(calls).toHaveLength(2);
    // The second failure backs off to 2 × the interval.
    await tick(1999);
    expect(calls).toHaveLength(2);
    await tick(1);
    expect(calls).toHaveLength(3);
    expect(r.statuses()).toEqual(['pending']);
    expect(r.states().at(-1)).toBe('live');
  });

  it('stops for good when the session has no account (401)', async () => {
    const { client, calls } = setup(() => envelope(401, 'unauthorized', 'Sign in to continue'));
    const r = recorder();
    watchOnboardingAccount(client, r.listener, { intervalMs: 1000, page: null });
    await tick(10_000);
    expect(calls).toHaveLength(1);
    expect(r.errors()[0]?.error).toBeInstanceOf(AuthenticationError);
    expect(r.errors()[0]?.fatal).toBe(true);
    const late = recorder();
    watchOnboardingAccount(client, late.listener);
    expect(late.errors()[0]?.fatal).toBe(true);
    expect(late.states()).toEqual(['closed']);
  });

  it('StrictMode subscribe → unsubscribe → subscribe makes one request; the last one out stops polling', async () => {
    const { client, calls } = setup(() => json(accounts.inReview));
    watchOnboardingAccount(client, () => {}, { intervalMs: 1000, page: null })();
    const r = recorder();
    const stop = watchOnboardingAccount(client, r.listener, { intervalMs: 1000, page: null });
    await tick();
    expect(calls).toHaveLength(1);
    expect(r.statuses()).toEqual(['in_review']);
    stop();
    stop();
    await tick(10_000);
    expect(calls).toHaveLength(1);
  });

  it('shares one poll, replays the last account to late subscribers, and unsubscribes on abort', async () => {
    const { client, calls } = setup(() => json(accounts.inReview));
    const a = recorder();
    const controller = new AbortController();
    watchOnboardingAccount(client, a.listener, { intervalMs: 1000, page: null, signal: controller.signal });
    await tick();
    const b = recorder();
    const stopB = watchOnboardingAccount(client, b.listener);
    expect(b.statuses()).toEqual(['in_review']);
    expect(peekOnboardingAccount(client)?.verification_status).toBe('in_review');
    controller.abort();
    stopB();
    await tick(10_000);
    expect(calls).toHaveLength(1);
  });

  it('publishing an account reaches watchers at once, and may end the poll', async () => {
    const { client, calls } = setup(() => json(accounts.approved));
    const r = recorder();
    watchOnboardingAccount(client, r.listener, { intervalMs: 1000, page: null });
    await tick();
    publishOnboardingAccount(client, accounts.approvedActive);
    expect(r.events.filter((e) => e.type === 'account')).toHaveLength(2);
    expect(r.states().at(-1)).toBe('closed');
    await tick(10_000);
    expect(calls).toHaveLength(1);
  });

  it('a throwing listener does not starve the others', async () => {
    const { client } = setup(() => json(accounts.inReview));
    const r = recorder();
    watchOnboardingAccount(
      client,
      () => {
        throw new Error('listener bug');
      },
      { page: null },
    );
    watchOnboardingAccount(client, r.listener);
    await expect(tick()).rejects.toThrow('listener bug');
    expect(r.statuses()).toEqual(['in_review']);
  });
});
