import type { DocumentUploadFn } from 'paykit/client';
import type { CustomerType, VirtualAccountView } from 'paykit/schemas';
import { forwardRef, useCallback, useId, useRef } from 'react';
import { useFlowT } from '../../i18n/useFlowT';
import { useProblemT } from '../../i18n/useProblemT';
import { problemWords } from '../../internal/problem-words';
import { StatusIcon } from '../../internal/StatusIcon';
import { button, cx, visuallyHidden } from '../../styles/base';
import { mark } from '../CheckoutWidget/outcome-styles';
import type { LivenessHandoffProps } from '../LivenessHandoff';
import type { SupportContact } from '../VerificationStatus';
import { stepName, stepTitle } from './names';
import { Progress } from './Progress';
import { StepBody } from './StepBody';
import { previousStep, stepsFor, type OnboardingStep } from './steps';
import * as s from './styles';
import { useDetailsSubmission } from './useDetailsSubmission';
import { useFlowAccount } from './useFlowAccount';
import { useFlowStep } from './useFlowStep';
import { useReviewWatch } from './useReviewWatch';
import type { WithRootProps } from '../../internal/props';
import { useLatest } from '../../internal/useLatest';

/** OnboardingFlow's own props; any other attribute goes to its root `<section>`. */
export interface OnboardingFlowOwnProps {
  /** Skips the first question when the platform already knows; an existing account's own type always wins. */
  customerType?: CustomerType;
  /** The virtual account, once it is issued: the customer can be paid. */
  onComplete?: (virtualAccount: VirtualAccountView) => void;
  /** Any failure the flow meets (loading, opening the account, sending details, activation); each is also shown. */
  onError?: (error: unknown) => void;
  /**
   * Uncontrolled (no `step`): every step the flow shows, the one it resumes at included.
   * Controlled: each step the flow asks to move to (resuming included); show it by passing it as `step`.
   */
  onStepChange?: (step: OnboardingStep) => void;
  /** Controlled: the step shown once the account is read (the caller owns it, say in its URL). */
  step?: OnboardingStep;
  /** Uncontrolled: the step to open at instead of where the account stands (a step it is not ready for shows nothing useful). */
  defaultStep?: OnboardingStep;
  /** Between verification status checks (default 5000 ms). */
  intervalMs?: number;
  /** Where documents go (default: the provider's proxy with upload progress); tests and stories pass their own. */
  upload?: DocumentUploadFn;
  /** How the selfie check opens (LivenessHandoff's `openIn` and `openUrl`: a webview, a router, this tab). */
  liveness?: Pick<LivenessHandoffProps, 'openIn' | 'openUrl'>;
  /** The platform's support contact, linked when the application is rejected or more information is asked. */
  support?: SupportContact;
  /**
   * Whether a rejected customer may fix a fixable reason here (default false: the service keeps a
   * rejected application closed). True offers "Update your details" or "Upload a valid document",
   * back at that step with what was sent, for platforms that reopen such applications.
   */
  retryAfterRejection?: boolean;
  /** Extra classes on the root `<section>`. */
  className?: string;
}

/** OnboardingFlow's props: its own, and any attribute of the root `<section>`. */
export type OnboardingFlowProps = WithRootProps<OnboardingFlowOwnProps, 'section'>;

/**
 * The whole onboarding of one customer: account type, identity details (KYC or KYB with
 * owners), documents, the selfie check for individuals, verification with its tasks, and the
 * account details once approved. It resumes where the account stands; each step change moves
 * focus to the step's heading and is announced. The step may be the caller's (`step` +
 * `onStepChange`). The ref and other props go to the root `<section>`.
 */
