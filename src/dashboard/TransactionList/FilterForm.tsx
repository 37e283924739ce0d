import { useId, useRef, useState, type FormEvent } from 'react';
import * as forms from '../../react/components/forms/styles';
import { button, cluster } from '../../react/styles/base';
import { isPaymentLinkId } from '../../shared/ids';
import { STATUS_ORDER } from '../TransactionDetails/TransactionStatus';
import { isBackwards, normalise, type TransactionFilters } from './filters';
import type { ListTranslate } from './types';
import * as styles from './styles';

interface FilterFormProps {
  /** The filters in force; the form starts from them and follows them when they change. */
  applied: TransactionFilters;
  currencies: readonly string[];
  onApply: (filters: TransactionFilters) => void;
  t: ListTranslate;
}

/**
 * The filters as a form: nothing is asked until "Apply filters" (a payment link id typed
 * letter by letter would otherwise ask for a page per letter). Dates are native date inputs.
 */
export function FilterForm({ applied, currencies, onApply, t }: FilterFormProps) {
  const [draft, setDraft] = useState<TransactionFilters>(applied);
  const [rangeError, setRangeError] = useState(false);
  const [linkError, setLinkError] = useState(false);
  const toRef = useRef<HTMLInputElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const appliedKey = JSON.stringify(normalise(applied));

  // New filters in force (applied, cleared, or the caller's prop) replace the draft.
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setDraft(normalise(applied));
    setRangeError(false);
    setLinkError(false);
  }

  const set = (field: keyof TransactionFilters) => (event: { target: { value: string } }) => setDraft((previous) => ({ ...previous, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    // Refused here, in words on the field: the service would answer a malformed id with an error
    // that replaced the whole table.
    const link = normalise(draft).paymentLinkId;
    const badLink = link !== undefined && !isPaymentLinkId(link);
    const backwards = isBackwards(draft);
    setLinkError(badLink);
    setRangeError(backwards);
    if (badLink) linkRef.current?.focus();
    else if (backwards) toRef.current?.focus();
    if (!badLink && !backwards) onApply(normalise(draft));
  }

  function clear() {
    setDraft({});
    setRangeError(false);
    setLinkError(false);
    onApply({});
  }

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-legend`} role="search" noValidate>
      <fieldset className={styles.fieldset()}>
        <legend id={`${id}-legend`} className={styles.legend()}>
          {t('transactions.filters')}
        </legend>
        <div className={styles.fieldGrid()}>
          <div>
            <label className={forms.label()} htmlFor={`${id}-status`}>
              {t('transactions.status')}
            </label>
            <select id={`${id}-status`} className={forms.select()} value={draft.status ?? ''} onChange={set('status')}>
              <option value="">{t('transactions.anyStatus')}</option>
              {STATUS_ORDER.map((status) => (
                <option key={status} value={status}>
                  {t(`transactions.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className={forms.label()} htmlFor={`${id}-currency`}>
              {t('transactions.currency')}
            </label>
            <select id={`${id}-currency`} className={forms.select()} value={draft.currency ?? ''} onChange={set('currency')}>
              <option value="">{t('transactions.anyCurrency')}</option>
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label className={forms.label()} htmlFor={`${id}-link`}>
              {t('transactions.link')}
            </label>
            {linkError && (
              <span id={`${id}-link-error`} className={forms.errorMessage()}>
                {t('transactions.linkError')}
              </span>
            )}
            <input
              ref={linkRef}
              id={`${id}-link`}
              className={forms.input()}
              type="text"
              spellCheck={false}
              autoComplete="off"
              value={draft.paymentLinkId ?? ''}
              onChange={set('paymentLinkId')}
              aria-invalid={linkError || undefined}
              aria-describedby={linkError ? `${id}-link-error` : undefined}
            />
          </div>
          <div>
            <label className={forms.label()} htmlFor={`${id}-from`}>
              {t('transactions.from')}
            </label>
            <input id={`${id}-from`} className={forms.input()} type="date" value={draft.from ?? ''} onChange={set('from')} />
          </div>
          <div>
            <label className={forms.label()} htmlFor={`${id}-to`}>
              {t('transactions.to')}
            </label>
            <span id={`${id}-to-hint`} className={forms.hint()}>
              {t('transactions.toHint')}
            </span>
            {rangeError && (
              <span id={`${id}-to-error`} className={forms.errorMessage()}>
                {t('transactions.rangeError')}
              </span>
            )}
            <input
              ref={toRef}
              id={`${id}-to`}
              className={forms.input()}
              type="date"
              min={draft.from || undefined}
              value={draft.to ?? ''}
              onChange={set('to')}
              aria-invalid={rangeError || undefined}
              aria-describedby={rangeError ? `${id}-to-hint ${id}-to-error` : `${id}-to-hint`}
            />
          </div>
        </div>
        <div className={cluster()}>
          <button type="submit" className={button()}>
            {t('transactions.apply')}
          </button>
          <button type="button" className={button()} data-variant="secondary" onClick={clear}>
            {t('transactions.clear')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
