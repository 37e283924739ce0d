import type { VirtualAccountView } from 'paykit/schemas';
import { forwardRef, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { getVirtualAccount, issueVirtualAccount } from '../../../client/onboarding';
import { useCapabilityActivation, type ActivationState } from '../../hooks/useCapabilityActivation';
import { useCopy } from '../../hooks/useCopy';
import { useOnboardingAccount } from '../../hooks/useOnboardingAccount';
import { useVirtualAccountT, type VirtualAccountTranslate } from '../../i18n/useVirtualAccountT';
import { problemWords } from '../../internal/problem-words';
import type { WithRootProps } from '../../internal/props';
import { usePaykit } from '../../provider/context';
import { button, cluster, cx, visuallyHidden } from '../../styles/base';
import { AddressText } from '../CheckoutWidget/AddressText';
import * as styles from './styles';
import { useLatest } from '../../internal/useLatest';
import { formatBsb } from './bsb';

/** What the card shows: its `data-state`. */
export type VirtualAccountPhase = 'loading' | 'unverified' | 'inactive' | 'activating' | 'forbidden' | 'fetching' | 'issuing' | 'not-issued' | 'ready' | 'error';

/** VirtualAccountCard's own props. */
export interface VirtualAccountCardOwnProps {
  /** Issue the details as soon as they can be (default true); false shows a button instead. */
  autoIssue?: boolean;
  /** The details are shown (read back or just issued). */
  onDetails?: (details: VirtualAccountView) => void;
  /** Any failure (loading, turning incoming payments on, issuing); each is also shown. */
  onError?: (error: unknown) => void;
  /** Between status checks while waiting for approval (default 5000 ms). */
  intervalMs?: number;
  /** The heading's level (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Extra classes on the root `<section>`. */
  className?: string;
}

/** VirtualAccountCard's props: its own, and any attribute of its root `<section>`. */
export type VirtualAccountCardProps = WithRootProps<VirtualAccountCardOwnProps, 'section'>;

/** The card's phase while approved but incoming payments are still off. */
const ACTIVATION_PHASES: Record<ActivationState, VirtualAccountPhase> = {
  idle: 'inactive',
  done: 'inactive', // until the watched account shows the capability
  running: 'activating',
  forbidden: 'forbidden',
  failed: 'error',
};

function assetList(assets: readonly string[], locale: string): string {
  if (typeof Intl.ListFormat === 'function') return new Intl.ListFormat(locale, { type: 'disjunction' }).format(assets);
  return assets.join(' / ');
}

/** The details as one text, for sharing or pasting into a message. */
export function detailsText(details: VirtualAccountView, t: VirtualAccountTranslate, locale: string): string {
  return t('virtualAccount.shareText', {
    name: details.account_name,
    bsb: formatBsb(details.bsb),
    number: details.account_number,
    assets: assetList(details.solana_assets, locale),
    address: details.solana_address,
  });
}

/**
 * Once the account is approved and incoming payments are on: the customer's BSB and account
 * number for bank transfers and their Solana address for USDT/USDC, each with a copy button,
 * and "Share details". Turns incoming payments on first when the platform allows it.
 * The ref and other props go to its root `<section>`.
 */
export const VirtualAccountCard = forwardRef<HTMLElement, VirtualAccountCardProps>(function VirtualAccountCard(
  { autoIssue = true, onDetails, onError, intervalMs, headingLevel = 2, className, ...rest },
  ref,
) {
  const { client } = usePaykit('VirtualAccountCard');
  const { t, locale } = useVirtualAccountT('VirtualAccountCard');
  const { account, fatal, error: accountError } = useOnboardingAccount(intervalMs === undefined ? {} : { intervalMs });
  const [details, setDetails] = useState<VirtualAccountView | null>(null);
  const [step, setStep] = useState<'idle' | 'fetching' | 'issuing' | 'not-issued' | 'error'>('idle');
  const [problem, setProblem] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [issueNow, setIssueNow] = useState(autoIssue);
  const titleId = useId();
  const Heading = `h${headingLevel}` as 'h2';
  const callbacks = useLatest({ onDetails, onError });
  // Answers with the capabilities; every watcher (this card included) sees the account change.
  // The hook keeps only the failure's message (the service's, for developers): the error itself picks our words.
  const [activationError, setActivationError] = useState<unknown>(null);
  const activation = useCapabilityActivation((error) => {
    setActivationError(error);
    callbacks.current.onError?.(error);
  });

  const approved = account?.verification_status === 'approved';
  const active = approved && account.capabilities.includes('inbound_payments');

  useEffect(() => {
    if (!active || details) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      try {
        // Issuing answers the details already issued too: one POST, and no 404 in the console
        // of a first visit for details that do not exist yet.
        let found: VirtualAccountView | null;
        if (issueNow) {
          setStep('issuing');
          found = await issueVirtualAccount(client, { signal });
        } else {
          found = await getVirtualAccount(client, { signal });
        }
        if (signal.aborted) return;
        if (!found) return setStep('not-issued');
        setDetails(found);
        setStep('idle');
        callbacks.current.onDetails?.(found);
      } catch (error) {
        if (signal.aborted) return;
        setProblem(t('virtualAccount.error', { message: problemWords(error, t) }));
        setStep('error');
        callbacks.current.onError?.(error);
      }
    })();
    return () => {
      controller.abort();
      // This run's outcome (issuing, not issued, failed) ends with it: the next run starts as fetching.
      setStep('fetching');
    };
  }, [active, details, client, issueNow, attempt, t, callbacks]);

  const phase: VirtualAccountPhase = !account
    ? fatal
      ? 'error'
      : 'loading'
    : !approved
      ? 'unverified'
      : !active
        ? ACTIVATION_PHASES[activation.state]
        : details
          ? 'ready'
          : step === 'issuing' || step === 'not-issued' || step === 'error'
            ? step
            : 'fetching';

  const sentence: Partial<Record<VirtualAccountPhase, string>> = {
    loading: t('virtualAccount.loading'),
    unverified: t('virtualAccount.unverified'),
    inactive: t('virtualAccount.inactive'),
    activating: t('virtualAccount.activating'),
    forbidden: t('virtualAccount.forbidden'),
    fetching: t('virtualAccount.loading'),
    issuing: t('virtualAccount.issuing'),
    // The proxy keeps no details for this customer: not a claim that none were issued.
    'not-issued': t('virtualAccount.notKept'),
    error:
      !active && activation.state === 'failed'
        ? t('virtualAccount.error', { message: problemWords(activationError, t) })
        : problem || (accountError ? t('virtualAccount.error', { message: problemWords(accountError, t) }) : ''),
  };

  return (
    <section {...rest} ref={ref} className={cx(styles.root(), className)} aria-labelledby={titleId} data-paykit="virtual-account-card" data-state={phase}>
      <Heading id={titleId} className={styles.heading()}>
        {t('virtualAccount.title')}
      </Heading>
      <p className={styles.status()} role="status" data-tone={phase === 'error' || phase === 'forbidden' ? 'danger' : undefined}>
        {sentence[phase] ?? ''}
      </p>

      {(phase === 'inactive' || (phase === 'error' && !active && approved)) && (
        <div className={cluster()}>
          <button type="button" className={button()} onClick={() => void activation.activate()}>
            {t('virtualAccount.activate')}
          </button>
        </div>
      )}
      {phase === 'not-issued' && (
        <div className={cluster()}>
          <button type="button" className={button()} onClick={() => setIssueNow(true)}>
            {t('virtualAccount.issue')}
          </button>
        </div>
      )}
      {phase === 'error' && active && (
        <div className={cluster()}>
          <button type="button" className={button()} data-variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('virtualAccount.retry')}
          </button>
        </div>
      )}
      {phase === 'ready' && details && <Details details={details} t={t} locale={locale} />}
    </section>
  );
});

