/** FxConverter's parts: its fields, the error summary, a refusal in words and the result. */
import type { DashboardMoneyKey } from 'paykit';
import type { FxConversion, FxCurrency } from 'paykit/schemas';
import type { CatalogueI18n } from '../../react/i18n/useCatalogueT';
import { StatusIcon } from '../../react/internal/StatusIcon';
import { button, cluster } from '../../react/styles/base';
import { errorMessage, group, input, label as labelStyle, select } from '../../react/components/forms/styles';
import { shownRate } from './rate';
import type { FxRefusal } from './refusal';
import * as styles from './styles';

type T = CatalogueI18n<DashboardMoneyKey>['t'];

/** One field's error, as the summary links to it and the field shows it. */
export interface FieldError {
  targetId: string;
  field: 'sell' | 'buy' | 'buy-currency';
  text: string;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
}

export function CurrencySelect({
  id,
  label,
  value,
  currencies,
  error,
  onChange,
}: FieldProps & { value: FxCurrency; currencies: readonly FxCurrency[]; onChange: (currency: FxCurrency) => void }) {
  return (
    <div className={group()} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className={labelStyle()}>
        {label}
      </label>
      {error && (
        <span id={`${id}-error`} className={errorMessage()}>
          {error}
        </span>
      )}
      <select
        id={id}
        className={select()}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value as FxCurrency)}
      >
        {(currencies.includes(value) ? currencies : [value, ...currencies]).map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AmountField({ id, label, currency, value, error, onChange }: FieldProps & { currency: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className={group()} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className={labelStyle()}>
        {label} <span translate="no">({currency})</span>
      </label>
      {error && (
        <span id={`${id}-error`} className={errorMessage()}>
          {error}
        </span>
      )}
      <input
        id={id}
        className={input()}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A refusal's words; `quiet` when the status region has already said it (a quote running out here). */
export function RefusalNotice({
  refusal,
  t,
  formatAmount,
  quiet,
}: {
  refusal: FxRefusal;
  t: T;
  formatAmount: (value: string, currency?: string) => string;
  quiet?: boolean;
}) {
  const words = refusalWords(refusal, t, formatAmount);
  const tone = refusal.kind === 'expired' || refusal.kind === 'used' ? 'warning' : 'danger';
  return (
    <div className={styles.panel()} data-tone={tone} data-part="refusal" role={quiet ? undefined : 'alert'}>
      <p>
        <StatusIcon tone={tone} />
        <span>{words}</span>
      </p>
    </div>
  );
}

function refusalWords(refusal: FxRefusal, t: T, formatAmount: (value: string, currency?: string) => string): string {
  switch (refusal.kind) {
    case 'balance':
      return refusal.available !== undefined && refusal.currency
        ? t('fx.refusal.balance', { currency: refusal.currency, available: formatAmount(refusal.available, refusal.currency) })
        : t('fx.refusal.balanceShort', { currency: refusal.currency ?? '' });
    case 'minimum':
      return refusal.minimum !== undefined && refusal.currency
        ? t('fx.refusal.minimum', { minimum: formatAmount(refusal.minimum, refusal.currency), currency: refusal.currency })
        : t('fx.refusal.minimumShort');
    case 'expired':
      return t('fx.expired');
    case 'used':
      return t('fx.refusal.used');
    case 'disabled':
      return t('fx.refusal.disabled');
    case 'problem':
      return t(refusal.key);
    case 'other':
      return t('fx.refusal.other', { message: refusal.message });
  }
}

/** What was debited and credited and at which rate, exactly as the service answered. */
export function ResultPanel({
  conversion,
  money,
  formatAmount,
  t,
  onAgain,
}: {
  conversion: FxConversion;
  money: (amount: string, currency: string) => string;
  formatAmount: (value: string) => string;
  t: T;
  onAgain: () => void;
}) {
  const sell = money(conversion.sell_amount, conversion.sell_currency);
  const buy = money(conversion.buy_amount, conversion.buy_currency);
  const failed = conversion.status === 'failed';
  const tone = failed ? 'danger' : conversion.status === 'pending' ? 'info' : 'success';
  const headline = failed
    ? t('fx.failed', { reason: conversion.failure_reason ?? '' })
    : conversion.status === 'pending'
      ? t('fx.pending', { sell, buy })
      : t('fx.converted', { sell, buy });
  return (
    <div className={styles.panel()} data-tone={tone} data-part="result">
      <p role={failed ? 'alert' : 'status'}>
        <StatusIcon tone={tone} />
        <span>{headline}</span>
      </p>
      {!failed && (
        <dl className={styles.figures()}>
          <dt>{t('fx.debited')}</dt>
          <dd dir="ltr" data-field="debited">
            {sell}
          </dd>
          <dt>{t('fx.credited')}</dt>
          <dd dir="ltr" data-field="credited">
            {buy}
          </dd>
          <dt>{t('fx.appliedRate')}</dt>
          <dd dir="ltr" data-field="applied-rate">
            {t('fx.rateValue', { sell: conversion.sell_currency, rate: formatAmount(shownRate(conversion.rate)), buy: conversion.buy_currency })}
          </dd>
        </dl>
      )}
      <div className={cluster()} data-gap="3">
        <button type="button" className={button()} data-variant="secondary" onClick={onAgain}>
          {t('fx.again')}
        </button>
      </div>
    </div>
  );
}
