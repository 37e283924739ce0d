import { useEffect, useRef, useState } from 'react';
import { usePaykit } from '../../react/provider/context';
import { button, visuallyHidden } from '../../react/styles/base';
import { transactionsCsv } from './csv';
import { exportFilename, downloadText } from './download';
import { fetchAllTransactions } from './fetchAll';
import type { TransactionFilters } from './filters';
import type { ListPluralTranslate, ListTranslate } from './types';
import * as styles from './styles';

interface ExportButtonProps {
  filters: TransactionFilters;
  cap: number;
  onExport?: ((result: { rows: number; capped: boolean }) => void) | undefined;
  onError?: ((error: unknown) => void) | undefined;
  t: ListTranslate;
  tn: ListPluralTranslate;
}

/** "Export CSV": every row the filters match (all pages), with what happened announced. */
export function ExportButton({ filters, cap, onExport, onError, t, tn }: ExportButtonProps) {
  const { client } = usePaykit('TransactionList');
  const [state, setState] = useState<{ phase: 'idle' | 'running' | 'done' | 'capped' | 'error'; text: string }>({ phase: 'idle', text: '' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function run() {
    if (state.phase === 'running') return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ phase: 'running', text: t('transactions.exporting') });
    try {
      const { rows, capped } = await fetchAllTransactions(client, filters, cap, current.signal);
      if (current.signal.aborted) return;
      downloadText(transactionsCsv(rows), exportFilename());
      setState({ phase: capped ? 'capped' : 'done', text: tn(capped ? 'transactions.exportCapped' : 'transactions.exported', rows.length) });
      onExport?.({ rows: rows.length, capped });
    } catch (error) {
      if (current.signal.aborted) return;
      setState({ phase: 'error', text: t('transactions.exportError', { message: error instanceof Error ? error.message : String(error) }) });
      onError?.(error);
    }
  }

  // Two items of the card's head: the button at the title's end, what happened on a line of its own under it.
  return (
    <>
      <button
        type="button"
        className={button()}
        data-variant="secondary"
        data-size="small"
        data-part="export"
        data-export-state={state.phase}
        aria-disabled={state.phase === 'running' || undefined}
        onClick={() => void run()}
      >
        {t('transactions.export')}
      </button>
      <span
        role="status"
        className={state.phase === 'running' ? visuallyHidden() : styles.message()}
        data-tone={state.phase === 'error' || state.phase === 'capped' ? 'danger' : undefined}
      >
        {state.text}
      </span>
    </>
  );
}
