import type { LivenessSession, OnboardingAccountView } from 'paykit/schemas';
import { forwardRef, useEffect, useMemo, useRef, useState } from 'react';
import { getOnboardingAccount, startLiveness } from '../../../client/onboarding';
import { useOnboardingAccount } from '../../hooks/useOnboardingAccount';
import { useStatusT } from '../../i18n/useStatusT';
import type { WithRootProps } from '../../internal/props';
import { usePaykit } from '../../provider/context';
import { button, cx, visuallyHidden } from '../../styles/base';
import { qrShape } from '../CheckoutWidget/qr';
import { isRefusal, loadErrorText, startErrorText } from './error-words';
import { isSelfieCheckOpen } from './selfie-check-open';
import * as styles from './styles';
import { useLatest } from '../../internal/useLatest';

/**
 * What the selfie check step shows: its `data-state`. 'closed': the application is in review or
 * decided, so the service takes no selfie check (nothing to start).
 */
export type LivenessPhase = 'loading' | 'error' | 'documents-needed' | 'ready' | 'starting' | 'waiting' | 'completed' | 'failed' | 'closed';

/** LivenessHandoff's own props. */
export interface LivenessHandoffOwnProps {
  /**
   * Where "Start the selfie check" opens the check. 'new-tab' (default): this page stays
   * and waits, and notices the result by itself. 'same-tab': the customer leaves this page; the
   * check's own page must bring them back (configured with the service, not here).
   */
  openIn?: 'new-tab' | 'same-tab';
  /** Opens the URL yourself instead (an app's webview, a router). */
  openUrl?: (url: string) => void;
  /** The check passed (liveness completed); called once. */
  onDone?: (account: OnboardingAccountView) => void;
  /** The check did not pass; the component offers to try again. */
  onFailed?: (account: OnboardingAccountView) => void;
  /** Any failure (loading, starting the check); each is also shown. */
  onError?: (error: unknown) => void;
  /** Between status checks while waiting (default 3000 ms). */
  intervalMs?: number;
  /** Extra classes on the root `<div>`. */
  className?: string;
}

/** LivenessHandoff's props: its own, and any attribute of its root `<div>`. */
export type LivenessHandoffProps = WithRootProps<LivenessHandoffOwnProps, 'div'>;

const hasIdentityDocument = (account: OnboardingAccountView) => (account.submission.documents.passport ?? 0) > 0 || (account.submission.documents.id_front ?? 0) > 0;

function phaseOf(account: OnboardingAccountView | null, fatal: boolean, starting: boolean): LivenessPhase {
  if (!account) return fatal ? 'error' : 'loading';
  const { liveness } = account.submission;
  if (liveness === 'completed') return 'completed';
  if (!isSelfieCheckOpen(account)) return 'closed';
  if (starting) return 'starting';
  if (liveness === 'pending') return 'waiting';
  if (liveness === 'failed') return 'failed';
  return hasIdentityDocument(account) ? 'ready' : 'documents-needed';
}

/** Phases that say by themselves why the check cannot start: no error beside them. */
const SELF_EXPLAINING = new Set<LivenessPhase>(['closed', 'documents-needed', 'completed']);

/** "(opens in a new tab)" for screen readers, after a space that names keep. */
function NewTab({ text }: { text: string }) {
  return (
    <>
      {' '}
      <span className={visuallyHidden()}>{text}</span>
    </>
  );
}

/** Only web pages: a compromised or misconfigured proxy must not hand us a javascript: URL. */
function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * After an individual's ID documents: the selfie (liveness) check. A button continues in this
 * browser, a QR code continues on a phone; then it waits for the result and calls onDone, or
 * offers another try. Renders nothing for business accounts (they have no selfie check).
 * The ref and other props go to its root `<div>`.
 */
