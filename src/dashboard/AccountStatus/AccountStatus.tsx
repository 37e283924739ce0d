import type { HeadingLevel, WithRootProps } from 'paykit';
import type { AccountVerificationStatus, CapabilityName, OnboardingAccountView, RequiredInfoItem } from 'paykit/schemas';
import { forwardRef, useId, type ReactNode } from 'react';
import { PaykitApiError } from '../../shared/errors';
import { formatBsb } from '../../react/components/VirtualAccountCard/bsb';
import { useOnboardingAccount } from '../../react/hooks/useOnboardingAccount';
import { useAccountPresence } from './useAccountPresence';
import { StatusIcon, type StatusTone } from '../../react/internal/StatusIcon';
import { button, cx } from '../../react/styles/base';
import * as styles from './styles';
import { useAccountT, type AccountTranslate } from './useAccountT';
import { useBankDetails, type BankDetails } from './useBankDetails';

/** AccountStatus's own props. */
export interface AccountStatusOwnProps {
  /** Where each required_info task is done (a page of the platform); the task becomes a link. */
  taskHref?: (item: RequiredInfoItem) => string | undefined;
  /** Called when a task is chosen, for platforms that open it in place; the task becomes a button (when it has no href). */
  onTask?: (item: RequiredInfoItem) => void;
  /** With no account yet: where it is set up (a link)… */
  startHref?: string;
  /** …or what starts it (a button). Without either, the banner only says there is no account. */
  onStart?: () => void;
  /** Between status checks while verification is open (default 5000 ms). */
  intervalMs?: number;
  /** The heading's level (default 2); its parts get the next one. */
  headingLevel?: HeadingLevel;
  /** Extra classes on the root `<section>`. */
  className?: string;
}

/** AccountStatus's props: its own, and any attribute of its root `<section>`. */
export type AccountStatusProps = WithRootProps<AccountStatusOwnProps, 'section'>;

/** What the banner shows: its `data-state`. */
export type AccountStatusPhase = AccountVerificationStatus | 'loading' | 'none' | 'error';

// The schema module's CAPABILITY_NAMES would bring zod into the bundle for three words.
const CAPABILITY_NAMES: readonly CapabilityName[] = ['inbound_payments', 'fx_conversion', 'outbound_payouts'];

/** The banner's tone: verified is success, a rejection or failure danger, a request for more a warning, the rest info. */
function toneOf(phase: AccountStatusPhase): StatusTone {
  return phase === 'approved' ? 'success' : phase === 'rejected' || phase === 'error' ? 'danger' : phase === 'more_info_required' ? 'warning' : 'info';
}

/** 401 and 404 on the account mean the session has none yet; anything else fatal is an error. */
const NO_ACCOUNT = new Set([401, 404]);

/**
 * The signed-in customer's connected account at a glance: verification status, what is still
 * needed (each a task linking to where it is done), why it was rejected, which capabilities are
 * on, and the bank details once issued (with "Get my bank details" when the proxy keeps none;
 * only once incoming payments are on, since none can be issued before).
 * Kept current while verification is open. The ref and
 * other props go to its root `<section>`.
 */
