/**
 * The pay page painted on the server (docs/checkout.md#before-the-script-runs): on a GET of
 * /pay/<link>, the link's checkout is opened in process by the proxy's checkoutForPage (as the
 * page's script would open it, counted against the same payer) and the page's renderer, built
 * beside the page as server/paint.js, draws it into the HTML with the checkout as a JSON data block
 * the script takes over. Without a renderer, or when the checkout cannot be opened (closed link,
 * busy, upstream down), the page is sent as built and its script opens the checkout as before.
 */
import type { CheckoutView } from 'paykit/schemas';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { paintedDataBlock, type PaintNotFound, type PaintPayPage } from '../pages/pay/painted';
import { acceptedLanguages } from './accept-language';
import { chooseEncoding, type Encoding } from './accept-encoding';
import { etagOf, type PageFile } from './page-files';
import type { Merchant } from './pay-page';

/** Where the pages' build puts the renderer, relative to the page folder (never served: page-files.ts). */
export const RENDERER_PATH = 'server/paint.js';

/** What the renderer built beside the page exports: the checkout's painter, and (since the not-found page was designed) the not-found page's. */
export interface PageRenderer {
  paint: PaintPayPage;
  paintNotFound: PaintNotFound | null;
}

/** The renderer built beside the page, or null when the folder has none (a page built without it). */
export async function loadRenderer(pageDir: string): Promise<PageRenderer | null> {
  const file = join(pageDir, RENDERER_PATH);
  if (
    !(await access(file).then(
      () => true,
      () => false,
    ))
  )
    return null;
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { paint?: PaintPayPage; paintNotFound?: PaintNotFound };
  if (typeof module.paint !== 'function') throw new Error(`${file} exports no paint()`);
  return { paint: module.paint, paintNotFound: typeof module.paintNotFound === 'function' ? module.paintNotFound : null };
}

/** The built page's root: the page's frame (.pay) around the loading state, up to the footer and the two closing tags. */
const ROOT = /<div id="root">[\s\S]*?<\/footer>\s*<\/div>\s*<\/div>/;

/** What the page is painted with. */
export interface PaintRequest {
  /** The page as built, with the merchant already written in (pay-page.ts). */
  html: string;
  checkout: CheckoutView;
  url: URL;
  acceptLanguage: string | null;
  merchant: Merchant;
}

/** The built page with the painted checkout in its root, the document in the painted language, and the data block. */
export async function paintPage(paint: PaintPayPage, { html, checkout, url, acceptLanguage, merchant }: PaintRequest): Promise<string> {
  const asked = url.searchParams.get('lang');
  const languages = [...(asked ? [asked] : []), ...acceptedLanguages(acceptLanguage)];
  const painted = await paint({
    checkout,
    linkId: checkout.link.id,
    returnUrl: url.searchParams.get('return_url'),
    merchant: { ...(merchant.name ? { name: merchant.name } : {}), ...(merchant.logoUrl ? { logoUrl: merchant.logoUrl } : {}) },
    testMode: merchant.testMode ?? false,
    languages,
  });
  if (!ROOT.test(html)) throw new Error('pay.html has no <div id="root"> with the loading state to paint over');
  // No whitespace inside the root: the script hydrates exactly the renderer's markup.
  const block = paintedDataBlock({ checkout, lang: painted.lang, texts: painted.texts, styles: painted.styles });
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${painted.lang}" dir="${painted.dir}"`)
    .replace(ROOT, () => `<div id="root">${painted.html}</div>\n    ${block}`);
}

/**
 * The built page with the not-found page painted in its root (a 404: an id no link has), in the
 * payer's language, its title too. No data block: the script finds nothing to take over.
 */
export async function paintNotFoundPage(paintNotFound: PaintNotFound, { html, url, acceptLanguage, merchant }: Omit<PaintRequest, 'checkout'>): Promise<string> {
  const asked = url.searchParams.get('lang');
  const painted = await paintNotFound({
    merchant: { ...(merchant.name ? { name: merchant.name } : {}), ...(merchant.logoUrl ? { logoUrl: merchant.logoUrl } : {}) },
    testMode: merchant.testMode ?? false,
    languages: [...(asked ? [asked] : []), ...acceptedLanguages(acceptLanguage)],
  });
  if (!ROOT.test(html)) throw new Error('pay.html has no <div id="root"> with the loading state to paint over');
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${painted.lang}" dir="${painted.dir}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(painted.title)}</title>`)
    .replace(ROOT, () => `<div id="root">${painted.html}</div>`);
}

const escapeText = (text: string) => text.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char] as string);

const EVERY_ENCODING: ReadonlySet<Encoding> = new Set(['br', 'gzip', 'identity']);

/**
 * One painted page as a page file in the one encoding this browser takes best: compressed per
 * request, so quickly (brotli 5, gzip 6) rather than as small as the build makes the static files.
 */
export function encodePainted(html: string, type: string, acceptEncoding: string | null): PageFile {
  const body = Buffer.from(html);
  const bodies = new Map<Encoding, Buffer>([['identity', body]]);
  const encoding = chooseEncoding(acceptEncoding, EVERY_ENCODING);
  if (encoding === 'br')
    bodies.set('br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }));
  if (encoding === 'gzip') bodies.set('gzip', gzipSync(body, { level: 6 }));
  return { type, bodies, etag: etagOf(body) };
}
