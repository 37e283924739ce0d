/**
 * The details the service's list of payment links leaves out (docs/service-contract.md#payment-links) (description, and paid_at once paid),
 * filled in from one read of each link and kept: a description is set at creation and paid_at
 * never changes once paid, so a link is read again only when it first shows as paid. Without
 * this every dashboard would read each listed link itself, through the public link view and the
 * browser's rate limit.
 */
import type { PaykitClient } from '../client';
import type { PaymentLinkPage, PaymentLinkSummary } from '../../shared/schemas/payments';

/** A listed link with its details: description null when it has none; paid_at on a paid link. */
export type DetailedLink = PaymentLinkSummary & { description?: string | null; paid_at?: string };

/** Links whose details are kept at most, the least recently listed forgotten first. */
const MAX_KNOWN = 10_000;
/** Reads of one list going on at once: a page of 100 links never opens 100 upstream requests together. */
const READS_AT_ONCE = 4;

interface Known {
  description: string | null;
  paidAt?: string;
}

export class LinkDetails {
  private readonly known = new Map<string, Known>();

  /** `page` with each link's details; a link whose read fails is listed as the service sent it. */
  async fill(client: PaykitClient, page: PaymentLinkPage): Promise<PaymentLinkPage & { data: DetailedLink[] }> {
    const links = page.data as DetailedLink[];
    const data = new Array<DetailedLink>(links.length);
    let next = 0;
    const worker = async () => {
      while (next < links.length) {
        const index = next++;
        data[index] = await this.detailed(client, links[index] as DetailedLink);
      }
    };
    await Promise.all(Array.from({ length: Math.min(READS_AT_ONCE, links.length) }, worker));
    return { ...page, data };
  }

  private async detailed(client: PaykitClient, link: DetailedLink): Promise<DetailedLink> {
    // A service that sends them in the list (a later version) is taken at its word.
    if (link.description !== undefined && (link.status !== 'paid' || link.paid_at)) return link;
    let known = this.known.get(link.id);
    if (!known || (link.status === 'paid' && !known.paidAt)) {
      try {
        const read = await client.paymentLinks.retrieve(link.id);
        known = { description: read.description ?? null, ...(read.paid_at ? { paidAt: read.paid_at } : {}) };
      } catch {
        return link;
      }
    }
    this.known.delete(link.id);
    this.known.set(link.id, known);
    if (this.known.size > MAX_KNOWN) this.known.delete(this.known.keys().next().value as string);
    return { ...link, description: known.description, ...(known.paidAt ? { paid_at: known.paidAt } : {}) };
  }
}
