import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDashboardBackend, json, problem, type DashboardBackendOptions } from '../../../test/fixtures/dashboard';
import { BALANCES, moneyRoutes, SERVICE_TIME, type MoneyRoutesOptions } from '../../../test/fixtures/dashboard-money';
import { axeViolations } from '../../../test/support/axe-dom';
import { visuallyHidden } from '../../react/styles/base';
import { PaykitProvider } from '../../react/provider/PaykitProvider';
import { PaykitApiError, PaykitConnectionError } from '../../shared/errors';
import { FxConverter, type FxConverterProps } from './FxConverter';
import { fxRefusal } from './refusal';

const disposers: (() => void)[] = [];
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  vi.useRealTimers();
});

function setup(money: MoneyRoutesOptions = {}, props: Partial<FxConverterProps> = {}, options: DashboardBackendOptions = {}, locale = 'en') {
  const backend = createDashboardBackend({ ...options, routes: { ...moneyRoutes(money), ...options.routes } });
  disposers.push(() => backend.dispose());
  const onConverted = vi.fn();
  const onQuote = vi.fn();
  const onError = vi.fn();
  const ui = (extra: Partial<FxConverterProps> = {}) => (
    <StrictMode>
      <PaykitProvider client={backend.client} locale={locale}>
        <FxConverter onConverted={onConverted} onQuote={onQuote} onError={onError} {...props} {...extra} />
      </PaykitProvider>
    </StrictMode>
  );
  const view = render(ui());
  const root = () => document.querySelector<HTMLElement>('[data-paykit="fx-converter"]')!;
  const user = userEvent.setup();
  const field = (name: string) => root().querySelector(`[data-field="${name}"]`);
  const bodies = () => backend.requests;
  return { backend, onConverted, onQuote, onError, root, user, field, bodies, rerender: (extra: Partial<FxConverterProps>) => view.rerender(ui(extra)) };
}

/** The JSON bodies the fake proxy received, by route. */
function spyBodies(money: MoneyRoutesOptions = {}) {
  const seen: { path: string; body: Record<string, unknown> }[] = [];
  const routes = moneyRoutes(money);
  const wrapped = Object.fromEntries(
    Object.entries(routes).map(([key, route]) => [
      key,
      (call: Parameters<typeof route>[0]) => {
        seen.push({ path: key, body: call.body });
        return route(call);
      },
    ]),
  );
  return { seen, routes: wrapped };
}

/** Without user-event, whose pauses read the clock a test has frozen. */
function quoteNow(amount: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount to sell (USDT)' }), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Get quote' }));
}

async function quote(user: ReturnType<typeof userEvent.setup>, amount = '100', side: 'sell' | 'receive' = 'sell') {
  await user.type(screen.getByRole('textbox', { name: side === 'sell' ? 'Amount to sell (USDT)' : 'You receive (AUD)' }), amount);
  await user.click(screen.getByRole('button', { name: 'Get quote' }));
}

