import type { KycBody } from 'paykit/schemas';
import type { KybBody, OnboardingAccountView } from 'paykit/schemas';
import { useCallback, useState } from 'react';
import { submitKyb, submitKyc } from '../../../client/onboarding-account';
import { usePaykit } from '../../provider/context';
import { readMemory, readSentKyc, rememberSentKyb, rememberSentKyc, writeMemory } from './memory';
import type { FlowMemory } from './steps';
import type { FlowAccount } from './useFlowAccount';

/** useDetailsSubmission's answer. */
export interface DetailsSubmission {
  /** The answers that decide the documents (kept for this tab). */
  memory: FlowMemory;
  /** Keeps more answers for this tab (merged into the memory). */
  remember: (next: FlowMemory) => void;
  /** What was sent, so Back shows it again (the individual's details also in this tab's session storage, as drafts are). */
  sent: { kyc?: KycBody; kyb?: KybBody };
  /** Sends the identity details, opening the account first when there is none. */
  sendKyc: (body: KycBody) => Promise<OnboardingAccountView>;
  /** Sends the business details (and owners), opening the account first when there is none. */
  sendKyb: (body: KybBody) => Promise<OnboardingAccountView>;
  /** The proxy took the details: keep them, and the answers that decide the documents. */
  kycSent: (account: OnboardingAccountView, body: KycBody) => void;
  /** The proxy took the business details: keep them, and the business type. */
  kybSent: (account: OnboardingAccountView, body: KybBody) => void;
}

/** Sending the KYC/KYB details, and what the flow keeps of them. */
export function useDetailsSubmission(flow: Pick<FlowAccount, 'ensureAccount' | 'adopt'>, report: (error: unknown) => void): DetailsSubmission {
  const { client } = usePaykit('<OnboardingFlow>');
  const [memory, setMemory] = useState<FlowMemory>(() => readMemory());
  const [sent, setSent] = useState<DetailsSubmission['sent']>(() => {
    const kyc = readSentKyc();
    return kyc ? { kyc } : {};
  });
  const { ensureAccount, adopt } = flow;

  const remember = useCallback((next: FlowMemory) => {
    setMemory((previous) => {
      const merged = { ...previous, ...next };
      writeMemory(merged);
      return merged;
    });
  }, []);

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

  const kycSent = (account: OnboardingAccountView, body: KycBody) => {
    setSent((previous) => ({ ...previous, kyc: body }));
    rememberSentKyc(body);
    remember({ idType: body.id_type });
    adopt(account);
  };
  const kybSent = (account: OnboardingAccountView, body: KybBody) => {
    setSent((previous) => ({ ...previous, kyb: body }));
    rememberSentKyb(body);
    remember({ businessType: body.business_type });
    adopt(account);
  };

  return { memory, remember, sent, sendKyc, sendKyb, kycSent, kybSent };
}