function Details({ details, t, locale }: { details: VirtualAccountView; t: VirtualAccountTranslate; locale: string }) {
  const assets = assetList(details.solana_assets, locale);
  const bsb = formatBsb(details.bsb);
  return (
    <>
      <p className={styles.muted()}>{t('virtualAccount.bank', { currency: details.currency })}</p>
      <dl className={styles.details()}>
        <div>
          <dt>{t('virtualAccount.accountName')}</dt>
          <dd>
            <span className={styles.value()} data-field="account-name">
              {details.account_name}
            </span>
            <CopyField value={details.account_name} field={t('virtualAccount.accountName')} label={t('virtualAccount.copy.accountName')} t={t} />
          </dd>
        </div>
        <div>
          <dt>{t('virtualAccount.bsb')}</dt>
          <dd>
            <span className={styles.value()} data-field="bsb" translate="no" dir="ltr">
              {bsb}
            </span>
            {/* Digits only: some banking apps' BSB fields take six characters and would cut a pasted dash short. */}
            <CopyField value={bsb.replace(/\D/g, '')} field={t('virtualAccount.bsb')} label={t('virtualAccount.copy.bsb')} t={t} />
          </dd>
        </div>
        <div>
          <dt>{t('virtualAccount.accountNumber')}</dt>
          <dd>
            <span className={styles.value()} data-field="account-number" translate="no" dir="ltr">
              {details.account_number}
            </span>
            <CopyField value={details.account_number} field={t('virtualAccount.accountNumber')} label={t('virtualAccount.copy.accountNumber')} t={t} />
          </dd>
        </div>
        <div>
          <dt>{t('virtualAccount.solana', { assets })}</dt>
          <dd>
            <span className={styles.address()} data-field="solana-address">
              <AddressText address={details.solana_address} />
            </span>
            <CopyField value={details.solana_address} field={t('virtualAccount.solana', { assets })} label={t('virtualAccount.copy.solana')} t={t} />
            <span className={styles.note()}>{t('virtualAccount.solanaWarning', { assets })}</span>
          </dd>
        </div>
      </dl>
      <ShareButton text={detailsText(details, t, locale)} t={t} />
    </>
  );
}

