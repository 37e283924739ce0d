/**
 * A row's own error: an action refused for this row is shown in it (not only in the page's alert
 * region far above), and the row's buttons point at it with aria-describedby.
 */
import { useCallback, useMemo, useState } from 'react';
import type { Act } from './use-panel';

export function useRowError(rowId: string, act: Act) {
  const [error, setError] = useState<string | null>(null);
  const errorId = `${rowId}-error`;
  const rowAct: Act = useCallback((run, success, failure) => act(run, success, failure, setError), [act]);
  return useMemo(() => ({ error, errorId: error ? errorId : undefined, rowAct, errorElement: <RowError id={errorId} error={error} /> }), [error, errorId, rowAct]);
}

function RowError({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <p id={id} className="row-error" data-tone="danger">
      {error}
    </p>
  ) : null;
}
