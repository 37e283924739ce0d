import type { WithRootProps } from 'paykit';
import type { FxQuoteView } from 'paykit/client';
import type { FxConversion, FxCurrency } from 'paykit/schemas';
import { forwardRef, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createFxConversion, createFxQuote } from '../../client/fx';
import { getBalances } from '../../client/balances';
import { FX_CURRENCIES } from '../../shared/schemas/fx-vocabulary';
import { useControllableState } from '../../react/hooks/useControllableState';
import { useCountdown } from '../../react/hooks/useCountdown';
import { enDashboardMoney } from '../../react/i18n/en-dashboard-money';
import { formatDuration } from '../../react/i18n/format';
import { useCatalogueT } from '../../react/i18n/useCatalogueT';
import { useLatest } from '../../react/internal/useLatest';
import { usePaykit } from '../../react/provider/context';
import { button, cluster, cx, visuallyHidden } from '../../react/styles/base';
import { ErrorSummary } from '../../react/components/forms/ErrorSummary';
import { AmountField, CurrencySelect, RefusalNotice, ResultPanel, type FieldError } from './parts';
import { shownRate } from './rate';
import { fxRefusal, type FxRefusal } from './refusal';
import * as styles from './styles';
import { checkAmount } from './validate';

/** What the converter shows: its `data-state`. */
export type FxConverterState = 'idle' | 'invalid' | 'quoting' | 'quoted' | 'expired' | 'converting' | 'converted' | 'pending' | 'failed' | 'refused' | 'error';

/** Which amount the person fixed; the quote gives the other. */
export type FxSide = 'sell' | 'buy';

/** FxConverter's own props. */
export interface FxConverterOwnProps {
  /** The currency sold (controlled); with `onSellCurrencyChange`. */
  sellCurrency?: FxCurrency;
  /** The first currency sold when the converter owns it (default USDT). */
  defaultSellCurrency?: FxCurrency;
  /** Called with the currency the person chose to sell. */
  onSellCurrencyChange?: (currency: FxCurrency) => void;
  /** The currency bought (controlled); with `onBuyCurrencyChange`. */
  buyCurrency?: FxCurrency;
  /** The first currency bought when the converter owns it (default AUD). */
  defaultBuyCurrency?: FxCurrency;
  /** Called with the currency the person chose to buy. */
  onBuyCurrencyChange?: (currency: FxCurrency) => void;
  /** The currencies offered (default every one of FX_CURRENCIES). */
  currencies?: readonly FxCurrency[];
  /** Each quote as answered (its `server_time` included). */
  onQuote?: (quote: FxQuoteView) => void;
  /** Each conversion the service created, whatever its status: a moment to read the balances again. */
  onConverted?: (conversion: FxConversion) => void;
  /** Every refused or failed call; each is also explained in words. */
  onError?: (error: unknown) => void;
  /** The heading's level (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Extra classes on the root `<section>`. */
  className?: string;
}

/** FxConverter's props: its own, and any attribute of its root `<section>`. */
export type FxConverterProps = WithRootProps<FxConverterOwnProps, 'section'>;

/** Where the conversion stands: a quote carries the offset of the service's clock from ours, measured on its arrival. */
type Step =
  | { step: 'idle' }
  | { step: 'quoting' }
  | { step: 'quoted' | 'converting'; quote: FxQuoteView; offset: number; spoken: string }
  | { step: 'done'; conversion: FxConversion }
  | { step: 'refused'; refusal: FxRefusal };

/**
 * Converts between two currencies at a locked rate: the person fixes one amount, "Get quote" asks
 * the service (`POST /fx/quotes`) for the other, the rate and the quote's expiry, counted down on
 * the service's clock; "Convert" redeems the quote (`POST /fx/conversions`, conversion_type quote)
 * while it holds. Every refusal is explained in words. The ref and other props go to its root `<section>`.
 */
