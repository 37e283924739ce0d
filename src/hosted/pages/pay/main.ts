/**
 * The hosted checkout page's entry, without React. When the server painted the checkout
 * (docs/checkout.md#before-the-script-runs), the page already shows the payment: this takes it
 * over in the language it was painted in. Otherwise it asks the proxy for the link's checkout at
 * once, so that answer travels while React and the widget download (pay.html preloads them),
 * instead of after they have run; the page's HTML shows the loading state meanwhile.
 */
import { createProxyClient } from '../../../client/proxy-client';
import { decodeSegment } from '../../link-id';
import { loadPageLocale, pickLocale, wantedLanguages } from '../shared/locale';
import { paintedOpening, startOpening } from './checkout-stage';
import { readPaintedState } from './painted';
import { loadPayWords } from './page-words';

const linkId = decodeSegment(location.pathname.split('/')[2] ?? '');
// The server has already dropped a return_url whose origin is not allowed.
const returnUrl = new URLSearchParams(location.search).get('return_url');
const painted = readPaintedState(document);
const tag = painted?.lang ?? pickLocale(wantedLanguages(location.search, navigator.languages ?? [navigator.language]));
/** What the server wrote into the page about the merchant and its upstream (no inline script: the CSP forbids it). */
const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') || undefined;
const merchant = { name: meta('paykit-merchant-name'), logoUrl: meta('paykit-merchant-logo') };
const testMode = meta('paykit-test-mode') === 'true';
const client = createProxyClient({ baseUrl: '/api/paykit' });
// The server painted its not-found page (an address no link has): nothing to open, nothing to take over.
const settled = !painted && document.querySelector('#root main[data-stage="not-found"]') !== null;
const opening = settled ? null : painted?.checkout.link.id === linkId ? paintedOpening(client, painted.checkout) : startOpening(client, linkId);

// English is built in; another language's catalogues (the kit's and the page's) arrive as small chunks.
if (opening)
  void Promise.all([loadApp(), loadPageLocale(tag), loadPayWords(tag)]).then(async ([{ renderCheckout }, locale, words]) => {
    // Hydrating in a task of its own, not in the one that ran the downloaded modules: two shorter
    // tasks leave the phone free to answer a tap in between (docs/checkout.md#before-the-script-runs).
    await nextTask();
    const root = document.getElementById('root') as HTMLElement;
    renderCheckout(
      root,
      {
        client,
        linkId,
        returnUrl,
        opening,
        locale,
        words: locale ? words : null,
        merchant,
        testMode,
        ...(painted?.checkout.link.id === linkId ? { painted: painted.checkout } : {}),
      },
      painted ?? {},
    );
  });

/**
 * The page's React part. On a painted page the kit's styles come first, in a task of their own:
 * told which rules /paykit.css holds before the components' modules run, Stitches writes none of
 * them even for the rules those modules name while loading (docs/checkout.md#before-the-script-runs).
 */
async function loadApp(): Promise<typeof import('./app')> {
  const styles = painted?.styles;
  if (styles) {
    const { adoptPaintedStyles } = await import('../../../react/styles/adopt-painted-styles');
    adoptPaintedStyles(styles, document);
    await nextTask();
  }
  return import('./app');
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