/**
 * A copy icon button at the end of its value's line, named in words ("Copy account name": its
 * own per field; "Copied" once done, with a check), whose result is announced politely. An icon
 * keeps every button the same small width, so the values keep the room and the buttons one column.
 */
function CopyField({ value, field, label, t }: { value: string; field: string; label: string; t: VirtualAccountTranslate }) {
  const { copy, copied, failed } = useCopy();
  return (
    <span>
      <button
        type="button"
        className={button()}
        data-variant="quiet"
        data-shape="icon"
        aria-label={copied ? t('virtualAccount.copiedShort') : label}
        title={label}
        data-copied={copied ? 'true' : undefined}
        onClick={() => void copy(value)}
      >
        <svg
          viewBox="0 0 20 20"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={copied ? 'M4.5 10.5 8 14l7.5-8' : 'M7.5 7.5h8v9h-8ZM4.5 12.5v-8a1 1 0 0 1 1-1h7'} />
        </svg>
      </button>
      <span role="status" className={visuallyHidden()}>
        {copied ? t('virtualAccount.copied', { field }) : failed ? t('virtualAccount.copyFailed') : ''}
      </span>
    </span>
  );
}

/** Whether the browser has the Web Share API does not change while the page lives. */
const neverChanges = () => () => {};
const browserCanShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The Web Share API where the browser has it (phones, mostly); elsewhere, copies everything as text. */
function ShareButton({ text, t }: { text: string; t: VirtualAccountTranslate }) {
  const { copy, copied, failed } = useCopy();
  // False on the server and while hydrating, so server-rendered markup and the first client render agree.
  const canShare = useSyncExternalStore(neverChanges, browserCanShare, () => false);

  async function share() {
    if (canShare) {
      try {
        await navigator.share({ title: t('virtualAccount.shareTitle'), text });
        return;
      } catch (error) {
        // The customer closed the share sheet: nothing to do. Anything else: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(text);
  }

  return (
    <div className={cluster()}>
      <button type="button" className={button()} onClick={() => void share()}>
        {canShare ? t('virtualAccount.share') : t('virtualAccount.copyAll')}
      </button>
      <span role="status" className={visuallyHidden()}>
        {copied ? t('virtualAccount.allCopied') : failed ? t('virtualAccount.copyFailed') : ''}
      </span>
    </div>
  );
}
