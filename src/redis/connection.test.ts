import { describe, expect, it } from 'vitest';
import { nodeCredentials } from './connection';

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