export const OnboardingFlow = forwardRef<HTMLElement, OnboardingFlowProps>(function OnboardingFlow(
  {
    customerType: givenType,
    onComplete,
    onError,
    onStepChange,
    step: stepProp,
    defaultStep,
    intervalMs,
    upload,
    liveness,
    support,
    retryAfterRejection = false,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useFlowT('<OnboardingFlow>');
  const { t: statusT } = useProblemT('<OnboardingFlow>');
  const headingId = useId();
  const positionId = useId();
  const callbacks = useLatest({ onComplete, onError });
  const report = useCallback((error: unknown) => callbacks.current.onError?.(error), [callbacks]);

  const position = useFlowStep({ step: stepProp, defaultStep, onStepChange });
  const { phase, step, go } = position;
  const flow = useFlowAccount(givenType, position, report);
  const details = useDetailsSubmission(flow, report);
  useReviewWatch(step, phase.kind === 'ready', intervalMs, flow.adopt, go);

  const completed = useRef(false);
  const complete = useCallback(
    (virtualAccount: VirtualAccountView) => {
      if (completed.current) return;
      completed.current = true;
      callbacks.current.onComplete?.(virtualAccount);
    },
    [callbacks],
  );

  const customerType: CustomerType | null = flow.account?.customer_type ?? givenType ?? null;
  const root = { ...rest, ref, className: cx(s.root(), className), 'data-paykit': 'onboarding-flow' };

  if (phase.kind === 'error') {
    return (
      <section {...root} data-state="error" aria-label={t('flow.label')}>
        <div className={s.notice()} data-tone="danger" role="alert">
          <p>{t('flow.loadFailed', { message: problemWords(phase.error, statusT) })}</p>
          <button type="button" className={button()} data-variant="secondary" onClick={() => flow.load()}>
            {t('flow.retry')}
          </button>
        </div>
      </section>
    );
  }

  if (phase.kind === 'loading' || !step) {
    return (
      <section {...root} data-state="loading" aria-busy="true" aria-label={t('flow.label')}>
        <p role="status">{t('flow.loading')}</p>
      </section>
    );
  }

  // Until the type is known, the list is the longer path (a person's, with the selfie check):
  // choosing a business can only shorten it. One indicator, of one form, on every step.
  const steps = stepsFor(customerType ?? 'individual', givenType === undefined);
  const at = steps.indexOf(step) + 1;
  const total = steps.length;
  // Approved and on the account details: every step is done and none is current.
  const done = step === 'account' && flow.account?.verification_status === 'approved';
  const stepText = t('flow.stepOf', { n: at, total });
  const title = stepTitle(step, customerType, t);
  // Verification's heading is where the review stands, which VerificationStatus says (its title is the
  // one heading drawn); the flow's names the step for focus and screen readers only.
  const quiet = step === 'verification';
  const back = customerType ? previousStep(step) : null;
  return (
    <section {...root} data-state={step} aria-labelledby={headingId}>
      <Progress steps={steps} current={done ? null : step} customerType={customerType} />
      <header className={s.header()} data-moment={done || undefined} data-quiet={quiet || undefined}>
        <div className={s.position()}>
          <p id={positionId} data-part="step-of">
            {done ? t('flow.allDone') : t('flow.stepOfNamed', { position: stepText, name: stepName(step, customerType, t) })}
          </p>
          <progress className={s.bar()} max={total} value={done ? total : at} aria-labelledby={positionId} />
        </div>
        {back ? (
          <button type="button" className={button()} data-variant="quiet" data-size="small" data-part="back" onClick={() => go(back)}>
            <span aria-hidden="true">‹</span>
            {t('flow.back')}
          </button>
        ) : null}
        {done ? <StatusIcon tone="success" className={mark()} /> : null}
        <h2 id={headingId} ref={position.heading} className={cx(s.heading(), quiet && visuallyHidden())} tabIndex={-1} data-part="step-heading">
          {title}
        </h2>
        {done ? <p className={s.muted()}>{t('flow.account.ready')}</p> : null}
      </header>
      <div className={s.body()} key={step}>
        <StepBody
          step={step}
          customerType={customerType}
          flow={flow}
          details={details}
          go={go}
          report={report}
          complete={complete}
          upload={upload}
          liveness={liveness}
          intervalMs={intervalMs}
          support={support}
          retryAfterRejection={retryAfterRejection}
        />
      </div>
      <p className={visuallyHidden()} role="status" aria-live="polite" data-part="announcer">
        {t('flow.announce', { position: stepText, title })}
      </p>
    </section>
  );
});
