/**
 * Which host names the demo answers to, and who may use its control panel. A page on a foreign
 * name that DNS rebinding points at 127.0.0.1 still sends its own name in `Host`, so answering
 * only to known names keeps such a page away from the panel, the proxy and the sandbox.
 */
import { isLoopbackHostname } from '../src/shared/loopback';

/** The names of this machine every demo answers to. */
export const LOOPBACK_NAMES: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** The host name of a `Host` header (lower case, port dropped, IPv6 in brackets), or null when it is not one. */
export function hostnameOf(hostHeader: string | undefined): string | null {
  if (!hostHeader || /[\s/\\@?#]/.test(hostHeader)) return null;
  try {
    return new URL(`http://${hostHeader}`).hostname;
  } catch {
    return null;
  }
}

/** "Every interface" rather than a name to answer to. */
export function isWildcardAddress(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '[::]';
}

/** The names to answer to: this machine's, the one the server is bound to, and any the operator added. */
export function allowedHostnames(boundHost: string, extra: readonly string[]): ReadonlySet<string> {
  const names = [...LOOPBACK_NAMES, ...extra, ...(isWildcardAddress(boundHost) ? [] : [boundHost])];
  return new Set(names.map((name) => hostnameOf(name)).filter((name): name is string => name !== null));
}

/** A peer address on this machine (IPv4, IPv6, or IPv4 mapped into IPv6). */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return plain === '::1' || (isLoopbackHostname(plain) && plain !== 'localhost' && !plain.endsWith('.localhost'));
}
