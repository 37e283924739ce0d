/**
 * `GET`/`POST /onboarding/virtual-account` against a service that, like the real one, cannot read
 * issued details back: the proxy serves what it kept when they were issued, says honestly when it
 * keeps none, and asks the service to issue once however often (and however concurrently) the
 * browser asks.
 */
import { describe, expect, it } from 'vitest';
import { virtualAccountView } from '../../../test/support/status-store-contract';
import { issuedVirtualAccount, virtualAccountProxy } from '../../../test/support/virtual-account-proxy';
import { MemoryStatusStore } from './status-store';

const ACCOUNT = 'acct_customer_1';
const PATH = `/api/v1/accounts/${ACCOUNT}/virtual-account`;

const issued = issuedVirtualAccount(ACCOUNT);
const DETAILS = virtualAccountView();

/** A proxy in front of a service whose POST answers `answerIssue()`; any other upstream call answers 404 and is recorded. */
function proxy(answerIssue: () => Response | Promise<Response> = () => Response.json(issued)) {
  const store = new MemoryStatusStore();
  const { call, upstream } = virtualAccountProxy({
    store,
    accountId: ACCOUNT,
    answer: (request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === PATH) return answerIssue();
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    },
  });
  const asked = () => upstream.map((request) => `${request.method} ${new URL(request.url).pathname}`);
  return { call, asked, store };
}

describe('the virtual account at the proxy', () => {
  it('with nothing kept, GET says this server keeps no details (not that none were issued) and asks the service nothing', async () => {
    const p = proxy();
    expect(await p.call('GET')).toEqual({
      status: 404,
      body: {
        error: {
          code: 'virtual_account_not_kept',
          message:
            'This server keeps no virtual account details for this account; POST /onboarding/virtual-account issues them, or answers them again if they were issued before',
        },
      },
    });
    expect(p.asked()).toEqual([]);
  });

  it('serves the issued details from the store and never asks the service to read them back', async () => {
    const p = proxy();
    expect(await p.call('POST')).toEqual({ status: 200, body: DETAILS });
    expect(await p.call('GET')).toEqual({ status: 200, body: DETAILS });
    expect(await p.store.virtualAccount(ACCOUNT)).toEqual(DETAILS);
    expect(p.asked()).toEqual([`POST ${PATH}`]);
  });

  it('a second issue answers the kept details without asking the service again', async () => {
    const p = proxy();
    await p.call('POST');
    expect(await p.call('POST')).toEqual({ status: 200, body: DETAILS });
    expect(p.asked()).toEqual([`POST ${PATH}`]);
  });

  it('issues asked at once share one call to the service', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const p = proxy(async () => {
      await gate;
      return Response.json(issued);
    });
    const answers = Promise.all([p.call('POST'), p.call('POST'), p.call('POST')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await answers).toEqual([0, 1, 2].map(() => ({ status: 200, body: DETAILS })));
    expect(p.asked()).toEqual([`POST ${PATH}`]);
  });

  it('an issue the service refuses keeps nothing, and the next one asks again', async () => {
    let refuse = true;
    const p = proxy(() =>
      refuse
        ? Response.json(
            { error: { code: 'unprocessable', message: 'A virtual account can be issued only once the inbound_payments capability is active' } },
            { status: 422 },
          )
        : Response.json(issued),
    );
    expect((await p.call('POST')).status).toBe(422);
    expect((await p.call('GET')).status).toBe(404);
    refuse = false;
    expect(await p.call('POST')).toEqual({ status: 200, body: DETAILS });
    expect(p.asked()).toEqual([`POST ${PATH}`, `POST ${PATH}`]);
  });
  it("while another instance holds the account's claim, waits for it, then answers 503 virtual_account_busy without asking the service", async () => {
    const p = proxy();
    expect(await p.store.claimVirtualAccount(ACCOUNT, 'another-instance', 60_000)).toEqual({ state: 'claimed' });
    const started = Date.now();
    const answer = await p.call('POST');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900); // the 2 s wait, not an answer at once
    expect(answer).toEqual({
      status: 503,
      body: { error: { code: 'virtual_account_busy', message: 'The account details are being issued right now; try again in a moment' } },
    });
    expect(p.asked()).toEqual([]);
    // The other instance keeps what the service answered it: the next request is served that.
    await p.store.rememberVirtualAccount(ACCOUNT, DETAILS);
    expect(await p.call('POST')).toEqual({ status: 200, body: DETAILS });
    expect(p.asked()).toEqual([]);
  });
});
