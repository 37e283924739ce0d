import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDashboardBackend, json, problem, type FakeRoute } from '../../../test/fixtures/dashboard';
import { accountRoutes, accounts, virtualAccount, type AccountRoutesOptions } from '../../../test/fixtures/dashboard-account';
import { axeViolations } from '../../../test/support/axe-dom';
import { PaykitProvider } from '../../react/provider/PaykitProvider';
import { AccountStatus, type AccountStatusProps } from './AccountStatus';

let dispose: (() => void) | undefined;
afterEach(() => dispose?.());

function setup(options: AccountRoutesOptions, props: Partial<AccountStatusProps> = {}, routes: Record<string, FakeRoute> = {}, delayMs?: number) {
  const backend = createDashboardBackend({ routes: { ...accountRoutes(options), ...routes }, ...(delayMs ? { delayMs } : {}) });
  dispose = () => backend.dispose();
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <PaykitProvider client={backend.client}>
        <AccountStatus intervalMs={60_000} {...props} />
      </PaykitProvider>
    </StrictMode>,
  );
  const root = () => document.querySelector<HTMLElement>('[data-paykit="account-status"]')!;
  const banner = () => root().querySelector<HTMLElement>('[data-part="banner"]')!;
  return { ...view, backend, user, root, banner };
}

