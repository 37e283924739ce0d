/** The hosted checkout page against a fake proxy client: which page each answer about the link leads to. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { advance, createFakeClient, links, payments } from '../../../../test/fixtures/payments';
import { renderWithPaykit } from '../../../../test/fixtures/render';
import type { PaymentLinkView } from '../../../shared/schemas/views';
import { paintedOpening, startOpening } from './checkout-stage';
import { HostedCheckout, type HostedCheckoutProps } from './HostedCheckout';
import { payWords } from './translations';

type Extra = Pick<HostedCheckoutProps, 'merchant' | 'testMode' | 'words'>;

function openLink(
  linkId: string,
  options: {
    brokenLinks?: string[];
    openElsewhere?: string[];
    returnUrl?: string;
    views?: (typeof payments)[keyof typeof payments][];
    links?: PaymentLinkView[];
  } & Extra = {},
) {
  const client = createFakeClient({
    views: options.views ?? [payments.pending],
    ...(options.brokenLinks ? { brokenLinks: options.brokenLinks } : {}),
    ...(options.openElsewhere ? { openElsewhere: options.openElsewhere } : {}),
    ...(options.links ? { links: options.links } : {}),
  });
  const { merchant, testMode, words } = options;
  const extra = { ...(merchant ? { merchant } : {}), ...(testMode ? { testMode } : {}), ...(words ? { words } : {}) };
  return { ...renderWithPaykit(<HostedCheckout linkId={linkId} returnUrl={options.returnUrl ?? null} {...extra} />, { client }), client };
}

afterEach(() => {
  sessionStorage.clear();
  document.title = '';
});

describe('HostedCheckout', () => {
  it('says it is loading, then shows the checkout of an active link', async () => {
    openLink('pl_active');
    expect(screen.getByRole('heading', { name: 'Loading your checkout…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pay 49.90 USDT' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('data-link-id', 'pl_active');
  });

  it('shows the merchant (name, logo), the order summary and a test-mode marker, and titles the tab with them', async () => {
    openLink('pl_active', { merchant: { name: 'Tee Shop', logoUrl: 'https://cdn.shop.example/logo.svg' }, testMode: true });
    expect(await screen.findByRole('heading', { name: 'Pay 49.90 USDT' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Tee Shop');
    expect(banner.querySelector('img')).toHaveAttribute('src', 'https://cdn.shop.example/logo.svg');
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    // The page shows the marker, so it hides the widget's own badge (pay.css): one marker.
    expect(screen.getByRole('main')).toHaveAttribute('data-test-mode', 'true');
    // The amount large once, in the heading; the order's lines (two panes only, pay.css) name what is bought and the total.
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByRole('heading', { level: 1 })).toHaveTextContent('49.90 USDT');
    const lines = summary.querySelector('.summary__lines') as HTMLElement;
    expect(lines).toHaveTextContent(/Annual plan\s*49\.90 USDT\s*Total due\s*49\.90 USDT/);
    expect(summary).toHaveTextContent('Annual plan');
    expect(document.title).toBe('Test mode · Pay Tee Shop');
  });

  it('sets the amount large once, in the summary: the heading keeps its words and gives the amount a part of its own, in each language’s order', async () => {
    openLink('pl_active', { words: payWords('de') });
    const heading = await screen.findByRole('heading', { level: 1, name: '49.90 USDT bezahlen' });
    expect(heading.querySelector('.summary__amount')).toHaveTextContent(/^49\.90 USDT$/);
    expect(heading.querySelector('.summary__words')).toHaveTextContent(/^bezahlen$/);
  });

  it('sets a long amount a step smaller, so "100.000001 USDT" stays one line beside the payment', async () => {
    openLink('pl_active', { links: [{ ...links.active, amount: '100.000001' }] });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Pay 100.000001 USDT' });
    expect(heading.querySelector('.summary__amount')).toHaveAttribute('data-long');
    cleanup();
    openLink('pl_active');
    expect((await screen.findByRole('heading', { level: 1, name: 'Pay 49.90 USDT' })).querySelector('.summary__amount')).not.toHaveAttribute('data-long');
  });

  it('fills the logo slot with the merchant’s initial when there is no logo, and puts the way back in the header once the checkout is open', async () => {
    openLink('pl_active', { merchant: { name: 'tee Shop' }, returnUrl: 'https://shop.example/' });
    await screen.findByRole('heading', { name: 'Pay 49.90 USDT' });
    const banner = screen.getByRole('banner');
    const mark = banner.querySelector('.merchant__mark');
    expect(mark).toHaveTextContent(/^T$/);
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    // The merchant's row is the way back, named after the shop it shows.
    const back = within(banner).getByRole('link', { name: 'Back to tee Shop' });
    expect(back).toHaveAttribute('href', 'https://shop.example/');
    expect(back).toContainElement(mark as HTMLElement);
    // One way back on the page: the header's.
    expect(screen.getAllByRole('link', { name: /^Back to/ })).toHaveLength(1);
  });

  it('ends every page with its small print, words only: the test-mode note and who runs the payment', async () => {
    openLink('pl_missing', { testMode: true });
    await screen.findByRole('heading', { name: 'Payment link not found' });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Simulated payments: no real money moves.');
    expect(footer).toHaveTextContent('Payments by paykit');
    expect(within(footer).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    // A link that leads nowhere is no one's alarm: a neutral mark of its own.
    ['pl_missing', 'not-found', 'neutral'],
    ['pl_paid', 'paid', 'success'],
    ['pl_expired', 'closed', 'info'],
  ] as const)('draws the page for %s as one card with a mark in its tone (%s)', async (linkId, stage, tone) => {
    openLink(linkId);
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-stage', stage));
    const card = screen.getByRole('main').querySelector('.notice__card');
    expect(card?.querySelector(`.notice__mark[data-tone="${tone}"] svg`)).not.toBeNull();
    expect(within(card as HTMLElement).getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('marks a failure to open in the danger tone', async () => {
    openLink('pl_active', { brokenLinks: ['pl_active'] });
    await screen.findByRole('heading', { name: 'We could not open this checkout' });
    expect(screen.getByRole('main').querySelector('.notice__mark[data-tone="danger"]')).not.toBeNull();
  });

  it('titles the tab in the payer’s language, and shows no marker when live', async () => {
    openLink('pl_missing', { merchant: { name: 'Tee Shop' }, words: payWords('de') });
    expect(await screen.findByRole('heading', { name: payWords('de').messages.notFoundTitle })).toBeInTheDocument();
    expect(document.title).toBe('Tee Shop bezahlen');
    expect(screen.queryByText(payWords('de').messages.testMode)).not.toBeInTheDocument();
  });

  it('says the payment arrived once when it settles: the widget’s moment, and the summary says Paid instead of asking to pay', async () => {
    openLink('pl_active', { views: [payments.settled] });
    expect(await screen.findByRole('heading', { name: 'Payment received', level: 2 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Payment received' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Paid 49\.90 USDT$/);
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent(/Total\s*49\.90 USDT$/);
    // The widget's own announcer stands in for one render, until its Status part claims the announcements.
    await waitFor(() => expect(screen.getAllByText(/thank you/i)).toHaveLength(1));
  });

  it('has its own page for a link that does not exist: no fault of the payer’s, and the way back where one is allowed', async () => {
    openLink('pl_missing', { returnUrl: 'https://shop.example/' });
    expect(await screen.findByRole('heading', { name: 'Payment link not found' })).toBeInTheDocument();
    expect(screen.getByText('Links can expire or be turned off by the shop.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', 'https://shop.example/');
  });

  it('names the way back in words when there is no merchant name beside it', async () => {
    openLink('pl_active', { returnUrl: 'https://shop.example/' });
    await screen.findByRole('heading', { name: 'Pay 49.90 USDT' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Back to the shop' })).toHaveTextContent('Back to the shop');
  });

  it('keeps the summary’s amount one left-to-right unit in a right-to-left page', async () => {
    openLink('pl_active', { words: payWords('ar') });
    const heading = await screen.findByRole('heading', { level: 1, name: /49\.90 USDT/ });
    expect(heading.querySelector('bdi[dir="ltr"]')).toHaveTextContent(/^49\.90 USDT$/);
  });

  it('shows the not-found page for a malformed link id without asking the proxy', async () => {
    const { client } = openLink('garbage');
    expect(await screen.findByRole('heading', { name: 'Payment link not found' })).toBeInTheDocument();
    expect(client.checkoutCalls).toEqual([]);
  });

  it('tells an already paid link from a closed one, with the way back only where a return URL was allowed', async () => {
    const paid = openLink('pl_paid', { returnUrl: 'https://shop.example/' });
    expect(await screen.findByRole('heading', { name: 'This link has already been paid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', 'https://shop.example/');
    paid.unmount();

    openLink('pl_expired');
    expect(await screen.findByRole('heading', { name: 'This payment link is no longer available' })).toBeInTheDocument();
    expect(screen.getByText(/^Link status: /)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the shop' })).not.toBeInTheDocument();
  });

  it('offers to try again after an error, and loads afresh when asked', async () => {
    const brokenLinks = ['pl_active'];
    openLink('pl_active', { brokenLinks });
    expect(await screen.findByRole('heading', { name: 'We could not open this checkout' })).toBeInTheDocument();
    brokenLinks.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Pay 49.90 USDT' })).toBeInTheDocument();
  });

  it('remembers its payment for the tab and asks for that same one on reload', async () => {
    const first = openLink('pl_active');
    await screen.findByRole('heading', { name: 'Pay 49.90 USDT' });
    expect(first.client.checkoutCalls).toEqual([{ linkId: 'pl_active', resumePaymentId: undefined }]);
    first.unmount();

    const reload = openLink('pl_active');
    await screen.findByRole('heading', { name: 'Pay 49.90 USDT' });
    expect(reload.client.checkoutCalls).toEqual([{ linkId: 'pl_active', resumePaymentId: payments.pending.payment_id }]);
  });

  it('says when the link’s payment is open somewhere else, and offers to try again', async () => {
    openLink('pl_active', { openElsewhere: ['pl_active'], returnUrl: 'https://shop.example/' });
    expect(await screen.findByRole('heading', { name: 'This payment is already open somewhere else' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toBeInTheDocument();
  });

  it('waits for the opening the page started before React loaded, instead of asking a second time', async () => {
    const client = createFakeClient({ views: [payments.pending] });
    const opening = startOpening(client, 'pl_active');
    renderWithPaykit(<HostedCheckout linkId="pl_active" returnUrl={null} opening={opening} />, { client });
    expect(await screen.findByRole('heading', { name: 'Pay 49.90 USDT' })).toBeInTheDocument();
    expect(client.checkoutCalls).toEqual([{ linkId: 'pl_active', resumePaymentId: undefined }]);
  });

  it('does not take an opening started for another link', async () => {
    const client = createFakeClient({ views: [payments.pending] });
    const opening = startOpening(client, 'pl_missing');
    renderWithPaykit(<HostedCheckout linkId="pl_active" returnUrl={null} opening={opening} />, { client });
    expect(await screen.findByRole('heading', { name: 'Pay 49.90 USDT' })).toBeInTheDocument();
    expect(client.checkoutCalls.map((call) => call.linkId)).toEqual(['pl_missing', 'pl_active']);
  });

  it('shows the checkout the server painted from its first render without asking for it, and opens a new one when the payer starts again', async () => {
    const client = createFakeClient({ views: [advance(payments.pending, 'expired')] });
    const painted = { link: links.active, payment: payments.pending };
    // As main.ts passes them: the painted checkout, and an opening that already holds it.
    renderWithPaykit(<HostedCheckout linkId="pl_active" returnUrl={null} painted={painted} opening={paintedOpening(client, painted)} />, { client });
    expect(screen.getByRole('heading', { name: 'Pay 49.90 USDT' })).toBeInTheDocument();
    expect(client.checkoutCalls).toEqual([]);
    // The painted payment has expired meanwhile: starting again is a new checkout, not the painted one once more.
    await userEvent.click(await screen.findByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(client.checkoutCalls).toEqual([{ linkId: 'pl_active', resumePaymentId: payments.pending.payment_id }]));
  });

  it('starts from loading again when it is given another link', async () => {
    const view = openLink('pl_active');
    await screen.findByRole('heading', { name: 'Pay 49.90 USDT' });
    view.rerender(<HostedCheckout linkId="pl_missing" returnUrl={null} />);
    expect(screen.getByRole('heading', { name: 'Loading your checkout…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment link not found' })).toBeInTheDocument();
  });
});
