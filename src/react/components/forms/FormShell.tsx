import { forwardRef, type ComponentPropsWithoutRef, type FormEvent, type ReactNode } from 'react';
import { button, cx } from '../../styles/base';
import { ErrorSummary, type SummaryItem } from './ErrorSummary';
import * as s from './styles';
import type { Submission } from './useSubmission';
import { useFormsT } from './useFormsT';

/** The shared form frame's props. */
export interface FormShellProps {
  /** "kyc" or "kyb": the root's data-form. */
  name: string;
  /** The submission state and its submit function. */
  submission: Submission;
  /** The field errors the summary lists. */
  summary: readonly SummaryItem[];
  /** The submit button's text. */
  submitLabel?: ReactNode;
  /** Extra classes on the form. */
  className?: string | undefined;
  /** The control itself. */
  children: ReactNode;
  /** Shows a field the summary links to that is not on the page (a closed owner's). */
  reveal?: (id: string) => void;
  /** The form's other attributes (the caller's id, aria-*, data-*), spread before its own. */
  rootProps?: Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children' | 'className'>;
}

/**
 * The frame both onboarding forms share: error summary first, the questions, what happened to
 * the last submission (announced), and one submit button that stays focusable while sending.
 */
export const FormShell = forwardRef<HTMLFormElement, FormShellProps>(function FormShell(
  { name, submission, summary, submitLabel, className, children, rootProps, reveal },
  ref,
) {
  const { t } = useFormsT('FormShell');
  const { state, retryable, formErrors, focusSignal, submit } = submission;
  const busy = state === 'submitting';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  const items: SummaryItem[] = state === 'invalid' ? [...summary, ...formErrors.map((text) => ({ targetId: null, text }))] : [];
  return (
    <form
      {...rootProps}
      ref={ref}
      className={cx(s.form(), className)}
      data-form={name}
      data-state={state}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={onSubmit}
    >
      <ErrorSummary items={items} focusSignal={focusSignal} reveal={reveal} />
      {children}
      {retryable ? (
        <div className={s.notice()} data-tone="danger" role="alert" data-part="submit-error">
          <p>{retryable.message ? t('forms.failed.server', { message: retryable.message }) : t('forms.failed.network')}</p>
          <button type="button" className={button()} data-variant="secondary" onClick={submit}>
            {t('forms.retry')}
          </button>
        </div>
      ) : null}
      <div className={s.actions()}>
        <button
          type="submit"
          className={button()}
          // aria-disabled rather than disabled: the button keeps focus while the request runs.
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
        >
          {submitLabel ?? t('forms.submit')}
        </button>
        <p role="status" data-part="submit-status">
          {busy ? t('forms.submitting') : state === 'submitted' ? t('forms.submitted') : ''}
        </p>
      </div>
    </form>
  );
});
