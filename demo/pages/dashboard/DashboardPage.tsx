/**
 * The demo merchant's dashboard: every paykit/dashboard component on one page, wired the way a
 * merchant would: a conversion reads the balances again, a new link appears in the list, and
 * choosing a link shows its transactions. Only for the store's staff: the gate signs them in.
 *
 * One grid (dashboard.css), money first: the balances beside the converter that moves them, then
 * the transactions and the links across the whole width; one column on a phone. Creating a link is
 * the page's one primary action, a header button opening the form in a dialog. No AccountStatus: this is the platform's own dashboard, whose money is its own, so it
 * has no connected account to set up (AccountStatus belongs on a connected account's pages). Every card carries `data-pk-card` (dashboard.css stretches it to its cell); the grid
 * carries `data-dashboard-grid`, by which the layout check (test/e2e/support/card-edges.ts)
 * finds the cards and measures their edges.
 */
import { useRef, useState, type ReactNode } from 'react';
import { BalanceList, CreatePaymentLink, FxConverter, PaymentLinkList, TransactionList, type TransactionFilters } from '../../../src/dashboard';
import { button } from '../../../src/react/styles/base';
import { StaffGate } from './StaffGate';

export function DashboardPage() {
  // The link made in the header's dialog, so the list beside reads again.
  const [lastLink, setLastLink] = useState<string>();
  return (
    <main>
      <h1>Dashboard</h1>
      <p className="intro">The paykit demo store’s own money, links and payments (test mode).</p>
      <StaffGate
        actions={
          // The page's one primary action, in its header: the form opens over the page rather than taking a card of its own.
          <FormDialog label="Create payment link">
            <CreatePaymentLink headingLevel={2} onCreated={(link) => setLastLink(link.id)} />
          </FormDialog>
        }
      >
        <DashboardParts lastLink={lastLink} />
      </StaffGate>
    </main>
  );
}

function DashboardParts({ lastLink }: { lastLink: string | undefined }) {
  const [moneyVersion, setMoneyVersion] = useState(0);
  const [filters, setFilters] = useState<TransactionFilters>({});
  const transactions = useRef<HTMLElement>(null);

  return (
    <div className="dashboard-grid" data-dashboard-grid="">
      <BalanceList data-pk-card="" headingLevel={2} refreshKey={moneyVersion} />
      <FxConverter data-pk-card="" headingLevel={2} defaultSellCurrency="USDT" defaultBuyCurrency="AUD" onConverted={() => setMoneyVersion((n) => n + 1)} />
      <TransactionList
        ref={transactions}
        data-pk-card=""
        data-span="full"
        headingLevel={2}
        filters={filters}
        onFiltersChange={setFilters}
        paymentLinkHref={(id) => `/pay/${encodeURIComponent(id)}`}
      />
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
    </div>
  );
}

/**
 * A header button that opens a form in a native modal dialog (focus kept inside, Escape closes it,
 * focus back on the button). The form's own card is the dialog's surface, so nothing is a card in a card.
 */
function FormDialog({ label, children }: { label: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={button()} onClick={() => (setOpen(true), dialog.current?.showModal())}>
        {label}
      </button>
      <dialog ref={dialog} className="form-dialog" aria-label={label} onClose={() => setOpen(false)}>
        <button
          type="button"
          className={button()}
          data-variant="quiet"
          data-shape="icon"
          data-part="close"
          aria-label="Close"
          onClick={() => dialog.current?.close()}
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        {/* Mounted while open only: each opening starts a fresh form. */}
        {open && children}
      </dialog>
    </>
  );
}
