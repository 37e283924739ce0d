/**
 * Turns events into signed deliveries and runs their attempts on the virtual clock, with
 * the service's retry schedule (docs/service-contract.md#delivery-and-retries). Clock tasks only start an attempt and return, so a slow
 * receiver (or one that calls back into the sandbox) never blocks the clock or requests.
 */
import type { WebhookDelivery, WebhookEventKind } from 'paykit/schemas';
import { hmacSha256Hex } from '../../shared/hmac';
import type { SandboxCore } from '../core';
import { unprocessable } from '../../web/http-error';
import { noSuch } from '../http';
import { attemptDelivery } from './attempt';
import type { EndpointRegistry } from './endpoints';

/** Waits before the 1st to 4th retry, each counted from the attempt that failed (docs/service-contract.md#delivery-and-retries). */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;

export type DeliveryRecord = WebhookDelivery;

interface Delivery {
  record: DeliveryRecord;
  secret: string;
  /** Signed once: the body never changes, so neither does its MAC. */
  signature?: Promise<string>;
  automaticAttempts: number;
}

export class Dispatcher {
  private readonly log: Delivery[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly core: SandboxCore,
    private readonly endpoints: EndpointRegistry,
  ) {}

  emit(kind: WebhookEventKind, data: Record<string, unknown>): void {
    const { clock, ids } = this.core;
    const eventId = ids.next('event');
    // Serialised once: every endpoint and every retry gets these exact bytes.
    const body = JSON.stringify({ event: kind, id: eventId, created_at: clock.isoNow(), data });
    const now = clock.now();
    const targets = this.endpoints.subscribedTo(kind);
    for (const endpoint of targets) {
      const delivery: Delivery = {
        record: {
          id: ids.next('webhookDelivery'),
          event_id: eventId,
          event: kind,
          endpoint_id: endpoint.view.id,
          url: endpoint.view.url,
          status: 'pending',
          attempts: [],
          next_attempt_at: iso(now),
          created_at: iso(now),
          body,
        },
        secret: endpoint.secret,
        automaticAttempts: 0,
      };
      this.log.push(delivery);
      this.schedule(delivery, now);
    }
    // Out at once, without waiting for the next request to run the clock.
    if (targets.length > 0) this.kick();
  }

  records(): DeliveryRecord[] {
    return this.log.map((d) => snapshot(d.record));
  }

  get(id: string): DeliveryRecord {
    return snapshot(this.find(id).record);
  }

  /** A manual retry of a failed delivery: one immediate attempt, same event id and body, no new schedule. */
  async retry(id: string): Promise<DeliveryRecord> {
    const delivery = this.find(id);
    if (delivery.record.status !== 'failed') {
      throw unprocessable(`Only failed deliveries can be retried by hand; ${id} is ${delivery.record.status}`);
    }
    delivery.record.status = 'pending';
    const running = this.attempt(delivery, this.core.clock.now(), false);
    this.track(running);
    await running;
    return snapshot(delivery.record);
  }

  /** Resolves once no attempt is in flight and none that fell due is waiting to start. */
  async idle(): Promise<void> {
    for (;;) {
      await this.runDue();
      if (this.inFlight.size === 0) return;
      await Promise.allSettled([...this.inFlight]);
    }
  }

  private find(id: string): Delivery {
    const delivery = this.log.find((d) => d.record.id === id);
    if (!delivery) throw noSuch('webhook delivery', id);
    return delivery;
  }

  private schedule(delivery: Delivery, at: number): void {
    delivery.record.next_attempt_at = iso(at);
    this.core.clock.schedule(at, () => this.track(this.attempt(delivery, at, true)));
  }

  private track(running: Promise<void>): void {
    this.inFlight.add(running);
    void running.finally(() => this.inFlight.delete(running));
  }

  /** Never rejects. `at` is the virtual instant the attempt fell due; retries count from it, so one big clock jump keeps the schedule. */
  private async attempt(delivery: Delivery, at: number, automatic: boolean): Promise<void> {
    const { record } = delivery;
    let outcome;
    try {
      delivery.signature ??= hmacSha256Hex(delivery.secret, record.body);
      outcome = await attemptDelivery({
        url: record.url,
        body: record.body,
        signature: await delivery.signature,
        eventId: record.event_id,
        fetch: this.core.options.fetch,
        timeoutMs: this.core.options.webhookTimeoutMs,
      });
    } catch (error) {
      outcome = { delivered: false, status_code: null, error: `could not send: ${String(error)}`, duration_ms: 0 };
    }
    record.attempts.push({ attempted_at: iso(at), status_code: outcome.status_code, error: outcome.error, duration_ms: outcome.duration_ms });
    if (outcome.delivered) {
      record.status = 'delivered';
      record.next_attempt_at = null;
      return;
    }
    const delay = automatic ? RETRY_DELAYS_MS[delivery.automaticAttempts++] : undefined;
    if (delay === undefined) {
      record.status = 'failed';
      record.next_attempt_at = null;
      return;
    }
    // Scheduled before this promise settles, so idle() sees the retry as still to come.
    this.schedule(delivery, at + delay);
    this.kick();
  }

  private kick(): void {
    void this.runDue().catch(() => {
      // A failing clock task of another domain surfaces on the next request's runDue; not ours to report.
    });
  }

  /** Twice: a pass that was just finishing when a task was scheduled would not pick it up. */
  private async runDue(): Promise<void> {
    await this.core.clock.runDue();
    await this.core.clock.runDue();
  }
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function snapshot(record: DeliveryRecord): DeliveryRecord {
  return { ...record, attempts: record.attempts.map((a) => ({ ...a })) };
}