describe('AccountStatus', () => {
  it('says it is loading until the account comes', () => {
    const { root, banner } = setup({ account: accounts.pending }, {}, {}, 1_000_000);
    expect(root()).toHaveAttribute('data-state', 'loading');
    expect(banner()).toHaveTextContent('Loading your account…');
  });

  it('offers to set up an account when the session has none', async () => {
    const onStart = vi.fn();
    const { root, user } = setup({ account: null }, { onStart });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'none'));
    expect(screen.getByRole('status')).toHaveTextContent('You have no account yet.');
    await user.click(screen.getByRole('button', { name: 'Set up your account' }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('asks for the account as optional, so a first visit draws no 401 (and no console error)', async () => {
    const { root, backend } = setup({ account: null });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'none'));
    expect(backend.requests.length).toBeGreaterThan(0);
    expect(backend.requests.filter((request) => request !== 'GET /onboarding/account?optional=true')).toEqual([]);
  });

  it('links to the set-up page when given one', async () => {
    const { root } = setup({ account: null }, { startHref: '/onboarding' });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'none'));
    expect(screen.getByRole('link', { name: 'Set up your account' })).toHaveAttribute('href', '/onboarding');
  });

  it('explains a failure in words', async () => {
    const { root, banner } = setup({ account: null }, {}, { 'GET /onboarding/account': () => problem(403, 'forbidden', 'This platform has turned accounts off') });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'error'));
    expect(banner()).toHaveAttribute('data-tone', 'danger');
    expect(banner()).toHaveTextContent('Your account could not be loaded: This platform has turned accounts off');
  });

  it.each([
    ['pending', accounts.pending, 'We have your details', 'info'],
    ['in_review', accounts.inReview, 'Your details are being reviewed', 'info'],
    ['approved', accounts.approved, 'You are verified', 'success'],
  ] as const)('shows %s with its tone and icon', async (state, account, words, tone) => {
    const { root, banner } = setup({ account });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', state));
    expect(banner()).toHaveTextContent(words);
    expect(banner()).toHaveAttribute('data-tone', tone);
    expect(banner().querySelector('[data-status-icon]')).toHaveAttribute('data-tone', tone);
  });

  it('gives a rejection’s reason in words', async () => {
    const { root, banner } = setup({ account: accounts.rejectedNameMismatch });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'rejected'));
    expect(banner()).toHaveAttribute('data-tone', 'danger');
    expect(banner()).toHaveTextContent('We could not verify your account');
    expect(banner()).toHaveTextContent('The name you entered does not match your identity document.');
  });

  it('lists each required item as a task linking to where it is done', async () => {
    const onTask = vi.fn();
    const { root, user } = setup(
      { account: accounts.moreInfoEverything },
      { taskHref: (item) => (item === 'beneficial_owner_info' ? undefined : `/verify#${item}`), onTask },
    );
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'more_info_required'));
    const tasks = root().querySelector<HTMLElement>('[data-part="tasks"]')!;
    expect(within(tasks).getByRole('heading', { name: 'To do' })).toBeInTheDocument();
    expect(within(tasks).getByRole('link', { name: 'Upload a proof of address' })).toHaveAttribute('href', '/verify#address_proof');
    expect(within(tasks).getByRole('link', { name: 'Upload an additional document' })).toHaveAttribute('href', '/verify#additional_document');
    expect(within(tasks).getByRole('link', { name: 'Upload a clearer photo of your document' })).toHaveAttribute('href', '/verify#document_quality');
    await user.click(within(tasks).getByRole('button', { name: 'Update your beneficial owners' }));
    expect(onTask).toHaveBeenCalledWith('beneficial_owner_info');
  });

  it('shows which capabilities are active', async () => {
    const { root } = setup({ account: accounts.approvedBusiness, bank: virtualAccount });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'approved'));
    const capabilities = root().querySelector<HTMLElement>('[data-part="capabilities"]')!;
    expect([...capabilities.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Incoming payments: Active',
      'Currency conversion: Active',
      'Payouts: Not active',
    ]);
  });

  it('shows the bank details once issued, the BSB as NNN-NNN', async () => {
    const { root } = setup({ account: accounts.approvedActive, bank: { ...virtualAccount, bsb: '062000' } });
    await waitFor(() => expect(root().querySelector('[data-part="bank"]')).toHaveAttribute('data-state', 'issued'));
    const bank = root().querySelector<HTMLElement>('[data-part="bank"]')!;
    expect(bank.querySelector('[data-field="bsb"]')).toHaveTextContent(/^062-000$/);
    expect(bank.querySelector('[data-field="account-number"]')).toHaveTextContent(/^123456789$/);
    expect(bank.querySelector('[data-field="account-name"]')).toHaveTextContent('Ada Lovelace');
  });

  it('offers no bank details while incoming payments are off: none can be issued before (the service answers them only once inbound_payments is active)', async () => {
    const { root, backend } = setup({ account: accounts.approved });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'approved'));
    await waitFor(() => expect(root().querySelector('[data-capability="inbound_payments"]')).toHaveAttribute('data-active', 'false'));
    expect(screen.queryByRole('button', { name: 'Get my bank details' })).toBeNull();
    expect(root().querySelector('[data-part="bank"]')).toBeNull();
    expect(backend.requests.filter((request) => request.includes('/onboarding/virtual-account'))).toEqual([]);
  });

  it('says when no bank details are kept here (not that none were issued), and asks for them only once approved', async () => {
    const first = setup({ account: accounts.approvedActive });
    await waitFor(() => expect(first.root().querySelector('[data-part="bank"]')).toHaveAttribute('data-state', 'none'));
    expect(first.root().querySelector('[data-part="bank"]')).toHaveTextContent('Your bank details are not saved here yet.');
    expect(first.root().querySelector('[data-part="bank"]')).not.toHaveTextContent(/not issued/i);
    first.unmount();
    const second = setup({ account: accounts.inReview });
    await waitFor(() => expect(second.root()).toHaveAttribute('data-state', 'in_review'));
    expect(second.root().querySelector('[data-part="bank"]')).toBeNull();
    expect(second.backend.requests).not.toContain('GET /onboarding/virtual-account');
  });

  it('gets the bank details when asked, and shows them', async () => {
    const { root, user, backend } = setup({ account: accounts.approvedActive });
    const bank = () => root().querySelector<HTMLElement>('[data-part="bank"]')!;
    await waitFor(() => expect(bank()).toHaveAttribute('data-state', 'none'));
    expect(backend.requests).not.toContain('POST /onboarding/virtual-account');
    await user.click(within(bank()).getByRole('button', { name: 'Get my bank details' }));
    await waitFor(() => expect(bank()).toHaveAttribute('data-state', 'issued'));
    expect(bank().querySelector('[data-field="account-number"]')).toHaveTextContent(virtualAccount.account_number);
    expect(backend.requests.filter((request) => request === 'POST /onboarding/virtual-account')).toHaveLength(1);
  });

  it('says so when getting the bank details fails, and lets the customer try again', async () => {
    let fail = true;
    const { root, user } = setup(
      { account: accounts.approvedActive },
      {},
      {
        'POST /onboarding/virtual-account': () => (fail ? problem(503, 'upstream_unavailable', 'The service is unavailable') : json(200, virtualAccount)),
      },
    );
    const bank = () => root().querySelector<HTMLElement>('[data-part="bank"]')!;
    await waitFor(() => expect(bank()).toHaveAttribute('data-state', 'none'));
    await user.click(within(bank()).getByRole('button', { name: 'Get my bank details' }));
    await waitFor(() => expect(bank()).toHaveTextContent('Bank details could not be loaded: The service is unavailable'));
    fail = false;
    await user.click(within(bank()).getByRole('button', { name: 'Get my bank details' }));
    await waitFor(() => expect(bank()).toHaveAttribute('data-state', 'issued'));
  });

  it('has no axe violations with tasks, and approved with bank details', async () => {
    const tasks = setup({ account: accounts.moreInfoEverything }, { taskHref: (item) => `/verify#${item}` });
    await waitFor(() => expect(tasks.root()).toHaveAttribute('data-state', 'more_info_required'));
    expect(await axeViolations(tasks.root())).toEqual([]);
    tasks.unmount();
    const approved = setup({ account: accounts.approvedActive, bank: virtualAccount });
    await waitFor(() => expect(approved.root().querySelector('[data-part="bank"]')).toHaveAttribute('data-state', 'issued'));
    expect(await axeViolations(approved.root())).toEqual([]);
  }, 30_000);
});
