import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/base';
import { controlProps, Hint, type ControlProps } from './control';
import { domId, errorId } from './paths';
import * as s from './styles';
import { useFormChromeT } from './chrome';

export { controlProps, describedBy, Hint, type ControlProps } from './control';

/** A field's error message: id "<field>-error", with a hidden "Error:" for screen readers. */
export function ErrorMessage({ path, error }: { path: string; error: string | undefined }) {
  const { t } = useFormChromeT('ErrorMessage');
  if (!error) return null;
  return (
    <p id={errorId(path)} className={s.errorMessage()}>
      <span className={visuallyHidden()}>{t('forms.error.prefix')}</span> {error}
    </p>
  );
}

/**
 * Twelfths of the form's width scale a question takes from 28rem of form ("6" half, "4" a third, "3" a
 * quarter; "8" beside a "4", the dashboard's amount and currency); all of it when omitted.
 */
export type FieldSpan = '3' | '4' | '5' | '6' | '8';

/** A labelled field's props. */
export interface FieldProps {
  /** The field's path ("address.postcode"); the control's id is derived from it. */
  path: string;
  /** The visible label. */
  label: ReactNode;
  /** Help shown under the label and read with the control. */
  hint?: ReactNode;
  /** The error shown under the control (it also marks it invalid). */
  error?: string | undefined;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** Its width on the form's scale (full when omitted). */
  span?: FieldSpan | undefined;
  /** The control itself. */
  children: (control: ControlProps) => ReactNode;
}

/** Label, hint, control and its error under it, wired by id. */
export function Field({ path, label, hint, error, optional, span, children }: FieldProps) {
  const { t } = useFormChromeT('Field');
  return (
    <div className={s.group()} data-invalid={error ? 'true' : undefined} data-field={path} data-span={span}>
      <label className={s.label()} htmlFor={domId(path)}>
        {label}
        {optional ? <span data-optional=""> {t('forms.optional')}</span> : null}
      </label>
      <Hint path={path} hint={hint} />
      {children(controlProps(path, hint, error))}
      <ErrorMessage path={path} error={error} />
    </div>
  );
}
