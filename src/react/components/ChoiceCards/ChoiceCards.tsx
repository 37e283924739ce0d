import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/base';
import { describedBy, ErrorMessage } from '../forms/Field';
import { domId } from '../forms/paths';
import { fieldset, legend as legendStyle } from '../forms/styles';
import * as s from './styles';

/** One card: a title, a line of help and an optional icon. */
export interface ChoiceCard<T extends string> {
  /** The value chosen. */
  value: T;
  /** The card's title: the radio's name. */
  title: ReactNode;
  /** One line of help under the title, read as the radio's description. */
  description?: ReactNode;
  /** A decorative 24 px `<svg>` before the title, hidden from assistive technology. */
  icon?: ReactNode;
}

/** The cards' props. */
export interface ChoiceCardsProps<T extends string> {
  /** The question's path ("onboarding_customer_type"); the first radio's id derives from it. */
  path: string;
  /** The question, as the group's legend. */
  legend: ReactNode;
  /** The legend for screen readers only, where a heading just above already asks the question. */
  legendHidden?: boolean;
  /** The error shown under the cards (it also marks the group invalid). */
  error?: string | undefined;
  /** The choices, in order. */
  options: readonly ChoiceCard<T>[];
  /** The current value ('' for none). */
  value: string;
  /** Called with each new value. */
  onChange: (value: T) => void;
}

/**
 * A radio group drawn as large selectable cards. Each card holds a native radio (arrow keys,
 * Space, one Tab stop, forms and screen readers for free); its label stretches over the card,
 * so the whole card is the target. The first radio carries the field's id, for error-summary links.
 */
export function ChoiceCards<T extends string>({ path, legend, legendHidden, error, options, value, onChange }: ChoiceCardsProps<T>) {
  const id = domId(path);
  return (
    <fieldset className={fieldset()} aria-describedby={describedBy(path, { error })} data-invalid={error ? 'true' : undefined} data-field={path}>
      <legend className={legendHidden ? visuallyHidden() : legendStyle()}>{legend}</legend>
      <div className={s.cards()} data-part="choice-cards">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${option.value}`;
          const checked = value === option.value;
          return (
            <div key={option.value} data-checked={checked || undefined}>
              {option.icon}
              <label htmlFor={optionId}>{option.title}</label>
              {option.description ? <span id={`${optionId}-help`}>{option.description}</span> : null}
              <input
                id={optionId}
                type="radio"
                name={id}
                value={option.value}
                checked={checked}
                aria-describedby={option.description ? `${optionId}-help` : undefined}
                onChange={() => onChange(option.value)}
              />
            </div>
          );
        })}
      </div>
      <ErrorMessage path={path} error={error} />
    </fieldset>
  );
}
