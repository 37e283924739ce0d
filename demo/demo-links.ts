/**
 * The demo store's payment link, one per visitor: a link shared by everyone is dead for everybody
 * once anyone pays it. A visitor keeps their link across reloads until it stops taking payments
 * (paid, expired, deactivated); the next visit then gets a fresh one.
 */
import type { PaykitClient } from '../src/server/client';
import { MAX_DEMO_SESSIONS } from './demo-identity';

/** What the store's link sells: the same T-shirt as the product list, under its name (the payer reads it as the description). */
const LINK = { amount: '25.00', currency: 'USDT', description: 'paykit T-shirt' } as const;

export class DemoLinks {
  /** user id → link id, least recently asked for first; as many as there are sessions. */
  private readonly links = new Map<string, string>();
  /** One creation per visitor at a time: two tabs opening at once share a link. */
  private readonly pending = new Map<string, Promise<string>>();

  constructor(
    private readonly client: PaykitClient,
    private readonly maxVisitors = MAX_DEMO_SESSIONS,
  ) {}

  /** The visitor's link that still takes payments, made now if they have none. */
  forVisitor(userId: string): Promise<string> {
    const running = this.pending.get(userId);
    if (running) return running;
    const work = this.current(userId).finally(() => this.pending.delete(userId));
    this.pending.set(userId, work);
    return work;
  }

  private async current(userId: string): Promise<string> {
    const known = this.links.get(userId);
    if (known && (await this.client.paymentLinks.retrieve(known)).status === 'active') {
      this.remember(userId, known);
      return known;
    }
    const created = await this.client.paymentLinks.create({ ...LINK });
    this.remember(userId, created.id);
    return created.id;
  }

  private remember(userId: string, linkId: string): void {
    this.links.delete(userId);
    this.links.set(userId, linkId);
    while (this.links.size > this.maxVisitors) this.links.delete(this.links.keys().next().value as string);
  }
}
