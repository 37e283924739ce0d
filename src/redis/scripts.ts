/**
 * The Lua scripts that make a read-then-write atomic across instances. They are sent by SHA-1
 * (EVALSHA) and in full only when the server does not know them yet (NOSCRIPT), e.g. after a
 * restart of Redis (or on a cluster node that has not run them yet).
 */
import type { PublishCommand } from './connection';

/**
 * Stores a payment's new view if its version is still the one the caller judged against, with
 * the next version and the key's TTL, and publishes the stored status on the payment's channel.
 * KEYS: payment hash, its channel (one hash tag, so one cluster slot: sharded pub/sub checks the
 * channel's slot like a key's). ARGV: expected version (0 = none), clock (epoch ms), view JSON,
 * TTL ms. Returns the new version, or 0 when another instance changed the payment in between.
 *
 * The "moves forward" rule itself is not here: the caller decides with `movesForward` (one rule,
 * in TypeScript, shared with the browser) on the status it read, and this script refuses to write
 * over anything else. Versions start from the clock like the memory store's, so a payment that
 * expired from Redis and comes back never reuses an SSE id a browser was given before.
 */
function applyStatus(publish: PublishCommand): string {
  return `
local current = tonumber(redis.call('HGET', KEYS[1], 'version') or '0')
if current ~= tonumber(ARGV[1]) then return 0 end
local version = math.max(current + 1, tonumber(ARGV[2]))
local encoded = string.format('%d', version)
redis.call('HSET', KEYS[1], 'version', encoded, 'view', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('${publish}', KEYS[2], '{"version":' .. encoded .. ',"view":' .. ARGV[3] .. '}')
return version
`;
}

/** APPLY_STATUS by how the server publishes: sharded pub/sub (Redis 7+) or classic (older servers). */
export const APPLY_STATUS: Readonly<Record<PublishCommand, string>> = { SPUBLISH: applyStatus('SPUBLISH'), PUBLISH: applyStatus('PUBLISH') };

/** The link's payment if one is remembered, else remembers ARGV[1] for ARGV[2] ms; returns the one kept. */
export const REMEMBER_CHECKOUT = `
local existing = redis.call('GET', KEYS[1])
if existing then return existing end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return ARGV[1]
`;

/** Deletes the link's payment only if it is still ARGV[1] (a newer one stays). */
export const FORGET_CHECKOUT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0
`;

/**
 * The link's payment if one is remembered (KEYS[1]), else its claim (KEYS[2], same slot) for token
 * ARGV[1] for ARGV[2] ms unless another token holds it. Returns {'remembered', id}, {'claimed'} or {'held'}.
 */
export const CLAIM_CHECKOUT = `
local remembered = redis.call('GET', KEYS[1])
if remembered then return {'remembered', remembered} end
local holder = redis.call('GET', KEYS[2])
if holder and holder ~= ARGV[1] then return {'held'} end
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2])
return {'claimed'}
`;

/** Deletes a claim (a link's, a virtual account's) only if token ARGV[1] still holds it. */
export const RELEASE_CLAIM = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0
`;

/** The value of KEYS[1], its TTL renewed to ARGV[1] ms when it is there (GETEX, without needing Redis 6.2). */
export const READ_AND_RENEW = `
local value = redis.call('GET', KEYS[1])
if value then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return value
`;

/**
 * The account's kept details (KEYS[1], their TTL renewed to ARGV[3] ms) if there are any, else its
 * claim (KEYS[2], same slot) for token ARGV[1] for ARGV[2] ms unless another token holds it.
 * Returns {'kept', json}, {'claimed'} or {'held'}.
 */
export const CLAIM_VIRTUAL_ACCOUNT = `
local kept = redis.call('GET', KEYS[1])
if kept then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return {'kept', kept}
end
local holder = redis.call('GET', KEYS[2])
if holder and holder ~= ARGV[1] then return {'held'} end
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2])
return {'claimed'}
`;

const hexes = new Map<string, Promise<string>>();

/** The SHA-1 (hex) EVALSHA names a script by; Web Crypto, so no Node import is needed. */
export function scriptSha(script: string): Promise<string> {
  let sha = hexes.get(script);
  if (!sha) {
    sha = crypto.subtle
      .digest('SHA-1', new TextEncoder().encode(script))
      .then((digest) => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join(''));
    hexes.set(script, sha);
  }
  return sha;
}
