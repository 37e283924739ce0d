/**
 * Which message a field with an error shows. The shared schemas and rule functions decide
 * *whether* a field is wrong (so the form and the service agree); this decides *what to say*,
 * from the same helpers, in the person's words and language.
 */
import { compactDigits } from '../../../shared/au-business-number';
import { AU_STATES, EARLIEST_BIRTH_DATE, formatHundredths, isAdultOn } from '../../../shared/schemas/plain-rules';
import { isCalendarDate } from '../../../shared/schemas/calendar-date';
import type { OnboardingFormsKey } from '../../i18n/en-onboarding-forms';
import { formatAmount } from '../../../shared/format-amount';
import { isoDate, type DateParts } from './DateInput';
import { decimalText } from './decimal-text';
import { getIn, leaf } from './paths';
import type { FormsTranslate } from './useFormsT';

export { decimalText } from './decimal-text';

/** What an error message needs: the translator and the locale. */
export interface MessageContext {
  /** The forms' translator. */
  t: FormsTranslate;
  /** BCP 47 tag for Intl. */
  locale: string;
  /** Today as YYYY-MM-DD (UTC), from the provider's clock. */
  today: string;
}

const LABELS: Record<string, OnboardingFormsKey> = {
  first_name: 'forms.first_name.label',
  last_name: 'forms.last_name.label',
  legal_name: 'forms.legal_name.label',
  id_number: 'forms.id_number.label',
  registration_number: 'forms.registration_number.label',
  line1: 'forms.address.line1',
  line2: 'forms.address.line2',
  city: 'forms.address.city',
  state: 'forms.address.state',
  postcode: 'forms.address.postcode',
};

const MAX_LENGTH: Record<string, number> = {
  first_name: 100,
  last_name: 100,
  legal_name: 200,
  id_number: 50,
  registration_number: 50,
  line1: 200,
  line2: 200,
  city: 100,
  state: 100,
  postcode: 20,
};

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
/** A field's text: the form keeps every answer as a string, so anything else is no answer. */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

function parentOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot === -1 ? '' : path.slice(0, dot + 1);
}

/** The error for a date's problem. */
export function dateMessage(parts: DateParts | undefined, { t, today }: MessageContext): string {
  const { day = '', month = '', year = '' } = parts ?? {};
  const filled = [day, month, year].filter((p) => p.trim() !== '').length;
  if (filled < 3) return t('forms.error.date.incomplete');
  if (/^\d+$/.test(year.trim()) && year.trim().length !== 4) return t('forms.error.date.year');
  const iso = isoDate({ day, month, year });
  if (!isCalendarDate(iso)) return t('forms.error.date.real');
  if (iso < EARLIEST_BIRTH_DATE) return t('forms.error.date.tooEarly');
  if (iso >= today) return t('forms.error.date.future');
  if (!isAdultOn(iso, today)) return t('forms.error.date.underAge');
  return t('forms.error.date.real');
}

