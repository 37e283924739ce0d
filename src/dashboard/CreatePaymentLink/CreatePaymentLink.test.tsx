import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDashboardBackend, type FakeRoute } from '../../../test/fixtures/dashboard';
import { axeViolations } from '../../../test/support/axe-dom';
import { linksStore, refuse } from '../../../test/fixtures/dashboard-links';
import { de } from '../../locales/de';
import { PAYMENT_LINK_DESCRIPTION_MAX } from '../../shared/schemas/payments';
import { PaykitProvider } from '../../react/provider/PaykitProvider';
import { visuallyHidden } from '../../react/styles/base';
import { CreatePaymentLink, type CreatePaymentLinkProps } from './CreatePaymentLink';
import { shortUrl } from './CreatedLink';

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  vi.restoreAllMocks();
});

function setup(routes: Record<string, FakeRoute> = {}, props: Partial<CreatePaymentLinkProps> = {}, locale: string | typeof de = 'en') {
  const store = linksStore([]);
  const backend = createDashboardBackend({ routes: { ...store.routes, ...routes } });
  dispose = () => backend.dispose();
  const onCreated = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <PaykitProvider client={backend.client} locale={locale}>
        <CreatePaymentLink onCreated={onCreated} {...props} />
      </PaykitProvider>
    </StrictMode>,
  );
  const root = () => document.querySelector<HTMLElement>('[data-paykit="create-payment-link"]')!;
  const amount = () => screen.getByLabelText<HTMLInputElement>('Amount');
  const description = () => screen.getByLabelText<HTMLTextAreaElement>(/^Description/);
  const submit = () => user.click(screen.getByRole('button', { name: 'Create link' }));
  return { ...view, backend, store, onCreated, user, root, amount, description, submit };
}

