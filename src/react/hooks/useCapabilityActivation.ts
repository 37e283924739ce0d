import type { CapabilityName } from 'paykit/schemas';
import { useCallback, useState } from 'react';
import { activateCapabilities } from '../../client/onboarding';
import { PermissionDeniedError } from '../../shared/errors';
import { usePaykit } from '../provider/context';
import { useLatest } from '../internal/useLatest';

/** Where turning a capability on stands: `forbidden` is the platform's refusal (403), `failed` anything else. */
export type ActivationState = 'idle' | 'running' | 'done' | 'forbidden' | 'failed';

/** useCapabilityActivation's answer. */
export interface CapabilityActivation {
  /** Where turning it on stands. */
  state: ActivationState;
  /** The failure's message while `forbidden` or `failed`, else ''. */
  message: string;
  /**
   * Asks the proxy to turn the capability on; resolves with the account's capabilities, or null
   * on failure (reported through onError). Every watcher of the account sees the change.
   */
  activate: () => Promise<CapabilityName[] | null>;
  /** Records that it is on by another way (another component turned it on). */
  markDone: () => void;
}

/**
 * Turning one onboarding capability on (default `inbound_payments`), the one place that does:
 * OnboardingFlow runs it by itself on approval, VirtualAccountCard on the customer's click.
 */
export function useCapabilityActivation(onError?: (error: unknown) => void, capability: CapabilityName = 'inbound_payments'): CapabilityActivation {
  const { client } = usePaykit('useCapabilityActivation()');
  const [held, setHeld] = useState<{ state: ActivationState; message: string }>({ state: 'idle', message: '' });
  const report = useLatest(onError);

  const activate = useCallback(async () => {
    setHeld({ state: 'running', message: '' });
    try {
      const result = await activateCapabilities(client, [capability]);
      setHeld({ state: 'done', message: '' });
      return result.capabilities;
    } catch (error) {
      setHeld({ state: error instanceof PermissionDeniedError ? 'forbidden' : 'failed', message: error instanceof Error ? error.message : String(error) });
      report.current?.(error);
      return null;
    }
  }, [client, capability, report]);

  const markDone = useCallback(() => setHeld({ state: 'done', message: '' }), []);
  return { ...held, activate, markDone };
}
