/** One HTTP delivery attempt: POST the signed body, classify the answer. Never throws. */
import { SIGNATURE_HEADER } from '../../shared/schemas/webhooks';

export interface AttemptRequest {
  url: string;
  body: string;
  signature: string;
  eventId: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

export interface AttemptOutcome {
  delivered: boolean;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export const USER_AGENT = 'paykit-sandbox';

export async function attemptDelivery(req: AttemptRequest): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(req.timeoutMs);
  try {
    // Raced against the signal too: a fetch stand-in that ignores it must not hold the delivery forever.
    const response = await Promise.race([
      req.fetch(req.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: req.signature,
          'user-agent': USER_AGENT,
          'x-paykit-event-id': req.eventId,
        },
        body: req.body,
        signal,
        // A redirect is the receiver's misconfiguration, and following it could re-post the body elsewhere.
        redirect: 'manual',
      }),
      aborted(signal),
    ]);
    void response.body?.cancel().catch(() => {});
    const delivered = response.status >= 200 && response.status < 300;
    return {
      delivered,
      status_code: response.status,
      error: delivered ? null : describeStatus(response.status),
      duration_ms: elapsed(),
    };
  } catch (error) {
    const timedOut = signal.aborted;
    return {
      delivered: false,
      status_code: null,
      error: timedOut ? `no answer within ${req.timeoutMs} ms` : `request failed: ${error instanceof Error ? error.message : String(error)}`,
      duration_ms: elapsed(),
    };
  }
}

function describeStatus(status: number): string {
  // Browsers report a manual redirect as an opaque response with status 0.
  if (status === 0 || (status >= 300 && status < 400)) return `redirect (HTTP ${status}) not followed: answer 2xx at the registered URL`;
  return `HTTP ${status}: the receiver must answer 2xx`;
}

/** Settles only when the signal aborts, by throwing its reason (the timeout's TimeoutError). */
async function aborted(signal: AbortSignal): Promise<never> {
  await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
  throw signal.reason;
}
