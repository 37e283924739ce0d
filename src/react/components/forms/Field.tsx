import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/base';
import { domId, errorId, hintId } from './paths';
import * as s from './styles';
import { useFormsT } from './useFormsT';

/** What a control needs to be tied to its label, hint and error (GOV.UK's wiring). */
export interface ControlProps {
  /** The control's id (from the field path). */
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** The ids a control or fieldset is described by: hint first, then the error. */
export function describedBy(path: string, options: { hint?: unknown; error?: unknown; extra?: string }): string | undefined {
  const ids = [options.hint ? hintId(path) : '', options.error ? errorId(path) : '', options.extra ?? ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A control's id, aria-describedby and aria-invalid for its path, hint and error. */
export function controlProps(path: string, hint: ReactNode, error: string | undefined): ControlProps {
  const props: ControlProps = { id: domId(path) };
  const describing = describedBy(path, { hint, error });
  if (describing) props['aria-describedby'] = describing;
  if (error) props['aria-invalid'] = true;
  return props;
}

/** A field's error message: id "<field>-error", with a hidden "Error:" for screen readers. */
export function ErrorMessage({ path, error }: { path: string; error: string | undefined }) {
  const { t } = useFormsT('ErrorMessage');
  if (!error) return null;
  return (
    <p id={errorId(path)} className={s.errorMessage()}>
      <span className={visuallyHidden()}>{t('forms.error.prefix')}</span> {error}
    </p>
  );
}

/** The field's hint, with the id aria-describedby points to. */
export function Hint({ path, hint }: { path: string; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <span id={hintId(path)} className={s.hint()}>
      {hint}
    </span>
  );
}

/** A labelled field's props. */
export interface FieldProps {
  /** The field's path ("address.postcode"); the control's id is derived from it. */
  path: string;
  /** The visible label. */
  label: ReactNode;
  /** Help shown under the label and read with the control. */
  hint?: ReactNode;
  /** The error shown above the control (it also marks it invalid). */
  error?: string | undefined;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** The control itself. */
  children: (control: ControlProps) => ReactNode;
}

/** Label, hint, error and one control, wired by id. */
export function Field({ path, label, hint, error, optional, children }: FieldProps) {
  const { t } = useFormsT('Field');
  return (
    <div className={s.group()} data-invalid={error ? 'true' : undefined} data-field={path}>
      <label className={s.label()} htmlFor={domId(path)}>
        {label}
        {optional ? ` ${t('forms.optional')}` : null}
      </label>
      <Hint path={path} hint={hint} />
      <ErrorMessage path={path} error={error} />
      {children(controlProps(path, hint, error))}
    </div>
  );
}
