import { useId, useState } from 'react';
import * as forms from '../../react/components/forms/styles';
import { button, cluster, cx, visuallyHidden } from '../../react/styles/base';
import { isPaymentLinkId } from '../../shared/ids';
import { STATUS_ORDER } from '../TransactionDetails/TransactionStatus';
import { hasFilters, isBackwards, localDayStart, normalise, type TransactionFilters } from './filters';
import type { ListTranslate } from './types';
import * as styles from './styles';

interface FilterFormProps {
  /** The filters in force; the form starts from them and follows them when they change. */
  applied: TransactionFilters;
  currencies: readonly string[];
  onApply: (filters: TransactionFilters) => void;
  t: ListTranslate;
  locale: string;
}

/**
 * The filters as a form that applies each change as it is made: a status, a currency or a day
 * at once; a payment link id when the field is left or Enter is pressed (typed letter by letter
 * it would otherwise ask for a page per letter). A link id or a range the service would refuse
 * is said on its field and not applied. On a wide card the fields are one row of small controls
 * named by their choices ("Any status") with "Clear filters" at its end, and a link id is a chip
 * under them (a page of one link's transactions); on a narrow one (a phone) they fold behind a
 * "Filters" button that counts the applied ones, each of which stays in sight as a chip that
 * removes it.
 */
export function FilterForm({ applied, currencies, onApply, t, locale }: FilterFormProps) {
  const [draft, setDraft] = useState<TransactionFilters>(applied);
  const [rangeError, setRangeError] = useState(false);
  const [linkError, setLinkError] = useState(false);
  const [open, setOpen] = useState(false);
  const number = new Intl.NumberFormat(locale);
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

  // Refused here, in words on the field: the service would answer a malformed id with an error
  // that replaced the whole table.
  function commit(next: TransactionFilters) {
    const link = normalise(next).paymentLinkId;
    const badLink = link !== undefined && !isPaymentLinkId(link);
    const backwards = isBackwards(next);
    setLinkError(badLink);
    setRangeError(backwards);
    if (!badLink && !backwards && JSON.stringify(normalise(next)) !== appliedKey) onApply(normalise(next));
  }

  const set = (field: keyof TransactionFilters) => (event: { target: { value: string } }) => {
    const next = { ...draft, [field]: event.target.value };
    setDraft(next);
    if (field !== 'paymentLinkId') commit(next);
  };

  const chips = appliedChips(normalise(applied), t, locale);
  const remove = (field: keyof TransactionFilters) => {
    const next = { ...normalise(applied) };
    delete next[field];
    onApply(next);
  };

  return (
    <form aria-labelledby={`${id}-legend`} role="search" noValidate className={styles.filterBar()}>
      {/* On a phone (a narrow card): the fields fold behind this button, the applied ones stay in sight as chips. */}
      <div data-part="summary">
        <button
          type="button"
          className={button()}
          data-variant="secondary"
          data-size="small"
          aria-expanded={open}
          aria-controls={`${id}-fields`}
          onClick={() => setOpen((was) => !was)}
        >
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 5h14M6 10h8M8.5 15h3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          {t('transactions.filters')}
          {chips.length > 0 && (
            <>
              {' '}
              <span data-part="count">{number.format(chips.length)}</span> <span className={visuallyHidden()}>{t('transactions.filtersApplied')}</span>
            </>
          )}
        </button>
        {chips.length > 0 && (
          <ul className={cluster()} aria-label={t('transactions.appliedFilters')} data-part="chips">
            {chips.map((chip) => (
              <li key={chip.field} data-link={chip.field === 'paymentLinkId' || undefined}>
                <button
                  type="button"
                  className={cx(button(), styles.chip())}
                  data-variant="secondary"
                  data-size="small"
                  aria-label={t('transactions.removeFilter', { filter: chip.name })}
                  onClick={() => remove(chip.field)}
                >
                  {chip.text}
                  <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
                    <path d="M5 5l10 10M15 5L5 15" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <fieldset className={styles.fieldset()} id={`${id}-fields`} data-part="fields" data-open={open}>
        <legend id={`${id}-legend`} className={visuallyHidden()}>
          {t('transactions.filters')}
        </legend>
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
        <div data-part="link">
          <label className={forms.label()} htmlFor={`${id}-link`}>
            {t('transactions.link')}
          </label>
          {linkError && (
            <span id={`${id}-link-error`} className={forms.errorMessage()}>
              {t('transactions.linkError')}
            </span>
          )}
          <input
            id={`${id}-link`}
            className={forms.input()}
            type="text"
            spellCheck={false}
            autoComplete="off"
            value={draft.paymentLinkId ?? ''}
            onChange={set('paymentLinkId')}
            onBlur={() => commit(draft)}
            onKeyDown={(event) => event.key === 'Enter' && commit(draft)}
            aria-invalid={linkError || undefined}
            aria-describedby={linkError ? `${id}-link-error` : undefined}
          />
        </div>
        {/* The two days of one range, side by side at every width. */}
        <div data-part="range">
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
            {/* Read with the field, not drawn: a hint under one label would push the row's controls out of line. */}
            <span id={`${id}-to-hint`} className={visuallyHidden()}>
              {t('transactions.toHint')}
            </span>
            {rangeError && (
              <span id={`${id}-to-error`} className={forms.errorMessage()}>
                {t('transactions.rangeError')}
              </span>
            )}
            <input
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
        {hasFilters(applied) && (
          <button type="button" className={button()} data-variant="quiet" data-part="actions" onClick={() => onApply({})}>
            {t('transactions.clear')}
          </button>
        )}
      </fieldset>
    </form>
  );
}

interface Chip {
  field: keyof TransactionFilters;
  /** What it shows: a status or a currency names itself ("Settled", "USDT"), a day or a link id says what it is. */
  text: string;
  /** "Label: value", read out. */
  name: string;
}

/** The applied filters in the fields' order, in the person's words: two fit one line of a phone. */
function appliedChips(filters: TransactionFilters, t: ListTranslate, locale: string): Chip[] {
  const day = (value: string) => {
    const start = localDayStart(value);
    return start ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(start)) : value;
  };
  const chips: Chip[] = [];
  const add = (field: keyof TransactionFilters, label: string, value: string | undefined, bare?: boolean) => {
    if (!value) return;
    const name = t('transactions.chip', { label, value });
    chips.push({ field, text: bare ? value : name, name });
  };
  add('status', t('transactions.status'), filters.status ? t(`transactions.${filters.status}`) : undefined, true);
  add('currency', t('transactions.currency'), filters.currency, true);
  add('paymentLinkId', t('transactions.colLink'), filters.paymentLinkId);
  add('from', t('transactions.from'), filters.from && day(filters.from));
  add('to', t('transactions.to'), filters.to && day(filters.to));
  return chips;
}