/** Hundredths of a percent from what was typed, or null when it is not a percentage with ≤ 2 decimals. */
export function typedHundredths(value: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(decimalText(value));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The error for an owner's share. */
export function ownershipMessage(value: string, { t }: MessageContext): string {
  const text = decimalText(value);
  if (!/^\d+(\.\d+)?$/.test(text)) return t('forms.error.ownership.number');
  if (typedHundredths(text) === null) return t('forms.error.ownership.decimals');
  return t('forms.error.ownership.range');
}

/** "100.01" in the locale's notation. */
export function formatPercent(hundredths: number, locale: string): string {
  return formatAmount(formatHundredths(hundredths), locale);
}

function registrationMessage(value: string, country: string, { t }: MessageContext): string {
  if (country === 'AU') {
    const digits = compactDigits(value.trim());
    if (digits?.length === 11) return t('forms.error.abn');
    if (digits?.length === 9) return t('forms.error.acn');
    return t('forms.error.auNumber');
  }
  return tooLong('registration_number', { t });
}

function tooLong(name: string, { t }: Pick<MessageContext, 't'>): string {
  const label = LABELS[name];
  const max = MAX_LENGTH[name];
  if (!label || max === undefined) return t('forms.error.invalid', { label: name });
  return t('forms.error.tooLong', { label: t(label), max });
}

/**
 * Whether the question at `path` has no answer at all (an empty text, choice or select; a date
 * with none of its parts). Such a field says what to do; the summary counts them in one line.
 */
export function isUnanswered(path: string, values: unknown): boolean {
  const value = getIn(values, path);
  // A list (the owners) is never "empty" this way: its own rule says what it needs.
  if (Array.isArray(value)) return false;
  if (value !== null && typeof value === 'object') return Object.values(value).every(blank);
  return blank(value);
}

/** The people's questions, worded for the applicant ("your") or for an owner ("the owner's"). */
const PERSONAL = ['first_name', 'last_name', 'date_of_birth', 'nationality'];

/** What to do about the empty question at `path` ("Enter your first name"): every question has its words. */
function missingMessage(path: string, name: string, sibling: (field: string) => unknown, { t }: MessageContext): string {
  if (name === 'id_type' || name === 'business_type') return t(`forms.error.required.${name}`);
  if (name === 'state' && sibling('country') === 'AU') return t('forms.error.required.stateAu');
  const au = name === 'registration_number' && sibling('country_of_incorporation') === 'AU' ? 'Au' : '';
  const owner = PERSONAL.includes(name) && path.startsWith('beneficial_owners[') ? 'owner.' : '';
  return t(`forms.error.missing.${owner}${name}${au}` as OnboardingFormsKey);
}

/**
 * The message for the field at `path`, which the schema or a rule found wrong: what to enter
 * when it has no answer (the error summary counts those in one line), else what to fix.
 */
export function fieldMessage(path: string, values: unknown, context: MessageContext): string {
  const { t } = context;
  const name = leaf(path);
  const sibling = (field: string) => getIn(values, parentOf(path) + field);
  if (isUnanswered(path, values)) return missingMessage(path, name, sibling, context);
  const value = getIn(values, path);
  switch (name) {
    case 'first_name':
    case 'last_name':
    case 'legal_name':
    case 'id_number':
    case 'line1':
    case 'city': {
      if (typeof value === 'string' && value.trim().length > (MAX_LENGTH[name] ?? Infinity)) return tooLong(name, context);
      return name === 'id_number' ? t('forms.error.id_number') : t('forms.error.invalid', { label: t(LABELS[name] as OnboardingFormsKey) });
    }
    case 'line2':
      return tooLong(name, context);
    case 'date_of_birth':
      return dateMessage(value as DateParts | undefined, context);
    case 'nationality':
    case 'country':
    case 'country_of_incorporation':
      return t('forms.error.country');
    case 'id_type':
      return value === 'drivers_licence' ? t('forms.error.drivers_licence') : t('forms.error.required.id_type');
    case 'business_type':
      return t('forms.error.required.business_type');
    case 'state':
      if (sibling('country') === 'AU' && !(AU_STATES as readonly string[]).includes(textOf(value).trim())) {
        return t('forms.error.required.stateAu');
      }
      return tooLong(name, context);
    case 'postcode':
      if (sibling('country') === 'AU' && !/^\d{4}$/.test(textOf(value).trim())) return t('forms.error.postcodeAu');
      return tooLong(name, context);
    case 'registration_number':
      return registrationMessage(textOf(value), textOf(sibling('country_of_incorporation')), context);
    case 'ownership_percentage':
      return ownershipMessage(textOf(value), context);
    case 'beneficial_owners': {
      const owners = Array.isArray(value) ? (value as { ownership_percentage?: string }[]) : [];
      if (owners.length === 0) return t('forms.error.owners.none');
      const total = owners.reduce((sum, owner) => sum + (typedHundredths(owner.ownership_percentage ?? '') ?? 0), 0);
      return t('forms.error.owners.total', { total: formatPercent(total, context.locale) });
    }
    default:
      return t('forms.error.invalid', { label: name });
  }
}
