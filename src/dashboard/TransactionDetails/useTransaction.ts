import type { Transaction } from 'paykit/schemas';
import { useEffect, useState } from 'react';
import { getTransaction } from '../../client/transactions';
import { NotFoundError } from '../../shared/errors';
import { useLatest } from '../../react/internal/useLatest';
import { usePaykit } from '../../react/provider/context';

/** Where fetching a transaction stands. */
export type TransactionLoad = { phase: 'loading' } | { phase: 'ready'; transaction: Transaction } | { phase: 'not-found' } | { phase: 'error'; error: unknown };

/**
 * The transaction `id` as the proxy answers it (`GET /transactions/:id`), or `given` as is
 * when there is no id. With both, `given` shows while the full one loads.
 */
export function useTransaction(id: string | undefined, given: Transaction | undefined, attempt: number, onError?: (error: unknown) => void): TransactionLoad {
  const { client } = usePaykit('TransactionDetails');
  const report = useLatest(onError);
  // Tagged with the request it answers, so a new id (or a retry) never shows the previous outcome.
  const [state, setState] = useState<{ tag?: string; load: TransactionLoad }>({ load: { phase: 'loading' } });

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    const tag = `${id}#${attempt}`;
    getTransaction(client, id, { signal: controller.signal }).then(
      (transaction) => {
        if (!controller.signal.aborted) setState({ tag, load: { phase: 'ready', transaction } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ tag, load: error instanceof NotFoundError ? { phase: 'not-found' } : { phase: 'error', error } });
        report.current?.(error);
      },
    );
    return () => controller.abort();
  }, [client, id, attempt, report]);

  if (!id) return given ? { phase: 'ready', transaction: given } : { phase: 'not-found' };
  const load: TransactionLoad = state.tag === `${id}#${attempt}` ? state.load : { phase: 'loading' };
  if (load.phase === 'loading' && given?.id === id) return { phase: 'ready', transaction: given };
  return load;
}