export const LivenessHandoff = forwardRef<HTMLDivElement, LivenessHandoffProps>(function LivenessHandoff(
  { openIn = 'new-tab', openUrl, onDone, onFailed, onError, intervalMs = 3000, className, ...rootProps },
  ref,
) {
  const { client } = usePaykit('LivenessHandoff');
  const { t } = useStatusT('LivenessHandoff');
  const { account, fatal, error: loadError, publish } = useOnboardingAccount({ intervalMs });
  const [session, setSession] = useState<LivenessSession | null>(null);
  const [starting, setStarting] = useState(false);
  const [showQr, setShowQr] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const phase = phaseOf(account, fatal, starting);

  const callbacks = useLatest({ onDone, onFailed });
  const reported = useRef<LivenessPhase | null>(null);
  useEffect(() => {
    if (!account || reported.current === phase) return;
    reported.current = phase;
    if (phase === 'completed') callbacks.current.onDone?.(account);
    if (phase === 'failed') callbacks.current.onFailed?.(account);
  }, [phase, account, callbacks]);

  const qr = useMemo(() => (session && isWebUrl(session.liveness_url) ? qrShape(session.liveness_url) : null), [session]);

  if (account && account.customer_type !== 'individual') return null;

  function open(url: string, popup: Window | null) {
    if (openUrl) return openUrl(url);
    if (openIn === 'same-tab') return window.location.assign(url);
    if (!popup) return; // Blocked: the waiting step shows a link to open it.
    popup.opener = null;
    popup.location.href = url;
  }

  /** The account as the proxy has it now, shown to every watcher; null when it cannot be read. */
  async function rereadAccount(): Promise<OnboardingAccountView | null> {
    try {
      const current = await getOnboardingAccount(client);
      publish(current);
      return current;
    } catch {
      return null;
    }
  }

  async function start(where: 'here' | 'phone') {
    // Opened during the click itself, or popup blockers refuse it once the request has answered.
    const popup = where === 'here' && !openUrl && openIn === 'new-tab' ? (window.open('', '_blank') ?? null) : null;
    setStarting(true);
    setProblem(null);
    try {
      const next = await startLiveness(client);
      if (!isWebUrl(next.liveness_url)) throw new Error('The selfie check address is not a web page');
      setSession(next);
      if (account) publish({ ...account, submission: { ...account.submission, liveness: 'pending', liveness_completed_at: null } });
      if (where === 'here') open(next.liveness_url, popup);
      else setShowQr(true);
    } catch (error) {
      popup?.close();
      onError?.(error);
      // A refusal often means the account moved on (decided, in review, documents missing):
      // read it again, and let its phase speak rather than the service's message.
      const current = isRefusal(error) ? await rereadAccount() : null;
      const speaks = current ? SELF_EXPLAINING.has(phaseOf(current, false, false)) : false;
      setProblem(speaks ? null : startErrorText(error, t));
    } finally {
      setStarting(false);
    }
  }

  const sentence =
    phase === 'loading'
      ? t('liveness.loading')
      : phase === 'starting'
        ? t('liveness.starting')
        : phase === 'waiting'
          ? t('liveness.waiting')
          : phase === 'completed'
            ? t('liveness.completed')
            : phase === 'failed'
              ? t('liveness.failed')
              : phase === 'closed'
                ? t('liveness.closed')
                : '';
  const newTab = openIn === 'new-tab' && !openUrl;
  const canStart = phase === 'ready' || phase === 'failed';
  const errorText = problem ?? (phase === 'error' && loadError ? loadErrorText(loadError, t) : '');

  return (
    <div {...rootProps} ref={ref} className={cx(styles.root(), className)} data-paykit="liveness-handoff" data-state={phase}>
      <p className={styles.title()} data-part="title">
        {t('liveness.title')}
      </p>
      {(phase === 'ready' || phase === 'starting') && <p>{t('liveness.intro')}</p>}
      {phase === 'documents-needed' && <p>{t('liveness.documentsFirst')}</p>}

      <p className={styles.status()} role="status" data-tone={phase === 'completed' ? 'success' : phase === 'failed' ? 'danger' : undefined}>
        {sentence}
      </p>

      {canStart && (
        <div className={styles.actions()}>
          <button type="button" className={button()} onClick={() => void start('here')}>
            {phase === 'failed' ? t('liveness.retry') : t('liveness.continue')}
            {newTab && <NewTab text={t('liveness.newTab')} />}
          </button>
          <button type="button" className={button()} data-variant="secondary" data-part="phone" onClick={() => void start('phone')}>
            {t('liveness.phone')}
          </button>
        </div>
      )}

      {phase === 'waiting' && (
        <>
          <p className={styles.muted()}>{t('liveness.waitingHelp')}</p>
          {session ? (
            <a className={styles.link()} href={session.liveness_url} target={newTab ? '_blank' : undefined} rel="noopener noreferrer">
              {t('liveness.openAgain')}
              {newTab && <NewTab text={t('liveness.newTab')} />}
            </a>
          ) : (
            <button type="button" className={button()} data-variant="secondary" onClick={() => void start('here')}>
              {t('liveness.openAgain')}
              {newTab && <NewTab text={t('liveness.newTab')} />}
            </button>
          )}
          {session && !showQr && (
            <button type="button" className={button()} data-variant="secondary" data-size="small" data-part="phone" onClick={() => setShowQr(true)}>
              {t('liveness.phone')}
            </button>
          )}
        </>
      )}

      {phase === 'waiting' && showQr && qr && session && (
        <figure className={styles.qr()} data-part="qr" data-qr-text={session.liveness_url}>
          <div>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges" role="img" aria-label={t('liveness.qr.label')}>
              <rect width={qr.size} height={qr.size} fill="#ffffff" />
              <path stroke="#000000" d={qr.path} />
            </svg>
          </div>
          <figcaption>{t('liveness.qr.help')}</figcaption>
        </figure>
      )}

      <p className={styles.error()} role="alert">
        {errorText}
      </p>
    </div>
  );
});
