/**
 * The demo merchant's dashboard: every paykit/dashboard component on one page, wired the way a
 * merchant would: a conversion reads the balances again, a new link appears in the list, and
 * choosing a link shows its transactions. Only for the store's staff: the gate signs them in.
 *
 * One grid (dashboard.css): the balances across the whole width, then converting and creating
 * a link side by side, then the links and the transactions across the whole width; one column on
 * a phone. No AccountStatus: this is the platform's own dashboard, whose money is its own, so it
 * has no connected account to set up (AccountStatus belongs on a connected account's pages). Every card carries `data-pk-card` (dashboard.css stretches it to its cell); the grid
 * carries `data-dashboard-grid`, by which the layout check (test/e2e/support/card-edges.ts)
 * finds the cards and measures their edges.
 */
import { useRef, useState } from 'react';
import { BalanceList, CreatePaymentLink, FxConverter, PaymentLinkList, TransactionList, type TransactionFilters } from '../../../dashboard';
import { StaffGate } from './StaffGate';

export function DashboardPage() {
  return (
    <main>
      <h1>Dashboard</h1>
      <p className="intro">The paykit demo store’s own money, links and payments (test mode).</p>
      <StaffGate>
        <DashboardParts />
      </StaffGate>
    </main>
  );
}

function DashboardParts() {
  const [moneyVersion, setMoneyVersion] = useState(0);
  const [lastLink, setLastLink] = useState<string>();
  const [filters, setFilters] = useState<TransactionFilters>({});
  const transactions = useRef<HTMLElement>(null);

  return (
    <div className="dashboard-grid" data-dashboard-grid="">
      <BalanceList data-pk-card="" data-span="full" headingLevel={2} refreshKey={moneyVersion} />
      <FxConverter data-pk-card="" headingLevel={2} defaultSellCurrency="USDT" defaultBuyCurrency="AUD" onConverted={() => setMoneyVersion((n) => n + 1)} />
      <CreatePaymentLink data-pk-card="" headingLevel={2} onCreated={(link) => setLastLink(link.id)} />
      <PaymentLinkList
        data-pk-card=""
        data-span="full"
        headingLevel={2}
        refreshKey={lastLink}
        onSelect={(link) => {
          setFilters({ paymentLinkId: link.id });
          transactions.current?.scrollIntoView({ block: 'start' });
        }}
      />
      <TransactionList
        ref={transactions}
        data-pk-card=""
        data-span="full"
        headingLevel={2}
        filters={filters}
        onFiltersChange={setFilters}
        paymentLinkHref={(id) => `/pay/${encodeURIComponent(id)}`}
      />
    </div>
  );
}
