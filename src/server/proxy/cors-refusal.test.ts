/**
 * crossOriginRefusal: what the server's log says when a page on another origin gets an answer its
 * browser will not let it use. Judged from the request's browser evidence and the answer's CORS
 * header, so a same-origin page (behind a proxy too) is never reported, and a listed shop neither.
 */
import { describe, expect, it } from 'vitest';
import { crossOriginRefusal } from './cors';

const URL_ = 'http://10.0.0.5:3000/api/paykit/payment-links/pl_1/checkout';
const request = (method: string, headers: Record<string, string>) => new Request(URL_, { method, headers });
const answer = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers });

describe('crossOriginRefusal', () => {
  it('names a refused preflight, a refused cross-site POST and an answer the page cannot read', () => {
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect(crossOriginRefusal(request('OPTIONS', evil), answer(403))?.reason).toMatch(/^CORS preflight refused: https:\/\/evil\.example is not an allowed origin/);
    expect(crossOriginRefusal(request('POST', evil), answer(403))?.reason).toMatch(/^cross-site POST refused: /);
    expect(crossOriginRefusal(request('GET', evil), answer(200))).toMatchObject({
      origin: 'https://evil.example',
      reason: expect.stringMatching(/^answer unreadable to the page: /),
    });
  });

  it('reports nothing for a listed origin (the answer carries its CORS header)', () => {
    const shop = { origin: 'https://shop.example', 'sec-fetch-site': 'cross-site' };
    expect(crossOriginRefusal(request('GET', shop), answer(200, { 'access-control-allow-origin': 'https://shop.example' }))).toBeNull();
  });

  it('reports nothing for a request that is no browser’s, or a same-origin page’s', () => {
    expect(crossOriginRefusal(request('POST', {}), answer(403))).toBeNull();
    expect(crossOriginRefusal(request('POST', { origin: 'https://pay.example', 'sec-fetch-site': 'same-origin' }), answer(403))).toBeNull();
    // An older browser without Sec-Fetch-Site: its Origin is compared with Host.
    expect(crossOriginRefusal(request('POST', { origin: 'https://pay.example', host: 'pay.example' }), answer(403))).toBeNull();
    expect(crossOriginRefusal(request('POST', { origin: 'https://evil.example', host: 'pay.example' }), answer(403))?.reason).toMatch(/^cross-site POST/);
  });

  it('reads X-Forwarded-Host only from a trusted proxy', () => {
    const behindProxy = { origin: 'https://pay.example', host: '10.0.0.5:3000', 'x-forwarded-host': 'pay.example' };
    expect(crossOriginRefusal(request('POST', behindProxy), answer(403), true)).toBeNull();
    expect(crossOriginRefusal(request('POST', behindProxy), answer(403), false)?.reason).toMatch(/^cross-site POST/);
  });

  it('cuts a long Origin to 200 characters', () => {
    const long = `https://${'x'.repeat(1000)}.example`;
    const refusal = crossOriginRefusal(request('OPTIONS', { origin: long, 'sec-fetch-site': 'cross-site' }), answer(403));
    expect(refusal?.origin).toHaveLength(201);
    expect(refusal?.reason.length).toBeLessThan(400);
  });
});
