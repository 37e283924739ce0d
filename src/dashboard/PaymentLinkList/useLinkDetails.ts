import type { PaymentLinkSummary } from 'paykit/schemas';
import { useEffect, useRef, useState } from 'react';
import { getPaymentLink } from '../../client/payment-links';
import { usePaykit } from '../../react/provider/context';

type ListedLink = PaymentLinkSummary & { description?: string | null };

/**
 * Each link's description ('' for none), which the service's list answer leaves out. paykit's
 * proxy fills it in, and an entry that carries it (null for none) is used as it is. Where one
 * still lacks it (the proxy could not read that link, or another proxy), that link is read once
 * through GET /payment-links/:id, its public view. A description is set at creation and never
 * changes, so an answer is kept for the list's life and another page or filter showing the link
 * again asks nothing.
 */
export function useLinkDetails(links: readonly ListedLink[]): ReadonlyMap<string, string> {
  const { client } = usePaykit('PaymentLinkList');
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(() => new Map());
  const asked = useRef(new Set<string>());
  const controller = useRef<AbortController | null>(null);
  const wanted = links
    .filter((link) => link.description === undefined)
    .map((link) => link.id)
    .join(' ');

  useEffect(() => {
    controller.current ??= new AbortController();
    const { signal } = controller.current;
    for (const id of wanted.split(' ')) {
      if (id === '' || asked.current.has(id)) continue;
      asked.current.add(id);
      getPaymentLink(client, id, { signal }).then(
        (view) => setKnown((previous) => new Map(previous).set(id, view.description ?? '')),
        // The row shows without it; asked again on a new list.
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
  for (const link of links) if (link.description !== undefined) all.set(link.id, link.description ?? '');
  return all;
}
