import type { ReactNode } from 'react';
import { domId } from './paths';
import { QuestionGroup } from './QuestionGroup';
import * as s from './styles';

/** One choice. */
export interface RadioOption<T extends string> {
  /** The current value. */
  value: T;
  /** The visible label. */
  label: ReactNode;
  /** A short explanation under the option, read with it. */
  hint?: ReactNode;
}

/** A radio group's props. */
export interface RadioGroupProps<T extends string> {
  /** The field's path as the proxy names it ("address.postcode"); its DOM id derives from it. */
  path: string;
  /** The group's visible title. */
  legend: ReactNode;
  /** Help shown under the label and read with the control. */
  hint?: ReactNode;
  /** The error shown under the choices (it also marks the group invalid). */
  error?: string | undefined;
  /** The choices, in order. */
  options: readonly RadioOption<T>[];
  /** The current value. */
  value: string;
  /** Called with each new value. */
  onChange: (value: T) => void;
  /** Focus left the group. */
  onBlur?: () => void;
}

/**
 * Native radios in a fieldset: arrow keys move between them, Space selects, Tab leaves the
 * group. The first radio carries the field's id, so error-summary links land on it.
 */
export function RadioGroup<T extends string>({ path, legend, hint, error, options, value, onChange, onBlur }: RadioGroupProps<T>) {
  const id = domId(path);
  return (
    <QuestionGroup path={path} legend={legend} hint={hint} error={error} onBlur={onBlur}>
      <div className={s.radios()}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          const optionHint = option.hint ? `${id}-${option.value}-hint` : undefined;
          return (
            <div key={option.value} className={s.radio()}>
              <input
                id={optionId}
                type="radio"
                name={id}
                value={option.value}
                checked={value === option.value}
                aria-describedby={optionHint}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={optionId}>{option.label}</label>
              {option.hint ? (
                <span id={optionHint} data-part="option-hint">
                  {option.hint}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </QuestionGroup>
  );
}
