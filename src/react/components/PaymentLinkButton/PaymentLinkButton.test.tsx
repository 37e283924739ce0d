import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { links } from '../../../../test/fixtures/payments';
import { renderWithPaykit } from '../../../../test/fixtures/render';
import { skeleton, visuallyHidden } from '../../styles/base';
import { navigation } from './navigation';
import { PaymentLinkButton } from './PaymentLinkButton';

afterEach(() => vi.restoreAllMocks());

describe('PaymentLinkButton', () => {
  it('shows the amount and currency, and redirects to the hosted checkout by default', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    renderWithPaykit(<PaymentLinkButton link={links.active} />);
    const button = screen.getByRole('button', { name: 'Pay 49.90 USDT' });
    await userEvent.click(button);
    expect(assign).toHaveBeenCalledWith('/pay/pl_active');
  });

  it('loads the link by id through the proxy, and honours checkoutUrl and label', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    renderWithPaykit(<PaymentLinkButton linkId="pl_active" checkoutUrl="https://pay.example/pl_active" label="Buy the annual plan" />);
    expect(screen.getByRole('button', { name: 'Loading payment link…' })).toHaveAttribute('aria-disabled', 'true');
    const button = await screen.findByRole('button', { name: 'Buy the annual plan' });
    await userEvent.click(button);
    expect(assign).toHaveBeenCalledWith('https://pay.example/pl_active');
  });

  it('refuses a checkoutUrl that is not http(s)', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithPaykit(<PaymentLinkButton link={links.active} checkoutUrl="javascript:alert(1)" />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay 49.90 USDT' }));
    expect(assign).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('refused a checkoutUrl'));
  });

  it('opens a new tab with noopener', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderWithPaykit(<PaymentLinkButton link={links.active} mode="new-tab" />);
    await userEvent.click(screen.getByRole('button', { name: /^Pay 49\.90 USDT\s+\(opens in a new tab\)$/ }));
    expect(open).toHaveBeenCalledWith('/pay/pl_active', '_blank', 'noopener');
  });

  it.each([
    ['paid', 'This payment link has already been paid.'],
    ['expired', 'This payment link has expired.'],
    ['deactivated', 'This payment link is no longer available.'],
  ] as const)('is disabled with its reason when the link is %s', async (status, reason) => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    renderWithPaykit(<PaymentLinkButton link={links[status]} />);
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason)).toBeVisible();
    await userEvent.click(button);
    expect(assign).not.toHaveBeenCalled();
  });

  it('forwards its ref and other props to its root, with className merged and its own data-state kept', () => {
    const ref = createRef<HTMLSpanElement>();
    renderWithPaykit(<PaymentLinkButton ref={ref} link={links.active} id="buy" className="shop" data-state="mine" />);
    expect(ref.current).toHaveAttribute('id', 'buy');
    expect(ref.current!.className).toMatch(/^pk-\S+ shop$/);
    expect(ref.current).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('button')).toHaveAttribute('data-state', 'closed');
  });

  it('says when the link cannot be loaded', async () => {
    renderWithPaykit(<PaymentLinkButton linkId="pl_nope" />);
    await waitFor(() => expect(screen.getByRole('button')).toHaveAccessibleDescription('This payment link could not be loaded.'));
    expect(screen.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('PaymentLinkButton overlay', () => {
  it('opens a labelled native modal dialog with the hosted page, closes on Escape (the cancel event) and returns focus', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onOpenChange = vi.fn();
    renderWithPaykit(
      <>
        <button type="button">before</button>
        <PaymentLinkButton link={links.active} mode="overlay" onClose={onClose} onOpenChange={onOpenChange} />
        <button type="button">after</button>
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Pay 49.90 USDT' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(opener);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    const dialog = screen.getByRole('dialog', { name: 'Checkout' });
    // A <dialog> shown with showModal(): the browser traps focus, makes the page inert and puts it in the top layer.
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const frame = dialog.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', '/pay/pl_active');
    expect(frame).toHaveAttribute('title', 'Checkout for 49.90 USDT');
    expect(screen.getByRole('button', { name: 'Close checkout' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('stays open under StrictMode, whose second run of effects closes and reopens the dialog', async () => {
    // React runs a mounted effect's cleanup and the effect again in development (Next.js turns
    // StrictMode on by default); the browser's queued `close` from that cleanup must not close it.
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithPaykit(
      <StrictMode>
        <PaymentLinkButton link={links.active} mode="overlay" onOpenChange={onOpenChange} />
      </StrictMode>,
    );
    await user.click(screen.getByRole('button', { name: 'Pay 49.90 USDT' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('dialog', { name: 'Checkout' })).toHaveAttribute('open');
    expect(onOpenChange.mock.calls).toEqual([[true]]);
  });

  it('the close button and the backdrop close it too', async () => {
    const user = userEvent.setup();
    renderWithPaykit(<PaymentLinkButton link={links.active} mode="overlay" />);
    await user.click(screen.getByRole('button', { name: 'Pay 49.90 USDT' }));
    await user.click(screen.getByRole('button', { name: 'Close checkout' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay 49.90 USDT' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Pay 49.90 USDT' }));
    await user.pointer({ keys: '[MouseLeft]', target: document.querySelector('[data-part="backdrop"]')! });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with an × icon button named "Close checkout", and keeps "Checkout" as the dialog’s name without showing it', async () => {
    const user = userEvent.setup();
    renderWithPaykit(<PaymentLinkButton link={links.active} mode="overlay" />);
    await user.click(screen.getByRole('button', { name: 'Pay 49.90 USDT' }));
    const close = screen.getByRole('button', { name: 'Close checkout' });
    // An icon, not words on screen: the name is its label only.
    expect(close).toHaveAttribute('data-shape', 'icon');
    expect(close.textContent).toBe('');
    expect(close.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // The page inside is the first thing seen: the title is for screen readers.
    const title = screen.getByRole('heading', { level: 2, name: 'Checkout' });
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Checkout');
    expect(title.className).toContain(visuallyHidden());
  });

  it('shows a still outline of the page, with no frame of its own, until the page inside loads; then marks our page so its first row leaves room for the ×', async () => {
    const user = userEvent.setup();
    renderWithPaykit(<PaymentLinkButton link={links.active} mode="overlay" />);
    await user.click(screen.getByRole('button', { name: 'Pay 49.90 USDT' }));
    const panel = document.querySelector('[data-part="panel"]')!;
    const outline = panel.querySelector('[data-part="skeleton"]');
    expect(outline).toHaveAttribute('aria-hidden', 'true');
    expect(panel).toHaveAttribute('aria-busy', 'true');
    // The outline's blocks are the kit's skeleton, which stands still under reduced motion.
    expect(outline!.querySelectorAll(`.${skeleton()}`).length).toBeGreaterThanOrEqual(4);

    const frame = panel.querySelector('iframe')!;
    // jsdom loads no page into the frame: give it the root a page would have.
    if (!frame.contentDocument!.documentElement) frame.contentDocument!.appendChild(frame.contentDocument!.createElement('html'));
    fireEvent.load(frame);
    expect(panel.querySelector('[data-part="skeleton"]')).toBeNull();
    expect(panel).not.toHaveAttribute('aria-busy');
    expect(panel).toHaveAttribute('data-frame', 'ours');
    expect(frame.contentDocument!.documentElement).toHaveAttribute('data-pk-overlay');
    // Still closable by its button, which took focus when the dialog opened.
    expect(screen.getByRole('button', { name: 'Close checkout' })).toHaveFocus();
  });

  it('keeps the provider’s theme, direction and language', async () => {
    const user = userEvent.setup();
    renderWithPaykit(<PaymentLinkButton link={links.active} mode="overlay" />, { theme: 'dark', dir: 'rtl' });
    await user.click(screen.getByRole('button', { name: 'Pay 49.90 USDT' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.closest('.pk-theme-dark')).not.toBeNull();
    expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('defaultOpen opens it once the link is there', async () => {
    renderWithPaykit(<PaymentLinkButton linkId="pl_active" mode="overlay" defaultOpen />);
    expect(await screen.findByRole('dialog', { name: 'Checkout' })).toHaveAttribute('open');
  });

  it('controlled: open follows the prop, and closing asks the owner through onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = renderWithPaykit(<PaymentLinkButton link={links.active} mode="overlay" open={false} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Pay 49.90 USDT' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<PaymentLinkButton link={links.active} mode="overlay" open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: /Pay 49\.90 USDT/, hidden: true })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    // The owner has not closed it yet.
    expect(screen.getByRole('dialog')).toHaveAttribute('open');

    rerender(<PaymentLinkButton link={links.active} mode="overlay" open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