describe('FxConverter', () => {
  it('quotes the amount sold: the rate, both amounts exactly as quoted and a countdown, announced', async () => {
    const { seen, routes } = spyBodies();
    const { root, user, field, onQuote } = setup({}, {}, { routes });
    expect(root()).toHaveAttribute('data-state', 'idle');
    expect(await axeViolations(root())).toEqual([]);
    await quote(user, '100');
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'quoted'));
    expect(seen[0]).toEqual({ path: 'POST /fx/quotes', body: { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '100' } });
    // The amount sold is the field's: the summary does not say it again.
    expect(field('sell')).toBeNull();
    expect(root()).not.toHaveTextContent('You sell');
    expect(field('buy')).toHaveTextContent('152.34 AUD');
    expect(field('rate')).toHaveTextContent('1 USDT = 1.5234 AUD');
    expect(screen.getByRole('timer')).toHaveTextContent(/^Expires in 0:[0-3]\d$/);
    expect(screen.getByRole('textbox', { name: 'You receive (AUD)' })).toHaveValue('152.34');
    // Said once for screen readers; on screen the quote's summary says it, so the sentence is not shown too.
    expect(within(root()).getByRole('status')).toHaveTextContent(/^Quote ready: 100\.00 USDT for 152\.34 AUD, valid for \d+ seconds\.$/);
    expect(within(root()).getByRole('status')).toHaveClass(String(visuallyHidden()));
    // The hint asked for one amount; once quoted it has nothing left to say.
    expect(root()).not.toHaveTextContent('Fill in one amount');
    expect(onQuote).toHaveBeenCalledWith(expect.objectContaining({ quote_id: 'quote_fx_0001', server_time: SERVICE_TIME }));
    expect(await axeViolations(root())).toEqual([]);
  });

  it('shows the rate to six significant digits, rounded on the decimal string, and the quote’s amounts exact', async () => {
    const routes = moneyRoutes();
    const quoteRoute = routes['POST /fx/quotes']!;
    routes['POST /fx/quotes'] = async (call) => {
      const answer = (await (await quoteRoute(call)).json()) as Record<string, unknown>;
      return json(200, { ...answer, rate: '1.5234567', buy_amount: '152.345670' });
    };
    const { root, user, field } = setup({}, {}, { routes });
    expect(root()).toHaveTextContent('Fill in one amount; the quote gives the other.');
    await quote(user, '100');
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'quoted'));
    expect(field('rate')).toHaveTextContent(/^1 USDT = 1\.52346 AUD$/);
    expect(field('buy')).toHaveTextContent(/^152\.34567 AUD$/);
  });

  it('keeps focus on the action when "Get quote" gives way to Convert, so a keyboard user is not dropped to the page', async () => {
    const { root, user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Amount to sell (USDT)' }), '100');
    const action = screen.getByRole('button', { name: 'Get quote' });
    action.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'quoted'));
    expect(screen.getByRole('button', { name: 'Convert' })).toBe(action);
    expect(action).toHaveFocus();
  });

  it('quotes the amount received when that side is typed, sending buy_amount only', async () => {
    const { seen, routes } = spyBodies();
    const { root, user, field } = setup({}, {}, { routes });
    await quote(user, '150', 'receive');
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'quoted'));
    expect(seen[0]?.body).toEqual({ sell_currency: 'USDT', buy_currency: 'AUD', buy_amount: '150' });
    expect(field('buy')).toHaveTextContent('150.00 AUD');
    expect(screen.getByRole('textbox', { name: 'Amount to sell (USDT)' })).toHaveValue('98.463963');
  });

  it('converts with the locked quote and shows the amounts debited and credited and the rate, exactly as answered', async () => {
    const { seen, routes } = spyBodies();
    const { root, user, field, onConverted } = setup({}, {}, { routes });
    await quote(user, '100');
    await user.click(await screen.findByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'converted'));
    expect(seen[1]).toEqual({
      path: 'POST /fx/conversions',
      body: { sell_currency: 'USDT', buy_currency: 'AUD', sell_amount: '100.000000', conversion_type: 'quote', quote_id: 'quote_fx_0001' },
    });
    expect(screen.getByText('Converted: 100.00 USDT debited, 152.34 AUD credited.')).toBeInTheDocument();
    expect(field('debited')).toHaveTextContent(/^100\.00 USDT$/);
    expect(field('credited')).toHaveTextContent('152.34 AUD');
    expect(field('applied-rate')).toHaveTextContent('1 USDT = 1.5234 AUD');
    expect(onConverted).toHaveBeenCalledWith(expect.objectContaining({ conversion_id: 'conversion_fx_0001', sell_amount: '100.000000', buy_amount: '152.34' }));
    expect(await axeViolations(root())).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'New conversion' }));
    expect(root()).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('textbox', { name: 'Amount to sell (USDT)' })).toHaveValue('');
  });

  it('shows a conversion still in progress, and one that failed with its reason', async () => {
    const pending = setup({ conversionStatus: 'pending' });
    await quote(pending.user);
    await pending.user.click(await screen.findByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(pending.root()).toHaveAttribute('data-state', 'pending'));
    expect(screen.getByText('Conversion in progress: 100.00 USDT debited; 152.34 AUD will be credited.')).toBeInTheDocument();
    pending.backend.dispose();
  });

  it('shows a failed conversion with the reason the service gave', async () => {
    const { root, user } = setup({ conversionStatus: 'failed' });
    await quote(user);
    await user.click(await screen.findByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'failed'));
    expect(screen.getByRole('alert')).toHaveTextContent('The conversion failed: Liquidity provider rejected the trade');
  });

  describe('the countdown runs on the service’s clock', () => {
    it('shows the time the service gives even when its clock is 30 minutes ahead of the browser, then offers a new quote when it runs out', async () => {
      // Only the clock is frozen; the countdown's timers stay real and read it on their next tick.
      vi.useFakeTimers({ toFake: ['Date'] });
      // The browser is 30 minutes behind the service: counted on the browser's clock the quote would
      // have 30 min 30 s left.
      vi.setSystemTime(Date.parse(SERVICE_TIME) - 30 * 60 * 1000);
      const { root } = setup();
      quoteNow('100');
      await waitFor(() => expect(root()).toHaveAttribute('data-state', 'quoted'));
      const timer = screen.getByRole('timer');
      expect(timer).toHaveTextContent('0:30');
      expect(within(root()).getByRole('status')).toHaveTextContent('valid for 30 seconds.');

      vi.setSystemTime(Date.now() + 10_000);
      await waitFor(() => expect(timer).toHaveTextContent('0:20'));
      expect(root()).toHaveAttribute('data-state', 'quoted');
      screen.getByRole('button', { name: 'Convert' }).focus();

      vi.setSystemTime(Date.now() + 20_000);
      await waitFor(() => expect(root()).toHaveAttribute('data-state', 'expired'));
      expect(screen.queryByRole('button', { name: 'Convert' })).toBeNull();
      // Said once, by the alert: the summary stays a quiet well and "Expires in 0:00" is gone.
      expect(root().querySelector('[data-part="quote"]')).not.toHaveAttribute('data-tone');
      expect(screen.queryByRole('timer')).toBeNull();
      expect(root().querySelectorAll('[data-part="refusal"]')).toHaveLength(1);
      const requote = screen.getByRole('button', { name: 'Get a new quote' });
      expect(requote).toHaveFocus();
      expect(within(root()).getByRole('status')).toHaveTextContent('This quote has expired. Get a new quote to convert.');
      expect(await axeViolations(root())).toEqual([]);

      fireEvent.click(requote);
      await waitFor(() => expect(root()).toHaveAttribute('data-state', 'quoted'));
      expect(screen.getByRole('timer')).toHaveTextContent('0:30');
      expect(screen.getByRole('button', { name: 'Convert' })).toBeInTheDocument();
    }, 20_000);

    it('counts a browser clock ahead of the service’s too', async () => {
      // Only the clock is frozen; the countdown's timers stay real and read it on their next tick.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.parse(SERVICE_TIME) + 2 * 60 * 60 * 1000);
      const { root } = setup({ ttlSeconds: 90 });
      quoteNow('100');
      await waitFor(() => expect(root()).toHaveAttribute('data-state', 'quoted'));
      expect(screen.getByRole('timer')).toHaveTextContent('1:30');
    });
  });

  describe('refusals, each explained in words', () => {
    const cases = [
      ['balance', 'conversion', 'refused', 'Not enough USDT: you have 5.00 USDT available.'],
      ['minimum', 'quote', 'refused', 'The minimum you can sell is 10.00 USDT.'],
      ['expired', 'conversion', 'expired', 'This quote has expired. Get a new quote to convert.'],
      ['used', 'conversion', 'expired', 'This quote was already used. Get a new quote.'],
      ['disabled', 'quote', 'refused', 'Currency conversion is not turned on for this account. Ask the platform to turn it on, then try again.'],
      ['unauthorized', 'quote', 'error', 'Your session has ended. Sign in again, then try again.'],
      ['forbidden', 'conversion', 'error', 'This account is not allowed to do this. Ask the platform for access.'],
      ['network', 'quote', 'error', 'The server could not be reached. Check your connection and try again.'],
      ['unknown', 'conversion', 'refused', 'The conversion was refused: Conversions are paused for maintenance'],
    ] as const;

    it.each(cases)('%s (refusing the %s)', async (name, when, state, words) => {
      const { root, user, onError } = setup(when === 'quote' ? { quoteRefusal: name } : { conversionRefusal: name });
      await quote(user, '100');
      if (when === 'conversion') await user.click(await screen.findByRole('button', { name: 'Convert' }));
      await waitFor(() => expect(root()).toHaveAttribute('data-state', state));
      expect(screen.getByRole('alert')).toHaveTextContent(words);
      expect(onError).toHaveBeenCalled();
      const next = state === 'expired' ? 'Get a new quote' : state === 'error' ? 'Try again' : 'Get quote';
      expect(screen.getByRole('button', { name: next })).toBeInTheDocument();
      expect(await axeViolations(root())).toEqual([]);
    });

    it('reads the available amount from the balances when the refusal does not say it', async () => {
      const { root, user } = setup(
        {},
        {},
        {
          routes: {
            'POST /fx/conversions': () => problem(422, 'insufficient_balance', 'Insufficient balance in the sell currency'),
            'GET /balances': () => json(200, { data: [{ currency: 'USDT', available: '5.00' }, ...BALANCES.slice(1)] }),
          },
        },
      );
      await quote(user, '100');
      await user.click(await screen.findByRole('button', { name: 'Convert' }));
      await waitFor(() => expect(root()).toHaveAttribute('data-refusal', 'balance'));
      expect(screen.getByRole('alert')).toHaveTextContent('Not enough USDT: you have 5.00 USDT available.');
    });

    it('after an expired refusal a new quote can be converted', async () => {
      let refuse = true;
      const routes = moneyRoutes();
      const { root, user } = setup(
        {},
        {},
        {
          routes: { 'POST /fx/conversions': (call) => (refuse ? problem(422, 'quote_expired', 'Quote expired') : routes['POST /fx/conversions']!(call)) },
        },
      );
      await quote(user, '100');
      await user.click(await screen.findByRole('button', { name: 'Convert' }));
      await waitFor(() => expect(root()).toHaveAttribute('data-state', 'expired'));
      refuse = false;
      await user.click(screen.getByRole('button', { name: 'Get a new quote' }));
      await user.click(await screen.findByRole('button', { name: 'Convert' }));
      await waitFor(() => expect(root()).toHaveAttribute('data-state', 'converted'));
    });
  });

  describe('checks before sending', () => {
    it.each([
      ['', 'Enter an amount to sell or to receive'],
      ['abc', 'Enter the amount in figures, with thousands like 1,500 and decimals like 1.5'],
      ['0', 'Enter an amount greater than 0'],
      ['1.1234567', 'USDT amounts have at most 6 decimal places'],
    ])('%j: says what to fix, GOV.UK style, and sends nothing', async (typed, words) => {
      const { root, user, backend } = setup();
      if (typed) await user.type(screen.getByRole('textbox', { name: 'Amount to sell (USDT)' }), typed);
      await user.click(screen.getByRole('button', { name: 'Get quote' }));
      expect(root()).toHaveAttribute('data-state', 'invalid');
      // One error needs no summary: focus goes to its field, which says it.
      expect(root().querySelector('[data-part="error-summary"]')).toBeNull();
      const input = screen.getByRole('textbox', { name: 'Amount to sell (USDT)' });
      expect(input).toHaveFocus();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(words);
      expect(backend.requests.filter((request) => request.startsWith('POST'))).toEqual([]);
      expect(await axeViolations(root())).toEqual([]);
    });

    it.each([
      ['12,500', '12500'],
      ['1,000', '1000'],
      ['1,234.5', '1234.5'],
    ])('reads %j with its thousands separator, sending %j', async (typed, sent) => {
      const { seen, routes } = spyBodies();
      const { root, user } = setup({}, {}, { routes });
      await quote(user, typed);
      await waitFor(() => expect(root()).toHaveAttribute('data-state', 'quoted'));
      expect(seen[0]?.body.sell_amount).toBe(sent);
    });

    it.each(['1,5', '1.000,5', '25 5'])('refuses %j rather than guess, showing how to type it', async (typed) => {
      const { root, user, backend } = setup();
      await quote(user, typed);
      expect(root()).toHaveAttribute('data-state', 'invalid');
      expect(screen.getByRole('textbox', { name: 'Amount to sell (USDT)' })).toHaveAccessibleDescription(
        'Enter the amount in figures, with thousands like 1,500 and decimals like 1.5',
      );
      expect(backend.requests.filter((request) => request.startsWith('POST'))).toEqual([]);
    });

    it('reads the decimal comma and the grouping of a German locale, and writes the quoted amount back in it', async () => {
      const { seen, routes } = spyBodies();
      const { root, user } = setup({}, {}, { routes }, 'de');
      await quote(user, '1.234,5');
      await waitFor(() => expect(root()).toHaveAttribute('data-state', 'quoted'));
      expect(seen[0]?.body.sell_amount).toBe('1234.5');
      expect(screen.getByRole('textbox', { name: 'You receive (AUD)' })).toHaveValue('1.880,63');
    });

    it('says how large an amount may be when it has too many digits', async () => {
      const { root, user } = setup();
      await quote(user, '123456789012345678');
      expect(root()).toHaveAttribute('data-state', 'invalid');
      expect(screen.getByRole('textbox', { name: 'Amount to sell (USDT)' })).toHaveAccessibleDescription(
        'Enter an amount below 1,000,000,000,000,000 USDT: at most 15 digits before the decimal point',
      );
    });

    it('refuses to buy the currency it sells', async () => {
      const { root, user, backend } = setup();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Buy' }), 'USDT');
      await quote(user, '100');
      expect(root()).toHaveAttribute('data-state', 'invalid');
      expect(screen.getByRole('combobox', { name: 'Buy' })).toHaveAccessibleDescription('Choose a currency to buy other than USDT');
      expect(backend.requests).toEqual([]);
    });
  });

  it('lets the caller own the currencies (controlled) and drops a quote when the pair changes', async () => {
    const onSellCurrencyChange = vi.fn();
    const { root, user, rerender } = setup({}, { sellCurrency: 'USDC', buyCurrency: 'AUD', onSellCurrencyChange });
    const sell = screen.getByRole('combobox', { name: 'Sell' });
    expect(sell).toHaveValue('USDC');
    await user.selectOptions(sell, 'EUR');
    expect(onSellCurrencyChange).toHaveBeenCalledWith('EUR');
    expect(sell).toHaveValue('USDC');
    await user.type(screen.getByRole('textbox', { name: 'Amount to sell (USDC)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'quoted'));
    rerender({ sellCurrency: 'USDT', buyCurrency: 'EUR', onSellCurrencyChange });
    expect(screen.getByRole('combobox', { name: 'Sell' })).toHaveValue('USDT');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Buy' }), 'AUD');
    expect(root()).toHaveAttribute('data-state', 'idle');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('starts from defaultSellCurrency and defaultBuyCurrency when it owns them', async () => {
    const { user } = setup({}, { defaultSellCurrency: 'AUD', defaultBuyCurrency: 'USDT' });
    const sell = screen.getByRole('combobox', { name: 'Sell' });
    expect(sell).toHaveValue('AUD');
    await user.selectOptions(sell, 'EUR');
    expect(sell).toHaveValue('EUR');
  });

  it('says it is quoting while the answer is on its way', async () => {
    const { root, user } = setup({}, {}, { delayMs: Number.POSITIVE_INFINITY });
    await quote(user, '100');
    expect(root()).toHaveAttribute('data-state', 'quoting');
    expect(within(root()).getByRole('status')).toHaveTextContent('Getting a quote…');
  });
});

describe('fxRefusal', () => {
  const api = (status: number, code: string, message: string) => new PaykitApiError({ status, code, message });

  it('reads a service’s specific codes as well as the sandbox’s words', () => {
    expect(fxRefusal(api(422, 'insufficient_funds', 'Not enough money'))).toEqual({ kind: 'balance' });
    expect(fxRefusal(api(422, 'amount_below_minimum', 'Too small'))).toEqual({ kind: 'minimum' });
    expect(fxRefusal(api(422, 'quote_expired', 'Too late'))).toEqual({ kind: 'expired' });
    expect(fxRefusal(api(403, 'fx_not_enabled', 'No FX'))).toEqual({ kind: 'disabled' });
    expect(fxRefusal(api(422, 'capability_not_active', 'Inactive'))).toEqual({ kind: 'disabled' });
  });

  it('takes the figures from the message, exactly as written', () => {
    expect(fxRefusal(api(422, 'unprocessable_entity', 'Insufficient balance in the sell currency: 12.5 BTC needed, 0.00012345 BTC available to x'))).toEqual({
      kind: 'balance',
      currency: 'BTC',
      needed: '12.5',
      available: '0.00012345',
    });
    expect(fxRefusal(api(422, 'unprocessable_entity', 'sell_amount (9.99 AUD, calculated from buy_amount) is below the minimum of 10.00 AUD for AUD→USDT'))).toEqual(
      {
        kind: 'minimum',
        minimum: '10.00',
        currency: 'AUD',
      },
    );
  });

  it('keeps what it does not recognise, and tells failures that are not refusals apart', () => {
    expect(fxRefusal(api(422, 'unprocessable_entity', 'Quote q is for USDT→AUD, not USDT→EUR'))).toEqual({
      kind: 'other',
      message: 'Quote q is for USDT→AUD, not USDT→EUR',
    });
    expect(fxRefusal(api(401, 'unauthorized', 'x'))).toEqual({ kind: 'problem', key: 'money.problem.auth' });
    expect(fxRefusal(api(500, 'internal_error', 'x'))).toEqual({ kind: 'problem', key: 'money.problem.other' });
    expect(fxRefusal(new PaykitConnectionError('offline'))).toEqual({ kind: 'problem', key: 'money.problem.network' });
  });
});
