import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accounts, createOnboardingBackend, type OnboardingBackendOptions } from '../../../../test/fixtures/onboarding';
import { decodeQrSvg } from '../../../../test/fixtures/qr';
import { apiErrorFor } from '../../../shared/errors';
import { PaykitProvider } from '../../provider/PaykitProvider';
import { LivenessHandoff, type LivenessHandoffProps } from './LivenessHandoff';

const LIVENESS_URL = 'https://verify.sandbox.example/v1/sandbox/liveness/lv_7f3a9c2e';

function setup(options: OnboardingBackendOptions = {}, props: Partial<LivenessHandoffProps> = {}) {
  const backend = createOnboardingBackend({ account: accounts.livenessReady, ...options });
  const onDone = vi.fn();
  const onFailed = vi.fn();
  const view = render(
    <StrictMode>
      <PaykitProvider client={backend.client}>
        <LivenessHandoff intervalMs={20} onDone={onDone} onFailed={onFailed} {...props} />
      </PaykitProvider>
    </StrictMode>,
  );
  const root = () => document.querySelector('[data-paykit="liveness-handoff"]');
  return { ...view, backend, onDone, onFailed, root, user: userEvent.setup() };
}

function fakePopup() {
  return { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
}

afterEach(() => vi.restoreAllMocks());

describe('LivenessHandoff', () => {
  it('does not call the selfie check "the last step" (review and the account details follow)', async () => {
    const { root } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(root()).not.toHaveTextContent(/last step/i);
  });

  // On a phone there is no "continue on my phone": CSS decides (test/e2e/pointer-words.test.ts, in a real browser).

  it('continues in a new tab opened during the click, waits, and calls onDone once the check passes', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { backend, onDone, root, user } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    expect(screen.getByText(/Take a short selfie/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start the selfie check (opens in a new tab)' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(popup.location.href).toBe(LIVENESS_URL));
    expect(popup.opener).toBeNull();
    expect(backend.requests).toContain('POST /onboarding/liveness');
    expect(root()).toHaveAttribute('data-state', 'waiting');
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for your selfie check…');
    expect(screen.getByRole('link', { name: 'Open the selfie check (opens in a new tab)' })).toHaveAttribute('href', LIVENESS_URL);

    backend.setAccount(accounts.livenessCompleted);
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'completed'));
    expect(screen.getByRole('status')).toHaveTextContent('Selfie check complete.');
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone).toHaveBeenCalledWith(accounts.livenessCompleted);
  });

  it('shows a QR code of the selfie check for a phone', async () => {
    const open = vi.spyOn(window, 'open');
    const { root, user } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    await user.click(screen.getByRole('button', { name: 'Use my phone instead' }));
    const svg = (await screen.findByRole('img', { name: 'QR code that opens the selfie check on a phone' })) as unknown as SVGSVGElement;
    expect(decodeQrSvg(svg)).toBe(LIVENESS_URL);
    expect(screen.getByText(/Scan this code with your phone/)).toBeInTheDocument();
    expect(root()).toHaveAttribute('data-state', 'waiting');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens in this tab (or through openUrl) when asked', async () => {
    const openUrl = vi.fn();
    const open = vi.spyOn(window, 'open');
    const { root, user } = setup({}, { openIn: 'same-tab', openUrl });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    await user.click(screen.getByRole('button', { name: 'Start the selfie check' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith(LIVENESS_URL));
    expect(open).not.toHaveBeenCalled();
  });

  it('still offers a link when the browser blocks the new tab', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { root, user } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    await user.click(screen.getByRole('button', { name: /Start the selfie check/ }));
    expect(await screen.findByRole('link', { name: /Open the selfie check/ })).toHaveAttribute('href', LIVENESS_URL);
  });

  it('offers another try when the check fails', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    const { backend, root, user, onFailed, onDone } = setup({ account: accounts.livenessPending });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'waiting'));
    // Back on the page after a reload: no session in hand, a button starts a fresh one.
    expect(screen.getByRole('button', { name: /Open the selfie check/ })).toBeInTheDocument();
    backend.setAccount(accounts.livenessFailed);
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'failed'));
    expect(screen.getByRole('status')).toHaveTextContent('The selfie check did not succeed.');
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: /Try again/ }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'waiting'));
    backend.setAccount(accounts.livenessCompleted);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it('says when it cannot start in its own words, not the error’s, and closes the tab it opened', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { backend, root, user } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    backend.client.request = () => Promise.reject(new Error('fetch failed: ECONNRESET'));
    await user.click(screen.getByRole('button', { name: /Start the selfie check/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The selfie check could not be started just now. Check your connection and try again.');
    expect(root()).not.toHaveTextContent('ECONNRESET');
    expect(popup.close).toHaveBeenCalled();
    expect(root()).toHaveAttribute('data-state', 'ready');
  });

  // What the proxy relays is written for developers; each kind of failure has the catalogue's words.
  it.each([
    [401, 'unauthorized', 'Your session has ended. Sign in again to continue.'],
    [429, 'rate_limited', 'Too many attempts. Wait a moment, then try again.'],
    [422, 'unprocessable_entity', 'The selfie check cannot be started for this application right now.'],
    [502, 'upstream_error', 'The selfie check could not be started just now. Check your connection and try again.'],
  ])('answers a %s from the proxy with words of its own', async (status, code, words) => {
    const { backend, root, user } = setup({}, { openUrl: vi.fn() });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'ready'));
    const raw = 'The service said something technical about verification_status';
    const request = backend.client.request?.bind(backend.client);
    if (!request) throw new Error('the fake proxy client sends no requests');
    backend.client.request = (method: string, path: string, options?: unknown) =>
      method === 'POST' ? Promise.reject(apiErrorFor({ status, code, message: raw })) : request(method as never, path, options as never);
    await user.click(screen.getByRole('button', { name: /Start the selfie check/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(document.body).not.toHaveTextContent('verification_status');
  });

  it('shows the check closed once the application is decided, with nothing to start', async () => {
    const { backend, root } = setup({ account: accounts.livenessFailed });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'failed'));
    backend.setAccount({ ...accounts.livenessFailed, verification_status: 'rejected', rejection_reason: 'name_mismatch' });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'closed'));
    expect(screen.getByRole('status')).toHaveTextContent('This application no longer takes a selfie check: it is in review or has been decided.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a retry refused because the application was rejected meanwhile re-reads the account: closed, and no service message', async () => {
    const { backend, root, user } = setup({ account: accounts.livenessFailed }, { intervalMs: 60_000, openUrl: vi.fn() });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'failed'));
    backend.setAccount({ ...accounts.livenessFailed, verification_status: 'rejected', rejection_reason: 'name_mismatch' });
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'closed'));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(document.body).not.toHaveTextContent(/verification_status|accepted only while/);
  });

  it('asks for the ID document first, and has nothing to show a business', async () => {
    const first = setup({ account: accounts.livenessNoDocuments });
    await waitFor(() => expect(first.root()).toHaveAttribute('data-state', 'documents-needed'));
    expect(screen.getByText(/Upload your identity document first/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    first.unmount();

    const business = setup({ account: accounts.business });
    await waitFor(() => expect(business.backend.requests.length).toBeGreaterThan(0));
    await waitFor(() => expect(business.root()).toBeNull());
  });

  it('reports an account that cannot be loaded', async () => {
    const { root } = setup({ account: null });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Sign in again to continue.');
  });
});
