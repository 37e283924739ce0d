/**
 * No browser accepts an IPv6 literal as a CSP source expression (the grammar's host is names and
 * IPv4 only): Chrome logs an error for `http://[::1]:5301` on every load. Such a source is never
 * emitted; every other source stays.
 */
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, pageHeaders } from './page-headers';

describe('contentSecurityPolicy', () => {
  it('leaves IPv6 literals out of every directive, and keeps the sources a browser accepts', () => {
    const csp = contentSecurityPolicy({
      frameAncestors: "'self' http://localhost:5301 http://127.0.0.1:5301 http://[::1]:5301 https://[2001:db8::1]",
      extraImgSrc: 'http://[::1]:8080 blob:',
    });
    const withBracket = csp.split('; ').filter((directive) => directive.includes('['));
    expect(withBracket).toEqual([]);
    expect(csp).toContain("frame-ancestors 'self' http://localhost:5301 http://127.0.0.1:5301;");
    expect(csp).toContain("img-src 'self' data: blob:;");
  });

  it("says frame-ancestors 'none' rather than nothing when only IPv6 literals were given", () => {
    // An empty frame-ancestors is a syntax error, which browsers read as "anyone may frame".
    expect(pageHeaders({ frameAncestors: 'http://[::1]:5301' })['content-security-policy']).toContain("frame-ancestors 'none';");
  });
});
