import { describe, expect, it } from 'vitest';
import { clusterNodesProblem, redisUrlProblem } from './redis-url';

describe('redisUrlProblem', () => {
  it.each([
    'redis://127.0.0.1',
    'redis://localhost:6379',
    'REDIS://redis.internal:6379',
    'rediss://:pw@redis.internal:6380/2',
    'redis://paykit:s%40cret@10.0.0.1:6379/0',
    'redis://user@redis_1:6379',
    'redis://[::1]:6379',
    'redis://[2001:db8::7]/15',
    'redis://host/',
  ])('takes %s', (url) => {
    expect(redisUrlProblem(url)).toBeUndefined();
  });

  // Each bad URL carries the password "hunter2": no answer may repeat it, nor any other part of the URL.
  it.each([
    ['redis://:hunter2@127.0.0.1:99999', 'the port is out of range (1 to 65535)'],
    ['redis://:hunter2@127.0.0.1:0', 'the port is out of range (1 to 65535)'],
    ['redis://:hunter2@127.0.0.1:6379x', 'the port is not a number'],
    ['redis://:hunter2@[::1', 'the [ of an IPv6 address is not closed'],
    ['redis://:hunter2@[::1]x', 'only :port may follow the ] of an IPv6 address'],
    ['redis://:hunter2@[::g]:6379', 'the IPv6 address in [ ] is not valid'],
    ['redis://:hunter2@::1:6379', 'not a well-formed URL'],
    ['redis://:hunter2@h:1]', 'an IPv6 address must be in [ ]'],
    ['redis://:hunt/er2@host:6379', 'percent-encode any @ : / ? # [ ] % or space'],
    ['redis://:hunter2@', 'the host is missing'],
    ['redis:hunter2@host', 'the host must follow //'],
    ['http://:hunter2@host', 'the scheme is not redis: or rediss:'],
    ['host:6379', 'the scheme is not redis: or rediss:'],
    ['redis://:hunter2@ho st', 'contains a space or a control character'],
    ['redis://:hunter2@ho\nst', 'contains a space or a control character'],
    ['redis://:hunter2@h%41st', 'the host is not a host name'],
    ['redis://:hunter2@300.1.1.1', 'the host is not a host name'],
    ['redis://:hunter2@host/db1', 'only a database number'],
    ['redis://:hunter2@host/1/', 'only a database number'],
    ['redis://:hunter2@host/99999999999', 'only a database number'],
    ['redis://host?password=hunter2', 'it has a ?query'],
    ['redis://:hunt?er2@host', 'it has a ?query'],
    ['redis://:hunt#er2@host', 'it has a #fragment'],
    ['redis://:hunter2%@host', 'the user name or password has a % not followed by two hex digits'],
    [`redis://:hunter2@${'h'.repeat(2048)}`, 'longer than 2048 characters'],
  ])('refuses %j: %s', (url, reason) => {
    const problem = redisUrlProblem(url);
    expect(problem).toContain(reason);
    expect(problem).not.toMatch(/hunt|er2/);
  });

  it('refuses what is not a string at all', () => {
    expect(redisUrlProblem(undefined)).toBe('it is empty');
    expect(redisUrlProblem(6379)).toBe('it is empty');
  });

  it('takes no database but 0 on a cluster node', () => {
    expect(redisUrlProblem('redis://10.0.0.1:6379/0', { clusterNode: true })).toBeUndefined();
    expect(redisUrlProblem('redis://10.0.0.1:6379/2', { clusterNode: true })).toBe('a cluster node takes no /db (a Redis Cluster has database 0 only)');
  });
});

describe('clusterNodesProblem', () => {
  it('takes 1 to 100 well-formed nodes of one scheme', () => {
    expect(clusterNodesProblem(['redis://:pw@10.0.0.1:6379', 'redis://10.0.0.2:6379'])).toBeUndefined();
    expect(clusterNodesProblem([])).toBe('takes 1 to 100 node URLs');
    expect(clusterNodesProblem(Array.from({ length: 101 }, (_, i) => `redis://10.0.0.${i % 250}:6379`))).toBe('takes 1 to 100 node URLs');
  });

  it('names the bad node by position, never by value', () => {
    const problem = clusterNodesProblem(['redis://:hunter2@10.0.0.1:6379', 'redis://:hunter2@10.0.0.2:99999']);
    expect(problem).toBe('node 2 of 2: must be redis://[[user]:password@]host[:port][/db] or rediss://…: the port is out of range (1 to 65535)');
  });

  it('refuses a mix of redis:// and rediss:// (the client would throw the mismatched URL, password and all)', () => {
    expect(clusterNodesProblem(['rediss://:hunter2@10.0.0.1:6379', 'redis://:hunter2@10.0.0.2:6379'])).toBe(
      'every node must use the same scheme (all redis:// or all rediss://)',
    );
  });
});
