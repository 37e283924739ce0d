import { describe, expect, it } from 'vitest';
import { createHarness, TEST_API_KEY, TEST_BASE_URL, TEST_START } from '../../../test/support/harness';
import { blob, expectApiError, JPEG, newBusiness, newIndividual } from '../../../test/fixtures/sandbox-accounts';

async function setup() {
  const h = createHarness();
  const id = (await newIndividual(h.client)).connected_account_id;
  /** Opens a public page the way a customer's browser would: no API key. */
  const open = (url: string, init: RequestInit = {}) => h.sandbox.handler(new Request(url, init));
  const press = (url: string, outcome: string) =>
    open(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `outcome=${outcome}` });
  return { ...h, id, open, press };
}

describe('liveness check', () => {
  it('requires an identity document first (422), then hands out a public URL on the sandbox', async () => {
    const { client, id } = await setup();
    await expectApiError(client.connectedAccounts.createLivenessUrl(id), 422, 'unprocessable_entity', /The liveness check follows the document upload/);
    // id_back or proof of address are not identity documents on their own.
    await client.connectedAccounts.uploadKycDocument(id, { file: blob(JPEG), document_type: 'id_back' });
    await client.connectedAccounts.uploadKycDocument(id, { file: blob(JPEG), document_type: 'proof_of_address' });
    await expectApiError(client.connectedAccounts.createLivenessUrl(id), 422, 'unprocessable_entity');
    await client.connectedAccounts.uploadKycDocument(id, { file: blob(JPEG), document_type: 'id_front' });
    const session = await client.connectedAccounts.createLivenessUrl(id);
    expect(session.liveness_url).toMatch(new RegExp(`^${TEST_BASE_URL}/v1/sandbox/liveness/lv_[0-9a-f]{48}$`));
    expect(session.expires_at).toBe(new Date(TEST_START + 30 * 60_000).toISOString());
    expect((await client.connectedAccounts.retrieve(id)).submission.liveness).toBe('pending');
  });

  it('accepts a passport as the identity document', async () => {
    const { client, id } = await setup();
    await client.connectedAccounts.uploadKycDocument(id, { file: blob(JPEG), document_type: 'passport' });
    await client.connectedAccounts.createLivenessUrl(id);
  });

  it('completes through the public page round trip, without an API key, and the link works once', async () => {
    const { client, id, open, press } = await setup();
    await client.connectedAccounts.uploadKycDocument(id, { file: blob(JPEG), document_type: 'passport' });
    const { liveness_url } = await client.connectedAccounts.createLivenessUrl(id);

    const page = await open(liveness_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toMatch(/<form method="post">/);
    expect(html).toMatch(/<button type="submit" name="outcome" value="pass">Complete selfie check<\/button>/);
    expect(html).not.toMatch(/<script|src=|href=/i);
    // Read by a person: minutes left and a clock time, not an ISO string; the machine-readable one stays in datetime.
    const expiry = new Date(TEST_START + 30 * 60_000).toISOString();
    expect(html).toContain(`<time datetime="${expiry}">`);
    expect(html).not.toContain(`>${expiry}<`);
    expect(html.replace(/<[^>]+>/g, '')).toContain('This link expires in 30 minutes, at 09:30 UTC on Thursday, 15 January 2026.');

    const done = await press(liveness_url, 'pass');
    expect(done.status).toBe(200);
    expect(await done.text()).toMatch(/return to the previous window/);
    const account = await client.connectedAccounts.retrieve(id);
    expect(account.submission.liveness).toBe('completed');
    expect(account.submission.liveness_completed_at).toBe(new Date(TEST_START).toISOString());

    const again = await press(liveness_url, 'pass');
    expect(again.status).toBe(410);
    expect(await again.text()).toMatch(/already been used/);
    expect((await open(liveness_url)).status).toBe(410);
  });

  it('records a failed check, and a new link can then complete it', async () => {
    const { client, id, press } = await setup();
    await client.connectedAccounts.uploadKycDocument(id, { file: blob(JPEG), document_type: 'passport' });
    const first = await client.connectedAccounts.createLivenessUrl(id);
    expect(await (await press(first.liveness_url, 'fail')).text()).toMatch(/Selfie check failed/);
    expect((await client.connectedAccounts.retrieve(id)).submission.liveness).toBe('failed');
    const second = await client.connectedAccounts.createLivenessUrl(id);
    expect(second.liveness_url).not.toBe(first.liveness_url);
    await press(second.liveness_url, 'pass');
    expect((await client.connectedAccounts.retrieve(id)).submission.liveness).toBe('completed');
  });

  it('refuses a missing or unknown outcome without using up the link', async () => {
    const { client, id, press } = await setup();
    await client.connectedAccounts.uploadKycDocument(id, { file: blob(JPEG), document_type: 'passport' });
    const { liveness_url } = await client.connectedAccounts.createLivenessUrl(id);
    expect((await press(liveness_url, 'maybe')).status).toBe(400);
    expect((await press(liveness_url, 'pass')).status).toBe(200);
  });

  it('answers unknown tokens with 404 and expired links with 410 (virtual clock)', async () => {
    const { client, sandbox, id, open, press } = await setup();
    const unknown = await open(`${TEST_BASE_URL}/v1/sandbox/liveness/lv_guess`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
    await client.connectedAccounts.uploadKycDocument(id, { file: blob(JPEG), document_type: 'passport' });
    const { liveness_url } = await client.connectedAccounts.createLivenessUrl(id);
    await sandbox.advance(30 * 60);
    expect((await open(liveness_url)).status).toBe(410);
    expect((await press(liveness_url, 'pass')).status).toBe(410);
    expect((await client.connectedAccounts.retrieve(id)).submission.liveness).toBe('pending');
  });

  it('builds the URL from the mount path the sandbox is served under', async () => {
    const { sandbox, client, id } = await setup();
    await client.connectedAccounts.uploadKycDocument(id, { file: blob(JPEG), document_type: 'passport' });
    const res = await sandbox.handler(
      new Request(`http://localhost:5173/sandbox/api/v1/accounts/${id}/kyc/liveness`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TEST_API_KEY}` },
      }),
    );
    const { liveness_url } = (await res.json()) as { liveness_url: string };
    expect(liveness_url).toMatch(/^http:\/\/localhost:5173\/sandbox\/v1\/sandbox\/liveness\/lv_/);
    expect((await sandbox.handler(new Request(liveness_url))).status).toBe(200);
  });

  it('is for individuals only', async () => {
    const { client } = createHarness();
    const business = await newBusiness(client);
    await expectApiError(client.connectedAccounts.createLivenessUrl(business.connected_account_id), 422, 'unprocessable_entity', /individual accounts only/);
  });

  it('still needs the API key for the account operations themselves', async () => {
    const { sandbox, id } = await setup();
    const res = await sandbox.handler(new Request(`${TEST_BASE_URL}/api/v1/accounts/${id}/kyc/liveness`, { method: 'POST' }));
    expect(res.status).toBe(401);
  });
});
