/**
 * The operations the sandbox panel offers, each one or two typed-client calls. The browser
 * names what to act on and how; the client (holding the API key) does the rest.
 */
import type { PaykitClient } from '../../src/server/client';
import type { ConnectedAccount, SandboxAccount, SetVerificationBody } from '../../src/shared/schemas/accounts';
import type { SimulatePaymentRequest } from '../../src/shared/schemas/payments';
import type { SimulatePayoutRequestInput } from '../../src/shared/schemas/payouts';
import type { WebhookDelivery } from '../../src/shared/schemas/webhooks';
import { invalidRequest, notFound, unprocessable } from '../../src/web/http-error';
import type { RoutePattern } from '../../src/web/router';
import { verificationMovesFrom } from '../../src/sandbox/accounts/verification-moves';
import { PANEL_LIMITS, type PanelAccount, type PanelDelivery, type PanelPage } from './views';

export interface OperationInput {
  params: Record<string, string>;
  body: Record<string, unknown>;
  /** GET lists: `status` (passed to the sandbox, which refuses an unknown one) and `offset`. */
  query: URLSearchParams;
}

export interface Operation extends RoutePattern {
  method: 'GET' | 'POST';
  /** Relative to the handler's basePath, e.g. "payments/:id/simulate". */
  path: string;
  /** POST only: the body fields accepted; anything else is refused. The sandbox validates values. */
  fields?: readonly string[];
  run(input: OperationInput): Promise<unknown>;
}

const list = <T>(page: { data: T[]; total: number; offset: number; limit: number }): PanelPage<T> => ({
  data: page.data,
  total: page.total,
  offset: page.offset,
  limit: page.limit,
});

/** The page the browser asked for: `offset` a whole number, `status` as given (the sandbox checks it). */
function pageQuery<S extends string>(query: URLSearchParams): { limit: number; offset: number; status?: S } {
  const offsetText = query.get('offset') ?? '0';
  if (!/^\d{1,9}$/.test(offsetText)) throw invalidRequest('offset must be a whole number, 0 or more', 'offset');
  const status = query.get('status');
  return { limit: PANEL_LIMITS.page, offset: Number(offsetText), ...(status ? { status: status as S } : {}) };
}

/** Whether the applicant has handed in anything a reviewer could approve. */
const submittedAnything = (submission: ConnectedAccount['submission']) =>
  submission.kyc_submitted_at !== null ||
  submission.kyb_submitted_at !== null ||
  Object.keys(submission.documents).length > 0 ||
  submission.liveness_completed_at !== null;

/** Only the named fields that were sent: the browser's body is never forwarded whole. */
function pick<T>(body: Record<string, unknown>, fields: readonly string[]): T {
  return Object.fromEntries(fields.filter((f) => body[f] !== undefined).map((f) => [f, body[f]])) as T;
}

/** The account with the moves the sandbox's table allows from its status, so the page offers only those. */
const accountView = (account: SandboxAccount): PanelAccount => ({ ...account, verification_moves: verificationMovesFrom(account.verification_status) });

function deliveryView(delivery: WebhookDelivery): PanelDelivery {
  const view: PanelDelivery & { body?: string } = { ...delivery };
  delete view.body;
  return view;
}

export function panelOperations(client: PaykitClient): Operation[] {
  const sandbox = client.sandbox;

  /** The payout simulator acts for the payout's owner, which only the sandbox's list tells. */
  async function payoutOwner(id: string): Promise<string | null> {
    for (let offset = 0; ; offset += PANEL_LIMITS.scan) {
      const page = await sandbox.listPayouts({ limit: PANEL_LIMITS.scan, offset });
      const found = page.data.find((p) => p.payout_id === id);
      if (found) return found.connected_account_id;
      if (offset + page.data.length >= page.total || page.data.length === 0) {
        throw notFound(`No payout with id ${JSON.stringify(id)}`);
      }
    }
  }

  /** A page of deliveries, newest first (`offset` counts from the newest); the sandbox keeps its log oldest first. */
  async function recentDeliveries(query: URLSearchParams): Promise<PanelPage<PanelDelivery>> {
    const { offset, limit } = pageQuery(query);
    const { total } = await sandbox.webhooks.deliveries({ limit: 1 });
    const end = total - offset; // one past the newest entry of this page, in the log's order
    if (end <= 0) return { data: [], total, offset, limit };
    const start = Math.max(0, end - limit);
    const page = await sandbox.webhooks.deliveries({ limit: end - start, offset: start });
    return { data: page.data.map(deliveryView).reverse(), total: page.total, offset, limit };
  }

  const paymentFields = ['status', 'amount_received'] as const;
  const verificationFields = ['status', 'rejection_reason', 'required_info'] as const;
  const payoutFields = ['status', 'failure_reason'] as const;

  return [
    { method: 'GET', path: 'payments', run: async ({ query }) => list(await sandbox.listPayments(pageQuery(query))) },
    {
      method: 'POST',
      path: 'payments/:id/simulate',
      fields: paymentFields,
      run: ({ params, body }) => sandbox.simulatePayment(params.id as string, pick<SimulatePaymentRequest>(body, paymentFields)),
    },
    {
      method: 'GET',
      path: 'accounts',
      run: async ({ query }) => {
        const { status, ...page } = pageQuery<ConnectedAccount['verification_status']>(query);
        const found = list(await sandbox.listAccounts({ ...page, ...(status ? { verification_status: status } : {}) }));
        return { ...found, data: found.data.map(accountView) };
      },
    },
    {
      method: 'POST',
      path: 'accounts/:id/verification',
      fields: verificationFields,
      run: async ({ params, body }) => {
        const id = params.id as string;
        // The sandbox would approve an empty account; a reviewer never should, so the panel refuses it.
        if (body.status === 'approved' && !submittedAnything((await client.connectedAccounts.retrieve(id)).submission)) {
          throw unprocessable(`Account ${id} has not submitted any details yet: there is nothing to approve`);
        }
        return sandbox.setVerification(id, pick<SetVerificationBody>(body, verificationFields));
      },
    },
    { method: 'GET', path: 'payouts', run: async ({ query }) => list(await sandbox.listPayouts(pageQuery(query))) },
    {
      method: 'POST',
      path: 'payouts/:id/simulate',
      fields: payoutFields,
      run: async ({ params, body }) => {
        const id = params.id as string;
        const owner = await payoutOwner(id);
        const request = pick<SimulatePayoutRequestInput>(body, payoutFields);
        return sandbox.simulatePayout(id, request, owner ? { onBehalfOf: owner } : {});
      },
    },
    { method: 'GET', path: 'deliveries', run: ({ query }) => recentDeliveries(query) },
    {
      method: 'POST',
      path: 'deliveries/:id/retry',
      fields: [],
      run: async ({ params }) => deliveryView(await sandbox.webhooks.retryDelivery(params.id as string)),
    },
    { method: 'GET', path: 'clock', run: () => sandbox.clock() },
    {
      method: 'POST',
      path: 'clock',
      fields: ['advance_seconds'],
      // Sent as given: the sandbox answers a missing or non-numeric value with a 400 naming the field.
      run: ({ body }) => sandbox.advanceClock(body.advance_seconds as number),
    },
  ];
}
