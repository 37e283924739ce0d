import type { ReactNode } from 'react';
import { asciiDigits } from '../../../shared/digits';
import type { FieldSpan } from './Field';
import { domId } from './paths';
import { QuestionGroup } from './QuestionGroup';
import * as s from './styles';
import { useFormsT } from './useFormsT';

/** A date as three answers, as typed. */
export interface DateParts {
  /** As typed. */
  day: string;
  /** As typed. */
  month: string;
  /** As typed. */
  year: string;
}

/** A date with nothing answered yet. */
export const emptyDate = (): DateParts => ({ day: '', month: '', year: '' });

/** "1990-07-03" → { day: '3', month: '7', year: '1990' }; anything else → empty parts. */
export function dateParts(iso: string | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return emptyDate();
  return { day: String(Number(match[3])), month: String(Number(match[2])), year: match[1] as string };
}

/**
 * The parts as YYYY-MM-DD for the schema. Parts that are not plain numbers give a string the
 * schema refuses (it is never a real date), so errors come from the schema, not from here.
 */
export function isoDate({ day, month, year }: DateParts): string {
  const [d, m, y] = [day.trim(), month.trim(), year.trim()];
  if (!/^\d{1,2}$/.test(d) || !/^\d{1,2}$/.test(m) || !/^\d{4}$/.test(y)) return `${y}-${m}-${d}`;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/** The date group's props (day, month and year fields, GOV.UK style). */
export interface DateInputProps {
  /** The field's path as the proxy names it ("address.postcode"); its DOM id derives from it. */
  path: string;
  /** The group's visible title. */
  legend: ReactNode;
  /** Help shown under the label and read with the control. */
  hint?: ReactNode;
  /** The error shown under the control (it also marks it invalid). */
  error?: string | undefined;
  /** The current value. */
  value: DateParts;
  /** Called with each new value. */
  onChange: (part: keyof DateParts, value: string) => void;
  /** Focus left the three fields (not moving between them). */
  onBlur?: () => void;
  /** "bday" for the person's own date of birth; omitted for someone else's. */
  autoComplete?: 'bday';
  /** Its width on the form's scale (full when omitted). */
  span?: FieldSpan;
}

const PARTS = [
  ['day', 'forms.date.day'],
  ['month', 'forms.date.month'],
  ['year', 'forms.date.year'],
] as const;

/**
 * GOV.UK's date input: three labelled number fields in a fieldset (a date picker is slow for a
 * birth date, and one free-text field is ambiguous between day-month orders). The day field's
 * id is the field's own, so error-summary links land on it.
 */
export function DateInput({ path, legend, hint, error, value, onChange, onBlur, autoComplete, span }: DateInputProps) {
  const { t } = useFormsT('DateInput');
  const id = domId(path);
  return (
    <QuestionGroup path={path} legend={legend} hint={hint} error={error} onBlur={onBlur} span={span} role="group">
      <div className={s.dateParts()}>
        {PARTS.map(([part, labelKey]) => {
          const partId = part === 'day' ? id : `${id}-${part}`;
          return (
            <div key={part} className={s.datePart()}>
              <label className={s.label()} htmlFor={partId}>
                {t(labelKey)}
              </label>
              <input
                id={partId}
                name={partId}
                className={s.input()}
                type="text"
                inputMode="numeric"
                spellCheck={false}
                autoComplete={autoComplete ? `${autoComplete}-${part}` : 'off'}
                aria-invalid={error ? true : undefined}
                value={value[part]}
                onChange={(event) => onChange(part, asciiDigits(event.target.value))}
              />
            </div>
          );
        })}
      </div>
    </QuestionGroup>
  );
}
