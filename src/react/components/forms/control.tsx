/**
 * A control's wiring to its label, hint and error (GOV.UK's), with no strings of its own: the
 * dashboard's forms use it without the onboarding forms' catalogue (Field.tsx adds the words).
 */
import type { ReactNode } from 'react';
import { errorId, domId, hintId } from './paths';
import * as s from './styles';

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

/** The field's hint, with the id aria-describedby points to. */
export function Hint({ path, hint }: { path: string; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <span id={hintId(path)} className={s.hint()}>
      {hint}
    </span>
  );
}
