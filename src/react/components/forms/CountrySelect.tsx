import { useMemo, type ReactNode } from 'react';
import { countryOptions } from './countries';
import { Field, type FieldSpan } from './Field';
import * as s from './styles';
import { useFormsT } from './useFormsT';

/** The country list's props. */
export interface CountrySelectProps {
  /** The field's path as the proxy names it ("address.postcode"); its DOM id derives from it. */
  path: string;
  /** The visible label. */
  label: ReactNode;
  /** Help shown under the label and read with the control. */
  hint?: ReactNode;
  /** The error shown under the control (it also marks it invalid). */
  error?: string | undefined;
  /** An ISO 3166-1 alpha-2 code, or '' for none yet. */
  value: string;
  /** Called with each new value. */
  onChange: (code: string) => void;
  /** Focus left the control. */
  onBlur?: () => void;
  /** The autocomplete token; default "off" (someone else's details). */
  autoComplete?: string;
  /** Its width on the form's scale (full when omitted). */
  span?: FieldSpan;
}

/** A native <select> of ISO-2 codes named in the provider's locale, sorted by name. */
export function CountrySelect({ path, label, hint, error, value, onChange, onBlur, autoComplete = 'off', span }: CountrySelectProps) {
  const { t, locale } = useFormsT('CountrySelect');
  const placeholder = t('forms.select.country');
  // The same elements every render, so React skips ~250 <option>s on each keystroke elsewhere.
  const options = useMemo(
    () => [
      <option key="" value="">
        {placeholder}
      </option>,
      ...countryOptions(locale).map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      )),
    ],
    [locale, placeholder],
  );
  return (
    <Field path={path} label={label} hint={hint} error={error} span={span}>
      {(control) => (
        <select {...control} className={s.select()} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)} onBlur={onBlur}>
          {options}
        </select>
      )}
    </Field>
  );
}
