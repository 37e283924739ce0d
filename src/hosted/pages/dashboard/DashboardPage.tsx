/**
 * The demo merchant's dashboard: every paykit/dashboard component on one page, wired the way a
 * merchant would: a conversion reads the balances again, a new link appears in the list, and
 * choosing a link shows its transactions. Only for the store's staff: the gate signs them in.
 */
import { useRef, useState } from 'react';
import { AccountStatus, BalanceList, CreatePaymentLink, FxConverter, PaymentLinkList, TransactionList, type TransactionFilters } from '../../../dashboard';
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
  const transactions = useRef<HTMLDivElement>(null);

  return (
    <div className="dashboard-parts">
      <div className="dashboard-pair">
        <BalanceList headingLevel={2} refreshKey={moneyVersion} />
        <FxConverter headingLevel={2} defaultSellCurrency="USDT" defaultBuyCurrency="AUD" onConverted={() => setMoneyVersion((n) => n + 1)} />
      </div>
      <div className="dashboard-pair">
        <CreatePaymentLink headingLevel={2} onCreated={(link) => setLastLink(link.id)} />
        <PaymentLinkList
          headingLevel={2}
          refreshKey={lastLink}
          onSelect={(link) => {
            setFilters({ paymentLinkId: link.id });
            transactions.current?.scrollIntoView({ block: 'start' });
          }}
        />
      </div>
      <div ref={transactions}>
        <TransactionList headingLevel={2} filters={filters} onFiltersChange={setFilters} paymentLinkHref={(id) => `/pay/${encodeURIComponent(id)}`} />
      </div>
      <AccountStatus headingLevel={2} startHref="/onboarding" taskHref={() => '/onboarding'} />
    </div>
  );
}
