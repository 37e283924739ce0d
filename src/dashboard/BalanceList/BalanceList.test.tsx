import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDashboardBackend, json, type DashboardBackendOptions } from '../../../test/fixtures/dashboard';
import { BALANCES, moneyRoutes, REFUSALS } from '../../../test/fixtures/dashboard-money';
import { axeViolations } from '../../../test/support/axe-dom';
import { PaykitProvider } from '../../react/provider/PaykitProvider';
import { de } from '../../locales/de';
import { BalanceList, type BalanceListProps } from './BalanceList';

const disposers: (() => void)[] = [];
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
});

function setup(options: DashboardBackendOptions = {}, props: Partial<BalanceListProps> = {}, locale?: typeof de) {
  const backend = createDashboardBackend({ ...options, routes: { ...moneyRoutes(), ...options.routes } });
  disposers.push(() => backend.dispose());
  const onLoad = vi.fn();
  const wrap = (ui: ReactElement) => (
    <StrictMode>
      <PaykitProvider client={backend.client} {...(locale ? { locale } : {})}>
        {ui}
      </PaykitProvider>
    </StrictMode>
  );
  const view = render(wrap(<BalanceList onLoad={onLoad} {...props} />));
  const root = () => document.querySelector<HTMLElement>('[data-paykit="balance-list"]')!;
  const rerender = (next: Partial<BalanceListProps>) => view.rerender(wrap(<BalanceList onLoad={onLoad} {...props} {...next} />));
  return { backend, onLoad, root, rerender, user: userEvent.setup() };
}

describe('BalanceList', () => {
  it('shows each currency as a figure first: the amount by the display rule, its currency once beside it, "Available" said once; no table', async () => {
    const { root, onLoad } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(screen.getByRole('region', { name: 'Balances' })).toBe(root());
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Balances' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('[data-part="figure"]')?.textContent)).toEqual(['1,250.50 USDT', '1,234,567.89 AUD', '0.00012345 BTC']);
    expect(root().textContent.match(/Available/g)).toHaveLength(1);
    // Each figure leads with its asset's mark, a picture only (the code beside it says the currency).
    const marks = items.map((item) => item.querySelector('[data-part="mark"]'));
    expect(marks.map((mark) => mark?.getAttribute('aria-hidden'))).toEqual(['true', 'true', 'true']);
    expect(marks.map((mark) => mark?.textContent)).toEqual(['₮', 'A$', 'B']);
    expect(onLoad).toHaveBeenCalledWith(BALANCES);
    expect(await axeViolations(root())).toEqual([]);
  });

  it('formats amounts in the locale without rounding them', async () => {
    const { root } = setup({}, {}, de);
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect([...root().querySelectorAll('[data-part="amount"]')].map((node) => node.textContent)).toEqual(['1.250,50', '1.234.567,89', '0,00012345']);
  });

  it('says it is loading while the answer is on its way', async () => {
    const { root } = setup({ delayMs: Number.POSITIVE_INFINITY });
    expect(root()).toHaveAttribute('data-state', 'loading');
    expect(root()).toHaveAttribute('aria-busy', 'true');
    expect(within(root()).getByRole('status')).toHaveTextContent('Loading balances…');
    expect(screen.queryByRole('list')).toBeNull();
    expect(await axeViolations(root())).toEqual([]);
  });

  it('says what makes a balance appear when there is none', async () => {
    const { root } = setup({ routes: { 'GET /balances': () => json(200, { data: [] }) } });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'empty'));
    expect(root()).toHaveTextContent('No balances yet. A currency appears here once a payment settles or a conversion credits it.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations(root())).toEqual([]);
  });

  it.each([
    ['unauthorized', 'Your session has ended. Sign in again, then try again.'],
    ['forbidden', 'This account is not allowed to do this. Ask the platform for access.'],
    ['network', 'The server could not be reached. Check your connection and try again.'],
  ] as const)('explains a %s failure in words and reads again on "Try again"', async (name, words) => {
    let fail = true;
    const { root, user, onLoad } = setup({ routes: { 'GET /balances': () => (fail ? REFUSALS[name]() : json(200, { data: BALANCES })) } });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent(words);
    expect(await axeViolations(root())).toEqual([]);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(onLoad).toHaveBeenCalledWith(BALANCES);
  });

  it('reads again when refreshKey changes (after a conversion), keeps the rows meanwhile, announces the update and keeps two decimals', async () => {
    let usdt = '110.00';
    const { root, rerender, backend } = setup(
      { routes: { 'GET /balances': () => json(200, { data: [{ currency: 'USDT', available: usdt }] }) } },
      { refreshKey: 0 },
    );
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(within(root()).getByRole('status')).toHaveTextContent('');
    const reads = backend.requests.length;
    expect(root().querySelector('[data-part="amount"]')).toHaveTextContent(/^110\.00$/);
    // A conversion's debit, as the service writes it: six decimals.
    usdt = '100.000000';
    rerender({ refreshKey: 1 });
    expect(screen.getByRole('list', { name: 'Balances' })).toBeInTheDocument();
    await waitFor(() => expect(root().querySelector('[data-part="amount"]')).toHaveTextContent(/^100\.00$/));
    expect(backend.requests.length).toBeGreaterThan(reads);
    expect(root()).toHaveAttribute('data-state', 'ready');
    expect(within(root()).getByRole('status')).toHaveTextContent('Balances updated');
  });
});
