import type { AccountVerificationStatus as VerificationState } from 'paykit/schemas';
import type { DocumentUploadFn } from 'paykit/client';
import type { OnboardingAccountView, RejectionReason, RequiredInfoItem } from 'paykit/schemas';
import { forwardRef, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { resubmit } from '../../../client/onboarding';
import { useOnboardingAccount } from '../../hooks/useOnboardingAccount';
import type { OnboardingStatusKey, StatusTranslate } from '../../i18n/en-onboarding-status';
import { useStatusT } from '../../i18n/useStatusT';
import { problemWords } from '../../internal/problem-words';
import type { HeadingLevel, WithRootProps } from '../../internal/props';
import { usePaykit } from '../../provider/context';
import { StatusIcon } from '../../internal/StatusIcon';
import { button, cx } from '../../styles/base';
import { mark } from '../CheckoutWidget/outcome-styles';
import { DocumentUploader } from '../DocumentUploader/DocumentUploader';
import { pill } from '../forms/styles';
import * as styles from './styles';
import { useLatest } from '../../internal/useLatest';
import { ReviewMark } from './ReviewMark';
import { ownersOnly, verificationTitle } from './title';

/** What `renderOwnerInfo` gets: mark the task done once the owners' details are sent again (submitKyb). */
export interface OwnerInfoTask {
  /** The owners were sent again. */
  done: boolean;
  /** Marks the task done. */
  complete: () => void;
}

/** Where a customer reaches the platform's support: a page or a mailto:/tel: address. */
export interface SupportContact {
  /** The link's target: a help page, `mailto:…` or `tel:…`. */
  href: string;
  /** The link's text (default "Contact support"). */
  label?: string;
}

/** The rejection reasons the customer can fix themselves: the button that starts the fix. */
const FIXES: Record<RejectionReason, 'details' | 'document'> = {
  expired_document: 'document',
  unreadable_document_image: 'document',
  name_mismatch: 'details',
  address_mismatch: 'details',
};

/** VerificationStatus's own props. */
export interface VerificationStatusOwnProps {
  /**
   * The beneficial_owner_info task's content: the flow's KYB owners section, which calls
   * `task.complete()` once the owners are sent again. Without it the task only explains itself.
   */
  renderOwnerInfo?: (task: OwnerInfoTask) => ReactNode;
  /**
   * A rejection's next step, for platforms that let a rejected customer try again: shows "Update
   * your details" (name or address mismatch) or "Upload a valid document" (expired or
   * unreadable) and calls this with the reason. Without it the reason and what to fix are shown.
   */
  onUpdateDetails?: (reason: RejectionReason) => void;
  /** The platform's support contact, linked on a rejection and beside the tasks. */
  support?: SupportContact;
  /** Each new verification status seen, the first included. */
  onStatusChange?: (status: VerificationState, account: OnboardingAccountView) => void;
  /** After a successful resubmit (the account is back in review). */
  onResubmitted?: (account: OnboardingAccountView) => void;
  /** Any failure (loading, resubmitting, uploading); each is also shown. */
  onError?: (error: unknown) => void;
  /** Where the tasks' documents go (default: the provider's proxy). */
  upload?: DocumentUploadFn;
  /** Between status checks (default 5000 ms). */
  intervalMs?: number;
  /**
   * Where the customer goes once approved (the platform's dashboard, say): a link under the
   * approval, its one way on. Without it the approval ends the view.
   */
  next?: { href: string; label: string };
  /** The heading's level (default 2); tasks get the next one. */
  headingLevel?: HeadingLevel;
  /** Extra classes on the root `<section>`. */
  className?: string;
}

/** VerificationStatus's props: its own, and any attribute of its root `<section>`. */
export type VerificationStatusProps = WithRootProps<VerificationStatusOwnProps, 'section'>;

/** What the component shows: its `data-state`. */
export type VerificationPhase = VerificationState | 'loading' | 'error';

const TONES: Partial<Record<VerificationPhase, 'success' | 'warning' | 'danger'>> = {
  approved: 'success',
  more_info_required: 'warning',
};

/** What the view says under its heading (the heading is the state's title: see verificationTitle). */
function sentences(account: OnboardingAccountView | null, phase: VerificationPhase, t: StatusTranslate, message: string): string[] {
  switch (phase) {
    case 'loading':
      return [t('verification.loading')];
    case 'error':
      // The heading says it could not be loaded; the line says why and what to do.
      return [message];
    case 'pending':
      return [t('verification.pending.body')];
    case 'in_review':
      return [t(account?.customer_type === 'business' ? 'verification.in_review.business' : 'verification.in_review.individual')];
    case 'approved':
      return [t('verification.approved.body')];
    case 'rejected': {
      const reason = account?.rejection_reason;
      return [
        t(reason ? (`verification.rejected.${reason}` as OnboardingStatusKey) : 'verification.rejected.unknown'),
        ...(reason ? [t(`verification.rejected.fix.${reason}` as OnboardingStatusKey)] : []),
        t('verification.rejected.next'),
      ];
    }
    case 'more_info_required':
      return [t(ownersOnly(account) ? 'verification.task.beneficial_owner_info.body' : 'verification.more_info_required.body')];
  }
}

/**
 * Where the customer's verification stands, kept current by polling the proxy: pending, in
 * review (with the usual review time), approved, rejected (the reason in plain words), or
 * more information required — one task per item, then "Resubmit for review". The ref and
 * other props go to its root `<section>`.
 */
export const VerificationStatus = forwardRef<HTMLElement, VerificationStatusProps>(function VerificationStatus(
  { renderOwnerInfo, onUpdateDetails, support, next, onStatusChange, onResubmitted, onError, upload, intervalMs, headingLevel = 2, className, ...rootProps },
  ref,
) {
  const { t } = useStatusT('VerificationStatus');
  const { account, fatal, error, connection } = useOnboardingAccount(intervalMs === undefined ? {} : { intervalMs });
  const phase: VerificationPhase = account ? account.verification_status : fatal ? 'error' : 'loading';
  const titleId = useId();
  const Heading = `h${headingLevel}` as 'h2';

  const onStatusChangeRef = useLatest(onStatusChange);
  const lastStatus = useRef<VerificationState | null>(null);
  useEffect(() => {
    if (!account || lastStatus.current === account.verification_status) return;
    lastStatus.current = account.verification_status;
    onStatusChangeRef.current?.(account.verification_status, account);
  }, [account, onStatusChangeRef]);

  const lines = sentences(account, phase, t, error ? problemWords(error, t) : '');
  return (
    <section
      {...rootProps}
      ref={ref}
      className={cx(styles.root(), className)}
      aria-labelledby={titleId}
      data-paykit="verification-status"
      data-state={phase}
      data-customer-type={account?.customer_type}
    >
      {/* Approval and the wait are moments, as the payer's paid screen: a large mark over the one heading and a muted line. */}
      {phase === 'approved' ? <StatusIcon tone="success" className={mark()} /> : phase === 'in_review' || phase === 'pending' ? <ReviewMark /> : null}
      {/* The heading is in the live region: a new status is announced by its title and its line. */}
      <div className={styles.status()} role="status" aria-live="polite" aria-atomic="true">
        <Heading id={titleId} className={styles.heading()} data-part="title">
          {t(verificationTitle(account, phase === 'error'))}
        </Heading>
        <div data-part="lines" data-tone={TONES[phase]}>
          {lines.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </div>
      </div>
      {phase === 'error' ? (
        // The session ended or has no account: nothing more comes by itself. Loading the page again is what signs
        // a customer back in on the platform's page (the component has no sign-in of its own to call).
        <div className={styles.actions()}>
          <button type="button" className={button()} data-variant="secondary" onClick={() => window.location.reload()}>
            {t('verification.error.retry')}
          </button>
        </div>
      ) : null}
      {account && connection === 'reconnecting' && <p className={styles.warning()}>{t('verification.reconnecting')}</p>}
      {phase === 'approved' && next ? (
        <a className={button()} href={next.href} data-part="next">
          {next.label}
        </a>
      ) : null}
      {/* A rejection's ways on: the fix, when the platform takes one, and its support as a quiet button. */}
      {account?.verification_status === 'rejected' && (onUpdateDetails || support) ? (
        <div className={styles.actions()} data-part="rejection-next">
          {onUpdateDetails && account.rejection_reason ? (
            <button type="button" className={button()} onClick={() => onUpdateDetails(account.rejection_reason as RejectionReason)}>
              {t(FIXES[account.rejection_reason] === 'details' ? 'verification.rejected.update' : 'verification.rejected.upload')}
            </button>
          ) : null}
          {support ? <SupportLink support={support} quiet /> : null}
        </div>
      ) : null}
      {account?.verification_status === 'more_info_required' && (
        <MoreInfoTasks
          key={account.required_info.join()}
          account={account}
          renderOwnerInfo={renderOwnerInfo}
          onResubmitted={onResubmitted}
          onError={onError}
          upload={upload}
          level={Math.min(headingLevel + 1, 6) as 3}
        />
      )}
      {account?.verification_status === 'more_info_required' && support ? (
        <p className={styles.muted()}>
          {t('verification.support.question')} <SupportLink support={support} />
        </p>
      ) : null}
    </section>
  );
});

/** The platform's support contact: a link in a sentence, or the kit's quiet button among actions. */
function SupportLink({ support, quiet }: { support: SupportContact; quiet?: boolean }) {
  const { t } = useStatusT('VerificationStatus');
  return (
    <a className={quiet ? button() : styles.link()} data-variant={quiet ? 'quiet' : undefined} href={support.href}>
      {support.label ?? t('verification.support')}
    </a>
  );
}

interface TasksProps {
  account: OnboardingAccountView;
  renderOwnerInfo?: VerificationStatusProps['renderOwnerInfo'];
  onResubmitted?: (account: OnboardingAccountView) => void;
  onError?: (error: unknown) => void;
  upload?: DocumentUploadFn;
  level: 3;
}

/** The document a clearer photo replaces: the ID already sent, or the registration document. */
function qualityDocument(account: OnboardingAccountView) {
  if (account.customer_type === 'business') return 'registration_document' as const;
  return (account.submission.documents.passport ?? 0) > 0 ? ('passport' as const) : ('id_front' as const);
}

function MoreInfoTasks({ account, renderOwnerInfo, onResubmitted, onError, upload, level }: TasksProps) {
  const { client } = usePaykit('VerificationStatus');
  const { t } = useStatusT('VerificationStatus');
  const [done, setDone] = useState<ReadonlySet<RequiredInfoItem>>(new Set());
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');
  const blockedId = useId();
  const Heading = `h${level}` as 'h3';
  const items = account.required_info;
  const ready = items.length > 0 && items.every((item) => done.has(item));

  const mark = (item: RequiredInfoItem, complete: boolean) =>
    setDone((previous) => {
      if (previous.has(item) === complete) return previous;
      const next = new Set(previous);
      if (complete) next.add(item);
      else next.delete(item);
      return next;
    });

  // The owners alone: sending them is the one action, and it resubmits too (no second button).
  const single = ownersOnly(account);

  async function send(force = false) {
    if ((!ready && !force) || sending) return;
    setSending(true);
    setProblem('');
    try {
      const next = await resubmit(client);
      onResubmitted?.(next);
    } catch (error) {
      setProblem(t('verification.resubmit.failed', { message: problemWords(error, t) }));
      onError?.(error);
    } finally {
      setSending(false);
    }
  }

  function content(item: RequiredInfoItem): ReactNode {
    const onChange = ({ complete }: { complete: boolean }) => mark(item, complete);
    switch (item) {
      case 'additional_document':
        return <DocumentUploader documentType="additional_document" upload={upload} onChange={onChange} />;
      case 'address_proof':
        return <DocumentUploader documentType="proof_of_address" upload={upload} onChange={onChange} />;
      case 'document_quality':
        return <DocumentUploader documentType={qualityDocument(account)} capture="environment" upload={upload} onChange={onChange} />;
      case 'beneficial_owner_info':
        return renderOwnerInfo ? (
          renderOwnerInfo({
            done: done.has(item),
            complete: () => {
              mark(item, true);
              if (single) void send(true);
            },
          })
        ) : (
          <p className={styles.warning()}>{t('verification.task.beneficial_owner_info.missing')}</p>
        );
    }
  }

  return (
    <>
      {single ? (
        <div className={styles.task()} data-task="beneficial_owner_info" data-done={ready ? 'true' : 'false'}>
          {content('beneficial_owner_info')}
        </div>
      ) : (
        <ol className={styles.tasks()}>
          {items.map((item) => {
            const finished = done.has(item);
            return (
              <li key={item} className={styles.task()} data-task={item} data-done={finished ? 'true' : 'false'}>
                <div className={styles.taskHeader()}>
                  <Heading>{t(`verification.task.${item}.title` as OnboardingStatusKey)}</Heading>
                  {/* One task needs no progress: its uploader's row says when it is done. */}
                  {items.length > 1 ? (
                    <span className={pill()} data-tone={finished ? 'success' : 'warning'}>
                      {finished ? t('verification.task.done') : t('verification.task.todo')}
                    </span>
                  ) : null}
                </div>
                <p className={styles.muted()}>{t(`verification.task.${item}.body` as OnboardingStatusKey)}</p>
                {content(item)}
              </li>
            );
          })}
        </ol>
      )}
      {/* The owners alone: sending them resubmits, so the button shows only to try that again. */}
      {!single || (ready && problem) ? (
        <div className={styles.actions()}>
          <button
            type="button"
            className={button()}
            aria-disabled={!ready || sending ? 'true' : undefined}
            aria-describedby={ready ? undefined : blockedId}
            onClick={() => void send()}
          >
            {sending ? t('verification.resubmitting') : t('verification.resubmit')}
          </button>
          {!ready && (
            <p id={blockedId} className={styles.muted()}>
              {t(items.length > 1 ? 'verification.resubmit.blocked' : 'verification.resubmit.blockedOne')}
            </p>
          )}
        </div>
      ) : null}
      <p className={styles.error()} role="alert">
        {problem}
      </p>
    </>
  );
}
