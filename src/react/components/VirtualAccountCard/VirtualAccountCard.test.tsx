import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accounts, createOnboardingBackend, SOLANA_ADDRESS, virtualAccount, type OnboardingBackendOptions } from '../../../../test/fixtures/onboarding';
import { apiErrorFor } from '../../../shared/errors';
import { PaykitProvider } from '../../provider/PaykitProvider';
import { formatBsb } from './bsb';
import { VirtualAccountCard, type VirtualAccountCardProps } from './VirtualAccountCard';

function setup(options: OnboardingBackendOptions = {}, props: Partial<VirtualAccountCardProps> = {}) {
  const backend = createOnboardingBackend({ account: accounts.approvedActive, virtualAccount, ...options });
  const onDetails = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <PaykitProvider client={backend.client}>
        <VirtualAccountCard intervalMs={20} onDetails={onDetails} {...props} />
      </PaykitProvider>
    </StrictMode>,
  );
  const root = () => document.querySelector<HTMLElement>('[data-paykit="virtual-account-card"]')!;
  return { ...view, backend, onDetails, user, root };
}

const SHARE_TEXT = `Account name: Ada Lovelace\nBSB: 062-000\nAccount number: 123456789\nSolana address (USDT or USDC): ${SOLANA_ADDRESS}`;

afterEach(() => {
  vi.restoreAllMocks();
  delete (navigator as { share?: unknown }).share;
});

