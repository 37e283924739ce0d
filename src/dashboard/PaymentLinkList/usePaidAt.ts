import { useEffect, useRef, useState } from 'react';
import type { PaymentLinkSummary } from '../../shared/schemas/payments';
import { usePaykit } from '../../react/provider/context';

/**
 * When each paid link on the page was paid. The list answer (per the spec) has no paid_at, so
 * each paid row is read once through GET /payment-links/:id, the link's public view; paid_at
 * cannot change, so the answer is kept for the list's life. A list entry that already carries
 * paid_at is used as it is.
 */
export function usePaidAt(links: readonly (PaymentLinkSummary & { paid_at?: string | null })[]): ReadonlyMap<string, string> {
  const { client } = usePaykit('PaymentLinkList');
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(() => new Map());
  const asked = useRef(new Set<string>());
  const controller = useRef<AbortController | null>(null);
  const wanted = links
    .filter((link) => link.status === 'paid' && !link.paid_at)
    .map((link) => link.id)
    .join(' ');

  useEffect(() => {
    controller.current ??= new AbortController();
    const { signal } = controller.current;
    for (const id of wanted.split(' ')) {
      if (id === '' || asked.current.has(id)) continue;
      asked.current.add(id);
      client.getPaymentLink(id, { signal }).then(
        (view) => {
          const paidAt = view.paid_at;
          if (paidAt) setKnown((previous) => new Map(previous).set(id, paidAt));
        },
        // The row keeps saying "Paid"; only the date is missing. Asked again on a new list.
        () => {
          if (!signal.aborted) asked.current.delete(id);
        },
      );
    }
  }, [client, wanted]);

  useEffect(
    () => () => {
      controller.current?.abort();
      controller.current = null;
      asked.current.clear();
    },
    [],
  );

  const all = new Map(known);
  for (const link of links) if (link.paid_at) all.set(link.id, link.paid_at);
  return all;
}
