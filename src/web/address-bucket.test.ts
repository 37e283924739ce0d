import { describe, expect, it } from 'vitest';
import { addressBucket, isIpv6Prefix } from './address-bucket';

describe('addressBucket', () => {
  it('keys an IPv4 address on itself', () => {
    expect(addressBucket('192.0.2.1')).toBe('192.0.2.1');
    expect(addressBucket(' 203.0.113.255 ')).toBe('203.0.113.255');
  });

  it('keys an IPv4-mapped IPv6 address on its IPv4 address, in either notation', () => {
    expect(addressBucket('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressBucket('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(addressBucket('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('puts every address of one /64 in one bucket, whatever its notation', () => {
    const buckets = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0000:0000:0000:0001', '[2001:db8:1:2::abcd]'].map((a) =>
      addressBucket(a),
    );
    expect(new Set(buckets)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('gives another /64 another bucket', () => {
    expect(addressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8::/64');
    expect(addressBucket('::1')).toBe('::/64');
  });

  it('cuts to the prefix asked for, also inside a group', () => {
    expect(addressBucket('2001:db8:1:2::1', 128)).toBe('2001:db8:1:2::1/128');
    expect(addressBucket('2001:db8:1:2::1', 48)).toBe('2001:db8:1::/48');
    expect(addressBucket('2001:db8:abcd:12ff::1', 56)).toBe('2001:db8:abcd:1200::/56');
    expect(addressBucket('2001:db8::1', 0)).toBe('::/0');
  });

  it('keeps a zone id, which names the link the peer is on', () => {
    expect(addressBucket('fe80::1%eth0')).toBe('fe80::/64%eth0');
    expect(addressBucket('fe80::2%eth0')).toBe('fe80::/64%eth0');
    expect(addressBucket('fe80::1%eth1')).toBe('fe80::/64%eth1');
  });

  it('reads a dotted IPv4 tail of an IPv6 address that is not mapped', () => {
    expect(addressBucket('64:ff9b::192.0.2.1', 128)).toBe('64:ff9b::c000:201/128');
  });

  it.each([
    '',
    'shared',
    'not an address',
    '2001:db8::1::2',
    ':::',
    '2001:db8:1:2:3:4:5:6:7',
    '2001:db8:1:2:3:4:5',
    '2001:db8:12345::1',
    'g::1',
    '1.2.3',
    '1.2.3.256',
    '01.2.3.4',
    '::ffff:1.2.3.256',
    'fe80::1%',
    '1:2:3:4:5:6:7::8',
  ])('keys what is not an address (%j) on itself', (given) => {
    expect(addressBucket(given)).toBe(given.trim());
  });

  it('refuses a prefix that is not 0 to 128 bits', () => {
    for (const bits of [-1, 129, 64.5, Number.NaN]) expect(() => addressBucket('::1', bits)).toThrow(RangeError);
    expect([0, 1, 64, 128].every(isIpv6Prefix)).toBe(true);
  });
});