describe('VirtualAccountCard', () => {
  it('shows the account name, the BSB as NNN-NNN, the account number and the grouped Solana address', async () => {
    const { root, onDetails } = setup({ virtualAccount: { ...virtualAccount, bsb: '062000' } });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(screen.getByRole('region', { name: 'Your account details' })).toBe(root());
    const field = (name: string) => root().querySelector(`[data-field="${name}"]`)!;
    expect(field('account-name')).toHaveTextContent('Ada Lovelace');
    expect(field('bsb')).toHaveTextContent(/^062-000$/);
    expect(field('account-number')).toHaveTextContent(/^123456789$/);
    expect(screen.getByText('Solana address for USDT or USDC')).toBeInTheDocument();
    expect(screen.getByText('Send only USDT or USDC on the Solana network to this address.')).toBeInTheDocument();
    const groups = field('solana-address').querySelector('[data-address-groups]')!;
    expect(groups).toHaveAttribute('aria-hidden', 'true');
    expect([...groups.querySelectorAll('[data-group]')].map((g) => g.textContent).join('')).toBe(SOLANA_ADDRESS);
    expect(groups.querySelectorAll('[data-group]')[0]?.textContent).toBe('7EcD');
    // The first two and the last two groups, bold whole (a group is never half bold).
    expect([...groups.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(['7EcD', 'hSYG', 'XwCF', 'LtV']);
    expect(within(field('solana-address') as HTMLElement).getByText(SOLANA_ADDRESS)).toBeInTheDocument();
    await waitFor(() => expect(onDetails).toHaveBeenCalledWith({ ...virtualAccount, bsb: '062000' }));
  });

  it('copies each value with a quiet 44 px icon button, named for its field', async () => {
    const { root } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    const copy = screen.getByRole('button', { name: 'Copy BSB' });
    expect(copy).toHaveAttribute('data-variant', 'quiet');
    expect(copy).toHaveAttribute('data-shape', 'icon');
    // The control size (44 px), not the dense rows' small one.
    expect(copy).not.toHaveAttribute('data-size');
  });

  it('issues (or reads back) the details with one POST, so a first visit logs no 404 for an account not issued yet', async () => {
    const { root, backend } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(backend.requests).toContain('POST /onboarding/virtual-account');
    expect(backend.requests).not.toContain('GET /onboarding/virtual-account');
  });

  it('copies each value and announces it', async () => {
    const { root, user } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    await user.click(screen.getByRole('button', { name: 'Copy BSB' }));
    expect(await navigator.clipboard.readText()).toBe('062000');
    expect(screen.getByText('BSB copied')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(await navigator.clipboard.readText()).toBe('123456789');
    expect(screen.getByText('Account number copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy account name' }));
    expect(await navigator.clipboard.readText()).toBe('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Copy Solana address' }));
    expect(await navigator.clipboard.readText()).toBe(SOLANA_ADDRESS);
    expect(screen.getByText('Solana address for USDT or USDC copied')).toBeInTheDocument();
  });

  it('shares through the Web Share API where the browser has it', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { root, user } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    await user.click(await screen.findByRole('button', { name: 'Share details' }));
    expect(share).toHaveBeenCalledWith({ title: 'My account details', text: SHARE_TEXT });
  });

  it('copies everything as text where it cannot share, and when sharing fails', async () => {
    const { root, user } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(screen.queryByRole('button', { name: 'Share details' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy all details' }));
    expect(await navigator.clipboard.readText()).toBe(SHARE_TEXT);
    expect(screen.getByText('All details copied')).toHaveAttribute('role', 'status');
  });

  it('does nothing when the customer closes the share sheet', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { root, user } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    await navigator.clipboard.writeText('untouched');
    await user.click(await screen.findByRole('button', { name: 'Share details' }));
    expect(share).toHaveBeenCalled();
    expect(await navigator.clipboard.readText()).toBe('untouched');
    expect(screen.queryByText('All details copied')).toBeNull();
  });

  it('issues the details at once when none exist yet', async () => {
    const { backend, root } = setup({ virtualAccount: null });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(new Set(backend.requests.filter((r) => r.includes('virtual-account')))).toEqual(new Set(['POST /onboarding/virtual-account']));
  });

  it('waits for the customer when autoIssue is off', async () => {
    const { backend, root, user } = setup({ virtualAccount: null }, { autoIssue: false });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'not-issued'));
    // The proxy keeps no details for this customer: that is not the same as none issued.
    expect(screen.getByRole('status')).toHaveTextContent('Your account details are not saved here yet. Get them to see them here.');
    expect(backend.requests).not.toContain('POST /onboarding/virtual-account');
    await user.click(screen.getByRole('button', { name: 'Get my account details' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(backend.requests).toContain('POST /onboarding/virtual-account');
  });

  it('turns incoming payments on first, then shows the details', async () => {
    const { backend, root, user } = setup({ account: accounts.approved, virtualAccount: null });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'inactive'));
    expect(screen.getByRole('status')).toHaveTextContent('Turn on incoming payments to get a BSB and account number');
    await user.click(screen.getByRole('button', { name: 'Turn on incoming payments' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(backend.requests).toContain('POST /onboarding/capabilities');
    expect(backend.account?.capabilities).toEqual(['inbound_payments']);
  });

  it('says clearly when the platform does not allow turning it on (403)', async () => {
    const { root, user } = setup({ account: accounts.approved, allowedCapabilities: [] });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'inactive'));
    await user.click(screen.getByRole('button', { name: 'Turn on incoming payments' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'forbidden'));
    expect(screen.getByRole('status')).toHaveTextContent('This platform does not let you turn on incoming payments yourself. Contact them to have it turned on.');
    expect(screen.queryByRole('button', { name: 'Turn on incoming payments' })).toBeNull();
  });

  it('waits for verification, and shows the details once approved and active', async () => {
    const { backend, root } = setup({ account: accounts.inReview });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'unverified'));
    expect(screen.getByRole('status')).toHaveTextContent('Your account details appear here once your account is verified.');
    backend.setAccount(accounts.approvedActive);
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
  });

  it('offers to try again when the details cannot be loaded', async () => {
    const { backend, root, user } = setup({ virtualAccount: null });
    const real = backend.client.request.bind(backend.client);
    let failing = true;
    backend.client.request = (method, path, init) =>
      failing && path === '/onboarding/virtual-account'
        ? Promise.reject(apiErrorFor({ status: 503, code: 'service_unavailable', message: 'upstream GET /v1/virtual-accounts timed out after 10000 ms' }))
        : real(method, path, init);
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your account details could not be loaded. The service is not available just now. Try again in a few minutes.',
    );
    expect(document.body).not.toHaveTextContent('upstream');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
  });

  it('formats a BSB', () => {
    expect(formatBsb('062000')).toBe('062-000');
    expect(formatBsb('062-000')).toBe('062-000');
    expect(formatBsb('06 20 00')).toBe('062-000');
    expect(formatBsb('12345')).toBe('12345');
  });
});
