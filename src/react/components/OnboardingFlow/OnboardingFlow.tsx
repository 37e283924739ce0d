import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  activateCapabilities,
  createOnboardingAccount,
  getOnboardingAccount,
  submitKyb,
  submitKyc,
} from '../../../client/onboarding';
import type { DocumentUploadFn } from '../../../client/onboarding-upload';
import { publishOnboardingAccount } from '../../../client/onboarding-watch';
import { PaykitApiError } from '../../../shared/errors';
import type { AccountDocument, CustomerType, DocumentType, KybBody, KycBody } from '../../../shared/schemas/accounts';
import type { OnboardingAccountView, VirtualAccountView } from '../../../shared/schemas/views';
import { useOnboardingAccount } from '../../hooks/useOnboardingAccount';
import { usePaykit } from '../../provider/context';
import { button, cx, visuallyHidden } from '../../styles/base';
import { KybForm } from '../KybForm';
import { KycForm } from '../KycForm';
import { LivenessHandoff, type LivenessHandoffProps } from '../LivenessHandoff';
import { VerificationStatus } from '../VerificationStatus';
import { VirtualAccountCard } from '../VirtualAccountCard';
import { CustomerTypeStep } from './CustomerTypeStep';
import { DocumentsStep } from './DocumentsStep';
import { useFlowT } from '../../i18n/useFlowT';
import { readMemory, writeMemory } from './memory';
import { stepTitle } from './names';
import { Progress } from './Progress';
import { previousStep, resumeStep, stepsFor, type FlowMemory, type OnboardingStep } from './steps';
import * as s from './styles';

export interface OnboardingFlowProps {
  /** Skips the first question when the platform already knows; an existing account's own type always wins. */
  customerType?: CustomerType;
  /** The virtual account, once it is issued: the customer can be paid. */
  onComplete?(virtualAccount: VirtualAccountView): void;
  /** Any failure the flow meets (loading, opening the account, sending details, activation); each is also shown. */
  onError?(error: unknown): void;
  /** Every step the flow shows, the one it resumes at included. */
  onStepChange?(step: OnboardingStep): void;
  /** Between verification status checks (default 5000 ms). */
  intervalMs?: number;
  /** Where documents go (default: the provider's proxy with upload progress); tests and stories pass their own. */
  upload?: DocumentUploadFn;
  /** How the selfie check opens (LivenessHandoff's `openIn` and `openUrl`: a webview, a router, this tab). */
  liveness?: Pick<LivenessHandoffProps, 'openIn' | 'openUrl'>;
  className?: string;
}

type Phase = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready' };

/** 401/403/404 on GET /onboarding/account: this session has no account yet. */
const noAccountYet = (error: unknown) => error instanceof PaykitApiError && [401, 403, 404].includes(error.status);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The whole onboarding of one customer: account type, identity details (KYC or KYB with
 * owners), documents, the selfie check for individuals, verification with its tasks, and the
 * account details once approved. It resumes where the account stands; each step change moves
 * focus to the step's heading and is announced.
 */
