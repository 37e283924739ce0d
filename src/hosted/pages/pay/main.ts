/**
 * The hosted checkout page's entry, without React: it asks the proxy for the link's checkout at
 * once, so that answer travels while React and the widget download (pay.html preloads them),
 * instead of after they have run. The page's HTML already shows the loading state meanwhile.
 */
import { createProxyClient } from '../../../client/proxy-client';
import { decodeSegment } from '../../link-id';
import { loadPageLocale, pickLocale, wantedLanguages } from '../shared/locale';
import { startOpening } from './checkout-stage';
import { loadPayWords } from './page-words';

const linkId = decodeSegment(location.pathname.split('/')[2] ?? '');
// The server has already dropped a return_url whose origin is not allowed.
const returnUrl = new URLSearchParams(location.search).get('return_url');
const tag = pickLocale(wantedLanguages(location.search, navigator.languages ?? [navigator.language]));
/** What the server wrote into the page about the merchant and its upstream (no inline script: the CSP forbids it). */
const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') || undefined;
const merchant = { name: meta('paykit-merchant-name'), logoUrl: meta('paykit-merchant-logo') };
const testMode = meta('paykit-test-mode') === 'true';
const client = createProxyClient({ baseUrl: '/api/paykit' });
const opening = startOpening(client, linkId);

// English is built in; another language's catalogues (the kit's and the page's) arrive as small chunks.
void Promise.all([import('./app'), loadPageLocale(tag), loadPayWords(tag)]).then(([{ renderCheckout }, locale, words]) => {
  const root = document.getElementById('root') as HTMLElement;
  renderCheckout(root, { client, linkId, returnUrl, opening, locale, words: locale ? words : null, merchant, testMode });
});
