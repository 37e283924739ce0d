import { useEffect, useState } from 'react';
import { getVirtualAccount } from '../../client/onboarding';
import type { VirtualAccountView } from '../../shared/schemas/views';
import { usePaykit } from '../../react/provider/context';

/** The virtual account as the banner knows it. */
export type BankDetails = { state: 'idle' | 'loading' } | { state: 'issued'; details: VirtualAccountView } | { state: 'none' } | { state: 'error'; message: string };

/**
 * The customer's virtual account, read (never issued: that is the VirtualAccountCard's job) once
 * `wanted` turns true, i.e. once the account is approved.
 */
export function useBankDetails(wanted: boolean): BankDetails {
  const { client } = usePaykit('AccountStatus');
  const [details, setDetails] = useState<BankDetails>({ state: 'idle' });

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    getVirtualAccount(client, { signal: controller.signal }).then(
      (view) => setDetails(view ? { state: 'issued', details: view } : { state: 'none' }),
      (error: unknown) => {
        if (!controller.signal.aborted) setDetails({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [client, wanted]);

  if (!wanted) return { state: 'idle' };
  return details.state === 'idle' ? { state: 'loading' } : details;
}
