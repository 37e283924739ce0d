import type { CapabilityName, CustomerType, DocumentType, OnboardingAccountView } from 'paykit/schemas';
import { useCallback, useEffect, useState } from 'react';
import { createOnboardingAccount, findOnboardingAccount } from '../../../client/onboarding-account';
import { publishOnboardingAccount } from '../../../client/onboarding-watch';
import { PaykitApiError } from '../../../shared/errors';
import { usePaykit } from '../../provider/context';
import { readMemory } from './memory';
import { resumeStep } from './steps';
import type { FlowStep } from './useFlowStep';

/** Counts of documents on the account, by type. */
export type DocumentCounts = Partial<Record<DocumentType, number>>;

/** useFlowAccount's answer: the account as the flow knows it, and the ways it changes. */
export interface FlowAccount {
  /** The account (null until read or opened). */
  account: OnboardingAccountView | null;
  /** Documents on the account (the proxy's summary) and those uploaded since. */
  uploaded: DocumentCounts;
  /** Reads the account again and resumes where it stands (Retry). */
  load: (signal?: AbortSignal) => void;
  /** Takes an account the proxy answered with. */
  adopt: (account: OnboardingAccountView) => void;
  /** The account, opened with this type when there is none yet. */
  ensureAccount: (type: CustomerType) => Promise<OnboardingAccountView>;
  /** One more document of this type is on the account. */
  addUpload: (type: DocumentType) => void;
  /** The capabilities the proxy answered with. */
  setCapabilities: (capabilities: CapabilityName[]) => void;
}

/** 401/403/404 on GET /onboarding/account: this session has no account yet. */
const noAccountYet = (error: unknown) => error instanceof PaykitApiError && [401, 403, 404].includes(error.status);

/**
 * Reads the customer's onboarding account on mount (and on Retry) and resumes the flow where
 * it stands; then holds it as the flow's steps change it.
 */
export function useFlowAccount(
  givenType: CustomerType | undefined,
  position: Pick<FlowStep, 'loading' | 'failed' | 'resume'>,
  report: (error: unknown) => void,
): FlowAccount {
  const { client } = usePaykit('<OnboardingFlow>');
  const [account, setAccount] = useState<OnboardingAccountView | null>(null);
  const [uploaded, setUploaded] = useState<DocumentCounts>({});
  const { loading, failed, resume } = position;

  const adopt = useCallback((next: OnboardingAccountView) => {
    setAccount(next);
    setUploaded((previous) => mergeCounts(previous, next.submission.documents));
  }, []);

  const load = useCallback(
    (signal?: AbortSignal) => {
      loading();
      findOnboardingAccount(client, { signal }).then(
        (found) => {
          if (signal?.aborted) return;
          if (!found) return resume(resumeStep(null, {}, givenType ?? null));
          publishOnboardingAccount(client, found);
          adopt(found);
          resume(resumeStep(found, readMemory(), givenType ?? null));
        },
        (error: unknown) => {
          if (signal?.aborted) return;
          if (noAccountYet(error)) return resume(resumeStep(null, {}, givenType ?? null));
          report(error);
          failed(error);
        },
      );
    },
    [client, givenType, adopt, report, loading, failed, resume],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const ensureAccount = useCallback(
    async (type: CustomerType): Promise<OnboardingAccountView> => {
      if (account) return account;
      const created = await createOnboardingAccount(client, { customer_type: type });
      adopt(created);
      return created;
    },
    [account, client, adopt],
  );

  const addUpload = useCallback((type: DocumentType) => setUploaded((previous) => mergeCounts(previous, { [type]: 1 })), []);
  const setCapabilities = useCallback((capabilities: CapabilityName[]) => setAccount((current) => (current ? { ...current, capabilities } : current)), []);

  return { account, uploaded, load, adopt, ensureAccount, addUpload, setCapabilities };
}

function mergeCounts(previous: DocumentCounts, next: DocumentCounts): DocumentCounts {
  const merged = { ...previous };
  for (const [type, count] of Object.entries(next) as [DocumentType, number][]) merged[type] = Math.max(merged[type] ?? 0, count ?? 0);
  return merged;
}
