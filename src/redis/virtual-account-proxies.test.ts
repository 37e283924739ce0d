/**
 * A customer's virtual account details across instances, against a service that — like the real
 * one — has no read of them (`GET …/virtual-account` is paykit's sandbox's extension): issued
 * through one proxy, they are served by another on the same Redis and by a restarted one, and a
 * second issue does not reach the service.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_TARGETS, type RedisTarget } from '../../test/support/redis-targets';
import { issuedVirtualAccount, virtualAccountProxy } from '../../test/support/virtual-account-proxy';
import { createRedisStatusStore } from './store';

let redis: RedisTarget;
const cleanups: Array<() => unknown> = [];
let serial = 0;

beforeAll(async () => {
  redis = await (REDIS_TARGETS[0] as (typeof REDIS_TARGETS)[number]).launch();
}, 60_000);
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});
afterAll(async () => {
  await redis?.remove();
});

/**
 * The service as production has it: POST issues (the same details every time, once `gate` lets it
 * answer), a GET of them is a failure of the test.
 */
function realService(accountId: string, gate: Promise<void> = Promise.resolve()) {
  const reads: string[] = [];
  let issues = 0;
  const answer = async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname !== `/api/v1/accounts/${accountId}/virtual-account`) return Response.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 });
    if (request.method === 'POST') {
      issues++;
      await gate;
      return Response.json(issuedVirtualAccount(accountId));
    }
    reads.push(`${request.method} ${pathname}`);
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  };
  return { answer, reads, issues: () => issues };
}

/** One proxy instance: its own Redis connection and its own upstream client, as a process would have. */
async function instance(service: ReturnType<typeof realService>, accountId: string) {
  const store = await createRedisStatusStore(redis.options);
  cleanups.push(() => store.close());
  return virtualAccountProxy({ store, accountId, answer: service.answer });
}

describe('virtual account details on Redis', () => {
  it('issued on one instance, they are served by another and by a restarted one without asking the service', async () => {
    const accountId = `acct_${process.pid}_${++serial}`;
    const service = realService(accountId);
    const a = await instance(service, accountId);
    const first = await a.call('POST');
    expect(first).toMatchObject({ status: 200, body: { account_name: 'Ada Lovelace', bsb: '062-000', account_number: '123456789' } });
    expect(JSON.stringify(first.body)).not.toMatch(/va_0001|connected_account_id|created_at/);

    const b = await instance(service, accountId);
    expect(await b.call('GET')).toEqual({ status: 200, body: first.body });
    expect(await b.call('POST')).toEqual({ status: 200, body: first.body }); // kept: no second issue
    expect(b.upstream).toEqual([]);

    const restarted = await instance(service, accountId);
    expect(await restarted.call('GET')).toEqual({ status: 200, body: first.body });
    expect(restarted.upstream).toEqual([]);
    expect(service.reads).toEqual([]);
  });
  it('issues asked at once on two instances ask the service once, and both answer the details', async () => {
    const accountId = `acct_${process.pid}_${++serial}`;
    let release: () => void = () => {};
    const service = realService(accountId, new Promise<void>((resolve) => (release = resolve)));
    const [a, b] = [await instance(service, accountId), await instance(service, accountId)];
    const answers = Promise.all([a.call('POST'), b.call('POST')]);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the other is waiting on the claim meanwhile
    release();
    const [first, second] = await answers;
    expect(first).toMatchObject({ status: 200, body: { account_number: '123456789' } });
    expect(second).toEqual(first);
    expect(service.issues()).toBe(1);
  });
});
