import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './Field';
import * as s from './styles';

type PassedThrough = Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'autoComplete' | 'spellCheck' | 'type' | 'step' | 'min' | 'max' | 'autoCapitalize'>;

export interface TextFieldProps extends PassedThrough {
  path: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  value: string;
  onChange(value: string, input: HTMLInputElement): void;
  onBlur?(): void;
  /** Characters the answer needs (GOV.UK's fixed widths); full width when omitted. */
  width?: '2' | '4' | '6' | '10' | '20';
}

/** A labelled text input with its hint and error. */
export function TextField({ path, label, hint, error, optional, value, onChange, onBlur, width, type = 'text', ...rest }: TextFieldProps) {
  return (
    <Field path={path} label={label} hint={hint} error={error} optional={optional ?? false}>
      {(control) => (
        <input
          {...control}
          {...rest}
          name={control.id}
          type={type}
          className={s.input()}
          data-width={width}
          value={value}
          onChange={(event) => onChange(event.target.value, event.target)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
