import type { CustomerType } from 'paykit/schemas';
import { useEffect, useState, type FormEvent } from 'react';
import { button } from '../../styles/base';
import * as formStyles from '../forms/styles';
import { ChoiceCards } from '../ChoiceCards/ChoiceCards';
import { useFlowT } from '../../i18n/useFlowT';
import { useProblemT } from '../../i18n/useProblemT';
import { problemWords } from '../../internal/problem-words';
import * as s from './styles';

/** The radio group's field name (and the error summary's link target). */
export const CUSTOMER_TYPE_FIELD = 'onboarding_customer_type';

// 24×24 outlines, drawn with the text's stroke: a person, and a building with its windows.
const PERSON = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0';
const BUILDING = 'M4 21V3h10v18M14 9h6v12M2 21h20M8 7h2M8 11h2M8 15h2';
const icon = (d: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
);

/** The first question's props. */
export interface CustomerTypeStepProps {
  /** The answer to start from. */
  initial: CustomerType | null;
  /** Opens the account; rejects with an error whose kind picks the words shown. */
  onChoose: (type: CustomerType) => Promise<void>;
}

/** "Who is the account for?": individual or business, then the account is opened. */
export function CustomerTypeStep({ initial, onChoose }: CustomerTypeStepProps) {
  const { t } = useFlowT('OnboardingFlow');
  const { t: statusT } = useProblemT('OnboardingFlow');
  const [value, setValue] = useState<CustomerType | ''>(initial ?? '');
  const [error, setError] = useState<string | undefined>();
  const [focusSignal, setFocusSignal] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One question: its error is said once, under the cards, and focus goes to the first card (no summary box to repeat it).
  useEffect(() => {
    if (focusSignal) document.getElementById(CUSTOMER_TYPE_FIELD)?.focus();
  }, [focusSignal]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!value) {
      setError(t('flow.type.required'));
      setFocusSignal((n) => n + 1);
      return;
    }
    setError(undefined);
    setBusy(true);
    onChoose(value).then(
      () => setBusy(false),
      (reason: unknown) => {
        setBusy(false);
        setFailure(t('flow.type.failed', { message: problemWords(reason, statusT) }));
      },
    );
  };

  return (
    <form className={formStyles.form()} noValidate onSubmit={submit} data-part="customer-type" aria-busy={busy || undefined}>
      <ChoiceCards<CustomerType>
        path={CUSTOMER_TYPE_FIELD}
        legend={t('flow.type.legend')}
        legendHidden
        error={error}
        value={value}
        options={[
          { value: 'individual', title: t('flow.type.individual'), description: t('flow.type.individual.hint'), icon: icon(PERSON) },
          { value: 'business', title: t('flow.type.business'), description: t('flow.type.business.hint'), icon: icon(BUILDING) },
        ]}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
      />
      {failure ? (
        <p className={s.notice()} data-tone="danger" role="alert">
          {failure}
        </p>
      ) : null}
      <div className={s.actions()}>
        <button type="submit" className={button()} aria-disabled={busy || undefined}>
          {t('flow.continue')}
        </button>
        <p role="status">{busy ? t('flow.type.creating') : ''}</p>
      </div>
    </form>
  );
}
