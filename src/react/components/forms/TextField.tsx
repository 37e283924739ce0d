import type { InputHTMLAttributes, ReactNode } from 'react';
import { asciiDigits } from '../../../shared/digits';
import { Field, type FieldSpan } from './Field';
import * as s from './styles';

type PassedThrough = Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'autoComplete' | 'spellCheck' | 'type' | 'step' | 'min' | 'max' | 'autoCapitalize'>;

/** A text field's props; other input attributes go to the `<input>`. */
export interface TextFieldProps extends PassedThrough {
  /** The field's path as the proxy names it ("address.postcode"); its DOM id derives from it. */
  path: string;
  /** The visible label. */
  label: ReactNode;
  /** Help shown under the label and read with the control. */
  hint?: ReactNode;
  /** The error shown under the control (it also marks it invalid). */
  error?: string | undefined;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** The current value. */
  value: string;
  /** Called with each new value. */
  onChange: (value: string, input: HTMLInputElement) => void;
  /** Focus left the control. */
  onBlur?: () => void;
  /** Its width on the form's scale (full when omitted). */
  span?: FieldSpan;
}

/** A labelled text input with its hint and error; a numeric or decimal one turns any script's digits into ASCII as they are typed. */
export function TextField({ path, label, hint, error, optional, value, onChange, onBlur, span, type = 'text', ...rest }: TextFieldProps) {
  // A number typed in the person's own script (۲۵, २५, ２５) is the number the service reads.
  const holdsNumber = rest.inputMode === 'numeric' || rest.inputMode === 'decimal';
  return (
    <Field path={path} label={label} hint={hint} error={error} optional={optional ?? false} span={span}>
      {(control) => (
        <input
          {...control}
          {...rest}
          name={control.id}
          type={type}
          className={s.input()}
          value={value}
          onChange={(event) => onChange(holdsNumber ? asciiDigits(event.target.value) : event.target.value, event.target)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
