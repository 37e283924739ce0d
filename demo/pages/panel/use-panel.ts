/**
 * The panel's state: everything it shows, refreshed every couple of seconds while the tab is
 * visible (and at once when it becomes visible again, and after each action), plus the
 * messages for the live regions.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { PanelClock, PanelDelivery, PanelPage, Payment, PanelAccount, SandboxPayout } from '../../panel/views';
import type { PanelApi } from './api';
import type { ListQueries } from './list-query';

export interface PanelData {
  payments: PanelPage<Payment>;
  accounts: PanelPage<PanelAccount>;
  payouts: PanelPage<SandboxPayout>;
  deliveries: PanelPage<PanelDelivery>;
  clock: PanelClock;
}

export interface Message {
  text: string;
  /** Bumped on every message so the same words are announced again. */
  seq: number;
}

/**
 * Runs an action; announces `success(result)` or "`failure`: <reason>"; resolves true on success.
 * `report` hears the failure's words (null on success), for the row the action was for.
 */
export type Act = <T>(run: () => Promise<T>, success: (result: T) => string, failure: string, report?: (error: string | null) => void) => Promise<boolean>;

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One load at a time; a refresh asked for during a load runs once more after it (fresh data after
 * an action). Outside the hook because it calls itself, which a memoised callback cannot.
 */
function loadSerially(load: () => Promise<void>, running: RefObject<Promise<void> | null>, queued: RefObject<Promise<void> | null>): Promise<void> {
  if (running.current) {
    queued.current ??= running.current.then(() => {
      queued.current = null;
      return loadSerially(load, running, queued);
    });
    return queued.current;
  }
  running.current = load().finally(() => {
    running.current = null;
  });
  return running.current;
}

const isVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

export function usePanel(api: PanelApi, refreshMs: number, queries: ListQueries) {
  const [data, setData] = useState<PanelData | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [status, setStatus] = useState<Message | null>(null);
  const [alert, setAlert] = useState<Message | null>(null);
  const seq = useRef(0);
  const lastLoadError = useRef<string | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const queued = useRef<Promise<void> | null>(null);
  // Read at each load, so a new filter or page does not restart the polling timer.
  const wanted = useRef(queries);
  useEffect(() => {
    wanted.current = queries;
  }, [queries]);

  const announce = useCallback((text: string) => setStatus({ text, seq: ++seq.current }), []);
  const announceError = useCallback((text: string) => setAlert({ text, seq: ++seq.current }), []);

  const load = useCallback(async () => {
    try {
      const [payments, accounts, payouts, deliveries, clock] = await Promise.all([
        api.payments(wanted.current.payments),
        api.accounts(wanted.current.accounts),
        api.payouts(wanted.current.payouts),
        api.deliveries(wanted.current.deliveries),
        api.clock(),
      ]);
      setData({ payments, accounts, payouts, deliveries, clock });
      setLoadError(null);
      lastLoadError.current = null;
    } catch (error) {
      const text = messageOf(error);
      setLoadError(text);
      // A poll that keeps failing is announced once, not every two seconds.
      if (lastLoadError.current !== text) announceError(`Could not refresh the panel: ${text}`);
      lastLoadError.current = text;
    }
  }, [api, announceError]);

  const refresh = useCallback(() => loadSerially(load, running, queued), [load]);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => {
      if (isVisible()) void refresh();
    }, refreshMs);
    const onVisibility = () => {
      if (isVisible()) void refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refresh, refreshMs]);

  // A new filter or page is shown at once, not at the next poll (the first load is the one above).
  const shownQueries = useRef(queries);
  useEffect(() => {
    if (shownQueries.current === queries) return;
    shownQueries.current = queries;
    void refresh();
  }, [queries, refresh]);

  const act: Act = useCallback(
    async (run, success, failure, report) => {
      try {
        const result = await run();
        report?.(null);
        announce(success(result));
        await refresh();
        return true;
      } catch (error) {
        const text = `${failure}: ${messageOf(error)}`;
        report?.(text);
        announceError(text);
        void refresh();
        return false;
      }
    },
    [announce, announceError, refresh],
  );

  return useMemo(() => ({ data, loadError, status, alert, act }), [data, loadError, status, alert, act]);
}
