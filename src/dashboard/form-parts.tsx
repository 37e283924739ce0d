/**
 * The dashboard forms' error summary and labelled field (FxConverter, CreatePaymentLink): the
 * onboarding forms' wiring and styles, without the onboarding forms' catalogue.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { StatusIcon } from '../react/internal/StatusIcon';
import { controlProps, Hint, type ControlProps } from '../react/components/forms/control';
import { domId, errorId } from '../react/components/forms/paths';
import * as forms from '../react/components/forms/styles';
import type { SummaryItem } from '../react/components/forms/ErrorSummary';
import type { OnboardingFormsMessages } from '../react/i18n/en-onboarding-forms';
import { useCatalogueT } from '../react/i18n/useCatalogueT';
import { visuallyHidden } from '../react/styles/base';

/**
 * The forms' chrome the dashboard shows, under the forms' own keys so every locale's translation
 * and a merchant's overrides apply. The onboarding forms' whole English catalogue, imported for
 * these three, cost paykit/dashboard about 1.7 KB brotli.
 */
const enFormChrome = {
  'forms.errorSummary.title': 'There is a problem',
  'forms.error.prefix': 'Error:',
  'forms.optional': '(optional)',
} satisfies Partial<OnboardingFormsMessages>;

/** The forms' chrome strings, for a dashboard form. */
export const useFormChromeT = (who: string) => useCatalogueT(enFormChrome, who);

/**
 * GOV.UK's error summary, as onboarding draws it (danger, ⊗): takes focus on each `signal`, one
 * link per error to its field. One error needs no summary: focus goes to its field, whose error
 * is read with it.
 */
export function ErrorList({ items, signal }: { items: readonly SummaryItem[]; signal: number }) {
  const { t } = useFormChromeT('ErrorList');
  const ref = useRef<HTMLDivElement>(null);
  const alone = !items[1];
  useEffect(() => {
    // In a custom element's shadow root too, where the document cannot see the field.
    if (signal) (alone ? (ref.current?.getRootNode() as Document).getElementById(items[0]?.targetId ?? '') : ref.current)?.focus();
    // Only a new submit moves focus; the errors changing as they are fixed must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signal]);
  if (alone) return <div ref={ref} hidden />;
  return (
    <div ref={ref} className={forms.summary()} tabIndex={-1} data-part="error-summary" data-tone="danger">
      <div role="alert">
        <h2>
          <StatusIcon tone="danger" />
          {t('forms.errorSummary.title')}
        </h2>
        <ul>
          {items.map(({ targetId, text }) => (
            <li key={`${targetId}-${text}`}>
              {targetId ? (
                <a
                  href={`#${targetId}`}
                  onClick={(event) => {
                    const target = document.getElementById(targetId);
                    if (!target) return;
                    event.preventDefault();
                    target.focus();
                  }}
                >
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** A labelled field's props: as the forms' Field. */
export interface DashboardFieldProps {
  path: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  /** Twelfths of the form's width scale (forms/styles.ts): 8 and 4 pair a long and a short question on a row. */
  span?: 4 | 8;
  children: (control: ControlProps) => ReactNode;
}

/** Label, hint, error and one control, wired by id: the forms' Field. */
export function DashboardField({ path, label, hint, error, optional, span, children }: DashboardFieldProps) {
  const { t } = useFormChromeT('Field');
  return (
    <div className={forms.group()} data-invalid={error ? 'true' : undefined} data-field={path} data-span={span}>
      <label className={forms.label()} htmlFor={domId(path)}>
        {label}
        {optional ? ` ${t('forms.optional')}` : null}
      </label>
      <Hint path={path} hint={hint} />
      {children(controlProps(path, hint, error))}
      {error ? (
        <p id={errorId(path)} className={forms.errorMessage()}>
          <span className={visuallyHidden()}>{t('forms.error.prefix')}</span> {error}
        </p>
      ) : null}
    </div>
  );
}
