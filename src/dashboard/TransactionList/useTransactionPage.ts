import type { TransactionListParams, TransactionPage } from 'paykit/schemas';
import { useEffect, useState } from 'react';
import { listTransactions } from '../../client/transactions';
import { useLatest } from '../../react/internal/useLatest';
import { usePaykit } from '../../react/provider/context';

/** One page of the list: the last page answered stays while the next loads, so the table keeps its height. */
export interface PageLoad {
  phase: 'loading' | 'ready' | 'error';
  page: TransactionPage | null;
  error: unknown;
}

/** `GET /transactions` with `params` (a new request, the previous one aborted, whenever `key` or `attempt` changes). */
export function useTransactionPage(params: TransactionListParams, key: string, attempt: number, onError?: (error: unknown) => void): PageLoad {
  const { client } = usePaykit('TransactionList');
  const latest = useLatest({ params, onError });
  const [load, setLoad] = useState<PageLoad & { tag?: string }>({ phase: 'loading', page: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    const tag = `${key}#${attempt}`;
    listTransactions(client, latest.current.params, { signal: controller.signal }).then(
      (page) => {
        if (!controller.signal.aborted) setLoad({ tag, phase: 'ready', page, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad((previous) => ({ tag, phase: 'error', page: previous.page, error }));
        latest.current.onError?.(error);
      },
    );
    return () => controller.abort();
  }, [client, key, attempt, latest]);

  // An outcome shows only for the request it answers (these filters, this page, this attempt): until then, loading.
  return load.tag === `${key}#${attempt}` ? load : { phase: 'loading', page: load.page, error: null };
}
