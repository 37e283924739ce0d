/** The sandbox control panel: payments, accounts, payouts, webhook deliveries and the clock. */
import { useCallback, useMemo, useState } from 'react';
import { AccountsSection } from './AccountsSection';
import { createPanelApi, type PanelApi } from './api';
import { ClockSection } from './ClockSection';
import { DeliveriesSection } from './DeliveriesSection';
import { FIRST_PAGES, type ListQueries, type ListQuery, type PagedList } from './list-query';
import { LiveRegions } from './LiveRegions';
import { PaymentsSection } from './PaymentsSection';
import { PayoutsSection } from './PayoutsSection';
import { usePanel } from './use-panel';

export interface PanelProps {
  /** Defaults to the panel API at /sandbox/panel-api on this origin. */
  api?: PanelApi;
  /** How often to refresh while the tab is visible (default 2000 ms). */
  refreshMs?: number;
}

const NAV = [
  ['clock', 'Clock'],
  ['payments', 'Payments'],
  ['accounts', 'Accounts'],
  ['payouts', 'Payouts'],
  ['deliveries', 'Webhooks'],
] as const;

export function Panel({ api: given, refreshMs = 2000 }: PanelProps) {
  const api = useMemo(() => given ?? createPanelApi(), [given]);
  const [queries, setQueries] = useState<ListQueries>(FIRST_PAGES);
  const queryOf = useCallback((list: PagedList) => (query: ListQuery) => setQueries((current) => ({ ...current, [list]: query })), []);
  const { data, loadError, status, alert, act } = usePanel(api, refreshMs, queries);
  const now = data?.clock.now;

  return (
    <div className="panel">
      <header className="panel__header">
        <h1 className="panel__title">paykit sandbox</h1>
        <p className="panel__intro">Simulate payment and payout outcomes, move verification and watch webhook deliveries. Everything here is emulated.</p>
        <nav aria-label="Panel sections">
          <ul className="nav">
            {NAV.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <LiveRegions status={status} alert={alert} />
      <main className="panel__main" aria-busy={data === null}>
        {loadError && data ? <p className="notice">Showing the last known state; reconnecting… ({loadError})</p> : null}
        {data === null ? (
          <p className="notice">{loadError ? `Could not load the panel: ${loadError}` : 'Loading…'}</p>
        ) : (
          <>
            <ClockSection clock={data.clock} api={api} act={act} />
            <PaymentsSection page={data.payments} query={queries.payments} onQuery={queryOf('payments')} now={now} api={api} act={act} />
            <AccountsSection page={data.accounts} query={queries.accounts} onQuery={queryOf('accounts')} api={api} act={act} />
            <PayoutsSection page={data.payouts} query={queries.payouts} onQuery={queryOf('payouts')} api={api} act={act} />
            <DeliveriesSection page={data.deliveries} query={queries.deliveries} onQuery={queryOf('deliveries')} now={now} api={api} act={act} />
          </>
        )}
      </main>
    </div>
  );
}
