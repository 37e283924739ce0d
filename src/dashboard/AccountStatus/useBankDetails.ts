import type { VirtualAccountView } from 'paykit/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getVirtualAccount, issueVirtualAccount } from '../../client/onboarding';
import { usePaykit } from '../../react/provider/context';

/**
 * The virtual account as the banner knows it. `none`: the proxy keeps no details for the customer,
 * which is not the same as none issued (the service cannot be asked for them again).
 */
export type BankDetails =
  { state: 'idle' | 'loading' | 'issuing' } | { state: 'issued'; details: VirtualAccountView } | { state: 'none' } | { state: 'error'; message: string };

/**
 * The customer's virtual account, read once `wanted` turns true, i.e. once the account is
 * approved; `issue()` asks the proxy for it when none is kept (the customer's click: the
 * VirtualAccountCard issues on its own, this banner never does).
 */
export function useBankDetails(wanted: boolean): { bank: BankDetails; issue: () => void } {
  const { client } = usePaykit('AccountStatus');
  const [details, setDetails] = useState<BankDetails>({ state: 'idle' });
  const issuing = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    getVirtualAccount(client, { signal: controller.signal }).then(
      (view) => setDetails(view ? { state: 'issued', details: view } : { state: 'none' }),
      (error: unknown) => {
        if (!controller.signal.aborted) setDetails({ state: 'error', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [client, wanted]);

  // An issue under way ends with the banner.
  useEffect(() => () => issuing.current?.abort(), []);

  const issue = useCallback(() => {
    if (issuing.current) return;
    const controller = new AbortController();
    issuing.current = controller;
    setDetails({ state: 'issuing' });
    issueVirtualAccount(client, { signal: controller.signal })
      .then(
        (view) => {
          if (!controller.signal.aborted) setDetails({ state: 'issued', details: view });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setDetails({ state: 'error', message: messageOf(error) });
        },
      )
      .finally(() => {
        if (issuing.current === controller) issuing.current = null;
      });
  }, [client]);

  if (!wanted) return { bank: { state: 'idle' }, issue };
  return { bank: details.state === 'idle' ? { state: 'loading' } : details, issue };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
