import type { CapabilityName, OnboardingAccountView, VirtualAccountView } from 'paykit/schemas';
import { useEffect, useRef, useState } from 'react';
import { useCapabilityActivation } from '../../hooks/useCapabilityActivation';
import { useFlowT } from '../../i18n/useFlowT';
import { useStatusT } from '../../i18n/useStatusT';
import { problemWords } from '../../internal/problem-words';
import { VirtualAccountCard } from '../VirtualAccountCard';
import * as s from './styles';

/** The account step's props. */
export interface AccountStepProps {
  /** The account as the flow knows it. */
  account: OnboardingAccountView | null;
  /** The capabilities the proxy answered with once incoming payments are on. */
  onCapabilities: (capabilities: CapabilityName[]) => void;
  /** The card shows the account details. */
  onDetails: (details: VirtualAccountView) => void;
  /** Any failure (also shown). */
  onError: (error: unknown) => void;
  /** Between the card's status checks. */
  intervalMs?: number | undefined;
}

/**
 * The last step: incoming payments turned on (once, by itself, on approval), then the card
 * issues or reads the account details. When turning them on fails, the card offers it again.
 */
export function AccountStep({ account, onCapabilities, onDetails, onError, intervalMs }: AccountStepProps) {
  const { t } = useFlowT('OnboardingFlow');
  const { t: statusT } = useStatusT('OnboardingFlow');
  // The hook keeps only the failure's message (the service's, for developers): the error itself picks our words.
  const [failure, setFailure] = useState<unknown>(null);
  const activation = useCapabilityActivation((error) => {
    setFailure(error);
    onError(error);
  });
  const inbound = account?.capabilities.includes('inbound_payments') ?? false;
  const approved = account?.verification_status === 'approved';
  // A ref, not the state: StrictMode's second effect run still sees 'idle' and would ask twice.
  const started = useRef(false);
  const { activate } = activation;
  useEffect(() => {
    if (!approved || inbound || started.current) return;
    started.current = true;
    void activate().then((capabilities) => capabilities && onCapabilities(capabilities));
  }, [approved, inbound, activate, onCapabilities]);

  const card = (
    <VirtualAccountCard
      headingLevel={3}
      onDetails={(details) => {
        // The card may have turned incoming payments on itself, after a failed first try here.
        activation.markDone();
        onDetails(details);
      }}
      onError={onError}
      {...(intervalMs === undefined ? {} : { intervalMs })}
    />
  );
  if (activation.state === 'failed' || activation.state === 'forbidden') {
    return (
      <>
        <p className={s.notice()} data-tone="danger" role="alert">
          {t('flow.account.failed', { message: problemWords(failure, statusT) })}
        </p>
        {card}
      </>
    );
  }
  if (!inbound && activation.state !== 'done') return <p role="status">{t('flow.account.activating')}</p>;
  return card;
}