export function OnboardingFlow({ customerType: givenType, onComplete, onError, onStepChange, intervalMs, upload, liveness, className }: OnboardingFlowProps) {
  const { client } = usePaykit('<OnboardingFlow>');
  const { t } = useFlowT('<OnboardingFlow>');
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [account, setAccount] = useState<OnboardingAccountView | null>(null);
  const [step, setStep] = useState<OnboardingStep | null>(null);
  const [memory, setMemoryState] = useState<FlowMemory>(() => readMemory());
  const [uploaded, setUploaded] = useState<Partial<Record<DocumentType, number>>>({});
  // What was sent, so Back shows it again (kept in memory only, never stored).
  const [sent, setSent] = useState<{ kyc?: KycBody; kyb?: KybBody }>({});
  const [activation, setActivation] = useState<{ state: 'idle' | 'running' | 'failed' | 'done'; message?: string }>({ state: 'idle' });
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const moved = useRef(false);
  const callbacks = useRef({ onComplete, onError, onStepChange });
  callbacks.current = { onComplete, onError, onStepChange };
  const report = useCallback((error: unknown) => callbacks.current.onError?.(error), []);

  const customerType: CustomerType | null = account?.customer_type ?? givenType ?? null;
  const askType = givenType === undefined;

  const remember = useCallback((next: FlowMemory) => {
    setMemoryState((previous) => {
      const merged = { ...previous, ...next };
      writeMemory(merged);
      return merged;
    });
  }, []);

  const adopt = useCallback((next: OnboardingAccountView) => {
    setAccount(next);
    setUploaded((previous) => mergeCounts(previous, next.submission.documents));
  }, []);

  /** Moves to a step because the customer did something: focus follows. */
  const go = useCallback((next: OnboardingStep) => {
    moved.current = true;
    setStep(next);
  }, []);

  const load = useCallback(
    (signal?: AbortSignal) => {
      setPhase({ kind: 'loading' });
      getOnboardingAccount(client, { signal }).then(
        (found) => {
          if (signal?.aborted) return;
          publishOnboardingAccount(client, found);
          adopt(found);
          setStep(resumeStep(found, readMemory(), givenType ?? null));
          setPhase({ kind: 'ready' });
        },
        (error: unknown) => {
          if (signal?.aborted) return;
          if (noAccountYet(error)) {
            setStep(resumeStep(null, {}, givenType ?? null));
            setPhase({ kind: 'ready' });
            return;
          }
          report(error);
          setPhase({ kind: 'error', message: messageOf(error) });
        },
      );
    },
    [client, givenType, adopt, report],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  // The step's heading takes focus after a move (not on first load), the live region says where we are, the caller hears of it.
  const steps = stepsFor(customerType, askType);
  const position = step ? steps.indexOf(step) + 1 : 0;
  const title = step ? stepTitle(step, customerType, t) : '';
  const announcement = step && phase.kind === 'ready' ? t('flow.announce', { n: position, total: steps.length, title }) : '';
  useEffect(() => {
    if (!step || phase.kind !== 'ready') return;
    if (moved.current) heading.current?.focus();
    callbacks.current.onStepChange?.(step);
  }, [step, phase.kind]);

  // Waiting for review: follow the account; approval moves on to the account details.
  const watching = phase.kind === 'ready' && (step === 'verification' || step === 'liveness');
  const watched = useOnboardingAccount({ enabled: watching, ...(intervalMs === undefined ? {} : { intervalMs }) });
  useEffect(() => {
    if (!watching || !watched.account) return;
    adopt(watched.account);
    if (step === 'verification' && watched.account.verification_status === 'approved') go('account');
  }, [watching, watched.account, step, adopt, go]);

  // Approved: incoming payments on (once), then the card issues or reads the account details.
  const inbound = account?.capabilities.includes('inbound_payments') ?? false;
  useEffect(() => {
    if (step !== 'account' || !account || account.verification_status !== 'approved' || inbound || activation.state !== 'idle') return;
    setActivation({ state: 'running' });
    activateCapabilities(client, ['inbound_payments']).then(
      (result) => {
        setAccount((current) => (current ? { ...current, capabilities: result.capabilities } : current));
        setActivation({ state: 'done' });
      },
      (error: unknown) => {
        report(error);
        setActivation({ state: 'failed', message: messageOf(error) });
      },
    );
  }, [step, account, inbound, activation.state, client, report]);

  const ensureAccount = useCallback(
    async (type: CustomerType): Promise<OnboardingAccountView> => {
      if (account) return account;
      const created = await createOnboardingAccount(client, { customer_type: type });
      adopt(created);
      return created;
    },
    [account, client, adopt],
  );

  const sendKyc = useCallback(
    async (body: KycBody) => {
      try {
        await ensureAccount('individual');
        return await submitKyc(client, body);
      } catch (error) {
        report(error);
        throw error;
      }
    },
    [client, ensureAccount, report],
  );
  const sendKyb = useCallback(
    async (body: KybBody) => {
      try {
        await ensureAccount('business');
        return await submitKyb(client, body);
      } catch (error) {
        report(error);
        throw error;
      }
    },
    [client, ensureAccount, report],
  );

  const completed = useRef(false);
  const complete = useCallback((virtualAccount: VirtualAccountView) => {
    // The card may have turned incoming payments on itself, after a failed first try here.
    setActivation({ state: 'done' });
    if (completed.current) return;
    completed.current = true;
    callbacks.current.onComplete?.(virtualAccount);
  }, []);

  const renderStep = (current: OnboardingStep) => {
    if (!customerType && current !== 'customer-type') return null;
    switch (current) {
      case 'customer-type':
        return (
          <CustomerTypeStep
            initial={customerType}
            onChoose={async (type) => {
              try {
                const opened = await ensureAccount(type);
                go(resumeStep(opened, memory, type));
              } catch (error) {
                report(error);
                throw error;
              }
            }}
          />
        );
      case 'details':
        return customerType === 'business' ? (
          <KybForm
            defaultValues={sent.kyb}
            onSubmit={sendKyb}
            onSubmitted={(next, info) => {
              setSent((previous) => ({ ...previous, kyb: info.body }));
              remember({ businessType: info.body.business_type });
              adopt(next);
              go('documents');
            }}
          />
        ) : (
          <KycForm
            defaultValues={sent.kyc}
            onSubmit={sendKyc}
            onSubmitted={(next, info) => {
              setSent((previous) => ({ ...previous, kyc: info.body }));
              remember({ idType: info.body.id_type });
              adopt(next);
              go('documents');
            }}
          />
        );
      case 'documents':
        return (
          <DocumentsStep
            customerType={customerType as CustomerType}
            memory={memory}
            uploaded={uploaded}
            upload={upload}
            onUploaded={(document: AccountDocument) => setUploaded((previous) => mergeCounts(previous, { [document.document_type]: 1 }))}
            onContinue={() => go(customerType === 'individual' ? 'liveness' : 'verification')}
          />
        );
      case 'liveness':
        return (
          <LivenessHandoff
            {...liveness}
            onDone={() => go('verification')}
            onError={report}
            {...(intervalMs === undefined ? {} : { intervalMs })}
          />
        );
      case 'verification':
        return (
          <VerificationStatus
            headingLevel={3}
            upload={upload}
            onError={report}
            {...(intervalMs === undefined ? {} : { intervalMs })}
            renderOwnerInfo={(task) =>
              task.done ? (
                <p className={s.notice()} data-tone="success">
                  {t('flow.owners.sent')}
                </p>
              ) : (
                <KybForm
                  defaultValues={sent.kyb}
                  draftKey="more-info"
                  submitLabel={t('flow.owners.send')}
                  onSubmit={sendKyb}
                  onSubmitted={(next, info) => {
                    setSent((previous) => ({ ...previous, kyb: info.body }));
                    remember({ businessType: info.body.business_type });
                    adopt(next);
                    task.complete();
                  }}
                />
              )
            }
          />
        );
      case 'account': {
        const card = <VirtualAccountCard headingLevel={3} onDetails={complete} onError={report} {...(intervalMs === undefined ? {} : { intervalMs })} />;
        if (activation.state === 'failed') {
          // The card offers to turn incoming payments on again (and explains a platform's refusal).
          return (
            <>
              <p className={s.notice()} data-tone="danger" role="alert">
                {t('flow.account.failed', { message: activation.message ?? '' })}
              </p>
              {card}
            </>
          );
        }
        if (!inbound && activation.state !== 'done') return <p role="status">{t('flow.account.activating')}</p>;
        return card;
      }
    }
  };

  if (phase.kind === 'error') {
    return (
      <section className={cx(s.root(), className)} data-paykit="onboarding-flow" data-state="error" aria-label={t('flow.label')}>
        <div className={s.notice()} data-tone="danger" role="alert">
          <p>{t('flow.loadFailed', { message: phase.message })}</p>
          <button type="button" className={button()} data-variant="secondary" onClick={() => load()}>
            {t('flow.retry')}
          </button>
        </div>
      </section>
    );
  }

  if (phase.kind === 'loading' || !step) {
    return (
      <section className={cx(s.root(), className)} data-paykit="onboarding-flow" data-state="loading" aria-busy="true" aria-label={t('flow.label')}>
        <p role="status">{t('flow.loading')}</p>
      </section>
    );
  }
  const back = customerType ? previousStep(step) : null;
  return (
    <section className={cx(s.root(), className)} data-paykit="onboarding-flow" data-state={step} aria-labelledby={headingId}>
      <Progress steps={steps} current={step} customerType={customerType} />
      {back ? (
        <button type="button" className={s.back()} onClick={() => go(back)}>
          {t('flow.back')}
        </button>
      ) : null}
      <header className={s.header()}>
        <p className={s.caption()} data-part="step-of">
          {t('flow.stepOf', { n: position, total: steps.length })}
        </p>
        <h2 id={headingId} ref={heading} className={s.heading()} tabIndex={-1} data-part="step-heading">
          {title}
        </h2>
      </header>
      <div className={s.body()} key={step}>
        {renderStep(step)}
      </div>
      <p className={visuallyHidden()} role="status" aria-live="polite" data-part="announcer">
        {announcement}
      </p>
    </section>
  );
}

function mergeCounts(
  previous: Partial<Record<DocumentType, number>>,
  next: Partial<Record<DocumentType, number>>,
): Partial<Record<DocumentType, number>> {
  const merged = { ...previous };
  for (const [type, count] of Object.entries(next) as [DocumentType, number][]) merged[type] = Math.max(merged[type] ?? 0, count ?? 0);
  return merged;
}
