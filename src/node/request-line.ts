/**
 * What a Node request's first line and Host header say, as a Web `Request` needs them, checked:
 * Node's parser lets through Host headers that are not hosts (`a b`), origin-form targets that a
 * URL parser reads as another authority (`//x:99999/`), and methods the Fetch standard refuses to
 * represent (TRACE). Each becomes an HttpError the adapter answers on that socket, never an
 * exception that escapes into the event loop and ends the process.
 */
import { HttpError, invalidRequest } from '../web/http-error';

/** A host name, IPv4 address or bracketed IPv6 literal, with an optional port: nothing that would end the authority. */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[^\s/?#@\\[\]:%]+)(?::\d{1,5})?$/;

/** Request targets in absolute form (`GET http://host/path HTTP/1.1`), as proxies send them. */
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/** Methods Node accepts that `new Request()` refuses (Fetch's forbidden methods). */
const UNREPRESENTABLE = new Set(['CONNECT', 'TRACE', 'TRACK']);

const badHost = () => invalidRequest('The Host header is not a valid host name', 'host');
const badTarget = () => invalidRequest('The request target is not a valid path', 'path');

/** The origin requests are resolved against: from a well-formed Host header, else `fallback`. */
export function requestOrigin(host: string | undefined, fallback = 'http://localhost'): string {
  if (host === undefined || host === '') return fallback;
  if (!HOST.test(host)) throw badHost();
  try {
    return new URL(`http://${host}`).origin;
  } catch {
    // A port past 65535, an IPv6 literal that is not one, a name IDNA refuses.
    throw badHost();
  }
}

/**
 * The request's URL. An origin-form target is a path on the request's own origin, always (never an
 * authority of its own, as `new URL('//x/', base)` would read it); an absolute-form target must be
 * http(s).
 */
export function requestUrl(target: string, host: string | undefined, fallbackOrigin?: string): URL {
  if (target.startsWith('/')) return parse(requestOrigin(host, fallbackOrigin) + target);
  // OPTIONS * HTTP/1.1: the server as a whole.
  if (target === '*') return parse(`${requestOrigin(host, fallbackOrigin)}/*`);
  if (ABSOLUTE.test(target)) {
    const url = parse(target);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badTarget();
    return url;
  }
  throw badTarget();
}

/** The method as a Web Request carries it; 501 for one it cannot (TRACE, CONNECT, TRACK). */
export function requestMethod(method: string | undefined): string {
  const name = method ?? 'GET';
  if (UNREPRESENTABLE.has(name.toUpperCase())) {
    throw new HttpError(501, 'method_not_implemented', `${name} is not supported by this server`);
  }
  return name;
}

function parse(raw: string): URL {
  try {
    return new URL(raw);
  } catch {
    throw badTarget();
  }
}
