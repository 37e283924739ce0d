/** The sandbox panel page against a stubbed panel API (fetch): what each control sends and what gets announced. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { verificationMovesFrom } from '../../../src/sandbox/accounts/verification-moves';
import type { PanelAccount, PanelDelivery, Payment, SandboxPayout } from '../../panel/views';
import { createPanelApi } from './api';
import { Panel } from './Panel';

const NOW = '2026-01-15T09:00:00.000Z';

function payment(id: string, amount: string, currency = 'USDT', status: Payment['status'] = 'pending'): Payment {
  return {
    payment_id: id,
    status,
    amount,
    currency,
    reference: `order-${id}`,
    amount_received: '0',
    expires_at: '2026-01-15T09:30:00.000Z',
    created_at: NOW,
    payment_link_id: null,
    transaction_id: null,
    tx_hash: null,
    confirmed_at: null,
    settled_at: null,
    payer_instructions: { network: 'tron', asset: currency, address: 'TAddress', amount },
  };
}

function account(
  id: string,
  type: 'individual' | 'business',
  status: PanelAccount['verification_status'] = 'in_review',
  submittedAt: string | null = null,
): PanelAccount {
  return {
    connected_account_id: id,
    customer_type: type,
    email: `${id}@example.com`,
    country: 'AU',
    reference_id: 'demo-user',
    verification_status: status,
    rejection_reason: null,
    required_info: [],
    capabilities: [],
    submission: {
      kyc_submitted_at: type === 'individual' ? submittedAt : null,
      kyb_submitted_at: type === 'business' ? submittedAt : null,
      documents: {},
      liveness: 'not_started',
      liveness_completed_at: null,
    },
    created_at: NOW,
    name: null,
    // What the panel API adds, from the sandbox's own table.
    verification_moves: verificationMovesFrom(status),
  };
}

const PAYOUT: SandboxPayout = {
  payout_id: 'po_1',
  status: 'pending',
  currency: 'AUD',
  amount: '10.00',
  destination: { type: 'bank_account', account_name: 'Jane Citizen', bsb: '062-000', account_number: '12345678' },
  reference: null,
  failure_reason: null,
  created_at: NOW,
  completed_at: null,
  connected_account_id: null,
};

const DELIVERY: PanelDelivery = {
  id: 'whd_1',
  event_id: 'evt_1',
  event: 'payment.settled',
  endpoint_id: 'we_1',
  url: 'http://localhost:5173/api/paykit/webhooks',
  status: 'failed',
  attempts: [{ attempted_at: NOW, status_code: 500, error: null, duration_ms: 3 }],
  next_attempt_at: null,
  created_at: NOW,
};

interface Sent {
  method: string;
  url: string;
  contentType: string | null;
  body: unknown;
}

type Answer = (sent: Sent) => { status: number; body: unknown } | undefined;

/** A stubbed panel API: GETs answer the fixtures; POSTs echo a plausible result unless `answer` decides. */
function stubbedPanel(
  options: {
    payments?: Payment[];
    accounts?: PanelAccount[];
    payouts?: SandboxPayout[];
    totals?: number;
    answer?: Answer;
    failGets?: boolean;
    refreshMs?: number;
  } = {},
) {
  const sent: Sent[] = [];
  const payments = options.payments ?? [payment('pay_1', '25.00'), payment('pay_2', '0.000003')];
  const respond = (input: RequestInfo | URL, init?: RequestInit): Response => {
    const url = input instanceof Request ? input.url : input.toString();
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const entry: Sent = { method, url, contentType: headers.get('content-type'), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    sent.push(entry);
    const decided = options.answer?.(entry);
    const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (decided) return reply(decided.status, decided.body);
    if (method === 'GET' && options.failGets) return reply(503, { error: { code: 'sandbox_unavailable', message: 'The sandbox did not answer; try again' } });
    const [path = '', search = ''] = url.replace('/sandbox/panel-api/', '').split('?');
    if (method === 'GET') {
      const lists: Record<string, unknown[]> = {
        payments,
        accounts: options.accounts ?? [account('acct_biz', 'business', 'in_review', '2026-01-15T08:50:00.000Z'), account('acct_ind', 'individual', 'pending')],
        payouts: options.payouts ?? [PAYOUT],
        deliveries: [DELIVERY],
      };
      if (path === 'clock') return reply(200, { now: NOW, pending_tasks: 2 });
      const data = lists[path] ?? [];
      const offset = Number(new URLSearchParams(search).get('offset') ?? 0);
      return reply(200, { data, total: options.totals ?? data.length, offset, limit: 10 });
    }
    const body = entry.body as Record<string, unknown>;
    const [kind, id] = path.split('/') as [string, string];
    if (kind === 'payments') {
      const p = payments.find((x) => x.payment_id === id) as Payment;
      return reply(200, { ...p, status: body.status, amount_received: body.amount_received ?? p.amount });
    }
    if (kind === 'accounts') return reply(200, { ...account(id, 'business'), verification_status: body.status });
    if (kind === 'payouts') return reply(200, { ...PAYOUT, status: body.status, failure_reason: body.failure_reason ?? null });
    if (kind === 'deliveries') return reply(200, { ...DELIVERY, status: 'delivered' });
    if (kind === 'clock') return reply(200, { now: '2026-01-15T09:05:00.000Z', pending_tasks: 2 });
    return reply(404, { error: { code: 'not_found', message: 'no' } });
  };
  const fetch: typeof globalThis.fetch = (input, init) => new Promise((resolve) => resolve(respond(input, init)));

  render(<Panel api={createPanelApi({ fetch })} refreshMs={options.refreshMs ?? 60_000} />);
  const posts = () => sent.filter((s) => s.method === 'POST');
  return { sent, posts, user: userEvent.setup() };
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
/** The row once the first load has rendered it. */
const rowLoaded = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('sandbox panel: telling rows apart and acting on them (issue 14)', () => {
  it('tells accounts apart: email, when each was created, and whether details were sent', async () => {
    stubbedPanel();
    const business = await rowLoaded('acct_biz');
    expect(business).toHaveTextContent('acct_biz@example.com');
    expect(business).toHaveTextContent('Created 2026-01-15 09:00:00 UTC');
    expect(business).toHaveTextContent('Details sent 2026-01-15 08:50:00 UTC');
    expect(row('acct_ind')).toHaveTextContent('Nothing sent yet');
  });

  it('names each account from the details it sent, so applicants of one e-mail domain are told apart', async () => {
    const SENT = '2026-01-15T08:50:00.000Z';
    stubbedPanel({
      accounts: [
        { ...account('acct_a', 'individual', 'in_review', SENT), email: 'applicant-1@example.com', name: 'Ada Lovelace' },
        { ...account('acct_b', 'individual', 'in_review', SENT), email: 'applicant-2@example.com', name: 'Grace Hopper' },
        { ...account('acct_c', 'business', 'in_review', SENT), email: 'ops@example.com', name: 'Analytical Engines Pty Ltd' },
        account('acct_d', 'individual', 'pending'),
      ],
    });
    const ada = await rowLoaded('acct_a');
    expect(within(ada).getByText('Ada Lovelace')).toHaveClass('primary');
    expect(ada).toHaveTextContent('applicant-1@example.com');
    expect(within(row('acct_b')).getByText('Grace Hopper')).toHaveClass('primary');
    expect(within(row('acct_c')).getByText('Analytical Engines Pty Ltd')).toHaveClass('primary');
    // Before any details, the e-mail is all there is to go by.
    expect(within(row('acct_d')).getByText('acct_d@example.com')).toHaveClass('primary');
    expect(row('acct_d')).toHaveTextContent('No name yet');
  });

  it('offers no approval for an account that sent nothing: the button is disabled and says why', async () => {
    stubbedPanel();
    const approve = within(await rowLoaded('acct_ind')).getByRole('button', { name: 'Approve account acct_ind' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('Nothing to approve: this applicant has not sent any details yet.');
    expect(within(row('acct_biz')).getByRole('button', { name: 'Approve account acct_biz' })).toBeEnabled();
  });

  it('shows a refused action’s error in its own row, described by it to the row’s buttons', async () => {
    const message = 'Payment pay_1 is settled, a final state';
    const { user } = stubbedPanel({
      answer: (s) => (s.method === 'POST' ? { status: 422, body: { error: { code: 'unprocessable_entity', message } } } : undefined),
    });
    const settle = await screen.findByRole('button', { name: 'Settle payment pay_1' });
    await user.click(settle);
    await waitFor(() => expect(within(row('pay_1')).getByText(`Could not settle pay_1: ${message}`)).toBeInTheDocument());
    expect(settle).toHaveAccessibleDescription(`Could not settle pay_1: ${message}`);
    expect(row('pay_2')).not.toHaveTextContent('Could not');
  });

  it('writes amounts with the currency’s decimals, payouts as payments', async () => {
    stubbedPanel({ payouts: [{ ...PAYOUT, currency: 'USDT', amount: '10.000000' }], payments: [payment('pay_1', '25'), payment('pay_2', '0.000003')] });
    expect(within(await rowLoaded('po_1')).getByText('10.00 USDT')).toBeInTheDocument();
    expect(within(row('pay_1')).getByText('25.00 USDT')).toBeInTheDocument();
    expect(within(row('pay_2')).getByText('0.000003 USDT')).toBeInTheDocument();
  });

  it('shows what an expired payment had received', async () => {
    stubbedPanel({ payments: [{ ...payment('pay_1', '12.00', 'USDT', 'expired'), amount_received: '6.00' }, payment('pay_2', '3.00', 'USDT', 'expired')] });
    expect(await rowLoaded('pay_1')).toHaveTextContent('received 6.00 USDT');
    expect(row('pay_2')).not.toHaveTextContent('received');
  });

  it('filters each list by status and pages through it', async () => {
    const { sent, user } = stubbedPanel({ totals: 25 });
    const payments = within(await screen.findByRole('region', { name: /^Payments/ }));
    await user.selectOptions(payments.getByLabelText('Show'), 'Underpaid');
    await waitFor(() => expect(sent.some((x) => x.url === '/sandbox/panel-api/payments?status=underpaid')).toBe(true));
    expect(payments.getByText('1–2 of 25')).toBeInTheDocument();
    expect(payments.getByRole('button', { name: 'Previous page of payments' })).toBeDisabled();
    await user.click(payments.getByRole('button', { name: 'Next page of payments' }));
    await waitFor(() => expect(sent.some((x) => x.url === '/sandbox/panel-api/payments?status=underpaid&offset=10')).toBe(true));
    await waitFor(() => expect(payments.getByText('11–12 of 25')).toBeInTheDocument());
    const deliveries = within(screen.getByRole('region', { name: /^Webhook deliveries/ }));
    expect(deliveries.queryByLabelText('Show')).toBeNull();
    await user.click(deliveries.getByRole('button', { name: 'Next page of webhook deliveries' }));
    await waitFor(() => expect(sent.some((x) => x.url === '/sandbox/panel-api/deliveries?offset=10')).toBe(true));
    const accounts = within(screen.getByRole('region', { name: /^Connected accounts/ }));
    await user.selectOptions(accounts.getByLabelText('Show'), 'Approved');
    await waitFor(() => expect(sent.some((x) => x.url === '/sandbox/panel-api/accounts?status=approved')).toBe(true));
  });
});

describe('sandbox panel', () => {
  it('lists what the panel API answers, talking to nothing but /sandbox/panel-api', async () => {
    const { sent } = stubbedPanel();
    expect(await screen.findByRole('heading', { name: /Payments/ })).toBeInTheDocument();
    expect(within(row('pay_1')).getByText('25.00 USDT')).toBeInTheDocument();
    expect(within(row('acct_biz')).getByText('Business')).toBeInTheDocument();
    expect(within(row('po_1')).getByText('10.00 AUD')).toBeInTheDocument();
    expect(within(row('payment.settled')).getByText('http://localhost:5173/api/paykit/webhooks')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Clock' })).getByText('2026-01-15 09:00:00 UTC')).toBeInTheDocument();
    expect(sent.length).toBeGreaterThanOrEqual(5);
    expect(sent.every((s) => s.url.startsWith('/sandbox/panel-api/'))).toBe(true);
    // The page runs under style-src 'self': no inline style attributes anywhere.
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('"Settle" posts {status: "settled"} as JSON and announces the result', async () => {
    const { posts, user } = stubbedPanel();
    await user.click(await screen.findByRole('button', { name: 'Settle payment pay_1' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      method: 'POST',
      url: '/sandbox/panel-api/payments/pay_1/simulate',
      contentType: 'application/json',
      body: { status: 'settled' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Payment pay_1 is now settled.');
  });

  it('"Underpay…" is prefilled with exactly half, rounded down to the currency scale, and posts it', async () => {
    const { posts, user } = stubbedPanel();
    await user.click(within(await rowLoaded('pay_1')).getByText('Underpay…'));
    const field = screen.getByLabelText('Total amount received (USDT)', { selector: '#underpay-pay_1' });
    expect(field).toHaveValue('12.50');
    expect(screen.getByLabelText('Total amount received (USDT)', { selector: '#underpay-pay_2' })).toHaveValue('0.000001');
    await user.click(screen.getByRole('button', { name: 'Underpay payment pay_1' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      url: '/sandbox/panel-api/payments/pay_1/simulate',
      body: { status: 'underpaid', amount_received: '12.50' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Payment pay_1 is now underpaid, 12.50 USDT received.');
  });

  it('"Overpay…" sends the amount typed, prefilled with one and a half times the amount', async () => {
    const { posts, user } = stubbedPanel();
    const summary = within(await rowLoaded('pay_1')).getByText('Overpay…');
    await user.click(summary);
    const field = screen.getByLabelText('Total amount received (USDT)', { selector: '#overpay-pay_1' });
    expect(field).toHaveValue('37.50');
    await user.clear(field);
    await user.type(field, '30{Enter}');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ status: 'overpaid', amount_received: '30' });
  });

  it('reads the amount typed as every amount field of the kit does: "1,000" is a thousand', async () => {
    const { posts, user } = stubbedPanel();
    await user.click(within(await rowLoaded('pay_1')).getByText('Overpay…'));
    const field = screen.getByLabelText('Total amount received (USDT)', { selector: '#overpay-pay_1' });
    await user.clear(field);
    await user.type(field, '1,000{Enter}');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ status: 'overpaid', amount_received: '1000' });
  });

  it.each([
    ['1,5', 'Enter the amount in figures, with thousands like 1,500 and decimals like 1.5'],
    ['123456789012345678', 'Enter an amount below 1,000,000,000,000,000 USDT: at most 15 digits before the decimal point'],
    ['0', 'Enter an amount greater than 0'],
    ['1.0000001', 'USDT amounts have at most 6 decimal places'],
  ])('refuses %j at the field, saying how to type it, and sends nothing', async (typed, words) => {
    const { posts, user } = stubbedPanel();
    await user.click(within(await rowLoaded('pay_1')).getByText('Underpay…'));
    const field = screen.getByLabelText('Total amount received (USDT)', { selector: '#underpay-pay_1' });
    await user.clear(field);
    await user.type(field, `${typed}{Enter}`);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(words);
    expect(field).toHaveFocus();
    expect(posts()).toEqual([]);
  });

  it('"Expire" posts {status: "expired"}; final payments offer no buttons', async () => {
    const { posts, user } = stubbedPanel({ payments: [payment('pay_1', '1.00'), payment('pay_9', '1.00', 'USDT', 'settled')] });
    await user.click(await screen.findByRole('button', { name: 'Expire payment pay_1' }));
    await waitFor(() => expect(posts()[0]?.body).toEqual({ status: 'expired' }));
    expect(within(row('pay_9')).queryAllByRole('button')).toEqual([]);
  });

  it('announces a refused action with the sandbox message in the alert region', async () => {
    const message = 'Payment pay_1 is settled, a final state: only a pending or underpaid payment can take an outcome';
    const { user } = stubbedPanel({
      answer: (s) => (s.method === 'POST' ? { status: 422, body: { error: { code: 'unprocessable_entity', message } } } : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Settle payment pay_1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Could not settle pay_1: ${message}`);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('announces an unreachable panel API and says so in place of the tables', async () => {
    stubbedPanel({ failGets: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not refresh the panel: The sandbox did not answer; try again');
    expect(screen.getByText(/Could not load the panel/)).toBeInTheDocument();
  });

  it('approves, rejects with the chosen reason and asks for the chosen information', async () => {
    const { posts, user } = stubbedPanel();
    await user.click(await screen.findByRole('button', { name: 'Approve account acct_biz' }));
    await user.click(within(row('acct_biz')).getByText('Reject…'));
    await user.selectOptions(screen.getByLabelText('Rejection reason', { selector: '#reject-acct_biz' }), 'Name mismatch');
    await user.click(screen.getByRole('button', { name: 'Reject account acct_biz' }));
    await user.click(within(row('acct_biz')).getByText('More info…'));
    await user.click(screen.getByLabelText('Beneficial owner information', { selector: '#more-info-acct_biz-beneficial_owner_info' }));
    await user.click(screen.getByLabelText('Proof of address', { selector: '#more-info-acct_biz-address_proof' }));
    await user.click(screen.getByRole('button', { name: 'Request more info account acct_biz' }));
    await user.click(screen.getByRole('button', { name: 'In review account acct_ind' }));
    await waitFor(() => expect(posts()).toHaveLength(4));
    expect(posts().map((p) => [p.url, p.body])).toEqual([
      ['/sandbox/panel-api/accounts/acct_biz/verification', { status: 'approved' }],
      ['/sandbox/panel-api/accounts/acct_biz/verification', { status: 'rejected', rejection_reason: 'name_mismatch' }],
      // Sent in the list's order whatever the order of the clicks.
      ['/sandbox/panel-api/accounts/acct_biz/verification', { status: 'more_info_required', required_info: ['address_proof', 'beneficial_owner_info'] }],
      ['/sandbox/panel-api/accounts/acct_ind/verification', { status: 'in_review' }],
    ]);
    // Individuals are not offered beneficial owner information.
    await user.click(within(row('acct_ind')).getByText('More info…'));
    expect(screen.queryByLabelText('Beneficial owner information', { selector: '#more-info-acct_ind-beneficial_owner_info' })).toBeNull();
  });

  it('offers a rejected account no move, and says the rule instead (issue 22)', async () => {
    stubbedPanel({ accounts: [account('acct_no', 'individual', 'rejected', NOW)] });
    const rejected = await rowLoaded('acct_no');
    for (const name of [/^Approve/, /^Reject/, /^Request more info/, /^In review/]) expect(within(rejected).queryByRole('button', { name })).toBeNull();
    expect(within(rejected).queryByText('Reject…')).toBeNull();
    expect(within(rejected).queryByText('More info…')).toBeNull();
    expect(rejected).toHaveTextContent('A rejected account stays rejected; open a new account to apply again.');
  });

  it('offers an approved account review, more information or rejection, but not approval again', async () => {
    stubbedPanel({ accounts: [account('acct_ok', 'individual', 'approved', NOW)] });
    const approved = await rowLoaded('acct_ok');
    expect(within(approved).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(within(approved).getByRole('button', { name: 'In review account acct_ok' })).toBeEnabled();
    expect(within(approved).getByText('Reject…')).toBeInTheDocument();
    expect(within(approved).getByText('More info…')).toBeInTheDocument();
    expect(approved).not.toHaveTextContent('stays rejected');
  });

  it('shows the sandbox’s words when it refuses a move the list still offered (rejected meanwhile)', async () => {
    const rule = 'A rejected account stays rejected; open a new account to apply again';
    const { user } = stubbedPanel({
      answer: (s) => (s.method === 'POST' ? { status: 422, body: { error: { code: 'unprocessable_entity', message: rule } } } : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve account acct_biz' }));
    await waitFor(() => expect(within(row('acct_biz')).getByText(`Could not approve acct_biz: ${rule}`)).toBeInTheDocument());
  });

  it('completes and fails payouts, retries a failed delivery and advances the clock', async () => {
    const { posts, user } = stubbedPanel();
    await user.click(await screen.findByRole('button', { name: 'Complete payout po_1' }));
    await user.click(within(row('po_1')).getByText('Fail…'));
    const reason = screen.getByLabelText('Failure reason');
    await user.clear(reason);
    await user.type(reason, 'Account closed');
    await user.click(screen.getByRole('button', { name: 'Fail payout po_1' }));
    await user.click(screen.getByRole('button', { name: 'Retry delivery whd_1' }));
    await user.click(screen.getByRole('button', { name: '+5 min' }));
    await waitFor(() => expect(posts()).toHaveLength(4));
    expect(posts().map((p) => [p.url, p.body])).toEqual([
      ['/sandbox/panel-api/payouts/po_1/simulate', { status: 'completed' }],
      ['/sandbox/panel-api/payouts/po_1/simulate', { status: 'failed', failure_reason: 'Account closed' }],
      ['/sandbox/panel-api/deliveries/whd_1/retry', {}],
      ['/sandbox/panel-api/clock', { advance_seconds: 300 }],
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('Clock advanced 5 minutes; virtual now is 2026-01-15 09:05:00 UTC.');
  });

  it('refreshes after each action', async () => {
    const { sent, user } = stubbedPanel();
    const paymentReads = () => sent.filter((x) => x.method === 'GET' && x.url.endsWith('/payments')).length;
    await user.click(await screen.findByRole('button', { name: 'Settle payment pay_1' }));
    await screen.findByText('Payment pay_1 is now settled.');
    await waitFor(() => expect(paymentReads()).toBe(2));
  });

  it('polls while the tab is visible, stops while hidden and refreshes at once on return', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    // Only the poll's interval runs on a fake clock; React and the stubbed fetch keep real scheduling.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { sent } = stubbedPanel({ refreshMs: 20 });
      const clockReads = () => sent.filter((x) => x.url.endsWith('/clock')).length;
      await vi.advanceTimersByTimeAsync(60);
      await vi.waitFor(() => expect(clockReads()).toBeGreaterThanOrEqual(3));
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(40);
      const whileHidden = clockReads();
      await vi.advanceTimersByTimeAsync(120);
      expect(clockReads()).toBe(whileHidden);
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.waitFor(() => expect(clockReads()).toBeGreaterThan(whileHidden));
    } finally {
      vi.useRealTimers();
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  });

  it('uses native controls: the disclosure is a <summary> with a name, its form submits with Enter', async () => {
    const { posts, user } = stubbedPanel();
    const summary = within(await rowLoaded('pay_1')).getByText('Underpay…');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary).toHaveAttribute('aria-label', 'Underpay… payment pay_1');
    const field = screen.getByLabelText('Total amount received (USDT)', { selector: '#underpay-pay_1' });
    expect(field).not.toBeVisible();
    await user.click(summary);
    expect(field).toBeVisible();
    await user.click(field);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posts()[0]?.body).toEqual({ status: 'underpaid', amount_received: '12.50' }));
  });
});
