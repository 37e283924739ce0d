import type { PaymentLinkListParams, PaymentLinkPage } from 'paykit/schemas';
import { useEffect, useState } from 'react';
import { listPaymentLinks } from '../../client/dashboard';
import { usePaykit } from '../../react/provider/context';

/** One page of links as the list shows it. */
export interface LinksState {
  /** The last page answered (kept while the next one loads). */
  page: PaymentLinkPage | null;
  /** A request is under way. */
  loading: boolean;
  /** Why the last request failed, or null. */
  error: Error | null;
}

/**
 * GET /payment-links for the given filter and page, again whenever `refreshKey` or `attempt`
 * changes. A newer request aborts the older, so a slow answer never replaces a newer one.
 */
export function usePaymentLinks(params: PaymentLinkListParams, refreshKey: unknown, attempt: number): LinksState {
  const { client } = usePaykit('PaymentLinkList');
  const [state, setState] = useState<LinksState>({ page: null, loading: true, error: null });
  const { status, limit, offset } = params;
  // A new request shows as loading from the render that asks for it (the last page stays meanwhile).
  const key = `${status ?? ''}|${limit ?? ''}|${offset ?? ''}|${attempt}`;
  const [asked, setAsked] = useState({ key, refreshKey });
  if (asked.key !== key || !Object.is(asked.refreshKey, refreshKey)) {
    setAsked({ key, refreshKey });
    setState((previous) => ({ ...previous, loading: true, error: null }));
  }

  useEffect(() => {
    const controller = new AbortController();
    listPaymentLinks(client, { status, limit, offset }, { signal: controller.signal }).then(
      (page) => setState({ page, loading: false, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, loading: false, error: error instanceof Error ? error : new Error(String(error)) }));
      },
    );
    return () => controller.abort();
  }, [client, status, limit, offset, refreshKey, attempt]);

  return state;
}
