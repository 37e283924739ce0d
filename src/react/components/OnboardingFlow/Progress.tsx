import type { CustomerType } from 'paykit/schemas';
import { visuallyHidden } from '../../styles/base';
import { useFlowT } from '../../i18n/useFlowT';
import { stepName } from './names';
import type { OnboardingStep } from './steps';
import * as s from './styles';

/** The progress list's props. */
export interface ProgressProps {
  /** This customer's steps. */
  steps: readonly OnboardingStep[];
  /** The step shown; null once every step is done (approved). */
  current: OnboardingStep | null;
  /** Names the details step (a business's says so). */
  customerType: CustomerType | null;
}

/** The steps as an ordered list: the current one has aria-current="step", the ones before it (all of them once approved) say "(completed)". */
export function Progress({ steps, current, customerType }: ProgressProps) {
  const { t } = useFlowT('OnboardingFlow');
  const at = current ? steps.indexOf(current) : steps.length;
  return (
    <nav aria-label={t('flow.progress')} className={s.progress()}>
      <ol data-part="progress">
        {steps.map((step, index) => {
          const state = index < at ? 'done' : index === at ? 'current' : 'todo';
          return (
            <li key={step} data-step={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {stepName(step, customerType, t)}
              {state === 'done' ? <span className={visuallyHidden()}> {t('flow.completedStep')}</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
