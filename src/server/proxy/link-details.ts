/**
 * The details the service's list of payment links leaves out (docs/service-contract.md#payment-links) (description, and paid_at once paid),
 * filled in from one read of each link and kept: a description is set at creation and paid_at
 * never changes once paid, so a link is read again only when it first shows as paid. Without
 * this every dashboard would read each listed link itself, through the public link view and the
 * browser's rate limit. The same reads name transactions: the service's transaction carries only
 * its link's id, so a page of them gets its links' descriptions (each distinct link read once).
 */
import type { Transaction } from 'paykit/schemas';
import type { PaymentLinkPage, PaymentLinkSummary, TransactionPage } from 'paykit/schemas';
import type { PaykitClient } from '../client';

/** A listed link with its details: description null when it has none; paid_at on a paid link. */
export type DetailedLink = PaymentLinkSummary & { description?: string | null; paid_at?: string };

/** A listed transaction with its link's description: null when the link has none, absent when the link could not be read. */
export type DescribedTransaction = Transaction & { description?: string | null };

/** Links whose details are kept at most, the least recently listed forgotten first. */
const MAX_KNOWN = 10_000;
/** Reads of one list going on at once: a page of 100 links never opens 100 upstream requests together. */
const READS_AT_ONCE = 4;

interface Known {
  description: string | null;
  paidAt?: string;
}

/** What the dashboard's lists keep for the whole proxy. */
export interface LinkDetailsState {
  /** Descriptions and paid_at of listed payment links, read once each. */
  linkDetails: LinkDetails;
}

export class LinkDetails {
  private readonly known = new Map<string, Known>();

  /** `page` with each link's details; a link whose read fails is listed as the service sent it. */
  async fill(client: PaykitClient, page: PaymentLinkPage): Promise<PaymentLinkPage & { data: DetailedLink[] }> {
    const data = await inTurns(page.data as DetailedLink[], (link) => this.detailed(client, link));
    return { ...page, data };
  }

  /** `page` with each transaction's link description (null when it has none); a transaction whose link cannot be read is as the service sent it. */
  async describe(client: PaykitClient, page: TransactionPage): Promise<TransactionPage & { data: DescribedTransaction[] }> {
    const ids = [...new Set(page.data.map((row) => row.payment_link_id))];
    const read = new Map(ids.map((id, index) => [id, index]));
    const known = await inTurns(ids, (id) => this.read(client, id, false));
    const data = page.data.map((row) => {
      const link = known[read.get(row.payment_link_id) as number];
      return link ? { ...row, description: link.description } : row;
    });
    return { ...page, data };
  }

  private async detailed(client: PaykitClient, link: DetailedLink): Promise<DetailedLink> {
    // A service that sends them in the list (a later version) is taken at its word.
    if (link.description !== undefined && (link.status !== 'paid' || link.paid_at)) return link;
    const known = await this.read(client, link.id, link.status === 'paid');
    return known ? { ...link, description: known.description, ...(known.paidAt ? { paid_at: known.paidAt } : {}) } : link;
  }

  /** The link's details, read once (again once it is paid and the kept ones have no paid_at); undefined when the read fails. */
  private async read(client: PaykitClient, id: string, paid: boolean): Promise<Known | undefined> {
    let known = this.known.get(id);
    if (!known || (paid && !known.paidAt)) {
      try {
        const read = await client.paymentLinks.retrieve(id);
        known = { description: read.description ?? null, ...(read.paid_at ? { paidAt: read.paid_at } : {}) };
      } catch {
        return undefined;
      }
    }
    this.known.delete(id);
    this.known.set(id, known);
    if (this.known.size > MAX_KNOWN) this.known.delete(this.known.keys().next().value as string);
    return known;
  }
}

/** `work` over `items`, at most READS_AT_ONCE at a time, the answers in the items' order. */
async function inTurns<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, items.length) }, worker));
  return out;
}
