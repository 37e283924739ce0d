import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { nodeCredentials } from './connection';
import { createRedisStatusStore, type RedisStatusStoreOptions } from './store';

describe('nodeCredentials (what every discovered cluster node is connected with)', () => {
  it("takes the first root node's user, password and TLS", () => {
    expect(nodeCredentials('rediss://paykit:s%40cret@10.0.0.1:6380')).toEqual({ username: 'paykit', password: 's@cret', socket: { tls: true } });
  });

  it('adds nothing for a plain URL', () => {
    expect(nodeCredentials('redis://10.0.0.1:6379')).toEqual({});
  });

  it('takes a password without a user (the default user)', () => {
    expect(nodeCredentials('redis://:pw@10.0.0.1')).toEqual({ password: 'pw' });
  });
});

/** Everything an error shows a log or a terminal: message, stack, every field, its causes. */
const everything = (error: unknown) => inspect(error, { depth: Infinity, showHidden: true });

describe('createRedisStatusStore with a malformed URL (the password must not come back in the error)', () => {
  it.each<[string, RedisStatusStoreOptions, RegExp]>([
    ['a port out of range', { url: 'redis://:hunter2@127.0.0.1:99999' }, /^createRedisStatusStore: url must be redis:\/\/.*: the port is out of range/],
    ['an unclosed IPv6 bracket', { url: 'redis://:hunter2@[::1' }, /^createRedisStatusStore: url must be .*: the \[ of an IPv6 address is not closed/],
    [
      'a cluster node with a port out of range',
      { cluster: { rootNodes: [{ url: 'redis://:hunter2@127.0.0.1:99999' }] } },
      /^createRedisStatusStore: cluster\.rootNodes: node 1 of 1: must be .*: the port is out of range/,
    ],
    [
      'cluster nodes mixing redis:// and rediss://',
      { cluster: { rootNodes: [{ url: 'rediss://:hunter2@127.0.0.1:1' }, { url: 'redis://:hunter2@127.0.0.1:2' }] } },
      /^createRedisStatusStore: cluster\.rootNodes: every node must use the same scheme/,
    ],
  ])('%s: rejects with a TypeError naming the option, not its value', async (_case, options, message) => {
    const heard: Error[] = [];
    const error = await createRedisStatusStore({ ...options, onError: (e) => heard.push(e) }).then(
      () => expect.unreachable('a malformed URL was taken'),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(message);
    expect(everything(error)).not.toContain('hunter2');
    expect(heard.map(everything).join('\n')).not.toContain('hunter2');
  });
});
