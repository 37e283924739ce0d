/**
 * Which client an address is, for per-client limits. An IPv4 address is one client. An IPv6
 * address is not: a network hands each subscriber a /64 (or more), so one subscriber can speak
 * from 2^64 addresses, and keying on each would give it that many rate-limit buckets. IPv6
 * addresses are therefore cut to a prefix (64 bits unless told). An IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`, as a dual-stack socket reports an IPv4 peer) is its IPv4 address.
 */

/** Leading bits of an IPv6 address that name one client unless told otherwise: one /64. */
export const DEFAULT_IPV6_PREFIX = 64;

/** Whether `bits` can be an IPv6 prefix length: a whole number from 0 to 128. */
export function isIpv6Prefix(bits: number): boolean {
  return Number.isInteger(bits) && bits >= 0 && bits <= 128;
}

/**
 * The bucket `address` counts against: an IPv4 address as it is, an IPv6 one as its network of
 * `ipv6Prefix` bits (`2001:db8:1:2::/64`; a zone id such as `%eth0` is kept, since it names the
 * link), `::ffff:a.b.c.d` as `a.b.c.d`. What is not an address is its own bucket, as given
 * (trimmed). Throws a RangeError when `ipv6Prefix` is not a whole number from 0 to 128.
 */
export function addressBucket(address: string, ipv6Prefix: number = DEFAULT_IPV6_PREFIX): string {
  if (!isIpv6Prefix(ipv6Prefix)) throw new RangeError(`ipv6Prefix must be a whole number of bits from 0 to 128, not ${ipv6Prefix}`);
  const given = address.trim();
  const bare = /^\[(.*)\]$/.exec(given)?.[1] ?? given;
  if (parseIpv4(bare)) return bare;
  const zoneAt = bare.indexOf('%');
  const zone = zoneAt === -1 ? '' : bare.slice(zoneAt);
  const groups = parseIpv6(zoneAt === -1 ? bare : bare.slice(0, zoneAt));
  if (!groups || zone === '%') return given;
  if (isIpv4Mapped(groups)) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${formatIpv6(maskGroups(groups, ipv6Prefix))}/${ipv6Prefix}${zone}`;
}

/** The four octets of a dotted-quad IPv4 address (no leading zeros, each at most 255), or null. */
function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (`::` compression and a dotted IPv4 tail allowed), or null. */
function parseIpv6(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  if (halves.length === 1) {
    const groups = parseGroups(text, true);
    return groups?.length === 8 ? groups : null;
  }
  const head = parseGroups(halves[0] as string, false);
  const tail = parseGroups(halves[1] as string, true);
  // `::` stands for at least one group of zeros.
  if (!head || !tail || head.length + tail.length > 7) return null;
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** Colon-separated hex groups; the last may be a dotted IPv4 address when `ipv4Tail`. "" is no groups. */
function parseGroups(text: string, ipv4Tail: boolean): number[] | null {
  if (text === '') return [];
  const parts = text.split(':');
  const groups: number[] = [];
  for (const [index, part] of parts.entries()) {
    if (ipv4Tail && index === parts.length - 1 && part.includes('.')) {
      const octets = parseIpv4(part);
      if (!octets) return null;
      groups.push((octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!);
    } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
      groups.push(parseInt(part, 16));
    } else {
      return null;
    }
  }
  return groups;
}

/** ::ffff:0:0/96, the IPv4-mapped block. */
function isIpv4Mapped(groups: number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}

/** The groups with every bit after the first `bits` cleared. */
function maskGroups(groups: number[], bits: number): number[] {
  return groups.map((group, index) => {
    const kept = Math.min(16, Math.max(0, bits - index * 16));
    return kept === 0 ? 0 : group & (0xffff << (16 - kept)) & 0xffff;
  });
}

/** RFC 5952 text: lower-case hex without leading zeros, the longest run of two or more zero groups (the first of equals) as `::`. */
function formatIpv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; start++) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length++;
    if (length > bestLength) [bestStart, bestLength] = [start, length];
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart === -1) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}
