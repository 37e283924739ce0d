/**
 * The pay page painted on the server (docs/checkout.md#before-the-script-runs): the same tree the
 * browser hydrates (PayPage), rendered to markup with the checkout the server has just opened, in
 * the payer's language. The pages' build bundles this file, with the page's renderer, as
 * server/paint.js beside the page (vite.pages.config.ts); paykit-checkout loads it from there.
 */
import type { ProxyClient } from 'paykit/client';
import type { PaymentView } from 'paykit/schemas';
import { options } from 'preact';
import { renderToString } from 'react-dom/server';
import { textDirection } from '../../../react/i18n/locale';
import { paintCountdownAhead } from '../../../react/i18n/format';
import { recordPaintedTexts } from '../../../react/i18n/painted-texts';
import { paintedStyles } from '../../../react/styles/adopt-painted-styles';
import { loadCatalogue, pickLocale } from '../shared/locale';
import { englishPayWords, loadPayWords } from './page-words';
import { documentTitle, MerchantHeader, PageFooter } from './MerchantHeader';
import { BrokenLinkMark, Notice } from './Notice';
import type { NotFoundInput, PaintInput, Painted, PaintedNotFound } from './painted';
import { PayPage } from './PayPage';

// preact/compat turns translate="no" into false (the DOM property a browser then writes as "no"),
// which preact-render-to-string leaves out: the painted address would be left to translators.
// Under React (this file's tests) no hook runs, and React writes "no" itself.
const compatVnode = options.vnode?.bind(options);
options.vnode = (vnode) => {
  compatVnode?.(vnode);
  const props = vnode.props as { translate?: unknown } | null;
  if (props && props.translate === false) props.translate = 'no';
};

/** How many of the countdown's next seconds the page is sent already formatted (two texts each; see MAX_PAINTED_TEXTS). */
const COUNTDOWN_AHEAD_SECONDS = 60;

/** A client that knows the one painted payment and asks nothing: the server renders, it never subscribes. */
function paintingClient(view: PaymentView): ProxyClient {
  const refuse = () => Promise.reject(new Error('the painted page asks the proxy nothing'));
  return {
    baseUrl: '/api/paykit',
    customFetch: false,
    credentials: 'same-origin',
    getPayment: refuse,
    createPayment: refuse,
    request: refuse,
    subscribePayment: () => () => {},
    peekPayment: (paymentId) => (paymentId === view.payment_id ? view : undefined),
  };
}

export async function paint({ checkout, linkId, returnUrl, merchant, testMode, languages }: PaintInput): Promise<Painted> {
  const wanted = pickLocale(languages);
  const [locale, words] = await Promise.all([loadCatalogue(wanted), loadPayWords(wanted)]);
  const lang = locale ? wanted : 'en';
  // What the page formats is recorded as it is painted: the browser hydrates with those very texts.
  const { result: html, texts } = recordPaintedTexts(() =>
    renderToString(
      <PayPage
        client={paintingClient(checkout.payment)}
        linkId={linkId}
        returnUrl={returnUrl}
        painted={checkout}
        locale={locale}
        words={locale ? words : null}
        merchant={merchant}
        testMode={testMode}
      />,
    ),
  );
  // The first Intl object a phone makes costs it 45–240 ms: the countdown's next minute is sent too,
  // so a payer's first ticks reuse texts while the page loads (docs/checkout.md#before-the-script-runs).
  const ahead = recordPaintedTexts(() => paintCountdownAhead(texts, COUNTDOWN_AHEAD_SECONDS)).texts;
  return { html, lang, dir: textDirection(lang), texts: [...texts, ...ahead], styles: paintedStyles() };
}

/**
 * The page for an address no link has, painted whole: the same frame and card the script would
 * draw, in the payer's language. The page's script sees it and leaves it (main.ts): there is
 * nothing to open, and nothing on it needs a script.
 */
export async function paintNotFound({ merchant, testMode, languages }: NotFoundInput): Promise<PaintedNotFound> {
  const wanted = pickLocale(languages);
  const words = (await loadPayWords(wanted)) ?? englishPayWords;
  const lang = words === englishPayWords ? 'en' : wanted;
  const m = words.messages;
  const html = renderToString(
    <div className="pay">
      <MerchantHeader merchant={merchant} testMode={testMode} words={words} />
      <Notice stage="not-found" mark={<BrokenLinkMark />} title={m.notFoundTitle} body={m.notFoundBody} note={m.notFoundNote} />
      <PageFooter testMode={testMode} words={words} />
    </div>,
  );
  return { html, lang, dir: textDirection(lang), title: documentTitle(merchant, testMode, words) };
}
