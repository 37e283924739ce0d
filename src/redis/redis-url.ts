/**
 * Checks a Redis URL before the `redis` client sees it. The client parses it with WHATWG `URL`,
 * whose TypeError carries the whole URL (password included) in `.input`, and a start-up log or a
 * terminal then shows it. Every entry that takes a Redis URL (paykit-checkout's environment,
 * `npm start`, `createRedisStatusStore`) asks here first, and each answer says what is wrong
 * without repeating any part of the URL: a typo'd port may sit next to a password.
 */

/** The shape every message shows. */
export const REDIS_URL_SHAPE = 'redis://[[user]:password@]host[:port][/db] or rediss://…';

/** Longer than this is a paste gone wrong, not a Redis address. */
export const MAX_REDIS_URL_LENGTH = 2048;

/** Redis's `databases` setting is an int; the client sends the number as it is given. */
const MAX_DATABASE = 2 ** 31 - 1;

/** A root node list longer than this is a mistake (the client discovers the rest of a cluster). */
export const MAX_CLUSTER_NODES = 100;

/** What a password or user name with a reserved character needs (the likeliest cause of a URL that does not parse). */
const ENCODE_HINT = 'percent-encode any @ : / ? # [ ] % or space in the user name and password';

/** A host name's labels (letters, digits, - and _ as in container names), or an IPv4 address. */
const HOST_NAME = /^(?!-)[A-Za-z0-9_-]{1,63}(?:\.(?!-)[A-Za-z0-9_-]{1,63})*\.?$/;

/**
 * What is wrong with `raw` as a Redis URL, in words that never repeat any part of it, or
 * undefined when it is well formed: scheme redis: or rediss:, a host (a name, an IPv4 address or an
 * IPv6 address in [ ]), a port from 1 to 65535 if given, at most a /db number (none but 0 on a
 * cluster node, as a cluster has database 0 only), no ?query or #fragment (the client would
 * ignore them), user name and password correctly percent-encoded.
 */
export function redisUrlProblem(raw: unknown, options: { clusterNode?: boolean } = {}): string | undefined {
  if (typeof raw !== 'string' || raw === '') return 'it is empty';
  if (raw.length > MAX_REDIS_URL_LENGTH) return `it is longer than ${MAX_REDIS_URL_LENGTH} characters`;
  // WHATWG URL drops tabs and newlines silently, and a space is never part of a well-formed one.
  if (/[\s\p{Cc}]/u.test(raw)) return `it contains a space or a control character (${ENCODE_HINT})`;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(raw)?.[1]?.toLowerCase();
  if (scheme !== 'redis' && scheme !== 'rediss') return 'the scheme is not redis: or rediss:';
  const afterScheme = raw.slice(scheme.length + 1);
  if (!afterScheme.startsWith('//')) return 'the host must follow // (redis://host)';
  // A raw ? or # always starts a query or fragment: inside a password they must be %3F and %23.
  if (raw.includes('?')) return `it has a ?query, which the Redis client ignores (${ENCODE_HINT})`;
  if (raw.includes('#')) return `it has a #fragment, which the Redis client ignores (${ENCODE_HINT})`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return authorityProblem(afterScheme.slice(2));
  }
  if (url.hostname === '') return 'the host is missing';
  if (!url.hostname.startsWith('[') && !wellFormedHost(url.hostname))
    return `the host is not a host name, an IPv4 address or an IPv6 address in [ ] (${ENCODE_HINT})`;
  if (url.port !== '' && Number(url.port) === 0) return 'the port is out of range (1 to 65535)';
  const database = databaseOf(url.pathname);
  if (database === undefined) return 'only a database number (/0, /1, …) may follow the host and port';
  if (options.clusterNode && database !== 0) return 'a cluster node takes no /db (a Redis Cluster has database 0 only)';
  if (!decodes(url.username) || !decodes(url.password)) return 'the user name or password has a % not followed by two hex digits (write % as %25)';
  return undefined;
}

/** What is wrong with a list of cluster root node URLs (the same rules per node, named by position), or undefined. */
export function clusterNodesProblem(urls: readonly unknown[]): string | undefined {
  if (urls.length === 0 || urls.length > MAX_CLUSTER_NODES) return `takes 1 to ${MAX_CLUSTER_NODES} node URLs`;
  for (const [index, url] of urls.entries()) {
    const problem = redisUrlProblem(url, { clusterNode: true });
    if (problem) return `node ${index + 1} of ${urls.length}: must be ${REDIS_URL_SHAPE}: ${problem}`;
  }
  // Discovered nodes are reached with the first node's TLS; the client refuses a node URL that
  // disagrees with a TypeError whose message holds that URL, credentials and all.
  const schemes = new Set(urls.map((url) => (url as string).slice(0, (url as string).indexOf(':')).toLowerCase()));
  if (schemes.size > 1) return 'every node must use the same scheme (all redis:// or all rediss://)';
  return undefined;
}

/** Why WHATWG URL refused the part after `//`, guessed from its host and port (never quoting them). */
function authorityProblem(rest: string): string {
  const authority = /^[^/]*/.exec(rest)?.[0] ?? '';
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
  let host = hostAndPort;
  let port: string | undefined;
  if (hostAndPort.startsWith('[')) {
    const close = hostAndPort.indexOf(']');
    if (close === -1) return `the [ of an IPv6 address is not closed (${ENCODE_HINT})`;
    const after = hostAndPort.slice(close + 1);
    if (after !== '' && !after.startsWith(':')) return `only :port may follow the ] of an IPv6 address (${ENCODE_HINT})`;
    host = hostAndPort.slice(0, close + 1);
    if (after !== '') port = after.slice(1);
  } else {
    if (/[[\]]/.test(hostAndPort)) return `an IPv6 address must be in [ ], followed by :port if any (${ENCODE_HINT})`;
    const colon = hostAndPort.lastIndexOf(':');
    if (colon !== -1) [host, port] = [hostAndPort.slice(0, colon), hostAndPort.slice(colon + 1)];
  }
  if (port !== undefined && !/^\d*$/.test(port)) return `the port is not a number (${ENCODE_HINT})`;
  if (port !== undefined && Number(port) > 65535) return 'the port is out of range (1 to 65535)';
  if (host === '') return `the host is missing (${ENCODE_HINT})`;
  if (host.startsWith('[')) return 'the IPv6 address in [ ] is not valid';
  return `it is not a well-formed URL (${ENCODE_HINT})`;
}

function wellFormedHost(hostname: string): boolean {
  if (hostname.length > 253 || !HOST_NAME.test(hostname)) return false;
  // All digits and dots: it must then be an IPv4 address, not a name a resolver would guess at.
  if (!/^[\d.]+$/.test(hostname)) return true;
  const octets = hostname.split('.');
  return octets.length === 4 && octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255);
}

/** The database a path selects (0 without one), or undefined when the path is anything else. */
function databaseOf(pathname: string): number | undefined {
  if (pathname === '' || pathname === '/') return 0;
  const digits = /^\/(\d{1,10})$/.exec(pathname)?.[1];
  if (digits === undefined || Number(digits) > MAX_DATABASE) return undefined;
  return Number(digits);
}

function decodes(part: string): boolean {
  try {
    decodeURIComponent(part);
    return true;
  } catch {
    return false;
  }
}