describe('CreatePaymentLink', () => {
  it('checks the fields before sending: one error needs no summary; focus goes to its field, the error under it', async () => {
    const { root, backend, submit, amount } = setup();
    await submit();
    expect(root()).toHaveAttribute('data-state', 'invalid');
    expect(root().querySelector('[data-part="error-summary"]')).toBeNull();
    expect(amount()).toHaveFocus();
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(amount().getAttribute('aria-describedby')).toContain('amount-error');
    const error = document.getElementById('amount-error')!;
    expect(error).toHaveTextContent('Enter an amount');
    // Read top to bottom: the label, the control, then what is wrong with it.
    expect(amount().compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(backend.requests).toEqual([]);
  });

  it('sums up several errors in the danger tone, GOV.UK-style: it takes focus and links to each field', async () => {
    const { root, backend, submit, amount, description, user } = setup();
    await user.click(description());
    await user.paste('x'.repeat(PAYMENT_LINK_DESCRIPTION_MAX + 1));
    await submit();
    const summary = root().querySelector<HTMLElement>('[data-part="error-summary"]')!;
    expect(summary).toHaveFocus();
    expect(summary).toHaveAttribute('data-tone', 'danger');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    const item = within(summary).getByRole('link', { name: 'Enter an amount' });
    expect(item).toHaveAttribute('href', '#amount');
    expect(within(summary).getByRole('link', { name: /^Enter at most/ })).toHaveAttribute('href', '#description');
    expect(backend.requests).toEqual([]);
    await user.click(item);
    expect(amount()).toHaveFocus();
  }, 20_000);

  it.each([
    ['abc', 'USDT', 'Enter the amount in figures, with thousands like 1,500 and decimals like 1.5'],
    ['1,5', 'USDT', 'Enter the amount in figures, with thousands like 1,500 and decimals like 1.5'],
    ['0', 'USDT', 'Enter an amount greater than 0'],
    ['1.0000001', 'USDT', 'Enter at most 6 decimal places for USDT'],
    ['1234567890123456', 'USDT', 'Enter an amount below 1,000,000,000,000,000 USDT: at most 15 digits before the decimal point'],
    ['123456789012345678', 'USDC', 'Enter an amount below 1,000,000,000,000,000 USDC: at most 15 digits before the decimal point'],
  ])('refuses the amount %s in %s with "%s"', async (typed, currency, message) => {
    const { submit, user, amount, backend } = setup();
    await user.type(amount(), typed);
    await user.selectOptions(screen.getByLabelText('Currency'), currency);
    await submit();
    expect(document.getElementById('amount-error')).toHaveTextContent(message);
    expect(backend.requests).toEqual([]);
  });

  it.each([
    ['en', '1,000', '1000'],
    ['en', '12,500.5', '12500.5'],
    ['de', '12.500,5', '12500.5'],
    ['fr', '12 500,5', '12500.5'],
  ])('in %s reads %j as the amount %s, as the FX converter does', async (locale, typed, sent) => {
    let body: Record<string, unknown> = {};
    const store = linksStore([]);
    const { root, submit, user, amount } = setup(
      {
        'POST /payment-links': (call) => {
          body = call.body;
          return store.routes['POST /payment-links']!(call);
        },
      },
      {},
      locale,
    );
    await user.type(amount(), typed);
    await submit();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'created'));
    expect(body.amount).toBe(sent);
  });

  it('gives its example amount in the locale’s notation', () => {
    setup({}, {}, 'de');
    // In the field, so the amount's label lines up with the currency's beside it.
    expect(screen.getByPlaceholderText('For example 25,00')).toBe(screen.getByLabelText('Amount'));
  });

  it('refuses a description longer than the limit, counting what was typed', async () => {
    const { submit, user, amount, description, backend } = setup();
    await user.type(amount(), '5');
    await user.click(description());
    await user.paste('x'.repeat(PAYMENT_LINK_DESCRIPTION_MAX + 1));
    await submit();
    expect(document.getElementById('description-error')).toHaveTextContent(`Enter at most ${PAYMENT_LINK_DESCRIPTION_MAX} characters`);
    expect(description()).toHaveAttribute('aria-invalid', 'true');
    expect(backend.requests).toEqual([]);
  }, 20_000);

  it('creates the link as a moment: the check, the amount as the hero, the URL shortened, Copy link the one primary action; calls onCreated', async () => {
    const { root, submit, user, amount, description, onCreated, backend } = setup();
    await user.type(amount(), ' 25.5 ');
    await user.selectOptions(screen.getByLabelText('Currency'), 'USDC');
    await user.type(description(), 'Lesson');
    await submit();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'created'));
    expect(backend.requests).toEqual(['POST /payment-links']);
    const link = onCreated.mock.calls[0]![0];
    expect(link).toMatchObject({ amount: '25.5', currency: 'USDC', description: 'Lesson', status: 'active' });
    const created = root().querySelector<HTMLElement>('[data-part="created"]')!;
    expect(within(created).getByRole('heading', { name: 'Payment link created' })).toHaveFocus();
    // One heading: the form's title is kept for the form's name only.
    expect(screen.getByRole('heading', { name: 'Create a payment link' })).toHaveClass(String(visuallyHidden()));
    expect(created.querySelector('[data-part="amount"]')).toHaveTextContent(/^25\.50 USDC$/);
    const url = created.querySelector('[data-part="url"]')!;
    expect(url).toHaveTextContent(new RegExp(`^${shortUrl(link.url)}$`));

    expect(within(created).getByRole('link', { name: /^Open page/ })).toHaveAttribute('href', link.url);
    expect(within(created).getByRole('link', { name: /^Open page/ })).toHaveAttribute('data-variant', 'quiet');
    expect(within(created).getByRole('button', { name: 'Show QR code' })).toHaveAttribute('data-variant', 'quiet');
    expect(within(created).getByRole('button', { name: 'Create another link' })).toHaveAttribute('data-variant', 'quiet');
    const copy = within(created).getByRole('button', { name: 'Copy link' });
    expect(copy).not.toHaveAttribute('data-variant');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(link.url);
    expect(created.querySelector('[data-part="copy-status"]')).toHaveTextContent('Link copied');
    await user.click(within(created).getByRole('button', { name: 'Show QR code' }));
    expect(within(created).getByRole('img', { name: `QR code of ${link.url}` })).toBeInTheDocument();
    await user.click(within(created).getByRole('button', { name: 'Create another link' }));
    expect(amount()).toHaveValue('');
    expect(screen.getByLabelText('Currency')).toHaveValue('USDC');
  }, 20_000);

  it('leaves a blank description out of the request', async () => {
    let body: Record<string, unknown> = {};
    const store = linksStore([]);
    const { root, submit, user, amount, description } = setup({
      'POST /payment-links': (call) => {
        body = call.body;
        return store.routes['POST /payment-links']!(call);
      },
    });
    await user.type(amount(), '3');
    await user.type(description(), '   ');
    await submit();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'created'));
    expect(body).toEqual({ amount: '3', currency: 'USDT' });
  });

  it.each([
    [403, 'forbidden', 'You are not allowed to create payment links.'],
    [401, 'unauthorized', 'Your session has ended. Sign in again, then try again.'],
    [429, 'rate_limited', 'Too many requests. Wait a moment, then try again.'],
    [503, 'unavailable', 'The service is having trouble. Try again in a moment.'],
    [422, 'unprocessable_entity', 'The link was refused: payment links are disabled for this account'],
  ])(
    'explains a %s refusal in words and keeps what was typed',
    async (status, code, words) => {
      const onError = vi.fn();
      const { root, submit, user, amount, description } = setup(
        { 'POST /payment-links': refuse(status, code, status === 422 ? 'payment links are disabled for this account' : 'No') },
        { onError },
      );
      await user.type(amount(), '12.34');
      await user.type(description(), 'Mug');
      await submit();
      await waitFor(() => expect(root()).toHaveAttribute('data-state', 'failed'));
      expect(screen.getByRole('alert')).toHaveTextContent(words);
      expect(amount()).toHaveValue('12.34');
      expect(description()).toHaveValue('Mug');
      expect(onError).toHaveBeenCalledTimes(1);
    },
    20_000,
  );

  it.each([
    [400, 'invalid_request', 'The service did not accept what you entered here. Check it, then try again.'],
    [422, 'unprocessable_entity', 'The service does not allow this for your account. Change it, then try again.'],
    // A code the kit does not know: the service's own sentence is all there is to say.
    [422, 'amount_over_limit', 'Is above this account’s limit'],
  ])('puts a %s %s refusal that names a field at that field, in the catalogue’s words for a code it knows', async (status, code, words) => {
    const { root, submit, user, amount } = setup({ 'POST /payment-links': refuse(status, code, 'amount is above this account’s limit', 'amount') });
    await user.type(amount(), '999');
    await submit();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'invalid'));
    expect(document.getElementById('amount-error')).toHaveTextContent(words);
    expect(amount()).toHaveFocus();
    expect(amount()).toHaveValue('999');
  });

  it('says a known refusal at a field in the reader’s language', async () => {
    const { root, user } = setup({ 'POST /payment-links': refuse(400, 'invalid_request', 'amount is above this account’s limit', 'amount') }, {}, de);
    await user.type(screen.getByLabelText('Betrag'), '999');
    await user.click(screen.getByRole('button', { name: 'Link erstellen' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'invalid'));
    expect(document.getElementById('amount-error')).toHaveTextContent('Der Dienst hat Ihre Eingabe nicht angenommen.');
  });

  it('says it is sending and sends once however often it is pressed', async () => {
    let release: () => void = () => undefined;
    const store = linksStore([]);
    const { root, user, amount, backend } = setup({
      'POST /payment-links': (call) => new Promise((resolve) => (release = () => resolve(store.routes['POST /payment-links']!(call)))),
    });
    await user.type(amount(), '1');
    const button = screen.getByRole('button', { name: 'Create link' });
    await user.click(button);
    await user.click(button);
    expect(root()).toHaveAttribute('data-state', 'submitting');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(root().querySelector('[data-part="submit-status"]')).toHaveTextContent('Creating the link…');
    release();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'created'));
    expect(backend.requests).toEqual(['POST /payment-links']);
  });

  it('offers only the given currencies', () => {
    setup({}, { currencies: ['BTC', 'ETH'], defaultCurrency: 'ETH' });
    const select = screen.getByLabelText<HTMLSelectElement>('Currency');
    expect([...select.options].map((option) => option.value)).toEqual(['BTC', 'ETH']);
    expect(select).toHaveValue('ETH');
  });

  it('has no axe violations with errors shown, and once created', async () => {
    const { root, submit, user, amount } = setup();
    await submit();
    expect(await axeViolations(root())).toEqual([]);
    await user.type(amount(), '7');
    await submit();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'created'));
    expect(await axeViolations(root())).toEqual([]);
  }, 30_000);
});