export const AccountStatus = forwardRef<HTMLElement, AccountStatusProps>(function AccountStatus(
  { taskHref, onTask, startHref, onStart, intervalMs, headingLevel = 2, className, ...rootProps },
  ref,
) {
  const { t } = useAccountT('AccountStatus');
  const presence = useAccountPresence();
  const watched = useOnboardingAccount({ enabled: presence.state === 'present', ...(intervalMs === undefined ? {} : { intervalMs }) });
  const { account } = watched;
  const error = presence.state === 'failed' ? presence.error : watched.error;
  const fatal = presence.state === 'failed' || watched.fatal;
  const phase: AccountStatusPhase = account
    ? account.verification_status
    : presence.state === 'absent' || (fatal && error instanceof PaykitApiError && NO_ACCOUNT.has(error.status))
      ? 'none'
      : error
        ? 'error'
        : 'loading';
  // The service issues bank details only once inbound_payments is active: before, there are none to get.
  const bankable = account?.verification_status === 'approved' && account.capabilities.includes('inbound_payments');
  const { bank, issue } = useBankDetails(bankable);
  const tone = toneOf(phase);
  const titleId = useId();
  const Heading = `h${headingLevel}` as 'h2';
  const Sub = `h${Math.min(headingLevel + 1, 6)}` as 'h3';

  return (
    <section
      {...rootProps}
      ref={ref}
      className={cx(styles.root(), className)}
      aria-labelledby={titleId}
      aria-busy={phase === 'loading' || undefined}
      data-paykit="account-status"
      data-state={phase}
      data-customer-type={account?.customer_type}
    >
      <Heading id={titleId} className={styles.heading()}>
        {t('accountStatus.title')}
      </Heading>
      <div className={styles.banner()} data-tone={tone} role="status" aria-live="polite" aria-atomic="true" data-part="banner">
        <StatusIcon tone={tone} />
        <div>
          <p className={styles.subheading()}>
            {/* Every phase has its sentence; only the error's has a placeholder. */}
            {t(`accountStatus.${phase}`, { message: error instanceof Error ? error.message : '' })}
          </p>
          {account?.verification_status === 'rejected' ? (
            <p data-part="reason">{t(account.rejection_reason ? `accountStatus.reason.${account.rejection_reason}` : 'accountStatus.reason.unknown')}</p>
          ) : null}
        </div>
      </div>

      {phase === 'none' && (startHref || onStart) ? (
        <div>
          {startHref ? (
            <a className={button()} href={startHref}>
              {t('accountStatus.start')}
            </a>
          ) : (
            <button type="button" className={button()} onClick={onStart}>
              {t('accountStatus.start')}
            </button>
          )}
        </div>
      ) : null}

      {account && account.verification_status === 'more_info_required' && account.required_info.length > 0 ? (
        <div className={styles.section()} data-part="tasks">
          <Sub className={styles.subheading()}>{t('accountStatus.tasks')}</Sub>
          <ul className={styles.list()}>
            {account.required_info.map((item) => (
              <li key={item} className={styles.item()} data-task={item}>
                <StatusIcon tone="warning" />
                <Task item={item} href={taskHref?.(item)} onTask={onTask} label={t(`accountStatus.task.${item}`)} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {account ? <Capabilities account={account} t={t} Sub={Sub} /> : null}
      {bankable ? <Bank bank={bank} issue={issue} t={t} Sub={Sub} /> : null}
    </section>
  );
});

function Task({
  item,
  href,
  onTask,
  label,
}: {
  item: RequiredInfoItem;
  href: string | undefined;
  onTask: ((item: RequiredInfoItem) => void) | undefined;
  label: string;
}) {
  if (href) {
    return (
      <a className={styles.link()} href={href} onClick={onTask ? () => onTask(item) : undefined}>
        {label}
      </a>
    );
  }
  // Done in place: an action, so a button (a link only where it goes somewhere).
  if (onTask) {
    return (
      <button type="button" className={button()} data-variant="quiet" data-size="small" onClick={() => onTask(item)}>
        {label}
      </button>
    );
  }
  return <span>{label}</span>;
}

function Capabilities({ account, t, Sub }: { account: OnboardingAccountView; t: AccountTranslate; Sub: 'h3' }) {
  return (
    <div className={styles.section()} data-part="capabilities">
      <Sub className={styles.subheading()}>{t('accountStatus.capabilities')}</Sub>
      <ul className={styles.list()}>
        {CAPABILITY_NAMES.map((name) => {
          const on = account.capabilities.includes(name);
          return (
            <li key={name} className={styles.item()} data-capability={name} data-active={on}>
              <StatusIcon tone={on ? 'success' : 'info'} />
              <span>
                {t('accountStatus.capabilityState', {
                  capability: t(`accountStatus.capability.${name}`),
                  state: t(on ? 'accountStatus.active' : 'accountStatus.inactive'),
                })}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Bank({ bank, issue, t, Sub }: { bank: BankDetails; issue: () => void; t: AccountTranslate; Sub: 'h3' }) {
  let body: ReactNode;
  if (bank.state === 'issued') {
    const { details } = bank;
    body = (
      <dl className={styles.details()}>
        <dt>{t('accountStatus.accountName')}</dt>
        <dd data-field="account-name">{details.account_name}</dd>
        <dt>{t('accountStatus.bsb')}</dt>
        <dd data-field="bsb">{formatBsb(details.bsb)}</dd>
        <dt>{t('accountStatus.accountNumber')}</dt>
        <dd data-field="account-number">{details.account_number}</dd>
      </dl>
    );
  } else if (bank.state === 'none' || bank.state === 'error') {
    // Nothing kept is not "never issued": getting them answers the details already issued too.
    body = (
      <>
        <p className={styles.muted()} role="status">
          {bank.state === 'none' ? t('accountStatus.notKept') : t('accountStatus.bankError', { message: bank.message })}
        </p>
        <div>
          <button type="button" className={button()} onClick={issue}>
            {t('accountStatus.getDetails')}
          </button>
        </div>
      </>
    );
  } else if (bank.state === 'issuing') {
    body = (
      <p className={styles.muted()} role="status">
        {t('accountStatus.issuing')}
      </p>
    );
  } else {
    return null;
  }
  return (
    <div className={styles.section()} data-part="bank" data-state={bank.state}>
      <Sub className={styles.subheading()}>{t('accountStatus.bank')}</Sub>
      {body}
    </div>
  );
}
