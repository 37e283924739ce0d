import { useMemo, type ReactNode } from 'react';
import { countryOptions } from './countries';
import { Field } from './Field';
import * as s from './styles';
import { useFormsT } from './useFormsT';

export interface CountrySelectProps {
  path: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** An ISO 3166-1 alpha-2 code, or '' for none yet. */
  value: string;
  onChange(code: string): void;
  onBlur?(): void;
  autoComplete?: string;
}

/** A native <select> of ISO-2 codes named in the provider's locale, sorted by name. */
export function CountrySelect({ path, label, hint, error, value, onChange, onBlur, autoComplete = 'off' }: CountrySelectProps) {
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
    <Field path={path} label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          className={s.select()}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          {options}
        </select>
      )}
    </Field>
  );
}
