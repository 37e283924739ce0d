import { useEffect, useRef, useState } from 'react';
import { getPaymentLink } from '../../client/payment-links';
import type { PaymentLinkSummary } from '../../shared/schemas/payments';
import { usePaykit } from '../../react/provider/context';

/** What the list answer leaves out of a link: its description, and when it was paid. */
export interface LinkDetails {
  description?: string;
  paidAt?: string;
}

type ListedLink = PaymentLinkSummary & { description?: string | null; paid_at?: string | null };

/**
 * Each link's description and paid_at. The service's list answer has neither; paykit's proxy
 * fills both in, and an entry that carries them is used as it is. Where one still lacks them (the
 * proxy could not read that link, or another proxy), that link is read once through
 * GET /payment-links/:id, its public view. Neither can change
 * once known (a description is set at creation; paid_at once paid), so an answer is kept for the
 * list's life and another page or filter showing the link again asks nothing. A link still
 * unpaid when read is read again only once it shows as paid.
 */
export function useLinkDetails(links: readonly ListedLink[]): ReadonlyMap<string, LinkDetails> {
  const { client } = usePaykit('PaymentLinkList');
  const [known, setKnown] = useState<ReadonlyMap<string, LinkDetails>>(() => new Map());
  const asked = useRef(new Set<string>());
  const controller = useRef<AbortController | null>(null);
  const complete = (link: ListedLink) => link.description !== undefined && (link.status !== 'paid' || Boolean(link.paid_at));
  // A paid link is asked under its own key, so a link read while active is read again once paid.
  const wanted = links
    .filter((link) => !complete(link))
    .map((link) => (link.status === 'paid' ? `${link.id}:paid` : link.id))
    .join(' ');

  useEffect(() => {
    controller.current ??= new AbortController();
    const { signal } = controller.current;
    for (const key of wanted.split(' ')) {
      const [id = ''] = key.split(':');
      if (id === '' || asked.current.has(key)) continue;
      asked.current.add(key);
      getPaymentLink(client, id, { signal }).then(
        (view) => {
          const details: LinkDetails = {};
          if (view.description) details.description = view.description;
          if (view.paid_at) details.paidAt = view.paid_at;
          setKnown((previous) => new Map(previous).set(id, details));
        },
        // The row shows without them; asked again on a new list.
        () => {
          if (!signal.aborted) asked.current.delete(key);
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

  const all = new Map<string, LinkDetails>(known);
  for (const link of links) {
    if (!complete(link)) continue;
    const details: LinkDetails = {};
    if (link.description) details.description = link.description;
    if (link.paid_at) details.paidAt = link.paid_at;
    all.set(link.id, details);
  }
  return all;
}
