import type { ReactNode } from 'react';
import { describedBy, ErrorMessage, Hint, type FieldSpan } from './Field';
import * as s from './styles';

/** A question answered in several controls. */
export interface QuestionGroupProps {
  /** The field's path; the hint's and the error's ids derive from it. */
  path: string;
  /** The question, worn as a label. */
  legend: ReactNode;
  /** Help shown under the legend and read with the group. */
  hint?: ReactNode;
  /** The error shown under the controls (it also marks the group invalid). */
  error?: string | undefined;
  /** Focus left the whole group, not one control for the next. */
  onBlur?: (() => void) | undefined;
  /** Its width on the form's scale (full when omitted). */
  span?: FieldSpan | undefined;
  /** "group" where the parts are not radios, whose fieldset a reader already announces as a group. */
  role?: 'group';
  /** The controls. */
  children: ReactNode;
}

/**
 * The frame of a question answered in several controls (a date's parts, radios): a fieldset whose
 * legend looks like a field's label, the hint, the controls, then the error, so a group reads
 * like a field.
 */
export function QuestionGroup({ path, legend, hint, error, onBlur, span, role, children }: QuestionGroupProps) {
  return (
    <fieldset
      className={s.fieldset()}
      role={role}
      aria-describedby={describedBy(path, { hint, error })}
      data-invalid={error ? 'true' : undefined}
      data-field={path}
      data-span={span}
      onBlur={(event) => event.currentTarget.contains(event.relatedTarget) || onBlur?.()}
    >
      <legend className={s.label()}>{legend}</legend>
      <Hint path={path} hint={hint} />
      {children}
      <ErrorMessage path={path} error={error} />
    </fieldset>
  );
}