export const FxConverter = forwardRef<HTMLElement, FxConverterProps>(function FxConverter(
  {
    sellCurrency: sellProp,
    defaultSellCurrency = 'USDT',
    onSellCurrencyChange,
    buyCurrency: buyProp,
    defaultBuyCurrency = 'AUD',
    onBuyCurrencyChange,
    currencies = FX_CURRENCIES,
    onQuote,
    onConverted,
    onError,
    headingLevel = 2,
    className,
    ...rest
  },
  ref,
) {
  const { client, formatAmount, now } = usePaykit('FxConverter');
  const { t, locale } = useCatalogueT(enDashboardMoney, 'FxConverter');
  const [sell, setSell] = useControllableState({ value: sellProp, defaultValue: defaultSellCurrency, onChange: onSellCurrencyChange });
  const [buy, setBuy] = useControllableState({ value: buyProp, defaultValue: defaultBuyCurrency, onChange: onBuyCurrencyChange });
  const [amounts, setAmounts] = useState<Record<FxSide, string>>({ sell: '', buy: '' });
  const [fixed, setFixed] = useState<FxSide>('sell');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [summarySignal, setSummarySignal] = useState(0);
  const [state, setState] = useState<Step>({ step: 'idle' });
  const callbacks = useLatest({ onQuote, onConverted, onError });
  const run = useRef<AbortController | null>(null);
  const id = useId();
  const titleId = `${id}title`;
  const fieldIds = { sellCurrency: `${id}sell-currency`, buyCurrency: `${id}buy-currency`, sell: `${id}sell-amount`, buy: `${id}buy-amount` };
  const Heading = `h${headingLevel}` as 'h2';

  const quote = state.step === 'quoted' || state.step === 'converting' ? state.quote : null;
  const offset = quote && 'offset' in state ? state.offset : 0;
  // The service's clock: ours plus how far ahead of ours it was when the quote arrived.
  const serviceNow = useCallback(() => now() + offset, [now, offset]);
  const countdown = useCountdown(quote?.quote_expiry, { now: serviceNow, locale });
  const expired =
    (state.step === 'quoted' && countdown.expired) || (state.step === 'refused' && (state.refusal.kind === 'expired' || state.refusal.kind === 'used'));

  useEffect(() => () => run.current?.abort(), []);

  /** A new request: the one before it is no longer wanted. */
  function start(): AbortSignal {
    run.current?.abort();
    run.current = new AbortController();
    return run.current.signal;
  }

  function reset(next: Step = { step: 'idle' }) {
    run.current?.abort();
    setState(next);
  }

  async function explain(error: unknown, currency: string): Promise<FxRefusal> {
    const refusal = fxRefusal(error);
    if (refusal.kind !== 'balance' || refusal.available !== undefined) return refusal;
    // The message did not say how much there is: the balances do.
    try {
      const found = (await getBalances(client)).data.find((balance) => balance.currency === currency);
      return found ? { kind: 'balance', currency, available: found.available } : refusal;
    } catch {
      return refusal;
    }
  }

  async function refuse(error: unknown, signal: AbortSignal) {
    callbacks.current.onError?.(error);
    const refusal = await explain(error, sell);
    if (!signal.aborted) setState({ step: 'refused', refusal });
  }

  function validate(): { side: FxSide; amount: string } | null {
    const found: FieldError[] = [];
    if (sell === buy) found.push({ targetId: fieldIds.buyCurrency, field: 'buy-currency', text: t('fx.error.same', { currency: sell }) });
    const side = amounts.sell.trim() === '' && amounts.buy.trim() !== '' ? 'buy' : fixed === 'buy' && amounts.buy.trim() !== '' ? 'buy' : 'sell';
    const check = checkAmount(amounts[side], side === 'sell' ? sell : buy, locale);
    if ('error' in check) found.push({ targetId: fieldIds[side], field: side, text: t(check.error, check.vars) });
    setErrors(found);
    if (found.length > 0 || 'error' in check) {
      setSummarySignal((n) => n + 1);
      reset();
      return null;
    }
    return { side, amount: check.amount };
  }

  async function getQuote(event?: FormEvent) {
    event?.preventDefault();
    if (state.step === 'quoting' || state.step === 'converting') return;
    const valid = validate();
    if (!valid) return;
    const signal = start();
    setState({ step: 'quoting' });
    const amount = valid.side === 'sell' ? { sell_amount: valid.amount } : { buy_amount: valid.amount };
    try {
      const answer = await createFxQuote(client, { sell_currency: sell, buy_currency: buy, ...amount }, { signal });
      if (signal.aborted) return;
      const served = answer.server_time ? Date.parse(answer.server_time) : Number.NaN;
      // Measured once, on arrival: later, the same stamp would be older than it says.
      const arrival = now();
      const skew = Number.isNaN(served) ? 0 : served - arrival;
      const seconds = Math.max(0, Math.ceil((Date.parse(answer.quote_expiry) - arrival - skew) / 1000));
      // Written back exactly, in the notation the field reads (a German field reads "152,34", not "152.34").
      setAmounts(
        valid.side === 'sell' ? { sell: amounts.sell, buy: formatAmount(answer.buy_amount) } : { sell: formatAmount(answer.sell_amount), buy: amounts.buy },
      );
      setFixed(valid.side);
      setState({ step: 'quoted', quote: answer, offset: skew, spoken: formatDuration(seconds, locale) });
      callbacks.current.onQuote?.(answer);
    } catch (error) {
      if (!signal.aborted) await refuse(error, signal);
    }
  }

  async function convert() {
    if (state.step !== 'quoted' || countdown.expired) return;
    const held = state;
    const signal = start();
    setState({ ...held, step: 'converting' });
    const side = fixed === 'sell' ? { sell_amount: held.quote.sell_amount } : { buy_amount: held.quote.buy_amount };
    try {
      const conversion = await createFxConversion(
        client,
        {
          sell_currency: held.quote.sell_currency as FxCurrency,
          buy_currency: held.quote.buy_currency as FxCurrency,
          ...side,
          conversion_type: 'quote',
          quote_id: held.quote.quote_id,
        },
        { signal },
      );
      if (signal.aborted) return;
      setState({ step: 'done', conversion });
      callbacks.current.onConverted?.(conversion);
    } catch (error) {
      if (!signal.aborted) await refuse(error, signal);
    }
  }

  function type(side: FxSide, value: string) {
    // A quote answers the amounts it was asked for; new amounts need a new one.
    setAmounts(side === 'sell' ? { sell: value, buy: '' } : { sell: '', buy: value });
    setFixed(side);
    if (state.step !== 'idle') reset();
  }

  function choose(side: FxSide, currency: FxCurrency) {
    (side === 'sell' ? setSell : setBuy)(currency);
    // The amount the quote calculated was in the old pair.
    setAmounts((previous) => (fixed === 'sell' ? { sell: previous.sell, buy: '' } : { sell: '', buy: previous.buy }));
    if (state.step !== 'idle') reset();
  }

  function again() {
    setAmounts({ sell: '', buy: '' });
    setErrors([]);
    reset();
  }

  const phase: FxConverterState =
    state.step === 'done'
      ? state.conversion.status === 'converted'
        ? 'converted'
        : state.conversion.status
      : expired
        ? 'expired'
        : state.step === 'refused'
          ? state.refusal.kind === 'problem'
            ? 'error'
            : 'refused'
          : state.step === 'idle'
            ? errors.length > 0
              ? 'invalid'
              : 'idle'
            : state.step;

  const money = (amount: string, currency: string) => `${formatAmount(amount, currency)} ${currency}`;
  const announcement =
    phase === 'quoting'
      ? t('fx.quoting')
      : phase === 'quoted' && quote && state.step === 'quoted'
        ? t('fx.quoted', { sell: money(quote.sell_amount, quote.sell_currency), buy: money(quote.buy_amount, quote.buy_currency), time: state.spoken })
        : phase === 'expired' && state.step === 'quoted'
          ? t('fx.expired')
          : phase === 'converting'
            ? t('fx.converting')
            : '';

  const errorFor = (field: FieldError['field']) => errors.find((error) => error.field === field)?.text;
  const locked = state.step === 'quoting' || state.step === 'converting';
  const showQuote = quote !== null;

  return (
    <section
      {...rest}
      ref={ref}
      className={cx(styles.root(), className)}
      aria-labelledby={titleId}
      data-paykit="fx-converter"
      data-state={phase}
      data-refusal={state.step === 'refused' ? state.refusal.kind : undefined}
    >
      <Heading id={titleId} className={styles.heading()}>
        {t('fx.title')}
      </Heading>
      {/* For screen readers only: on screen the quote's summary says it once. */}
      <p role="status" className={visuallyHidden()}>
        {announcement}
      </p>
      {state.step === 'done' ? (
        <ResultPanel conversion={state.conversion} money={money} formatAmount={formatAmount} t={t} onAgain={again} />
      ) : (
        <form className={styles.form()} noValidate onSubmit={(event) => void getQuote(event)} aria-labelledby={titleId}>
          <ErrorSummary items={errors} focusSignal={summarySignal} oneAtField />
          {!showQuote && <p className={styles.hintText()}>{t('fx.hint')}</p>}
          <div className={styles.side()}>
            <CurrencySelect id={fieldIds.sellCurrency} label={t('fx.sellCurrency')} value={sell} currencies={currencies} onChange={(c) => choose('sell', c)} />
            <AmountField
              id={fieldIds.sell}
              label={t('fx.sellAmount')}
              currency={sell}
              value={amounts.sell}
              error={errorFor('sell')}
              onChange={(v) => type('sell', v)}
            />
          </div>
          <div className={styles.side()}>
            <CurrencySelect
              id={fieldIds.buyCurrency}
              label={t('fx.buyCurrency')}
              value={buy}
              currencies={currencies}
              error={errorFor('buy-currency')}
              onChange={(c) => choose('buy', c)}
            />
            <AmountField id={fieldIds.buy} label={t('fx.buyAmount')} currency={buy} value={amounts.buy} error={errorFor('buy')} onChange={(v) => type('buy', v)} />
          </div>

          {showQuote && (
            // A summary, not news: a quiet well even once expired (the one alert under it says so).
            <div className={styles.panel()} data-part="quote">
              <dl className={styles.figures()}>
                <dt>{t('fx.youGet')}</dt>
                <dd dir="ltr" data-field="buy">
                  {money(quote.buy_amount, quote.buy_currency)}
                </dd>
                <dt>{t('fx.rate')}</dt>
                <dd dir="ltr" data-field="rate">
                  {t('fx.rateValue', { sell: quote.sell_currency, rate: formatAmount(shownRate(quote.rate)), buy: quote.buy_currency })}
                </dd>
              </dl>
              {/* Live, but a timer is not read out each second: the status above said how long, once. Gone at 0:00: the alert says it. */}
              {!expired && (
                <p role="timer" aria-describedby={`${id}timer`} className={styles.expiry()} data-field="countdown">
                  {t('fx.expiresIn', { time: countdown.label })}
                </p>
              )}
              <span id={`${id}timer`} hidden>
                {countdown.spoken}
              </span>
            </div>
          )}
          {state.step === 'refused' && <RefusalNotice refusal={state.refusal} t={t} formatAmount={formatAmount} />}
          {expired && state.step === 'quoted' && <RefusalNotice refusal={{ kind: 'expired' }} t={t} formatAmount={formatAmount} quiet />}

          <div className={cluster()} data-gap="3" data-part="actions">
            {showQuote && !expired ? (
              <>
                {/*
                  One element with "Get quote" and "Get a new quote" (one key): each gives way to the next in place, so
                  the focus it had stays and a keyboard user is never dropped to the page.
                */}
                <button key="primary" type="button" className={button()} aria-disabled={locked || undefined} onClick={() => void convert()}>
                  {state.step === 'converting' ? t('fx.converting') : t('fx.convert')}
                </button>
                <button type="button" className={button()} data-variant="secondary" disabled={locked} onClick={() => reset()}>
                  {t('fx.cancel')}
                </button>
              </>
            ) : (
              <button key="primary" type="submit" className={button()} aria-disabled={locked || undefined}>
                {state.step === 'quoting'
                  ? t('fx.quoting')
                  : expired
                    ? t('fx.requote')
                    : state.step === 'refused' && state.refusal.kind === 'problem'
                      ? t('money.retry')
                      : t('fx.getQuote')}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
});
